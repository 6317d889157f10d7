/* creduce-rs generator callconv, seed 60032 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned long m0;
};
struct S1 {
    int m0;
    long long m1;
    unsigned int m2 : 13;
    unsigned char m3;
};
struct S2 {
    struct S1 m0;
    unsigned int m1 : 13;
    long double m2[3];
};
struct S3 {
    unsigned long m0;
    unsigned short m1;
};
union S4 {
    int m0;
};
struct S5 {
    union S4 m0;
};
union S6 {
    float m0;
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

long f0(long a0, unsigned int a1, struct S0 a2, struct S2 a3, struct S3 a4);
union S6 f1(struct S5 a0);
long double f2(unsigned long long a0);

long f0(long a0, unsigned int a1, struct S0 a2, struct S2 a3, struct S3 a4) {
    long r;
    ck("f0 a0", &a0, "\xa8\xe8\x46\x18\x44\xac\x56\x5e", 8);
    ck("f0 a1", &a1, "\x0c\xe8\x59\x05", 4);
    ck("f0 a2.m0", &a2.m0, "\xc3\x73\x06\xcc\x2d\x51\x2d\x03", 8);
    ck("f0 a3.m0.m0", &a3.m0.m0, "\xd4\x8c\x17\x2b", 4);
    ck("f0 a3.m0.m1", &a3.m0.m1, "\x74\x5b\x3d\x16\xc8\xb3\x07\x5c", 8);
    if (a3.m0.m2 != 6119) { printf("NG f0 a3.m0.m2 expected 6119 got %lld\n", (long long) a3.m0.m2); ng_count++; }
    ck("f0 a3.m0.m3", &a3.m0.m3, "\x82", 1);
    if (a3.m1 != 3437) { printf("NG f0 a3.m1 expected 3437 got %lld\n", (long long) a3.m1); ng_count++; }
    ck("f0 a3.m2[0]", &a3.m2[0], "\x6f\xef\xd5\x16\x16\x5d\x94\xbe\x3c\xbf", 10);
    ck("f0 a3.m2[1]", &a3.m2[1], "\xd5\xaf\x39\x72\xb1\xab\xc2\x80\x28\x3f", 10);
    ck("f0 a3.m2[2]", &a3.m2[2], "\xe2\x6f\x79\x21\x56\x2e\x06\xc3\x9e\xbf", 10);
    ck("f0 a4.m0", &a4.m0, "\x4d\xe8\x22\x54\x96\x69\xf3\x9a", 8);
    ck("f0 a4.m1", &a4.m1, "\x75\x3b", 2);
    r = 544408332542167229L;
    return r;
}

union S6 f1(struct S5 a0) {
    union S6 r;
    ck("f1 a0.m0.m0", &a0.m0.m0, "\x47\x9d\x22\x68", 4);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x52\xb5\x83\xbf", 4);
    return r;
}

long double f2(unsigned long long a0) {
    long double r;
    ck("f2 a0", &a0, "\x62\xfb\x8a\xd6\x9e\xe1\x8c\xe7", 8);
    memset(&r, 0, sizeof r);
    memcpy(&r, "\x72\xbd\x97\x3a\x84\x1f\x4f\x80\x7e\x3f", 10);
    return r;
}

static void call_f0(void) {
    long a0;
    unsigned int a1;
    struct S0 a2;
    struct S2 a3;
    struct S3 a4;
    long r;
    a0 = 6797810096027396264L;
    a1 = 89778188u;
    memset(&a2, 0, sizeof a2);
    a2.m0 = 228928413204116419UL;
    memset(&a3, 0, sizeof a3);
    a3.m0.m0 = 722963668;
    a3.m0.m1 = 6631466648274295668LL;
    a3.m0.m2 = 6119;
    a3.m0.m3 = 130;
    a3.m1 = 3437;
    memcpy(&a3.m2[0], "\x6f\xef\xd5\x16\x16\x5d\x94\xbe\x3c\xbf", 10);
    memcpy(&a3.m2[1], "\xd5\xaf\x39\x72\xb1\xab\xc2\x80\x28\x3f", 10);
    memcpy(&a3.m2[2], "\xe2\x6f\x79\x21\x56\x2e\x06\xc3\x9e\xbf", 10);
    memset(&a4, 0, sizeof a4);
    a4.m0 = 11165383995559176269UL;
    a4.m1 = 15221;
    r = f0(a0, a1, a2, a3, a4);
    ck("f0 return", &r, "\xbd\x48\xf0\x79\x7e\x20\x8e\x07", 8);
}

static void call_f1(void) {
    struct S5 a0;
    union S6 r;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = 1747098951;
    r = f1(a0);
    ck("f1 return.m0", &r.m0, "\x52\xb5\x83\xbf", 4);
}

static void call_f2(void) {
    unsigned long long a0;
    long double r;
    a0 = 16684958791821359970ULL;
    r = f2(a0);
    ck("f2 return", &r, "\x72\xbd\x97\x3a\x84\x1f\x4f\x80\x7e\x3f", 10);
}

static void layout(void) {
    printf("ARG f0 a0 a8e8461844ac565e\n");
    printf("ARG f0 a1 0ce85905\n");
    printf("ARG f0 a2.m0 c37306cc2d512d03\n");
    printf("ARG f0 a3.m0.m0 d48c172b\n");
    printf("ARG f0 a3.m0.m1 745b3d16c8b3075c\n");
    printf("ARG f0 a3.m0.m3 82\n");
    printf("ARG f0 a3.m2[0] 6fefd516165d94be3cbf\n");
    printf("ARG f0 a3.m2[1] d5af3972b1abc280283f\n");
    printf("ARG f0 a3.m2[2] e26f7921562e06c39ebf\n");
    printf("ARG f0 a4.m0 4de822549669f39a\n");
    printf("ARG f0 a4.m1 753b\n");
    printf("ARG f0 return bd48f0797e208e07\n");
    printf("ARG f1 a0.m0.m0 479d2268\n");
    printf("ARG f1 return.m0 52b583bf\n");
    printf("ARG f2 a0 62fb8ad69ee18ce7\n");
    printf("ARG f2 return 72bd973a841f4f807e3f\n");
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
