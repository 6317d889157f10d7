/* creduce-rs generator arith, seed 21837 */
int printf(const char *, ...);

static unsigned int x0 = 56977u;
unsigned long x1 = 18446744073709551615UL;
volatile long long x2 = 44LL;
const unsigned long x4 = 0UL;
volatile unsigned long x5 = 28183697281UL;
volatile int t1;
volatile int t2;
int t3;
unsigned long long t4;
unsigned long long t7;
unsigned long long t9;

int main(void) {
    int ng = 0;
    static const unsigned char x3 = 53;
    static unsigned int x6 = 2147483647u;
    unsigned int x7 = 4008u;
    unsigned long t0 = x1;
    t1 = (x2 ? ((34134404758LL - (((x1 ? t0 : 500520UL) > (x0 | x3)) ^ ((x7 == 2LL) << (32660476680024594ULL >= x2)))) >= ((x6 ? ((int) (x0 + x7)) : ((x3 + t0) <= t0)) - x7)) : x3);
    t2 = (((unsigned char) 14149897888473166720UL) != (((((x3 > 152172u) ^ ((-21511792) > t1)) & (x4 && 1u)) == (t1 == (x2 * (x7 + 9148UL)))) << ((((26L - x2) ? (x0 * 0ULL) : x3) | x5) & 31)));
    t3 = ((((((x2 - 23715452825278ULL) * (x2 + t0)) & ((x6 <= 18543LL) && (x1 ? x3 : t2))) || (((-524u) <= (t0 / t2)) ? (x5 > (x3 != 6276353u)) : x2)) != x6) && (-110285199972L));
    t4 = ((x7 != t2) | (((((x3 == t0) << (x7 & 31)) ? 0ULL : x0) >> (((t2 || x6) >> ((4611686018427387903LL + x3) & 31)) | ((4429469ULL / t2) > (t1 == x0)))) * (-(t1 << (x7 & 31)))));
    unsigned long t5 = ((x3 << (((((-6745837898562LL) == t3) ^ (x1 >> t1)) * ((x1 || x4) & (~x3))) != (((t3 == x2) > 18446744073709551615UL) > (((long long) x5) <= (t1 << t3))))) | x5);
    int t6 = ((x0 != ((x1 * ((t2 > x7) << (0u << (x3 & 31)))) >> (((-248L) != (t0 % t5)) + ((23ULL <= t2) % t4)))) != ((((t0 ^ t0) * t4) && x7) == x2));
    t7 = (((((-3068689309100070040LL) / ((t3 != 0UL) * (265u << 30L))) | (4611686018427387903L > ((t5 << x3) > (t1 ^ 4809633611572609489UL)))) / (259ULL + ((t0 > (x2 ^ t2)) << ((x2 * x0) & 31)))) << (x7 & 63));
    const unsigned long long t8 = (t4 ^ (t1 <= (x2 >= (-1))));
    t9 = t8;
    if (t0 != 18446744073709551615UL) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1) { printf("NG t2\n"); ng = 1; }
    if (t3 != 1) { printf("NG t3\n"); ng = 1; }
    if (t4 != 18446744073702258689ULL) { printf("NG t4\n"); ng = 1; }
    if (t5 != 28183697333UL) { printf("NG t5\n"); ng = 1; }
    if (t6 != 1) { printf("NG t6\n"); ng = 1; }
    if (t7 != 722847531402264576ULL) { printf("NG t7\n"); ng = 1; }
    if (t8 != 18446744073702258688ULL) { printf("NG t8\n"); ng = 1; }
    if (t9 != 18446744073702258688ULL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
