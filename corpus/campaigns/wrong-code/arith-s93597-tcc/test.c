/* creduce-rs generator arith, seed 93597 */
int printf(const char *, ...);

const signed char x1 = (-128);
unsigned long long x3 = 14128375ULL;
int x4 = (-77720112);
static const volatile unsigned short x7 = 1657;
static int t1;
static volatile long long t2;
static volatile int t5;
int t6;
int t7;
static int t8;

int main(void) {
    int ng = 0;
    int x0 = (-2147483647 - 1);
    unsigned int x2 = 2084302u;
    static volatile long x5 = 62L;
    static long x6 = 5108105311L;
    int t0 = ((((((x1 ? (-9223372036854775807LL - 1) : x1) ^ (x2 >= x2)) + ((x6 + x5) ^ (3LL >> (x7 & 63)))) > 2147483647u) % x6) <= (((((x0 & 2147483647) * (23u >= x1)) < x4) != x4) != 53L));
    t1 = ((((((x1 % t0) ? (16 * x6) : (x2 && x1)) >> (x3 & 63)) * (6458110822398797UL > ((x6 - 2UL) + (9223372036854775807ULL % 247726961142ULL)))) == x6) && (100037303327017880UL - 2774561210825515189ULL));
    t2 = (9223372036854775807LL & (((t1 <= (((unsigned char) x0) <= 18446744073709551615UL)) < (!((0u << (x5 & 31)) || (x1 && 5631685)))) <= t0));
    static volatile int t3;
    t3 = t1;
    static int t4;
    t4 = ((t1 >= ((x0 && ((x6 >= t0) != t3)) != t0)) & (((((x5 >> (x0 & 63)) >> (t3 && t2)) == ((x0 | x6) & x6)) != ((int) (x0 < t3))) < x2));
    t5 = (!t3);
    t6 = (((x3 >> (((t1 << (x4 & 31)) + t0) << (0u != (0u || t5)))) >= ((x5 * x4) && ((unsigned int) ((x5 || 1540508694049ULL) == (749220980361502871UL << 36UL))))) / (~(x0 ^ t4)));
    t7 = (((unsigned int) (((t6 <= (x3 << t3)) >= x3) || (((x2 != x1) > t3) ? ((t1 > x0) && (t5 || 4611686018427387903LL)) : (x6 < (x3 | (-1L)))))) < ((x4 + x4) >> t3));
    t8 = ((((((unsigned int) (t0 || x5)) != (-472267486918L)) ^ (((x7 == t3) || (35LL ^ t1)) != ((x0 == 13UL) < (t6 > 1752312036460ULL)))) && ((long long) x1)) && t6);
    volatile unsigned long t9 = (t5 | ((unsigned long) (~x7)));
    if (t0 != 1) { printf("NG t0\n"); ng = 1; }
    if (t1 != 0) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1LL) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 1) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0) { printf("NG t8\n"); ng = 1; }
    if (t9 != 18446744073709549959UL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
