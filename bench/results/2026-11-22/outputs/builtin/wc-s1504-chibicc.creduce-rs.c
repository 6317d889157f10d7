int printf(const char*,...);
int main()
{
printf("checksum = %X\n",((float)18446744073709551615UL)<=0L);
}
