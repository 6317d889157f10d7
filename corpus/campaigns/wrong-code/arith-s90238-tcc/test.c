/* creduce-rs generator arith, seed 90238 */
int printf(const char *, ...);

int x1 = 2147483647;
unsigned char x2 = 24;
static long x4 = 835545155904472269L;
static long long x5 = 15904LL;
static unsigned short x6 = 3571;
unsigned char x7 = 0;
int t2;
int t3;
volatile long long t7;
int t8;

int main(void) {
    int ng = 0;
    const signed char x0 = 2;
    short x3 = 10;
    int t0 = (+((((x7 < x7) | ((x7 ? x0 : x7) >= ((-262799893638L) % x2))) != ((signed char) x3)) > ((unsigned char) x1)));
    volatile int t1 = (x7 || ((unsigned int) ((((x5 != x5) / (x3 || x3)) != ((x1 | 11568251138731627LL) + (0 + x1))) << ((((x6 << t0) == (+(-2))) ^ ((x0 == x1) ^ x4)) & 31))));
    t2 = ((-121) * x7);
    t3 = ((((((x3 || t2) >> (x0 % x5)) == 0u) & x7) << ((t1 != ((x0 != x2) && (x1 * 0u))) & (((x0 < (-247250260771948099L)) < (x7 & x6)) == x5))) > (-2147483647 - 1));
    volatile int t4 = (t2 & x7);
    const int t5 = ((((x2 < (-(x1 ^ 27LL))) != (((unsigned char) (t2 > t4)) >= (17641831910051896UL == x1))) << ((-9223372036854775807L - 1) & 31)) <= (((unsigned int) (((38452057 || t0) | x0) || (x4 - 38L))) > (-1)));
    volatile int t6 = ((12UL - ((t2 != (t4 | (t1 + x0))) & (x7 & ((x7 ^ t4) ^ (t3 < 84400703575ULL))))) > (((((t3 * x7) | ((unsigned long) 2029904231814165LL)) & 9ULL) * t2) ^ t1));
    t7 = ((10341585 * x5) ^ (((((t5 <= t5) * x3) >> (((x5 - t1) << (x0 % t1)) & 31)) ^ (((4611686018427387903LL * 0u) >= (x2 && (-1432L))) || ((5LL && 9223372036854775807ULL) + x3))) & t2));
    t8 = ((((x6 <= ((x0 >> (x4 & 31)) - x4)) == x6) || 198721817931ULL) * ((((unsigned long) ((t7 < t5) << ((t1 ^ x6) & 31))) > (((10UL | t2) | (x6 << (19303 & 31))) + 10u)) == t4));
    unsigned long t9 = ((t5 - ((((0LL < x0) > (t4 >> (t7 & 31))) < t0) ^ 0UL)) << t1);
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0) { printf("NG t5\n"); ng = 1; }
    if (t6 != 1) { printf("NG t6\n"); ng = 1; }
    if (t7 != 164472567840LL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 1) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0UL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
