int printf(const char *, ...);
int main(void) {
  int a = 1;
  if (a % 2296307u << 0 % a != 1u) printf("NG t3");
}
