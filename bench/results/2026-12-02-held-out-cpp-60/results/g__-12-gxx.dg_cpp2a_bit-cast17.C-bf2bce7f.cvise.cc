template <typename T, typename F> constexpr T bit_cast(F f) {
  return __builtin_bit_cast(T, f);
}
union U {
  int b;
};
struct A {
  U c[2];
};
struct B {
  int d[2];
} i = bit_cast<B>(A{})