struct T{
double a;
int b;
}f(){
struct T c;
c.b=0;
return c;
}
int main(){
f();
}
