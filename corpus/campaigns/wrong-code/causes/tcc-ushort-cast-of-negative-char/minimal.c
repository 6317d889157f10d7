int printf(const char *, ...);
char a = -105;
int main(void) {
    if ((unsigned short) a != 65431) printf("NG t1\n");
    return 0;
}
