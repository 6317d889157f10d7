/* creduce-rs generator callconv, seed 2 */
int printf(const char *, ...);
void *memcpy(void *, const void *, unsigned long);
void *memset(void *, int, unsigned long);

struct S0 {
    short m0;
    unsigned long m1;
};
struct S1 {
    long long m0;
    signed char m1;
};
struct S2 {
    unsigned char m0;
    struct S0 m1;
    struct S1 m2;
    unsigned long m3;
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

long long f0(signed char a0, struct S2 a1, unsigned long long a2);
unsigned int f1(unsigned long long a0);

static void call_f0(void) {
    signed char a0;
    struct S2 a1;
    unsigned long long a2;
    long long r;
    a0 = 110;
    memset(&a1, 0, sizeof a1);
    a1.m0 = 7;
    a1.m1.m0 = (-7069);
    a1.m1.m1 = 15685075291212301712UL;
    a1.m2.m0 = 451701752929774999LL;
    a1.m2.m1 = 33;
    a1.m3 = 3967272090817616493UL;
    a2 = 3822922789769501416ULL;
    r = f0(a0, a1, a2);
    ck("f0 return", &r, "\x48\x2a\xd9\x94\x6d\x26\x47\x21", 8);
}

static void call_f1(void) {
    unsigned long long a0;
    unsigned int r;
    a0 = 5631974256497181376ULL;
    r = f1(a0);
    ck("f1 return", &r, "\x52\xb6\x5a\x62", 4);
}

static void layout(void) {
    printf("ARG f0 a0 6e\n");
    printf("ARG f0 a1.m0 07\n");
    printf("ARG f0 a1.m1.m0 63e4\n");
    printf("ARG f0 a1.m1.m1 9045f7cfdf94acd9\n");
    printf("ARG f0 a1.m2.m0 97edccdf59c44406\n");
    printf("ARG f0 a1.m2.m1 21\n");
    printf("ARG f0 a1.m3 6d5a8174f2940e37\n");
    printf("ARG f0 a2 e8daf4c705c00d35\n");
    printf("ARG f0 return 482ad9946d264721\n");
    printf("ARG f1 a0 c0c2a82ebfca284e\n");
    printf("ARG f1 return 52b65a62\n");
}

int main(int argc, char **argv) {
    (void) argv;
    if (argc > 1) { layout(); return 0; }
    call_f0();
    call_f1();
    if (ng_count == 0) printf("OK\n");
    return ng_count != 0;
}
