int printf(const char*,...);
int main(){
int a=1;
int b=3;
if(((1%b)<<(0%a))!=1){printf("NG t3\n");}
}
