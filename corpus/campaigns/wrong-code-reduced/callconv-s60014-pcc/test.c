
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned int m0 : 14;
    
};
struct S1 {
    short m0;
    struct S0 m1[3];
    
    unsigned short m3;
};
struct S2 {
    signed int m0 : 29;
};
struct S3 {
    
    
    struct S2 m2;
};
struct S4 {
    unsigned int m0 : 9;
    unsigned short m1[1];
    short m2;
    long double m3;
};
struct S5 {
    float m0;
    struct S4 m1[3];
    
    
};
struct S6 {
    double m0[3];
    float m1[3];
};
struct S7 {
    signed char m0;
};
union S8 {
    struct S6 m0;
    
    
};
struct S9 {
    int m0;
    int m1;
};
struct S10 {
    
    
    
    
};
struct S11 {
    
    
    float m2;
};
struct S12 {
    short m0;
    int m1;
    unsigned int m2 : 18;
};
union S13 {
    int * m0;
};
union S14 {
    unsigned short m0[1];
    
    
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
    
    
    printf("\n");
    ng_count++;
}

int ng_count;
int g0;
int g1;





struct S5 f0(struct S1 a0, unsigned long a1, struct S3 a2, short a3, float a4, float a5) {
    struct S5 r;
    
    
    
    
    
    
    
    
    
    
    
    
    if (a2.m2.m0 != (-132168903)) { printf("NG f0 a2.m2.m0 expected -132168903 got %lld\n", (long long) a2.m2.m0); ng_count++; }
    ck("f0 a3", &a3, "\xab\xdc", 2);
    
    
    memset(&r, 0, sizeof r);
    memcpy(&r.m0, "\xac\x4f\x66\x3f", 4);
    r.m1[0].m0 = 65;
    r.m1[0].m1[0] = 8330;
    
    
    
    
    
    
    
    
    
    
    
    
    return r;
}

union S13 f1(unsigned int a0, union S8 a1, struct S9 a2, struct S11 a3, struct S12 a4, unsigned char a5) {
    union S13 r;
    ck("f1 a0", &a0, "\x14\x66\x69\x1d", 4);
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    memset(&r, 0, sizeof r);
    r.m0 = &g1;
    return r;
}

long long f2(union S14 a0, short a1, int a2) {
    long long r;
    ck("f2 a0.m0[0]", &a0.m0[0], "\x2a\xed", 2);
    
    
    r = 9114103302723342993LL;
    return r;
}

static void call_f0(void) {
    struct S1 a0;
    unsigned long a1;
    struct S3 a2;
    short a3;
    float a4;
    float a5;
    struct S5 r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = 30769;
    
    
    
    
    
    
    
    
    a1 = 5533857376494467151UL;
    memset(&a2, 0, sizeof a2);
    
    
    a2.m2.m0 = (-132168903);
    a3 = (-9045);
    memcpy(&a4, "\xb8\x3e\x5d\x3f", 4);
    memcpy(&a5, "\x5a\x98\x47\xbf", 4);
    r = f0(a0, a1, a2, a3, a4, a5);
    ck("f0 return.m0", &r.m0, "\xac\x4f\x66\x3f", 4);
    
    
    
    
    
    
    
    
    
    
    
    
    
    
}

static void call_f1(void) {
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
}

static void call_f2(void) {
    
    
    
    
    
    
    
    
    
    
}

static void layout(void) {
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
}

int main(int argc, char **argv) {
    
    
    call_f0();
    call_f1();
    
    
    
}
