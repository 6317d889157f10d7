/* creduce-rs generator arith, seed 22671 */
int printf(const char *, ...);

const volatile int x1 = (-2147483647 - 1);
short x2 = (-144);
static const long x3 = (-4L);
volatile int x6 = 2147483647;
volatile int t0;
unsigned long long t1;
volatile long t3;
static volatile int t5;
static unsigned long long t7;
int t9;

int main(void) {
    int ng = 0;
    static unsigned short x0 = 8;
    unsigned long long x4 = 15404981ULL;
    static signed char x5 = (-7);
    const unsigned long long x7 = 18446744073709551615ULL;
    t0 = (x2 && (((((x6 + x1) >> (0L >> x0)) != ((x5 % 18446744073709551615UL) << (x0 && x2))) != (x2 >= ((signed char) 1L))) % x1));
    t1 = (-((((unsigned char) (+(x0 + x0))) * (((x4 / x1) % (x6 + x5)) << (((long long) x5) & 63))) | (((t0 ^ (x6 && x4)) || (x0 <= x4)) ? 2 : t0)));
    static unsigned int t2;
    t2 = ((((((x1 == x5) != (t0 > t1)) || (~(x3 < 9223372036854775807UL))) == (((x7 * (-965718694849134L)) || (65ULL & t0)) >> ((x7 || x1) < (x2 || x3)))) ^ 1u) - x0);
    t3 = (~((((x5 - (x7 | 2147483647u)) < (t2 + (-30633098100LL))) * (((x1 - 0u) * (x3 % t0)) * ((x2 || x3) < (t0 * x3)))) / ((27664490934UL * x6) != 0u)));
    volatile long t4 = (((((unsigned long) ((x2 - x3) ^ (t1 + t1))) || (((t0 == x2) > (x2 >= 41ULL)) | 2UL)) + (((((-2147483647 - 1) >> (817u & 31)) + (x7 == t1)) >> (t1 & 31)) ^ t3)) << x0);
    t5 = (x4 == (x7 - x3));
    volatile unsigned int t6 = t2;
    t7 = ((unsigned long long) (!((long long) 1u)));
    int t8 = ((x6 != (((x4 & (x2 >= 22LL)) == ((x3 >> ((-1L) & 63)) * (x3 != t6))) >= (t5 <= (2L >> ((t3 ^ x1) & 63))))) - (x3 >= (((x2 | 488436250277533840L) >= 111716u) % t0)));
    t9 = (((x4 * (((t6 || t5) - (t1 << t7)) >> (x3 & 63))) << ((((t0 == 18446744073709551615ULL) != x4) * ((2 & x7) & ((long) x2))) && ((0u * x0) > x4))) || t4);
    if (t0 != 1) { printf("NG t0\n"); ng = 1; }
    if (t1 != 18446744073709551614ULL) { printf("NG t1\n"); ng = 1; }
    if (t2 != 4294967288u) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-1L)) { printf("NG t3\n"); ng = 1; }
    if (t4 != 256L) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0) { printf("NG t5\n"); ng = 1; }
    if (t6 != 4294967288u) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0ULL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 1) { printf("NG t8\n"); ng = 1; }
    if (t9 != 1) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
