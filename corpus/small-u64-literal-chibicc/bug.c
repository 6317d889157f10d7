int printf(const char *, ...);
static unsigned long g_big = 18446744073709551615UL;
static unsigned long g_mid = 0x8000000000000001UL;
static int g_small = 3;
int main(void) {
    float f = (float)g_big;
    float h = (float)g_mid;
    int n = g_small + 4;
    printf("f = %.1f\n", (double)f);
    printf("h = %.1f\n", (double)h);
    printf("n = %d\n", n);
    return 0;
}
