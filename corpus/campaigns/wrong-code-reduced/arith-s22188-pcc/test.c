int printf(const char*,...);
int main(){
int a=58;
int b=0ULL;
if(((730L/a)<<(b/2136952546LL))!=12UL){printf("NG t1\n");}
}
