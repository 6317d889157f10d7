/* creduce-rs generator callconv, seed 60147 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned int m0 : 1;
    signed int m1 : 26;
    signed int m2 : 17;
    signed int m3 : 25;
};
struct S1 {
    short m0;
    unsigned int m1;
    unsigned char m2;
    unsigned long m3[2];
};
struct S2 {
    struct S0 m0;
    struct S1 m1;
    unsigned int m2 : 4;
    signed int m3 : 11;
};
struct S3 {
    unsigned short m0;
    unsigned long long m1[1];
    unsigned short m2;
    short m3[3];
};
struct S4 {
    struct S3 m0;
    short m1;
};
union S5 {
    long double m0;
    double m1;
};
union S6 {
    unsigned long m0;
    long double m1;
    int * m2;
};
struct S7 {
    double m0;
};
struct S8 {
    long long m0;
    int * m1;
    unsigned char m2;
    unsigned int m3 : 8;
};
struct S9 {
    union S6 m0;
    struct S7 m1;
    struct S8 m2;
    short m3;
};
struct S10 {
    unsigned long m0;
};
struct S11 {
    struct S10 m0;
    float m1;
};
union S12 {
    long long m0;
};
struct S13 {
    int * m0;
};
union S14 {
    union S12 m0[2];
    struct S13 m1;
};
struct S15 {
    long m0;
    int m1[1];
    unsigned long long m2;
};
union S16 {
    struct S15 m0;
    unsigned int m1;
    double m2;
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

union S5 f0(long long a0, long double a1, unsigned int a2, signed char a3, struct S2 a4, struct S4 a5);
signed char f1(struct S9 a0, struct S11 a1, int a2);
union S16 f2(union S14 a0);

union S5 f0(long long a0, long double a1, unsigned int a2, signed char a3, struct S2 a4, struct S4 a5) {
    union S5 r;
    ck("f0 a0", &a0, "\xd9\x15\xb7\x52\x81\x40\x05\x22", 8);
    ck("f0 a1", &a1, "\x2b\xa2\xd0\xe7\x60\x3b\xdf\xb3\xa5\x3f", 10);
    ck("f0 a2", &a2, "\x90\xbe\x97\xaa", 4);
    ck("f0 a3", &a3, "\x78", 1);
    if (a4.m0.m0 != 0) { printf("NG f0 a4.m0.m0 expected 0 got %lld\n", (long long) a4.m0.m0); ng_count++; }
    if (a4.m0.m1 != (-13158998)) { printf("NG f0 a4.m0.m1 expected -13158998 got %lld\n", (long long) a4.m0.m1); ng_count++; }
    if (a4.m0.m2 != 31924) { printf("NG f0 a4.m0.m2 expected 31924 got %lld\n", (long long) a4.m0.m2); ng_count++; }
    if (a4.m0.m3 != (-14646143)) { printf("NG f0 a4.m0.m3 expected -14646143 got %lld\n", (long long) a4.m0.m3); ng_count++; }
    ck("f0 a4.m1.m0", &a4.m1.m0, "\x38\x69", 2);
    ck("f0 a4.m1.m1", &a4.m1.m1, "\x9b\xb5\xf7\x99", 4);
    ck("f0 a4.m1.m2", &a4.m1.m2, "\xa3", 1);
    ck("f0 a4.m1.m3[0]", &a4.m1.m3[0], "\xbf\x1d\x0b\x20\xb8\xd8\x42\x04", 8);
    ck("f0 a4.m1.m3[1]", &a4.m1.m3[1], "\xd4\xde\x81\x48\x01\x99\xb5\xa0", 8);
    if (a4.m2 != 13) { printf("NG f0 a4.m2 expected 13 got %lld\n", (long long) a4.m2); ng_count++; }
    if (a4.m3 != 633) { printf("NG f0 a4.m3 expected 633 got %lld\n", (long long) a4.m3); ng_count++; }
    ck("f0 a5.m0.m0", &a5.m0.m0, "\x8e\x8b", 2);
    ck("f0 a5.m0.m1[0]", &a5.m0.m1[0], "\x2a\x9e\x1b\xea\xe6\xb9\xfd\xbc", 8);
    ck("f0 a5.m0.m2", &a5.m0.m2, "\x7b\x0a", 2);
    ck("f0 a5.m0.m3[0]", &a5.m0.m3[0], "\xa6\x79", 2);
    ck("f0 a5.m0.m3[1]", &a5.m0.m3[1], "\xc3\xca", 2);
    ck("f0 a5.m0.m3[2]", &a5.m0.m3[2], "\xbd\x9a", 2);
    ck("f0 a5.m1", &a5.m1, "\xa6\x0e", 2);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x6d\x78\xeb\x22\x91\xde\x37\x80\x85\x3f", 10);
    return r;
}

signed char f1(struct S9 a0, struct S11 a1, int a2) {
    signed char r;
    ck("f1 a0.m0.m0", &a0.m0.m0, "\xa5\xa2\x13\xe3\x99\xa6\xdb\xf9", 8);
    ck("f1 a0.m1.m0", &a0.m1.m0, "\x01\x3d\xe2\xae\x77\xc4\x1b\xbf", 8);
    ck("f1 a0.m2.m0", &a0.m2.m0, "\x06\xc6\x7f\x01\x67\x21\xb0\x3f", 8);
    if (a0.m2.m1 != &g0) { printf("NG f1 a0.m2.m1 pointer\n"); ng_count++; }
    ck("f1 a0.m2.m2", &a0.m2.m2, "\xc0", 1);
    if (a0.m2.m3 != 96) { printf("NG f1 a0.m2.m3 expected 96 got %lld\n", (long long) a0.m2.m3); ng_count++; }
    ck("f1 a0.m3", &a0.m3, "\xaa\x3f", 2);
    ck("f1 a1.m0.m0", &a1.m0.m0, "\x10\xc1\xb2\x31\x96\x5d\x7d\x08", 8);
    ck("f1 a1.m1", &a1.m1, "\x11\x59\x39\xbf", 4);
    ck("f1 a2", &a2, "\x84\x8d\x28\x0b", 4);
    r = 69;
    return r;
}

union S16 f2(union S14 a0) {
    union S16 r;
    ck("f2 a0.m0[0].m0", &a0.m0[0].m0, "\x4d\xa1\xf9\x11\x4f\x2f\x6b\xba", 8);
    ck("f2 a0.m0[1].m0", &a0.m0[1].m0, "\x66\xd9\x9a\xe0\xba\xb1\xc9\x57", 8);
    memset(&r, 0, sizeof r);
    r.m0.m0 = 1252043769302869115L;
    r.m0.m1[0] = (-1900391590);
    r.m0.m2 = 8618877017317249496ULL;
    return r;
}

static void call_f0(void) {
    long long a0;
    long double a1;
    unsigned int a2;
    signed char a3;
    struct S2 a4;
    struct S4 a5;
    union S5 r;
    a0 = 2451436496355792345LL;
    memset(&a1, 0, sizeof a1);
    memcpy(&a1, "\x2b\xa2\xd0\xe7\x60\x3b\xdf\xb3\xa5\x3f", 10);
    a2 = 2862071440u;
    a3 = 120;
    memset(&a4, 0, sizeof a4);
    a4.m0.m0 = 0;
    a4.m0.m1 = (-13158998);
    a4.m0.m2 = 31924;
    a4.m0.m3 = (-14646143);
    a4.m1.m0 = 26936;
    a4.m1.m1 = 2583147931u;
    a4.m1.m2 = 163;
    a4.m1.m3[0] = 307046009937796543UL;
    a4.m1.m3[1] = 11580330247643586260UL;
    a4.m2 = 13;
    a4.m3 = 633;
    memset(&a5, 0, sizeof a5);
    a5.m0.m0 = 35726;
    a5.m0.m1[0] = 13618245249659543082ULL;
    a5.m0.m2 = 2683;
    a5.m0.m3[0] = 31142;
    a5.m0.m3[1] = (-13629);
    a5.m0.m3[2] = (-25923);
    a5.m1 = 3750;
    r = f0(a0, a1, a2, a3, a4, a5);
    ck("f0 return.m0", &r.m0, "\x6d\x78\xeb\x22\x91\xde\x37\x80\x85\x3f", 10);
}

static void call_f1(void) {
    struct S9 a0;
    struct S11 a1;
    int a2;
    signed char r;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = 18004167115213611685UL;
    memcpy(&a0.m1.m0, "\x01\x3d\xe2\xae\x77\xc4\x1b\xbf", 8);
    a0.m2.m0 = 4589204746581034502LL;
    a0.m2.m1 = &g0;
    a0.m2.m2 = 192;
    a0.m2.m3 = 96;
    a0.m3 = 16298;
    memset(&a1, 0, sizeof a1);
    a1.m0.m0 = 611748024052531472UL;
    memcpy(&a1.m1, "\x11\x59\x39\xbf", 4);
    a2 = 187207044;
    r = f1(a0, a1, a2);
    ck("f1 return", &r, "\x45", 1);
}

static void call_f2(void) {
    union S14 a0;
    union S16 r;
    memset(&a0, 0, sizeof a0);
    a0.m0[0].m0 = (-5013861743496421043LL);
    a0.m0[1].m0 = 6325782567808850278LL;
    r = f2(a0);
    ck("f2 return.m0.m0", &r.m0.m0, "\x7b\xe4\x89\xb0\x2c\x27\x60\x11", 8);
    ck("f2 return.m0.m1[0]", &r.m0.m1[0], "\x5a\x53\xba\x8e", 4);
    ck("f2 return.m0.m2", &r.m0.m2, "\xd8\x11\xf9\x83\xfb\x66\x9c\x77", 8);
}

static void layout(void) {
    printf("ARG f0 a0 d915b75281400522\n");
    printf("ARG f0 a1 2ba2d0e7603bdfb3a53f\n");
    printf("ARG f0 a2 90be97aa\n");
    printf("ARG f0 a3 78\n");
    printf("ARG f0 a4.m1.m0 3869\n");
    printf("ARG f0 a4.m1.m1 9bb5f799\n");
    printf("ARG f0 a4.m1.m2 a3\n");
    printf("ARG f0 a4.m1.m3[0] bf1d0b20b8d84204\n");
    printf("ARG f0 a4.m1.m3[1] d4de81480199b5a0\n");
    printf("ARG f0 a5.m0.m0 8e8b\n");
    printf("ARG f0 a5.m0.m1[0] 2a9e1beae6b9fdbc\n");
    printf("ARG f0 a5.m0.m2 7b0a\n");
    printf("ARG f0 a5.m0.m3[0] a679\n");
    printf("ARG f0 a5.m0.m3[1] c3ca\n");
    printf("ARG f0 a5.m0.m3[2] bd9a\n");
    printf("ARG f0 a5.m1 a60e\n");
    printf("ARG f0 return.m0 6d78eb2291de3780853f\n");
    printf("ARG f1 a0.m0.m0 a5a213e399a6dbf9\n");
    printf("ARG f1 a0.m1.m0 013de2ae77c41bbf\n");
    printf("ARG f1 a0.m2.m0 06c67f016721b03f\n");
    printf("ARG f1 a0.m2.m2 c0\n");
    printf("ARG f1 a0.m3 aa3f\n");
    printf("ARG f1 a1.m0.m0 10c1b231965d7d08\n");
    printf("ARG f1 a1.m1 115939bf\n");
    printf("ARG f1 a2 848d280b\n");
    printf("ARG f1 return 45\n");
    printf("ARG f2 a0.m0[0].m0 4da1f9114f2f6bba\n");
    printf("ARG f2 a0.m0[1].m0 66d99ae0bab1c957\n");
    printf("ARG f2 return.m0.m0 7be489b02c276011\n");
    printf("ARG f2 return.m0.m1[0] 5a53ba8e\n");
    printf("ARG f2 return.m0.m2 d811f983fb669c77\n");
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
