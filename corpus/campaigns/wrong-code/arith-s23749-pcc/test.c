/* creduce-rs generator arith, seed 23749 */
int printf(const char *, ...);

const long x4 = 4611686018427387903L;
unsigned long long t3;
volatile int t6;
int t7;
static long long t8;
int t9;

int main(void) {
    int ng = 0;
    static unsigned int x0 = 3877504961u;
    unsigned int x1 = 34u;
    const long long x2 = (-922997LL);
    static unsigned long long x3 = 19159653444ULL;
    const unsigned short x5 = 1039;
    long long x6 = 4611686018427387903LL;
    const signed char x7 = (-7);
    const int t0 = (((((x4 >= x0) - ((x6 >= x7) * (x4 < 2147483647u))) == (((0UL | x1) ? (2147483647 * 0u) : ((unsigned long) 18446744073709551615UL)) << ((-1909033) & 63))) && (((x5 < x5) && x4) > x3)) << (x3 & 31));
    static long long t1;
    t1 = ((long long) ((long long) (((int) (20u + (t0 & x6))) >> ((x4 / ((x5 == 1ULL) >= (x7 >= 28))) & 31))));
    volatile signed char t2 = x7;
    t3 = ((x0 ? ((((t2 / x7) == (t2 / x4)) << (x5 & 31)) * (x5 & (((long long) 2ULL) / x3))) : ((((unsigned long long) (x4 >> (x6 & 63))) & (-(t0 ^ x3))) && x4)) << x1);
    int t4 = (((((x2 - (0 + t1)) % x3) << (x4 <= ((x5 || t0) != (x2 < t3)))) | ((((x1 * t0) * ((-157464089LL) / x4)) != (x4 ^ x4)) ^ t0)) ? t2 : x5);
    int t5 = ((((((x4 / x0) * (t1 * t0)) >= ((t3 | x4) % (x4 ^ 0ULL))) << (((t4 * t1) * (!t4)) != ((x2 ? x1 : x5) ? 15080225981705ULL : (-30)))) && x4) % x7);
    t6 = ((t5 == ((t5 != x4) | (((t0 >= x4) >> ((9223372036854775807L ^ 26ULL) & 31)) & ((t0 * t1) < (x4 ? 2UL : 11180333))))) ^ ((((t3 && x6) << ((47991002u << (t4 & 31)) & 31)) > 10) && t2));
    t7 = (t5 >> (t3 == t1));
    t8 = (((((x3 - (x7 - x2)) ? ((long long) (x7 <= t0)) : ((x1 >= x1) * (x2 >= x4))) + (((t0 << (2147483647 & 31)) + (t0 > (-9223372036854775807LL - 1))) ^ (t2 | x4))) | t5) - x5);
    t9 = (t0 < x3);
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 0LL) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-7)) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0ULL) { printf("NG t3\n"); ng = 1; }
    if (t4 != (-7)) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != 1) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-1040LL)) { printf("NG t8\n"); ng = 1; }
    if (t9 != 1) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
