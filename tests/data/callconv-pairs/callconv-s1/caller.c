/* creduce-rs generator callconv, seed 1 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    long long m0;
};
struct S1 {
    unsigned long long m0;
    unsigned long m1;
    struct S0 m2;
};
struct S2 {
    short m0;
};
struct S3 {
    unsigned long long m0;
    struct S2 m1;
};

static void ck(const char *what, const void *got, const char *exp, int n) {
    extern int ng_count;
    const unsigned char *g = (const unsigned char *) got;
    int i;
    for (i = 0; i < n; i++)
        if (g[i] != (unsigned char) exp[i]) break;
    if (i == n) return;
    printf("NG %s expected ", what);
    for (i = 0; i < n; i++) printf("%02x", (unsigned char) exp[i]);
    printf(" got ");
    for (i = 0; i < n; i++) printf("%02x", g[i]);
    printf("\n");
    ng_count++;
}

int ng_count;

struct S3 f0(struct S1 a0, int a1);
signed char f1(signed char a0);

static void call_f0(void) {
    struct S1 a0;
    int a1;
    struct S3 r;
    memset(&a0, 0, sizeof a0);
    a0.m0 = 8516135246793408974ULL;
    a0.m1 = 7846473049361634831UL;
    a0.m2.m0 = 5473063204045379227LL;
    a1 = 911950638;
    r = f0(a0, a1);
    ck("f0 return.m0", &r.m0, "\x70\x24\x86\xb8\x06\x97\x1d\xf0", 8);
    ck("f0 return.m1.m0", &r.m1.m0, "\x26\xbc", 2);
}

static void call_f1(void) {
    signed char a0;
    signed char r;
    a0 = 11;
    r = f1(a0);
    ck("f1 return", &r, "\x65", 1);
}

static void layout(void) {
    printf("ARG f0 a0.m0 ce014ef4e2632f76\n");
    printf("ARG f0 a0.m1 0f56e07eaa45e46c\n");
    printf("ARG f0 a0.m2.m0 9bd6628efc39f44b\n");
    printf("ARG f0 a1 2e435b36\n");
    printf("ARG f0 return.m0 702486b806971df0\n");
    printf("ARG f0 return.m1.m0 26bc\n");
    printf("ARG f1 a0 0b\n");
    printf("ARG f1 return 65\n");
}

int main(int argc, char **argv) {
    (void) argv;
    if (argc > 1) { layout(); return 0; }
    call_f0();
    call_f1();
    if (ng_count == 0) printf("OK\n");
    return ng_count != 0;
}
