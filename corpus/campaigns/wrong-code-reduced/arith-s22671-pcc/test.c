int printf(const char*,...);
int main(){
if((((-2147483647>>30ULL)^-1L)<<8)!=256L){printf("NG t4\n");}
}
