int printf(const char *, ...);
struct T { double a; int b; };
struct T f(void) { struct T c; c.a = 1.5; c.b = 2; return c; }
int main(void) { struct T t = f(); if (t.a != 1.5 || t.b != 2) printf("NG t\n"); return 0; }
