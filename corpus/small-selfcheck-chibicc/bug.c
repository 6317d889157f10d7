/* A self-checking program in the style of Nagai et al.'s arithmetic tests: each check
   prints OK or NG with its number. chibicc fails check 3 (bit-field promotion). */
int printf(const char *, ...);
struct S { unsigned a : 3; unsigned b : 5; int c; };
static struct S g_s = {5, 17, -3};
static int g_table[4] = {3, 1, 4, 1};
static int sum(int n) {
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += g_table[i];
    return s;
}
static long mul(long a, long b) { return a * b; }
int main(void) {
    int ok = 1;
    if (sum(4) == 9) printf("OK 1\n"); else { printf("NG 1\n"); ok = 0; }
    if (mul(6, 7) == 42) printf("OK 2\n"); else { printf("NG 2\n"); ok = 0; }
    if ((long)(g_s.a - 6) == -1) printf("OK 3\n"); else { printf("NG 3\n"); ok = 0; }
    if (g_s.b + g_s.c == 14) printf("OK 4\n"); else { printf("NG 4\n"); ok = 0; }
    return ok ? 0 : 1;
}
