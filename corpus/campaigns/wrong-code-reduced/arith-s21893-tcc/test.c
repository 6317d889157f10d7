int a;
int main(){
int b=1u||((a&&1u)||0);
0%b;
}
