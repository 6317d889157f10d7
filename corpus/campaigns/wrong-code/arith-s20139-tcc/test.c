/* creduce-rs generator arith, seed 20139 */
int printf(const char *, ...);

static int t1;
int t2;
static long long t3;
volatile unsigned int t4;
int t5;
static unsigned int t8;
static int t9;

int main(void) {
    int ng = 0;
    volatile int x0 = (-50437);
    signed char x1 = (-53);
    unsigned char x2 = 127;
    const volatile unsigned short x3 = 32767;
    const signed char x4 = 2;
    static unsigned long x5 = 9223372036854775807UL;
    int x6 = 1073741823;
    const signed char x7 = (-128);
    volatile int t0 = (x2 % (x7 || (((x2 <= (9223372036854775807ULL % 2147483647)) < ((x3 ^ x6) & (x2 + x7))) & (((12099ULL & x5) % x5) | 0L))));
    t1 = ((((unsigned short) ((x0 - (x2 + x6)) > ((x6 != x1) | x2))) + (((unsigned char) (9223372036854775807ULL >= (x0 ? x0 : x5))) || (((x3 == x4) << (t0 >> (4611686018427387903LL & 31))) >= 2UL))) || x4);
    t2 = (x3 != (x6 ^ ((((unsigned char) (x2 < x2)) & (x3 + (x2 & x6))) == (((t0 << (x1 & 31)) <= (x1 / x6)) & (((long) x1) / (2147483647 + 18446744073709551615ULL))))));
    t3 = ((((((t0 < x7) != (2147483647u % t2)) ? ((x7 + 4611686018427387903L) ? (t0 <= x0) : (x7 && 59UL)) : ((x1 / x6) | (x5 >> t0))) ? ((unsigned int) (t1 < x2)) : x1) | x1) - 110601681769743206LL);
    t4 = (((((short) ((long) (x1 / x5))) ^ (((t0 && 5405417863293L) * (2147483647 == x4)) << (((2u * x7) - (x6 >> (x0 & 31))) & 31))) != ((t1 > x6) && (60LL ? t3 : 4611686018427387903LL))) | 82081u);
    t5 = (x1 || 7494);
    int t6 = (((((54516ULL || (~1956727639357617UL)) <= (~(1689122ULL << (x2 & 63)))) + x4) << (((x1 & (1LL - 1364UL)) != ((2534926ULL <= t2) % (t3 <= t5))) ^ (t1 < x1))) / t1);
    volatile signed char t7 = x1;
    t8 = t4;
    t9 = ((((((x1 >> t1) + (t0 / t4)) ? t4 : (~((unsigned long long) (-6LL)))) != (((x1 && t3) ^ (t3 >> (t3 & 63))) & 9223372036854775807UL)) ^ ((int) ((~t3) || 0ULL))) > x7);
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-110601677474775963LL)) { printf("NG t3\n"); ng = 1; }
    if (t4 != 82081u) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != 6) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-53)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 82081u) { printf("NG t8\n"); ng = 1; }
    if (t9 != 1) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
