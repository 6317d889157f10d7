struct T;
template <int a> struct U {
  typedef T V[a];
};
template <int a> struct W {
  typename U<a>::V b;
};
template <int c> struct S {
  W<c>d{};
};
struct T {
  float e{0};
};
void foo(S<1> =S<1>());
