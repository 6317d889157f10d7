
int printf(const char *, ...);
void *memset(void *, int, unsigned long);

struct S0 {
    unsigned long m0;
};
    
    
    
    

struct S3 {
    unsigned long m0;
    
};


void ck(char *what, void *got, char *exp, int n) {
    
    unsigned char *g = got;
    int i;
    for (i = 0; i < 1; i++)
        if (g[i] != (int) exp[i]) break;
    if (i) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    
    
    printf("\n");
    
}

int ng_count;





int f0(int a0, int a1, struct S0 a2, struct S3 a4) {
    long r;
    
    
    
    
    
    
    
    
    
    
    
    ck("f0 a4.m0", &a4.m0, "\x4d\xe8\x22\x54\x96\x69\xf3\x9a", 8);
    
    r = 0L;
    return 0;
}







void layout(void) ;

int main(void) {
    
    
    {
    long a0;
    int a1;
    struct S0 a2;
    struct {
    
    
    int m2[3];
} a3;
    struct S3 a4;
    int r;
    a0 = 0L;
    a1 = 0u;
    
    a2.m0 = 0UL;
    
    
    
    
    
    
    
    
    a3.m2;
    
    a4.m0 = 11165383995559176269UL;
    
    r = f0(0, 0, a2, a4);
    
}
    
    
    
    
}
