int printf(const char *, ...);
int a;
int main(void) {
    long long r = (a ? 0u : 0) - 53;
    if (r != 4294967243LL) printf("NG t1\n");
    return 0;
}
