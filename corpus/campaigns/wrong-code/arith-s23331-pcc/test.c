/* creduce-rs generator arith, seed 23331 */
int printf(const char *, ...);

unsigned short x0 = 431;
const long x1 = 53015097L;
unsigned long x3 = 439106920881UL;
static signed char x4 = 33;
static unsigned long long x5 = 9223372036854775807ULL;
volatile unsigned short x6 = 5;
int x7 = (-12);
signed char t0;
volatile long t3;
volatile long t4;
static unsigned int t6;
volatile unsigned long t8;
unsigned long long t9;

int main(void) {
    int ng = 0;
    static unsigned long x2 = 53UL;
    t0 = ((signed char) (((x3 << ((x6 ? x4 : x3) && (5231 * 0u))) ^ ((5L && (x7 / x7)) < x6)) % x0));
    signed char t1 = x4;
    static unsigned long long t2;
    t2 = ((((((9223372036854775807LL && x6) ? (t0 - 34366160793UL) : x6) - ((unsigned long) x1)) >> (((x1 != x2) | (t0 == x3)) >> (((x2 <= 18446744073709551615ULL) | (x1 / x4)) & 31))) + 0ULL) * (1557UL < 973ULL));
    t3 = ((((((x2 < x2) || (t0 || x1)) <= ((1 + 556268) + (x0 | x1))) > (33478562ULL | ((x7 - 596148742434LL) >> (x1 == x2)))) < x0) % ((long) (x1 > x2)));
    t4 = (((~(((+x5) > (t0 % (-9223372036854775807L - 1))) - x1)) || ((t2 == (x5 || (x2 ? x0 : x4))) <= x5)) % ((-((x6 * (x1 | x7)) >= x6)) - 117783393708L));
    static long t5;
    t5 = ((((((t1 >> x6) * x0) != (8869952L & (+50654676))) == (((unsigned char) t2) || ((x5 * t3) & (x1 / 226325645509795ULL)))) >= (((unsigned int) t3) / (x6 * x1))) + t3);
    t6 = (0u / ((((x7 >> (t3 >> t5)) <= ((x1 << ((-104229738) & 63)) & (25 < t4))) / (((x2 ^ t4) < x7) - ((x1 || 1u) > (x4 && (-9223372036854775807L - 1))))) >> (x2 / x7)));
    volatile unsigned long long t7 = (~(4516898880027464619UL | ((((x3 && x6) >= (t0 ? x7 : 1417)) && ((x4 * t3) ^ (3535402200349L && x5))) * t2)));
    t8 = (598ULL ? ((((t6 >= (t3 % t0)) < ((504188979326LL & t7) ^ (~t0))) | t2) > x1) : (208251600725743536L % (x7 ? ((signed char) (16u >> (t7 && x2))) : ((x1 - t0) ? x3 : x2))));
    t9 = ((((((+x7) <= (+x1)) ^ (x0 | (x0 ? t2 : 1u))) - (45LL << ((18446744073709551615ULL || t6) > (t4 >= 47ULL)))) << ((5603428199065093513UL >> (((t5 + x3) << (x3 & 63)) & 63)) & 63)) & t0);
    if (t0 != 89) { printf("NG t0\n"); ng = 1; }
    if (t1 != 33) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0ULL) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0L) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1L) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1L) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0u) { printf("NG t6\n"); ng = 1; }
    if (t7 != 13929845193682086996ULL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0UL) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0ULL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
