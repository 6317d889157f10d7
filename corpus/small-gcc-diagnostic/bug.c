/* A program gcc rejects: the reduction keeps the one line that causes the error. */
int printf(const char *, ...);
static int counter = 0;
static int add(int a, int b) { return a + b; }
static int scale(int v) { counter++; return v * 3; }
struct box { int w; int h; };
static int area(struct box b) { return b.w * b.h; }
int main(void) {
    struct box b = {2, 3};
    int total = add(area(b), scale(4));
    int *p = &total;
    *p += counter;
    void *q = p;
    q++;
    printf("%d\n", total);
    return 0;
}
