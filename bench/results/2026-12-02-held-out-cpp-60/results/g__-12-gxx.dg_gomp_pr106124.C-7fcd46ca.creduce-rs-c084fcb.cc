struct T {
  typedef int U;
#pragma omp declare reduction (x : U : [] { }) initializer (omp_priv = []{ return 0; }())
  void foo();
};
void T::foo() {}
