int printf(const char *, ...);
int g_487;
int main() {
  g_487 = 18446744073709551615 <= 1;
  printf("checksum = %X\n", g_487);
}
