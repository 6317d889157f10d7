int g[2][3];
int *p = &g[1][2];
