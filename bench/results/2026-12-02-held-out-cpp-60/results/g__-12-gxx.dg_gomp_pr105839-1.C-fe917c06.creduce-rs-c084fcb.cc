template <typename T> void f(T &x) {
  [&](auto) {
#pragma omp parallel for
    for (auto[v2]:x);
  };
}
void g() {
  int a[10];
  f(a);
}
