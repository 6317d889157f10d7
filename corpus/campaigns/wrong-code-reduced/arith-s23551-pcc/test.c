int printf(const char*,...);
int main(){
if(((-9223372036854775807L>>0ULL)<0)!=1){printf("NG t9\n");}
}
