/* creduce-rs generator callconv, seed 60020 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

union S0 {
    long double m0;
};
struct S1 {
    long double m0;
    unsigned int m1;
    signed int m2 : 11;
};
struct S2 {
    unsigned short m0;
};
union S3 {
    struct S2 m0;
};
struct S4 {
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

struct S1 f0(union S0 a0, unsigned long a1, int * a2, long long a3, unsigned int a4, long long a5);
long double f1(unsigned char a0, union S3 a1, unsigned long a2);
struct S4 f2(unsigned char a0, double a1);

struct S1 f0(union S0 a0, unsigned long a1, int * a2, long long a3, unsigned int a4, long long a5) {
    struct S1 r;
    ck("f0 a0.m0", &a0.m0, "\xab\x60\x69\xe7\xbd\x58\x79\x80\x1b\xbf", 10);
    ck("f0 a1", &a1, "\x01\x1a\xb8\x6c\xa0\x8a\xf0\xbc", 8);
    if (a2 != &g0) { printf("NG f0 a2 pointer\n"); ng_count++; }
    ck("f0 a3", &a3, "\xaa\xc5\xd5\x26\xb5\x67\xed\x1c", 8);
    ck("f0 a4", &a4, "\xec\xa7\xbc\x6a", 4);
    ck("f0 a5", &a5, "\x88\x5e\xcf\xe6\x36\xa2\xbd\x95", 8);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x2c\x3a\x95\xac\x4e\xa9\x7b\x96\x01\x3f", 10);
    r.m1 = 2701022448u;
    r.m2 = (-768);
    return r;
}

long double f1(unsigned char a0, union S3 a1, unsigned long a2) {
    long double r;
    ck("f1 a0", &a0, "\xf7", 1);
    ck("f1 a1.m0.m0", &a1.m0.m0, "\xfe\xc7", 2);
    ck("f1 a2", &a2, "\xbf\x85\x22\xf9\xaf\x8b\xb4\x52", 8);
    memset(&r, 0, sizeof r);
    memcpy(&r, "\x8a\xd6\xe9\xdd\xac\x71\x34\x80\x81\xbf", 10);
    return r;
}

struct S4 f2(unsigned char a0, double a1) {
    struct S4 r;
    ck("f2 a0", &a0, "\xbd", 1);
    ck("f2 a1", &a1, "\xbb\x4a\xf2\x82\x84\x24\xb8\xbf", 8);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x0a\x5c\x81\xb6\x67\xe4\xd2\xbf", 8);
    return r;
}

static void call_f0(void) {
    union S0 a0;
    unsigned long a1;
    int * a2;
    long long a3;
    unsigned int a4;
    long long a5;
    struct S1 r;
    memset(&a0, 0, sizeof a0);
    memcpy(&a0.m0, "\xab\x60\x69\xe7\xbd\x58\x79\x80\x1b\xbf", 10);
    a1 = 13614534095164414465UL;
    a2 = &g0;
    a3 = 2084436230280693162LL;
    a4 = 1790748652u;
    a5 = (-7656785434775691640LL);
    r = f0(a0, a1, a2, a3, a4, a5);
    ck("f0 return.m0", &r.m0, "\x2c\x3a\x95\xac\x4e\xa9\x7b\x96\x01\x3f", 10);
    ck("f0 return.m1", &r.m1, "\xf0\x54\xfe\xa0", 4);
    if (r.m2 != (-768)) { printf("NG f0 return.m2 expected -768 got %lld\n", (long long) r.m2); ng_count++; }
}

static void call_f1(void) {
    unsigned char a0;
    union S3 a1;
    unsigned long a2;
    long double r;
    a0 = 247;
    memset(&a1, 0, sizeof a1);
    a1.m0.m0 = 51198;
    a2 = 5959541794833335743UL;
    r = f1(a0, a1, a2);
    ck("f1 return", &r, "\x8a\xd6\xe9\xdd\xac\x71\x34\x80\x81\xbf", 10);
}

static void call_f2(void) {
    unsigned char a0;
    double a1;
    struct S4 r;
    a0 = 189;
    memcpy(&a1, "\xbb\x4a\xf2\x82\x84\x24\xb8\xbf", 8);
    r = f2(a0, a1);
    ck("f2 return.m0", &r.m0, "\x0a\x5c\x81\xb6\x67\xe4\xd2\xbf", 8);
}

static void layout(void) {
    printf("ARG f0 a0.m0 ab6069e7bd5879801bbf\n");
    printf("ARG f0 a1 011ab86ca08af0bc\n");
    printf("ARG f0 a3 aac5d526b567ed1c\n");
    printf("ARG f0 a4 eca7bc6a\n");
    printf("ARG f0 a5 885ecfe636a2bd95\n");
    printf("ARG f0 return.m0 2c3a95ac4ea97b96013f\n");
    printf("ARG f0 return.m1 f054fea0\n");
    printf("ARG f1 a0 f7\n");
    printf("ARG f1 a1.m0.m0 fec7\n");
    printf("ARG f1 a2 bf8522f9af8bb452\n");
    printf("ARG f1 return 8ad6e9ddac71348081bf\n");
    printf("ARG f2 a0 bd\n");
    printf("ARG f2 a1 bb4af2828424b8bf\n");
    printf("ARG f2 return.m0 0a5c81b667e4d2bf\n");
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
