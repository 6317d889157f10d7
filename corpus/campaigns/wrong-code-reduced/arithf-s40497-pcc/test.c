int printf(const char*,...);
float a=-367.0f;
int main(){
if(((a*-78.0)*((((a*(855.0f*-548.0))+(826.0-405.0f))+a)*405.0f))!=1993556570506020.0){printf("NG t1\n");}
}
