int printf(const char*,...);
unsigned char a=37;
int main(){
if((~a>>1)!=-19LL){printf("NG t4\n");}
}
