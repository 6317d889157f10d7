unsigned short a;
int main(){
0/((~a>>1)<=0);
}
