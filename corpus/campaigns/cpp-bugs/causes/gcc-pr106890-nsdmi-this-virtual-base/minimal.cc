struct T {
  int a;
};
template <typename> struct U : virtual T {
  U() {}
  U(int) {}
  int b=a;
};
template struct U<int>;
