/* creduce-rs generator arith, seed 21869 */
int printf(const char *, ...);

long x0 = 3L;
volatile unsigned long x2 = 3695556UL;
unsigned short t0;
static unsigned long t2;
long t5;
volatile int t6;
static volatile long t7;
volatile int t8;

int main(void) {
    int ng = 0;
    int x1 = 14;
    const signed char x3 = 48;
    unsigned short x4 = 32767;
    static long x5 = (-9223372036854775807L - 1);
    unsigned long x6 = 0UL;
    long x7 = 4813212691719794591L;
    t0 = x4;
    static volatile unsigned short t1;
    t1 = x4;
    t2 = (-x2);
    const int t3 = ((((t2 == (x6 || (x5 / (-9223372036854775807L - 1)))) & (((x3 <= 9u) >> ((x1 << x0) & 31)) == x4)) == 0ULL) == (x3 - ((((x1 / 18446744073709551615ULL) ^ (9223372036854775807L / 42)) + t1) <= x2)));
    static volatile unsigned long long t4;
    t4 = 25ULL;
    t5 = (((((~(11251389235533ULL && t0)) >> ((9223372036854775807UL - x4) & 31)) >> (((!x7) >> ((~x4) & 31)) || (x0 / (t0 % x1)))) / (((~t0) >> (x2 & 31)) <= (-687L))) % x0);
    t6 = (((((int) x1) % 4294967295u) != x2) & (((((unsigned char) (+394357600542607688UL)) | (~t2)) && (1028316u - ((x7 != x4) | (t3 ^ x1)))) != ((t1 - t3) ? t2 : x5)));
    t7 = ((((x0 << (!(x2 ^ t4))) || (((-2147483647 - 1) == (20 % x2)) < ((x4 && x1) > (t6 + x5)))) ^ ((((23u | t3) >> (2147483647 & 31)) && t4) & x0)) >> (18446744073709551615ULL & 63));
    t8 = ((-9223372036854775807L - 1) < (((((t3 * x6) && 1073741823) * ((t5 - x6) * 4611686018427387903L)) > (t1 - x1)) + ((unsigned char) ((0ULL >> x6) <= 2L))));
    const unsigned long long t9 = (x3 + (((((x7 != t2) - t4) << (t1 & 63)) * 773582587617582UL) * ((((!t1) < (~t0)) >= t0) & t1)));
    if (t0 != 32767) { printf("NG t0\n"); ng = 1; }
    if (t1 != 32767) { printf("NG t1\n"); ng = 1; }
    if (t2 != 18446744073705856060UL) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 25ULL) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-2L)) { printf("NG t5\n"); ng = 1; }
    if (t6 != 1) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0L) { printf("NG t7\n"); ng = 1; }
    if (t8 != 1) { printf("NG t8\n"); ng = 1; }
    if (t9 != 48ULL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
