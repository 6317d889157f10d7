short(safe_rshift_func_int16_t_s_u)() {
  int right = 0;
  return 0;
}
int main() {}
