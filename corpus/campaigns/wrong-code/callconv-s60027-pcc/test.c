/* creduce-rs generator callconv, seed 60027 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    short m0;
    double m1;
};
struct S1 {
    unsigned char m0;
    float m1;
    struct S0 m2[1];
    unsigned int m3;
};
struct S2 {
    signed char m0;
    float m1[3];
    unsigned long long m2;
};
struct S3 {
    unsigned int m0 : 20;
    signed char m1;
    short m2;
};
struct S4 {
    int m0;
    signed char m1;
};
struct S5 {
    struct S2 m0;
    struct S3 m1;
    struct S4 m2[3];
    unsigned int m3;
};
struct S6 {
    short m0;
    signed int m1 : 25;
    int * m2;
};
union S7 {
    int m0;
    struct S6 m1;
};
struct S8 {
    int * m0;
};
struct S9 {
    double m0;
    struct S8 m1;
    signed char m2;
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

unsigned long long f0(struct S1 a0, double a1, short a2, long double a3, long a4, long long a5);
unsigned char f1(unsigned int a0, long double a1, double a2, long long a3, unsigned long a4);
struct S9 f2(long double a0, struct S5 a1, union S7 a2, unsigned short a3);

unsigned long long f0(struct S1 a0, double a1, short a2, long double a3, long a4, long long a5) {
    unsigned long long r;
    ck("f0 a0.m0", &a0.m0, "\x46", 1);
    ck("f0 a0.m1", &a0.m1, "\x1d\x46\x37\xbf", 4);
    ck("f0 a0.m2[0].m0", &a0.m2[0].m0, "\x8a\x0f", 2);
    ck("f0 a0.m2[0].m1", &a0.m2[0].m1, "\xb1\xc6\x35\x05\x02\x3f\x82\x3f", 8);
    ck("f0 a0.m3", &a0.m3, "\x90\xa0\x4f\x62", 4);
    ck("f0 a1", &a1, "\xfd\xe6\x29\x86\xbe\xf0\xad\xbf", 8);
    ck("f0 a2", &a2, "\x14\x24", 2);
    ck("f0 a3", &a3, "\x3a\xba\xe2\xf7\x1a\x5f\x1c\xa6\x59\xbf", 10);
    ck("f0 a4", &a4, "\x61\x46\x1e\x35\xd7\xf4\xe2\xf4", 8);
    ck("f0 a5", &a5, "\xf0\x01\xd6\x3d\x78\x77\xa2\x88", 8);
    r = 3295623443513732122ULL;
    return r;
}

unsigned char f1(unsigned int a0, long double a1, double a2, long long a3, unsigned long a4) {
    unsigned char r;
    ck("f1 a0", &a0, "\x50\x0f\x5f\x8a", 4);
    ck("f1 a1", &a1, "\x13\x34\xb3\x81\xcf\x5a\x3b\xec\xb1\x3f", 10);
    ck("f1 a2", &a2, "\x0d\x39\xe6\xe8\xaa\x0c\x41\x3f", 8);
    ck("f1 a3", &a3, "\x7c\x45\xa3\xd4\xf9\x6e\xf1\x3b", 8);
    ck("f1 a4", &a4, "\xbc\x78\x75\x62\x6d\xb6\xe4\xaa", 8);
    r = 111;
    return r;
}

struct S9 f2(long double a0, struct S5 a1, union S7 a2, unsigned short a3) {
    struct S9 r;
    ck("f2 a0", &a0, "\xb8\x5a\xc6\xfa\x89\x73\xdd\xc5\x87\x3f", 10);
    ck("f2 a1.m0.m0", &a1.m0.m0, "\x98", 1);
    ck("f2 a1.m0.m1[0]", &a1.m0.m1[0], "\xf2\xd7\x9a\x3f", 4);
    ck("f2 a1.m0.m1[1]", &a1.m0.m1[1], "\x8b\x71\xe5\xbf", 4);
    ck("f2 a1.m0.m1[2]", &a1.m0.m1[2], "\x94\x62\x5c\x3f", 4);
    ck("f2 a1.m0.m2", &a1.m0.m2, "\xae\x13\xbd\xdc\xdd\xc0\x0c\xd5", 8);
    if (a1.m1.m0 != 268797) { printf("NG f2 a1.m1.m0 expected 268797 got %lld\n", (long long) a1.m1.m0); ng_count++; }
    ck("f2 a1.m1.m1", &a1.m1.m1, "\x6c", 1);
    ck("f2 a1.m1.m2", &a1.m1.m2, "\x25\x2c", 2);
    ck("f2 a1.m2[0].m0", &a1.m2[0].m0, "\x0f\xa1\x3f\x0e", 4);
    ck("f2 a1.m2[0].m1", &a1.m2[0].m1, "\x03", 1);
    ck("f2 a1.m2[1].m0", &a1.m2[1].m0, "\x97\x8c\x66\xdf", 4);
    ck("f2 a1.m2[1].m1", &a1.m2[1].m1, "\xdb", 1);
    ck("f2 a1.m2[2].m0", &a1.m2[2].m0, "\x52\xee\xa5\x1c", 4);
    ck("f2 a1.m2[2].m1", &a1.m2[2].m1, "\x8b", 1);
    ck("f2 a1.m3", &a1.m3, "\xba\xd9\xad\x2c", 4);
    ck("f2 a2.m0", &a2.m0, "\xe6\xf8\x36\x24", 4);
    ck("f2 a3", &a3, "\xa9\x3e", 2);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x63\xed\xe4\xfa\x7c\xe1\x94\xbf", 8);
    r.m1.m0 = &g0;
    r.m2 = 79;
    return r;
}

static void call_f0(void) {
    struct S1 a0;
    double a1;
    short a2;
    long double a3;
    long a4;
    long long a5;
    unsigned long long r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = 70;
    memcpy(&a0.m1, "\x1d\x46\x37\xbf", 4);
    a0.m2[0].m0 = 3978;
    memcpy(&a0.m2[0].m1, "\xb1\xc6\x35\x05\x02\x3f\x82\x3f", 8);
    a0.m3 = 1649385616u;
    memcpy(&a1, "\xfd\xe6\x29\x86\xbe\xf0\xad\xbf", 8);
    a2 = 9236;
    memset(&a3, 0, sizeof a3);
    memcpy(&a3, "\x3a\xba\xe2\xf7\x1a\x5f\x1c\xa6\x59\xbf", 10);
    a4 = (-800808578572204447L);
    a5 = (-8601180980007009808LL);
    r = f0(a0, a1, a2, a3, a4, a5);
    ck("f0 return", &r, "\x1a\xec\x15\x98\x0f\x68\xbc\x2d", 8);
}

static void call_f1(void) {
    unsigned int a0;
    long double a1;
    double a2;
    long long a3;
    unsigned long a4;
    unsigned char r;
    a0 = 2321485648u;
    memset(&a1, 0, sizeof a1);
    memcpy(&a1, "\x13\x34\xb3\x81\xcf\x5a\x3b\xec\xb1\x3f", 10);
    memcpy(&a2, "\x0d\x39\xe6\xe8\xaa\x0c\x41\x3f", 8);
    a3 = 4319355536918398332LL;
    a4 = 12314167862057334972UL;
    r = f1(a0, a1, a2, a3, a4);
    ck("f1 return", &r, "\x6f", 1);
}

static void call_f2(void) {
    long double a0;
    struct S5 a1;
    union S7 a2;
    unsigned short a3;
    struct S9 r;
    memset(&a0, 0, sizeof a0);
    memcpy(&a0, "\xb8\x5a\xc6\xfa\x89\x73\xdd\xc5\x87\x3f", 10);
    memset(&a1, 0, sizeof a1);
    a1.m0.m0 = (-104);
    memcpy(&a1.m0.m1[0], "\xf2\xd7\x9a\x3f", 4);
    memcpy(&a1.m0.m1[1], "\x8b\x71\xe5\xbf", 4);
    memcpy(&a1.m0.m1[2], "\x94\x62\x5c\x3f", 4);
    a1.m0.m2 = 15351857288922862510ULL;
    a1.m1.m0 = 268797;
    a1.m1.m1 = 108;
    a1.m1.m2 = 11301;
    a1.m2[0].m0 = 239051023;
    a1.m2[0].m1 = 3;
    a1.m2[1].m0 = (-546927465);
    a1.m2[1].m1 = (-37);
    a1.m2[2].m0 = 480636498;
    a1.m2[2].m1 = (-117);
    a1.m3 = 749590970u;
    memset(&a2, 0, sizeof a2);
    a2.m0 = 607582438;
    a3 = 16041;
    r = f2(a0, a1, a2, a3);
    ck("f2 return.m0", &r.m0, "\x63\xed\xe4\xfa\x7c\xe1\x94\xbf", 8);
    if (r.m1.m0 != &g0) { printf("NG f2 return.m1.m0 pointer\n"); ng_count++; }
    ck("f2 return.m2", &r.m2, "\x4f", 1);
}

static void layout(void) {
    printf("ARG f0 a0.m0 46\n");
    printf("ARG f0 a0.m1 1d4637bf\n");
    printf("ARG f0 a0.m2[0].m0 8a0f\n");
    printf("ARG f0 a0.m2[0].m1 b1c63505023f823f\n");
    printf("ARG f0 a0.m3 90a04f62\n");
    printf("ARG f0 a1 fde62986bef0adbf\n");
    printf("ARG f0 a2 1424\n");
    printf("ARG f0 a3 3abae2f71a5f1ca659bf\n");
    printf("ARG f0 a4 61461e35d7f4e2f4\n");
    printf("ARG f0 a5 f001d63d7877a288\n");
    printf("ARG f0 return 1aec15980f68bc2d\n");
    printf("ARG f1 a0 500f5f8a\n");
    printf("ARG f1 a1 1334b381cf5a3becb13f\n");
    printf("ARG f1 a2 0d39e6e8aa0c413f\n");
    printf("ARG f1 a3 7c45a3d4f96ef13b\n");
    printf("ARG f1 a4 bc7875626db6e4aa\n");
    printf("ARG f1 return 6f\n");
    printf("ARG f2 a0 b85ac6fa8973ddc5873f\n");
    printf("ARG f2 a1.m0.m0 98\n");
    printf("ARG f2 a1.m0.m1[0] f2d79a3f\n");
    printf("ARG f2 a1.m0.m1[1] 8b71e5bf\n");
    printf("ARG f2 a1.m0.m1[2] 94625c3f\n");
    printf("ARG f2 a1.m0.m2 ae13bddcddc00cd5\n");
    printf("ARG f2 a1.m1.m1 6c\n");
    printf("ARG f2 a1.m1.m2 252c\n");
    printf("ARG f2 a1.m2[0].m0 0fa13f0e\n");
    printf("ARG f2 a1.m2[0].m1 03\n");
    printf("ARG f2 a1.m2[1].m0 978c66df\n");
    printf("ARG f2 a1.m2[1].m1 db\n");
    printf("ARG f2 a1.m2[2].m0 52eea51c\n");
    printf("ARG f2 a1.m2[2].m1 8b\n");
    printf("ARG f2 a1.m3 bad9ad2c\n");
    printf("ARG f2 a2.m0 e6f83624\n");
    printf("ARG f2 a3 a93e\n");
    printf("ARG f2 return.m0 63ede4fa7ce194bf\n");
    printf("ARG f2 return.m2 4f\n");
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
