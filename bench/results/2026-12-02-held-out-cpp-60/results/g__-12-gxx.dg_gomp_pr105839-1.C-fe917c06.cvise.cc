template <typename T> void foo(T &x) {
  [&](auto) {
#pragma omp parallel for
    for (auto [v1v2] : x)
      ;
  };
}
int bar_a[1];
void bar() { foo(bar_a); }
