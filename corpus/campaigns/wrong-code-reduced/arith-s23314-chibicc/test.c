int printf(const char*,...);
unsigned char a;
int main(){
if((~a>>1)!=-1L){printf("NG t2\n");}
}
