int printf(const char *, ...);
int main(void) {
    int a = 0;
    int b = 1 || ((a && 1) || 0);
    if (b != 1) printf("NG t1\n");
    return 0;
}
