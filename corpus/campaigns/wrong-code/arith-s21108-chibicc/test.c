/* creduce-rs generator arith, seed 21108 */
int printf(const char *, ...);

unsigned int x1 = 1176882u;
const unsigned char x2 = 37;
long x5 = (-68721735214714791L);
unsigned int t0;
signed char t1;
long long t3;
static long long t4;
int t5;
int t7;
static long long t8;

int main(void) {
    int ng = 0;
    static volatile long long x0 = (-137015LL);
    static signed char x3 = 63;
    static const volatile short x4 = 13;
    long x6 = 9223372036854775807L;
    static const signed char x7 = 63;
    t0 = ((((-(15UL < (x5 == 21))) << (12u <= ((x7 && 19866980507761780UL) >= x2))) <= ((x7 >> (x5 & 31)) * ((x1 < (1ULL - x2)) > ((1767787413989697586UL % x2) < x6)))) % x1);
    t1 = x3;
    static int t2;
    t2 = ((((((756u >> t0) / (16u & x6)) < ((x2 * t1) | (2 ? t1 : x5))) > ((0UL < (x1 <= x1)) >= ((13L ^ t0) > x1))) ^ (x7 <= x2)) < x3);
    t3 = ((+x0) ^ ((((112545511025847UL | (x1 < x6)) * ((unsigned long) (1073741823 && x4))) >= (x4 && (x0 || (x2 >= 0u)))) || ((unsigned char) ((9223372036854775807L ^ (16u != x7)) != (-95982)))));
    t4 = ((t3 != (0UL << (t3 & 63))) ? ((2u ^ x7) ? ((~x2) >> ((-x3) & 31)) : ((((x4 ? 0 : t1) - (t0 << (454812498u & 31))) ^ (x2 > (t0 ^ t1))) == (18446744073709551615ULL ? 5UL : t0))) : t3);
    t5 = ((((short) (-((t0 << 11u) & (x5 / t0)))) - ((((t4 && t2) > (x0 + (-871176LL))) >= ((unsigned int) (t0 <= x2))) > ((t4 >> (9223372036854775807UL & 63)) && t4))) ? t1 : x2);
    static volatile long long t6;
    t6 = (x4 + (t0 / (((!t4) <= ((9223372036854775807LL <= (-2147483647 - 1)) | (t1 / t0))) ^ ((x0 >> ((-2) > (-8298))) % ((t4 & x1) + t3)))));
    t7 = (x6 < ((x1 | 97935726L) >> ((((t2 ? x3 : t6) ? (9223372036854775807LL > 4611686018427387903LL) : x6) | (!(t3 && x4))) * ((((-2L) * t6) * (-0)) / ((unsigned long long) x5)))));
    t8 = t3;
    long long t9 = (-t3);
    if (t0 != 1u) { printf("NG t0\n"); ng = 1; }
    if (t1 != 63) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-137016LL)) { printf("NG t3\n"); ng = 1; }
    if (t4 != (-19LL)) { printf("NG t4\n"); ng = 1; }
    if (t5 != 37) { printf("NG t5\n"); ng = 1; }
    if (t6 != 13LL) { printf("NG t6\n"); ng = 1; }
    if (t7 != 0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-137016LL)) { printf("NG t8\n"); ng = 1; }
    if (t9 != 137016LL) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
