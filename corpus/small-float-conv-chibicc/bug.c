int printf(const char *, ...);
typedef unsigned long uint64_t;
static uint64_t g_big = 0x8000000000000001ULL;
static int g_arr[4] = {1, 2, 3, 4};
static int helper(int a, int b) { return a * b + g_arr[a & 3]; }
struct point { int x; int y; };
static int sum_points(struct point p, struct point q) { return p.x + q.x + p.y + q.y; }
int main(void) {
    struct point p = {1, 2}, q = {3, 4};
    int i, acc = 0;
    for (i = 0; i < 4; i++)
        acc += helper(i, i + 1);
    acc += sum_points(p, q);
    float f = (float)g_big;
    printf("acc = %d\n", acc);
    printf("f = %.1f\n", (double)f);
    return 0;
}
