/* creduce-rs generator arith, seed 40622 */
int printf(const char *, ...);

double x2 = (-215.0);
float x4 = 436.0f;
double x7 = 6.0;
static float t0;
static volatile double t1;
double t2;
double t4;
double t5;
double t8;
static double t9;

int main(void) {
    int ng = 0;
    const double x0 = (-287.0);
    const float x1 = (-730.0f);
    double x3 = 715.0;
    double x5 = (-67.0);
    double x6 = 501.0;
    t0 = x4;
    t1 = (((-(-(x2 + (x2 * x3)))) - ((-x4) * ((((-389.0) + x0) - (-x5)) - (x2 + 254.0f)))) * (((x7 + x1) - x3) + x0));
    t2 = ((((x5 - ((408.0 * x6) + (x4 * x1))) - ((-(x0 - x7)) - ((x0 * (-389.0)) * (733.0f - x3)))) * (77.0 * x4)) - ((x4 + x6) + x2));
    const double t3 = x3;
    t4 = (((((-((-206.0f) * t3)) - ((x2 * t2) - (t3 * x6))) - ((((-123.0f) - x4) + (-456.0f)) * (((-955.0f) * 578.0) - (-139.0f)))) + (x7 + x4)) + x1);
    t5 = (((-271.0f) - ((((x4 - x5) * (x2 * t1)) - ((x7 * x1) - (19.0 * t4))) - (x4 - ((t0 * t4) - (x7 * t0))))) ? ((x0 - x7) * x7) : 559.0);
    static volatile double t6;
    t6 = ((x5 * (-x3)) - (((((t1 * x5) + t1) - ((t4 - x1) * (603.0 - 553.0f))) - (((x2 * x0) + (t4 - t2)) - (t5 * 145.0f))) - 73.0));
    double t7 = (((((((-612.0) * (-978.0f)) - (t6 * x7)) - ((t6 ? x6 : x3) - (x4 + t5))) + ((((-79.0) * x0) * 855.0f) + ((x6 - t6) - (x1 + x7)))) - t2) - 210.0);
    t8 = (((((498.0 + (t3 ? x1 : x2)) + (1.0 * (t7 + x7))) + ((-(t0 * x6)) - ((t7 - x5) - (t5 + (-533.0f))))) + x0) * ((x6 * t5) ? (-897.0f) : x6));
    t9 = (((x6 - t6) + ((((t0 * t8) - t7) - 877.0) ? (((-819.0) - x7) - ((t2 + (-617.0f)) * x3)) : (((x5 * t1) / (x0 / x0)) * (x4 * x7)))) - x3);
    if (t0 != 436.0f) { printf("NG t0\n"); ng = 1; }
    if (t1 != 854183592.0) { printf("NG t1\n"); ng = 1; }
    if (t2 != 71276242470.0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 715.0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 15323832507502.0) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-1758.0)) { printf("NG t5\n"); ng = 1; }
    if (t6 != 781500558158297.0) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-5470575163367406.0)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 198512379.0) { printf("NG t8\n"); ng = 1; }
    if (t9 != (-832463071084231.0)) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
