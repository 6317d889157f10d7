int printf(const char *, ...);
int a;
int main(void) {
    if (((-9223372036854775807LL - 1) + a) >= 0) printf("NG t1\n");
    return 0;
}
