int printf(const char *, ...);
union T { long double a; double b; };
union T f(void) { union T c; c.b = 1.5; return c; }
int main(void) { union T t = f(); if (t.b != 1.5) printf("NG t\n"); return 0; }
