/* creduce-rs generator callconv, seed 60022 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned short m0;
};
struct S1 {
    signed int m0 : 20;
};
struct S2 {
    unsigned short m0;
    int * m1;
};
union S3 {
    struct S0 m0;
    struct S1 m1;
    struct S2 m2[2];
};
union S4 {
    long double m0;
    signed char m1;
};
struct S5 {
    union S4 m0;
};
struct S6 {
    unsigned short m0;
};
struct S7 {
    unsigned char m0;
    unsigned char m1;
    unsigned char m2;
};
union S8 {
    long double m0;
    unsigned int m1;
};
struct S9 {
    int m0[2];
    long m1;
    struct S7 m2[2];
    union S8 m3;
};
struct S10 {
    unsigned char m0;
    int * m1;
};
struct S11 {
    struct S10 m0;
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

struct S6 f0(union S3 a0, long double a1, struct S5 a2);
unsigned int f1(struct S9 a0);
double f2(unsigned char a0, struct S11 a1);

struct S6 f0(union S3 a0, long double a1, struct S5 a2) {
    struct S6 r;
    ck("f0 a0.m0.m0", &a0.m0.m0, "\xb0\xb8", 2);
    ck("f0 a1", &a1, "\x61\xfe\x7d\x4b\x5f\x80\x69\x81\x50\xbf", 10);
    ck("f0 a2.m0.m0", &a2.m0.m0, "\xa9\x7a\x3a\xaa\x87\x89\xce\x80\x2d\xbf", 10);
    memset(&r, 0, sizeof r);
    r.m0 = 28735;
    return r;
}

unsigned int f1(struct S9 a0) {
    unsigned int r;
    ck("f1 a0.m0[0]", &a0.m0[0], "\xe6\x1c\xd1\x4c", 4);
    ck("f1 a0.m0[1]", &a0.m0[1], "\x1f\x99\xb9\xb2", 4);
    ck("f1 a0.m1", &a0.m1, "\x34\x19\xec\xa2\x32\x03\x13\xab", 8);
    ck("f1 a0.m2[0].m0", &a0.m2[0].m0, "\xe6", 1);
    ck("f1 a0.m2[0].m1", &a0.m2[0].m1, "\x8a", 1);
    ck("f1 a0.m2[0].m2", &a0.m2[0].m2, "\x14", 1);
    ck("f1 a0.m2[1].m0", &a0.m2[1].m0, "\x75", 1);
    ck("f1 a0.m2[1].m1", &a0.m2[1].m1, "\xb8", 1);
    ck("f1 a0.m2[1].m2", &a0.m2[1].m2, "\xdb", 1);
    ck("f1 a0.m3.m0", &a0.m3.m0, "\x65\xc3\xe2\x34\xfe\xb0\x3e\x80\xcb\x3f", 10);
    r = 4184076239u;
    return r;
}

double f2(unsigned char a0, struct S11 a1) {
    double r;
    ck("f2 a0", &a0, "\x55", 1);
    ck("f2 a1.m0.m0", &a1.m0.m0, "\x84", 1);
    if (a1.m0.m1 != &g0) { printf("NG f2 a1.m0.m1 pointer\n"); ng_count++; }
    memcpy(&r, "\x23\x13\x9a\x1b\x80\x73\xdf\xc0", 8);
    return r;
}

static void call_f0(void) {
    union S3 a0;
    long double a1;
    struct S5 a2;
    struct S6 r;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = 47280;
    memset(&a1, 0, sizeof a1);
    memcpy(&a1, "\x61\xfe\x7d\x4b\x5f\x80\x69\x81\x50\xbf", 10);
    memset(&a2, 0, sizeof a2);
    memcpy(&a2.m0.m0, "\xa9\x7a\x3a\xaa\x87\x89\xce\x80\x2d\xbf", 10);
    r = f0(a0, a1, a2);
    ck("f0 return.m0", &r.m0, "\x3f\x70", 2);
}

static void call_f1(void) {
    struct S9 a0;
    unsigned int r;
    memset(&a0, 0, sizeof a0);
    a0.m0[0] = 1288772838;
    a0.m0[1] = (-1296459489);
    a0.m1 = (-6119543952649742028L);
    a0.m2[0].m0 = 230;
    a0.m2[0].m1 = 138;
    a0.m2[0].m2 = 20;
    a0.m2[1].m0 = 117;
    a0.m2[1].m1 = 184;
    a0.m2[1].m2 = 219;
    memcpy(&a0.m3.m0, "\x65\xc3\xe2\x34\xfe\xb0\x3e\x80\xcb\x3f", 10);
    r = f1(a0);
    ck("f1 return", &r, "\xcf\xef\x63\xf9", 4);
}

static void call_f2(void) {
    unsigned char a0;
    struct S11 a1;
    double r;
    a0 = 85;
    memset(&a1, 0, sizeof a1);
    a1.m0.m0 = 132;
    a1.m0.m1 = &g0;
    r = f2(a0, a1);
    ck("f2 return", &r, "\x23\x13\x9a\x1b\x80\x73\xdf\xc0", 8);
}

static void layout(void) {
    printf("ARG f0 a0.m0.m0 b0b8\n");
    printf("ARG f0 a1 61fe7d4b5f80698150bf\n");
    printf("ARG f0 a2.m0.m0 a97a3aaa8789ce802dbf\n");
    printf("ARG f0 return.m0 3f70\n");
    printf("ARG f1 a0.m0[0] e61cd14c\n");
    printf("ARG f1 a0.m0[1] 1f99b9b2\n");
    printf("ARG f1 a0.m1 3419eca2320313ab\n");
    printf("ARG f1 a0.m2[0].m0 e6\n");
    printf("ARG f1 a0.m2[0].m1 8a\n");
    printf("ARG f1 a0.m2[0].m2 14\n");
    printf("ARG f1 a0.m2[1].m0 75\n");
    printf("ARG f1 a0.m2[1].m1 b8\n");
    printf("ARG f1 a0.m2[1].m2 db\n");
    printf("ARG f1 a0.m3.m0 65c3e234feb03e80cb3f\n");
    printf("ARG f1 return cfef63f9\n");
    printf("ARG f2 a0 55\n");
    printf("ARG f2 a1.m0.m0 84\n");
    printf("ARG f2 return 23139a1b8073dfc0\n");
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
