int printf(const char *, ...);
int b;
long a = 3;
int main(void) {
    if ((b % 1) << (1 % a)) printf("NG t1\n");
    return 0;
}
