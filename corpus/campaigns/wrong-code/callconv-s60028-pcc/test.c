/* creduce-rs generator callconv, seed 60028 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

union S0 {
    long m0;
    short m1;
    unsigned long m2;
    signed char m3;
};
struct S1 {
    union S0 m0;
};
struct S2 {
    unsigned int m0;
    signed int m1 : 8;
};
union S3 {
    unsigned char m0;
};
struct S4 {
    signed int m0 : 12;
    long long m1;
    unsigned int m2 : 13;
    int m3[2];
};
struct S5 {
    unsigned char m0;
    union S3 m1;
    long long m2;
    struct S4 m3;
};
struct S6 {
    unsigned char m0;
    unsigned short m1;
    unsigned int m2;
};
struct S7 {
    struct S6 m0[2];
    long m1;
    short m2;
    signed char m3[2];
};
struct S8 {
    signed int m0 : 21;
    int * m1;
};
struct S9 {
    unsigned int m0;
    struct S8 m1;
    signed int m2 : 13;
};
struct S10 {
    double m0;
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

long long f0(unsigned long long a0);
signed char f1(struct S1 a0, struct S2 a1, int a2, struct S5 a3, struct S7 a4);
struct S10 f2(struct S9 a0, long double a1, unsigned int a2, unsigned short a3, int a4, unsigned char a5);

long long f0(unsigned long long a0) {
    long long r;
    ck("f0 a0", &a0, "\x98\xfa\x84\x3a\xd2\x9d\xef\x2f", 8);
    r = (-5554158602976417319LL);
    return r;
}

signed char f1(struct S1 a0, struct S2 a1, int a2, struct S5 a3, struct S7 a4) {
    signed char r;
    ck("f1 a0.m0.m0", &a0.m0.m0, "\xb8\xa7\xf1\x0c\x34\x76\x94\x6b", 8);
    ck("f1 a1.m0", &a1.m0, "\xe7\x92\x29\x97", 4);
    if (a1.m1 != 34) { printf("NG f1 a1.m1 expected 34 got %lld\n", (long long) a1.m1); ng_count++; }
    ck("f1 a2", &a2, "\xdc\x1a\xd9\xb4", 4);
    ck("f1 a3.m0", &a3.m0, "\x4b", 1);
    ck("f1 a3.m1.m0", &a3.m1.m0, "\x17", 1);
    ck("f1 a3.m2", &a3.m2, "\xf6\xe4\xd9\x20\xa7\x43\x5c\xd9", 8);
    if (a3.m3.m0 != 1261) { printf("NG f1 a3.m3.m0 expected 1261 got %lld\n", (long long) a3.m3.m0); ng_count++; }
    ck("f1 a3.m3.m1", &a3.m3.m1, "\xc4\xe3\xa2\x11\x85\x8e\x5e\x3d", 8);
    if (a3.m3.m2 != 2366) { printf("NG f1 a3.m3.m2 expected 2366 got %lld\n", (long long) a3.m3.m2); ng_count++; }
    ck("f1 a3.m3.m3[0]", &a3.m3.m3[0], "\xd5\x61\x1b\x1b", 4);
    ck("f1 a3.m3.m3[1]", &a3.m3.m3[1], "\x70\xe1\x78\x19", 4);
    ck("f1 a4.m0[0].m0", &a4.m0[0].m0, "\xc1", 1);
    ck("f1 a4.m0[0].m1", &a4.m0[0].m1, "\x14\xd1", 2);
    ck("f1 a4.m0[0].m2", &a4.m0[0].m2, "\xa5\xb6\x38\x99", 4);
    ck("f1 a4.m0[1].m0", &a4.m0[1].m0, "\xc9", 1);
    ck("f1 a4.m0[1].m1", &a4.m0[1].m1, "\xd1\x14", 2);
    ck("f1 a4.m0[1].m2", &a4.m0[1].m2, "\x6d\x4d\xe2\x3e", 4);
    ck("f1 a4.m1", &a4.m1, "\x9f\xfc\x7d\xc5\x23\xb3\x3a\xe3", 8);
    ck("f1 a4.m2", &a4.m2, "\x25\xe8", 2);
    ck("f1 a4.m3[0]", &a4.m3[0], "\xb6", 1);
    ck("f1 a4.m3[1]", &a4.m3[1], "\x11", 1);
    r = 19;
    return r;
}

struct S10 f2(struct S9 a0, long double a1, unsigned int a2, unsigned short a3, int a4, unsigned char a5) {
    struct S10 r;
    ck("f2 a0.m0", &a0.m0, "\xed\xc3\x9b\x56", 4);
    if (a0.m1.m0 != (-850248)) { printf("NG f2 a0.m1.m0 expected -850248 got %lld\n", (long long) a0.m1.m0); ng_count++; }
    if (a0.m1.m1 != &g0) { printf("NG f2 a0.m1.m1 pointer\n"); ng_count++; }
    if (a0.m2 != (-1566)) { printf("NG f2 a0.m2 expected -1566 got %lld\n", (long long) a0.m2); ng_count++; }
    ck("f2 a1", &a1, "\x1d\x8b\x0d\xd2\x41\x89\xe8\x80\x1b\xbf", 10);
    ck("f2 a2", &a2, "\xf5\xb9\xe5\xc5", 4);
    ck("f2 a3", &a3, "\xdd\xb4", 2);
    ck("f2 a4", &a4, "\xb4\x6d\xae\x5c", 4);
    ck("f2 a5", &a5, "\x5d", 1);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x6f\xd5\x32\xe0\xc6\x93\x17\x3f", 8);
    return r;
}

static void call_f0(void) {
    unsigned long long a0;
    long long r;
    a0 = 3454152965466946200ULL;
    r = f0(a0);
    ck("f0 return", &r, "\xd9\x29\x69\x83\x2d\xaa\xeb\xb2", 8);
}

static void call_f1(void) {
    struct S1 a0;
    struct S2 a1;
    int a2;
    struct S5 a3;
    struct S7 a4;
    signed char r;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = 7751950824539006904L;
    memset(&a1, 0, sizeof a1);
    a1.m0 = 2536084199u;
    a1.m1 = 34;
    a2 = (-1260840228);
    memset(&a3, 0, sizeof a3);
    a3.m0 = 75;
    a3.m1.m0 = 23;
    a3.m2 = (-2784276084532058890LL);
    a3.m3.m0 = 1261;
    a3.m3.m1 = 4422128586302088132LL;
    a3.m3.m2 = 2366;
    a3.m3.m3[0] = 454779349;
    a3.m3.m3[1] = 427352432;
    memset(&a4, 0, sizeof a4);
    a4.m0[0].m0 = 193;
    a4.m0[0].m1 = 53524;
    a4.m0[0].m2 = 2570630821u;
    a4.m0[1].m0 = 201;
    a4.m0[1].m1 = 5329;
    a4.m0[1].m2 = 1055018349u;
    a4.m1 = (-2073147712232096609L);
    a4.m2 = (-6107);
    a4.m3[0] = (-74);
    a4.m3[1] = 17;
    r = f1(a0, a1, a2, a3, a4);
    ck("f1 return", &r, "\x13", 1);
}

static void call_f2(void) {
    struct S9 a0;
    long double a1;
    unsigned int a2;
    unsigned short a3;
    int a4;
    unsigned char a5;
    struct S10 r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = 1453048813u;
    a0.m1.m0 = (-850248);
    a0.m1.m1 = &g0;
    a0.m2 = (-1566);
    memset(&a1, 0, sizeof a1);
    memcpy(&a1, "\x1d\x8b\x0d\xd2\x41\x89\xe8\x80\x1b\xbf", 10);
    a2 = 3320166901u;
    a3 = 46301;
    a4 = 1554935220;
    a5 = 93;
    r = f2(a0, a1, a2, a3, a4, a5);
    ck("f2 return.m0", &r.m0, "\x6f\xd5\x32\xe0\xc6\x93\x17\x3f", 8);
}

static void layout(void) {
    printf("ARG f0 a0 98fa843ad29def2f\n");
    printf("ARG f0 return d92969832daaebb2\n");
    printf("ARG f1 a0.m0.m0 b8a7f10c3476946b\n");
    printf("ARG f1 a1.m0 e7922997\n");
    printf("ARG f1 a2 dc1ad9b4\n");
    printf("ARG f1 a3.m0 4b\n");
    printf("ARG f1 a3.m1.m0 17\n");
    printf("ARG f1 a3.m2 f6e4d920a7435cd9\n");
    printf("ARG f1 a3.m3.m1 c4e3a211858e5e3d\n");
    printf("ARG f1 a3.m3.m3[0] d5611b1b\n");
    printf("ARG f1 a3.m3.m3[1] 70e17819\n");
    printf("ARG f1 a4.m0[0].m0 c1\n");
    printf("ARG f1 a4.m0[0].m1 14d1\n");
    printf("ARG f1 a4.m0[0].m2 a5b63899\n");
    printf("ARG f1 a4.m0[1].m0 c9\n");
    printf("ARG f1 a4.m0[1].m1 d114\n");
    printf("ARG f1 a4.m0[1].m2 6d4de23e\n");
    printf("ARG f1 a4.m1 9ffc7dc523b33ae3\n");
    printf("ARG f1 a4.m2 25e8\n");
    printf("ARG f1 a4.m3[0] b6\n");
    printf("ARG f1 a4.m3[1] 11\n");
    printf("ARG f1 return 13\n");
    printf("ARG f2 a0.m0 edc39b56\n");
    printf("ARG f2 a1 1d8b0dd24189e8801bbf\n");
    printf("ARG f2 a2 f5b9e5c5\n");
    printf("ARG f2 a3 ddb4\n");
    printf("ARG f2 a4 b46dae5c\n");
    printf("ARG f2 a5 5d\n");
    printf("ARG f2 return.m0 6fd532e0c693173f\n");
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
