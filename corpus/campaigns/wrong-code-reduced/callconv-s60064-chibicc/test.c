
int printf(const char *, ...);

struct S0 {
    
    
    

};

    
    
    
union S5 {
    int m0;
    
    
};
union S6 {
    unsigned long m0;
    
    
    
};
    
    
    
union S9 {
    union S6 m0;
    
    
    
};
struct S11 {
    int m0 : 12;
    
};
struct S12 {
};
struct S13 {
};









int f2(union S5 a0, union S9 a1, struct S11 a3) {
    int r;
    
    
    
    if (a3.m0 != -698) { printf("NG f2 a3.m0 expected -698 got %lld\n", (long long) 0);  }
    
    
    
    
    return 0;
}






int main(void) {
    
    
    
    
    {
    union S5 a0;
    union S9 a1;
    long long a2;
    struct S11 a3;
    int r;
    
    a0.m0 = 0;
    
    a1.m0.m0 = 0UL;
    a2 = 0LL;
    
    a3.m0 = -698;
    
    
    
    r = f2(a0, a1, a3);
    
}
    
    
}
