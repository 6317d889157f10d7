int printf(const char *, ...);
float x = 16777215.0f;
int main(void) {
    if (x * (106.0f + 1.0) != 1795162005.0) printf("NG t1\n");
    return 0;
}
