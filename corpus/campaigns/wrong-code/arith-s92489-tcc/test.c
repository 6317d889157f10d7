/* creduce-rs generator arith, seed 92489 */
int printf(const char *, ...);

unsigned int x1 = 4294967295u;
static const unsigned short x2 = 3;
long x5 = 4611686018427387903L;
static unsigned int t2;
static unsigned int t3;
int t5;
static long t8;

int main(void) {
    int ng = 0;
    volatile int x0 = 1;
    static int x3 = (-420);
    volatile signed char x4 = (-105);
    unsigned long x6 = 278170639887373446UL;
    short x7 = 618;
    const int t0 = ((x5 >= ((!(!((-7) ^ 14024237ULL))) && (((x3 < x2) == ((unsigned int) x2)) * ((-x4) < (36077ULL < x4))))) << (x3 && ((!x4) < x3)));
    static long t1;
    t1 = ((((((x6 != x0) / 481u) << (((x1 > x0) << ((0 | x3) & 31)) & 31)) - ((unsigned long long) ((x0 == 883ULL) >> (x3 >= x7)))) != ((int) ((x4 >= x2) != x3))) / x5);
    t2 = ((((((x4 - x4) <= (x2 == x4)) >> ((((unsigned long long) x7) + (x3 <= x2)) & 31)) != x0) | (((signed char) (x7 != (x6 % x1))) - (x1 * x2))) >> (t0 || x2));
    t3 = ((((((x0 | x4) || (x0 && x3)) > ((t2 & x4) << ((~x0) & 31))) - (t1 ? x7 : ((t2 - x3) + (3315255341u != 18446744073709551615ULL)))) ^ x2) * ((x1 & t2) < (-2247LL)));
    int t4 = (((unsigned short) x4) << (1961847291204325UL & 31));
    t5 = (-(((((t3 ? x7 : t0) > (x2 ? x6 : x6)) + 3) & (2L + t2)) >= (((t3 >> ((x0 * (-2056616092530LL)) & 31)) && ((x2 || t3) || x1)) && ((x5 != x1) + x2))));
    int t6 = ((((((x0 | 2ULL) && (x3 & x1)) * ((t4 >= x5) >> (x1 & 31))) == ((~14L) > ((t3 ? 0UL : 2911063L) != (x0 || 13LL)))) + (((unsigned int) x0) >> ((-2LL) & 31))) >= x2);
    volatile int t7 = ((((((x0 < x2) / (4611686018427387903L || t2)) / (5775790205987903ULL / (!t6))) / (((unsigned long) x5) != ((t0 && (-126654790)) + (t2 | t6)))) <= ((9780768ULL << t0) * x2)) != 5u);
    t8 = (((((~(t3 >= x6)) <= (x2 & (t7 | 2147483647))) * (((t6 < t6) && (x6 / x7)) & ((t4 || t5) && (x7 ? (-73995136500956550L) : t6)))) <= t4) - 9223372036854775807L);
    const long t9 = ((-1L) | ((t4 - ((x4 < x1) ^ ((t3 & 537857u) != (0 && t4)))) ? ((x7 && ((t3 || 1073741823) | 8809631461UL)) * ((x3 / (x5 >> 61ULL)) == t6)) : (!(-2L))));
    if (t0 != 1) { printf("NG t0\n"); ng = 1; }
    if (t1 != 0L) { printf("NG t1\n"); ng = 1; }
    if (t2 != 2u) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0u) { printf("NG t3\n"); ng = 1; }
    if (t4 != 2093792) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-1)) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 1) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-9223372036854775806L)) { printf("NG t8\n"); ng = 1; }
    if (t9 != (-1L)) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
