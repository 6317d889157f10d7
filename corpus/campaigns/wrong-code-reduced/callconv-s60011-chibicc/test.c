
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    
    int m1;
};
struct S1 {
    int m0;
};
struct S2 {
    struct S1 m0;
};
union S3 {
    int m0;
};
struct S4 {
    int m0 : 7;
    int m1;
};
union S5 {
    float m0[1];
};
struct S6 {
    
    
    int * m2;
};
union S7 {
    
    
    
    int m3;
};
struct S8 {
    int m0;
    struct S6 m1;
    union S7 m2;
};

void ck(char *what, void *got, char *exp) {
    
    int *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[0] != 127) break;
    if (i) return;
    printf("NG %s expected ", what);
    printf("%02x", exp[0]);
    printf(" got ");
    
    
    
}

int ng_count;
int g0;





void f0(void) ;

void f1(void) ;

struct S8 f2(struct S2 a0, int a1, union S3 a2) {
    struct S8 r;
    
    
    ck("f2 a2.m0", &a2.m0, "\x7f");
    
    
    
    
    r.m0 = 0;
    
    
    
    
    return r;
}

void call_f0(void) ;

void call_f1(void) ;



void layout(void) ;

int main(void) {
    
    
    
    
    {
    struct S2 a0;
    int a1;
    union S3 a2;
    int a3;
    float a4[1];
    struct S8 r;
    
    a0.m0.m0 = 0;
    a1 = 0;
    
    a2.m0 = 127;
    
    
    a3 = 0;
    
    a4;
    r = f2(a0, 0, a2);
    
    
    
    
    
}
    
    
}
