/* creduce-rs generator arith, seed 40497 */
int printf(const char *, ...);

const float x1 = (-25.0f);
static volatile float x6 = (-367.0f);
float t0;
volatile double t1;
double t2;
static double t4;
float t5;
static float t7;
double t9;

int main(void) {
    int ng = 0;
    volatile float x0 = 405.0f;
    static const double x2 = (-671.0);
    static double x3 = (-78.0);
    static double x4 = 311.0;
    double x5 = 826.0;
    float x7 = 885.0f;
    t0 = x0;
    t1 = (((x6 - (((x6 * x3) - (t0 + x5)) * (((-865.0) + (-206.0f)) * (t0 - t0)))) * x3) * ((((x6 * (855.0f * (-548.0))) + (x5 - x0)) + x6) * t0));
    t2 = ((((((x4 * x7) + t0) * ((x0 + x6) * ((-76.0f) * (-501.0f)))) + (-375.0)) * x5) - (((((t1 + x5) + (t0 + t1)) - (x1 - 307.0)) - (-316.0)) - t1));
    volatile double t3 = ((-x2) ? ((t2 - (x0 - t2)) - ((((x2 * x6) * (t0 - x3)) - t1) ? (((x1 * x6) - ((-975.0f) * x0)) - ((-t0) + 909.0f)) : x1)) : (-597.0));
    t4 = (((614.0f - (((t3 ? x1 : (-254.0)) - (x0 + t0)) - ((-t1) - (x3 + t0)))) - x5) - ((x2 - ((x6 - (x3 * x1)) - (t3 - (-897.0)))) - x6));
    t5 = (x1 - t0);
    volatile double t6 = ((x5 - ((((t4 + (-969.0)) - (x5 + x1)) + ((t2 - t4) - (x7 - x6))) - (x1 - ((x1 + t5) ? (t1 - t2) : (x5 ? t3 : t0))))) - (490.0f - x2));
    t7 = x7;
    static double t8;
    t8 = (((((-471.0) * t0) - (((x0 * x6) - (t3 - 67.0)) + ((x7 - t5) * ((-344.0) + x0)))) - (((x3 / x3) + (t4 + (-262.0))) ? t7 : x6)) + t7);
    t9 = (((((-(x0 * 847.0f)) - ((t7 + t7) - (t4 - (-966.0f)))) - (x5 - ((x5 - t3) - (275.0 - t7)))) - ((t3 - t5) - (x7 - x1))) - 631.0);
    if (t0 != 405.0f) { printf("NG t0\n"); ng = 1; }
    if (t1 != 1993556570506020.0) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-1664131078745329.0)) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-3328262157894609.0)) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1334705587385975.0) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-430.0f)) { printf("NG t5\n"); ng = 1; }
    if (t6 != (-1993556570503358.0)) { printf("NG t6\n"); ng = 1; }
    if (t7 != 885.0f) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-3328262158017011.0)) { printf("NG t8\n"); ng = 1; }
    if (t9 != 7991229902831813.0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
