struct R3 {
  double z;
  double norme() { return z; }
};
struct TBoundaryEdge {
  int *vertices[2];
  int &operator[](int i) { return *vertices[i]; }
};
int vertices;
TBoundaryEdge *bedges;
struct Mesh {
  int operator()(int &vv) { return &vv - &vertices; }
};
template < typename Data > struct GenericElement {
  typedef typename Data::V Vertex;
  static const int nv = Data::NbOfVertices;
  Vertex *vertices[nv];
  double mes;
  void set(int *iv) {
    Vertex *v0 = 0;
    for (int i = 0; i < nv; ++i)
      vertices[i] = v0 + iv[i];
    mes = Data::mesure(vertices);
  }
};
struct DataSeg3 {
  static const int NbOfVertices = 2;
  typedef R3 V;
  static double mesure(V *pv[]) { return ( *pv[1]).norme(); }
};
int foo_iv[2];
template < class > struct Movemesh_Op {
  void foo(Mesh, R3 *) const;
};
template <> void Movemesh_Op< int >::foo(Mesh pTh, R3 *) const {
  TBoundaryEdge __trans_tmp_3;
  GenericElement< DataSeg3 > *bS = new GenericElement< DataSeg3 >;
  for (int ibe = 0; ibe < 8; ibe++) {
    { __trans_tmp_3 = bedges[ibe]; }
    TBoundaryEdge K(__trans_tmp_3);
    for (int i = 0; i < 2; i++) {
      int &__trans_tmp_2 = K[i];
      foo_iv[i] = pTh(__trans_tmp_2);
    }
    bS[ibe].set(foo_iv);
  }
}
