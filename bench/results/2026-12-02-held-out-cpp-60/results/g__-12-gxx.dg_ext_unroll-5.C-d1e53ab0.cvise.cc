constexpr int n = 3;
template <int> void foo() {
#pragma GCC unroll(n)
  for (;;)
    ;
}
