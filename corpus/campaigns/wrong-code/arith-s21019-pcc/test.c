/* creduce-rs generator arith, seed 21019 */
int printf(const char *, ...);

unsigned int x3 = 31045182u;
int x4 = (-1);
const volatile long x5 = 2145L;
int t0;
static short t1;
int t4;

int main(void) {
    int ng = 0;
    static unsigned long x0 = 672165UL;
    signed char x1 = 63;
    const short x2 = (-2376);
    static const unsigned int x6 = 5u;
    unsigned long x7 = 204543468319UL;
    t0 = (((long long) ((x4 && (x7 / (x3 <= x2))) == (((10UL * 4611686018427387903LL) >= (x4 < 666232UL)) >= ((2147483647 >> (895u & 31)) - (x3 >= x5))))) == (x2 ? ((x5 == x7) == x2) : 18446744073709551615UL));
    t1 = x2;
    int t2 = (t0 != t0);
    static int t3;
    t3 = (x7 < ((422LL & t2) == (((x2 == ((short) x5)) == (x1 >= (313780833ULL == x6))) != (((t1 * 121496) * (t0 * 0u)) - ((-3) + (x2 ? x2 : 8289402905181UL))))));
    t4 = (((-(((389ULL % t1) ? x3 : (26LL / x4)) | ((x0 >> t0) & (~t3)))) ^ x0) > x0);
    static unsigned long long t5;
    t5 = (((x4 ^ (((t1 != x2) / (x4 | t4)) | 13LL)) & (((((-1) == t1) & x7) * ((x7 & x5) - (t2 | t0))) << ((x2 ^ (-9223372036854775807LL - 1)) * t2))) % t4);
    static short t6;
    t6 = x2;
    volatile short t7 = t1;
    static long long t8;
    t8 = ((9223372036854775807L - (9223372036854775807L >= (((t3 < 3365454957899UL) && ((-1008825635043352LL) != x5)) > ((x5 ? x4 : t2) >> (x7 || t5))))) - 12526762698664014LL);
    volatile short t9 = t1;
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != (-2376)) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0ULL) { printf("NG t5\n"); ng = 1; }
    if (t6 != (-2376)) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-2376)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 9210845274156111792LL) { printf("NG t8\n"); ng = 1; }
    if (t9 != (-2376)) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
