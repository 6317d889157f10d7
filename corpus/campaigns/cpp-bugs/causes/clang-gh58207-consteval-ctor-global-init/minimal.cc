struct T {
  consteval T(const int *) {}
};
consteval const int *f() {
  return 0;
}
T rsx_log(f());
T a(0);
