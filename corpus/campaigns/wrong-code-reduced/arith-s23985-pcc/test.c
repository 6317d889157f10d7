int printf(const char*,...);
int a;
int b=-38;
int main(){
if(((b%20925842543782301L)>>(0/(0UL>=a)))!=18446744073709551578ULL){printf("NG t0\n");}
}
