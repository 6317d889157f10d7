/* creduce-rs generator arith, seed 23797 */
int printf(const char *, ...);

const int x0 = (-23);
unsigned long long x1 = 6492ULL;
const short x3 = (-32768);
unsigned long x5 = 8643214061900680UL;
static unsigned long long x6 = 40ULL;
long long x7 = 4611686018427387903LL;
int t0;
int t2;
int t5;
volatile int t6;
int t8;

int main(void) {
    int ng = 0;
    long x2 = 18848856729001111L;
    static long x4 = 9223372036854775807L;
    t0 = (x6 <= (x6 ? ((x5 << ((x4 || (-7424L)) && (x3 ? 30 : x0))) || (((x5 || x7) / x2) > ((x1 - x6) >> (x1 > x5)))) : (((60LL / x0) && 98982131u) + x1)));
    static volatile unsigned long long t1;
    t1 = (((x4 ? (x1 >> (((x3 || x0) * (0u ^ 2147483647)) & 63)) : (((x4 % x3) * (x5 + x3)) / ((x5 >> (1320371686377373211L & 63)) <= ((unsigned int) x4)))) + x3) * (-x0));
    t2 = (!((((((unsigned short) x5) == (t1 < x2)) >> (((x1 && (-9223372036854775807L - 1)) | (x0 ? x5 : x0)) & 31)) - t0) * (-(((x1 + x3) != x2) < x3))));
    const int t3 = ((x0 < ((((short) (x0 > x0)) == ((11LL << (x1 & 63)) < (-2147483647 - 1))) >= (~(t0 | (x1 + x2))))) || ((-(((t2 == x0) << (x6 & 31)) * x7)) - x3));
    static long long t4;
    t4 = x7;
    t5 = ((((((t4 + x0) != (t0 && x4)) ? ((x1 + t4) & (x0 % (-9223372036854775807LL - 1))) : ((2 << (x5 & 31)) & (x2 / x3))) & ((65ULL + (t2 < x2)) / x5)) <= x5) << (x6 & 31));
    t6 = ((((((t1 & t2) ? (x4 >> t3) : (t3 ? t5 : x3)) >= ((x7 && x6) | (9223372036854775807ULL * x0))) < (-25347830049638LL)) > (-992372536821037810L)) & (!(x3 != (((t0 - t4) >> (t1 & 63)) / (-9223372036854775807LL - 1)))));
    int t7 = ((((((t4 && 2UL) < (x6 ? 1UL : t1)) & ((t1 ? x6 : x6) >= (x6 * t1))) | (((t0 > t3) != t6) | ((11520u >> (9223372036854775807UL & 31)) | (t0 < t2)))) * x7) < t4);
    t8 = (x4 && (((((unsigned int) (t1 && x2)) >> ((x3 & x2) && 4611686018427387903L)) % (((long) (t7 && 77UL)) == ((x0 < 4611686018427387903L) * (18446744073709551615ULL < x1)))) << (((-1) && t3) % x2)));
    const unsigned long long t9 = x1;
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 18446744073708797952ULL) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1) { printf("NG t3\n"); ng = 1; }
    if (t4 != 4611686018427387903LL) { printf("NG t4\n"); ng = 1; }
    if (t5 != 256) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0) { printf("NG t8\n"); ng = 1; }
    if (t9 != 6492ULL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
