int printf(const char*,...);
int main(){
char a=-105;
if((((unsigned short)a)<<5UL)!=2093792){printf("NG t4\n");}
}
