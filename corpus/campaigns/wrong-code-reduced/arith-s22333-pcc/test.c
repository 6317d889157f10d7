int printf(const char*,...);
int main(){
if((-171220LL+((-430179684097581588L>>49UL)<=14897062ULL))!=-171220LL){printf("NG t8\n");}
}
