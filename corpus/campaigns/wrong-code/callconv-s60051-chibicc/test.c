/* creduce-rs generator callconv, seed 60051 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned int m0;
};
struct S1 {
    long double m0;
    signed int m1 : 1;
    unsigned char m2;
};
struct S2 {
    long double m0;
    struct S0 m1;
    struct S1 m2;
    long m3;
};
union S3 {
    unsigned char m0;
};
struct S4 {
    unsigned long m0[2];
    unsigned int m1 : 26;
    signed int m2 : 15;
    unsigned int m3;
};
struct S5 {
    int m0;
};
union S6 {
    struct S5 m0[2];
    int m1;
};
union S7 {
    float m0;
    unsigned short m1;
};
union S8 {
    unsigned char m0;
};
struct S9 {
    union S7 m0[1];
    int * m1;
    union S8 m2[2];
};
struct S10 {
    short m0[2];
};
union S11 {
    unsigned int m0;
    int m1;
    float m2;
};
union S12 {
    unsigned int m0;
    int m1[1];
    float m2;
    unsigned int m3;
};
struct S13 {
    unsigned int m0 : 24;
    long long m1;
    signed int m2 : 8;
    float m3;
};
struct S14 {
    unsigned int m0[1];
    union S11 m1;
    union S12 m2[2];
    struct S13 m3;
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

int f0(struct S2 a0, long long a1, unsigned long a2, long long a3);
struct S9 f1(int * a0, union S3 a1, struct S4 a2, union S6 a3);
int f2(long a0, struct S10 a1, struct S14 a2, unsigned short a3, int a4, long a5);

int f0(struct S2 a0, long long a1, unsigned long a2, long long a3) {
    int r;
    ck("f0 a0.m0", &a0.m0, "\x44\x60\xf0\x04\xe8\x47\x07\x80\x3e\x3f", 10);
    ck("f0 a0.m1.m0", &a0.m1.m0, "\xa9\xec\x8c\x43", 4);
    ck("f0 a0.m2.m0", &a0.m2.m0, "\xd7\xf9\xd3\x68\x93\x58\x08\x80\x9f\xbf", 10);
    if (a0.m2.m1 != 0) { printf("NG f0 a0.m2.m1 expected 0 got %lld\n", (long long) a0.m2.m1); ng_count++; }
    ck("f0 a0.m2.m2", &a0.m2.m2, "\x61", 1);
    ck("f0 a0.m3", &a0.m3, "\xac\x0f\x30\xfa\xe6\x4f\xd2\xda", 8);
    ck("f0 a1", &a1, "\x91\xa8\xec\x72\x3f\x26\xcb\x3f", 8);
    ck("f0 a2", &a2, "\xa0\x3f\xc0\xe1\x76\x9c\x32\x73", 8);
    ck("f0 a3", &a3, "\x2d\xac\x95\xdc\x66\x37\xe7\x71", 8);
    r = (-1248561950);
    return r;
}

struct S9 f1(int * a0, union S3 a1, struct S4 a2, union S6 a3) {
    struct S9 r;
    if (a0 != &g0) { printf("NG f1 a0 pointer\n"); ng_count++; }
    ck("f1 a1.m0", &a1.m0, "\x3f", 1);
    ck("f1 a2.m0[0]", &a2.m0[0], "\x15\x08\xea\x3d\xb8\x9c\x33\x48", 8);
    ck("f1 a2.m0[1]", &a2.m0[1], "\x86\x8b\x68\xab\xb9\xbb\xb0\x90", 8);
    if (a2.m1 != 27649500) { printf("NG f1 a2.m1 expected 27649500 got %lld\n", (long long) a2.m1); ng_count++; }
    if (a2.m2 != 14418) { printf("NG f1 a2.m2 expected 14418 got %lld\n", (long long) a2.m2); ng_count++; }
    ck("f1 a2.m3", &a2.m3, "\x7c\x3f\x8f\x90", 4);
    ck("f1 a3.m0[0].m0", &a3.m0[0].m0, "\xc8\x3d\x9a\x3d", 4);
    ck("f1 a3.m0[1].m0", &a3.m0[1].m0, "\x23\x3e\xf7\xa9", 4);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0[0].m0, "\xed\x01\x4a\x3f", 4);
    r.m1 = &g1;
    r.m2[0].m0 = 200;
    r.m2[1].m0 = 114;
    return r;
}

int f2(long a0, struct S10 a1, struct S14 a2, unsigned short a3, int a4, long a5) {
    int r;
    ck("f2 a0", &a0, "\x7e\x52\x09\xc5\x5f\xde\xb5\x79", 8);
    ck("f2 a1.m0[0]", &a1.m0[0], "\xc3\x9f", 2);
    ck("f2 a1.m0[1]", &a1.m0[1], "\x51\xd2", 2);
    ck("f2 a2.m0[0]", &a2.m0[0], "\x10\xc2\x91\x24", 4);
    ck("f2 a2.m1.m0", &a2.m1.m0, "\xa3\x5a\x84\xc6", 4);
    ck("f2 a2.m2[0].m0", &a2.m2[0].m0, "\x05\xc3\xaa\x8b", 4);
    ck("f2 a2.m2[1].m0", &a2.m2[1].m0, "\x4f\xcf\xac\xd7", 4);
    if (a2.m3.m0 != 10293464) { printf("NG f2 a2.m3.m0 expected 10293464 got %lld\n", (long long) a2.m3.m0); ng_count++; }
    ck("f2 a2.m3.m1", &a2.m3.m1, "\x67\x7d\xa7\xc7\x99\x0b\x85\x51", 8);
    if (a2.m3.m2 != 90) { printf("NG f2 a2.m3.m2 expected 90 got %lld\n", (long long) a2.m3.m2); ng_count++; }
    ck("f2 a2.m3.m3", &a2.m3.m3, "\x20\xcc\xb1\x3f", 4);
    ck("f2 a3", &a3, "\x8c\xc3", 2);
    ck("f2 a4", &a4, "\x0a\x55\x40\x55", 4);
    ck("f2 a5", &a5, "\x35\x0f\x70\x52\x24\x6b\x3e\x5e", 8);
    r = 962597014;
    return r;
}

static void call_f0(void) {
    struct S2 a0;
    long long a1;
    unsigned long a2;
    long long a3;
    int r;
    memset(&a0, 0, sizeof a0);
    memcpy(&a0.m0, "\x44\x60\xf0\x04\xe8\x47\x07\x80\x3e\x3f", 10);
    a0.m1.m0 = 1133309097u;
    memcpy(&a0.m2.m0, "\xd7\xf9\xd3\x68\x93\x58\x08\x80\x9f\xbf", 10);
    a0.m2.m1 = 0;
    a0.m2.m2 = 97;
    a0.m3 = (-2678990974873497684L);
    a1 = 4596809898614630545LL;
    a2 = 8300869097604792224UL;
    a3 = 8207589760833006637LL;
    r = f0(a0, a1, a2, a3);
    ck("f0 return", &r, "\xe2\x74\x94\xb5", 4);
}

static void call_f1(void) {
    int * a0;
    union S3 a1;
    struct S4 a2;
    union S6 a3;
    struct S9 r;
    a0 = &g0;
    memset(&a1, 0, sizeof a1);
    a1.m0 = 63;
    memset(&a2, 0, sizeof a2);
    a2.m0[0] = 5202674309669718037UL;
    a2.m0[1] = 10426039543481797510UL;
    a2.m1 = 27649500;
    a2.m2 = 14418;
    a2.m3 = 2425307004u;
    memset(&a3, 0, sizeof a3);
    a3.m0[0].m0 = 1033518536;
    a3.m0[1].m0 = (-1443414493);
    r = f1(a0, a1, a2, a3);
    ck("f1 return.m0[0].m0", &r.m0[0].m0, "\xed\x01\x4a\x3f", 4);
    if (r.m1 != &g1) { printf("NG f1 return.m1 pointer\n"); ng_count++; }
    ck("f1 return.m2[0].m0", &r.m2[0].m0, "\xc8", 1);
    ck("f1 return.m2[1].m0", &r.m2[1].m0, "\x72", 1);
}

static void call_f2(void) {
    long a0;
    struct S10 a1;
    struct S14 a2;
    unsigned short a3;
    int a4;
    long a5;
    int r;
    a0 = 8770160352282890878L;
    memset(&a1, 0, sizeof a1);
    a1.m0[0] = (-24637);
    a1.m0[1] = (-11695);
    memset(&a2, 0, sizeof a2);
    a2.m0[0] = 613532176u;
    a2.m1.m0 = 3330562723u;
    a2.m2[0].m0 = 2343224069u;
    a2.m2[1].m0 = 3618426703u;
    a2.m3.m0 = 10293464;
    a2.m3.m1 = 5874114044082224487LL;
    a2.m3.m2 = 90;
    memcpy(&a2.m3.m3, "\x20\xcc\xb1\x3f", 4);
    a3 = 50060;
    a4 = 1430279434;
    a5 = 6790983091867356981L;
    r = f2(a0, a1, a2, a3, a4, a5);
    ck("f2 return", &r, "\x96\x10\x60\x39", 4);
}

static void layout(void) {
    printf("ARG f0 a0.m0 4460f004e84707803e3f\n");
    printf("ARG f0 a0.m1.m0 a9ec8c43\n");
    printf("ARG f0 a0.m2.m0 d7f9d368935808809fbf\n");
    printf("ARG f0 a0.m2.m2 61\n");
    printf("ARG f0 a0.m3 ac0f30fae64fd2da\n");
    printf("ARG f0 a1 91a8ec723f26cb3f\n");
    printf("ARG f0 a2 a03fc0e1769c3273\n");
    printf("ARG f0 a3 2dac95dc6637e771\n");
    printf("ARG f0 return e27494b5\n");
    printf("ARG f1 a1.m0 3f\n");
    printf("ARG f1 a2.m0[0] 1508ea3db89c3348\n");
    printf("ARG f1 a2.m0[1] 868b68abb9bbb090\n");
    printf("ARG f1 a2.m3 7c3f8f90\n");
    printf("ARG f1 a3.m0[0].m0 c83d9a3d\n");
    printf("ARG f1 a3.m0[1].m0 233ef7a9\n");
    printf("ARG f1 return.m0[0].m0 ed014a3f\n");
    printf("ARG f1 return.m2[0].m0 c8\n");
    printf("ARG f1 return.m2[1].m0 72\n");
    printf("ARG f2 a0 7e5209c55fdeb579\n");
    printf("ARG f2 a1.m0[0] c39f\n");
    printf("ARG f2 a1.m0[1] 51d2\n");
    printf("ARG f2 a2.m0[0] 10c29124\n");
    printf("ARG f2 a2.m1.m0 a35a84c6\n");
    printf("ARG f2 a2.m2[0].m0 05c3aa8b\n");
    printf("ARG f2 a2.m2[1].m0 4fcfacd7\n");
    printf("ARG f2 a2.m3.m1 677da7c7990b8551\n");
    printf("ARG f2 a2.m3.m3 20ccb13f\n");
    printf("ARG f2 a3 8cc3\n");
    printf("ARG f2 a4 0a554055\n");
    printf("ARG f2 a5 350f7052246b3e5e\n");
    printf("ARG f2 return 96106039\n");
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
