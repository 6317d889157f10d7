/* creduce-rs generator callconv, seed 60018 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    int m0[3];
    unsigned long long m1;
    unsigned short m2;
};
union S1 {
    unsigned char m0;
    long m1;
    unsigned int m2;
    struct S0 m3;
};
union S2 {
    float m0;
    unsigned long m1;
    double m2;
};
struct S3 {
    union S2 m0;
    float m1;
};
struct S4 {
    int * m0[1];
    unsigned long m1;
    signed int m2 : 8;
    long long m3[1];
};
union S5 {
    int * m0;
    unsigned long long m1;
    long m2;
};
struct S6 {
    int m0;
    unsigned char m1[3];
    unsigned int m2;
};
union S7 {
    union S5 m0;
    struct S6 m1;
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

float f0(signed char a0, long long a1, signed char a2, unsigned long a3, union S1 a4, struct S3 a5);
void f1(struct S4 a0);
union S7 f2(long a0);

float f0(signed char a0, long long a1, signed char a2, unsigned long a3, union S1 a4, struct S3 a5) {
    float r;
    ck("f0 a0", &a0, "\x57", 1);
    ck("f0 a1", &a1, "\x2c\x49\xb5\x1e\xe5\x4d\xe1\x40", 8);
    ck("f0 a2", &a2, "\x93", 1);
    ck("f0 a3", &a3, "\x31\xc0\x90\x8a\xcb\x39\xc8\xea", 8);
    ck("f0 a4.m0", &a4.m0, "\xe3", 1);
    ck("f0 a5.m0.m0", &a5.m0.m0, "\x36\xd3\x37\xbf", 4);
    ck("f0 a5.m1", &a5.m1, "\x01\xc4\x07\x3f", 4);
    memcpy(&r, "\xea\xfa\x3e\xbf", 4);
    return r;
}

void f1(struct S4 a0) {
    if (a0.m0[0] != &g0) { printf("NG f1 a0.m0[0] pointer\n"); ng_count++; }
    ck("f1 a0.m1", &a0.m1, "\xf3\x3c\xcb\x01\x80\x5c\x10\xf8", 8);
    if (a0.m2 != (-89)) { printf("NG f1 a0.m2 expected -89 got %lld\n", (long long) a0.m2); ng_count++; }
    ck("f1 a0.m3[0]", &a0.m3[0], "\xb9\x60\xb2\xb3\x1d\x7d\xa8\x52", 8);
}

union S7 f2(long a0) {
    union S7 r;
    ck("f2 a0", &a0, "\x46\x7c\xc9\x4f\xd4\x01\xa4\x81", 8);
    memset(&r, 0, sizeof r);
    r.m0.m0 = &g1;
    return r;
}

static void call_f0(void) {
    signed char a0;
    long long a1;
    signed char a2;
    unsigned long a3;
    union S1 a4;
    struct S3 a5;
    float r;
    a0 = 87;
    a1 = 4675103534645332268LL;
    a2 = (-109);
    a3 = 16917835546583154737UL;
    memset(&a4, 0, sizeof a4);
    a4.m0 = 227;
    memset(&a5, 0, sizeof a5);
    memcpy(&a5.m0.m0, "\x36\xd3\x37\xbf", 4);
    memcpy(&a5.m1, "\x01\xc4\x07\x3f", 4);
    r = f0(a0, a1, a2, a3, a4, a5);
    ck("f0 return", &r, "\xea\xfa\x3e\xbf", 4);
}

static void call_f1(void) {
    struct S4 a0;
    memset(&a0, 0, sizeof a0);
    a0.m0[0] = &g0;
    a0.m1 = 17874888625889164531UL;
    a0.m2 = (-89);
    a0.m3[0] = 5956148073719816377LL;
    f1(a0);
}

static void call_f2(void) {
    long a0;
    union S7 r;
    a0 = (-9105150535253001146L);
    r = f2(a0);
    if (r.m0.m0 != &g1) { printf("NG f2 return.m0.m0 pointer\n"); ng_count++; }
}

static void layout(void) {
    printf("ARG f0 a0 57\n");
    printf("ARG f0 a1 2c49b51ee54de140\n");
    printf("ARG f0 a2 93\n");
    printf("ARG f0 a3 31c0908acb39c8ea\n");
    printf("ARG f0 a4.m0 e3\n");
    printf("ARG f0 a5.m0.m0 36d337bf\n");
    printf("ARG f0 a5.m1 01c4073f\n");
    printf("ARG f0 return eafa3ebf\n");
    printf("ARG f1 a0.m1 f33ccb01805c10f8\n");
    printf("ARG f1 a0.m3[0] b960b2b31d7da852\n");
    printf("ARG f2 a0 467cc94fd401a481\n");
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
