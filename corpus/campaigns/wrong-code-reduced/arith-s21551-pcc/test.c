int printf(const char*,...);
int main(){
if(1%(-1>>0ULL)){printf("NG t9\n");}
}
