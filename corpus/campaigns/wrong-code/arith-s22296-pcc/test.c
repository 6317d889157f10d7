/* creduce-rs generator arith, seed 22296 */
int printf(const char *, ...);

const unsigned long x1 = 9223372036854775807UL;
static long x4 = 175283516385L;
volatile unsigned long x5 = 46928505391748UL;
const unsigned char x7 = 5;
volatile unsigned long long t4;
unsigned long t9;

int main(void) {
    int ng = 0;
    long long x0 = 9223372036854775807LL;
    volatile unsigned char x2 = 17;
    const volatile unsigned long long x3 = 910844122279532ULL;
    unsigned long long x6 = 2ULL;
    int t0 = ((x1 != (x4 / x3)) >> (((~x3) > ((-1) != (((-22204398122L) - x2) ^ (x7 % 42L)))) > (x2 << x2)));
    const unsigned long t1 = 6616UL;
    unsigned long t2 = (((((x1 % (x2 * x3)) >= (((-25258380906796827L) ? x7 : x7) & (x1 >> ((-20) & 63)))) ? (((x2 > x7) & (0L > (-232442557681061L))) > ((x7 >= x5) && x0)) : (x6 == t0)) + 34L) ? t1 : x7);
    const int t3 = (((((x6 ^ (x5 || x1)) * ((632710139312313478LL == x6) != (t2 % 1ULL))) % (((13ULL || t2) * (15ULL * 1183192470L)) % x0)) || (((t2 <= x4) < (-2)) && x4)) | t0);
    t4 = ((((unsigned char) (-91426838172L)) - ((((x6 <= 9223372036854775807L) == x4) && ((39601714986937553ULL < 1073741823) + (2 ^ t1))) && ((~(t2 % x3)) >> (1L ^ (1ULL << (x5 & 63)))))) | (x3 - 113396u));
    static volatile long t5;
    t5 = (-1L);
    unsigned long long t6 = (t1 - 9223372036854775807LL);
    unsigned long t7 = t2;
    volatile unsigned long long t8 = (+(((int) t1) - ((t1 + (t6 && (x6 || x7))) % t4)));
    t9 = ((x7 <= 14u) ^ ((((int) (!(9223372036854775807UL % t2))) || x1) + ((((x4 != t8) | (9223372036854775807L % t2)) + ((t0 >= 91u) >= ((-9223372036854775807LL - 1) >> (9223372036854775807ULL & 63)))) >> (x5 & 63))));
    if (t0 != 1) { printf("NG t0\n"); ng = 1; }
    if (t1 != 6616UL) { printf("NG t1\n"); ng = 1; }
    if (t2 != 6616UL) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1) { printf("NG t3\n"); ng = 1; }
    if (t4 != 910844122166140ULL) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-1L)) { printf("NG t5\n"); ng = 1; }
    if (t6 != 9223372036854782425ULL) { printf("NG t6\n"); ng = 1; }
    if (t7 != 6616UL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 18446744073709551615ULL) { printf("NG t8\n"); ng = 1; }
    if (t9 != 339UL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
