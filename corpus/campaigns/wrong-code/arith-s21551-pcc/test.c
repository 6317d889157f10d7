/* creduce-rs generator arith, seed 21551 */
int printf(const char *, ...);

static volatile unsigned long long x0 = 40ULL;
unsigned short x4 = 8355;
int t2;
unsigned long long t5;

int main(void) {
    int ng = 0;
    static const unsigned short x1 = 3;
    static volatile long x2 = 12709L;
    volatile unsigned int x3 = 452411689u;
    unsigned char x5 = 38;
    volatile signed char x6 = (-25);
    unsigned short x7 = 64;
    long t0 = (((x2 * (((x3 >= x0) & (x4 + x0)) == ((x4 != 51) * (x3 < x3)))) << (x2 & 63)) ^ (x2 * ((((x5 && (-27L)) < (x2 - 153785689LL)) >> (x0 & 31)) <= x5)));
    int t1 = (t0 < (0ULL << ((unsigned long) (((x4 < x0) < (x0 == 2147483647)) & (+(x6 % x1))))));
    t2 = (((((((short) x2) / (4294967295u >> 0UL)) < (((short) t0) ^ (x6 % x4))) >= 3u) - (x3 ? (x6 >> ((x2 >> (x6 & 63)) * (0ULL || x0))) : (t1 << (x5 & 31)))) % x4);
    int t3 = (x4 * t2);
    const int t4 = ((((((x6 >> x1) - (-x5)) != ((unsigned long long) (t3 | t2))) >= (((x3 != x3) <= x1) * ((177272668796072026ULL && (-2492664213445946LL)) ^ (x3 ? t0 : t1)))) == (~x5)) >= t3);
    t5 = x0;
    volatile int t6 = (x7 ? (((((x6 != (-1)) & (20401751468636434L + (-1))) - x4) != 410063762231816228UL) <= (((long long) x0) <= (((x7 && x7) != (x6 && 1ULL)) == ((x7 / x7) && x2)))) : (t4 == x2));
    volatile unsigned long t7 = ((((((118552UL & x1) && t5) * ((x4 == t1) > (t0 < t6))) ? (((t1 > 2UL) >= 370333179017940UL) != ((x7 >> (762429256324603UL & 31)) * t0)) : ((unsigned char) (x1 > t5))) || (-8084L)) + 33498206UL);
    const int t8 = ((((((0UL >> 0u) || (t7 && t6)) ^ ((x2 == x3) > (x0 != t5))) | (x1 | x4)) == (((t3 - (1736381247u <= 43086712454570UL)) - (t2 & t7)) / x5)) ^ x5);
    static signed char t9;
    t9 = ((signed char) (((t1 < ((t3 > t3) - (~t2))) % (((106347477785L ^ (-64371229)) >> (28143ULL & 63)) >> ((x3 ? x7 : t0) > (5575035101LL < x7)))) % t5));
    if (t0 != 12709L) { printf("NG t0\n"); ng = 1; }
    if (t1 != 0) { printf("NG t1\n"); ng = 1; }
    if (t2 != 25) { printf("NG t2\n"); ng = 1; }
    if (t3 != 208875) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 40ULL) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 33498207UL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 38) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
