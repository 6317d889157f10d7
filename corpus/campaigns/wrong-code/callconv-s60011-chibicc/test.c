/* creduce-rs generator callconv, seed 60011 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned char m0;
    unsigned int m1;
};
struct S1 {
    unsigned short m0;
};
struct S2 {
    struct S1 m0;
};
union S3 {
    unsigned char m0;
};
struct S4 {
    signed int m0 : 7;
    unsigned short m1;
};
union S5 {
    float m0[1];
};
struct S6 {
    unsigned int m0 : 17;
    long m1;
    int * m2;
};
union S7 {
    short m0[1];
    unsigned int m1;
    int * m2;
    unsigned int m3;
};
struct S8 {
    signed char m0;
    struct S6 m1;
    union S7 m2;
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

void f0(unsigned short a0, short a1, int a2);
signed char f1(int a0, struct S0 a1, unsigned int a2);
struct S8 f2(struct S2 a0, unsigned short a1, union S3 a2, struct S4 a3, union S5 a4);

void f0(unsigned short a0, short a1, int a2) {
    ck("f0 a0", &a0, "\xd5\xbe", 2);
    ck("f0 a1", &a1, "\xda\x34", 2);
    ck("f0 a2", &a2, "\x4c\xac\xbe\xfc", 4);
}

signed char f1(int a0, struct S0 a1, unsigned int a2) {
    signed char r;
    ck("f1 a0", &a0, "\x6b\x2c\xaa\x7f", 4);
    ck("f1 a1.m0", &a1.m0, "\x21", 1);
    ck("f1 a1.m1", &a1.m1, "\x01\x18\x30\x01", 4);
    ck("f1 a2", &a2, "\x52\xbd\x21\xcb", 4);
    r = 49;
    return r;
}

struct S8 f2(struct S2 a0, unsigned short a1, union S3 a2, struct S4 a3, union S5 a4) {
    struct S8 r;
    ck("f2 a0.m0.m0", &a0.m0.m0, "\xf7\x8e", 2);
    ck("f2 a1", &a1, "\x7f\x2a", 2);
    ck("f2 a2.m0", &a2.m0, "\x7f", 1);
    if (a3.m0 != 18) { printf("NG f2 a3.m0 expected 18 got %lld\n", (long long) a3.m0); ng_count++; }
    ck("f2 a3.m1", &a3.m1, "\x02\x6d", 2);
    ck("f2 a4.m0[0]", &a4.m0[0], "\xd7\x2f\x01\x3f", 4);
    memset(&r, 0, sizeof r);
    r.m0 = (-90);
    r.m1.m0 = 1837;
    r.m1.m1 = 2602055126050280240L;
    r.m1.m2 = &g0;
    r.m2.m0[0] = (-28173);
    return r;
}

static void call_f0(void) {
    unsigned short a0;
    short a1;
    int a2;
    a0 = 48853;
    a1 = 13530;
    a2 = (-54612916);
    f0(a0, a1, a2);
}

static void call_f1(void) {
    int a0;
    struct S0 a1;
    unsigned int a2;
    signed char r;
    a0 = 2141858923;
    memset(&a1, 0, sizeof a1);
    a1.m0 = 33;
    a1.m1 = 19929089u;
    a2 = 3407986002u;
    r = f1(a0, a1, a2);
    ck("f1 return", &r, "\x31", 1);
}

static void call_f2(void) {
    struct S2 a0;
    unsigned short a1;
    union S3 a2;
    struct S4 a3;
    union S5 a4;
    struct S8 r;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = 36599;
    a1 = 10879;
    memset(&a2, 0, sizeof a2);
    a2.m0 = 127;
    memset(&a3, 0, sizeof a3);
    a3.m0 = 18;
    a3.m1 = 27906;
    memset(&a4, 0, sizeof a4);
    memcpy(&a4.m0[0], "\xd7\x2f\x01\x3f", 4);
    r = f2(a0, a1, a2, a3, a4);
    ck("f2 return.m0", &r.m0, "\xa6", 1);
    if (r.m1.m0 != 1837) { printf("NG f2 return.m1.m0 expected 1837 got %lld\n", (long long) r.m1.m0); ng_count++; }
    ck("f2 return.m1.m1", &r.m1.m1, "\x30\x13\x36\xd2\x59\x5b\x1c\x24", 8);
    if (r.m1.m2 != &g0) { printf("NG f2 return.m1.m2 pointer\n"); ng_count++; }
    ck("f2 return.m2.m0[0]", &r.m2.m0[0], "\xf3\x91", 2);
}

static void layout(void) {
    printf("ARG f0 a0 d5be\n");
    printf("ARG f0 a1 da34\n");
    printf("ARG f0 a2 4cacbefc\n");
    printf("ARG f1 a0 6b2caa7f\n");
    printf("ARG f1 a1.m0 21\n");
    printf("ARG f1 a1.m1 01183001\n");
    printf("ARG f1 a2 52bd21cb\n");
    printf("ARG f1 return 31\n");
    printf("ARG f2 a0.m0.m0 f78e\n");
    printf("ARG f2 a1 7f2a\n");
    printf("ARG f2 a2.m0 7f\n");
    printf("ARG f2 a3.m1 026d\n");
    printf("ARG f2 a4.m0[0] d72f013f\n");
    printf("ARG f2 return.m0 a6\n");
    printf("ARG f2 return.m1.m1 301336d2595b1c24\n");
    printf("ARG f2 return.m2.m0[0] f391\n");
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
