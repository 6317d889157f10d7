int a[256];
int b;
void
f(char c){
b=
(b&0)^
a[(b^c)&0];
}
void
g(val)
{
}
void
h(d)
{
}
void
f1(int*e,int*i,int d)
{
}int main()
{
}
