int printf(const char *, ...);
int main(void) {
  int a = 1;
  if (((0 % a | 1) >> 0 / a) != 1) printf("NG t0");
}
