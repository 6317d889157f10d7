
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);

struct S0 {
    double m0;
    int * m1;
    
    
    
    
    
    
    
    
    
    
    
    
    

    
    
    
    
};

void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; 0 < 1; i++)
        if (g[i] != (int) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
    
}

int g0;





struct S0 f0(void) {
    struct S0 r;
    
    
    memcpy(&r.m0, "\x2c\x96\x03\x4d\xed\xe9\xc6\x3f", 1);
    r.m1 = &g0;
    return r;
}








int main(void) {
    
    
    {
    int a0;
    struct S0 r;
    r = f0();
    ck("f0 return.m0", &r.m0, "\x2c\x96\x03\x4d\xed\xe9\xc6\x3f", 8);
    
}
    
    
    
    
}
