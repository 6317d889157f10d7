/* creduce-rs generator callconv, seed 60055 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

union S0 {
    signed char m0;
    unsigned long m1;
};
struct S1 {
    signed int m0 : 2;
    union S0 m1[1];
    signed int m2 : 10;
};
struct S2 {
    int m0;
    unsigned int m1 : 9;
    short m2;
};
struct S3 {
    struct S2 m0;
};
struct S4 {
    short m0;
};
struct S5 {
    int * m0;
    unsigned int m1 : 25;
    unsigned int m2;
};
struct S6 {
    unsigned long m0[3];
    int * m1[1];
    unsigned int m2 : 1;
};
struct S7 {
    unsigned int m0 : 22;
    unsigned char m1;
    struct S6 m2;
};
struct S8 {
    unsigned long long m0[2];
    unsigned char m1;
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

void f0(short a0, unsigned long a1, float a2, struct S1 a3, unsigned long a4, unsigned int a5);
long double f1(struct S3 a0, struct S4 a1, int * a2, struct S5 a3);
void f2(int * a0, unsigned char a1, struct S7 a2, struct S8 a3, int a4);

void f0(short a0, unsigned long a1, float a2, struct S1 a3, unsigned long a4, unsigned int a5) {
    ck("f0 a0", &a0, "\xea\x46", 2);
    ck("f0 a1", &a1, "\xdd\xd4\xec\xd7\xe2\x40\x15\x6b", 8);
    ck("f0 a2", &a2, "\xcd\xd4\x46\xbf", 4);
    if (a3.m0 != 0) { printf("NG f0 a3.m0 expected 0 got %lld\n", (long long) a3.m0); ng_count++; }
    ck("f0 a3.m1[0].m0", &a3.m1[0].m0, "\xd1", 1);
    if (a3.m2 != (-148)) { printf("NG f0 a3.m2 expected -148 got %lld\n", (long long) a3.m2); ng_count++; }
    ck("f0 a4", &a4, "\xba\x40\xeb\x11\xac\x3c\x95\xf2", 8);
    ck("f0 a5", &a5, "\xb5\xa5\x89\xdf", 4);
}

long double f1(struct S3 a0, struct S4 a1, int * a2, struct S5 a3) {
    long double r;
    ck("f1 a0.m0.m0", &a0.m0.m0, "\x59\xc8\x6f\xf8", 4);
    if (a0.m0.m1 != 306) { printf("NG f1 a0.m0.m1 expected 306 got %lld\n", (long long) a0.m0.m1); ng_count++; }
    ck("f1 a0.m0.m2", &a0.m0.m2, "\xef\xd1", 2);
    ck("f1 a1.m0", &a1.m0, "\xb8\xbc", 2);
    if (a2 != &g0) { printf("NG f1 a2 pointer\n"); ng_count++; }
    if (a3.m0 != &g1) { printf("NG f1 a3.m0 pointer\n"); ng_count++; }
    if (a3.m1 != 2704995) { printf("NG f1 a3.m1 expected 2704995 got %lld\n", (long long) a3.m1); ng_count++; }
    ck("f1 a3.m2", &a3.m2, "\xc9\xd2\xaf\xcd", 4);
    memset(&r, 0, sizeof r);
    memcpy(&r, "\xf3\x71\x3a\x95\xec\x41\xba\x80\x8c\x3f", 10);
    return r;
}

void f2(int * a0, unsigned char a1, struct S7 a2, struct S8 a3, int a4) {
    if (a0 != &g2) { printf("NG f2 a0 pointer\n"); ng_count++; }
    ck("f2 a1", &a1, "\xba", 1);
    if (a2.m0 != 1316669) { printf("NG f2 a2.m0 expected 1316669 got %lld\n", (long long) a2.m0); ng_count++; }
    ck("f2 a2.m1", &a2.m1, "\x76", 1);
    ck("f2 a2.m2.m0[0]", &a2.m2.m0[0], "\x5d\xb0\x73\xeb\x95\xa8\xb7\xb0", 8);
    ck("f2 a2.m2.m0[1]", &a2.m2.m0[1], "\x27\x4b\x6e\xa0\x06\xcd\xd0\xbe", 8);
    ck("f2 a2.m2.m0[2]", &a2.m2.m0[2], "\x9b\x1f\xd7\x6c\x02\x1f\x62\xfd", 8);
    if (a2.m2.m1[0] != &g3) { printf("NG f2 a2.m2.m1[0] pointer\n"); ng_count++; }
    if (a2.m2.m2 != 1) { printf("NG f2 a2.m2.m2 expected 1 got %lld\n", (long long) a2.m2.m2); ng_count++; }
    ck("f2 a3.m0[0]", &a3.m0[0], "\x3a\xe6\x49\xf9\xf8\xc1\x9c\xc0", 8);
    ck("f2 a3.m0[1]", &a3.m0[1], "\x0d\xec\x8e\x25\x83\x41\x05\x3c", 8);
    ck("f2 a3.m1", &a3.m1, "\x6a", 1);
    ck("f2 a4", &a4, "\x8f\xee\x86\x77", 4);
}

static void call_f0(void) {
    short a0;
    unsigned long a1;
    float a2;
    struct S1 a3;
    unsigned long a4;
    unsigned int a5;
    a0 = 18154;
    a1 = 7716144879598621917UL;
    memcpy(&a2, "\xcd\xd4\x46\xbf", 4);
    memset(&a3, 0, sizeof a3);
    a3.m0 = 0;
    a3.m1[0].m0 = (-47);
    a3.m2 = (-148);
    a4 = 17479944238441119930UL;
    a5 = 3750340021u;
    f0(a0, a1, a2, a3, a4, a5);
}

static void call_f1(void) {
    struct S3 a0;
    struct S4 a1;
    int * a2;
    struct S5 a3;
    long double r;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = (-126891943);
    a0.m0.m1 = 306;
    a0.m0.m2 = (-11793);
    memset(&a1, 0, sizeof a1);
    a1.m0 = (-17224);
    a2 = &g0;
    memset(&a3, 0, sizeof a3);
    a3.m0 = &g1;
    a3.m1 = 2704995;
    a3.m2 = 3450852041u;
    r = f1(a0, a1, a2, a3);
    ck("f1 return", &r, "\xf3\x71\x3a\x95\xec\x41\xba\x80\x8c\x3f", 10);
}

static void call_f2(void) {
    int * a0;
    unsigned char a1;
    struct S7 a2;
    struct S8 a3;
    int a4;
    a0 = &g2;
    a1 = 186;
    memset(&a2, 0, sizeof a2);
    a2.m0 = 1316669;
    a2.m1 = 118;
    a2.m2.m0[0] = 12733831833267187805UL;
    a2.m2.m0[1] = 13749715090707204903UL;
    a2.m2.m0[2] = 18258189934589845403UL;
    a2.m2.m1[0] = &g3;
    a2.m2.m2 = 1;
    memset(&a3, 0, sizeof a3);
    a3.m0[0] = 13879181426727446074ULL;
    a3.m0[1] = 4324935048685874189ULL;
    a3.m1 = 106;
    a4 = 2005331599;
    f2(a0, a1, a2, a3, a4);
}

static void layout(void) {
    printf("ARG f0 a0 ea46\n");
    printf("ARG f0 a1 ddd4ecd7e240156b\n");
    printf("ARG f0 a2 cdd446bf\n");
    printf("ARG f0 a3.m1[0].m0 d1\n");
    printf("ARG f0 a4 ba40eb11ac3c95f2\n");
    printf("ARG f0 a5 b5a589df\n");
    printf("ARG f1 a0.m0.m0 59c86ff8\n");
    printf("ARG f1 a0.m0.m2 efd1\n");
    printf("ARG f1 a1.m0 b8bc\n");
    printf("ARG f1 a3.m2 c9d2afcd\n");
    printf("ARG f1 return f3713a95ec41ba808c3f\n");
    printf("ARG f2 a1 ba\n");
    printf("ARG f2 a2.m1 76\n");
    printf("ARG f2 a2.m2.m0[0] 5db073eb95a8b7b0\n");
    printf("ARG f2 a2.m2.m0[1] 274b6ea006cdd0be\n");
    printf("ARG f2 a2.m2.m0[2] 9b1fd76c021f62fd\n");
    printf("ARG f2 a3.m0[0] 3ae649f9f8c19cc0\n");
    printf("ARG f2 a3.m0[1] 0dec8e258341053c\n");
    printf("ARG f2 a3.m1 6a\n");
    printf("ARG f2 a4 8fee8677\n");
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
