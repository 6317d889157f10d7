

union S0 {
};
    
    
union S2 {
    
};
struct S3 {
    double m0;
    int m1;
    
    

    
    
    
    
    
    
    
    
    
};







struct S3 f0(void) {
    struct S3 r;
    
    
    
    
    
    
    
    
    r.m1 = 0u;
    return r;
}








int main(void) {
    
    
    {
    float a1;
    unsigned long a2;
    int a5;
    struct S3 r;
    
    r = f0();
    
    
}
    
    
    
    
}
