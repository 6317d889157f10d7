/* creduce-rs generator arith, seed 22560 */
int printf(const char *, ...);

static const unsigned short x1 = 0;
static volatile long long x4 = 0LL;
long t0;
volatile int t1;
int t2;
int t4;
long t6;

int main(void) {
    int ng = 0;
    const unsigned char x0 = 29;
    long x2 = 137657604300L;
    static volatile long long x3 = 7614LL;
    const volatile unsigned char x5 = 0;
    static const long x6 = (-2476397L);
    static const long x7 = 0L;
    t0 = (((-159674882LL) >= ((((x3 < x6) <= (x1 * x7)) ^ x2) & ((x3 <= x1) + (((unsigned short) x2) > ((unsigned char) x2))))) | (((-(x0 ? x7 : 1073741823)) % x2) ^ 1111u));
    t1 = ((9223372036854775807UL >= x0) && (((((x5 < x0) != x3) | (t0 ^ ((long long) x2))) || x2) >= ((x7 < ((x2 * x5) >= (x6 + x1))) % ((x7 / x2) - x6))));
    t2 = ((x3 < x5) || (!(((x6 >> (x1 != x6)) > ((x7 ^ 3ULL) & x0)) || (x5 && (((-2147483647 - 1) >> (9926054u & 31)) >> ((x0 << (x2 & 31)) & 31))))));
    int t3 = ((x6 && ((131186922450UL && 4611686018427387903LL) ? (t0 > t2) : ((1925709517ULL ? (323421UL && x2) : (x0 && x7)) == (~(x3 << 0UL))))) || ((((((-84814902866050428L) != x7) && x2) && t2) ^ x3) > x3));
    t4 = t3;
    long t5 = (((1047777398UL ? t3 : ((~(t1 != x0)) && (t1 % t4))) / (t0 | ((t0 >> (4611686018427387903LL & 63)) < (~(~t3))))) ^ ((int) x4));
    t6 = (~(-9223372036854775807L - 1));
    static long t7;
    t7 = ((((~x5) >> (t4 <= ((23816209732533L / 54UL) & (x6 | x6)))) > x1) - t6);
    volatile int t8 = ((((((t2 << x7) <= t2) >> (9223372036854775807ULL / (x6 & t6))) - ((((unsigned short) 89472067108937UL) + (1LL << t2)) ^ ((x0 % t1) + 1LL))) >> ((~(t3 & t2)) & 63)) > t5);
    const long t9 = ((long) (((((x4 / t6) << (t4 >= x1)) && ((t1 || t3) / t3)) >= t5) * (((t6 || (x7 != t6)) >= 462u) > ((t1 != 246060523237UL) * (t5 / 528605024ULL)))));
    if (t0 != 1111L) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0L) { printf("NG t5\n"); ng = 1; }
    if (t6 != 9223372036854775807L) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-9223372036854775807L)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0L) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
