/* creduce-rs generator callconv, seed 20 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    short m0;
    signed char m1;
};
struct S1 {
    signed char m0;
    int m1;
    float m2;
};
struct S2 {
    struct S0 m0;
    short m1;
    unsigned short m2;
    struct S1 m3;
};
struct S3 {
    unsigned long m0;
    unsigned long m1;
};
struct S4 {
    struct S3 m0;
    unsigned long long m1;
    unsigned long long m2;
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

unsigned long f0(unsigned char a0, float a1, unsigned long long a2, float a3) {
    unsigned long r;
    ck("f0 a0", &a0, "\x09", 1);
    ck("f0 a1", &a1, "\xf6\x8c\xbb\xbf", 4);
    ck("f0 a2", &a2, "\x5f\xad\x80\xec\x91\x52\x06\x77", 8);
    ck("f0 a3", &a3, "\x01\x75\xc4\xbf", 4);
    r = 15611631754078077582UL;
    return r;
}

void f1(double a0, struct S2 a1, struct S4 a2, unsigned short a3) {
    ck("f1 a0", &a0, "\xa0\x4e\x59\xcf\x2c\x60\x10\x3f", 8);
    ck("f1 a1.m0.m0", &a1.m0.m0, "\xf3\xf1", 2);
    ck("f1 a1.m0.m1", &a1.m0.m1, "\xa7", 1);
    ck("f1 a1.m1", &a1.m1, "\x70\x7f", 2);
    ck("f1 a1.m2", &a1.m2, "\x03\x74", 2);
    ck("f1 a1.m3.m0", &a1.m3.m0, "\x7b", 1);
    ck("f1 a1.m3.m1", &a1.m3.m1, "\x7b\xca\x76\x0d", 4);
    ck("f1 a1.m3.m2", &a1.m3.m2, "\x84\x69\x01\xbf", 4);
    ck("f1 a2.m0.m0", &a2.m0.m0, "\x19\x37\xda\x2e\xf3\xfc\xbf\x8d", 8);
    ck("f1 a2.m0.m1", &a2.m0.m1, "\xdd\xd3\xc2\x48\x59\x1a\x2e\xd1", 8);
    ck("f1 a2.m1", &a2.m1, "\x41\x61\x01\x66\x73\x10\xe5\xe1", 8);
    ck("f1 a2.m2", &a2.m2, "\x5a\x1d\x3f\xcc\xdf\x6b\x5a\x42", 8);
    ck("f1 a3", &a3, "\x30\x5d", 2);
}

