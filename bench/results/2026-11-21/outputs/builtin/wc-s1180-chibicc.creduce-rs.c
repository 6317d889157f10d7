int printf(const char*,...);
int
(safe_div_func_int8_t_s_s)(int a,int b)
{
return
-1;
}
struct{
unsigned c:31;
}d;
int e;
int main()
{
e=safe_div_func_int8_t_s_s(0,0)<=d.c;
printf("checksum = %X\n",e);
}
