int printf(const char *, ...);
struct pair { int first; int second; };
static struct pair g_pairs[2] = {{1, 2}, {3, 4}};
static int g_table[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
static int *g_ptr = &g_table[1][2];
static int g_count = 3;
static int sum(const struct pair *p, int n) {
    int s = 0, i;
    for (i = 0; i < n; i++)
        s += p[i].first * p[i].second;
    return s;
}
int main(void) {
    printf("%d %d %d\n", sum(g_pairs, 2), *g_ptr, g_count);
    return 0;
}
