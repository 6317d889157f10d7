int printf(const char*,...);
int a;
int main()
{
a=18446744073709551615<=0;
printf("checksum = %X\n",a);
}
