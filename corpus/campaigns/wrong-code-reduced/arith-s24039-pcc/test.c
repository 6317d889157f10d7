int printf(const char*,...);
unsigned short a;
int main(){
short b=-107;
if(((0>=(1?b:a))^1754UL)!=1755UL){printf("NG t1\n");}
}
