int printf(const char*,...);
int main(){
if((((-9223372036854775807LL>>56UL)>>13L)?1:0u)!=1u){printf("NG t8\n");}
}
