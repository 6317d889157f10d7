/* creduce-rs generator arith, seed 22558 */
int printf(const char *, ...);

const unsigned long long x0 = 52ULL;
volatile unsigned short x3 = 0;
static unsigned long long x5 = 1ULL;
const volatile unsigned long long x7 = 115359ULL;
static int t0;
static unsigned long long t2;
unsigned long long t3;
static int t4;
int t6;

int main(void) {
    int ng = 0;
    unsigned long long x1 = 629921886321400ULL;
    static volatile unsigned char x2 = 2;
    long long x4 = (-1755801113812LL);
    signed char x6 = 2;
    t0 = ((((((x7 && x6) | x5) | ((x0 >> x5) << (x2 % x0))) || (((long long) (30ULL / (-2LL))) ^ x6)) * ((((x1 >= 2206381804818567198LL) > x4) * x2) ^ x6)) && x7);
    const volatile int t1 = ((((((0u & x6) ^ (x6 != 1727139u)) - x6) < (9747915u << (50ULL & 31))) != x3) != ((33L + x4) < x2));
    t2 = ((((((x2 & 22UL) << ((x7 + t0) & 63)) > ((x1 && 13LL) << t1)) / (t1 >= ((unsigned long long) (x6 == x6)))) || ((((x1 ^ (-10L)) / 9223372036854775807LL) || (-2LL)) & x2)) & x7);
    t3 = ((x0 * (((-(-x0)) - ((x3 != 30707609u) * x3)) & (1UL << (x7 & 63)))) + (9223372036854775807UL ? (((int) ((2UL < 49L) || (37328977751482L - t1))) >= (t0 * 58LL)) : x2));
    t4 = (((x5 & (((t2 <= t3) + (x1 / (-2L))) >> ((0UL << ((-2147483647 - 1) & 63)) == (x1 <= t2)))) & ((+(x0 < x2)) * (((-x4) == x0) < t2))) && (-163));
    static volatile int t5;
    t5 = t1;
    t6 = (x3 == x6);
    int t7 = ((int) t2);
    static unsigned long long t8;
    t8 = ((((((t1 - t1) ? t7 : ((long long) t5)) / (t2 >= (t6 / x2))) << (+x5)) && (((t2 % (520339483697UL + x4)) ^ x3) - ((x7 <= (-229465L)) ^ t0))) % t3);
    unsigned long long t9 = (x1 * (354094u == ((((short) (t8 != x3)) <= ((t8 && x2) + ((-4105741456424211806LL) & t2))) != (((t4 ? 1266UL : 15232456174104ULL) - (x3 != 687829543292106UL)) ^ t6))));
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1ULL) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1ULL) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 1) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0ULL) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0ULL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
