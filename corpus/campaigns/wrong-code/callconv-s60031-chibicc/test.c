/* creduce-rs generator callconv, seed 60031 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    float m0;
    short m1[3];
};
union S1 {
    int * m0;
};
struct S2 {
    unsigned char m0;
};
struct S3 {
    struct S2 m0;
};
union S4 {
    float m0;
};
union S5 {
    unsigned int m0;
    float m1;
};
union S6 {
    unsigned short m0;
    signed char m1;
    unsigned short m2;
    short m3;
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

long double f0(long a0, double a1);
struct S3 f1(struct S0 a0, signed char a1, union S1 a2, int a3, unsigned char a4, int * a5);
union S6 f2(union S4 a0, unsigned long long a1, union S5 a2);

long double f0(long a0, double a1) {
    long double r;
    ck("f0 a0", &a0, "\x81\xdc\xbf\xd3\x56\xbe\x22\x0b", 8);
    ck("f0 a1", &a1, "\xfc\x39\xcc\x9a\xba\x40\x01\xbf", 8);
    memset(&r, 0, sizeof r);
    memcpy(&r, "\x01\x04\x8b\xd9\x02\xd2\x01\x80\xc9\x3f", 10);
    return r;
}

struct S3 f1(struct S0 a0, signed char a1, union S1 a2, int a3, unsigned char a4, int * a5) {
    struct S3 r;
    ck("f1 a0.m0", &a0.m0, "\xfe\xe4\xfc\xbf", 4);
    ck("f1 a0.m1[0]", &a0.m1[0], "\xf5\x1d", 2);
    ck("f1 a0.m1[1]", &a0.m1[1], "\xce\xa4", 2);
    ck("f1 a0.m1[2]", &a0.m1[2], "\xa6\x5d", 2);
    ck("f1 a1", &a1, "\x4c", 1);
    if (a2.m0 != &g0) { printf("NG f1 a2.m0 pointer\n"); ng_count++; }
    ck("f1 a3", &a3, "\x67\x58\x55\xbb", 4);
    ck("f1 a4", &a4, "\xf1", 1);
    if (a5 != &g1) { printf("NG f1 a5 pointer\n"); ng_count++; }
    memset(&r, 0, sizeof r);
    r.m0.m0 = 145;
    return r;
}

union S6 f2(union S4 a0, unsigned long long a1, union S5 a2) {
    union S6 r;
    ck("f2 a0.m0", &a0.m0, "\xf9\x1a\x9d\xbf", 4);
    ck("f2 a1", &a1, "\x8d\x31\xf0\xfb\xb9\xce\x7d\x63", 8);
    ck("f2 a2.m0", &a2.m0, "\xa9\x9b\x19\x99", 4);
    memset(&r, 0, sizeof r);
    r.m0 = 16512;
    return r;
}

static void call_f0(void) {
    long a0;
    double a1;
    long double r;
    a0 = 802412963754400897L;
    memcpy(&a1, "\xfc\x39\xcc\x9a\xba\x40\x01\xbf", 8);
    r = f0(a0, a1);
    ck("f0 return", &r, "\x01\x04\x8b\xd9\x02\xd2\x01\x80\xc9\x3f", 10);
}

static void call_f1(void) {
    struct S0 a0;
    signed char a1;
    union S1 a2;
    int a3;
    unsigned char a4;
    int * a5;
    struct S3 r;
    memset(&a0, 0, sizeof a0);
    memcpy(&a0.m0, "\xfe\xe4\xfc\xbf", 4);
    a0.m1[0] = 7669;
    a0.m1[1] = (-23346);
    a0.m1[2] = 23974;
    a1 = 76;
    memset(&a2, 0, sizeof a2);
    a2.m0 = &g0;
    a3 = (-1152034713);
    a4 = 241;
    a5 = &g1;
    r = f1(a0, a1, a2, a3, a4, a5);
    ck("f1 return.m0.m0", &r.m0.m0, "\x91", 1);
}

static void call_f2(void) {
    union S4 a0;
    unsigned long long a1;
    union S5 a2;
    union S6 r;
    memset(&a0, 0, sizeof a0);
    memcpy(&a0.m0, "\xf9\x1a\x9d\xbf", 4);
    a1 = 7169113480034791821ULL;
    memset(&a2, 0, sizeof a2);
    a2.m0 = 2568592297u;
    r = f2(a0, a1, a2);
    ck("f2 return.m0", &r.m0, "\x80\x40", 2);
}

static void layout(void) {
    printf("ARG f0 a0 81dcbfd356be220b\n");
    printf("ARG f0 a1 fc39cc9aba4001bf\n");
    printf("ARG f0 return 01048bd902d20180c93f\n");
    printf("ARG f1 a0.m0 fee4fcbf\n");
    printf("ARG f1 a0.m1[0] f51d\n");
    printf("ARG f1 a0.m1[1] cea4\n");
    printf("ARG f1 a0.m1[2] a65d\n");
    printf("ARG f1 a1 4c\n");
    printf("ARG f1 a3 675855bb\n");
    printf("ARG f1 a4 f1\n");
    printf("ARG f1 return.m0.m0 91\n");
    printf("ARG f2 a0.m0 f91a9dbf\n");
    printf("ARG f2 a1 8d31f0fbb9ce7d63\n");
    printf("ARG f2 a2.m0 a99b1999\n");
    printf("ARG f2 return.m0 8040\n");
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
