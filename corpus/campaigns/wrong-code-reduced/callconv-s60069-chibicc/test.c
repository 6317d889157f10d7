
int printf(const char *, ...);

struct S0 {
    int m0 : 16;
    
};
union S1 {
    int m0;
    
    
};
struct S2 {
};
    
    
    
    
    
    
    
    
    
    
    
    
    
    


void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[i] != (unsigned char) exp[i]) printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
    
}






void f0(int a0, struct S0 a1, int a3, union S1 a4) {
    
    
    
    
    
    ck("f0 a4.m0", &a4.m0, "\xe4\xc4", 2);
}








int main(void) {
    
    
    {
    int a0;
    struct S0 a1;
    union S1 a4;
    &a1;
    
    
    
    a4.m0 = 50404;
    f0(0, a1, 0, a4);
}
    
    
    
    
}
