int printf(const char*,...);
int main(){
if((((130023302u<<21ULL)|1)+18902)!=4039133655LL){printf("NG t1\n");}
}
