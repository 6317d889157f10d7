/* creduce-rs generator arith, seed 40973 */
int printf(const char *, ...);

static const float x0 = (-627.0f);
static const double x1 = 860.0;
double x2 = 415.0;
float x5 = (-694.0f);
volatile double x6 = 93.0;
float x7 = (-860.0f);
double t0;
double t2;
float t3;
static double t6;

int main(void) {
    int ng = 0;
    const double x3 = (-679.0);
    double x4 = (-304.0);
    t0 = ((((((x3 + (-728.0)) + (x5 - 513.0f)) - (x2 - (x4 ? 889.0 : (-3.0f)))) + x4) * ((-(-(-213.0))) ? x1 : ((((-225.0) - x0) + x7) + x5))) + x2);
    const double t1 = (((x4 - ((-159.0) + x6)) - (-434.0f)) + ((x1 * (x6 * (((-790.0f) * x1) - x7))) - ((x5 * (((-658.0f) - (-625.0)) * ((-211.0f) * (-453.0f)))) + x5)));
    t2 = ((229.0f - ((-(((-860.0f) + x7) + t0)) ? (((-t0) * (x3 - x2)) - ((x5 + t0) * ((-829.0f) * x3))) : (250.0 + (x7 + t0)))) - (x2 - x7));
    t3 = x7;
    double t4 = (t3 - (x6 / (t1 / (t2 ? t1 : (-x3)))));
    volatile double t5 = ((((((x0 + x7) - (t2 * x4)) + (992.0f ? (x4 + 431.0f) : x0)) - x4) - (((x1 - (287.0f - t2)) * x5) + (t2 - t1))) - x2);
    t6 = ((((((x7 * 103.0) ? (740.0f * x2) : x3) - ((-(-911.0f)) + (t1 + t3))) - (x1 * ((-x5) + x4))) - ((x7 + ((-150.0) * t1)) ? x2 : (-774.0f))) * x6);
    double t7 = ((((-((t4 + t5) - x0)) - (((t1 * x4) ? x7 : (t6 + t0)) * (((-349.0) ? (-270.0f) : x4) + (t4 - x1)))) - ((474.0f * (x1 - t1)) + x6)) - 914.0);
    const double t8 = t2;
    static double t9;
    t9 = ((((t7 + ((t5 - t7) - (x5 * 39.0f))) ? (-694.0f) : ((91.0f + x7) - (((-637.0) - 983.0f) - (t7 - t2)))) + ((((x3 + t4) * t3) - t2) + x1)) * (-182.0));
    if (t0 != (-2101425.0)) { printf("NG t0\n"); ng = 1; }
    if (t1 != (-56458670176.0)) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-1180964908125.0)) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-860.0f)) { printf("NG t3\n"); ng = 1; }
    if (t4 != (-953.0)) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-1177478471674610.0)) { printf("NG t5\n"); ng = 1; }
    if (t6 != 5250653651130.0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 1150717059811485.0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-1180964908125.0)) { printf("NG t8\n"); ng = 1; }
    if (t9 != (-214935868749602.0)) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
