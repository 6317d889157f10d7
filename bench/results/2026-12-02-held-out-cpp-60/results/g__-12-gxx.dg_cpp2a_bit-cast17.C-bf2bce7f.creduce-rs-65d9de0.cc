template <typename T, typename F> constexpr T g(const F &f) {
  return __builtin_bit_cast(T, f);
}
union U {
  int a;
};
struct V {
  U b[2];
};
struct W {
  int c[2];
} d = g<W>(V{});
