int a; void f() { if (0 % (unsigned)(a << 0)) { } }
