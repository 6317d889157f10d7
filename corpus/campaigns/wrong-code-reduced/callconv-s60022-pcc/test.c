
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);

struct S0 {
    
    
};
struct S2 {
    int m0;
    int * m1;
};
union S3 {
    
    
    struct S2 m2[2];
};
union S4 {
    long double m0;
    int m1;
};
struct S5 {
    union S4 m0;
};
struct S6 {
    int m0;
};
    
    
    
    
    
    
    
    
    
struct S10 {
    
    
};
struct S11 {
};

void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < n; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
    
}






struct S6 f0(union S3 a0, struct S5 a2) {
    struct S6 r;
    
    
    ck("f0 a2.m0.m0", &a2.m0.m0, "\xa9\x7a\x3a\xaa\x87\x89\xce\x80\x2d\xbf", 10);
    
    r.m0 = 0;
    return r;
}








int main(void) {
    
    
    {
    union S3 a0;
    struct S5 a2;
    struct S6 r;
    &a0;
    
    
    
    memcpy(&a2.m0.m0, "\xa9\x7a\x3a\xaa\x87\x89\xce\x80\x2d\xbf", 10);
    r = f0(a0, a2);
    
}
    
    
    
    
}
