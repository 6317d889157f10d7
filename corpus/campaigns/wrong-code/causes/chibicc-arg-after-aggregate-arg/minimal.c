int printf(const char *, ...);
struct A { int m; };
void f(struct A a, struct A b, struct A s) { if (s.m != 50) printf("NG s.m\n"); }
int main(void) { struct A a, s; a.m = 0; s.m = 50; f(a, a, s); return 0; }
