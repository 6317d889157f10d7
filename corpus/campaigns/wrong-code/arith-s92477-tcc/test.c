/* creduce-rs generator arith, seed 92477 */
int printf(const char *, ...);

int x0 = (-3);
long x1 = (-74527190993L);
long long x3 = (-1091290596LL);
static const volatile unsigned long x4 = 3282888862205773UL;
int t0;
unsigned long long t1;
static volatile unsigned int t3;
long t4;
volatile long long t5;
long long t7;
unsigned long t8;
volatile long long t9;

int main(void) {
    int ng = 0;
    volatile signed char x2 = (-2);
    static const signed char x5 = 127;
    volatile unsigned int x6 = 0u;
    unsigned char x7 = 3;
    t0 = (-((signed char) ((((x0 || x2) + x7) == x3) & (x1 < ((x5 - x6) && 0ULL)))));
    t1 = ((((((x0 - x6) <= x3) == (((-225LL) % x0) / (x0 > x4))) > (((unsigned int) (x1 || x3)) > (x7 | (x3 * x7)))) || ((x6 > 18446744073709551615ULL) == x6)) - 18446744073709551615ULL);
    static long long t2;
    t2 = (((((signed char) ((x6 - x1) && (x4 || 1LL))) < (-((x5 ? x6 : x1) || x6))) || ((((x0 >> (9223372036854775807ULL & 31)) ^ (x4 ^ (-403))) >> (t1 || x1)) * x0)) + (-209384780LL));
    t3 = 184635074u;
    t4 = (1L ? (t1 <= (x7 % (x7 * ((18446744073709551615UL || x5) * (x0 / x7))))) : 15L);
    t5 = ((((x6 >= ((3L & 192997489ULL) || (x3 < x0))) % x4) >= ((x7 == ((x6 <= x5) + (x7 * t1))) * ((signed char) ((x5 <= x3) & (x2 < x1))))) | x3);
    long long t6 = (((-(((x6 >= t3) > x0) ^ ((unsigned short) x2))) >> ((((x6 != x7) * (280u > 2147483647)) * (((short) t1) == (t4 == x7))) / x3)) & (t2 | 4008180217929LL));
    t7 = ((((((unsigned long) (t2 | 351903264732523UL)) / ((x5 && t5) / (x5 <= 387198934ULL))) > x1) << ((((long long) ((-9223372036854775807LL - 1) >= x4)) + (((unsigned long long) x4) + (0u > x6))) >= 0)) | x3);
    t8 = (x4 + ((t2 != (!((163u || t1) > (t1 && 5L)))) > (t2 * ((-8908L) + ((t5 ^ x4) % (x5 / x0))))));
    t9 = ((((t5 > t4) + (((t1 * t4) * (t5 ? t1 : t3)) == ((x4 & 0u) > (1173739411646658L | t5)))) | x3) ^ t5);
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 2ULL) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-209384779LL)) { printf("NG t2\n"); ng = 1; }
    if (t3 != 184635074u) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0L) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-1091290595LL)) { printf("NG t5\n"); ng = 1; }
    if (t6 != (-72548351LL)) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-1091290594LL)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 3282888862205773UL) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0LL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
