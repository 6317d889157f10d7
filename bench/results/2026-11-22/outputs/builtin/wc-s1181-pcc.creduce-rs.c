struct T{
float a;
int b;
int c;
int d;
float e;
};
static struct T f(int*,int*,int*,float);
struct T f(int*i,int*j,int*k,float l)
{
struct T m={};
return m;
}
int main()
{
f(0,0,0,0);
}
