int printf(const char*,...);
struct{
unsigned a:31;
}b;
int main()
{
printf("checksum = %X\n",-1<=b.a);
}
