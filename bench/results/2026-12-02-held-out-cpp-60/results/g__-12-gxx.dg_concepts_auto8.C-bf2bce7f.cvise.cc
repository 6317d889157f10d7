template <typename> bool t;
int f() { return t<auto()->auto>; }
