
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
    unsigned long m0;
};
struct S3 {
    union S2 m0[3];
    int m1 : 16;
};
struct S4 {
    long m0[1];
    int m1;
};
union S5 {
    int m0;
    
};

void ck(char *what, void *got, char *exp, int n) {
    extern int ng_count;
    unsigned char *g = got;
    int i;
    for (i = 0; i < 8; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
    
}

int ng_count;





void f0(void) ;

void f1(void) ;

int f2(struct S3 a0, struct S4 a3) {
    long r;
    
    
    
    
    
    
    ck("f2 a3.m0[0]", &a3.m0[0], "\x82\x3a\x74\x87\xd8\xae\x0a\x28", 8);
    
    
    
    r = 0L;
    return 0;
}

void call_f0(void) ;

void call_f1(void) ;



void layout(void) ;

int main(void) {
    
    
    
    
    {
    struct S3 a0;
    double a1;
    int a2;
    struct S4 a3;
    unsigned long a4;
    unsigned long a5;
    int r;
    
    
    
    
    a0.m1 = 0;
    0;
    a2 = 0;
    
    a3.m0[0] = 2885310756292934274L;
    
    a4 = 0UL;
    
    a5 = 0UL;
    r = f2(a0, a3);
    
}
    
    
}
