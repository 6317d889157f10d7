int printf(const char*,...);
long a=13520507321156L;
int main(){
int b=1;
if(((-9492%a)>>(0%b))!=-9492LL){printf("NG t1\n");}
}
