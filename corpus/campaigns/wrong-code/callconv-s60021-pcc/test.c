/* creduce-rs generator callconv, seed 60021 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned int m0 : 3;
    double m1;
    int * m2;
};
struct S1 {
    struct S0 m0;
    int * m1;
};
struct S2 {
    unsigned int m0;
    long m1;
};
union S3 {
    long m0;
    long double m1[2];
    signed char m2;
    float m3;
};
struct S4 {
    union S3 m0;
    long long m1;
    unsigned short m2;
};
struct S5 {
    long double m0;
    unsigned int m1;
    unsigned long m2[3];
};
struct S6 {
    unsigned short m0;
    unsigned short m1;
    long double m2;
    long long m3;
};
struct S7 {
    long m0[2];
    struct S5 m1[2];
    struct S6 m2[1];
};
union S8 {
    unsigned int m0;
    int m1;
    unsigned long m2;
};
union S9 {
    union S8 m0;
    signed char m1;
};
struct S10 {
    int m0;
    unsigned long long m1;
    signed int m2 : 31;
};
struct S11 {
    struct S10 m0;
};
union S12 {
    unsigned char m0;
    short m1[2];
    unsigned long m2;
};
struct S13 {
    signed int m0 : 3;
    unsigned int m1 : 8;
    unsigned int m2 : 25;
    union S12 m3;
};
union S14 {
    unsigned short m0;
    int * m1;
    long double m2[1];
    unsigned long m3;
};
struct S15 {
    long m0[3];
    union S14 m1;
};
struct S16 {
    short m0;
    unsigned long long m1;
    long double m2;
    short m3;
};
struct S17 {
    double m0;
};
struct S18 {
    short m0;
    long double m1;
    short m2;
};
struct S19 {
    unsigned int m0 : 18;
    struct S17 m1;
    struct S18 m2;
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

int ng_count;
int g0;
int g1;

struct S1 f0(double a0);
union S9 f1(struct S2 a0, long long a1, struct S4 a2, long a3, struct S7 a4);
void f2(float a0, struct S11 a1, struct S13 a2, struct S15 a3, struct S16 a4, struct S19 a5);

struct S1 f0(double a0) {
    struct S1 r;
    ck("f0 a0", &a0, "\x7d\x20\xad\x70\x16\x41\x80\xbf", 8);
    memset(&r, 0, sizeof r);
    r.m0.m0 = 1;
    memcpy(&r.m0.m1, "\x45\x7e\xec\x94\x59\x90\xa3\x3f", 8);
    r.m0.m2 = &g0;
    r.m1 = &g1;
    return r;
}

union S9 f1(struct S2 a0, long long a1, struct S4 a2, long a3, struct S7 a4) {
    union S9 r;
    ck("f1 a0.m0", &a0.m0, "\xcc\xe9\x19\x72", 4);
    ck("f1 a0.m1", &a0.m1, "\x6e\x0e\xb3\xc9\xc6\xeb\x7d\x88", 8);
    ck("f1 a1", &a1, "\xc9\xae\xf0\x10\x71\xb4\xea\x35", 8);
    ck("f1 a2.m0.m0", &a2.m0.m0, "\x69\xb9\xb9\xef\x5d\x46\x93\x03", 8);
    ck("f1 a2.m1", &a2.m1, "\xe9\x33\x43\x84\xbc\x8d\xfa\x38", 8);
    ck("f1 a2.m2", &a2.m2, "\xa9\x7a", 2);
    ck("f1 a3", &a3, "\xe2\xde\x88\x88\x4a\x41\x08\x4c", 8);
    ck("f1 a4.m0[0]", &a4.m0[0], "\x96\x4c\x7e\x99\xc6\x75\x7a\xe8", 8);
    ck("f1 a4.m0[1]", &a4.m0[1], "\x54\x36\x01\xe0\x72\xa6\x11\x42", 8);
    ck("f1 a4.m1[0].m0", &a4.m1[0].m0, "\x29\xb6\xe1\x48\x99\x9a\x42\xc7\x93\xbf", 10);
    ck("f1 a4.m1[0].m1", &a4.m1[0].m1, "\xa9\xcc\x20\xcd", 4);
    ck("f1 a4.m1[0].m2[0]", &a4.m1[0].m2[0], "\xc1\x82\x66\xd9\xf9\x97\x4d\x94", 8);
    ck("f1 a4.m1[0].m2[1]", &a4.m1[0].m2[1], "\x69\x04\xb9\x66\xa4\x60\xf8\x19", 8);
    ck("f1 a4.m1[0].m2[2]", &a4.m1[0].m2[2], "\xd1\x61\xc8\xf2\xa7\xb3\xd7\x65", 8);
    ck("f1 a4.m1[1].m0", &a4.m1[1].m0, "\x7b\x6c\x4c\x01\x75\x0f\x41\x88\x9c\x3f", 10);
    ck("f1 a4.m1[1].m1", &a4.m1[1].m1, "\x0f\x1f\x9e\xd1", 4);
    ck("f1 a4.m1[1].m2[0]", &a4.m1[1].m2[0], "\x09\x29\xcb\x3a\xea\xaf\x5d\xcd", 8);
    ck("f1 a4.m1[1].m2[1]", &a4.m1[1].m2[1], "\xa6\x98\xa7\xd8\xfe\x2b\x20\x23", 8);
    ck("f1 a4.m1[1].m2[2]", &a4.m1[1].m2[2], "\x06\xb0\x16\xb8\xf8\x4a\x2c\xc6", 8);
    ck("f1 a4.m2[0].m0", &a4.m2[0].m0, "\xac\xb7", 2);
    ck("f1 a4.m2[0].m1", &a4.m2[0].m1, "\xb9\xd4", 2);
    ck("f1 a4.m2[0].m2", &a4.m2[0].m2, "\x57\xc6\x1a\x29\x5d\x6c\x20\x87\x64\x3f", 10);
    ck("f1 a4.m2[0].m3", &a4.m2[0].m3, "\x64\x08\x5d\x59\x68\x64\xaf\x6f", 8);
    memset(&r, 0, sizeof r);
    r.m0.m0 = 439234341u;
    return r;
}

void f2(float a0, struct S11 a1, struct S13 a2, struct S15 a3, struct S16 a4, struct S19 a5) {
    ck("f2 a0", &a0, "\xcd\x05\xed\xbf", 4);
    ck("f2 a1.m0.m0", &a1.m0.m0, "\xf0\xe2\x75\xc9", 4);
    ck("f2 a1.m0.m1", &a1.m0.m1, "\x4f\x04\xc1\x63\xcf\xc5\xbe\xd5", 8);
    if (a1.m0.m2 != (-831969756)) { printf("NG f2 a1.m0.m2 expected -831969756 got %lld\n", (long long) a1.m0.m2); ng_count++; }
    if (a2.m0 != (-1)) { printf("NG f2 a2.m0 expected -1 got %lld\n", (long long) a2.m0); ng_count++; }
    if (a2.m1 != 211) { printf("NG f2 a2.m1 expected 211 got %lld\n", (long long) a2.m1); ng_count++; }
    if (a2.m2 != 18090526) { printf("NG f2 a2.m2 expected 18090526 got %lld\n", (long long) a2.m2); ng_count++; }
    ck("f2 a2.m3.m0", &a2.m3.m0, "\x27", 1);
    ck("f2 a3.m0[0]", &a3.m0[0], "\x98\x8f\x23\xee\xe1\x39\xcb\x0c", 8);
    ck("f2 a3.m0[1]", &a3.m0[1], "\x8c\x29\x24\x7d\x76\xea\x16\x7c", 8);
    ck("f2 a3.m0[2]", &a3.m0[2], "\xcd\x19\xe2\x3d\xa3\xd8\xdc\xbf", 8);
    ck("f2 a3.m1.m0", &a3.m1.m0, "\x33\xcb", 2);
    ck("f2 a4.m0", &a4.m0, "\x7d\x03", 2);
    ck("f2 a4.m1", &a4.m1, "\xa0\x75\xb1\x36\x49\x5e\xcf\xf9", 8);
    ck("f2 a4.m2", &a4.m2, "\xc6\xc6\x23\xa6\x79\xb9\x3b\x80\xf6\xbf", 10);
    ck("f2 a4.m3", &a4.m3, "\x9f\x21", 2);
    if (a5.m0 != 99503) { printf("NG f2 a5.m0 expected 99503 got %lld\n", (long long) a5.m0); ng_count++; }
    ck("f2 a5.m1.m0", &a5.m1.m0, "\x5f\x94\x95\xf4\x1c\x5f\x8f\x3f", 8);
    ck("f2 a5.m2.m0", &a5.m2.m0, "\xce\x38", 2);
    ck("f2 a5.m2.m1", &a5.m2.m1, "\x63\x01\x06\x9f\xf9\xb6\xa9\xdc\xcb\x3f", 10);
    ck("f2 a5.m2.m2", &a5.m2.m2, "\x7d\xa1", 2);
    ck("f2 a5.m3", &a5.m3, "\xf4\x92\x94\x5a\xe9\x95\xb3\x43", 8);
}

static void call_f0(void) {
    double a0;
    struct S1 r;
    memcpy(&a0, "\x7d\x20\xad\x70\x16\x41\x80\xbf", 8);
    r = f0(a0);
    if (r.m0.m0 != 1) { printf("NG f0 return.m0.m0 expected 1 got %lld\n", (long long) r.m0.m0); ng_count++; }
    ck("f0 return.m0.m1", &r.m0.m1, "\x45\x7e\xec\x94\x59\x90\xa3\x3f", 8);
    if (r.m0.m2 != &g0) { printf("NG f0 return.m0.m2 pointer\n"); ng_count++; }
    if (r.m1 != &g1) { printf("NG f0 return.m1 pointer\n"); ng_count++; }
}

static void call_f1(void) {
    struct S2 a0;
    long long a1;
    struct S4 a2;
    long a3;
    struct S7 a4;
    union S9 r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = 1914300876u;
    a0.m1 = (-8611467673442513298L);
    a1 = 3885116026268987081LL;
    memset(&a2, 0, sizeof a2);
    a2.m0.m0 = 257626972958079337L;
    a2.m1 = 4105749851113993193LL;
    a2.m2 = 31401;
    a3 = 5478700735070265058L;
    memset(&a4, 0, sizeof a4);
    a4.m0[0] = (-1694912813912404842L);
    a4.m0[1] = 4760769293421983316L;
    memcpy(&a4.m1[0].m0, "\x29\xb6\xe1\x48\x99\x9a\x42\xc7\x93\xbf", 10);
    a4.m1[0].m1 = 3441478825u;
    a4.m1[0].m2[0] = 10686364590170079937UL;
    a4.m1[0].m2[1] = 1871351904386745449UL;
    a4.m1[0].m2[2] = 7338531651737641425UL;
    memcpy(&a4.m1[1].m0, "\x7b\x6c\x4c\x01\x75\x0f\x41\x88\x9c\x3f", 10);
    a4.m1[1].m1 = 3516800783u;
    a4.m1[1].m2[0] = 14798177371152918793UL;
    a4.m1[1].m2[1] = 2531071364138768550UL;
    a4.m1[1].m2[2] = 14279870950585839622UL;
    a4.m2[0].m0 = 47020;
    a4.m2[0].m1 = 54457;
    memcpy(&a4.m2[0].m2, "\x57\xc6\x1a\x29\x5d\x6c\x20\x87\x64\x3f", 10);
    a4.m2[0].m3 = 8047761458473011300LL;
    r = f1(a0, a1, a2, a3, a4);
    ck("f1 return.m0.m0", &r.m0.m0, "\x25\x2f\x2e\x1a", 4);
}

static void call_f2(void) {
    float a0;
    struct S11 a1;
    struct S13 a2;
    struct S15 a3;
    struct S16 a4;
    struct S19 a5;
    memcpy(&a0, "\xcd\x05\xed\xbf", 4);
    memset(&a1, 0, sizeof a1);
    a1.m0.m0 = (-915021072);
    a1.m0.m1 = 15401965270176171087ULL;
    a1.m0.m2 = (-831969756);
    memset(&a2, 0, sizeof a2);
    a2.m0 = (-1);
    a2.m1 = 211;
    a2.m2 = 18090526;
    a2.m3.m0 = 39;
    memset(&a3, 0, sizeof a3);
    a3.m0[0] = 921894191253131160L;
    a3.m0[1] = 8941591904817260940L;
    a3.m0[2] = (-4621580921959474739L);
    a3.m1.m0 = 52019;
    memset(&a4, 0, sizeof a4);
    a4.m0 = 893;
    a4.m1 = 18000709904166385056ULL;
    memcpy(&a4.m2, "\xc6\xc6\x23\xa6\x79\xb9\x3b\x80\xf6\xbf", 10);
    a4.m3 = 8607;
    memset(&a5, 0, sizeof a5);
    a5.m0 = 99503;
    memcpy(&a5.m1.m0, "\x5f\x94\x95\xf4\x1c\x5f\x8f\x3f", 8);
    a5.m2.m0 = 14542;
    memcpy(&a5.m2.m1, "\x63\x01\x06\x9f\xf9\xb6\xa9\xdc\xcb\x3f", 10);
    a5.m2.m2 = (-24195);
    a5.m3 = 4878407650851984116UL;
    f2(a0, a1, a2, a3, a4, a5);
}

static void layout(void) {
    printf("ARG f0 a0 7d20ad70164180bf\n");
    printf("ARG f0 return.m0.m1 457eec945990a33f\n");
    printf("ARG f1 a0.m0 cce91972\n");
    printf("ARG f1 a0.m1 6e0eb3c9c6eb7d88\n");
    printf("ARG f1 a1 c9aef01071b4ea35\n");
    printf("ARG f1 a2.m0.m0 69b9b9ef5d469303\n");
    printf("ARG f1 a2.m1 e9334384bc8dfa38\n");
    printf("ARG f1 a2.m2 a97a\n");
    printf("ARG f1 a3 e2de88884a41084c\n");
    printf("ARG f1 a4.m0[0] 964c7e99c6757ae8\n");
    printf("ARG f1 a4.m0[1] 543601e072a61142\n");
    printf("ARG f1 a4.m1[0].m0 29b6e148999a42c793bf\n");
    printf("ARG f1 a4.m1[0].m1 a9cc20cd\n");
    printf("ARG f1 a4.m1[0].m2[0] c18266d9f9974d94\n");
    printf("ARG f1 a4.m1[0].m2[1] 6904b966a460f819\n");
    printf("ARG f1 a4.m1[0].m2[2] d161c8f2a7b3d765\n");
    printf("ARG f1 a4.m1[1].m0 7b6c4c01750f41889c3f\n");
    printf("ARG f1 a4.m1[1].m1 0f1f9ed1\n");
    printf("ARG f1 a4.m1[1].m2[0] 0929cb3aeaaf5dcd\n");
    printf("ARG f1 a4.m1[1].m2[1] a698a7d8fe2b2023\n");
    printf("ARG f1 a4.m1[1].m2[2] 06b016b8f84a2cc6\n");
    printf("ARG f1 a4.m2[0].m0 acb7\n");
    printf("ARG f1 a4.m2[0].m1 b9d4\n");
    printf("ARG f1 a4.m2[0].m2 57c61a295d6c2087643f\n");
    printf("ARG f1 a4.m2[0].m3 64085d596864af6f\n");
    printf("ARG f1 return.m0.m0 252f2e1a\n");
    printf("ARG f2 a0 cd05edbf\n");
    printf("ARG f2 a1.m0.m0 f0e275c9\n");
    printf("ARG f2 a1.m0.m1 4f04c163cfc5bed5\n");
    printf("ARG f2 a2.m3.m0 27\n");
    printf("ARG f2 a3.m0[0] 988f23eee139cb0c\n");
    printf("ARG f2 a3.m0[1] 8c29247d76ea167c\n");
    printf("ARG f2 a3.m0[2] cd19e23da3d8dcbf\n");
    printf("ARG f2 a3.m1.m0 33cb\n");
    printf("ARG f2 a4.m0 7d03\n");
    printf("ARG f2 a4.m1 a075b136495ecff9\n");
    printf("ARG f2 a4.m2 c6c623a679b93b80f6bf\n");
    printf("ARG f2 a4.m3 9f21\n");
    printf("ARG f2 a5.m1.m0 5f9495f41c5f8f3f\n");
    printf("ARG f2 a5.m2.m0 ce38\n");
    printf("ARG f2 a5.m2.m1 6301069ff9b6a9dccb3f\n");
    printf("ARG f2 a5.m2.m2 7da1\n");
    printf("ARG f2 a5.m3 f492945ae995b343\n");
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
