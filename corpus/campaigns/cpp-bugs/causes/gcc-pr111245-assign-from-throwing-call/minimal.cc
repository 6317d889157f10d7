struct T {
  int a;
};
__attribute__((noipa))T f() {
  throw 0;
}
void g(T &b) {
  try {
    b = f();
  }
  catch(...) {}
}
int main() {
  T b;
  b.a = 5;
  g(b);
  if (b.a != 5)__builtin_abort();
}
