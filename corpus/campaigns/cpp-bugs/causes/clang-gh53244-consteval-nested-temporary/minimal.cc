struct T {
  consteval T() {}
  T(T&);
  consteval void f() {}
};
main() {
  T{}.f();
}
