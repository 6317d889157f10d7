/* creduce-rs generator arith, seed 20275 */
int printf(const char *, ...);

volatile unsigned int x1 = 0u;
long x2 = 4611686018427387903L;
long x5 = 41L;
const long long x6 = 3208232LL;
long long t4;
int t5;
volatile long long t7;
static volatile unsigned int t8;
static volatile int t9;

int main(void) {
    int ng = 0;
    const int x0 = 955;
    unsigned char x3 = 0;
    long long x4 = 20LL;
    volatile unsigned long long x7 = 0ULL;
    static long t0;
    t0 = (x2 + (((((x2 || 224788234027602LL) < (x6 % x2)) && 4611686018427387903L) - (x3 ^ ((x2 <= x6) || (x3 * x2)))) ? 28u : ((unsigned short) x2)));
    static long t1;
    t1 = ((((((x2 / x4) >> x3) & (((unsigned short) x1) * (x2 % 2147483647))) <= ((unsigned int) x3)) ^ ((((208541657853639656UL | 990072268485216035UL) && ((long) x5)) << (x5 <= x5)) * x5)) >> (t0 & 63));
    volatile int t2 = (x5 == ((x6 > (((t0 && x6) + x7) != ((x7 % t0) ? (x4 ^ 20150756738743ULL) : (x0 <= x2)))) != ((((x4 == x3) > x0) ^ ((x2 ? x6 : x7) < x4)) <= x6)));
    static unsigned long long t3;
    t3 = (((unsigned long long) (t1 - (((14 ^ x5) >= (x7 != x1)) < ((x4 || x6) >= x4)))) * (((x3 - (-((-6273577482620945893L) >> t2))) ^ x5) != t0));
    t4 = x6;
    t5 = ((((((unsigned char) (x4 < t4)) ^ (x2 % x0)) < (((t2 % x4) / (52LL && x2)) && ((x7 * 0ULL) - (274 + 0ULL)))) * ((t0 + 9223372036854775807UL) > x0)) <= x7);
    static long t6;
    t6 = (x2 * (((((t2 * 0ULL) << (t5 >= (-66045784L))) - ((t4 / 12322256034291LL) + (x0 % x6))) ? (((t2 % 73ULL) == (x2 + t5)) < ((x2 == x0) * t2)) : 5) && 1L));
    t7 = (x0 ? (-8236452025063558LL) : ((t6 ? (((x7 ? 31ULL : t4) | t5) != (t0 % (t5 | x2))) : (((x3 != x0) ^ (x4 < t5)) != ((x6 / x2) * (x4 || 954504020LL)))) * (x3 <= x6)));
    t8 = (((long) ((((t2 >= x4) | ((-9223372036854775807LL - 1) >> (551409198456UL & 63))) >> ((t4 << (x6 & 63)) ? (t0 & 4611686018427387903L) : (t1 & t2))) >> (+((475968840996LL < 94ULL) << ((~47UL) & 31))))) ? (x6 != t2) : 248u);
    t9 = ((((t4 & t2) != (((9223372036854775807UL <= t1) & (x1 * x7)) || x2)) > (((!(t8 != x7)) * ((x1 >= t6) <= x7)) <= ((t0 < x0) + x7))) << t3);
    if (t0 != 4611686018427387931L) { printf("NG t0\n"); ng = 1; }
    if (t1 != 0L) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0ULL) { printf("NG t3\n"); ng = 1; }
    if (t4 != 3208232LL) { printf("NG t4\n"); ng = 1; }
    if (t5 != 1) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0L) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-8236452025063558LL)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 1u) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
