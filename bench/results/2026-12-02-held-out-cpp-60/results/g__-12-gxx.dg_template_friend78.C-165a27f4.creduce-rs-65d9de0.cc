template <typename> struct T {
  friend int toString(T);
};
struct U {
  T<int>a;
};
void f() {
  U b;
  toString(b.a);
}
int toString(T<int>);
