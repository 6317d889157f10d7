/* creduce-rs generator callconv, seed 60012 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

union S0 {
    unsigned long m0[2];
    signed char m1[2];
    long double m2[3];
    signed char m3;
};
struct S1 {
    union S0 m0;
    short m1;
    int * m2;
};
struct S2 {
    signed int m0 : 17;
};
struct S3 {
    signed int m0 : 9;
    int m1;
    unsigned short m2[3];
};
union S4 {
    long m0;
    struct S2 m1[3];
    struct S3 m2;
};
struct S5 {
    int m0[3];
    int m1;
    short m2[3];
    int m3;
};
struct S6 {
    unsigned int m0 : 13;
    long double m1;
    struct S5 m2;
};
struct S7 {
    signed int m0 : 14;
    unsigned int m1 : 15;
    long m2;
    double m3;
};
union S8 {
    unsigned short m0;
    signed char m1;
    short m2;
};
struct S9 {
    struct S7 m0;
    unsigned long long m1[1];
    union S8 m2;
    signed int m3 : 2;
};
struct S10 {
    unsigned long m0;
    long double m1;
    unsigned char m2;
};
struct S11 {
    unsigned int m0;
    struct S10 m1;
};
struct S12 {
    signed int m0 : 4;
    unsigned int m1;
};
struct S13 {
    long long m0[3];
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

struct S6 f0(struct S1 a0, unsigned short a1, unsigned long long a2, union S4 a3);
void f1(struct S9 a0, unsigned char a1, struct S11 a2, signed char a3, int a4, short a5);
struct S13 f2(struct S12 a0);

struct S6 f0(struct S1 a0, unsigned short a1, unsigned long long a2, union S4 a3) {
    struct S6 r;
    ck("f0 a0.m0.m0[0]", &a0.m0.m0[0], "\xd2\x53\xc7\x23\xe8\x7f\x27\xc8", 8);
    ck("f0 a0.m0.m0[1]", &a0.m0.m0[1], "\x4b\xa4\x7d\xa9\xca\x9c\xa9\x74", 8);
    ck("f0 a0.m1", &a0.m1, "\x96\x63", 2);
    if (a0.m2 != &g0) { printf("NG f0 a0.m2 pointer\n"); ng_count++; }
    ck("f0 a1", &a1, "\xac\xe1", 2);
    ck("f0 a2", &a2, "\x25\x48\x29\x12\xc3\xa9\x45\xeb", 8);
    ck("f0 a3.m0", &a3.m0, "\x74\x54\x9f\x20\x3d\x8e\x9a\xee", 8);
    memset(&r, 0, sizeof r);
    r.m0 = 2922;
    memcpy(&r.m1, "\x95\xfe\xb4\x0c\x99\x5f\xac\x80\x30\x3f", 10);
    r.m2.m0[0] = 1714692284;
    r.m2.m0[1] = 1269451251;
    r.m2.m0[2] = 662571974;
    r.m2.m1 = 518667800;
    r.m2.m2[0] = 28008;
    r.m2.m2[1] = 12970;
    r.m2.m2[2] = (-20292);
    r.m2.m3 = 1930971969;
    return r;
}

void f1(struct S9 a0, unsigned char a1, struct S11 a2, signed char a3, int a4, short a5) {
    if (a0.m0.m0 != (-7312)) { printf("NG f1 a0.m0.m0 expected -7312 got %lld\n", (long long) a0.m0.m0); ng_count++; }
    if (a0.m0.m1 != 6898) { printf("NG f1 a0.m0.m1 expected 6898 got %lld\n", (long long) a0.m0.m1); ng_count++; }
    ck("f1 a0.m0.m2", &a0.m0.m2, "\x48\xbe\x3b\xcd\x3f\xa4\x0c\xb4", 8);
    ck("f1 a0.m0.m3", &a0.m0.m3, "\x9c\x2b\x84\xc4\x6a\xad\x27\xbf", 8);
    ck("f1 a0.m1[0]", &a0.m1[0], "\x93\xa6\x80\xb8\xa2\xb0\xbe\xe4", 8);
    ck("f1 a0.m2.m0", &a0.m2.m0, "\x04\x0f", 2);
    if (a0.m3 != 1) { printf("NG f1 a0.m3 expected 1 got %lld\n", (long long) a0.m3); ng_count++; }
    ck("f1 a1", &a1, "\x91", 1);
    ck("f1 a2.m0", &a2.m0, "\xc5\xf2\xf9\xdd", 4);
    ck("f1 a2.m1.m0", &a2.m1.m0, "\x0c\x01\xdd\x77\x26\xfb\xed\x46", 8);
    ck("f1 a2.m1.m1", &a2.m1.m1, "\x86\xa6\xda\x49\x60\x72\x96\x80\x54\xbf", 10);
    ck("f1 a2.m1.m2", &a2.m1.m2, "\xba", 1);
    ck("f1 a3", &a3, "\xe6", 1);
    ck("f1 a4", &a4, "\xd7\x6a\x22\x66", 4);
    ck("f1 a5", &a5, "\x67\x51", 2);
}

struct S13 f2(struct S12 a0) {
    struct S13 r;
    if (a0.m0 != (-4)) { printf("NG f2 a0.m0 expected -4 got %lld\n", (long long) a0.m0); ng_count++; }
    ck("f2 a0.m1", &a0.m1, "\x38\x4d\x04\x1b", 4);
    memset(&r, 0, sizeof r);
    r.m0[0] = 3671609764923639155LL;
    r.m0[1] = 4863995596662185546LL;
    r.m0[2] = 1345357178529409245LL;
    return r;
}

static void call_f0(void) {
    struct S1 a0;
    unsigned short a1;
    unsigned long long a2;
    union S4 a3;
    struct S6 r;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0[0] = 14422636966686708690UL;
    a0.m0.m0[1] = 8406422573704651851UL;
    a0.m1 = 25494;
    a0.m2 = &g0;
    a1 = 57772;
    a2 = 16953143027594512421ULL;
    memset(&a3, 0, sizeof a3);
    a3.m0 = (-1253533153077799820L);
    r = f0(a0, a1, a2, a3);
    if (r.m0 != 2922) { printf("NG f0 return.m0 expected 2922 got %lld\n", (long long) r.m0); ng_count++; }
    ck("f0 return.m1", &r.m1, "\x95\xfe\xb4\x0c\x99\x5f\xac\x80\x30\x3f", 10);
    ck("f0 return.m2.m0[0]", &r.m2.m0[0], "\xbc\x20\x34\x66", 4);
    ck("f0 return.m2.m0[1]", &r.m2.m0[1], "\xf3\x49\xaa\x4b", 4);
    ck("f0 return.m2.m0[2]", &r.m2.m0[2], "\xc6\x0b\x7e\x27", 4);
    ck("f0 return.m2.m1", &r.m2.m1, "\x18\x3e\xea\x1e", 4);
    ck("f0 return.m2.m2[0]", &r.m2.m2[0], "\x68\x6d", 2);
    ck("f0 return.m2.m2[1]", &r.m2.m2[1], "\xaa\x32", 2);
    ck("f0 return.m2.m2[2]", &r.m2.m2[2], "\xbc\xb0", 2);
    ck("f0 return.m2.m3", &r.m2.m3, "\x41\x4b\x18\x73", 4);
}

static void call_f1(void) {
    struct S9 a0;
    unsigned char a1;
    struct S11 a2;
    signed char a3;
    int a4;
    short a5;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = (-7312);
    a0.m0.m1 = 6898;
    a0.m0.m2 = (-5472818853228855736L);
    memcpy(&a0.m0.m3, "\x9c\x2b\x84\xc4\x6a\xad\x27\xbf", 8);
    a0.m1[0] = 16482805899149223571ULL;
    a0.m2.m0 = 3844;
    a0.m3 = 1;
    a1 = 145;
    memset(&a2, 0, sizeof a2);
    a2.m0 = 3724145349u;
    a2.m1.m0 = 5111017294773682444UL;
    memcpy(&a2.m1.m1, "\x86\xa6\xda\x49\x60\x72\x96\x80\x54\xbf", 10);
    a2.m1.m2 = 186;
    a3 = (-26);
    a4 = 1713531607;
    a5 = 20839;
    f1(a0, a1, a2, a3, a4, a5);
}

static void call_f2(void) {
    struct S12 a0;
    struct S13 r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = (-4);
    a0.m1 = 453266744u;
    r = f2(a0);
    ck("f2 return.m0[0]", &r.m0[0], "\x73\x05\x21\xd0\xa0\x2d\xf4\x32", 8);
    ck("f2 return.m0[1]", &r.m0[1], "\x4a\x1e\x1d\x80\x39\x62\x80\x43", 8);
    ck("f2 return.m0[2]", &r.m0[2], "\xdd\x68\x44\xd2\x39\xab\xab\x12", 8);
}

static void layout(void) {
    printf("ARG f0 a0.m0.m0[0] d253c723e87f27c8\n");
    printf("ARG f0 a0.m0.m0[1] 4ba47da9ca9ca974\n");
    printf("ARG f0 a0.m1 9663\n");
    printf("ARG f0 a1 ace1\n");
    printf("ARG f0 a2 25482912c3a945eb\n");
    printf("ARG f0 a3.m0 74549f203d8e9aee\n");
    printf("ARG f0 return.m1 95feb40c995fac80303f\n");
    printf("ARG f0 return.m2.m0[0] bc203466\n");
    printf("ARG f0 return.m2.m0[1] f349aa4b\n");
    printf("ARG f0 return.m2.m0[2] c60b7e27\n");
    printf("ARG f0 return.m2.m1 183eea1e\n");
    printf("ARG f0 return.m2.m2[0] 686d\n");
    printf("ARG f0 return.m2.m2[1] aa32\n");
    printf("ARG f0 return.m2.m2[2] bcb0\n");
    printf("ARG f0 return.m2.m3 414b1873\n");
    printf("ARG f1 a0.m0.m2 48be3bcd3fa40cb4\n");
    printf("ARG f1 a0.m0.m3 9c2b84c46aad27bf\n");
    printf("ARG f1 a0.m1[0] 93a680b8a2b0bee4\n");
    printf("ARG f1 a0.m2.m0 040f\n");
    printf("ARG f1 a1 91\n");
    printf("ARG f1 a2.m0 c5f2f9dd\n");
    printf("ARG f1 a2.m1.m0 0c01dd7726fbed46\n");
    printf("ARG f1 a2.m1.m1 86a6da496072968054bf\n");
    printf("ARG f1 a2.m1.m2 ba\n");
    printf("ARG f1 a3 e6\n");
    printf("ARG f1 a4 d76a2266\n");
    printf("ARG f1 a5 6751\n");
    printf("ARG f2 a0.m1 384d041b\n");
    printf("ARG f2 return.m0[0] 730521d0a02df432\n");
    printf("ARG f2 return.m0[1] 4a1e1d8039628043\n");
    printf("ARG f2 return.m0[2] dd6844d239abab12\n");
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
