int printf(const char*,...);
int main(){
if((1^(1+((5391UL+(0>=(-9223372036854775807LL>>0ULL)))>>4UL)))!=339UL){printf("NG t9\n");}
}
