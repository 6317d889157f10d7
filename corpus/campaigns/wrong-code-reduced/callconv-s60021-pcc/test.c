
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    
    
    
};
struct S1 {
    
    int * m1;
};
struct S2 {
    unsigned int m0;
    long m1;
};
union S3 {
    long m0;
    
    
    float m3;
};
struct S4 {
    union S3 m0;
    long long m1;
    unsigned short m2;
};
struct S5 {
    
    
    
};
struct S6 {
    
    
    
    long long m3;
};
struct S7 {
    long m0[2];
    
    
};
union S8 {
    unsigned int m0;
    int m1;
    unsigned long m2;
};
union S9 {
    union S8 m0;
    signed char m1;
};
struct S10 {
    int m0;
    unsigned long long m1;
    signed int m2 : 31;
};
struct S11 {
    struct S10 m0;
};
union S12 {
    unsigned char m0;
    
    
};
struct S13 {
    signed int m0 : 3;
    unsigned int m1 : 8;
    unsigned int m2 : 25;
    union S12 m3;
};
union S14 {
    
    
    
    
};
struct S15 {
    long m0[3];
    union S14 m1;
};
struct S16 {
    
    
    long double m2;
    short m3;
};
struct S17 {
    
};
struct S18 {
    
    
    
};
struct S19 {
    unsigned int m0 : 18;
    struct S17 m1;
    struct S18 m2;
    unsigned long m3;
};

static void ck(const char *what, const void *got, const char *exp, int n) {
    
    
    
    
    
    
    
    
    
    
    
}

int ng_count;
int g0;
int g1;





struct S1 f0(double a0) {
    struct S1 r;
    
    
    
    
    
    r.m1 = &g1;
    return r;
}

union S9 f1(struct S2 a0, long long a1, struct S4 a2, long a3, struct S7 a4) {
    union S9 r;
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    r.m0.m0 = 439234341u;
    return r;
}

void f2(float a0, struct S11 a1, struct S13 a2, struct S15 a3, struct S16 a4, struct S19 a5) {
    
    
    
    
    if (a2.m0 != (-1)) { printf("NG f2 a2.m0 expected -1 got %lld\n", (long long) a2.m0); ng_count++; }
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
}

static void call_f0(void) {
    double a0;
    
    
    
    
    
    
    
}

static void call_f1(void) {
    struct S2 a0;
    long long a1;
    struct S4 a2;
    long a3;
    struct S7 a4;
    union S9 r;
    
    
    a0.m1 = (-8611467673442513298L);
    a1 = 3885116026268987081LL;
    
    
    a2.m1 = 4105749851113993193LL;
    a2.m2 = 31401;
    a3 = 5478700735070265058L;
    memset(&a4, 0, sizeof a4);
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
}

static void call_f2(void) {
    float a0;
    struct S11 a1;
    struct S13 a2;
    struct S15 a3;
    struct S16 a4;
    struct S19 a5;
    memcpy(&a0, "\xcd\x05\xed\xbf", 4);
    memset(&a1, 0, sizeof a1);
    
    
    
    
    a2.m0 = (-1);
    
    
    a2.m3.m0 = 39;
    memset(&a3, 0, sizeof a3);
    
    
    
    
    
    
    
    
    a4.m3 = 8607;
    memset(&a5, 0, sizeof a5);
    a5.m0 = 99503;
    
    
    
    
    a5.m3 = 4878407650851984116UL;
    f2(a0, a1, a2, a3, a4, a5);
}

static void layout(void) {
    printf("ARG f0 a0 7d20ad70164180bf\n");
    printf("ARG f0 return.m0.m1 457eec945990a33f\n");
    
    
    
    
    printf("ARG f1 a2.m1 e9334384bc8dfa38\n");
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
}

int main(int argc, char **argv) {
    
    
    
    
    call_f2();
    
    
}
