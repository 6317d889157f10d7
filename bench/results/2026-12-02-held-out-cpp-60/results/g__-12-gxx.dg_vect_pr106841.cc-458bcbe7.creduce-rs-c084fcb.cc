struct T {
  double a;
  T(T b, T c) : a(c.a - b.a) {}
  double f() {
    return a;
  }
};
struct U {
  int *d[2];
  int &operator[](int e) {
    return *d[e];
  }
};
struct V {
  int d;
  U *i;
  int operator()(int &vv) {
    return &vv - &d;
  }
  U g(int e) {
    return i[e];
  }
};
template <typename Data> struct W {
  static const int j=Data::k;
  typename Data::S *d[j];
  double l;
  void h(int *m, typename Data::S *n) {
    for (int e = 0; e < j; ++e) d[e] = n + m[e];
    l = Data::f1(d);
  }
};
struct T1 {
  static const int k=2;
  typedef T S;
  static double f1(S *o[]) {
    return T(*o[0], *o[1]).f();
  }
};
struct T2 {
  T2();
};
template <class> struct T3 {
  void foo(V, int);
};
template <> void T3<int>::foo(V p, int) {
  W<T1>*q = new W<T1>;
  for (int r = 0; r < 4; r++) {
    int m[2];
    for (int e = 0; e < 2; e++) {
      int &__trans_tmp_2 = p.g(r)[e];
      m[e] = p(__trans_tmp_2);
    }
    q[r].h(m, 0);
  }
  T2 s;
}
