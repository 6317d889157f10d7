/* creduce-rs generator arith, seed 22463 */
int printf(const char *, ...);

unsigned char x0 = 127;
volatile long x1 = 32340087L;
const volatile long x7 = (-9223372036854775807L - 1);
static volatile int t0;
int t2;
static volatile unsigned short t4;
int t6;
volatile int t8;
int t9;

int main(void) {
    int ng = 0;
    unsigned int x2 = 806646u;
    unsigned char x3 = 0;
    unsigned int x4 = 0u;
    volatile unsigned short x5 = 18902;
    unsigned int x6 = 1u;
    t0 = (((-162) >> 0UL) >= x2);
    const volatile long long t1 = ((((long long) (((t0 <= x4) < x2) * ((130023302u << (40566553786613ULL & 31)) - (x6 * x4)))) | ((unsigned short) ((((long long) x7) > (t0 + x2)) ^ (x0 / (x0 | 33L))))) + x5);
    t2 = (!(((((2605u ? x2 : x7) ^ x0) - x4) == ((((unsigned short) x0) ^ (x5 <= (-5))) == ((9223372036854775807L % 274468u) && 58538229ULL))) * x0));
    int t3 = ((x4 != ((-t2) & (((9223372036854775807LL | x0) >> (x7 <= x4)) & 1061351))) >> ((x2 + (-1855L)) & 31));
    t4 = x5;
    const int t5 = ((x0 != (!(((x6 >= x5) ? (x4 & x4) : (2286213522689L + (-3009393539040509LL))) | (!x1)))) != (!((((x4 + 11L) > (t2 * 0ULL)) >= ((-153323618L) || 0UL)) < 24579ULL)));
    t6 = ((101484UL <= (t1 * (((x6 / (-26088278LL)) % (t3 + t5)) > ((4294967295u <= 1641UL) ? (x2 ? 6L : t2) : (x7 ^ t5))))) >> ((((~(-((-9223372036854775807LL - 1) % x6))) >> (t1 & 63)) >> (x7 & 63)) & 31));
    const long long t7 = (t6 | ((((x3 << (2056848ULL & x6)) < ((t1 == t6) <= (43LL | t4))) % ((328896 && (54LL < t3)) - t4)) | 4611686018427387903LL));
    t8 = (t2 < ((x0 != x2) || ((x4 == ((x0 | x1) << (x2 || 139600047309739194ULL))) <= t5)));
    t9 = (((((-(2147483647 >> 20L)) * ((4611686018427387903LL >= 2L) & 0UL)) | (+x2)) & 0u) < (((((t7 - t6) || (t8 + (-9223372036854775807L - 1))) & (t4 == x5)) | 265946279697994968L) < (-1LL)));
    if (t0 != 1) { printf("NG t0\n"); ng = 1; }
    if (t1 != 4039133655LL) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 18902) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 4611686018427387903LL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
