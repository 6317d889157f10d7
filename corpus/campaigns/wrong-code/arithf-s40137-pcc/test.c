/* creduce-rs generator arith, seed 40137 */
int printf(const char *, ...);

double x1 = 21.0;
float x2 = 258.0f;
const volatile double x4 = (-721.0);
static double t1;
double t2;
static double t4;
double t5;

int main(void) {
    int ng = 0;
    const double x0 = 542.0;
    float x3 = (-439.0f);
    double x5 = (-199.0);
    const double x6 = (-793.0);
    volatile float x7 = (-659.0f);
    static volatile double t0;
    t0 = ((((((x4 - x3) * (x1 * 244.0f)) * ((650.0f * (-12.0)) + ((-223.0) ? x4 : x4))) - (((666.0f * x1) - (x6 + x1)) * (x0 * (163.0f - x3)))) * x6) + x3);
    t1 = ((-616.0f) - ((x3 * x4) - ((((x6 - x1) ? (x2 + t0) : (x0 - x6)) + ((-x1) - x3)) - (((84.0f * x1) - (736.0 - x1)) - (x6 * x2)))));
    t2 = (((-(x2 * (((-97.0f) - 676.0) * (x7 * x2)))) - (((-x6) * ((x2 + 193.0f) - (-535.0))) - (((x0 - (-111.0)) - (t1 * x2)) - t0))) - x5);
    const double t3 = (((-((x5 * (x4 + x5)) * (t0 - (t1 + x3)))) - 401.0) + (((((x4 + x2) + (t0 - x7)) + ((-(-657.0)) - t2)) - 288.0) - (-428.0f)));
    t4 = (x6 + (-825.0));
    t5 = ((x1 * (-962.0)) + (((766.0f * x3) * (((x5 * t4) + (x3 + x1)) + ((x0 * t0) ? ((-853.0f) - 680.0) : (x2 - x1)))) - (((t0 * x3) + t3) + 535.0)));
    const double t6 = ((((((131.0 * x1) * (x3 * x0)) - ((x2 + x6) * (x2 - x3))) - (((x7 + x2) - (t5 - t4)) - x1)) - ((221.0f * x3) + 887.0f)) - (-954.0));
    double t7 = ((((((x7 * 111.0f) * (x5 * x7)) / x5) - ((t1 ? (t1 * x1) : (x2 - 510.0f)) - ((x6 * x0) * (x5 / x5)))) + (-369.0f)) - (-(-x0)));
    static double t8;
    t8 = (t0 - (x5 * x6));
    double t9 = (((((-947.0) - t3) - (((t4 - t0) - (t3 - t5)) - ((x5 * t8) - t5))) - ((((t6 - t7) ? t1 : (x7 ? x6 : x1)) * (t8 ? x1 : (-178.0))) - (-310.0f))) - t5);
    if (t0 != (-5945337533847.0)) { printf("NG t0\n"); ng = 1; }
    if (t1 != (-5945338055949.0)) { printf("NG t1\n"); ng = 1; }
    if (t2 != 1539808647020095.0) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-1545849651359630.0)) { printf("NG t3\n"); ng = 1; }
    if (t4 != (-1618.0)) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-1064261144124434.0)) { printf("NG t5\n"); ng = 1; }
    if (t6 != (-1064261798219851.0)) { printf("NG t6\n"); ng = 1; }
    if (t7 != 124852146949403.0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-5945337691654.0)) { printf("NG t8\n"); ng = 1; }
    if (t9 != 4494812394653891.0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
