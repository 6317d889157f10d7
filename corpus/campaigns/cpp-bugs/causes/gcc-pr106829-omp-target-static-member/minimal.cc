template <typename> class complex;
template <> struct complex<int> {
  complex(double);
};
struct T {
  void static foo();
};
void T::foo() {
#pragma omp target
  complex<int>a = 0.0;
}
