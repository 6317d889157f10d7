/* creduce-rs generator arith, seed 23985 */
int printf(const char *, ...);

signed char x0 = 127;
long x1 = (-9223372036854775807L - 1);
static const unsigned int x2 = 125u;
static int x3 = 2147483647;
volatile signed char x4 = 127;
static int x5 = 15613188;
const signed char x6 = (-38);
unsigned long long t2;
long t3;
unsigned long long t5;
unsigned long long t7;
static volatile long t9;

int main(void) {
    int ng = 0;
    static long x7 = (-167406740350258414L);
    unsigned long long t0 = (((~x7) >> (x6 & 63)) ? (((x6 % x7) | 2ULL) >> (((int) (((unsigned char) x5) >= (x5 & 1093378331483662086L))) / (((1UL << (x2 & 63)) >= (74257335959921574ULL & x0)) | (-2147483647 - 1)))) : (x0 | 0));
    long t1 = (((((x6 > (1073741823 >> (x2 & 31))) % x1) ^ (((x5 - x4) <= (x3 | x3)) ^ ((3036u || 18446744073709551615ULL) < (x0 ? x0 : t0)))) % (((x5 <= 12u) + 407524466023996L) / (-836492216023L))) % x1);
    t2 = ((((((t1 || x1) ^ t1) != ((-x6) & (t0 < x0))) >= (x5 || (t0 * x6))) - ((x7 ^ (x3 < (x2 + 11u))) ^ (x3 % t0))) & x2);
    t3 = (-249896284921442353L);
    int t4 = ((((((4611686018427387903LL >> (x7 & 63)) >= ((unsigned long long) t3)) > ((26UL != x5) * (4294967295u <= x6))) && (((x2 <= x5) - (x0 >= x3)) >> ((((long) t2) ? 9223372036854775807L : x1) & 31))) << (x7 & 31)) % x6);
    t5 = (((~(((long) (2147483647 || t0)) & (x5 > (x7 & t3)))) % ((((x1 + x5) < (15LL - x4)) + (x4 | (0UL >= 283044159UL))) + (4611686018427387903LL ^ 0UL))) & 27666UL);
    static volatile unsigned long long t6;
    t6 = t0;
    t7 = t0;
    int t8 = (((short) (((((unsigned char) t5) + (x5 % x5)) == (t4 % (x2 ? t2 : 9223372036854775807ULL))) / (x2 != (x4 < (x5 || t7))))) << ((((((-333752057L) & 66345UL) > x1) / 9223372036854775807LL) ? x1 : 24876512LL) & 31));
    t9 = (x1 >> (x4 & 63));
    if (t0 != 18446744073709551578ULL) { printf("NG t0\n"); ng = 1; }
    if (t1 != 0L) { printf("NG t1\n"); ng = 1; }
    if (t2 != 20ULL) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-249896284921442353L)) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 27648ULL) { printf("NG t5\n"); ng = 1; }
    if (t6 != 18446744073709551578ULL) { printf("NG t6\n"); ng = 1; }
    if (t7 != 18446744073709551578ULL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 1) { printf("NG t8\n"); ng = 1; }
    if (t9 != (-1L)) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
