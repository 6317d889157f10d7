/* creduce-rs generator callconv, seed 60064 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned int m0 : 23;
    unsigned int m1;
    int m2;
};
struct S1 {
    struct S0 m0[2];
    signed char m1[2];
};
union S2 {
    unsigned long m0;
};
struct S3 {
    signed int m0 : 24;
    int m1;
};
union S4 {
    unsigned long long m0;
    double m1;
    unsigned long long m2;
};
union S5 {
    short m0;
    union S4 m1;
    unsigned char m2[2];
};
union S6 {
    unsigned long m0;
    int * m1[1];
    long m2;
    double m3;
};
struct S7 {
    unsigned char m0[2];
    float m1;
};
struct S8 {
    long double m0;
};
union S9 {
    union S6 m0;
    struct S7 m1;
    struct S8 m2;
};
struct S10 {
    unsigned int m0 : 7;
};
struct S11 {
    signed int m0 : 12;
    struct S10 m1;
};
struct S12 {
    unsigned int m0 : 12;
};
struct S13 {
    unsigned long long m0;
    struct S12 m1;
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
int g0;

struct S1 f0(long a0, float a1, unsigned long long a2, unsigned long a3, long a4);
struct S3 f1(union S2 a0, unsigned long long a1, int a2, int * a3);
int f2(union S5 a0, union S9 a1, long long a2, struct S11 a3, struct S13 a4, double a5);

struct S1 f0(long a0, float a1, unsigned long long a2, unsigned long a3, long a4) {
    struct S1 r;
    ck("f0 a0", &a0, "\x9e\xb1\xc7\x3b\x90\x6d\x65\x2e", 8);
    ck("f0 a1", &a1, "\x5f\x5b\x41\x3f", 4);
    ck("f0 a2", &a2, "\x93\xf0\x69\x49\x61\xdf\x3d\x56", 8);
    ck("f0 a3", &a3, "\xc7\x95\xdd\x3c\x3b\x72\xa3\xd6", 8);
    ck("f0 a4", &a4, "\x55\xfa\x85\xa0\xa9\xc6\x36\x98", 8);
    memset(&r, 0, sizeof r);
    r.m0[0].m0 = 6069604;
    r.m0[0].m1 = 2214028804u;
    r.m0[0].m2 = 1869431842;
    r.m0[1].m0 = 5992948;
    r.m0[1].m1 = 3235793506u;
    r.m0[1].m2 = 742904598;
    r.m1[0] = (-48);
    r.m1[1] = (-53);
    return r;
}

struct S3 f1(union S2 a0, unsigned long long a1, int a2, int * a3) {
    struct S3 r;
    ck("f1 a0.m0", &a0.m0, "\x1c\xd5\xf3\x28\xec\x26\x13\xc2", 8);
    ck("f1 a1", &a1, "\xc2\x9d\x11\x62\xc9\xbc\x88\x5a", 8);
    ck("f1 a2", &a2, "\x57\x9e\x01\x59", 4);
    if (a3 != &g0) { printf("NG f1 a3 pointer\n"); ng_count++; }
    memset(&r, 0, sizeof r);
    r.m0 = (-6695691);
    r.m1 = 2053437147;
    return r;
}

int f2(union S5 a0, union S9 a1, long long a2, struct S11 a3, struct S13 a4, double a5) {
    int r;
    ck("f2 a0.m0", &a0.m0, "\xc7\x9e", 2);
    ck("f2 a1.m0.m0", &a1.m0.m0, "\x71\x66\xb9\x7f\x3a\xb5\x36\xf5", 8);
    ck("f2 a2", &a2, "\x87\x96\xc9\xa1\x58\xa6\x0e\x40", 8);
    if (a3.m0 != (-698)) { printf("NG f2 a3.m0 expected -698 got %lld\n", (long long) a3.m0); ng_count++; }
    if (a3.m1.m0 != 65) { printf("NG f2 a3.m1.m0 expected 65 got %lld\n", (long long) a3.m1.m0); ng_count++; }
    ck("f2 a4.m0", &a4.m0, "\xa4\x95\xfa\x5c\xe8\x61\x49\x73", 8);
    if (a4.m1.m0 != 930) { printf("NG f2 a4.m1.m0 expected 930 got %lld\n", (long long) a4.m1.m0); ng_count++; }
    ck("f2 a5", &a5, "\xa8\xda\x98\x70\x1d\x94\xa6\x3f", 8);
    r = (-2117065931);
    return r;
}

static void call_f0(void) {
    long a0;
    float a1;
    unsigned long long a2;
    unsigned long a3;
    long a4;
    struct S1 r;
    a0 = 3343198764638122398L;
    memcpy(&a1, "\x5f\x5b\x41\x3f", 4);
    a2 = 6214368669777653907ULL;
    a3 = 15466331144070206919UL;
    a4 = (-7478571699357222315L);
    r = f0(a0, a1, a2, a3, a4);
    if (r.m0[0].m0 != 6069604) { printf("NG f0 return.m0[0].m0 expected 6069604 got %lld\n", (long long) r.m0[0].m0); ng_count++; }
    ck("f0 return.m0[0].m1", &r.m0[0].m1, "\x04\x66\xf7\x83", 4);
    ck("f0 return.m0[0].m2", &r.m0[0].m2, "\x22\x44\x6d\x6f", 4);
    if (r.m0[1].m0 != 5992948) { printf("NG f0 return.m0[1].m0 expected 5992948 got %lld\n", (long long) r.m0[1].m0); ng_count++; }
    ck("f0 return.m0[1].m1", &r.m0[1].m1, "\x62\x4a\xde\xc0", 4);
    ck("f0 return.m0[1].m2", &r.m0[1].m2, "\x16\xd3\x47\x2c", 4);
    ck("f0 return.m1[0]", &r.m1[0], "\xd0", 1);
    ck("f0 return.m1[1]", &r.m1[1], "\xcb", 1);
}

static void call_f1(void) {
    union S2 a0;
    unsigned long long a1;
    int a2;
    int * a3;
    struct S3 r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = 13984564063656727836UL;
    a1 = 6523671633365933506ULL;
    a2 = 1493278295;
    a3 = &g0;
    r = f1(a0, a1, a2, a3);
    if (r.m0 != (-6695691)) { printf("NG f1 return.m0 expected -6695691 got %lld\n", (long long) r.m0); ng_count++; }
    ck("f1 return.m1", &r.m1, "\xdb\xf6\x64\x7a", 4);
}

static void call_f2(void) {
    union S5 a0;
    union S9 a1;
    long long a2;
    struct S11 a3;
    struct S13 a4;
    double a5;
    int r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = (-24889);
    memset(&a1, 0, sizeof a1);
    a1.m0.m0 = 17669509450890307185UL;
    a2 = 4615809567703012999LL;
    memset(&a3, 0, sizeof a3);
    a3.m0 = (-698);
    a3.m1.m0 = 65;
    memset(&a4, 0, sizeof a4);
    a4.m0 = 8307278638281823652ULL;
    a4.m1.m0 = 930;
    memcpy(&a5, "\xa8\xda\x98\x70\x1d\x94\xa6\x3f", 8);
    r = f2(a0, a1, a2, a3, a4, a5);
    ck("f2 return", &r, "\x35\x23\xd0\x81", 4);
}

static void layout(void) {
    printf("ARG f0 a0 9eb1c73b906d652e\n");
    printf("ARG f0 a1 5f5b413f\n");
    printf("ARG f0 a2 93f0694961df3d56\n");
    printf("ARG f0 a3 c795dd3c3b72a3d6\n");
    printf("ARG f0 a4 55fa85a0a9c63698\n");
    printf("ARG f0 return.m0[0].m1 0466f783\n");
    printf("ARG f0 return.m0[0].m2 22446d6f\n");
    printf("ARG f0 return.m0[1].m1 624adec0\n");
    printf("ARG f0 return.m0[1].m2 16d3472c\n");
    printf("ARG f0 return.m1[0] d0\n");
    printf("ARG f0 return.m1[1] cb\n");
    printf("ARG f1 a0.m0 1cd5f328ec2613c2\n");
    printf("ARG f1 a1 c29d1162c9bc885a\n");
    printf("ARG f1 a2 579e0159\n");
    printf("ARG f1 return.m1 dbf6647a\n");
    printf("ARG f2 a0.m0 c79e\n");
    printf("ARG f2 a1.m0.m0 7166b97f3ab536f5\n");
    printf("ARG f2 a2 8796c9a158a60e40\n");
    printf("ARG f2 a4.m0 a495fa5ce8614973\n");
    printf("ARG f2 a5 a8da98701d94a63f\n");
    printf("ARG f2 return 3523d081\n");
}

int main(int argc, char **argv) {
    (void) argv;
    if (argc > 1) { layout(); return 0; }
    call_f0();
    call_f1();
    call_f2();
    if (ng_count == 0) printf("OK\n");
    return ng_count != 0;
}
