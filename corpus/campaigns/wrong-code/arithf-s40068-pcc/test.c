/* creduce-rs generator arith, seed 40068 */
int printf(const char *, ...);

double x1 = 801.0;
float x3 = (-269.0f);
static const float x7 = (-721.0f);
double t0;
static double t1;
double t7;

int main(void) {
    int ng = 0;
    double x0 = 955.0;
    float x2 = 814.0f;
    volatile float x4 = (-717.0f);
    const float x5 = (-448.0f);
    volatile float x6 = (-923.0f);
    t0 = (-((((x4 - (722.0f + 325.0)) * ((x6 * x0) * ((-997.0f) * 467.0))) ? (((865.0f * x1) - x7) + ((x4 - (-790.0f)) * x0)) : ((x5 * x0) - x0)) + x5));
    t1 = ((((x0 + ((x4 * (-553.0)) * (x6 - x0))) ? (x4 - (-749.0)) : ((x6 * (x2 + x2)) * x1)) * (((-(x7 * x2)) / (x0 - x1)) + 407.0f)) * x2);
    static double t2;
    t2 = (((((x4 + (x3 - x2)) + ((x0 - 696.0) * (x3 - x6))) + (((x0 * t1) * x5) + ((x7 - (-226.0f)) - (x0 / (-191.0))))) + (783.0 * x0)) - x4);
    double t3 = (-(((((x2 * x5) - x6) * x0) ? (((t0 - x7) - (t2 - 658.0)) ? x4 : ((x7 * x3) / x7)) : (((x7 + x0) * (x3 + t0)) * x2)) * (-166.0)));
    static double t4;
    t4 = (((((x1 - (x1 + x5)) - (((-33.0) * (-440.0)) - (x2 - t2))) + ((t1 + x7) - (x6 * (x5 * t3)))) - ((-(205.0f * x6)) + (-105.0f))) - x1);
    volatile double t5 = (x2 + (t3 + (((((-488.0f) * (-534.0)) + ((-550.0f) * x4)) * x2) + (((x4 + x6) ? (-(-281.0)) : (x5 * 182.0f)) * ((-t0) + x2)))));
    const double t6 = (((507.0 - (((x1 * (-925.0)) * (770.0f - (-551.0f))) * x3)) - x4) + (((x0 - ((x4 ? t2 : t4) - (x7 + 259.0))) - x3) - (((t4 + t2) * x7) + x3)));
    t7 = ((-t5) - ((-39.0) * t0));
    static double t8;
    t8 = ((x4 - (-(((t4 - t1) - ((-765.0f) * (-705.0))) + ((t4 - t5) - ((-131.0f) * 453.0f))))) - x7);
    volatile double t9 = (-651.0);
    if (t0 != (-762853.0)) { printf("NG t0\n"); ng = 1; }
    if (t1 != 109870464.0) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-47006978402182.0)) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-119022.0)) { printf("NG t3\n"); ng = 1; }
    if (t4 != 47056304141844.0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 747595007.0) { printf("NG t5\n"); ng = 1; }
    if (t6 != 82307549742914.0) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-777346274.0)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 94111750338239.0) { printf("NG t8\n"); ng = 1; }
    if (t9 != (-651.0)) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
