
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    
    
};
struct S1 {
    
};
struct S2 {
    
    
    
    
};

union S4 {
    
    
    
    
};
struct S5 {
    signed int m0 : 2;
    
};
struct S6 {
    
    struct S5 m1;
};
union S7 {
    unsigned short m0[3];
    
    
    
};
struct S8 {
    unsigned char m0;
    unsigned int m1;
};
union S9 {
    
    
    
};
union S10 {
    
};
struct S11 {
    
};
union S12 {
    long m0;
    
    
    
};
struct S13 {
    long m0;
};
struct S14 {
    short m0;
};
union S15 {
    struct S14 m0;
};
struct S16 {
    unsigned char m0;
    
    
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
    
    
    
    
};

static void ck(const char *what, const void *got, const char *exp) {
    
    const unsigned char *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[0] != 50) break;
    if (i) return;
    printf("NG %s expected ", what);
    printf("%02x", exp[0]);
    
    
    
    
}

int ng_count;
int g0;
int g1;
int g2;
int g3;





union S12 f0(struct S6 a1, union S7 a2, struct S8 a4) {
    union S12 r;
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    ck("f0 a4.m0", &a4.m0, "\x32");
    
    
    r.m0 = 8503806979252878170L;
    return r;
}

void f1(void) ;

void f2(void) ;



static void call_f1(void) ;

static void call_f2(void) ;

static void layout(void) ;

int main(void) {
    
    
    {
    struct {
    
    
    int m2[1];
    
} a0;
    struct S6 a1;
    union S7 a2;
    int a3;
    struct S8 a4;
    union S12 r;
    
    
    
    
    a0.m2[0] = 0;
    
    
    
    
    
    
    
    
    a1.m1.m0 = 0;
    
    
    
    
    a2.m0[2] = 12279;
    a3 = 20623;
    
    a4.m0 = 50;
    
    r = f0(a1, a2, a4);
    
}
    
    
    
    
}
