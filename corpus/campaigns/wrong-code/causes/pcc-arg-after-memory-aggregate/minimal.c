int printf(const char *, ...);
struct B { long x, y, z; };
union U { int m[2]; };
void f(struct B b, union U u) { if (u.m[0] != 77) printf("NG u.m[0]\n"); }
int main(void) { struct B b; union U u; b.x = b.y = b.z = 0; u.m[0] = 77; u.m[1] = 0; f(b, u); return 0; }
