/* creduce-rs generator callconv, seed 60006 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    signed int m0 : 29;
    float m1;
};
struct S1 {
    long double m0[1];
};
struct S2 {
    signed char m0;
    long long m1[1];
    short m2;
    unsigned short m3;
};
struct S3 {
    struct S0 m0;
    struct S1 m1;
    signed char m2[1];
    struct S2 m3;
};
union S4 {
    unsigned short m0[3];
    float m1;
    short m2[2];
    unsigned int m3;
};
struct S5 {
    signed int m0 : 2;
    unsigned int m1;
};
struct S6 {
    union S4 m0;
    struct S5 m1;
};
union S7 {
    unsigned short m0[3];
    double m1;
    long long m2;
    long double m3;
};
struct S8 {
    unsigned char m0;
    unsigned int m1;
};
union S9 {
    unsigned short m0;
    long m1;
    int * m2;
};
union S10 {
    unsigned long m0;
};
struct S11 {
    unsigned int m0 : 1;
};
union S12 {
    long m0;
    union S9 m1;
    union S10 m2;
    struct S11 m3;
};
struct S13 {
    long m0;
};
struct S14 {
    short m0;
};
union S15 {
    struct S14 m0;
};
struct S16 {
    unsigned char m0;
    signed int m1 : 31;
    int m2;
};
struct S17 {
    short m0;
    unsigned int m1;
    unsigned int m2 : 1;
};
struct S18 {
    double m0[2];
};
struct S19 {
    unsigned long m0[3];
    float m1;
    struct S17 m2[3];
    struct S18 m3;
};
struct S20 {
    signed int m0 : 31;
    short m1[2];
};
union S21 {
    unsigned char m0[2];
};
union S22 {
    struct S20 m0[1];
    union S21 m1;
    long long m2;
    long double m3;
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
int g2;
int g3;

union S12 f0(struct S3 a0, struct S6 a1, union S7 a2, unsigned short a3, struct S8 a4);
void f1(int * a0, struct S13 a1, int * a2, unsigned char a3, union S15 a4, struct S16 a5);
void f2(int * a0, struct S19 a1, union S22 a2, long a3, int * a4, unsigned short a5);

union S12 f0(struct S3 a0, struct S6 a1, union S7 a2, unsigned short a3, struct S8 a4) {
    union S12 r;
    if (a0.m0.m0 != (-255402191)) { printf("NG f0 a0.m0.m0 expected -255402191 got %lld\n", (long long) a0.m0.m0); ng_count++; }
    ck("f0 a0.m0.m1", &a0.m0.m1, "\xd4\x55\xa7\x3f", 4);
    ck("f0 a0.m1.m0[0]", &a0.m1.m0[0], "\x5d\xd9\xf7\xd3\x6d\x4a\xc2\x80\xa0\x3f", 10);
    ck("f0 a0.m2[0]", &a0.m2[0], "\xe5", 1);
    ck("f0 a0.m3.m0", &a0.m3.m0, "\xd0", 1);
    ck("f0 a0.m3.m1[0]", &a0.m3.m1[0], "\xaf\x85\xd7\xf9\xa5\x0c\x5d\x5d", 8);
    ck("f0 a0.m3.m2", &a0.m3.m2, "\xd0\xec", 2);
    ck("f0 a0.m3.m3", &a0.m3.m3, "\x6f\x28", 2);
    ck("f0 a1.m0.m0[0]", &a1.m0.m0[0], "\xc3\x3d", 2);
    ck("f0 a1.m0.m0[1]", &a1.m0.m0[1], "\xc3\x8b", 2);
    ck("f0 a1.m0.m0[2]", &a1.m0.m0[2], "\x93\x12", 2);
    if (a1.m1.m0 != 0) { printf("NG f0 a1.m1.m0 expected 0 got %lld\n", (long long) a1.m1.m0); ng_count++; }
    ck("f0 a1.m1.m1", &a1.m1.m1, "\x1e\x64\x31\xd2", 4);
    ck("f0 a2.m0[0]", &a2.m0[0], "\x99\xcf", 2);
    ck("f0 a2.m0[1]", &a2.m0[1], "\x9b\xc2", 2);
    ck("f0 a2.m0[2]", &a2.m0[2], "\xf7\x2f", 2);
    ck("f0 a3", &a3, "\x8f\x50", 2);
    ck("f0 a4.m0", &a4.m0, "\x32", 1);
    ck("f0 a4.m1", &a4.m1, "\x49\x22\x82\x32", 4);
    memset(&r, 0, sizeof r);
    r.m0 = 8503806979252878170L;
    return r;
}

void f1(int * a0, struct S13 a1, int * a2, unsigned char a3, union S15 a4, struct S16 a5) {
    if (a0 != &g0) { printf("NG f1 a0 pointer\n"); ng_count++; }
    ck("f1 a1.m0", &a1.m0, "\x8b\xca\xae\x9a\xbe\xb7\xf1\x0b", 8);
    if (a2 != &g1) { printf("NG f1 a2 pointer\n"); ng_count++; }
    ck("f1 a3", &a3, "\x09", 1);
    ck("f1 a4.m0.m0", &a4.m0.m0, "\x3c\x6e", 2);
    ck("f1 a5.m0", &a5.m0, "\x49", 1);
    if (a5.m1 != (-356582964)) { printf("NG f1 a5.m1 expected -356582964 got %lld\n", (long long) a5.m1); ng_count++; }
    ck("f1 a5.m2", &a5.m2, "\x0f\xf8\x8f\xe4", 4);
}

void f2(int * a0, struct S19 a1, union S22 a2, long a3, int * a4, unsigned short a5) {
    if (a0 != &g2) { printf("NG f2 a0 pointer\n"); ng_count++; }
    ck("f2 a1.m0[0]", &a1.m0[0], "\x4b\xd5\x89\xb5\xa7\xa3\xee\xca", 8);
    ck("f2 a1.m0[1]", &a1.m0[1], "\xc0\x98\x62\x69\x44\x45\xae\xf6", 8);
    ck("f2 a1.m0[2]", &a1.m0[2], "\x90\x20\x97\x01\x85\x36\x23\xdc", 8);
    ck("f2 a1.m1", &a1.m1, "\x89\xe3\xac\x3f", 4);
    ck("f2 a1.m2[0].m0", &a1.m2[0].m0, "\x37\xb8", 2);
    ck("f2 a1.m2[0].m1", &a1.m2[0].m1, "\x7d\xc3\xd1\x82", 4);
    if (a1.m2[0].m2 != 0) { printf("NG f2 a1.m2[0].m2 expected 0 got %lld\n", (long long) a1.m2[0].m2); ng_count++; }
    ck("f2 a1.m2[1].m0", &a1.m2[1].m0, "\xee\x56", 2);
    ck("f2 a1.m2[1].m1", &a1.m2[1].m1, "\x7a\x98\x91\x8f", 4);
    if (a1.m2[1].m2 != 0) { printf("NG f2 a1.m2[1].m2 expected 0 got %lld\n", (long long) a1.m2[1].m2); ng_count++; }
    ck("f2 a1.m2[2].m0", &a1.m2[2].m0, "\x7f\xd5", 2);
    ck("f2 a1.m2[2].m1", &a1.m2[2].m1, "\xe6\x4f\x52\xf0", 4);
    if (a1.m2[2].m2 != 0) { printf("NG f2 a1.m2[2].m2 expected 0 got %lld\n", (long long) a1.m2[2].m2); ng_count++; }
    ck("f2 a1.m3.m0[0]", &a1.m3.m0[0], "\xb0\xd7\x98\xe4\xcb\x44\x48\xbf", 8);
    ck("f2 a1.m3.m0[1]", &a1.m3.m0[1], "\x46\x76\x31\xd4\x87\x8b\x84\x3f", 8);
    if (a2.m0[0].m0 != 152359924) { printf("NG f2 a2.m0[0].m0 expected 152359924 got %lld\n", (long long) a2.m0[0].m0); ng_count++; }
    ck("f2 a2.m0[0].m1[0]", &a2.m0[0].m1[0], "\xe9\x83", 2);
    ck("f2 a2.m0[0].m1[1]", &a2.m0[0].m1[1], "\xc7\xd6", 2);
    ck("f2 a3", &a3, "\x2a\x37\x50\x7b\x72\xf8\x70\x8c", 8);
    if (a4 != &g3) { printf("NG f2 a4 pointer\n"); ng_count++; }
    ck("f2 a5", &a5, "\x97\x12", 2);
}

static void call_f0(void) {
    struct S3 a0;
    struct S6 a1;
    union S7 a2;
    unsigned short a3;
    struct S8 a4;
    union S12 r;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = (-255402191);
    memcpy(&a0.m0.m1, "\xd4\x55\xa7\x3f", 4);
    memcpy(&a0.m1.m0[0], "\x5d\xd9\xf7\xd3\x6d\x4a\xc2\x80\xa0\x3f", 10);
    a0.m2[0] = (-27);
    a0.m3.m0 = (-48);
    a0.m3.m1[0] = 6727547325362177455LL;
    a0.m3.m2 = (-4912);
    a0.m3.m3 = 10351;
    memset(&a1, 0, sizeof a1);
    a1.m0.m0[0] = 15811;
    a1.m0.m0[1] = 35779;
    a1.m0.m0[2] = 4755;
    a1.m1.m0 = 0;
    a1.m1.m1 = 3526452254u;
    memset(&a2, 0, sizeof a2);
    a2.m0[0] = 53145;
    a2.m0[1] = 49819;
    a2.m0[2] = 12279;
    a3 = 20623;
    memset(&a4, 0, sizeof a4);
    a4.m0 = 50;
    a4.m1 = 847389257u;
    r = f0(a0, a1, a2, a3, a4);
    ck("f0 return.m0", &r.m0, "\x5a\xfb\xda\x7c\x64\x97\x03\x76", 8);
}

static void call_f1(void) {
    int * a0;
    struct S13 a1;
    int * a2;
    unsigned char a3;
    union S15 a4;
    struct S16 a5;
    a0 = &g0;
    memset(&a1, 0, sizeof a1);
    a1.m0 = 860671033071291019L;
    a2 = &g1;
    a3 = 9;
    memset(&a4, 0, sizeof a4);
    a4.m0.m0 = 28220;
    memset(&a5, 0, sizeof a5);
    a5.m0 = 73;
    a5.m1 = (-356582964);
    a5.m2 = (-460326897);
    f1(a0, a1, a2, a3, a4, a5);
}

static void call_f2(void) {
    int * a0;
    struct S19 a1;
    union S22 a2;
    long a3;
    int * a4;
    unsigned short a5;
    a0 = &g2;
    memset(&a1, 0, sizeof a1);
    a1.m0[0] = 14622804980819154251UL;
    a1.m0[1] = 17775220939406088384UL;
    a1.m0[2] = 15862582257414250640UL;
    memcpy(&a1.m1, "\x89\xe3\xac\x3f", 4);
    a1.m2[0].m0 = (-18377);
    a1.m2[0].m1 = 2194785149u;
    a1.m2[0].m2 = 0;
    a1.m2[1].m0 = 22254;
    a1.m2[1].m1 = 2408683642u;
    a1.m2[1].m2 = 0;
    a1.m2[2].m0 = (-10881);
    a1.m2[2].m1 = 4031926246u;
    a1.m2[2].m2 = 0;
    memcpy(&a1.m3.m0[0], "\xb0\xd7\x98\xe4\xcb\x44\x48\xbf", 8);
    memcpy(&a1.m3.m0[1], "\x46\x76\x31\xd4\x87\x8b\x84\x3f", 8);
    memset(&a2, 0, sizeof a2);
    a2.m0[0].m0 = 152359924;
    a2.m0[0].m1[0] = (-31767);
    a2.m0[0].m1[1] = (-10553);
    a3 = (-8326882540429232342L);
    a4 = &g3;
    a5 = 4759;
    f2(a0, a1, a2, a3, a4, a5);
}

static void layout(void) {
    printf("ARG f0 a0.m0.m1 d455a73f\n");
    printf("ARG f0 a0.m1.m0[0] 5dd9f7d36d4ac280a03f\n");
    printf("ARG f0 a0.m2[0] e5\n");
    printf("ARG f0 a0.m3.m0 d0\n");
    printf("ARG f0 a0.m3.m1[0] af85d7f9a50c5d5d\n");
    printf("ARG f0 a0.m3.m2 d0ec\n");
    printf("ARG f0 a0.m3.m3 6f28\n");
    printf("ARG f0 a1.m0.m0[0] c33d\n");
    printf("ARG f0 a1.m0.m0[1] c38b\n");
    printf("ARG f0 a1.m0.m0[2] 9312\n");
    printf("ARG f0 a1.m1.m1 1e6431d2\n");
    printf("ARG f0 a2.m0[0] 99cf\n");
    printf("ARG f0 a2.m0[1] 9bc2\n");
    printf("ARG f0 a2.m0[2] f72f\n");
    printf("ARG f0 a3 8f50\n");
    printf("ARG f0 a4.m0 32\n");
    printf("ARG f0 a4.m1 49228232\n");
    printf("ARG f0 return.m0 5afbda7c64970376\n");
    printf("ARG f1 a1.m0 8bcaae9abeb7f10b\n");
    printf("ARG f1 a3 09\n");
    printf("ARG f1 a4.m0.m0 3c6e\n");
    printf("ARG f1 a5.m0 49\n");
    printf("ARG f1 a5.m2 0ff88fe4\n");
    printf("ARG f2 a1.m0[0] 4bd589b5a7a3eeca\n");
    printf("ARG f2 a1.m0[1] c09862694445aef6\n");
    printf("ARG f2 a1.m0[2] 90209701853623dc\n");
    printf("ARG f2 a1.m1 89e3ac3f\n");
    printf("ARG f2 a1.m2[0].m0 37b8\n");
    printf("ARG f2 a1.m2[0].m1 7dc3d182\n");
    printf("ARG f2 a1.m2[1].m0 ee56\n");
    printf("ARG f2 a1.m2[1].m1 7a98918f\n");
    printf("ARG f2 a1.m2[2].m0 7fd5\n");
    printf("ARG f2 a1.m2[2].m1 e64f52f0\n");
    printf("ARG f2 a1.m3.m0[0] b0d798e4cb4448bf\n");
    printf("ARG f2 a1.m3.m0[1] 467631d4878b843f\n");
    printf("ARG f2 a2.m0[0].m1[0] e983\n");
    printf("ARG f2 a2.m0[0].m1[1] c7d6\n");
    printf("ARG f2 a3 2a37507b72f8708c\n");
    printf("ARG f2 a5 9712\n");
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
