/* creduce-rs generator arith, seed 40950 */
int printf(const char *, ...);

float x0 = (-200.0f);
static volatile float x5 = (-75.0f);
float t8;

int main(void) {
    int ng = 0;
    const float x1 = (-341.0f);
    volatile float x2 = 800.0f;
    static double x3 = (-787.0);
    static float x4 = (-339.0f);
    static double x6 = (-874.0);
    const double x7 = (-491.0);
    double t0 = (((258.0f * (((999.0f * (-679.0)) - (-510.0f)) + ((x1 * (-755.0f)) - (957.0f - x0)))) - ((-124.0) * (((x7 + x0) + (x5 * x7)) * x4))) * x1);
    float t1 = x5;
    const double t2 = (421.0f - (((((x1 * x5) - (x0 + x7)) - x4) - ((-(x7 * x3)) - (t0 * (x6 - x5)))) - t1));
    const double t3 = ((x2 - ((((870.0f - t2) - x1) + (t1 * (t0 + 723.0))) - (x2 * ((x7 / x7) * x4)))) - x3);
    volatile double t4 = ((((((x6 - (-842.0f)) * (-x7)) * ((x3 - x0) - ((-213.0) * x2))) ? (449.0 - t2) : (((t0 / t0) * (t1 * (-771.0))) - (x3 - x3))) + t0) + t2);
    double t5 = (((-975.0f) - ((-((t1 - t0) + x2)) + (((x3 ? t1 : t0) - x2) - ((843.0f - x4) - (x6 - t2))))) - (((((-162.0) - (-477.0f)) * x0) - t2) - x3));
    double t6 = ((((((t4 * x5) + (-x6)) - x0) - (((x1 * x5) + (t3 - x5)) - ((x2 + x4) - ((-702.0) * x7)))) + t5) + ((x1 - t1) - (-485.0f)));
    const float t7 = (-443.0f);
    t8 = x1;
    static float t9;
    t9 = t7;
    if (t0 != 555038599698.0) { printf("NG t0\n"); ng = 1; }
    if (t1 != (-75.0f)) { printf("NG t1\n"); ng = 1; }
    if (t2 != 443475840746026.0) { printf("NG t2\n"); ng = 1; }
    if (t3 != 485103735506777.0) { printf("NG t3\n"); ng = 1; }
    if (t4 != 555038600147.0) { printf("NG t4\n"); ng = 1; }
    if (t5 != 886396642957248.0) { printf("NG t5\n"); ng = 1; }
    if (t6 != 359665012070868.0) { printf("NG t6\n"); ng = 1; }
    if (t7 != (-443.0f)) { printf("NG t7\n"); ng = 1; }
    if (t8 != (-341.0f)) { printf("NG t8\n"); ng = 1; }
    if (t9 != (-443.0f)) { printf("NG t9\n"); ng = 1; }
    if (!ng) printf("OK\n");
    return ng;
}
