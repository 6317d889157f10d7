/* creduce-rs generator arith, seed 23496 */
int printf(const char *, ...);

static signed char x2 = 0;
const short x3 = (-3);
const unsigned long x7 = 8005627653858UL;
static unsigned short t0;
unsigned long long t1;
static volatile int t3;
int t9;

int main(void) {
    int ng = 0;
    static const long long x0 = (-9186584383512407838LL);
    unsigned long x1 = 2UL;
    static int x4 = (-50059);
    static const int x5 = 2147483647;
    const volatile unsigned short x6 = 65535;
    t0 = x6;
    t1 = (((x4 != ((x0 | x3) != (58848869886996UL ^ ((unsigned int) 9223372036854775807UL)))) ? ((4053214845UL > ((x5 & x5) != (t0 || x0))) < (((x5 < x5) >= (6ULL + x4)) ? t0 : x3)) : 18446744073709551615ULL) + x6);
    const int t2 = (((-((x3 * (x6 <= x3)) <= ((x7 << (391 & 63)) << ((-45671973567581313L) != x2)))) || 0ULL) != t0);
    t3 = (x1 == ((((((-944885833589555LL) || 11UL) && 131868379u) >> (((x7 % 4611686018427387903L) | (x4 + x5)) & 31)) | ((unsigned long long) (((-187485082036741L) ? (-211L) : t2) & (x4 != x6)))) + t0));
    volatile int t4 = ((((x0 - ((27934 != 2244098766434774165LL) - (x4 >= (-1499)))) <= ((x5 + (t3 ^ x3)) ^ x2)) + (((1907ULL > 31u) + ((t0 * t3) | (x5 * x2))) >> (x5 & 31))) * x2);
    int t5 = ((((((1UL || 40UL) + ((long) x2)) - ((x0 >> t3) | (x6 * 22772785228837640ULL))) ? ((((-877000594) | x3) - ((unsigned char) x0)) * t4) : ((9223372036854775807LL * t1) ^ t2)) && x2) || x1);
    static int t6;
    t6 = (((((unsigned int) ((t1 << x1) * (t4 & (-1656978994L)))) > (((9223372036854775807ULL % x3) != (x7 / 1LL)) - ((x7 - t5) != (x2 - x5)))) - (((long long) t0) % x5)) == x7);
    volatile unsigned short t7 = ((unsigned short) (((((t5 + x7) ^ 4611686018427387903LL) - ((x0 < x6) >> (x0 && t1))) > (((t6 < x7) / (x5 >= (-9223372036854775807L - 1))) % ((t2 * x4) * (434ULL | x0)))) * t3));
    static long t8;
    t8 = ((x4 ^ ((long) x2)) * (((((unsigned char) (23L ^ x0)) + ((122424000291UL ? 50027041731345ULL : t5) >> (t4 != x5))) && ((((-9223372036854775807LL - 1) || x7) >= (t6 * 0u)) >> ((-343970670070868L) && 297u))) >> ((-2050745LL) & 31)));
    t9 = ((((((0 <= t8) & (t2 << t6)) & ((+x0) ^ (t5 & x6))) & (x5 - ((2ULL != x6) >= (t0 <= x3)))) >> ((t4 << (4611686018427387903LL & 31)) <= t0)) == t6);
    if (t0 != 65535) { printf("NG t0\n"); ng = 1; }
    if (t1 != 65535ULL) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0L) { printf("NG t8\n"); ng = 1; }
    if (t9 != 1) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
