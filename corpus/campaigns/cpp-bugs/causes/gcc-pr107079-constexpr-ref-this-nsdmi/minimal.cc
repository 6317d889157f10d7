struct T {
  T *a=this;
};
constexpr const T &T{};
