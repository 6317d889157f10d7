/* creduce-rs generator arith, seed 22188 */
int printf(const char *, ...);

unsigned long x0 = 249UL;
long long x2 = 0LL;
unsigned short x4 = 65535;
static volatile signed char x6 = 8;
static volatile unsigned long t1;
int t2;
volatile int t7;
static int t8;

int main(void) {
    int ng = 0;
    static unsigned short x1 = 25050;
    static int x3 = 58;
    unsigned char x5 = 159;
    static unsigned long long x7 = 522025825814286ULL;
    static unsigned char t0;
    t0 = x5;
    t1 = ((((signed char) ((((-2147483647 - 1) >= x1) ? (723422436 % x5) : (x7 - x0)) == (x5 & (x6 >= x2)))) <= x5) ? ((730L / (x3 % ((2052329UL / 2147483647u) - t0))) << (x7 / (-8547810185LL))) : x5);
    t2 = (((((x0 ? (t1 + x5) : (x1 << x2)) << ((x4 <= x7) || x6)) > (((1L / 14L) * (t1 ^ 4611686018427387903LL)) << ((x5 | x5) * (x5 >= x4)))) & 2LL) || x7);
    const int t3 = ((((((x4 ^ x0) << (t0 || x7)) % ((x3 < x4) << (x2 || x3))) != ((x0 & (x4 && x2)) >> ((x1 > x1) >= (x5 < t0)))) > t1) << (x4 & 31));
    unsigned long t4 = (x0 & (0u << x2));
    int t5 = ((~((((9223372036854775807UL >= t3) >= ((unsigned long long) t2)) <= ((t3 || x4) <= 10474581172ULL)) >> (((unsigned long long) (x7 & 1073741823)) & (x4 < (22162u != t0))))) && (t2 + t0));
    int t6 = ((x4 >= ((18446744073709551615UL >= ((x4 < 10) - x7)) >> (9223372036854775807UL & 31))) % (((x1 || ((t1 / t1) ^ x5)) * (((x2 + t3) * (x4 == x4)) > (x4 >> (x0 & 31)))) ^ x3));
    t7 = (((((x5 == (x0 + 1073741823)) / ((t6 >= x1) < (t3 ^ 11ULL))) * t3) - ((((x3 << x2) * (x0 <= 4UL)) >= ((x0 <= 9223372036854775807L) << (x1 & 31))) && x4)) >= x0);
    t8 = (((x7 > ((t4 + t7) | t6)) | (-1)) <= t6);
    static int t9;
    t9 = ((x1 > ((t8 != t2) ? t3 : (((t2 < t6) << (((unsigned long) 9223372036854775807ULL) & 31)) * ((t7 < x7) ^ (t6 || t0))))) * (t8 && ((((-1729636673179950ULL) >> (t0 & 63)) / x1) == t4)));
    if (t0 != 159) { printf("NG t0\n"); ng = 1; }
    if (t1 != 12UL) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0UL) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != 1) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0) { printf("NG t7\n"); ng = 1; }
    if (t8 != 1) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
