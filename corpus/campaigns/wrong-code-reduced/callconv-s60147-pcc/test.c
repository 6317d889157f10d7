
void *memcpy(void *, const void *, unsigned long);
union S5 {
    long double m0;
    double m1;
};
union S6 ;








union S5 f0(void) {
    union S5 r;
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    
    memcpy(&r.m0, "\x6d\x78\xeb\x22\x91\xde\x37\x80\x85\x3f", 1);
    return r;
}








int main(void) {
    
    
    {
    ;
    int a5;
    f0();
    
}
    
    
    
    
}
