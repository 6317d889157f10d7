/* creduce-rs generator callconv, seed 60194 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    int * m0;
};
struct S1 {
    signed char m0[1];
};
struct S2 {
    int m0;
    signed int m1 : 24;
    long long m2;
};
union S3 {
    unsigned short m0;
    struct S1 m1;
    struct S2 m2[3];
};
struct S4 {
    unsigned char m0;
};
struct S5 {
    signed int m0 : 31;
    double m1;
    unsigned long long m2;
    struct S4 m3;
};
struct S6 {
    short m0;
    signed int m1 : 7;
    signed int m2 : 25;
};
union S7 {
    unsigned long long m0[1];
};
union S8 {
    union S7 m0;
    unsigned long m1[3];
};
struct S9 {
    double m0;
    short m1;
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

unsigned long long f0(float a0, struct S0 a1, union S3 a2, short a3, struct S5 a4, signed char a5);
void f1(struct S6 a0, union S8 a1, unsigned int a2, long double a3, unsigned short a4, unsigned long a5);
struct S9 f2(long double a0, short a1);

unsigned long long f0(float a0, struct S0 a1, union S3 a2, short a3, struct S5 a4, signed char a5) {
    unsigned long long r;
    ck("f0 a0", &a0, "\x68\x55\x70\x3f", 4);
    if (a1.m0 != &g0) { printf("NG f0 a1.m0 pointer\n"); ng_count++; }
    ck("f0 a2.m0", &a2.m0, "\x3e\xf4", 2);
    ck("f0 a3", &a3, "\x71\xd1", 2);
    if (a4.m0 != 52388601) { printf("NG f0 a4.m0 expected 52388601 got %lld\n", (long long) a4.m0); ng_count++; }
    ck("f0 a4.m1", &a4.m1, "\x0b\xf8\x01\xa7\xa3\x28\xa3\x3f", 8);
    ck("f0 a4.m2", &a4.m2, "\x41\xd4\x1c\xef\xa1\x63\xdc\xf8", 8);
    ck("f0 a4.m3.m0", &a4.m3.m0, "\xc0", 1);
    ck("f0 a5", &a5, "\x8b", 1);
    r = 7702055725876269740ULL;
    return r;
}

void f1(struct S6 a0, union S8 a1, unsigned int a2, long double a3, unsigned short a4, unsigned long a5) {
    ck("f1 a0.m0", &a0.m0, "\xfd\x30", 2);
    if (a0.m1 != (-14)) { printf("NG f1 a0.m1 expected -14 got %lld\n", (long long) a0.m1); ng_count++; }
    if (a0.m2 != (-11126386)) { printf("NG f1 a0.m2 expected -11126386 got %lld\n", (long long) a0.m2); ng_count++; }
    ck("f1 a1.m0.m0[0]", &a1.m0.m0[0], "\xeb\x73\xe2\x8a\x26\x53\x05\x2e", 8);
    ck("f1 a2", &a2, "\x26\x8f\xcf\xb8", 4);
    ck("f1 a3", &a3, "\xee\xe4\x01\xcd\x2b\xd7\x93\x80\x6f\xbf", 10);
    ck("f1 a4", &a4, "\xe6\x97", 2);
    ck("f1 a5", &a5, "\x2b\x4c\x5a\x8f\xdf\x3e\x6c\x43", 8);
}

struct S9 f2(long double a0, short a1) {
    struct S9 r;
    ck("f2 a0", &a0, "\xdc\xa7\x24\x0b\x33\x4b\xaf\x82\x45\x3f", 10);
    ck("f2 a1", &a1, "\xab\x2b", 2);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\xa9\x1b\x6e\xfe\x9f\x01\xfa\xbf", 8);
    r.m1 = (-30362);
    return r;
}

static void call_f0(void) {
    float a0;
    struct S0 a1;
    union S3 a2;
    short a3;
    struct S5 a4;
    signed char a5;
    unsigned long long r;
    memcpy(&a0, "\x68\x55\x70\x3f", 4);
    memset(&a1, 0, sizeof a1);
    a1.m0 = &g0;
    memset(&a2, 0, sizeof a2);
    a2.m0 = 62526;
    a3 = (-11919);
    memset(&a4, 0, sizeof a4);
    a4.m0 = 52388601;
    memcpy(&a4.m1, "\x0b\xf8\x01\xa7\xa3\x28\xa3\x3f", 8);
    a4.m2 = 17932317363435000897ULL;
    a4.m3.m0 = 192;
    a5 = (-117);
    r = f0(a0, a1, a2, a3, a4, a5);
    ck("f0 return", &r, "\xac\x52\x1e\x1d\xe0\x32\xe3\x6a", 8);
}

static void call_f1(void) {
    struct S6 a0;
    union S8 a1;
    unsigned int a2;
    long double a3;
    unsigned short a4;
    unsigned long a5;
    memset(&a0, 0, sizeof a0);
    a0.m0 = 12541;
    a0.m1 = (-14);
    a0.m2 = (-11126386);
    memset(&a1, 0, sizeof a1);
    a1.m0.m0[0] = 3316148125632197611ULL;
    a2 = 3100610342u;
    memset(&a3, 0, sizeof a3);
    memcpy(&a3, "\xee\xe4\x01\xcd\x2b\xd7\x93\x80\x6f\xbf", 10);
    a4 = 38886;
    a5 = 4858327227929611307UL;
    f1(a0, a1, a2, a3, a4, a5);
}

static void call_f2(void) {
    long double a0;
    short a1;
    struct S9 r;
    memset(&a0, 0, sizeof a0);
    memcpy(&a0, "\xdc\xa7\x24\x0b\x33\x4b\xaf\x82\x45\x3f", 10);
    a1 = 11179;
    r = f2(a0, a1);
    ck("f2 return.m0", &r.m0, "\xa9\x1b\x6e\xfe\x9f\x01\xfa\xbf", 8);
    ck("f2 return.m1", &r.m1, "\x66\x89", 2);
}

static void layout(void) {
    printf("ARG f0 a0 6855703f\n");
    printf("ARG f0 a2.m0 3ef4\n");
    printf("ARG f0 a3 71d1\n");
    printf("ARG f0 a4.m1 0bf801a7a328a33f\n");
    printf("ARG f0 a4.m2 41d41cefa163dcf8\n");
    printf("ARG f0 a4.m3.m0 c0\n");
    printf("ARG f0 a5 8b\n");
    printf("ARG f0 return ac521e1de032e36a\n");
    printf("ARG f1 a0.m0 fd30\n");
    printf("ARG f1 a1.m0.m0[0] eb73e28a2653052e\n");
    printf("ARG f1 a2 268fcfb8\n");
    printf("ARG f1 a3 eee401cd2bd793806fbf\n");
    printf("ARG f1 a4 e697\n");
    printf("ARG f1 a5 2b4c5a8fdf3e6c43\n");
    printf("ARG f2 a0 dca7240b334baf82453f\n");
    printf("ARG f2 a1 ab2b\n");
    printf("ARG f2 return.m0 a91b6efe9f01fabf\n");
    printf("ARG f2 return.m1 6689\n");
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
