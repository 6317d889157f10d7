/* creduce-rs generator callconv, seed 60144 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned int m0 : 23;
};
struct S1 {
    unsigned long long m0;
    short m1;
    signed char m2;
    unsigned long m3[1];
};
union S2 {
    struct S1 m0;
    int * m1;
};
struct S3 {
    signed char m0;
    long long m1;
};
struct S4 {
    double m0;
    int m1;
};
struct S5 {
    int * m0;
    signed char m1;
    signed int m2 : 14;
    signed int m3 : 21;
};
struct S6 {
    unsigned long m0;
    double m1;
};
struct S7 {
    struct S5 m0;
    struct S6 m1;
    int * m2;
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

union S2 f0(struct S0 a0, signed char a1, double a2, unsigned int a3, int a4);
struct S4 f1(unsigned int a0, struct S3 a1, signed char a2, unsigned long long a3);
void f2(struct S7 a0);

union S2 f0(struct S0 a0, signed char a1, double a2, unsigned int a3, int a4) {
    union S2 r;
    if (a0.m0 != 7673028) { printf("NG f0 a0.m0 expected 7673028 got %lld\n", (long long) a0.m0); ng_count++; }
    ck("f0 a1", &a1, "\x75", 1);
    ck("f0 a2", &a2, "\x9e\x6e\x14\xe9\xfc\xe1\x4a\xbf", 8);
    ck("f0 a3", &a3, "\xb0\x65\xa0\x2d", 4);
    ck("f0 a4", &a4, "\x58\x9a\x3d\xc2", 4);
    memset(&r, 0, sizeof r);
    r.m0.m0 = 15639086646938226046ULL;
    r.m0.m1 = (-18160);
    r.m0.m2 = (-93);
    r.m0.m3[0] = 14040901903626159440UL;
    return r;
}

struct S4 f1(unsigned int a0, struct S3 a1, signed char a2, unsigned long long a3) {
    struct S4 r;
    ck("f1 a0", &a0, "\xbe\xf1\xf6\xea", 4);
    ck("f1 a1.m0", &a1.m0, "\x3e", 1);
    ck("f1 a1.m1", &a1.m1, "\x16\x1f\xee\xac\x70\x9f\xc8\x30", 8);
    ck("f1 a2", &a2, "\x5e", 1);
    ck("f1 a3", &a3, "\x52\xb1\xd8\xfd\x94\xac\xc3\x19", 8);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x74\x07\x71\x38\x82\x51\xc5\x3f", 8);
    r.m1 = (-29929276);
    return r;
}

void f2(struct S7 a0) {
    if (a0.m0.m0 != &g0) { printf("NG f2 a0.m0.m0 pointer\n"); ng_count++; }
    ck("f2 a0.m0.m1", &a0.m0.m1, "\x83", 1);
    if (a0.m0.m2 != (-2791)) { printf("NG f2 a0.m0.m2 expected -2791 got %lld\n", (long long) a0.m0.m2); ng_count++; }
    if (a0.m0.m3 != (-357335)) { printf("NG f2 a0.m0.m3 expected -357335 got %lld\n", (long long) a0.m0.m3); ng_count++; }
    ck("f2 a0.m1.m0", &a0.m1.m0, "\xb3\x92\x0d\x0e\x2d\xc2\xde\xd5", 8);
    ck("f2 a0.m1.m1", &a0.m1.m1, "\x1d\xbf\x88\xd6\xd1\x2c\xdc\x3f", 8);
    if (a0.m2 != &g1) { printf("NG f2 a0.m2 pointer\n"); ng_count++; }
}

static void call_f0(void) {
    struct S0 a0;
    signed char a1;
    double a2;
    unsigned int a3;
    int a4;
    union S2 r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = 7673028;
    a1 = 117;
    memcpy(&a2, "\x9e\x6e\x14\xe9\xfc\xe1\x4a\xbf", 8);
    a3 = 765486512u;
    a4 = (-1036150184);
    r = f0(a0, a1, a2, a3, a4);
    ck("f0 return.m0.m0", &r.m0.m0, "\x7e\xcd\x4e\x2a\x72\x32\x09\xd9", 8);
    ck("f0 return.m0.m1", &r.m0.m1, "\x10\xb9", 2);
    ck("f0 return.m0.m2", &r.m0.m2, "\xa3", 1);
    ck("f0 return.m0.m3[0]", &r.m0.m3[0], "\x50\x45\xbe\xb3\xe3\x4d\xdb\xc2", 8);
}

static void call_f1(void) {
    unsigned int a0;
    struct S3 a1;
    signed char a2;
    unsigned long long a3;
    struct S4 r;
    a0 = 3942052286u;
    memset(&a1, 0, sizeof a1);
    a1.m0 = 62;
    a1.m1 = 3515234815449112342LL;
    a2 = 94;
    a3 = 1856517227320750418ULL;
    r = f1(a0, a1, a2, a3);
    ck("f1 return.m0", &r.m0, "\x74\x07\x71\x38\x82\x51\xc5\x3f", 8);
    ck("f1 return.m1", &r.m1, "\xc4\x50\x37\xfe", 4);
}

static void call_f2(void) {
    struct S7 a0;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = &g0;
    a0.m0.m1 = (-125);
    a0.m0.m2 = (-2791);
    a0.m0.m3 = (-357335);
    a0.m1.m0 = 15410968473673503411UL;
    memcpy(&a0.m1.m1, "\x1d\xbf\x88\xd6\xd1\x2c\xdc\x3f", 8);
    a0.m2 = &g1;
    f2(a0);
}

static void layout(void) {
    printf("ARG f0 a1 75\n");
    printf("ARG f0 a2 9e6e14e9fce14abf\n");
    printf("ARG f0 a3 b065a02d\n");
    printf("ARG f0 a4 589a3dc2\n");
    printf("ARG f0 return.m0.m0 7ecd4e2a723209d9\n");
    printf("ARG f0 return.m0.m1 10b9\n");
    printf("ARG f0 return.m0.m2 a3\n");
    printf("ARG f0 return.m0.m3[0] 5045beb3e34ddbc2\n");
    printf("ARG f1 a0 bef1f6ea\n");
    printf("ARG f1 a1.m0 3e\n");
    printf("ARG f1 a1.m1 161feeac709fc830\n");
    printf("ARG f1 a2 5e\n");
    printf("ARG f1 a3 52b1d8fd94acc319\n");
    printf("ARG f1 return.m0 740771388251c53f\n");
    printf("ARG f1 return.m1 c45037fe\n");
    printf("ARG f2 a0.m0.m1 83\n");
    printf("ARG f2 a0.m1.m0 b3920d0e2dc2ded5\n");
    printf("ARG f2 a0.m1.m1 1dbf88d6d12cdc3f\n");
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
