int printf(const char *, ...);
unsigned char a;
int main(void) {
    if ((~a >> 1) != -1) printf("NG t1\n");
    return 0;
}
