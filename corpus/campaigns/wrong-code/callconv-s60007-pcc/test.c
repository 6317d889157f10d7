/* creduce-rs generator callconv, seed 60007 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    double m0;
    int * m1;
};
struct S1 {
    unsigned short m0[2];
};
union S2 {
    long m0[3];
    struct S1 m1;
};
struct S3 {
    signed char m0[2];
    unsigned char m1;
    unsigned long long m2;
};
union S4 {
    struct S3 m0;
    short m1;
};
union S5 {
    double m0;
    unsigned long long m1;
};
union S6 {
    short m0;
};
union S7 {
    union S5 m0[3];
    short m1;
    union S6 m2;
    long long m3[1];
};
union S8 {
    double m0;
};
struct S9 {
    unsigned char m0;
    int m1;
    long long m2[2];
    int m3;
};
struct S10 {
    long double m0;
    struct S9 m1;
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

struct S0 f0(long long a0);
union S8 f1(union S2 a0, union S4 a1, union S7 a2);
void f2(short a0, struct S10 a1, unsigned int a2);

struct S0 f0(long long a0) {
    struct S0 r;
    ck("f0 a0", &a0, "\xa5\xe9\x6f\xfe\x5f\x64\x4d\xa4", 8);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x2c\x96\x03\x4d\xed\xe9\xc6\x3f", 8);
    r.m1 = &g0;
    return r;
}

union S8 f1(union S2 a0, union S4 a1, union S7 a2) {
    union S8 r;
    ck("f1 a0.m0[0]", &a0.m0[0], "\xe1\x01\x26\x91\x4a\x46\x51\xac", 8);
    ck("f1 a0.m0[1]", &a0.m0[1], "\xb6\x60\xa2\x31\xb3\xe5\x2f\x09", 8);
    ck("f1 a0.m0[2]", &a0.m0[2], "\x49\x3d\xfc\x37\xc4\x68\xd7\xc8", 8);
    ck("f1 a1.m0.m0[0]", &a1.m0.m0[0], "\x09", 1);
    ck("f1 a1.m0.m0[1]", &a1.m0.m0[1], "\xb5", 1);
    ck("f1 a1.m0.m1", &a1.m0.m1, "\xe7", 1);
    ck("f1 a1.m0.m2", &a1.m0.m2, "\x60\x98\xfe\x1b\x19\x05\xb1\x89", 8);
    ck("f1 a2.m0[0].m0", &a2.m0[0].m0, "\x2f\xf2\xdc\x5f\xd8\x5a\xb6\x3f", 8);
    ck("f1 a2.m0[1].m0", &a2.m0[1].m0, "\xc2\x89\x7d\x82\xf5\xe5\x3c\x3f", 8);
    ck("f1 a2.m0[2].m0", &a2.m0[2].m0, "\xa9\xba\xc0\x97\x11\x82\x5f\xbf", 8);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\xe0\x49\x28\xa3\xb6\xda\x9c\x3f", 8);
    return r;
}

void f2(short a0, struct S10 a1, unsigned int a2) {
    ck("f2 a0", &a0, "\xe2\x87", 2);
    ck("f2 a1.m0", &a1.m0, "\xf2\x63\xa7\xce\x84\x07\x9d\x8c\x6f\x3f", 10);
    ck("f2 a1.m1.m0", &a1.m1.m0, "\x87", 1);
    ck("f2 a1.m1.m1", &a1.m1.m1, "\x87\x6e\x88\x92", 4);
    ck("f2 a1.m1.m2[0]", &a1.m1.m2[0], "\x25\xb8\x89\x6d\xc7\x6e\xa5\x69", 8);
    ck("f2 a1.m1.m2[1]", &a1.m1.m2[1], "\x05\xdf\x8a\x1c\x7a\x5d\xbb\x26", 8);
    ck("f2 a1.m1.m3", &a1.m1.m3, "\xf6\xdd\xbf\x14", 4);
    ck("f2 a2", &a2, "\x08\x55\x93\xf2", 4);
}

static void call_f0(void) {
    long long a0;
    struct S0 r;
    a0 = (-6607514714829231707LL);
    r = f0(a0);
    ck("f0 return.m0", &r.m0, "\x2c\x96\x03\x4d\xed\xe9\xc6\x3f", 8);
    if (r.m1 != &g0) { printf("NG f0 return.m1 pointer\n"); ng_count++; }
}

static void call_f1(void) {
    union S2 a0;
    union S4 a1;
    union S7 a2;
    union S8 r;
    memset(&a0, 0, sizeof a0);
    a0.m0[0] = (-6029961139995672095L);
    a0.m0[1] = 662000228041384118L;
    a0.m0[2] = (-3974592954169017015L);
    memset(&a1, 0, sizeof a1);
    a1.m0.m0[0] = 9;
    a1.m0.m0[1] = (-75);
    a1.m0.m1 = 231;
    a1.m0.m2 = 9921717059475904608ULL;
    memset(&a2, 0, sizeof a2);
    memcpy(&a2.m0[0].m0, "\x2f\xf2\xdc\x5f\xd8\x5a\xb6\x3f", 8);
    memcpy(&a2.m0[1].m0, "\xc2\x89\x7d\x82\xf5\xe5\x3c\x3f", 8);
    memcpy(&a2.m0[2].m0, "\xa9\xba\xc0\x97\x11\x82\x5f\xbf", 8);
    r = f1(a0, a1, a2);
    ck("f1 return.m0", &r.m0, "\xe0\x49\x28\xa3\xb6\xda\x9c\x3f", 8);
}

static void call_f2(void) {
    short a0;
    struct S10 a1;
    unsigned int a2;
    a0 = (-30750);
    memset(&a1, 0, sizeof a1);
    memcpy(&a1.m0, "\xf2\x63\xa7\xce\x84\x07\x9d\x8c\x6f\x3f", 10);
    a1.m1.m0 = 135;
    a1.m1.m1 = (-1836552569);
    a1.m1.m2[0] = 7612612547954980901LL;
    a1.m1.m2[1] = 2790927173132410629LL;
    a1.m1.m3 = 348118518;
    a2 = 4069741832u;
    f2(a0, a1, a2);
}

static void layout(void) {
    printf("ARG f0 a0 a5e96ffe5f644da4\n");
    printf("ARG f0 return.m0 2c96034dede9c63f\n");
    printf("ARG f1 a0.m0[0] e10126914a4651ac\n");
    printf("ARG f1 a0.m0[1] b660a231b3e52f09\n");
    printf("ARG f1 a0.m0[2] 493dfc37c468d7c8\n");
    printf("ARG f1 a1.m0.m0[0] 09\n");
    printf("ARG f1 a1.m0.m0[1] b5\n");
    printf("ARG f1 a1.m0.m1 e7\n");
    printf("ARG f1 a1.m0.m2 6098fe1b1905b189\n");
    printf("ARG f1 a2.m0[0].m0 2ff2dc5fd85ab63f\n");
    printf("ARG f1 a2.m0[1].m0 c2897d82f5e53c3f\n");
    printf("ARG f1 a2.m0[2].m0 a9bac09711825fbf\n");
    printf("ARG f1 return.m0 e04928a3b6da9c3f\n");
    printf("ARG f2 a0 e287\n");
    printf("ARG f2 a1.m0 f263a7ce84079d8c6f3f\n");
    printf("ARG f2 a1.m1.m0 87\n");
    printf("ARG f2 a1.m1.m1 876e8892\n");
    printf("ARG f2 a1.m1.m2[0] 25b8896dc76ea569\n");
    printf("ARG f2 a1.m1.m2[1] 05df8a1c7a5dbb26\n");
    printf("ARG f2 a1.m1.m3 f6ddbf14\n");
    printf("ARG f2 a2 085593f2\n");
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
