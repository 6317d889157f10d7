template <class, class> concept always_true=true;
template <class T> struct U {
  T a;
};
template <class...T> struct V : U<T>... {
  template <always_true<T>...> void func();
};
main() {
  V<int, V<int>>{};
}
