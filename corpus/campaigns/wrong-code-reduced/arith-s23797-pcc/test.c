int printf(const char*,...);
int main(){
long a=1178053545562569L;
static int b;
if((b%1)<<(1%a)){printf("NG t8\n");}
}
