/* creduce-rs generator callconv, seed 60001 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned int m0 : 31;
    double m1;
    double m2;
};
union S1 {
    unsigned int m0[2];
    float m1;
    short m2;
};
struct S2 {
    struct S0 m0;
    unsigned char m1;
    union S1 m2;
};
union S3 {
    short m0[2];
};
struct S4 {
    unsigned long long m0;
    long double m1;
    int * m2;
    unsigned int m3;
};
union S5 {
    float m0;
    long double m1;
};
struct S6 {
    struct S4 m0[1];
    unsigned int m1 : 8;
    union S5 m2;
};
union S7 {
    signed char m0;
};
struct S8 {
    unsigned short m0;
    int m1;
    long double m2;
    signed char m3[1];
};
struct S9 {
    union S7 m0;
    struct S8 m1;
};
struct S10 {
    long double m0;
};
union S11 {
    long long m0[3];
    struct S10 m1;
    double m2;
};
union S12 {
    long double m0;
    double m1;
    long double m2;
    short m3;
};
union S13 {
    union S12 m0;
    long long m1;
};
struct S14 {
    signed char m0;
};
struct S15 {
    unsigned long m0;
    struct S14 m1;
    unsigned short m2;
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
int g1;

void f0(struct S2 a0, short a1, unsigned int a2, unsigned short a3, union S3 a4, struct S6 a5);
struct S9 f1(int * a0, unsigned int a1);
void f2(unsigned long long a0, union S11 a1, union S13 a2, struct S15 a3);

void f0(struct S2 a0, short a1, unsigned int a2, unsigned short a3, union S3 a4, struct S6 a5) {
    if (a0.m0.m0 != 683573073) { printf("NG f0 a0.m0.m0 expected 683573073 got %lld\n", (long long) a0.m0.m0); ng_count++; }
    ck("f0 a0.m0.m1", &a0.m0.m1, "\x58\x61\x12\xfa\x4c\x6f\x0f\x40", 8);
    ck("f0 a0.m0.m2", &a0.m0.m2, "\x46\x9e\x41\x02\x95\xa7\xd6\xbf", 8);
    ck("f0 a0.m1", &a0.m1, "\xd5", 1);
    ck("f0 a0.m2.m0[0]", &a0.m2.m0[0], "\x37\xf4\xba\x21", 4);
    ck("f0 a0.m2.m0[1]", &a0.m2.m0[1], "\x6a\x0f\x83\x9e", 4);
    ck("f0 a1", &a1, "\xf9\xd1", 2);
    ck("f0 a2", &a2, "\x21\xa3\xd8\xe1", 4);
    ck("f0 a3", &a3, "\x9d\x08", 2);
    ck("f0 a4.m0[0]", &a4.m0[0], "\x26\x40", 2);
    ck("f0 a4.m0[1]", &a4.m0[1], "\x55\x8a", 2);
    ck("f0 a5.m0[0].m0", &a5.m0[0].m0, "\xed\x01\x65\xf5\xa6\xd4\x3e\xb0", 8);
    ck("f0 a5.m0[0].m1", &a5.m0[0].m1, "\x03\x4f\xa8\xe5\x6e\x89\x9b\xaa\xe9\x3f", 10);
    if (a5.m0[0].m2 != &g0) { printf("NG f0 a5.m0[0].m2 pointer\n"); ng_count++; }
    ck("f0 a5.m0[0].m3", &a5.m0[0].m3, "\x6d\x92\xe3\x2e", 4);
    if (a5.m1 != 120) { printf("NG f0 a5.m1 expected 120 got %lld\n", (long long) a5.m1); ng_count++; }
    ck("f0 a5.m2.m0", &a5.m2.m0, "\x12\x44\xdd\x3f", 4);
}

struct S9 f1(int * a0, unsigned int a1) {
    struct S9 r;
    if (a0 != &g1) { printf("NG f1 a0 pointer\n"); ng_count++; }
    ck("f1 a1", &a1, "\xec\xf1\x35\xfd", 4);
    memset(&r, 0, sizeof r);
    r.m0.m0 = (-68);
    r.m1.m0 = 23579;
    r.m1.m1 = 589870589;
    memcpy(&r.m1.m2, "\xaa\x95\x5a\xcc\x21\xed\xd9\xf2\x80\xbf", 10);
    r.m1.m3[0] = (-3);
    return r;
}

void f2(unsigned long long a0, union S11 a1, union S13 a2, struct S15 a3) {
    ck("f2 a0", &a0, "\x9a\x56\x6b\xda\x98\x7a\x83\x5b", 8);
    ck("f2 a1.m0[0]", &a1.m0[0], "\xf8\xb4\xd5\xb1\xba\x61\xeb\x7b", 8);
    ck("f2 a1.m0[1]", &a1.m0[1], "\x5f\x71\x3b\x50\x6f\x4f\xb5\x1a", 8);
    ck("f2 a1.m0[2]", &a1.m0[2], "\x4b\x7a\x28\x79\x37\xd6\x59\x09", 8);
    ck("f2 a2.m0.m0", &a2.m0.m0, "\x5a\xcd\xc3\x5c\x26\xd5\x76\x81\x82\xbf", 10);
    ck("f2 a3.m0", &a3.m0, "\x3d\x3d\xa1\xab\x8a\xf1\x1c\x70", 8);
    ck("f2 a3.m1.m0", &a3.m1.m0, "\xbc", 1);
    ck("f2 a3.m2", &a3.m2, "\xae\x0f", 2);
}

static void call_f0(void) {
    struct S2 a0;
    short a1;
    unsigned int a2;
    unsigned short a3;
    union S3 a4;
    struct S6 a5;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = 683573073;
    memcpy(&a0.m0.m1, "\x58\x61\x12\xfa\x4c\x6f\x0f\x40", 8);
    memcpy(&a0.m0.m2, "\x46\x9e\x41\x02\x95\xa7\xd6\xbf", 8);
    a0.m1 = 213;
    a0.m2.m0[0] = 565900343u;
    a0.m2.m0[1] = 2659389290u;
    a1 = (-11783);
    a2 = 3789071137u;
    a3 = 2205;
    memset(&a4, 0, sizeof a4);
    a4.m0[0] = 16422;
    a4.m0[1] = (-30123);
    memset(&a5, 0, sizeof a5);
    a5.m0[0].m0 = 12699821812778074605ULL;
    memcpy(&a5.m0[0].m1, "\x03\x4f\xa8\xe5\x6e\x89\x9b\xaa\xe9\x3f", 10);
    a5.m0[0].m2 = &g0;
    a5.m0[0].m3 = 786666093u;
    a5.m1 = 120;
    memcpy(&a5.m2.m0, "\x12\x44\xdd\x3f", 4);
    f0(a0, a1, a2, a3, a4, a5);
}

static void call_f1(void) {
    int * a0;
    unsigned int a1;
    struct S9 r;
    a0 = &g1;
    a1 = 4248170988u;
    r = f1(a0, a1);
    ck("f1 return.m0.m0", &r.m0.m0, "\xbc", 1);
    ck("f1 return.m1.m0", &r.m1.m0, "\x1b\x5c", 2);
    ck("f1 return.m1.m1", &r.m1.m1, "\xfd\xb5\x28\x23", 4);
    ck("f1 return.m1.m2", &r.m1.m2, "\xaa\x95\x5a\xcc\x21\xed\xd9\xf2\x80\xbf", 10);
    ck("f1 return.m1.m3[0]", &r.m1.m3[0], "\xfd", 1);
}

static void call_f2(void) {
    unsigned long long a0;
    union S11 a1;
    union S13 a2;
    struct S15 a3;
    a0 = 6594249076318623386ULL;
    memset(&a1, 0, sizeof a1);
    a1.m0[0] = 8929338140667524344LL;
    a1.m0[1] = 1924531755276792159LL;
    a1.m0[2] = 673805153012841035LL;
    memset(&a2, 0, sizeof a2);
    memcpy(&a2.m0.m0, "\x5a\xcd\xc3\x5c\x26\xd5\x76\x81\x82\xbf", 10);
    memset(&a3, 0, sizeof a3);
    a3.m0 = 8078597409483078973UL;
    a3.m1.m0 = (-68);
    a3.m2 = 4014;
    f2(a0, a1, a2, a3);
}

static void layout(void) {
    printf("ARG f0 a0.m0.m1 586112fa4c6f0f40\n");
    printf("ARG f0 a0.m0.m2 469e410295a7d6bf\n");
    printf("ARG f0 a0.m1 d5\n");
    printf("ARG f0 a0.m2.m0[0] 37f4ba21\n");
    printf("ARG f0 a0.m2.m0[1] 6a0f839e\n");
    printf("ARG f0 a1 f9d1\n");
    printf("ARG f0 a2 21a3d8e1\n");
    printf("ARG f0 a3 9d08\n");
    printf("ARG f0 a4.m0[0] 2640\n");
    printf("ARG f0 a4.m0[1] 558a\n");
    printf("ARG f0 a5.m0[0].m0 ed0165f5a6d43eb0\n");
    printf("ARG f0 a5.m0[0].m1 034fa8e56e899baae93f\n");
    printf("ARG f0 a5.m0[0].m3 6d92e32e\n");
    printf("ARG f0 a5.m2.m0 1244dd3f\n");
    printf("ARG f1 a1 ecf135fd\n");
    printf("ARG f1 return.m0.m0 bc\n");
    printf("ARG f1 return.m1.m0 1b5c\n");
    printf("ARG f1 return.m1.m1 fdb52823\n");
    printf("ARG f1 return.m1.m2 aa955acc21edd9f280bf\n");
    printf("ARG f1 return.m1.m3[0] fd\n");
    printf("ARG f2 a0 9a566bda987a835b\n");
    printf("ARG f2 a1.m0[0] f8b4d5b1ba61eb7b\n");
    printf("ARG f2 a1.m0[1] 5f713b506f4fb51a\n");
    printf("ARG f2 a1.m0[2] 4b7a287937d65909\n");
    printf("ARG f2 a2.m0.m0 5acdc35c26d5768182bf\n");
    printf("ARG f2 a3.m0 3d3da1ab8af11c70\n");
    printf("ARG f2 a3.m1.m0 bc\n");
    printf("ARG f2 a3.m2 ae0f\n");
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
