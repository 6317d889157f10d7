int printf(const char*,...);
int main(){
unsigned char a=0;
if((((~a>>1)>0)-~(-9223372036854775807L-1))!=-9223372036854775807L){printf("NG t7\n");}
}
