int printf(const char*,...);
int a=3;
int b;
int main(){
if(((1%a)>>(0%(b||1)))^1){printf("NG t2\n");}
}
