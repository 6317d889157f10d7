extern "C" int printf(...);
long a, b;
long *c = &a;
int d;
int *const e = &d;
int i, j, k;
int main() {
  long l[] {0, 0, 0, 0, 0, 1};
  for (; j >= -6; j--) {
    i = 0;
    for (; i <= 5; i++)
      b = l[i] ^= *e > *c;
    *e = 0;
  }
  for (; k < 1; k++)
    printf("%d\n", b);
}
