int printf(const char*,...);
int main(){
static int a;
if((((unsigned)(a?0:0))<-155440224)!=1){printf("NG t7\n");}
}
