/* creduce-rs generator arith, seed 22333 */
int printf(const char *, ...);

unsigned short x2 = 2102;
static volatile int x4 = (-2147483647 - 1);
static unsigned int x5 = 0u;
int t0;
volatile int t2;
unsigned int t3;
static unsigned long long t4;
static unsigned long long t5;
long t6;

int main(void) {
    int ng = 0;
    const unsigned int x0 = 693736u;
    unsigned char x1 = 87;
    volatile unsigned long long x3 = 218828130598602ULL;
    const unsigned int x6 = 39158833u;
    unsigned long long x7 = 1906824058ULL;
    t0 = (((short) ((((x5 && x5) > ((-2LL) || x1)) >= (!((unsigned short) x6))) & x0)) - (x7 > ((-363525378928864343ULL) - (4611686018427387903LL != ((x5 == x4) <= x7)))));
    static long t1;
    t1 = (-99571938676563L);
    t2 = (((x5 != x6) && ((((x2 || t1) % (1ULL & 524895300527547L)) >= ((x4 < x3) * (2147483647u <= 1730568269309560ULL))) || (-((x3 & x5) * (1073741823 >> (156403061u & 31)))))) <= ((unsigned long long) x3));
    t3 = (((2147483647 == (((x4 < x0) ^ (x0 & x1)) ? ((t1 - t2) < (t0 & x0)) : (1073741823 & (t2 * x3)))) + ((unsigned short) x7)) ? (x4 || (((unsigned long long) x0) >> t2)) : x0);
    t4 = ((x6 & x3) - t1);
    t5 = (x3 & t0);
    t6 = (((((23u || (t0 - x3)) > ((t0 >> ((-5287279668865974LL) & 31)) || t3)) != (((9223372036854775807L - t5) == (491LL || t1)) - ((unsigned char) 480u))) | (t2 || ((unsigned long long) (x3 % t2)))) & t1);
    static volatile int t7;
    t7 = ((((((t0 && 0u) << (((-2015784907L) + x0) & 31)) << ((x7 >= t4) <= ((-2) - x6))) && ((((unsigned long) 53ULL) >= (x1 + t1)) << ((+x2) & 31))) << (!4294967295u)) || 0UL);
    long long t8 = ((235321531922041UL > 5u) * ((-171220LL) + (-(((0UL % x6) | ((-430179684097581588L) >> (4545777UL & 63))) <= (+x7)))));
    unsigned long long t9 = (((t8 + (((t4 | x5) ^ (x4 ? t4 : 49414421)) ? t5 : ((0ULL | x6) < (x3 ? 9223372036854775807ULL : 2436532628UL)))) / ((((7053288857L * t3) != (44900LL > x1)) && (x3 << t5)) | x2)) / 17233UL);
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != (-99571938676563L)) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1u) { printf("NG t3\n"); ng = 1; }
    if (t4 != 99571944280915ULL) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0ULL) { printf("NG t5\n"); ng = 1; }
    if (t6 != 1L) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-171220LL)) { printf("NG t8\n"); ng = 1; }
    if (t9 != 509002085558ULL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
