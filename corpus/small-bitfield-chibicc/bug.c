int printf(const char *, ...);
struct S { unsigned a : 3; unsigned b : 5; int c; };
static struct S g_s = {5, 17, -3};
static int g_table[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
static int compute(int k) {
    int r = 0;
    while (k-- > 0)
        r += g_table[k % 3][k % 3];
    return r;
}
static int twice(int x) { return 2 * x; }
int main(void) {
    int v = compute(5);
    long diff = (long)(g_s.a - 6);
    int w = twice(g_s.b) + g_s.c;
    printf("v = %d\n", v);
    printf("diff = %ld\n", diff);
    printf("w = %d\n", w);
    return 0;
}
