/* creduce-rs generator arith, seed 23551 */
int printf(const char *, ...);

unsigned int x0 = 8u;
const volatile long long x1 = 11LL;
static volatile unsigned long long x2 = 18446744073709551615ULL;
long x3 = (-656596L);
volatile unsigned long x5 = 12706896445UL;
static int t0;
static volatile int t1;
long t3;
static unsigned long t5;
static volatile int t8;

int main(void) {
    int ng = 0;
    static short x4 = (-41);
    long x6 = (-260365197313098L);
    static long x7 = (-2486908L);
    t0 = ((!((((x3 || x3) | 15264732528656240UL) != x7) & x6)) || (+((((x2 >= 2337871993317ULL) << ((x1 + (-407137587529123LL)) & 31)) - (x7 >> (x0 << 0))) >= ((x4 > (-9223372036854775807L - 1)) || x1))));
    t1 = 18;
    int t2 = ((2064071264319ULL / 4611686018427387903L) || (((((x2 >> x0) >> (x4 || t0)) >= ((x7 <= x4) ^ (x7 && t1))) ^ (0L <= ((x2 ^ x5) || 936059189LL))) > (x6 ? x1 : (x3 <= x5))));
    t3 = x7;
    static int t4;
    t4 = (((((-((-2147483647 - 1) > x0)) * ((x6 * t2) == x7)) & ((!t1) ^ ((x1 || (-2147483647 - 1)) << (t0 != x4)))) << (((x2 > x5) / x0) > t3)) == 4063344124LL);
    t5 = ((((((t0 == t3) > x3) | ((x7 * t0) || t1)) ^ ((~(1u * x7)) + ((9223372036854775807LL || t4) >= (t3 ^ x2)))) || (!t3)) ^ (x5 | x6));
    int t6 = (+(-(x3 == x1)));
    volatile int t7 = t0;
    t8 = t1;
    volatile int t9 = (((-1) ? ((((t4 >> (x7 & 31)) != (x7 > 2L)) >> (x4 & 31)) < ((((-9223372036854775807L - 1) >> (65252897971120ULL & 63)) < (t0 || t1)) && ((x5 < t4) <= (t4 ? t1 : 12)))) : ((3328341224860186729UL < x5) >> (x2 & 31))) && x5);
    if (t0 != 1) { printf("NG t0\n"); ng = 1; }
    if (t1 != 18) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-2486908L)) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 18446483712622721982UL) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 1) { printf("NG t7\n"); ng = 1; }
    if (t8 != 18) { printf("NG t8\n"); ng = 1; }
    if (t9 != 1) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
