/* creduce-rs generator callconv, seed 60112 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

union S0 {
    unsigned long m0;
};
struct S1 {
    long double m0;
    int m1;
};
union S2 {
    union S0 m0;
    struct S1 m1[1];
};
struct S3 {
    double m0;
    unsigned int m1;
};
union S4 {
    signed char m0;
};
struct S5 {
    unsigned int m0 : 19;
    unsigned long m1;
};
union S6 {
    union S4 m0;
    struct S5 m1;
    int m2;
    int * m3;
};
union S7 {
    short m0;
};
struct S8 {
    unsigned char m0;
};
struct S9 {
    unsigned int m0 : 16;
    unsigned int m1;
    double m2;
    unsigned int m3 : 10;
};
struct S10 {
    unsigned int m0[3];
    struct S8 m1;
    signed int m2 : 23;
    struct S9 m3[1];
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

struct S3 f0(unsigned short a0, float a1, union S2 a2, unsigned long long a3, float a4, int a5);
union S6 f1(signed char a0, long a1, double a2);
void f2(long double a0, union S7 a1, struct S10 a2, unsigned long a3, unsigned int a4, signed char a5);

struct S3 f0(unsigned short a0, float a1, union S2 a2, unsigned long long a3, float a4, int a5) {
    struct S3 r;
    ck("f0 a0", &a0, "\xf2\xdc", 2);
    ck("f0 a1", &a1, "\x40\xa1\x0c\xbf", 4);
    ck("f0 a2.m0.m0", &a2.m0.m0, "\xd8\x8b\x2b\xef\x2b\x02\x06\xdb", 8);
    ck("f0 a3", &a3, "\x89\xd5\xc9\x5f\xa8\xfa\x9e\x55", 8);
    ck("f0 a4", &a4, "\x29\xc4\x73\xbf", 4);
    ck("f0 a5", &a5, "\x82\x30\x21\x12", 4);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x72\xee\xd6\x33\xb4\x72\xf3\x3f", 8);
    r.m1 = 2411530646u;
    return r;
}

union S6 f1(signed char a0, long a1, double a2) {
    union S6 r;
    ck("f1 a0", &a0, "\x87", 1);
    ck("f1 a1", &a1, "\xeb\xcb\xea\x19\x65\x4e\x84\x1f", 8);
    ck("f1 a2", &a2, "\x21\xe9\xd3\xda\x8e\xb9\x22\x3f", 8);
    memset(&r, 0, sizeof r);
    r.m0.m0 = 114;
    return r;
}

void f2(long double a0, union S7 a1, struct S10 a2, unsigned long a3, unsigned int a4, signed char a5) {
    ck("f2 a0", &a0, "\x8d\x61\x52\x49\xce\xe2\x93\xc8\x4e\xbf", 10);
    ck("f2 a1.m0", &a1.m0, "\xd2\x73", 2);
    ck("f2 a2.m0[0]", &a2.m0[0], "\x3f\x1c\xdd\x12", 4);
    ck("f2 a2.m0[1]", &a2.m0[1], "\x53\xaa\xbd\xa3", 4);
    ck("f2 a2.m0[2]", &a2.m0[2], "\x2f\x6b\x16\xed", 4);
    ck("f2 a2.m1.m0", &a2.m1.m0, "\xc8", 1);
    if (a2.m2 != (-3920314)) { printf("NG f2 a2.m2 expected -3920314 got %lld\n", (long long) a2.m2); ng_count++; }
    if (a2.m3[0].m0 != 54222) { printf("NG f2 a2.m3[0].m0 expected 54222 got %lld\n", (long long) a2.m3[0].m0); ng_count++; }
    ck("f2 a2.m3[0].m1", &a2.m3[0].m1, "\x7e\xf4\xab\x32", 4);
    ck("f2 a2.m3[0].m2", &a2.m3[0].m2, "\x34\x96\x94\x88\x87\x3a\xb5\xbf", 8);
    if (a2.m3[0].m3 != 1009) { printf("NG f2 a2.m3[0].m3 expected 1009 got %lld\n", (long long) a2.m3[0].m3); ng_count++; }
    ck("f2 a3", &a3, "\x52\xdb\xf7\x9a\xda\xfe\xc6\x1a", 8);
    ck("f2 a4", &a4, "\x7b\xb0\xd5\xa7", 4);
    ck("f2 a5", &a5, "\x93", 1);
}

static void call_f0(void) {
    unsigned short a0;
    float a1;
    union S2 a2;
    unsigned long long a3;
    float a4;
    int a5;
    struct S3 r;
    a0 = 56562;
    memcpy(&a1, "\x40\xa1\x0c\xbf", 4);
    memset(&a2, 0, sizeof a2);
    a2.m0.m0 = 15782304331885939672UL;
    a3 = 6169644140612670857ULL;
    memcpy(&a4, "\x29\xc4\x73\xbf", 4);
    a5 = 304164994;
    r = f0(a0, a1, a2, a3, a4, a5);
    ck("f0 return.m0", &r.m0, "\x72\xee\xd6\x33\xb4\x72\xf3\x3f", 8);
    ck("f0 return.m1", &r.m1, "\x96\x09\xbd\x8f", 4);
}

static void call_f1(void) {
    signed char a0;
    long a1;
    double a2;
    union S6 r;
    a0 = (-121);
    a1 = 2271026308235054059L;
    memcpy(&a2, "\x21\xe9\xd3\xda\x8e\xb9\x22\x3f", 8);
    r = f1(a0, a1, a2);
    ck("f1 return.m0.m0", &r.m0.m0, "\x72", 1);
}

static void call_f2(void) {
    long double a0;
    union S7 a1;
    struct S10 a2;
    unsigned long a3;
    unsigned int a4;
    signed char a5;
    memset(&a0, 0, sizeof a0);
    memcpy(&a0, "\x8d\x61\x52\x49\xce\xe2\x93\xc8\x4e\xbf", 10);
    memset(&a1, 0, sizeof a1);
    a1.m0 = 29650;
    memset(&a2, 0, sizeof a2);
    a2.m0[0] = 316480575u;
    a2.m0[1] = 2747116115u;
    a2.m0[2] = 3977669423u;
    a2.m1.m0 = 200;
    a2.m2 = (-3920314);
    a2.m3[0].m0 = 54222;
    a2.m3[0].m1 = 850130046u;
    memcpy(&a2.m3[0].m2, "\x34\x96\x94\x88\x87\x3a\xb5\xbf", 8);
    a2.m3[0].m3 = 1009;
    a3 = 1929509705231096658UL;
    a4 = 2815799419u;
    a5 = (-109);
    f2(a0, a1, a2, a3, a4, a5);
}

static void layout(void) {
    printf("ARG f0 a0 f2dc\n");
    printf("ARG f0 a1 40a10cbf\n");
    printf("ARG f0 a2.m0.m0 d88b2bef2b0206db\n");
    printf("ARG f0 a3 89d5c95fa8fa9e55\n");
    printf("ARG f0 a4 29c473bf\n");
    printf("ARG f0 a5 82302112\n");
    printf("ARG f0 return.m0 72eed633b472f33f\n");
    printf("ARG f0 return.m1 9609bd8f\n");
    printf("ARG f1 a0 87\n");
    printf("ARG f1 a1 ebcbea19654e841f\n");
    printf("ARG f1 a2 21e9d3da8eb9223f\n");
    printf("ARG f1 return.m0.m0 72\n");
    printf("ARG f2 a0 8d615249cee293c84ebf\n");
    printf("ARG f2 a1.m0 d273\n");
    printf("ARG f2 a2.m0[0] 3f1cdd12\n");
    printf("ARG f2 a2.m0[1] 53aabda3\n");
    printf("ARG f2 a2.m0[2] 2f6b16ed\n");
    printf("ARG f2 a2.m1.m0 c8\n");
    printf("ARG f2 a2.m3[0].m1 7ef4ab32\n");
    printf("ARG f2 a2.m3[0].m2 34969488873ab5bf\n");
    printf("ARG f2 a3 52dbf79adafec61a\n");
    printf("ARG f2 a4 7bb0d5a7\n");
    printf("ARG f2 a5 93\n");
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
