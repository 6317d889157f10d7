
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    int m0 : 25;
};

struct S2 {
    
    
    
};
struct S3 {
    
    
    
    long double m3[1];
};
struct S4 {
    int m0;
    int m1;
};
struct S5 {
    
    
    
    
};
union S6 {
    int m0;
    
};

struct S8 {
    double m0;
};
union S9 {
    
};
struct S10 {
    struct S8 m0;
    
    
};
union S11 {
    
    
};
union S12 {
    
    double m1;
};

void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < 4; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
    
}

int ng_count;
int g0;
int g1;





void f0(void) ;

void f1(struct S3 a0, struct S4 a3) {
    
    
    
    
    
    
    
    
    
    
    ck("f1 a3.m1", &a3.m1, "\xd8\x86\x6c\x54", 4);
    
    
    
    
    
    
    
    
}

void f2(void) ;

void call_f0(void) ;



void call_f2(void) ;

void layout(void) ;

int main(void) {
    
    
    
    {
    struct S3 a0;
    unsigned long long a1;
    unsigned long a2;
    struct S4 a3;
    struct {
    
    
    
    union S6 m3[1];
} a4;
    int a5;
    
    
    
    
    
    
    
    a0.m3;
    a1 = 3982561902948580912ULL;
    a2 = 0UL;
    
    
    a3.m1 = 1416398552u;
    
    
    
    
    
    
    
    a4.m3[0].m0 = 0;
    a5 = 0;
    f1(a0, a3);
}
    
    
    
}
