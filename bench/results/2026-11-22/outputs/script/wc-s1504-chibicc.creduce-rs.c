printf();
int main()
{
printf("checksum = %X\n",18446744073709551615<=0);
}
