/* creduce-rs generator arith, seed 21256 */
int printf(const char *, ...);

volatile unsigned int x3 = 4294967295u;
unsigned long x4 = 18446744073709551615UL;
unsigned short x5 = 0;
static const volatile unsigned long long x6 = 23195ULL;
static volatile int t0;
long long t1;
static unsigned long t2;
int t4;
unsigned long long t6;
unsigned long long t7;
int t8;

int main(void) {
    int ng = 0;
    static unsigned int x0 = 118u;
    unsigned long long x1 = 18446744073709551615ULL;
    unsigned char x2 = 208;
    volatile signed char x7 = 127;
    t0 = (((((x6 & (1073741823 >> 0ULL)) && ((x7 + 9223372036854775807ULL) <= (x2 > x2))) < (x5 & ((x0 << (x7 & 31)) && (x5 - x7)))) & x1) >= x0);
    t1 = ((x1 < (-((782667584UL % (t0 ? t0 : 53254u)) | x0))) + (((((+x1) > (x2 - x1)) >= t0) / ((((-1049298765) && x2) <= (x5 - 176689443)) >= t0)) & 16647523159LL));
    t2 = (x7 * 270UL);
    unsigned long t3 = (((((long) (x7 % (2L + 2351418595u))) << (((t1 <= 9699246875ULL) - (x4 < t0)) % (0u | (t2 / t1)))) / ((((unsigned int) x0) / (150058351412582L % 31ULL)) ^ x5)) ? t2 : x4);
    t4 = (t0 >= ((-x0) < ((~((x4 % t3) ^ (x7 == t0))) == (((x5 != t0) ? (1494660ULL % t1) : (x2 + x5)) ^ (t2 % ((unsigned int) x1))))));
    const int t5 = (x6 > (t4 * (-13157439L)));
    t6 = x1;
    t7 = (x1 + (!((((x6 == 20535432979026942UL) * t0) % 1L) + (x7 ? ((0UL || 1ULL) >> (t1 <= x7)) : ((x1 == t5) >= (x0 >= 4294967295u))))));
    t8 = ((((((t5 ^ t5) >> (563591UL & 31)) > ((t3 > t6) & (x3 / t3))) >= (((x0 > 6851783u) * (x5 & 8u)) * ((t2 < x0) * (t7 <= 18446744073709551615UL)))) * 0UL) == t6);
    static volatile unsigned int t9;
    t9 = (((unsigned char) ((((x1 && 2115947939229ULL) ? ((-170705) * t1) : x1) * (((signed char) t5) && x1)) < (((t0 + 11739151459562LL) >= (t7 ^ x7)) && ((short) (t6 < x0))))) / (0u | x7));
    if (t0 != 0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1LL) { printf("NG t1\n"); ng = 1; }
    if (t2 != 34290UL) { printf("NG t2\n"); ng = 1; }
    if (t3 != 34290UL) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1) { printf("NG t4\n"); ng = 1; }
    if (t5 != 0) { printf("NG t5\n"); ng = 1; }
    if (t6 != 18446744073709551615ULL) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0ULL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 0) { printf("NG t8\n"); ng = 1; }
    if (t9 != 0u) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
