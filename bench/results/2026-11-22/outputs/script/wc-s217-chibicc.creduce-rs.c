union T{
int a;
};
union U{
int b;
};
union V{
int a;
};
union U c[1];
g_277[0][0][0];
int f(union T d,union V e,union U i)
{
for(;i.b;i.b+=1)
{
}
return 0;
}
union T g()
{
union T j={0};
return j;
}
int main()
{
{int k=0;
int l=0;
union V m={0};
g_277[0][0][0]=((((((k=l=f(g(),m,c[0]))!=0)))));
}
}
