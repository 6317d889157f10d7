printf();
crc32_context;
void
f(val)
{
crc32_context=
val;
}
struct{
unsigned a:31;
}b;
g_2533;
int main()
{
g_2533=-1<=b.a;
f(g_2533);
printf("checksum = %X\n",crc32_context);
}
