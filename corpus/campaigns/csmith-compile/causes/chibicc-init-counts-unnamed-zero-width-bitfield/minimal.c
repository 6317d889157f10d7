struct T { int x, y; };
struct S { int a; unsigned : 0; int b; struct T t; } s = {1, 2, {3, 4}};
