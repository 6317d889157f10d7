int printf(const char*,...);
int main(){
int a=0;
if(((unsigned)(a||0))>-1){printf("NG t5\n");}
}
