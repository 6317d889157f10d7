/* creduce-rs generator arith, seed 40045 */
int printf(const char *, ...);

const volatile double x0 = (-644.0);
double x2 = 683.0;
double x3 = (-360.0);
static double x5 = 212.0;
const double x6 = 266.0;
static float x7 = (-341.0f);
static double t1;
double t2;
volatile double t3;
double t4;
double t5;
static double t7;
double t8;
volatile double t9;

int main(void) {
    int ng = 0;
    float x1 = 312.0f;
    double x4 = (-715.0);
    const double t0 = (((((x3 + (997.0 - (-906.0f))) + x6) * ((-(x6 - 590.0f)) + ((x4 * x0) - (x3 - x1)))) * ((((x0 - 484.0) - x2) + 444.0) * x3)) + x1);
    t1 = ((((x0 * ((-733.0) + (x1 ? (-753.0f) : x6))) - (x6 + ((216.0 - x3) - (x5 - t0)))) - ((((x1 * x5) + (x5 * x6)) - (t0 - x7)) - x4)) * x3);
    t2 = ((((((t0 + x3) - t0) + ((-x6) + (x0 + 22.0f))) + ((t1 * (x1 * x2)) - (-769.0))) - (-x7)) - (((x6 ? t1 : t1) + (-488.0)) + 924.0));
    t3 = (-271.0);
    t4 = ((-((((381.0 * 262.0f) - (x1 * 568.0)) - ((x3 * x0) - (84.0f * t2))) - (x6 * (((-675.0f) * 769.0) * (x1 + x1))))) - ((984.0f * x7) - x7));
    t5 = x3;
    double t6 = (((((t2 - (x3 + t4)) - (((-266.0) - t4) - (399.0 ? x5 : t1))) - ((x7 * (-x3)) - ((66.0f + t0) - ((-181.0f) - t0)))) - ((-737.0) - t1)) - 18.0);
    t7 = ((t0 - ((((580.0f * (-299.0)) - (-622.0f)) + (-431.0)) + 642.0)) + (-570.0f));
    t8 = t2;
    t9 = ((((((t6 - t6) / (t3 + t0)) / ((x3 - (-59.0)) - (t7 - 489.0))) - t6) + (x2 * ((-911.0) * 840.0f))) - x7);
    if (t0 != 410808933636792.0) { printf("NG t0\n"); ng = 1; }
    if (t1 != (-300039840.0)) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-63936989706056.0)) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-271.0)) { printf("NG t3\n"); ng = 1; }
    if (t4 != 5370620977808341.0) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-360.0)) { printf("NG t5\n"); ng = 1; }
    if (t6 != 757680577652252.0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 410808933808809.0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-63936989706056.0)) { printf("NG t8\n"); ng = 1; }
    if (t9 != (-757681100310831.0)) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
