// PR c++/107079

struct X {
  const X* x = this;
};
constexpr const X& x = X{};
// TODO: Should the assert pass?
//static_assert(x.x == &x);
