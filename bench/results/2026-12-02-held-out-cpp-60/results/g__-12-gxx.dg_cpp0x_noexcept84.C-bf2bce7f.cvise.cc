constexpr bool foo() { return true; }
template <typename T> void test2() {
  constexpr T (*pfn)() = foo;
  struct S {
    S() noexcept(pfn());
  } s;
}
int main() { test2<bool>; }
