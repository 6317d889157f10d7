
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

union S0 {
    unsigned long m0[2];
    
    
    
};
struct S1 {
    union S0 m0;
    
    int * m2;
};
struct S2 {
    
};
struct S3 {
    
    
    
};
union S4 {
    long m0;
    
    
};
struct S5 {
    
    
    
    int m3;
};
struct S6 {
    
    long double m1;
    struct S5 m2;
};
    
    
    
    
    
    
    
    
    
    
    
    
    
    
struct S11 {
    int m0;
    
};
struct S12 {
    
    
};


void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[i] != (int) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
    
}

int ng_count;
int g0;





struct S6 f0(struct S1 a0, int a1, int a2, union S4 a3) {
    struct S6 r;
    
    
    
    
    
    
    ck("f0 a3.m0", &a3.m0, "\x74\x54\x9f\x20\x3d\x8e\x9a\xee", 8);
    
    
    
    
    
    
    
    
    
    
    r.m2.m3 = 0;
    return r;
}

void f1(void) ;

void f2(void) ;



void call_f1(void) ;

void call_f2(void) ;

void layout(void) ;

int main(void) {
    
    
    {
    struct S1 a0;
    int a1;
    unsigned long long a2;
    union S4 a3;
    struct S6 r;
    
    
    
    
    a0.m2 = 0;
    a1 = 0;
    a2 = 0ULL;
    
    a3.m0 = -1253533153077799820L;
    r = f0(a0, 0, 0, a3);
    
    
    
    
    
    
    
    
    
    
}
    
    
    
    
}
