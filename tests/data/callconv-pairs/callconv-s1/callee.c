/* creduce-rs generator callconv, seed 1 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    long long m0;
};
struct S1 {
    unsigned long long m0;
    unsigned long m1;
    struct S0 m2;
};
struct S2 {
    short m0;
};
struct S3 {
    unsigned long long m0;
    struct S2 m1;
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

struct S3 f0(struct S1 a0, int a1) {
    struct S3 r;
    ck("f0 a0.m0", &a0.m0, "\xce\x01\x4e\xf4\xe2\x63\x2f\x76", 8);
    ck("f0 a0.m1", &a0.m1, "\x0f\x56\xe0\x7e\xaa\x45\xe4\x6c", 8);
    ck("f0 a0.m2.m0", &a0.m2.m0, "\x9b\xd6\x62\x8e\xfc\x39\xf4\x4b", 8);
    ck("f0 a1", &a1, "\x2e\x43\x5b\x36", 4);
    memset(&r, 0, sizeof r);
    r.m0 = 17302151398548710512ULL;
    r.m1.m0 = (-17370);
    return r;
}

signed char f1(signed char a0) {
    signed char r;
    ck("f1 a0", &a0, "\x0b", 1);
    r = 101;
    return r;
}

