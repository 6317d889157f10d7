
int printf(const char *, ...);

union S0 {
    int m0;
};
struct S1 {
    long double m0;
    
    int m2 : 11;
};
struct S2 ;


void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[i] != (unsigned char) exp[i]) printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
}






struct S1 f0(union S0 a0, int a1, int * a2, int a3, int a4) {
    struct S1 r;
    
    
    
    
    ck("f0 a4", &a4, "\xec\xa7\xbc\x6a", 4);
    
    
    
    
    r.m2 = 0;
    return r;
}








int main(void) {
    
    
    {
    union S0 a0;
    unsigned long a1;
    int a4;
    int a5;
    struct S1 r;
    
    a0.m0;
    a4 = 1790748652u;
    r = f0(a0, 0, 0, 0, a4);
    
    
    
}
    
    
    
    
}
