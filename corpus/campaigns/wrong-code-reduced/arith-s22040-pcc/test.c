int printf(const char*,...);
int main(){
if(((0u<<0L)-1)!=4294967295L){printf("NG t4\n");}
}
