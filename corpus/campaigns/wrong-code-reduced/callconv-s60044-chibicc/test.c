
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

union S0 {
    
    
};
union S1 {
    
    
};
union S2 {
    int m0[3];
    
    
    
};

struct S4 {
    int m0 : 25;
    int m1 : 17;
};
struct S5 {
    struct S4 m0;
};
struct S6 {
    int m0;
};
struct S7 {
    
    
};
struct S8 {
    int m0;
    unsigned long m1;
    int m2;
    
};
struct S9 {
    int m0[2];
    
    
};


void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < 4; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    printf(" got ");
    
    
    
}

int ng_count;





void f0(void) ;

struct S8 f1(struct S5 a0, int a1, struct S6 a2) {
    struct S8 r;
    
    
    
    ck("f1 a2.m0", &a2.m0, "\xd8\x01\xcd\x38", 4);
    
    
    
    
    r.m2 = 0;
    
    
    return r;
}

void f2(void) ;

void call_f0(void) ;



void call_f2(void) ;

void layout(void) ;

int main(void) {
    
    
    
    {
    struct S5 a0;
    long long a1;
    struct S6 a2;
    int a3;
    struct S8 r;
    
    
    a0.m0.m1 = 32511;
    a1 = 0LL;
    
    a2.m0 = 952959448;
    a3 = 0;
    r = f1(a0, 0, a2);
    
    
    
    
    
}
    
    
    
}
