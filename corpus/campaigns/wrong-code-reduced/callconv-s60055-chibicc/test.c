
int printf(const char *, ...);

union S0 {
    
    
    
    
};
struct S2 {
    
    
    int m2;
};
struct S3 {
    struct S2 m0;
};
struct S4 {
    int m0;
};
struct S5 {
    int * m0;
    
};
struct S6 {
    
    
};
    
    
    


int g1;






int f1(struct S3 a0, struct S4 a1, struct S5 a3) {
    
    
    
    
    
    if (a3.m0 != &g1) { printf("NG f1 a3.m0 pointer\n");  }
    
    
    
    return 0;
}







int main(void) {
    
    
    
    {
    struct S3 a0;
    struct S4 a1;
    int * a2;
    struct S5 a3;
    int r;
    
    
    
    a0.m0.m2 = 0;
    
    a1.m0 = 0;
    a2 = 0;
    
    a3.m0 = &g1;
    
    
    r = f1(a0, a1, a3);
    
}
    
    
    
}
