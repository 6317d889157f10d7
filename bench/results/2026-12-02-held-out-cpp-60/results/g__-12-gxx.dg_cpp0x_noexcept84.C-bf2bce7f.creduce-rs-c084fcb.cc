constexpr int f() {
  return true;
}
template <typename T> void g() {
  constexpr T (*a)() = f;
  struct U {
    U() noexcept(a()) {}
  };
}
int main() {
  g<int>;
}
