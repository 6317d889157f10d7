int printf(const char *, ...);
int main(void) {
    if ((-128 >> 1UL) != -64) printf("NG t1\n");
    return 0;
}
