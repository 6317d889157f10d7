int printf(const char *, ...);
int a;
int main(void) {
  if (-9223372036854775807L - 1 + a >= 0) printf("NG t4");
}
