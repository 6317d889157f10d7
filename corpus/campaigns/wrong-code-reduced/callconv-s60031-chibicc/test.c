
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    float m0;
    short m1[3];
};
union S1 {
    int * m0;
};
struct S2 {
    int m0;
};
struct S3 {
    struct S2 m0;
};
union S4 {
    float m0;
};
union S5 {
    
    float m1;
};


static void ck(const char *what, const void *got, const char *exp) {
    extern int ng_count;
    const unsigned char *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[0] != 241) break;
    if (i) return;
    printf("NG %s expected ", what);
    printf("%02x", (unsigned char) exp[0]);
    
    
    printf("\n");
    
}

int ng_count;
int g0;
int g1;





void f0(void) ;

struct S3 f1(struct S0 a0, signed char a1, union S1 a2, int a3, unsigned a4) {
    struct S3 r;
    
    
    
    
    
    
    
    ck("f1 a4", &a4, "\xf1");
    
    
    r.m0.m0 = 145;
    return r;
}

void f2(void) ;

static void call_f0(void) ;



static void call_f2(void) ;

static void layout(void) ;

int main(void) {
    
    
    
    {
    struct S0 a0;
    int a1;
    union S1 a2;
    int a3;
    int a4;
    int * a5;
    struct S3 r;
    
    
    
    
    a0.m1[2] = 23974;
    a1 = 76;
    
    a2.m0 = 0;
    a3 = 0;
    a4 = 241;
    a5 = 0;
    r = f1(a0, 0, a2, 0, a4);
    
}
    
    
    
}
