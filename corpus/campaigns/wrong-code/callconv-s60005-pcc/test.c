/* creduce-rs generator callconv, seed 60005 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned short m0;
};
union S1 {
    short m0;
    unsigned int m1[1];
    unsigned long m2;
    float m3;
};
union S2 {
    unsigned long m0;
};
struct S3 {
    union S2 m0[3];
    unsigned int m1 : 16;
};
struct S4 {
    long m0[1];
    signed char m1;
};
union S5 {
    unsigned long m0;
    unsigned long long m1;
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

int f0(int a0, long double a1, struct S0 a2);
void f1(union S1 a0, long long a1);
long f2(struct S3 a0, double a1, int a2, struct S4 a3, unsigned long a4, union S5 a5);

int f0(int a0, long double a1, struct S0 a2) {
    int r;
    ck("f0 a0", &a0, "\x01\x33\x22\x1d", 4);
    ck("f0 a1", &a1, "\xe5\xb2\x50\x82\x2b\x06\x9a\x80\x0b\xbf", 10);
    ck("f0 a2.m0", &a2.m0, "\x56\x9a", 2);
    r = 512251730;
    return r;
}

void f1(union S1 a0, long long a1) {
    ck("f1 a0.m0", &a0.m0, "\x3c\xa1", 2);
    ck("f1 a1", &a1, "\xb3\x95\x22\xdf\x81\xf2\xa9\x5f", 8);
}

long f2(struct S3 a0, double a1, int a2, struct S4 a3, unsigned long a4, union S5 a5) {
    long r;
    ck("f2 a0.m0[0].m0", &a0.m0[0].m0, "\xa7\x01\x5c\x9f\xc3\x7e\x44\xa5", 8);
    ck("f2 a0.m0[1].m0", &a0.m0[1].m0, "\x1e\xe8\xeb\x49\xb1\x46\xb8\x82", 8);
    ck("f2 a0.m0[2].m0", &a0.m0[2].m0, "\x9a\xea\x72\x67\x0d\x59\xe3\x4f", 8);
    if (a0.m1 != 63143) { printf("NG f2 a0.m1 expected 63143 got %lld\n", (long long) a0.m1); ng_count++; }
    ck("f2 a1", &a1, "\xa4\x71\x8a\xe9\xa3\x3a\x9d\xbf", 8);
    ck("f2 a2", &a2, "\xe2\x2e\x4e\xb3", 4);
    ck("f2 a3.m0[0]", &a3.m0[0], "\x82\x3a\x74\x87\xd8\xae\x0a\x28", 8);
    ck("f2 a3.m1", &a3.m1, "\xdb", 1);
    ck("f2 a4", &a4, "\xda\x12\x73\x13\xc6\x9b\x0e\x14", 8);
    ck("f2 a5.m0", &a5.m0, "\xc7\x85\xc7\x3c\x55\x04\x51\xe2", 8);
    r = 2419012466057361375L;
    return r;
}

static void call_f0(void) {
    int a0;
    long double a1;
    struct S0 a2;
    int r;
    a0 = 488780545;
    memset(&a1, 0, sizeof a1);
    memcpy(&a1, "\xe5\xb2\x50\x82\x2b\x06\x9a\x80\x0b\xbf", 10);
    memset(&a2, 0, sizeof a2);
    a2.m0 = 39510;
    r = f0(a0, a1, a2);
    ck("f0 return", &r, "\x52\x57\x88\x1e", 4);
}

static void call_f1(void) {
    union S1 a0;
    long long a1;
    memset(&a0, 0, sizeof a0);
    a0.m0 = (-24260);
    a1 = 6893307344275543475LL;
    f1(a0, a1);
}

static void call_f2(void) {
    struct S3 a0;
    double a1;
    int a2;
    struct S4 a3;
    unsigned long a4;
    union S5 a5;
    long r;
    memset(&a0, 0, sizeof a0);
    a0.m0[0].m0 = 11908782693331763623UL;
    a0.m0[1].m0 = 9419356347908745246UL;
    a0.m0[2].m0 = 5756542662814657178UL;
    a0.m1 = 63143;
    memcpy(&a1, "\xa4\x71\x8a\xe9\xa3\x3a\x9d\xbf", 8);
    a2 = (-1286721822);
    memset(&a3, 0, sizeof a3);
    a3.m0[0] = 2885310756292934274L;
    a3.m1 = (-37);
    a4 = 1445263805464646362UL;
    memset(&a5, 0, sizeof a5);
    a5.m0 = 16307820489823716807UL;
    r = f2(a0, a1, a2, a3, a4, a5);
    ck("f2 return", &r, "\xdf\x37\x97\x7a\x05\x0f\x92\x21", 8);
}

static void layout(void) {
    printf("ARG f0 a0 0133221d\n");
    printf("ARG f0 a1 e5b250822b069a800bbf\n");
    printf("ARG f0 a2.m0 569a\n");
    printf("ARG f0 return 5257881e\n");
    printf("ARG f1 a0.m0 3ca1\n");
    printf("ARG f1 a1 b39522df81f2a95f\n");
    printf("ARG f2 a0.m0[0].m0 a7015c9fc37e44a5\n");
    printf("ARG f2 a0.m0[1].m0 1ee8eb49b146b882\n");
    printf("ARG f2 a0.m0[2].m0 9aea72670d59e34f\n");
    printf("ARG f2 a1 a4718ae9a33a9dbf\n");
    printf("ARG f2 a2 e22e4eb3\n");
    printf("ARG f2 a3.m0[0] 823a7487d8ae0a28\n");
    printf("ARG f2 a3.m1 db\n");
    printf("ARG f2 a4 da127313c69b0e14\n");
    printf("ARG f2 a5.m0 c785c73c550451e2\n");
    printf("ARG f2 return df37977a050f9221\n");
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
