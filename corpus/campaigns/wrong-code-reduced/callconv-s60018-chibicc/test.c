
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    
    
    
};
union S1 {
    int m0;
    
    
    
};
union S2 {
    float m0;
    int m1;
    
};
struct S3 {
    union S2 m0;
    
};
struct S4 {
    int * m0[1];
    
    
    
};
union S5 {
    int * m0;
    
    
};
struct S6 {
    
    
    
};


static void ck(const char *what, const void *got, const char *exp, int n) {
    extern int ng_count;
    const unsigned char *g = got;
    int i;
    for (i = 0; i < 4; i++)
        if (g[i] != (int) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    printf("\n");
    
}

int ng_count;
int g0;
int g1;





float f0(signed int a0, int a1, int a2, int a3, struct S3 a5) {
    float r;
    
    
    
    
    
    ck("f0 a5.m0.m0", &a5.m0.m0, "\x36\xd3\x37\xbf", 4);
    
    &r;
    return 0;
}

void f1(void) ;

void f2(void) ;



static void call_f1(void) ;

static void call_f2(void) ;

static void layout(void) ;

int main(void) {
    
    
    {
    int a0;
    long long a1;
    signed char a2;
    unsigned long a3;
    unsigned a4;
    struct S3 a5;
    float r;
    a0 = 87;
    a1 = 4675103534645332268LL;
    a2 = 0;
    a3 = 16917835546583154737UL;
    
    a4 = 227;
    
    memcpy(&a5.m0.m0, "\x36\xd3\x37\xbf", 4);
    
    r = f0(0, 0, 0, 0, a5);
    
}
    
    
    
    
}
