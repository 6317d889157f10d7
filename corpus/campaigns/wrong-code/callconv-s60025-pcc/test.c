/* creduce-rs generator callconv, seed 60025 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    signed int m0 : 25;
};
struct S1 {
    long double m0;
    long m1;
    struct S0 m2;
};
struct S2 {
    long long m0;
    unsigned long long m1;
    unsigned long m2;
};
struct S3 {
    int m0[2];
    unsigned int m1 : 14;
    struct S2 m2;
    long double m3[1];
};
struct S4 {
    unsigned long m0;
    unsigned int m1;
};
struct S5 {
    float m0;
    signed int m1 : 17;
    unsigned long m2;
    signed char m3;
};
union S6 {
    short m0;
    unsigned short m1;
};
struct S7 {
    int * m0;
    struct S5 m1;
    short m2;
    union S6 m3[1];
};
struct S8 {
    double m0;
};
union S9 {
    long long m0;
};
struct S10 {
    struct S8 m0;
    short m1;
    union S9 m2;
};
union S11 {
    float m0;
    long double m1[3];
};
union S12 {
    union S11 m0;
    double m1;
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

long long f0(struct S1 a0, unsigned short a1, int * a2, int a3, int a4, unsigned long a5);
void f1(struct S3 a0, unsigned long long a1, unsigned long a2, struct S4 a3, struct S7 a4, short a5);
void f2(struct S10 a0, long a1, unsigned long long a2, union S12 a3);

long long f0(struct S1 a0, unsigned short a1, int * a2, int a3, int a4, unsigned long a5) {
    long long r;
    ck("f0 a0.m0", &a0.m0, "\x95\x09\xd6\x78\x15\x70\x77\x80\xa8\x3f", 10);
    ck("f0 a0.m1", &a0.m1, "\x99\x6c\x99\xc2\x2b\x5c\x3b\xb0", 8);
    if (a0.m2.m0 != 4919479) { printf("NG f0 a0.m2.m0 expected 4919479 got %lld\n", (long long) a0.m2.m0); ng_count++; }
    ck("f0 a1", &a1, "\xd2\xd5", 2);
    if (a2 != &g0) { printf("NG f0 a2 pointer\n"); ng_count++; }
    ck("f0 a3", &a3, "\x95\x19\x77\x40", 4);
    ck("f0 a4", &a4, "\x96\x46\xf6\x3c", 4);
    ck("f0 a5", &a5, "\x2c\x9a\xba\xfc\x0d\x26\xc7\xd2", 8);
    r = 6226619829976787952LL;
    return r;
}

void f1(struct S3 a0, unsigned long long a1, unsigned long a2, struct S4 a3, struct S7 a4, short a5) {
    ck("f1 a0.m0[0]", &a0.m0[0], "\x9b\x22\xdd\xed", 4);
    ck("f1 a0.m0[1]", &a0.m0[1], "\xea\x2a\xf3\x7a", 4);
    if (a0.m1 != 2525) { printf("NG f1 a0.m1 expected 2525 got %lld\n", (long long) a0.m1); ng_count++; }
    ck("f1 a0.m2.m0", &a0.m2.m0, "\x3d\x49\x12\x5a\x01\x15\x1c\xb5", 8);
    ck("f1 a0.m2.m1", &a0.m2.m1, "\x8c\xdd\x2e\x57\x4e\x24\x7a\x51", 8);
    ck("f1 a0.m2.m2", &a0.m2.m2, "\x8e\x4c\x4e\x97\x7b\x4d\x88\xf0", 8);
    ck("f1 a0.m3[0]", &a0.m3[0], "\x78\x9e\xc9\x47\x6b\xef\x63\x80\x44\xbf", 10);
    ck("f1 a1", &a1, "\x60\xfc\x81\x82\xe6\xcd\x89\x6e", 8);
    ck("f1 a2", &a2, "\x54\x9d\x45\x52\x55\x78\xa9\xc6", 8);
    ck("f1 a3.m0", &a3.m0, "\xf2\x91\xc6\x55\x17\x4f\xd9\xf3", 8);
    ck("f1 a3.m1", &a3.m1, "\xd8\x86\x6c\x54", 4);
    if (a4.m0 != &g1) { printf("NG f1 a4.m0 pointer\n"); ng_count++; }
    ck("f1 a4.m1.m0", &a4.m1.m0, "\x5c\xec\xcc\x3f", 4);
    if (a4.m1.m1 != 47336) { printf("NG f1 a4.m1.m1 expected 47336 got %lld\n", (long long) a4.m1.m1); ng_count++; }
    ck("f1 a4.m1.m2", &a4.m1.m2, "\x65\xce\x09\xbe\x15\x4d\x63\x15", 8);
    ck("f1 a4.m1.m3", &a4.m1.m3, "\x52", 1);
    ck("f1 a4.m2", &a4.m2, "\x84\xc4", 2);
    ck("f1 a4.m3[0].m0", &a4.m3[0].m0, "\x54\x14", 2);
    ck("f1 a5", &a5, "\xf5\x17", 2);
}

void f2(struct S10 a0, long a1, unsigned long long a2, union S12 a3) {
    ck("f2 a0.m0.m0", &a0.m0.m0, "\x85\x53\xe5\xbb\xaf\x7c\x97\xbf", 8);
    ck("f2 a0.m1", &a0.m1, "\xf0\x6c", 2);
    ck("f2 a0.m2.m0", &a0.m2.m0, "\xe5\x89\x75\x81\x3a\x3c\x3c\xa7", 8);
    ck("f2 a1", &a1, "\xfb\x8a\xf8\x1d\x87\xc3\x90\xf8", 8);
    ck("f2 a2", &a2, "\xf0\xc5\xcc\x28\xd2\x53\x8e\xec", 8);
    ck("f2 a3.m0.m0", &a3.m0.m0, "\x3b\x85\x05\x3f", 4);
}

static void call_f0(void) {
    struct S1 a0;
    unsigned short a1;
    int * a2;
    int a3;
    int a4;
    unsigned long a5;
    long long r;
    memset(&a0, 0, sizeof a0);
    memcpy(&a0.m0, "\x95\x09\xd6\x78\x15\x70\x77\x80\xa8\x3f", 10);
    a0.m1 = (-5747899156390122343L);
    a0.m2.m0 = 4919479;
    a1 = 54738;
    a2 = &g0;
    a3 = 1081547157;
    a4 = 1022772886;
    a5 = 15188150109846805036UL;
    r = f0(a0, a1, a2, a3, a4, a5);
    ck("f0 return", &r, "\xf0\x6b\x2b\xcd\xbe\x65\x69\x56", 8);
}

static void call_f1(void) {
    struct S3 a0;
    unsigned long long a1;
    unsigned long a2;
    struct S4 a3;
    struct S7 a4;
    short a5;
    memset(&a0, 0, sizeof a0);
    a0.m0[0] = (-304274789);
    a0.m0[1] = 2062756586;
    a0.m1 = 2525;
    a0.m2.m0 = (-5396415157946398403LL);
    a0.m2.m1 = 5871044983119601036ULL;
    a0.m2.m2 = 17332188359150161038UL;
    memcpy(&a0.m3[0], "\x78\x9e\xc9\x47\x6b\xef\x63\x80\x44\xbf", 10);
    a1 = 7965123805897161824ULL;
    a2 = 14315105198421679444UL;
    memset(&a3, 0, sizeof a3);
    a3.m0 = 17571162382804619762UL;
    a3.m1 = 1416398552u;
    memset(&a4, 0, sizeof a4);
    a4.m0 = &g1;
    memcpy(&a4.m1.m0, "\x5c\xec\xcc\x3f", 4);
    a4.m1.m1 = 47336;
    a4.m1.m2 = 1541160253268807269UL;
    a4.m1.m3 = 82;
    a4.m2 = (-15228);
    a4.m3[0].m0 = 5204;
    a5 = 6133;
    f1(a0, a1, a2, a3, a4, a5);
}

static void call_f2(void) {
    struct S10 a0;
    long a1;
    unsigned long long a2;
    union S12 a3;
    memset(&a0, 0, sizeof a0);
    memcpy(&a0.m0.m0, "\x85\x53\xe5\xbb\xaf\x7c\x97\xbf", 8);
    a0.m1 = 27888;
    a0.m2.m0 = (-6396171148795213339LL);
    a1 = (-535713370566259973L);
    a2 = 17045653801736652272ULL;
    memset(&a3, 0, sizeof a3);
    memcpy(&a3.m0.m0, "\x3b\x85\x05\x3f", 4);
    f2(a0, a1, a2, a3);
}

static void layout(void) {
    printf("ARG f0 a0.m0 9509d67815707780a83f\n");
    printf("ARG f0 a0.m1 996c99c22b5c3bb0\n");
    printf("ARG f0 a1 d2d5\n");
    printf("ARG f0 a3 95197740\n");
    printf("ARG f0 a4 9646f63c\n");
    printf("ARG f0 a5 2c9abafc0d26c7d2\n");
    printf("ARG f0 return f06b2bcdbe656956\n");
    printf("ARG f1 a0.m0[0] 9b22dded\n");
    printf("ARG f1 a0.m0[1] ea2af37a\n");
    printf("ARG f1 a0.m2.m0 3d49125a01151cb5\n");
    printf("ARG f1 a0.m2.m1 8cdd2e574e247a51\n");
    printf("ARG f1 a0.m2.m2 8e4c4e977b4d88f0\n");
    printf("ARG f1 a0.m3[0] 789ec9476bef638044bf\n");
    printf("ARG f1 a1 60fc8182e6cd896e\n");
    printf("ARG f1 a2 549d45525578a9c6\n");
    printf("ARG f1 a3.m0 f291c655174fd9f3\n");
    printf("ARG f1 a3.m1 d8866c54\n");
    printf("ARG f1 a4.m1.m0 5ceccc3f\n");
    printf("ARG f1 a4.m1.m2 65ce09be154d6315\n");
    printf("ARG f1 a4.m1.m3 52\n");
    printf("ARG f1 a4.m2 84c4\n");
    printf("ARG f1 a4.m3[0].m0 5414\n");
    printf("ARG f1 a5 f517\n");
    printf("ARG f2 a0.m0.m0 8553e5bbaf7c97bf\n");
    printf("ARG f2 a0.m1 f06c\n");
    printf("ARG f2 a0.m2.m0 e58975813a3c3ca7\n");
    printf("ARG f2 a1 fb8af81d87c390f8\n");
    printf("ARG f2 a2 f0c5cc28d2538eec\n");
    printf("ARG f2 a3.m0.m0 3b85053f\n");
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
