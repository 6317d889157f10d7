
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    
    
};
struct S1 {
    
};
struct S2 {
    
    long long m1[1];
    
    int m3;
};
struct S3 {
    
    
    int m2[1];
    struct S2 m3;
};
union S4 {
    int m0[3];
    
    
    
};
struct S5 {
    
    
};
struct S6 {
    union S4 m0;
    
};
union S7 {
    int m0[3];
    
    
    int m3;
};
struct S8 {
    int m0;
    int m1;
};
union S9 {
    int m0;
    
    
};
union S10 {
    
};
struct S11 {
    
};
union S12 {
    long m0;
    
    
    
};
struct S13 {
    int m0;
};
struct S14 {
    int m0;
};
union S15 {
    struct S14 m0;
};
struct S16 {
    int m0;
    
    
};
struct S17 {
    
    
    
};
struct S18 {
    
};
struct S19 {
    
    float m1;
    
    
};
struct S20 {
    
    
};
union S21 {
    
};
union S22 {
    struct S20 m0[1];
    
    
    int m3;
};

static void ck(const char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < 2; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
    
}

int ng_count;
int g0;
int g1;
int g2;
int g3;





union S12 f0(struct S3 a0, struct S6 a1) {
    union S12 r;
    
    
    
    
    
    
    
    
    ck("f0 a1.m0.m0[0]", &a1.m0.m0[0], "\xc3\x3d", 2);
    
    
    
    
    
    
    
    
    
    
    
    r.m0 = 8503806979252878170L;
    return r;
}

void f1(void) ;

void f2(void) ;



void call_f1(void) ;

void call_f2(void) ;

void layout(void) ;

int main(void) {
    
    
    {
    struct S3 a0;
    struct S6 a1;
    int a2[3];
    int a3;
    int a4;
    union S12 r;
    
    
    
    
    
    
    
    
    a0.m3.m3 = 10351;
    
    a1.m0.m0[0] = 15811;
    
    
    
    
    
    
    
    a2[2] = 12279;
    a3 = 20623;
    
    
    a4 = 847389257u;
    r = f0(a0, a1);
    
}
    
    
    
    
}
