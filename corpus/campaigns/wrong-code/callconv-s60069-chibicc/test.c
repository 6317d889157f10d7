/* creduce-rs generator callconv, seed 60069 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    signed int m0 : 16;
    double m1;
};
union S1 {
    unsigned short m0;
    long double m1;
    float m2;
};
struct S2 {
    unsigned int m0 : 10;
};
union S3 {
    unsigned long m0;
    long long m1;
};
struct S4 {
    long double m0;
    unsigned short m1[2];
    unsigned int m2[3];
};
struct S5 {
    union S3 m0;
    unsigned short m1;
    struct S4 m2;
};
struct S6 {
    long double m0;
    float m1;
    unsigned char m2;
    unsigned long long m3[3];
};
struct S7 {
    int * m0;
    double m1;
    long long m2;
    unsigned long long m3;
};
struct S8 {
    struct S6 m0;
    struct S7 m1;
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

void f0(long a0, struct S0 a1, double a2, unsigned long a3, union S1 a4);
double f1(unsigned char a0, struct S2 a1, struct S5 a2, int a3);
struct S8 f2(short a0, unsigned long a1);

void f0(long a0, struct S0 a1, double a2, unsigned long a3, union S1 a4) {
    ck("f0 a0", &a0, "\x45\xe5\x51\x06\x57\x34\x9e\xa3", 8);
    if (a1.m0 != 55) { printf("NG f0 a1.m0 expected 55 got %lld\n", (long long) a1.m0); ng_count++; }
    ck("f0 a1.m1", &a1.m1, "\x50\x6a\xa0\xdc\x34\x24\xb3\x3f", 8);
    ck("f0 a2", &a2, "\x31\x1e\xbe\xf1\x3a\xe9\x88\x3f", 8);
    ck("f0 a3", &a3, "\x9d\x64\x56\xc6\xa8\xaf\xae\x50", 8);
    ck("f0 a4.m0", &a4.m0, "\xe4\xc4", 2);
}

double f1(unsigned char a0, struct S2 a1, struct S5 a2, int a3) {
    double r;
    ck("f1 a0", &a0, "\xa3", 1);
    if (a1.m0 != 400) { printf("NG f1 a1.m0 expected 400 got %lld\n", (long long) a1.m0); ng_count++; }
    ck("f1 a2.m0.m0", &a2.m0.m0, "\xc9\x84\x8e\x74\xdd\x20\x65\xa2", 8);
    ck("f1 a2.m1", &a2.m1, "\x64\x2b", 2);
    ck("f1 a2.m2.m0", &a2.m2.m0, "\x58\xf8\x74\x06\x9a\xd2\x50\x80\x33\xbf", 10);
    ck("f1 a2.m2.m1[0]", &a2.m2.m1[0], "\xf4\x0c", 2);
    ck("f1 a2.m2.m1[1]", &a2.m2.m1[1], "\x3f\x78", 2);
    ck("f1 a2.m2.m2[0]", &a2.m2.m2[0], "\x2e\x94\xce\x37", 4);
    ck("f1 a2.m2.m2[1]", &a2.m2.m2[1], "\x2d\x46\x6b\x9d", 4);
    ck("f1 a2.m2.m2[2]", &a2.m2.m2[2], "\x3c\x41\xbe\xc2", 4);
    ck("f1 a3", &a3, "\x67\x85\x14\xee", 4);
    memcpy(&r, "\x60\xe9\x32\x20\xa7\x05\x52\x3f", 8);
    return r;
}

struct S8 f2(short a0, unsigned long a1) {
    struct S8 r;
    ck("f2 a0", &a0, "\x90\x2a", 2);
    ck("f2 a1", &a1, "\xd9\x8e\x62\x7b\x6d\xc7\xe5\xe7", 8);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0.m0, "\xcf\x8d\x64\x3e\xce\xd4\x92\x80\x1a\xbf", 10);
    memcpy(&r.m0.m1, "\x5c\xa0\x5d\x3f", 4);
    r.m0.m2 = 36;
    r.m0.m3[0] = 4276292118245076325ULL;
    r.m0.m3[1] = 11694403572899343113ULL;
    r.m0.m3[2] = 13789319659143245028ULL;
    r.m1.m0 = &g0;
    memcpy(&r.m1.m1, "\xd0\xdb\x7f\x01\x83\x57\x59\x3f", 8);
    r.m1.m2 = 2957533383562586786LL;
    r.m1.m3 = 9308376306931258689ULL;
    return r;
}

static void call_f0(void) {
    long a0;
    struct S0 a1;
    double a2;
    unsigned long a3;
    union S1 a4;
    a0 = (-6656825650834184891L);
    memset(&a1, 0, sizeof a1);
    a1.m0 = 55;
    memcpy(&a1.m1, "\x50\x6a\xa0\xdc\x34\x24\xb3\x3f", 8);
    memcpy(&a2, "\x31\x1e\xbe\xf1\x3a\xe9\x88\x3f", 8);
    a3 = 5813777308398806173UL;
    memset(&a4, 0, sizeof a4);
    a4.m0 = 50404;
    f0(a0, a1, a2, a3, a4);
}

static void call_f1(void) {
    unsigned char a0;
    struct S2 a1;
    struct S5 a2;
    int a3;
    double r;
    a0 = 163;
    memset(&a1, 0, sizeof a1);
    a1.m0 = 400;
    memset(&a2, 0, sizeof a2);
    a2.m0.m0 = 11701795342307460297UL;
    a2.m1 = 11108;
    memcpy(&a2.m2.m0, "\x58\xf8\x74\x06\x9a\xd2\x50\x80\x33\xbf", 10);
    a2.m2.m1[0] = 3316;
    a2.m2.m1[1] = 30783;
    a2.m2.m2[0] = 936285230u;
    a2.m2.m2[1] = 2641053229u;
    a2.m2.m2[2] = 3267248444u;
    a3 = (-300645017);
    r = f1(a0, a1, a2, a3);
    ck("f1 return", &r, "\x60\xe9\x32\x20\xa7\x05\x52\x3f", 8);
}

static void call_f2(void) {
    short a0;
    unsigned long a1;
    struct S8 r;
    a0 = 10896;
    a1 = 16709981265463512793UL;
    r = f2(a0, a1);
    ck("f2 return.m0.m0", &r.m0.m0, "\xcf\x8d\x64\x3e\xce\xd4\x92\x80\x1a\xbf", 10);
    ck("f2 return.m0.m1", &r.m0.m1, "\x5c\xa0\x5d\x3f", 4);
    ck("f2 return.m0.m2", &r.m0.m2, "\x24", 1);
    ck("f2 return.m0.m3[0]", &r.m0.m3[0], "\x65\xed\xcc\x57\x06\x71\x58\x3b", 8);
    ck("f2 return.m0.m3[1]", &r.m0.m3[1], "\x09\x6b\xb9\x06\x17\xde\x4a\xa2", 8);
    ck("f2 return.m0.m3[2]", &r.m0.m3[2], "\xe4\x2c\x8b\xc9\x2b\x81\x5d\xbf", 8);
    if (r.m1.m0 != &g0) { printf("NG f2 return.m1.m0 pointer\n"); ng_count++; }
    ck("f2 return.m1.m1", &r.m1.m1, "\xd0\xdb\x7f\x01\x83\x57\x59\x3f", 8);
    ck("f2 return.m1.m2", &r.m1.m2, "\xa2\x6a\x9b\x52\xf1\x44\x0b\x29", 8);
    ck("f2 return.m1.m3", &r.m1.m3, "\x41\xd5\x4c\xea\xee\xfe\x2d\x81", 8);
}

static void layout(void) {
    printf("ARG f0 a0 45e5510657349ea3\n");
    printf("ARG f0 a1.m1 506aa0dc3424b33f\n");
    printf("ARG f0 a2 311ebef13ae9883f\n");
    printf("ARG f0 a3 9d6456c6a8afae50\n");
    printf("ARG f0 a4.m0 e4c4\n");
    printf("ARG f1 a0 a3\n");
    printf("ARG f1 a2.m0.m0 c9848e74dd2065a2\n");
    printf("ARG f1 a2.m1 642b\n");
    printf("ARG f1 a2.m2.m0 58f874069ad2508033bf\n");
    printf("ARG f1 a2.m2.m1[0] f40c\n");
    printf("ARG f1 a2.m2.m1[1] 3f78\n");
    printf("ARG f1 a2.m2.m2[0] 2e94ce37\n");
    printf("ARG f1 a2.m2.m2[1] 2d466b9d\n");
    printf("ARG f1 a2.m2.m2[2] 3c41bec2\n");
    printf("ARG f1 a3 678514ee\n");
    printf("ARG f1 return 60e93220a705523f\n");
    printf("ARG f2 a0 902a\n");
    printf("ARG f2 a1 d98e627b6dc7e5e7\n");
    printf("ARG f2 return.m0.m0 cf8d643eced492801abf\n");
    printf("ARG f2 return.m0.m1 5ca05d3f\n");
    printf("ARG f2 return.m0.m2 24\n");
    printf("ARG f2 return.m0.m3[0] 65edcc570671583b\n");
    printf("ARG f2 return.m0.m3[1] 096bb90617de4aa2\n");
    printf("ARG f2 return.m0.m3[2] e42c8bc92b815dbf\n");
    printf("ARG f2 return.m1.m1 d0db7f018357593f\n");
    printf("ARG f2 return.m1.m2 a26a9b52f1440b29\n");
    printf("ARG f2 return.m1.m3 41d54ceaeefe2d81\n");
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
