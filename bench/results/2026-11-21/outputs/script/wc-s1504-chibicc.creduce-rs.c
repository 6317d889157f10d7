printf();
crc32_context;
void
f(val)
{
crc32_context=
val;
}
g_487;
int main()
{
g_487=18446744073709551615<=0;
f(g_487);
printf("checksum = %X\n",crc32_context);
}
