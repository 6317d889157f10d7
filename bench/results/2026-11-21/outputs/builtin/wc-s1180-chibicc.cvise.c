int printf(const char *, ...);
struct {
  unsigned f2 : 1;
} g_2515;
char g_2533, main___trans_tmp_2 = 94967295;
int main() {
  g_2533 = main___trans_tmp_2 <= g_2515.f2;
  printf("checksum = %X\n", g_2533);
}
