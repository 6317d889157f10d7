template <typename> struct T {
  friend int toString(T);
};
struct U {
  typedef T<int>V;
  int getAftnTypeXMsgTypeAsStr();
  struct W {
    V a;
  };
};
int U::getAftnTypeXMsgTypeAsStr() {
  W b;
  toString(b.a);
  return 0;
}
int toString(U::V);
