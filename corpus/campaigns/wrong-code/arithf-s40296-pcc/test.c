/* creduce-rs generator arith, seed 40296 */
int printf(const char *, ...);

static float x1 = 601.0f;
const double x4 = (-789.0);
static float x7 = 291.0f;
float t3;
double t5;
static double t6;
volatile double t8;

int main(void) {
    int ng = 0;
    static double x0 = 590.0;
    const double x2 = 55.0;
    static double x3 = 232.0;
    const float x5 = (-414.0f);
    static double x6 = 573.0;
    double t0 = x3;
    static volatile float t1;
    t1 = x7;
    static double t2;
    t2 = ((((x3 ? (x4 * (-298.0f)) : ((x3 - x7) + (t1 - x3))) * ((-(x7 ? x2 : x1)) - ((x5 * x5) + ((-898.0) - x2)))) - ((x4 * x1) * x4)) * t1);
    t3 = t1;
    static volatile double t4;
    t4 = ((((((t1 - x3) * x2) + (t3 ? x5 : (x6 * x4))) + x6) - (((-(x3 * (-98.0))) - ((x6 * x2) * (x7 + (-257.0f)))) - x3)) + (t1 * t0));
    t5 = ((((((x5 - x0) ? x2 : t2) * ((x1 + 711.0) * x4)) - ((-(x7 + x1)) * ((587.0 * x0) * (-x1)))) * (((-848.0f) - x5) + x5)) + x2);
    t6 = ((t4 - (x3 - ((592.0f * (x4 - t2)) - ((-x4) * (x5 - x2))))) - ((((((-423.0) * (-256.0f)) + (t1 - x5)) * (x5 + x7)) * x7) + t5));
    double t7 = ((((((t5 - (-598.0)) - (-t4)) + (-10.0)) - x4) - (-824.0)) - t2);
    t8 = ((((((t3 * x4) + (x0 + t7)) - (x5 * (605.0f * (-277.0)))) - ((-663.0f) * x7)) - (((-332.0f) - ((x5 - t7) - (x5 - x5))) - (-t5))) - 341.0);
    double t9 = x0;
    if (t0 != 232.0) { printf("NG t0\n"); ng = 1; }
    if (t1 != 291.0f) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-11774432070207.0)) { printf("NG t2\n"); ng = 1; }
    if (t3 != 291.0f) { printf("NG t3\n"); ng = 1; }
    if (t4 != 1119922.0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 157491981756855.0) { printf("NG t5\n"); ng = 1; }
    if (t6 != 6812975706014781.0) { printf("NG t6\n"); ng = 1; }
    if (t7 != 169266414949185.0) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-157492051173544.0)) { printf("NG t8\n"); ng = 1; }
    if (t9 != 590.0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
