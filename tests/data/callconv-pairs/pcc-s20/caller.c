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

int ng_count;

unsigned long f0(unsigned char a0, float a1, unsigned long long a2, float a3);
void f1(double a0, struct S2 a1, struct S4 a2, unsigned short a3);

static void call_f0(void) {
    unsigned char a0;
    float a1;
    unsigned long long a2;
    float a3;
    unsigned long r;
    a0 = 9;
    memcpy(&a1, "\xf6\x8c\xbb\xbf", 4);
    a2 = 8576633327065279839ULL;
    memcpy(&a3, "\x01\x75\xc4\xbf", 4);
    r = f0(a0, a1, a2, a3);
    ck("f0 return", &r, "\x8e\x42\x08\xca\x5d\xa8\xa7\xd8", 8);
}

static void call_f1(void) {
    double a0;
    struct S2 a1;
    struct S4 a2;
    unsigned short a3;
    memcpy(&a0, "\xa0\x4e\x59\xcf\x2c\x60\x10\x3f", 8);
    memset(&a1, 0, sizeof a1);
    a1.m0.m0 = (-3597);
    a1.m0.m1 = (-89);
    a1.m1 = 32624;
    a1.m2 = 29699;
    a1.m3.m0 = 123;
    a1.m3.m1 = 225888891;
    memcpy(&a1.m3.m2, "\x84\x69\x01\xbf", 4);
    memset(&a2, 0, sizeof a2);
    a2.m0.m0 = 10214160601292879641UL;
    a2.m0.m1 = 15073013973630768093UL;
    a2.m1 = 16277434516019175745ULL;
    a2.m2 = 4781252563355770202ULL;
    a3 = 23856;
    f1(a0, a1, a2, a3);
}

static void layout(void) {
    printf("ARG f0 a0 09\n");
    printf("ARG f0 a1 f68cbbbf\n");
    printf("ARG f0 a2 5fad80ec91520677\n");
    printf("ARG f0 a3 0175c4bf\n");
    printf("ARG f0 return 8e4208ca5da8a7d8\n");
    printf("ARG f1 a0 a04e59cf2c60103f\n");
    printf("ARG f1 a1.m0.m0 f3f1\n");
    printf("ARG f1 a1.m0.m1 a7\n");
    printf("ARG f1 a1.m1 707f\n");
    printf("ARG f1 a1.m2 0374\n");
    printf("ARG f1 a1.m3.m0 7b\n");
    printf("ARG f1 a1.m3.m1 7bca760d\n");
    printf("ARG f1 a1.m3.m2 846901bf\n");
    printf("ARG f1 a2.m0.m0 1937da2ef3fcbf8d\n");
    printf("ARG f1 a2.m0.m1 ddd3c248591a2ed1\n");
    printf("ARG f1 a2.m1 416101667310e5e1\n");
    printf("ARG f1 a2.m2 5a1d3fccdf6b5a42\n");
    printf("ARG f1 a3 305d\n");
}

int main(int argc, char **argv) {
    (void) argv;
    if (argc > 1) { layout(); return 0; }
    call_f0();
    call_f1();
    if (ng_count == 0) printf("OK\n");
    return ng_count != 0;
}
