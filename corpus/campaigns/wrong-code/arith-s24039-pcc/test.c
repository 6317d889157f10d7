/* creduce-rs generator arith, seed 24039 */
int printf(const char *, ...);

volatile short x0 = 16383;
static unsigned short x1 = 137;
const unsigned char x3 = 6;
int t2;
unsigned long t3;
volatile unsigned long t5;
int t6;
unsigned short t7;
unsigned long long t9;

int main(void) {
    int ng = 0;
    long long x2 = 9223372036854775807LL;
    unsigned long x4 = 8582575UL;
    static volatile short x5 = (-32768);
    static volatile short x6 = (-107);
    static unsigned short x7 = 0;
    const int t0 = ((x7 << ((x7 << x3) <= ((x2 - 349760u) ? ((9223372036854775807UL * (-363)) ? (x5 * x4) : (x4 * x6)) : ((x0 || x1) == (x7 - x0))))) || (1ULL != ((x4 | 0u) < x2)));
    volatile unsigned long t1 = ((+(((!(x6 >= x3)) >= ((long) (x6 ? x6 : x1))) || 0)) ^ ((unsigned long) 1754UL));
    t2 = (x0 <= (((unsigned int) (t0 | (t1 > (t1 ^ t0)))) + (((-2147483647 - 1) - ((0u / x4) > (x4 && 9223372036854775807LL))) * (x6 * ((0UL % x6) >= (x1 ^ (-2147483647 - 1)))))));
    t3 = ((x5 != ((int) (((-t2) + (x3 > 69523017923484ULL)) <= ((x7 > x0) << (x3 % 2147483647))))) * (0UL + (((int) (x6 * (37068829635697UL != x2))) * (t0 || t0))));
    static volatile int t4;
    t4 = (!(((((x6 | 44) + (x1 < 7049992412UL)) ^ ((x4 ^ x3) == (t2 != x7))) + (((x7 + 0LL) - (x2 <= t1)) >= ((18446744073709551615UL * t2) / 4611686018427387903LL))) >= 1073741823));
    t5 = ((((((t3 & 835L) >> ((unsigned long) 0ULL)) <= ((~x3) + (x4 < x1))) && (x5 + (x3 != (x1 * x4)))) || (~((~(-3864LL)) | x5))) / t1);
    t6 = (x2 == x6);
    t7 = x1;
    short t8 = x5;
    t9 = ((2134923ULL * (((18446744073709551615UL && (x5 == t8)) & ((t8 % t8) >> (x2 < t1))) | t5)) * (x5 & ((((-9223372036854775807LL) ? (t0 == t7) : ((-9223372036854775807L - 1) > x3)) <= x7) == (-244123739LL))));
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1755UL) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0UL) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0UL) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 137) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-32768)) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0ULL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
