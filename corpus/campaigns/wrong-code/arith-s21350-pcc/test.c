/* creduce-rs generator arith, seed 21350 */
int printf(const char *, ...);

static const short x0 = (-41);
static const int x1 = (-9491);
static const long x2 = (-54082029284626L);
static unsigned long long x7 = 0ULL;
int t0;
static long long t1;
static volatile int t2;
int t3;
int t6;
int t7;
static int t9;

int main(void) {
    int ng = 0;
    int x3 = (-1973);
    static const unsigned short x4 = 11;
    const volatile unsigned char x5 = 0;
    int x6 = 2147483647;
    t0 = ((x1 ^ (x1 <= ((1073741823 & (x2 + x3)) & ((x3 > (-210LL)) <= (x5 & x7))))) * (((((x4 < x4) && x0) - (+22UL)) | (x7 <= x0)) || x3));
    t1 = ((t0 % (0LL | x2)) >> (((((+85604) + (x5 & x6)) & ((x1 & x2) >> (x4 >> (x6 & 31)))) <= ((x6 ^ (x7 < x5)) % (623853838125425211UL > 154))) % x3));
    t2 = (t1 == (x0 - (x0 != ((+(x1 >> 15)) < x6))));
    t3 = (~(((-((x6 / x2) * (t1 ^ x7))) < ((unsigned char) (9223372036854775807ULL >> ((t0 | x7) & 63)))) + (x3 | x3)));
    const int t4 = (((long) ((((x7 && x4) ^ (t2 ^ x3)) >> (((6 ? t1 : x2) * (t2 - x0)) & 31)) >> (((x5 && x3) < (9223372036854775807ULL <= x5)) ^ (((long) 1ULL) | t2)))) >= 672485235247ULL);
    const int t5 = (((((t0 >= (3UL + t4)) >> ((x5 >= t3) ? (53743ULL >> (111u & 63)) : (x2 >= t1))) + (0 > t4)) == ((((0ULL == t0) <= x4) ? (2147483647 ^ x1) : x5) + t4)) < x4);
    t6 = (-1);
    t7 = ((((((x4 || t5) != (t3 % t0)) - ((x7 / x4) * (x3 != 9223372036854775807LL))) | ((15267429584641ULL != t3) & ((t4 / x4) ? x6 : (x5 <= x4)))) / (x0 * t0)) != x4);
    unsigned long long t8 = x7;
    t9 = ((((+(11832u + (x5 ^ t0))) | (((x1 || t7) | (x1 <= t8)) && ((t3 >= 0LL) * x1))) >> (21UL && (((unsigned char) (x0 >= x0)) != t7))) > x0);
    if (t0 != (-9492)) { printf("NG t0\n"); ng = 1; }
    if (t1 != (-9492LL)) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1971) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != (-1)) { printf("NG t6\n"); ng = 1; }
    if (t7 != 1) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0ULL) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
