int printf(const char*,...);
int main(){
char a=-2;
if((-(1^((unsigned short)a))&(-209384780LL|4008180217929LL))!=-72548351LL){printf("NG t6\n");}
}
