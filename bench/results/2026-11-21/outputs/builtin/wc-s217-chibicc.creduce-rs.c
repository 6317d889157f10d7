union T{
int a;
};
union U{
int b;
};
union V{
int c;
};
union U d[1];
int e[1][2][1];


int f(int i)
{
return 0;
}
int g(union T j,union V k,union U l)
{
for(;l.b;l.b+=1)
{
}
return 0;
}
union T h()
{
union T m={0};
return m;
}
int main()
{

 int n = 0;
int o=0;
union V p={0};
e[0][0][0]=((f(n=o=g(h(),p,d[0]))));


}
