
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    
    
    double m2;
};
union S1 {
    int m0[2];
    
    
};
struct S2 {
    struct S0 m0;
    int m1;
    union S1 m2;
};
union S3 {
    int m0[2];
    
    
    
    
};
union S5 {
    float m0;
    
};

    
struct S8 {
    
    
    int m2;
    int m3[1];
};
struct S9 {
    
    struct S8 m1;
};
struct S10 {
    
    
    
    
    
    
    
    int m1;
};
    
struct S15 {
    
    
    int m2;
};

void ck(char *what, void *got, char *exp, int n) {
    extern int ng_count;
    unsigned char *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[i] != exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", exp[i]);
    
    
    
    
}

int ng_count;
int g0;
int g1;





void f0(struct S2 a0, union S3 a4) {
    
    
    
    
    
    
    
    
    
    ck("f0 a4.m0[0]", &a4.m0[0], "\x26\x40", 2);
    
    
    
    
    
    
    
}

void f1(void) ;







int main(void) {
    
    
    {
    struct S2 a0;
    int a1;
    int a2;
    int a3;
    union S3 a4;
    struct {
    
    int m1 : 8;
    union S5 m2;
} a5;
    
    
    
    
    
    
    a0.m2.m0[0] = 0u;
    a1 = 0;
    a2 = 0u;
    a3 = 0;
    
    a4.m0[0] = 16422;
    
    
    
    
    
    
    
    a5.m2;
    f0(a0, a4);
}
    
    
    
    
}
