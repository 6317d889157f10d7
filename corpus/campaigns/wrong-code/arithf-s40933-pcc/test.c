/* creduce-rs generator arith, seed 40933 */
int printf(const char *, ...);

float x0 = (-437.0f);
double x6 = 649.0;
double t1;
volatile double t2;
double t3;
double t6;
static double t7;
double t8;

int main(void) {
    int ng = 0;
    const float x1 = (-159.0f);
    static const float x2 = (-961.0f);
    static const double x3 = (-435.0);
    static double x4 = (-378.0);
    static volatile float x5 = (-13.0f);
    const volatile double x7 = (-496.0);
    double t0 = x4;
    t1 = ((576.0f + ((x1 / x1) + (((x3 - (-542.0f)) + (x3 * x6)) + ((x4 * x2) + (x3 + x0))))) * ((((x6 - (x6 - (-171.0))) ? x2 : t0) + t0) - x4));
    t2 = ((((((t1 + (-240.0)) * ((-199.0f) + x7)) - ((621.0 * (-563.0)) * x1)) + (((x2 * 523.0) * ((-809.0f) ? (-871.0) : (-373.0f))) - (478.0 + (t1 * x6)))) + (t0 + t1)) * x4);
    t3 = ((((((t1 * 199.0) - ((-402.0) * t1)) * x0) / x2) + ((x1 * (((-218.0f) - 947.0) * ((-492.0f) - 765.0f))) + (((903.0f - x0) * (x1 * x5)) * x7))) * 41.0);
    static double t4;
    t4 = (((x0 * 798.0f) + ((x4 + (x4 + (x7 * x0))) * (-737.0f))) - (((((167.0f * x3) * ((-365.0) - 111.0f)) - (-(x5 + t3))) - (x7 * 106.0)) - 188.0f));
    static double t5;
    t5 = ((((((x6 ? t0 : (-960.0)) ? (x0 * x2) : (x6 + t3)) - ((x2 * t1) + (25.0 + x6))) - ((t1 + (t2 - t0)) + 208.0f)) - ((318.0f + t0) * x5)) - 278.0f);
    t6 = ((x6 * x5) + (t5 - ((((-x3) * x0) - ((t3 - x7) - (x7 * (-972.0f)))) - (((t1 * 651.0f) - (x7 * t3)) + ((t1 * x1) - t2)))));
    t7 = ((((((-x1) + (x0 * x2)) + ((x1 - t6) - t0)) - t3) - ((((t3 + t5) - (x6 + x6)) + (-x6)) - (t1 - t2))) - x1);
    t8 = (((((x6 ? (t2 - t4) : ((-684.0) * t4)) - ((x1 * x7) - t6)) ? (((x2 - t7) - (914.0 * x2)) + x7) : t1) + (((t1 * x3) - t7) - (-665.0f))) + t2);
    double t9 = ((((((t3 * 925.0f) - (t3 ? x3 : (-460.0f))) - x1) - (((x2 + x4) - (t2 + x3)) - x0)) - (x4 + (((702.0 - 736.0) - ((-104.0f) * t5)) - t6))) - x2);
    if (t0 != (-378.0)) { printf("NG t0\n"); ng = 1; }
    if (t1 != (-77605555.0)) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-39541296109770.0)) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-935451990610.0)) { printf("NG t3\n"); ng = 1; }
    if (t4 != 935257821437.0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 39466795194609.0) { printf("NG t5\n"); ng = 1; }
    if (t6 != (-385949730261809.0)) { printf("NG t6\n"); ng = 1; }
    if (t7 != 387895057975076.0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-815297652765935.0)) { printf("NG t8\n"); ng = 1; }
    if (t9 != (-5395330817922731.0)) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
