/* creduce-rs generator arith, seed 22764 */
int printf(const char *, ...);

short x0 = (-8887);
const int x1 = 2147483647;
static volatile short x3 = (-2);
static unsigned long x4 = 18446744073709551615UL;
unsigned long t0;
volatile unsigned long t4;
unsigned long t5;
unsigned long t8;

int main(void) {
    int ng = 0;
    static unsigned long x2 = 9223372036854775807UL;
    volatile int x5 = (-38767);
    unsigned short x6 = 32767;
    unsigned int x7 = 0u;
    t0 = ((((((x3 + x1) ^ (x1 != x3)) || ((-557549552845LL) % (~x6))) / ((+(414830144u ^ x6)) % ((x1 * x4) % (x0 + x7)))) / x6) % 309383532UL);
    static int t1;
    t1 = (+5158);
    volatile int t2 = (~(((((0UL <= x6) != x4) & ((x1 & t0) >> ((t0 + 194771) & 63))) < ((0ULL > (x2 << (18446744073709551615ULL & 63))) >= (x4 ? x2 : x7))) >= 163840));
    static int t3;
    t3 = ((((((346898418u - t0) | (x3 || x5)) % ((t2 * x1) + ((-30189) || 591572295L))) + (x5 % ((x3 != x7) % (x6 * x0)))) & x6) == (((unsigned int) 65LL) * x1));
    t4 = (((long) ((((-9223372036854775807LL - 1) + ((-427L) == x1)) >= ((4294967295u && 2024742u) < (0u & 1L))) % 9223372036854775807ULL)) + (((x4 - (((unsigned long long) t3) || (x1 | t0))) || x6) - (x2 >> (9223372036854775807L & 63))));
    t5 = (x2 / ((0u || (x7 > ((t4 >= t3) ? (~23345708424L) : (1220549UL && 9223372036854775807LL)))) | (((!(x4 & x4)) + ((x7 - t3) | 1u)) <= (2L - x5))));
    const volatile int t6 = (x3 == (((((t4 / x4) || (x0 > t1)) < ((1786971L > x0) || (62L ^ 9223372036854775807ULL))) << (((563344u - t2) | 114808u) >= ((x0 ^ x4) ^ (x2 ^ (-9223372036854775807L - 1))))) <= 9223372036854775807UL));
    unsigned long t7 = (((((t2 < x3) | ((unsigned short) x2)) && (((x7 < t1) + (0u ^ x0)) < t0)) - ((((x0 || (-2906147)) / (t0 || (-9223372036854775807LL - 1))) && (x4 / x1)) >> (243u & 31))) ? t4 : x2);
    t8 = ((((((x5 || t4) || t3) != (t6 > (x2 || t4))) <= (((t6 & x0) > ((-2LL) && x5)) < x3)) * (18446744073709551615UL ? ((x0 < (337004u ^ x0)) || t6) : x2)) / x2);
    static int t9;
    t9 = (((((unsigned short) (1070695LL ^ x2)) != (((t2 + x4) | ((unsigned int) x1)) > ((!x3) <= (t3 << t6)))) < x7) < ((((x0 * x3) ? x0 : t6) < t6) & 3990));
    if (t0 != 0UL) { printf("NG t0\n"); ng = 1; }
    if (t1 != 5158) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-1)) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1UL) { printf("NG t4\n"); ng = 1; }
    if (t5 != 9223372036854775807UL) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 9223372036854775807UL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0UL) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
