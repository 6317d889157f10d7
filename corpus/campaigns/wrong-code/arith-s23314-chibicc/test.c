/* creduce-rs generator arith, seed 23314 */
int printf(const char *, ...);

unsigned char x0 = 0;
static signed char x1 = 63;
static volatile unsigned int x5 = 2147483647u;
short x6 = 16383;
static unsigned char t0;
static int t3;
static int t5;
int t7;
int t8;

int main(void) {
    int ng = 0;
    int x2 = 105;
    long long x3 = 4611686018427387903LL;
    int x4 = 31;
    const volatile unsigned int x7 = 176975477u;
    t0 = x0;
    int t1 = ((((((unsigned long) (t0 != x7)) < ((x2 & x3) > x2)) >= (((x6 | x4) <= x6) / (((unsigned short) 4611686018427387903L) << ((~x3) & 31)))) << ((~x4) >= x0)) > t0);
    long t2 = (((~t0) >> ((-2153702759156LL) & 31)) | (((((1487294u || 1ULL) / (2004992478833619L - 14)) ^ (((unsigned char) 2373072423u) & (t0 | x0))) - (4294967295u - ((unsigned char) (x1 & t1)))) ^ (x2 == x1)));
    t3 = ((((-((x6 % (-1568130509282LL)) != (t0 / x3))) < ((long) ((x0 <= x6) << (x5 != t0)))) >> (x1 & 31)) % (x6 | ((3989u != (t2 < ((unsigned int) x0))) << (3558438ULL & 31))));
    int t4 = (t0 && ((((!(x0 > x0)) % 2147483647) == (((4611686018427387903L >= t1) >= x1) - ((t2 == t2) & (t0 * 0ULL)))) | ((((x0 != t2) + x0) - t3) || x3)));
    t5 = ((((((x7 < t2) / ((unsigned long) 2UL)) ^ ((signed char) (x2 & t1))) == ((long long) ((35310607UL <= t0) >> (9L < 2u)))) ^ ((x3 < (x6 ? x5 : t3)) > 40417352ULL)) << x4);
    static int t6;
    t6 = (((long) ((((4386392 >= t1) * x3) ? ((x0 / x5) < (x5 - t5)) : (-(14u != t5))) + ((451730662622746ULL >> (t0 % t2)) & ((t4 & x6) | 0u)))) != t2);
    t7 = ((((((4611686018427387903LL >> (7110ULL & 63)) > (t2 || t1)) <= 18453407UL) >> t6) >> (x0 >= (~((x2 | x7) & t0)))) == x7);
    t8 = ((((((+t7) == 0u) * (t6 ? (x6 && t4) : (2147483647 * t5))) - (+(x3 != (t5 * x3)))) >> (x7 & 31)) >> ((28693UL & 9223372036854775807L) && ((long) t2)));
    const long long t9 = ((((signed char) (((14683784281ULL * t0) == (~x7)) * ((x5 && (-3912450224962610LL)) ^ (x2 | x0)))) ^ ((((unsigned char) (t4 >= x7)) == ((t0 | 27090UL) * 3)) * t7)) * x3);
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-1L)) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0) { printf("NG t5\n"); ng = 1; }
    if (t6 != 1) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-1)) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0LL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
