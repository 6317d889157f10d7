int a;
int b=1;
int c;
int main(){
c=0u/((1/(1-a))>>(0/b));
}
