int printf(const char*,...);
int main(){
if((((-3068689309100070040LL/(265u<<30L))/4355ULL)<<40u)!=722847531402264576ULL){printf("NG t7\n");}
}
