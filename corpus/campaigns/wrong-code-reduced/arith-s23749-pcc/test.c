int printf(const char*,...);
int main(){
unsigned short a=0;
char b=-7;
if((1?b:a)!=-7){printf("NG t4\n");}
}
