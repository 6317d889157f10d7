/* creduce-rs generator arith, seed 40064 */
int printf(const char *, ...);

static const volatile float x0 = (-809.0f);
volatile float x1 = (-254.0f);
const double x2 = (-89.0);
const volatile float x3 = (-718.0f);
double x4 = 581.0;
float x5 = 924.0f;
volatile double t0;
double t4;
static double t5;
volatile double t6;
volatile double t7;
double t8;
static double t9;

int main(void) {
    int ng = 0;
    static float x6 = (-755.0f);
    static volatile double x7 = 176.0;
    t0 = ((((-((x2 + x0) + (582.0 * x1))) + (((x3 * x5) * ((-283.0f) - 980.0)) + (x6 - (x6 * 734.0f)))) + (((x0 * x2) * x4) - 49.0f)) * x1);
    static double t1;
    t1 = ((((((x2 - x2) + (t0 * x6)) - ((x2 * x7) * (x7 + (-379.0f)))) + (((x2 * x7) - (x2 * (-694.0))) - ((x4 + x0) + x5))) - (-526.0f)) - x2);
    double t2 = (((x4 * ((((-32.0f) * t1) - (983.0f - t0)) * (-(t1 - t1)))) ? ((t0 - ((x3 * x0) * (561.0 * x6))) - ((731.0f - 79.0) ? 760.0f : x7)) : t0) * 419.0f);
    double t3 = ((((x0 * (-((-237.0f) - x5))) ? (((t2 + (-139.0)) + x1) - (((-446.0) - t0) * (x4 + x5))) : (((t1 - 454.0f) - (626.0 + t0)) - x2)) - x1) - x1);
    t4 = ((x3 + ((((t2 - x6) - 501.0f) - (((-996.0) * x7) - (x4 * t0))) * ((-633.0f) - (-((-248.0f) - (-919.0f)))))) + (x1 - ((t0 - (929.0f - x6)) * x4)));
    t5 = (t1 - ((x2 * (((x3 * x4) * ((-795.0) - 758.0)) * x0)) - x7));
    t6 = ((x6 - (x4 + (((x6 + t1) - (x7 * t0)) - x5))) - (t2 - ((((-x3) * (x3 + x1)) - x0) + ((-687.0f) + (((-35.0f) - (-469.0)) * (-996.0f))))));
    t7 = (x7 + (((x1 - (((-859.0f) + (-851.0)) * ((-652.0) * x3))) - (-41.0)) - ((((t6 + t5) * ((-657.0f) + x5)) - ((-x0) + (923.0f + t2))) ? (t6 - (-884.0)) : x6)));
    t8 = ((((-((t4 - x2) ? (t2 - (-900.0)) : (x0 + t2))) - (((x6 + x6) - (t2 - t5)) + ((x1 * (-1000.0)) - (t5 + x0)))) - (262.0 - t6)) + x4);
    t9 = ((((x0 - t6) - x2) + x4) - 682.0);
    if (t0 != (-223634119406.0)) { printf("NG t0\n"); ng = 1; }
    if (t1 != 168843756894227.0) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-93702696031114.0)) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-430272045065799.0)) { printf("NG t3\n"); ng = 1; }
    if (t4 != (-8368165106404782.0)) { printf("NG t4\n"); ng = 1; }
    if (t5 != 122198170120029.0) { printf("NG t5\n"); ng = 1; }
    if (t6 != (-114500667008264.0)) { printf("NG t6\n"); ng = 1; }
    if (t7 != 114501467519903.0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-114500667262144.0)) { printf("NG t8\n"); ng = 1; }
    if (t9 != 114500667007443.0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
