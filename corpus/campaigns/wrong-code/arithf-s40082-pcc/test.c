/* creduce-rs generator arith, seed 40082 */
int printf(const char *, ...);

const float x1 = 491.0f;
static const double x2 = (-536.0);
const float x3 = (-241.0f);
const float x6 = (-179.0f);
static volatile float t1;
double t2;
double t3;
volatile double t4;
double t5;
double t8;

int main(void) {
    int ng = 0;
    float x0 = (-291.0f);
    float x4 = (-114.0f);
    static double x5 = (-579.0);
    static volatile float x7 = 305.0f;
    double t0 = (927.0 ? ((((((-392.0) ? x2 : x6) + x4) * ((x6 * x4) ? x3 : x7)) * (((x2 * 160.0f) + x7) + x4)) - (x4 * (((x0 - x6) - (x3 - x0)) * x2))) : x2);
    t1 = x0;
    t2 = (((((460.0 + (x6 * x2)) * (t1 + (844.0 * x6))) - ((((-911.0f) + x6) + (t0 * t1)) + t0)) - ((((x6 - x6) / (-549.0f)) - x2) * x6)) - t1);
    t3 = (-(x7 * ((x3 * ((638.0 * 965.0) ? (t0 + x4) : (x7 * x0))) - (((t2 + x1) + (x7 + t2)) ? ((x2 + x0) * (t1 + 669.0)) : (x5 - 749.0)))));
    t4 = ((((((-612.0) + (t2 - x1)) - ((-t0) - (t3 - x0))) - (-811.0)) - (((t3 ? (x1 + (-697.0f)) : x6) + ((x6 * (-144.0)) * (934.0f * x3))) * x0)) - x6);
    t5 = (((((x2 - (t3 - x3)) - (t0 * (x5 + x1))) + (((x5 + x1) + (t0 + t4)) - ((x4 ? x3 : x1) * (553.0f * 266.0)))) - (x7 + t2)) * (-7.0f));
    static double t6;
    t6 = ((t4 - x3) - (((((x4 - t3) + (-x5)) + (x5 * (610.0f * 338.0f))) + ((246.0f - x3) - (((-688.0f) * x1) - (x6 * t2)))) - (943.0f + t3)));
    double t7 = (((x2 + ((t3 - (x6 + 932.0f)) - x7)) + ((((t3 + 174.0f) + (x2 + t2)) + ((t3 + x2) - (t3 - t6))) - (((-898.0) + (-982.0)) + x5))) - 741.0f);
    t8 = (((-134.0f) - ((((t2 * x7) - (t1 * t0)) - (x0 - (x1 - t7))) + (((t6 - t5) - (x3 * x0)) - (((-66.0f) - t3) - (-t1))))) - x7);
    double t9 = ((x1 + ((((x5 - t7) - t5) + ((x1 / x1) * (328.0 + t0))) - 560.0)) + (((((x5 ? t4 : t1) + t3) + ((190.0 ? t7 : t2) + t5)) - t7) + t2));
    if (t0 != (-13394485002.0)) { printf("NG t0\n"); ng = 1; }
    if (t1 != (-291.0f)) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-3898992937523.0)) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-984561723796410.0)) { printf("NG t3\n"); ng = 1; }
    if (t4 != (-990162499955407.0)) { printf("NG t4\n"); ng = 1; }
    if (t5 != 20256998560428.0) { printf("NG t5\n"); ng = 1; }
    if (t6 != (-3657205564324200.0)) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-5630228004855317.0)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 224886922974371.0) { printf("NG t8\n"); ng = 1; }
    if (t9 != 3651591393680655.0) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
