/* creduce-rs generator arith, seed 20255 */
int printf(const char *, ...);

static unsigned short x0 = 4931;
unsigned char x5 = 10;
unsigned char x6 = 0;
int x7 = 1;
long t0;
volatile int t2;
static int t4;
unsigned short t5;
volatile int t6;
unsigned long long t7;
int t8;

int main(void) {
    int ng = 0;
    const int x1 = 883592644;
    static const unsigned int x2 = 0u;
    unsigned short x3 = 0;
    volatile unsigned char x4 = 8;
    t0 = ((((((short) (x5 >= x2)) ^ (-1L)) | x1) >> ((((x1 < x6) >= (1203334163u <= x3)) && ((~x6) && ((-1773LL) || x6))) <= ((x7 && 6895u) - x0))) * x6);
    static int t1;
    t1 = x1;
    t2 = (((((x6 ^ (x0 < t1)) != ((x4 < x5) && (x6 >> ((-25625585678592573L) & 31)))) % 51927410697424ULL) + (((unsigned int) 0LL) - (x6 >> x7))) < x2);
    int t3 = ((int) (x3 >> ((((x4 << (t1 & 31)) != (x6 || x1)) < (((-123607036875397LL) ^ x6) > 1073741823)) > ((x7 + ((-13500) >> (t1 & 31))) ^ ((t2 << (t1 & 31)) <= (-25u))))));
    t4 = (((((long long) t1) | (x2 != ((x5 < x4) && ((unsigned short) 1073741823)))) && (((((-9436L) >> (9223372036854775807ULL & 63)) | (1389 < x4)) >= ((short) (x6 >= 66826338u))) - (x0 == 18446744073709551615ULL))) << x4);
    t5 = x3;
    t6 = ((0L != ((((+x3) % (x5 % x1)) ? x4 : ((9223372036854775807LL ? x6 : t4) % (t0 + (-640355)))) || (((~x5) ^ (x7 != x6)) % (x7 / x7)))) >> (x5 + x6));
    t7 = 1509ULL;
    t8 = x7;
    static volatile int t9;
    t9 = (((x6 == (((-x3) != (x1 != t4)) || ((t8 || x3) & (t8 * (-31152))))) >> ((55ULL ^ ((9223372036854775807ULL + (0LL ? 9223372036854775807L : t0)) < ((t3 && x3) > x7))) & 31)) == x4);
    if (t0 != 0L) { printf("NG t0\n"); ng = 1; }
    if (t1 != 883592644) { printf("NG t1\n"); ng = 1; }
    if (t2 != 0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0) { printf("NG t5\n"); ng = 1; }
    if (t6 != 0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 1509ULL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 1) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
