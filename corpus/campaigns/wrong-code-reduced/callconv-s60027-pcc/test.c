
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    
    double m1;
};
struct S1 {
    int m0;
    
    struct S0 m2[1];
    int m3;
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
};
union S7 {
    int m0;
    
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





int f0(struct S1 a0, long double a3, long a4) {
    unsigned long long r;
    
    
    
    
    
    
    
    
    ck("f0 a4", &a4, "\x61\x46\x1e\x35\xd7\xf4\xe2\xf4", 8);
    
    r = 0ULL;
    return 0;
}

void f1() ;







int main(void) {
    
    
    {
    struct S1 a0;
    double a1;
    int a2;
    int a3;
    long a4;
    int a5;
    int r;
    
    a0.m0 = 0;
    
    
    
    
    
    0;
    a4 = -800808578572204447L;
    a5 = 0;
    r = f0(a0, 0, a4);
    
}
    
    
    
    
}
