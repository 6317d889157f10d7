int printf(const char*,...);
short a=-3;
unsigned short b;
int main(){
if(0<(0?b:a)){printf("NG t1\n");}
}
