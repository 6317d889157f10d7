/* creduce-rs generator arith, seed 21997 */
int printf(const char *, ...);

volatile unsigned long long x0 = 2925331539749958ULL;
int t5;
unsigned short t6;
static volatile long long t7;
static int t8;
static int t9;

int main(void) {
    int ng = 0;
    long x1 = 9223372036854775807L;
    static const unsigned short x2 = 1341;
    short x3 = (-32768);
    short x4 = (-10124);
    unsigned short x5 = 0;
    static signed char x6 = 34;
    const signed char x7 = 63;
    const signed char t0 = x7;
    const int t1 = ((((((x7 / 9223372036854775807LL) << (9223372036854775807LL & x6)) <= (x3 >> (x7 & x3))) % (((~x1) >> ((x4 + x2) & 63)) + ((x1 & x0) - x4))) <= (62314381581UL == x2)) + x5);
    const int t2 = ((((548u < (2147483647u * (x3 % t0))) != (((826u == 1073741823) >= (x0 & x1)) - (!x6))) && ((((x6 / t1) / (x6 < t0)) | x3) && 29)) - t0);
    int t3 = (((x0 >= x2) % ((-45399547310LL) ? x7 : t0)) << (((unsigned int) (~((x0 && x0) <= (x1 / x2)))) % ((((x6 & t1) > (28706 && x6)) * (x4 == t0)) || x3)));
    unsigned long long t4 = (((((x7 || (t3 + 30512762L)) / ((x7 >> (2147483647u & 31)) >= 0ULL)) <= x4) - ((-((0ULL | 0ULL) % 743509821886656ULL)) < (((t1 || x1) % x7) ? (x7 + x4) : 0L))) - 18446744073709551615ULL);
    t5 = (((((x3 + (x7 | t0)) < ((x6 * x2) > (t0 - x3))) > (((t4 != 8167904438567486630LL) >= 769611295196779ULL) - ((x3 < t3) && t1))) ^ (x2 / (t0 ? x1 : x2))) >= t2);
    t6 = x5;
    t7 = ((long long) ((-(27L <= x4)) ? ((18542141UL - ((x0 == t6) ? (18446744073709551615UL == x5) : (3738861 < x2))) > x0) : ((((~579618L) != (0 >= x0)) ? (2131347582457130ULL >> (x1 & 63)) : t0) * 18446744073709551615UL)));
    t8 = (135367651u == 4294967295u);
    t9 = (x1 > (((((x1 > (-6700L)) == (t6 == x7)) & (9223372036854775807LL ? (t7 || t8) : (17L >= 18446744073709551615ULL))) > (t2 > ((+(-9223372036854775807LL - 1)) ? (t2 < t5) : (t5 || 5u)))) >= (x4 & x0)));
    if (t0 != 63) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-63)) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0ULL) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0LL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0) { printf("NG t8\n"); ng = 1; }
    if (t9 != 1) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
