/* creduce-rs generator arith, seed 22040 */
int printf(const char *, ...);

unsigned long long x1 = 0ULL;
volatile unsigned long long x2 = 0ULL;
static unsigned char x4 = 11;
short x6 = 10;
unsigned long long t0;
static int t1;
volatile unsigned long long t5;
static volatile unsigned int t8;
unsigned int t9;

int main(void) {
    int ng = 0;
    long x0 = 55L;
    unsigned int x3 = 1u;
    volatile unsigned long long x5 = 18446744073709551615ULL;
    long long x7 = 2LL;
    t0 = (x4 ^ x1);
    t1 = ((((326772127286340UL << ((45LL == 9223372036854775807UL) ^ (x2 % x4))) | x1) >= t0) >> ((long) (((x0 ? (t0 >> x6) : ((-228476750L) & x4)) | ((+733587553224445600ULL) / (257509248382876UL % t0))) > x2)));
    static unsigned long long t2;
    t2 = (((137840880 <= (((x2 - x1) >= (x1 < t1)) - ((x5 & x2) ? (t0 < t0) : (x6 >> t0)))) + x4) | (((x2 << x6) - ((t0 | t0) >> ((-112293590LL) & 63))) & x4));
    static long t3;
    t3 = ((long) x2);
    long t4 = ((((((x3 >> (x5 & 31)) / (1579070u != t1)) ? ((x4 / (-9223372036854775807L - 1)) == (x1 ? t0 : x7)) : ((-2147483647 - 1) / (1u << (14076297847ULL & 31)))) << (t3 >> ((t0 != t1) ^ (x2 >> 3u)))) | (-1)) % 4611686018427387903L);
    t5 = t0;
    unsigned int t6 = ((unsigned int) (((((9223372036854775807LL / x0) * (x3 / x0)) << ((x2 >= x6) ? (t2 % 3615038032454008823L) : (x6 << (208161u & 31)))) >> (x6 <= ((x1 / t5) ? (x5 ^ 129682216883803ULL) : (x4 | 0u)))) || 4294967295u));
    static int t7;
    t7 = (x5 && (t3 <= x7));
    t8 = (2147483647u - (((((x7 >= (-19522234073457258LL)) || (x3 % x5)) ? ((x7 << 0u) * 0LL) : ((9223372036854775807L * t1) >> (+x6))) ^ ((0UL == x1) - ((x2 / t0) << (9223372036854775807L & 63)))) && 7UL));
    t9 = (x3 >> ((((((x0 <= t1) == (t1 == 0UL)) || ((2L ? x1 : t8) & (10 == t8))) < (((t6 && t5) == (t4 >= 12636394)) ? ((t8 / 9223372036854775807LL) == x4) : x4)) | 81827228865445ULL) & 31));
    if (t0 != 11ULL) { printf("NG t0\n"); ng = 1; }
    if (t1 != 0) { printf("NG t1\n"); ng = 1; }
    if (t2 != 11ULL) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0L) { printf("NG t3\n"); ng = 1; }
    if (t4 != 4294967295L) { printf("NG t4\n"); ng = 1; }
    if (t5 != 11ULL) { printf("NG t5\n"); ng = 1; }
    if (t6 != 1u) { printf("NG t6\n"); ng = 1; }
    if (t7 != 1) { printf("NG t7\n"); ng = 1; }
    if (t8 != 2147483646u) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0u) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
