/* creduce-rs generator callconv, seed 2 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    short m0;
    unsigned long m1;
};
struct S1 {
    long long m0;
    signed char m1;
};
struct S2 {
    unsigned char m0;
    struct S0 m1;
    struct S1 m2;
    unsigned long m3;
};

static void ck(const char *what, const void *got, const char *exp, int n) {
    extern int ng_count;
    const unsigned char *g = (const unsigned char *) got;
    int i;
    for (i = 0; i < n; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i == n) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    printf(" got ");
    for (i = 0; i < n; i++) printf("%02x", g[i]);
    printf("\n");
    ng_count++;
}

extern int ng_count;

long long f0(signed char a0, struct S2 a1, unsigned long long a2) {
    long long r;
    ck("f0 a0", &a0, "\x6e", 1);
    ck("f0 a1.m0", &a1.m0, "\x07", 1);
    ck("f0 a1.m1.m0", &a1.m1.m0, "\x63\xe4", 2);
    ck("f0 a1.m1.m1", &a1.m1.m1, "\x90\x45\xf7\xcf\xdf\x94\xac\xd9", 8);
    ck("f0 a1.m2.m0", &a1.m2.m0, "\x97\xed\xcc\xdf\x59\xc4\x44\x06", 8);
    ck("f0 a1.m2.m1", &a1.m2.m1, "\x21", 1);
    ck("f0 a1.m3", &a1.m3, "\x6d\x5a\x81\x74\xf2\x94\x0e\x37", 8);
    ck("f0 a2", &a2, "\xe8\xda\xf4\xc7\x05\xc0\x0d\x35", 8);
    r = 2397927578688629320LL;
    return r;
}

unsigned int f1(unsigned long long a0) {
    unsigned int r;
    ck("f1 a0", &a0, "\xc0\xc2\xa8\x2e\xbf\xca\x28\x4e", 8);
    r = 1650112082u;
    return r;
}

