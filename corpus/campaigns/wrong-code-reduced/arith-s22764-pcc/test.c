int printf(const char*,...);
int a;
int main(){
if(((((-9223372036854775807LL-1)+a)>=0)+1)!=1UL){printf("NG t4\n");}
}
