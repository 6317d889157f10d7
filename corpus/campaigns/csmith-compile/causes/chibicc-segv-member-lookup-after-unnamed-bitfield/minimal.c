struct { int : 0; int a; } b;
void f() { b.a; }
