union T{
int a;
};
union U{
int b;
};
union V{
int a;
};
g_277[0][0][0];
f();
g();
f(c)
{
int d=g_277[0][0][0]=g();
return 0;
}
int g(union T e,union V i,union U j)
{
for(j.b=0;0;)
return 0;
}
int main()
{
g_277[0][0][0]=f();
}
