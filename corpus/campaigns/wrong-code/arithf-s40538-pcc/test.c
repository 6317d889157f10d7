/* creduce-rs generator arith, seed 40538 */
int printf(const char *, ...);

const float x1 = (-294.0f);
float x2 = 715.0f;
const double x4 = 288.0;
float x5 = (-297.0f);
static float x6 = (-152.0f);
double t0;
volatile double t1;
double t3;
double t5;
double t7;
volatile float t9;

int main(void) {
    int ng = 0;
    static double x0 = (-105.0);
    static float x3 = 711.0f;
    static float x7 = 755.0f;
    t0 = (x2 * (((x2 - ((x1 * (-384.0f)) - (x3 - x5))) - (((-455.0) - (x3 * (-21.0))) * ((-259.0f) - x5))) - x0));
    t1 = (((((x2 - x7) * ((x2 - x7) - (274.0 + 293.0))) - (x5 * (x4 * (x2 + x2)))) + ((((474.0 * (-482.0)) * (x5 - (-545.0))) + t0) - x7)) - t0);
    float t2 = x1;
    t3 = (-((((x3 + x1) * 987.0) + (t0 - ((x1 * x0) * (x0 * x2)))) + ((((x1 - 881.0) + x2) - (((-97.0) * (-129.0)) - ((-636.0) + 250.0f))) - x1)));
    double t4 = (((x0 * t2) - x2) * (((((x5 - t0) + (x1 * t3)) ? ((551.0 * x5) + (x0 + (-174.0f))) : ((393.0 * x2) * x0)) * (((-377.0) - x0) - x1)) - x7));
    t5 = (-865.0);
    double t6 = (((x1 - (((t5 + x1) * (x6 * x0)) + ((x2 * x0) - t0))) - (752.0f * ((t1 * (t1 ? 850.0 : x2)) - ((610.0 + 339.0f) - (x4 * 418.0f))))) + (-124.0f));
    t7 = ((((((953.0 - x5) + (-714.0)) * (((-217.0f) * (-534.0)) * (t2 + x5))) - (((t5 * t5) - x7) - ((t3 + t5) * (x3 - 43.0f)))) - (x7 ? x3 : t1)) - t2);
    double t8 = ((((((t2 - t6) + (-x4)) - 958.0f) - ((((-441.0f) * x6) - (t2 - x5)) * (748.0f + (t5 * t1)))) + (t5 + (x2 + (t3 - x6)))) - x4);
    t9 = x7;
    if (t0 != (-472726540.0)) { printf("NG t0\n"); ng = 1; }
    if (t1 != 65679941.0) { printf("NG t1\n"); ng = 1; }
    if (t2 != (-294.0f)) { printf("NG t2\n"); ng = 1; }
    if (t3 != (-1845237224.0)) { printf("NG t3\n"); ng = 1; }
    if (t4 != (-108772914685.0)) { printf("NG t4\n"); ng = 1; }
    if (t5 != (-865.0)) { printf("NG t5\n"); ng = 1; }
    if (t6 != (-41983162256563.0)) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-1269327160667.0)) { printf("NG t7\n"); ng = 1; }
    if (t8 != 3850109828854806.0) { printf("NG t8\n"); ng = 1; }
    if (t9 != 755.0f) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
