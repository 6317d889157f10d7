int printf(const char*,...);
int a;
int main(){
int b=1;
if((((b%146963662L)<<(a%1))?34290UL:0)!=34290UL){printf("NG t3\n");}
}
