template <typename> int a;
int f() {
  return a<auto()->auto>;
}
