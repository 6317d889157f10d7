constexpr int a = 1;
template <int> void f() {
#pragma GCC unroll(a)
  for (; 0; );
}
