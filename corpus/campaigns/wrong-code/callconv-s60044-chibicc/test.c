/* creduce-rs generator callconv, seed 60044 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

union S0 {
    long m0;
    int m1;
};
union S1 {
    unsigned short m0;
    double m1;
};
union S2 {
    unsigned int m0[3];
    union S0 m1;
    union S1 m2[1];
    int m3;
};
struct S3 {
    double m0;
};
struct S4 {
    signed int m0 : 25;
    signed int m1 : 17;
};
struct S5 {
    struct S4 m0;
};
struct S6 {
    int m0;
};
struct S7 {
    float m0;
    unsigned int m1 : 17;
};
struct S8 {
    unsigned short m0;
    unsigned long m1;
    short m2;
    struct S7 m3;
};
struct S9 {
    long double m0[2];
    unsigned int m1;
    unsigned int m2 : 15;
};
struct S10 {
    int m0;
    int m1;
    long m2;
    double m3;
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

struct S3 f0(union S2 a0, unsigned long a1, signed char a2);
struct S8 f1(struct S5 a0, long long a1, struct S6 a2, signed char a3);
struct S10 f2(int a0, long double a1, long a2, unsigned int a3, short a4, struct S9 a5);

struct S3 f0(union S2 a0, unsigned long a1, signed char a2) {
    struct S3 r;
    ck("f0 a0.m0[0]", &a0.m0[0], "\x84\x68\x49\x14", 4);
    ck("f0 a0.m0[1]", &a0.m0[1], "\xb3\xa5\x44\x1b", 4);
    ck("f0 a0.m0[2]", &a0.m0[2], "\xba\x7d\x39\x43", 4);
    ck("f0 a1", &a1, "\x8c\x5a\xd9\x01\x1c\xe8\x34\xf6", 8);
    ck("f0 a2", &a2, "\xcf", 1);
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\x44\x7e\x81\x96\xdc\xda\x39\x3f", 8);
    return r;
}

struct S8 f1(struct S5 a0, long long a1, struct S6 a2, signed char a3) {
    struct S8 r;
    if (a0.m0.m0 != (-2804582)) { printf("NG f1 a0.m0.m0 expected -2804582 got %lld\n", (long long) a0.m0.m0); ng_count++; }
    if (a0.m0.m1 != 65023) { printf("NG f1 a0.m0.m1 expected 65023 got %lld\n", (long long) a0.m0.m1); ng_count++; }
    ck("f1 a1", &a1, "\xb7\xaf\xc9\xfa\x5a\x60\x6c\x7e", 8);
    ck("f1 a2.m0", &a2.m0, "\xd8\x01\xcd\x38", 4);
    ck("f1 a3", &a3, "\x99", 1);
    memset(&r, 0, sizeof r);
    r.m0 = 2195;
    r.m1 = 4399935169170803004UL;
    r.m2 = (-11517);
    memcpy(&r.m3.m0, "\x49\x23\xf3\xbf", 4);
    r.m3.m1 = 94249;
    return r;
}

struct S10 f2(int a0, long double a1, long a2, unsigned int a3, short a4, struct S9 a5) {
    struct S10 r;
    ck("f2 a0", &a0, "\xab\xae\x65\x88", 4);
    ck("f2 a1", &a1, "\xdb\x70\x5b\x81\x26\x43\x46\x80\x5b\x3f", 10);
    ck("f2 a2", &a2, "\x21\x23\x6d\x62\x93\xdc\xd0\x4d", 8);
    ck("f2 a3", &a3, "\xec\xd1\x97\x86", 4);
    ck("f2 a4", &a4, "\xd7\x6a", 2);
    ck("f2 a5.m0[0]", &a5.m0[0], "\x2f\x31\x01\x4a\xf4\xb7\x3a\x91\x1a\xbf", 10);
    ck("f2 a5.m0[1]", &a5.m0[1], "\x05\x67\xac\x5b\x35\x2b\xdb\xf8\xca\x3f", 10);
    ck("f2 a5.m1", &a5.m1, "\x31\x48\x7f\xc9", 4);
    if (a5.m2 != 6330) { printf("NG f2 a5.m2 expected 6330 got %lld\n", (long long) a5.m2); ng_count++; }
    memset(&r, 0, sizeof r);
    r.m0 = (-1125459535);
    r.m1 = (-1549759980);
    r.m2 = 7630923115803901212L;
    memcpy(&r.m3, "\xd0\xb0\x61\xc2\xaf\x25\x10\x3f", 8);
    return r;
}

static void call_f0(void) {
    union S2 a0;
    unsigned long a1;
    signed char a2;
    struct S3 r;
    memset(&a0, 0, sizeof a0);
    a0.m0[0] = 340355204u;
    a0.m0[1] = 457483699u;
    a0.m0[2] = 1127841210u;
    a1 = 17741060039106976396UL;
    a2 = (-49);
    r = f0(a0, a1, a2);
    ck("f0 return.m0", &r.m0, "\x44\x7e\x81\x96\xdc\xda\x39\x3f", 8);
}

static void call_f1(void) {
    struct S5 a0;
    long long a1;
    struct S6 a2;
    signed char a3;
    struct S8 r;
    memset(&a0, 0, sizeof a0);
    a0.m0.m0 = (-2804582);
    a0.m0.m1 = 65023;
    a1 = 9109762090134515639LL;
    memset(&a2, 0, sizeof a2);
    a2.m0 = 952959448;
    a3 = (-103);
    r = f1(a0, a1, a2, a3);
    ck("f1 return.m0", &r.m0, "\x93\x08", 2);
    ck("f1 return.m1", &r.m1, "\x3c\x89\x2c\x79\xb9\xb5\x0f\x3d", 8);
    ck("f1 return.m2", &r.m2, "\x03\xd3", 2);
    ck("f1 return.m3.m0", &r.m3.m0, "\x49\x23\xf3\xbf", 4);
    if (r.m3.m1 != 94249) { printf("NG f1 return.m3.m1 expected 94249 got %lld\n", (long long) r.m3.m1); ng_count++; }
}

static void call_f2(void) {
    int a0;
    long double a1;
    long a2;
    unsigned int a3;
    short a4;
    struct S9 a5;
    struct S10 r;
    a0 = (-2006602069);
    memset(&a1, 0, sizeof a1);
    memcpy(&a1, "\xdb\x70\x5b\x81\x26\x43\x46\x80\x5b\x3f", 10);
    a2 = 5607224061645890337L;
    a3 = 2258096620u;
    a4 = 27351;
    memset(&a5, 0, sizeof a5);
    memcpy(&a5.m0[0], "\x2f\x31\x01\x4a\xf4\xb7\x3a\x91\x1a\xbf", 10);
    memcpy(&a5.m0[1], "\x05\x67\xac\x5b\x35\x2b\xdb\xf8\xca\x3f", 10);
    a5.m1 = 3380561969u;
    a5.m2 = 6330;
    r = f2(a0, a1, a2, a3, a4, a5);
    ck("f2 return.m0", &r.m0, "\xb1\xd9\xea\xbc", 4);
    ck("f2 return.m1", &r.m1, "\x14\x8a\xa0\xa3", 4);
    ck("f2 return.m2", &r.m2, "\x1c\xfd\xce\xb9\x24\x7c\xe6\x69", 8);
    ck("f2 return.m3", &r.m3, "\xd0\xb0\x61\xc2\xaf\x25\x10\x3f", 8);
}

static void layout(void) {
    printf("ARG f0 a0.m0[0] 84684914\n");
    printf("ARG f0 a0.m0[1] b3a5441b\n");
    printf("ARG f0 a0.m0[2] ba7d3943\n");
    printf("ARG f0 a1 8c5ad9011ce834f6\n");
    printf("ARG f0 a2 cf\n");
    printf("ARG f0 return.m0 447e8196dcda393f\n");
    printf("ARG f1 a1 b7afc9fa5a606c7e\n");
    printf("ARG f1 a2.m0 d801cd38\n");
    printf("ARG f1 a3 99\n");
    printf("ARG f1 return.m0 9308\n");
    printf("ARG f1 return.m1 3c892c79b9b50f3d\n");
    printf("ARG f1 return.m2 03d3\n");
    printf("ARG f1 return.m3.m0 4923f3bf\n");
    printf("ARG f2 a0 abae6588\n");
    printf("ARG f2 a1 db705b81264346805b3f\n");
    printf("ARG f2 a2 21236d6293dcd04d\n");
    printf("ARG f2 a3 ecd19786\n");
    printf("ARG f2 a4 d76a\n");
    printf("ARG f2 a5.m0[0] 2f31014af4b73a911abf\n");
    printf("ARG f2 a5.m0[1] 0567ac5b352bdbf8ca3f\n");
    printf("ARG f2 a5.m1 31487fc9\n");
    printf("ARG f2 return.m0 b1d9eabc\n");
    printf("ARG f2 return.m1 148aa0a3\n");
    printf("ARG f2 return.m2 1cfdceb9247ce669\n");
    printf("ARG f2 return.m3 d0b061c2af25103f\n");
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
