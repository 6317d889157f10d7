bool a;
int b, c;
int f() {
  return 0;
}
__attribute__((noipa))void g() {}
int main() {
  c = f() > (b ? : 1);
  a = b;
  g();
  if (a)__builtin_abort();
}
