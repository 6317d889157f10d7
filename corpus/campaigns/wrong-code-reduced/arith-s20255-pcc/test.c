int printf(const char*,...);
int main(){
if((-9436L>>0ULL)>=0){printf("NG t4\n");}
}
