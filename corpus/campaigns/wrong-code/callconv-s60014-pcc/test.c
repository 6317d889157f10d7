/* creduce-rs generator callconv, seed 60014 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned int m0 : 14;
    unsigned char m1;
};
struct S1 {
    short m0;
    struct S0 m1[3];
    unsigned int m2;
    unsigned short m3;
};
struct S2 {
    signed int m0 : 29;
};
struct S3 {
    signed char m0;
    signed char m1;
    struct S2 m2;
};
struct S4 {
    unsigned int m0 : 9;
    unsigned short m1[1];
    short m2;
    long double m3;
};
struct S5 {
    float m0;
    struct S4 m1[3];
    unsigned char m2;
    int * m3;
};
struct S6 {
    double m0[3];
    float m1[3];
};
struct S7 {
    signed char m0;
};
union S8 {
    struct S6 m0;
    unsigned int m1;
    struct S7 m2;
};
struct S9 {
    int m0;
    int m1;
};
struct S10 {
    unsigned char m0[3];
    unsigned int m1 : 3;
    unsigned int m2;
    unsigned long long m3;
};
struct S11 {
    struct S10 m0;
    unsigned long long m1;
    float m2;
};
struct S12 {
    short m0;
    int m1;
    unsigned int m2 : 18;
};
union S13 {
    int * m0;
};
union S14 {
    unsigned short m0[1];
    unsigned long m1;
    long m2;
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

struct S5 f0(struct S1 a0, unsigned long a1, struct S3 a2, short a3, float a4, float a5);
union S13 f1(unsigned int a0, union S8 a1, struct S9 a2, struct S11 a3, struct S12 a4, unsigned char a5);
long long f2(union S14 a0, short a1, int a2);

struct S5 f0(struct S1 a0, unsigned long a1, struct S3 a2, short a3, float a4, float a5) {
    struct S5 r;
    ck("f0 a0.m0", &a0.m0, "\x31\x78", 2);
    if (a0.m1[0].m0 != 8269) { printf("NG f0 a0.m1[0].m0 expected 8269 got %lld\n", (long long) a0.m1[0].m0); ng_count++; }
    ck("f0 a0.m1[0].m1", &a0.m1[0].m1, "\x14", 1);
    if (a0.m1[1].m0 != 9500) { printf("NG f0 a0.m1[1].m0 expected 9500 got %lld\n", (long long) a0.m1[1].m0); ng_count++; }
    ck("f0 a0.m1[1].m1", &a0.m1[1].m1, "\x68", 1);
    if (a0.m1[2].m0 != 13018) { printf("NG f0 a0.m1[2].m0 expected 13018 got %lld\n", (long long) a0.m1[2].m0); ng_count++; }
    ck("f0 a0.m1[2].m1", &a0.m1[2].m1, "\xa5", 1);
    ck("f0 a0.m2", &a0.m2, "\x62\x2d\x2d\xc3", 4);
    ck("f0 a0.m3", &a0.m3, "\x94\xb6", 2);
    ck("f0 a1", &a1, "\x4f\xb8\xa0\xdb\xf6\x35\xcc\x4c", 8);
    ck("f0 a2.m0", &a2.m0, "\x2f", 1);
    ck("f0 a2.m1", &a2.m1, "\x9e", 1);
    if (a2.m2.m0 != (-132168903)) { printf("NG f0 a2.m2.m0 expected -132168903 got %lld\n", (long long) a2.m2.m0); ng_count++; }
    ck("f0 a3", &a3, "\xab\xdc", 2);
    ck("f0 a4", &a4, "\xb8\x3e\x5d\x3f", 4);
    ck("f0 a5", &a5, "\x5a\x98\x47\xbf", 4);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\xac\x4f\x66\x3f", 4);
    r.m1[0].m0 = 65;
    r.m1[0].m1[0] = 8330;
    r.m1[0].m2 = (-22077);
    memcpy(&r.m1[0].m3, "\xf3\xec\xf0\xd4\x69\x57\x6c\x80\x32\xbf", 10);
    r.m1[1].m0 = 15;
    r.m1[1].m1[0] = 43421;
    r.m1[1].m2 = (-31680);
    memcpy(&r.m1[1].m3, "\x3d\xd9\x1e\x92\xdc\xdd\x23\x80\x73\x3f", 10);
    r.m1[2].m0 = 58;
    r.m1[2].m1[0] = 566;
    r.m1[2].m2 = (-5552);
    memcpy(&r.m1[2].m3, "\x9c\x71\x1a\xce\x9d\xca\x99\x91\x23\x3f", 10);
    r.m2 = 41;
    r.m3 = &g0;
    return r;
}

union S13 f1(unsigned int a0, union S8 a1, struct S9 a2, struct S11 a3, struct S12 a4, unsigned char a5) {
    union S13 r;
    ck("f1 a0", &a0, "\x14\x66\x69\x1d", 4);
    ck("f1 a1.m0.m0[0]", &a1.m0.m0[0], "\x54\xd2\x5a\x64\x2c\x1e\x16\xbf", 8);
    ck("f1 a1.m0.m0[1]", &a1.m0.m0[1], "\xaf\x3f\x87\x93\x6b\x83\x34\x3f", 8);
    ck("f1 a1.m0.m0[2]", &a1.m0.m0[2], "\xc3\x42\xe8\xa7\xe3\xcc\x88\xbf", 8);
    ck("f1 a1.m0.m1[0]", &a1.m0.m1[0], "\x8f\x54\xde\xbf", 4);
    ck("f1 a1.m0.m1[1]", &a1.m0.m1[1], "\xad\x52\x39\x3f", 4);
    ck("f1 a1.m0.m1[2]", &a1.m0.m1[2], "\xe2\x42\x1f\x3f", 4);
    ck("f1 a2.m0", &a2.m0, "\x8b\x69\x04\xc2", 4);
    ck("f1 a2.m1", &a2.m1, "\x1f\xd3\xdb\x09", 4);
    ck("f1 a3.m0.m0[0]", &a3.m0.m0[0], "\x1e", 1);
    ck("f1 a3.m0.m0[1]", &a3.m0.m0[1], "\x6a", 1);
    ck("f1 a3.m0.m0[2]", &a3.m0.m0[2], "\xfe", 1);
    if (a3.m0.m1 != 0) { printf("NG f1 a3.m0.m1 expected 0 got %lld\n", (long long) a3.m0.m1); ng_count++; }
    ck("f1 a3.m0.m2", &a3.m0.m2, "\xc7\x0a\xa8\x31", 4);
    ck("f1 a3.m0.m3", &a3.m0.m3, "\x36\xca\xed\x57\x5a\xe5\x2f\x7c", 8);
    ck("f1 a3.m1", &a3.m1, "\x1b\xb4\x18\x92\x19\x9c\x9c\x3f", 8);
    ck("f1 a3.m2", &a3.m2, "\x25\x9b\x56\xbf", 4);
    ck("f1 a4.m0", &a4.m0, "\x5f\x52", 2);
    ck("f1 a4.m1", &a4.m1, "\xdc\xf5\x23\x15", 4);
    if (a4.m2 != 251093) { printf("NG f1 a4.m2 expected 251093 got %lld\n", (long long) a4.m2); ng_count++; }
    ck("f1 a5", &a5, "\xc7", 1);
    memset(&r, 0, sizeof r);
    r.m0 = &g1;
    return r;
}

long long f2(union S14 a0, short a1, int a2) {
    long long r;
    ck("f2 a0.m0[0]", &a0.m0[0], "\x2a\xed", 2);
    ck("f2 a1", &a1, "\xeb\x27", 2);
    ck("f2 a2", &a2, "\xe2\x6f\xc2\x27", 4);
    r = 9114103302723342993LL;
    return r;
}

static void call_f0(void) {
    struct S1 a0;
    unsigned long a1;
    struct S3 a2;
    short a3;
    float a4;
    float a5;
    struct S5 r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = 30769;
    a0.m1[0].m0 = 8269;
    a0.m1[0].m1 = 20;
    a0.m1[1].m0 = 9500;
    a0.m1[1].m1 = 104;
    a0.m1[2].m0 = 13018;
    a0.m1[2].m1 = 165;
    a0.m2 = 3274517858u;
    a0.m3 = 46740;
    a1 = 5533857376494467151UL;
    memset(&a2, 0, sizeof a2);
    a2.m0 = 47;
    a2.m1 = (-98);
    a2.m2.m0 = (-132168903);
    a3 = (-9045);
    memcpy(&a4, "\xb8\x3e\x5d\x3f", 4);
    memcpy(&a5, "\x5a\x98\x47\xbf", 4);
    r = f0(a0, a1, a2, a3, a4, a5);
    ck("f0 return.m0", &r.m0, "\xac\x4f\x66\x3f", 4);
    if (r.m1[0].m0 != 65) { printf("NG f0 return.m1[0].m0 expected 65 got %lld\n", (long long) r.m1[0].m0); ng_count++; }
    ck("f0 return.m1[0].m1[0]", &r.m1[0].m1[0], "\x8a\x20", 2);
    ck("f0 return.m1[0].m2", &r.m1[0].m2, "\xc3\xa9", 2);
    ck("f0 return.m1[0].m3", &r.m1[0].m3, "\xf3\xec\xf0\xd4\x69\x57\x6c\x80\x32\xbf", 10);
    if (r.m1[1].m0 != 15) { printf("NG f0 return.m1[1].m0 expected 15 got %lld\n", (long long) r.m1[1].m0); ng_count++; }
    ck("f0 return.m1[1].m1[0]", &r.m1[1].m1[0], "\x9d\xa9", 2);
    ck("f0 return.m1[1].m2", &r.m1[1].m2, "\x40\x84", 2);
    ck("f0 return.m1[1].m3", &r.m1[1].m3, "\x3d\xd9\x1e\x92\xdc\xdd\x23\x80\x73\x3f", 10);
    if (r.m1[2].m0 != 58) { printf("NG f0 return.m1[2].m0 expected 58 got %lld\n", (long long) r.m1[2].m0); ng_count++; }
    ck("f0 return.m1[2].m1[0]", &r.m1[2].m1[0], "\x36\x02", 2);
    ck("f0 return.m1[2].m2", &r.m1[2].m2, "\x50\xea", 2);
    ck("f0 return.m1[2].m3", &r.m1[2].m3, "\x9c\x71\x1a\xce\x9d\xca\x99\x91\x23\x3f", 10);
    ck("f0 return.m2", &r.m2, "\x29", 1);
    if (r.m3 != &g0) { printf("NG f0 return.m3 pointer\n"); ng_count++; }
}

static void call_f1(void) {
    unsigned int a0;
    union S8 a1;
    struct S9 a2;
    struct S11 a3;
    struct S12 a4;
    unsigned char a5;
    union S13 r;
    a0 = 493446676u;
    memset(&a1, 0, sizeof a1);
    memcpy(&a1.m0.m0[0], "\x54\xd2\x5a\x64\x2c\x1e\x16\xbf", 8);
    memcpy(&a1.m0.m0[1], "\xaf\x3f\x87\x93\x6b\x83\x34\x3f", 8);
    memcpy(&a1.m0.m0[2], "\xc3\x42\xe8\xa7\xe3\xcc\x88\xbf", 8);
    memcpy(&a1.m0.m1[0], "\x8f\x54\xde\xbf", 4);
    memcpy(&a1.m0.m1[1], "\xad\x52\x39\x3f", 4);
    memcpy(&a1.m0.m1[2], "\xe2\x42\x1f\x3f", 4);
    memset(&a2, 0, sizeof a2);
    a2.m0 = (-1039898229);
    a2.m1 = 165401375;
    memset(&a3, 0, sizeof a3);
    a3.m0.m0[0] = 30;
    a3.m0.m0[1] = 106;
    a3.m0.m0[2] = 254;
    a3.m0.m1 = 0;
    a3.m0.m2 = 833096391u;
    a3.m0.m3 = 8948623160793483830ULL;
    a3.m1 = 4583710154395530267ULL;
    memcpy(&a3.m2, "\x25\x9b\x56\xbf", 4);
    memset(&a4, 0, sizeof a4);
    a4.m0 = 21087;
    a4.m1 = 354678236;
    a4.m2 = 251093;
    a5 = 199;
    r = f1(a0, a1, a2, a3, a4, a5);
    if (r.m0 != &g1) { printf("NG f1 return.m0 pointer\n"); ng_count++; }
}

static void call_f2(void) {
    union S14 a0;
    short a1;
    int a2;
    long long r;
    memset(&a0, 0, sizeof a0);
    a0.m0[0] = 60714;
    a1 = 10219;
    a2 = 667054050;
    r = f2(a0, a1, a2);
    ck("f2 return", &r, "\x91\x12\x0a\x4d\xaa\xcc\x7b\x7e", 8);
}

static void layout(void) {
    printf("ARG f0 a0.m0 3178\n");
    printf("ARG f0 a0.m1[0].m1 14\n");
    printf("ARG f0 a0.m1[1].m1 68\n");
    printf("ARG f0 a0.m1[2].m1 a5\n");
    printf("ARG f0 a0.m2 622d2dc3\n");
    printf("ARG f0 a0.m3 94b6\n");
    printf("ARG f0 a1 4fb8a0dbf635cc4c\n");
    printf("ARG f0 a2.m0 2f\n");
    printf("ARG f0 a2.m1 9e\n");
    printf("ARG f0 a3 abdc\n");
    printf("ARG f0 a4 b83e5d3f\n");
    printf("ARG f0 a5 5a9847bf\n");
    printf("ARG f0 return.m0 ac4f663f\n");
    printf("ARG f0 return.m1[0].m1[0] 8a20\n");
    printf("ARG f0 return.m1[0].m2 c3a9\n");
    printf("ARG f0 return.m1[0].m3 f3ecf0d469576c8032bf\n");
    printf("ARG f0 return.m1[1].m1[0] 9da9\n");
    printf("ARG f0 return.m1[1].m2 4084\n");
    printf("ARG f0 return.m1[1].m3 3dd91e92dcdd2380733f\n");
    printf("ARG f0 return.m1[2].m1[0] 3602\n");
    printf("ARG f0 return.m1[2].m2 50ea\n");
    printf("ARG f0 return.m1[2].m3 9c711ace9dca9991233f\n");
    printf("ARG f0 return.m2 29\n");
    printf("ARG f1 a0 1466691d\n");
    printf("ARG f1 a1.m0.m0[0] 54d25a642c1e16bf\n");
    printf("ARG f1 a1.m0.m0[1] af3f87936b83343f\n");
    printf("ARG f1 a1.m0.m0[2] c342e8a7e3cc88bf\n");
    printf("ARG f1 a1.m0.m1[0] 8f54debf\n");
    printf("ARG f1 a1.m0.m1[1] ad52393f\n");
    printf("ARG f1 a1.m0.m1[2] e2421f3f\n");
    printf("ARG f1 a2.m0 8b6904c2\n");
    printf("ARG f1 a2.m1 1fd3db09\n");
    printf("ARG f1 a3.m0.m0[0] 1e\n");
    printf("ARG f1 a3.m0.m0[1] 6a\n");
    printf("ARG f1 a3.m0.m0[2] fe\n");
    printf("ARG f1 a3.m0.m2 c70aa831\n");
    printf("ARG f1 a3.m0.m3 36caed575ae52f7c\n");
    printf("ARG f1 a3.m1 1bb41892199c9c3f\n");
    printf("ARG f1 a3.m2 259b56bf\n");
    printf("ARG f1 a4.m0 5f52\n");
    printf("ARG f1 a4.m1 dcf52315\n");
    printf("ARG f1 a5 c7\n");
    printf("ARG f2 a0.m0[0] 2aed\n");
    printf("ARG f2 a1 eb27\n");
    printf("ARG f2 a2 e26fc227\n");
    printf("ARG f2 return 91120a4daacc7b7e\n");
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
