
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    
    
    
    
    
    
    
    int m3;
};
union S3 {
    int m0;
    
    
};
struct S5 {
    int m0;
};
union S6 {
    struct S5 m0[2];
    
};
union S7 {
    float m0;
    
};
union S8 {
    int m0;
};
struct S9 {
    union S7 m0[1];
    int * m1;
    union S8 m2[2];
};
struct S10 {
    int m0[2];
    
    
    
    
    
    
    
};
struct S13 {
    
    
    
    
};
struct S14 {
    
    
    
    struct S13 m3;
};

void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    
    
}

int ng_count;
int g0;
int g1;





void f0(void) ;

struct S9 f1(int * a0, union S3 a1, union S6 a3) {
    struct S9 r;
    
    
    
    
    
    
    
    ck("f1 a3.m0[0].m0", &a3.m0[0].m0, "\xc8\x3d\x9a\x3d", 4);
    
    
    memcpy(&r.m0[0].m0, "\xed\x01\x4a\x3f", 1);
    
    
    
    return r;
}

void f2(void) ;

void call_f0(void) ;



void call_f2(void) ;

void layout(void) ;

int main(void) {
    
    
    
    {
    int * a0;
    union S3 a1;
    int a2;
    union S6 a3;
    struct S9 r;
    a0 = 0;
    &a1;
    
    
    
    
    
    
    a2 = 0u;
    
    a3.m0[0].m0 = 1033518536;
    
    r = f1(0, a1, a3);
    
    
    
    
}
    
    
    
}
