/* creduce-rs generator arith, seed 21893 */
int printf(const char *, ...);

unsigned int x1 = 0u;
signed char x2 = (-128);
long x3 = (-9223372036854775807L - 1);
volatile int x5 = (-2);
signed char x6 = 2;
int x7 = (-1763);
int t0;
volatile int t2;
long t4;
int t8;

int main(void) {
    int ng = 0;
    static long x0 = 4611686018427387903L;
    unsigned short x4 = 0;
    t0 = (((((((-73479109692LL) - x5) ? x2 : 8ULL) >> ((x4 ^ x2) > (x0 ? x6 : x7))) & (((long long) (x0 - x0)) + ((x6 << (67229419ULL & 31)) >= (6 * x4)))) - (x2 + x6)) > x4);
    int t1 = (4239818u || (-((long long) (((x1 < 552062036277087032UL) && 23u) || x1))));
    t2 = t1;
    static unsigned int t3;
    t3 = 4294967295u;
    t4 = ((x6 / ((t3 ? ((x5 >> t0) >= ((-2147483647 - 1) % x6)) : ((unsigned long) t3)) || x2)) % ((((((-9223372036854775807L - 1) >= 1871397421u) << ((-9223372036854775807LL - 1) > 31)) + ((34ULL || t3) ^ x3)) ^ 207186600u) / t3));
    int t5 = x5;
    static volatile int t6;
    t6 = (((!(((t3 >= t2) ^ (2083793243607280439LL + x2)) % (t0 ^ (t0 + x5)))) <= ((((x7 % t2) && (t2 % x2)) < ((t4 % 21427096363ULL) & x1)) < 4UL)) << x6);
    const int t7 = (((((short) ((0u && t3) && (x1 * x2))) <= (((x3 > t5) * (t0 ? x4 : 819011u)) <= ((2147483647 == x4) + (x1 ^ x6)))) | (((unsigned long long) x0) < 68ULL)) && x1);
    t8 = ((x6 > ((((unsigned long) (t3 != t2)) != t7) << (((x5 == t2) >> ((t3 ? x5 : t3) & 31)) < ((26918189UL == x0) | (x6 > x7))))) + t6);
    static unsigned int t9;
    t9 = (((x7 == (x3 > ((~x3) >> (x7 < t5)))) || (t7 ? ((((-139313489462909007L) > t7) < (3181037L | t1)) << ((t8 / t8) / (t1 ^ 2911ULL))) : 8372216961LL)) & (4294967295u / t5));
    if (t0 != 1) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1) { printf("NG t2\n"); ng = 1; }
    if (t3 != 4294967295u) { printf("NG t3\n"); ng = 1; }
    if (t4 != 2L) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-2)) { printf("NG t5\n"); ng = 1; }
    if (t6 != 4) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0) { printf("NG t7\n"); ng = 1; }
    if (t8 != 4) { printf("NG t8\n"); ng = 1; }
    if (t9 != 1u) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
