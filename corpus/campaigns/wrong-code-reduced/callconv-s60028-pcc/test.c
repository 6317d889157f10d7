
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

union S0 {
    int m0;
    
    
    
};
struct S1 {
    union S0 m0;
};
struct S2 {
    
    
};
union S3 {
    
};
struct S4 {
    
    
    
    
};
struct S5 {
    
    
    int m2;
    
};
struct S6 {
    
    
    
};
struct S7 {
    
    
    int m2;
    
};
struct S8 {
    
    int * m1;
};
struct S9 {
    int m0;
    struct S8 m1;
    int m2 : 13;
};
struct S10 {
    double m0;
};

void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < 4; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    printf(" got ");
    
    
    
}

int ng_count;
int g0;





void f0(void) ;

void f1(void) ;

struct S10 f2(struct S9 a0, long double a1, int a2) {
    struct S10 r;
    
    
    
    
    
    ck("f2 a2", &a2, "\xf5\xb9\xe5\xc5", 4);
    
    
    
    
    memcpy(&r.m0, "\x6f\xd5\x32\xe0\xc6\x93\x17\x3f", 4);
    return r;
}

void call_f0(void) ;

void call_f1(void) ;



void layout(void) ;

int main(void) {
    
    
    
    
    {
    struct S9 a0;
    int a1;
    int a2;
    int a3;
    int a4;
    int a5;
    struct S10 r;
    
    
    
    
    a0.m2 = 0;
    
    0;
    a2 = 3320166901u;
    a3 = 1;
    a4 = 0;
    a5 = 0;
    r = f2(a0, 0, a2);
    
}
    
    
}
