template <class> void f() {
  constexpr int a = 1;
  [&] {
    int b[a * 1];
  };
}
template void f<int>();
