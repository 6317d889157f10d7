int printf(const char*,...);
int main(){
int a=0;
if((((a?((unsigned)0):0)-53)-110601681769743206LL)!=-110601677474775963LL){printf("NG t3\n");}
}
