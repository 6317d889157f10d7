int printf(const char*,...);
int main(){
if((0>=((0>>0u)-1))==0){printf("NG t0\n");}
}
