/* creduce-rs generator arith, seed 23267 */
int printf(const char *, ...);

static unsigned char x0 = 255;
unsigned char x2 = 2;
volatile unsigned char x3 = 1;
int x4 = (-90751);
static volatile int x7 = 7;
int t0;
long t1;
volatile signed char t4;
static unsigned char t6;
static int t7;
static signed char t8;

int main(void) {
    int ng = 0;
    unsigned int x1 = 32u;
    static long x5 = 52L;
    static int x6 = 2147483647;
    t0 = (((((unsigned short) ((x1 << (x5 & 31)) - x4)) + (((153015408 >> x7) ^ (x3 << x3)) && (x2 - (x1 ^ x6)))) << ((x0 / (x0 << (1560132574181091UL >= x0))) || x3)) != x1);
    t1 = (x5 + x3);
    int t2 = ((((((t0 - x0) <= x5) + x7) % x7) >> (x6 % ((t1 || (x5 ? x1 : (-9223372036854775807LL - 1))) || ((x7 >> (x4 & 31)) + (x2 << t0))))) ^ (((~x6) + 1073741823) || t1));
    const int t3 = (((+(((t1 | 704LL) || (2L & x6)) - (((short) x1) * x7))) & (x5 == (((x6 ^ x0) <= (~27578530ULL)) || ((x4 && x2) * x1)))) == t2);
    t4 = ((signed char) ((unsigned long) ((((x3 < x3) || 9223372036854775807LL) / ((18446744073709551615ULL == x5) ^ (x6 | x6))) >> (((long long) (+t2)) >= t3))));
    signed char t5 = t4;
    t6 = x0;
    t7 = ((-4303605) >> (((((4u && t3) - (0ULL > t1)) == (x7 - (t1 & 409488924ULL))) / x7) == ((t3 >> ((x1 ? ((unsigned long long) x6) : (t1 >= t2)) & 31)) >= ((x2 ? t5 : t5) + t0))));
    t8 = ((signed char) x1);
    unsigned char t9 = x2;
    if (t0 != 1) { printf("NG t0\n"); ng = 1; }
    if (t1 != 53L) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0) { printf("NG t5\n"); ng = 1; }
    if (t6 != 255) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-2151803)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 32) { printf("NG t8\n"); ng = 1; }
    if (t9 != 2) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
