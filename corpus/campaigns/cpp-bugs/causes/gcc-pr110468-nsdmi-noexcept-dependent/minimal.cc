template <int a> struct T {
  T() noexcept(a);
};
template <int b> struct U {
  T<b>c{};
};
struct V {
  V(U<0>);
} d = {{}};
