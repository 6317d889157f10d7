
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    int m0;
};
union S1 {
    int m0;
    
    
    
};
union S2 {
    int m0;
};

struct S4 {
    
    int m1;
};
union S5 {
    unsigned long m0;
    
};

void ck(char *what, void *got, char *exp, int n) {
    extern int ng_count;
    unsigned char *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
    ng_count;
}

int ng_count;





void f0(void) ;

void f1(void) ;

int f2(int a2, struct S4 a3, int a4, union S5 a5) {
    long r;
    
    
    
    
    
    
    
    
    
    ck("f2 a5.m0", &a5.m0, "\xc7\x85\xc7\x3c\x55\x04\x51\xe2", 8);
    r = 0L;
    return 0;
}

void call_f0(void) ;

void call_f1(void) ;



void layout(void) ;

int main(void) {
    
    
    
    
    {
    struct {
    union S2 m0[3];
    int m1 : 16;
} a0;
    double a1;
    int a2;
    struct S4 a3;
    unsigned long a4;
    union S5 a5;
    int r;
    
    
    
    
    a0.m1 = 0;
    0;
    a2 = 0;
    
    
    a3.m1 = 0;
    a4 = 0UL;
    
    a5.m0 = 16307820489823716807UL;
    r = f2(0, a3, 0, a5);
    
}
    
    
}
