bool a;
int b, c;
__attribute__((noipa))void f() {}
int main() {
  c = (0, 0) > (b ? : 1);
  a = b;
  f();
  if (a)__builtin_abort();
}
