/* The site recorder: an LD_PRELOAD library that records where a compiler reports an
 * error or dies, as its own call stack, for creduce-rs's crash oracle.
 *
 * Every process that loads it (a driver and the children it starts) appends one line to
 * the file named by CREDUCE_RS_SITE_FILE when it dies of a fatal signal ("signal N"
 * and the stack at the fault) or, at exit, when it wrote to stderr ("message" and the
 * stack of its last write to stderr: the error it reported). A frame is
 * "OBJECT+0xOFFSET": the object's file name and the offset of the address in it, the
 * same from run to run whatever the load address. The process then dies or exits as it
 * would have: the recorder changes no outcome.
 *
 * With CREDUCE_RS_SITE_REPORTERS set (words, space-separated), a message record is
 * followed by a "report" record: the frames outside the outermost frame of a function
 * whose dynamic symbol holds one of the words (gcc's `fancy_abort`, `internal_error`),
 * that is, the function that reported an internal error and its callers. gcc exports
 * its functions' symbols for plugins, so dladdr names them in a stripped binary.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <execinfo.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define MAX_FRAMES 48

static void *last_write[MAX_FRAMES];
static int last_write_n;
static int in_hook;
static const char *site_file;
static const char *reporters;
/* A stack of its own for the handler: a crash by stack overflow records too. */
static char alt_stack[1 << 16];

/* Append `s` to `buf` (of size `cap`) at `*len`. */
static void put(char *buf, size_t cap, size_t *len, const char *s) {
    while (*s && *len < cap)
        buf[(*len)++] = *s++;
}

/* Append `v` in hexadecimal, `0x` first. */
static void put_hex(char *buf, size_t cap, size_t *len, unsigned long v) {
    char tmp[2 + 2 * sizeof v + 1];
    int n = 0;
    do {
        tmp[n++] = "0123456789abcdef"[v & 15];
        v >>= 4;
    } while (v);
    put(buf, cap, len, "0x");
    while (n > 0 && *len < cap)
        buf[(*len)++] = tmp[--n];
}

/* Append `v` in decimal. */
static void put_dec(char *buf, size_t cap, size_t *len, long v) {
    char tmp[24];
    int n = 0;
    if (v < 0) {
        put(buf, cap, len, "-");
        v = -v;
    }
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n > 0 && *len < cap)
        buf[(*len)++] = tmp[--n];
}

/* Append "PID KIND frame frame ...\n" for the frames of `fr` to the site file. In a
 * signal handler too: no stdio, no allocation; the write is the system call itself. */
static void record(const char *kind, void **fr, int n) {
    if (!site_file)
        return;
    char line[4096];
    size_t len = 0, cap = sizeof line - 1;
    put_dec(line, cap, &len, (long)getpid());
    put(line, cap, &len, " ");
    put(line, cap, &len, kind);
    for (int i = 0; i < n && len < cap - 300; i++) {
        Dl_info info;
        put(line, cap, &len, " ");
        if (dladdr(fr[i], &info) && info.dli_fname) {
            const char *base = strrchr(info.dli_fname, '/');
            put(line, cap, &len, base ? base + 1 : info.dli_fname);
            put(line, cap, &len, "+");
            put_hex(line, cap, &len, (unsigned long)((char *)fr[i] - (char *)info.dli_fbase));
        } else {
            put(line, cap, &len, "?+");
            put_hex(line, cap, &len, (unsigned long)fr[i]);
        }
    }
    line[len++] = '\n';
    int fd = open(site_file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
    if (fd >= 0) {
        long w = syscall(SYS_write, fd, line, len);
        (void)w;
        close(fd);
    }
}

/* True when the function that holds the call before return address `ra` has a dynamic
 * symbol holding one of the words of `reporters`. The address before `ra`: a call to a
 * function that does not return may be its caller's last instruction. */
static int is_reporter(void *ra) {
    Dl_info info;
    if (!reporters || !dladdr((char *)ra - 1, &info) || !info.dli_sname)
        return 0;
    const char *w = reporters;
    while (*w) {
        while (*w == ' ')
            w++;
        size_t n = strcspn(w, " ");
        if (n > 0) {
            const char *s = info.dli_sname;
            for (; *s; s++)
                if (strncmp(s, w, n) == 0)
                    return 1;
        }
        w += n;
    }
    return 0;
}

typedef ssize_t (*write_fn)(int, const void *, size_t);
typedef int (*vfprintf_fn)(FILE *, const char *, va_list);
typedef int (*fputs_fn)(const char *, FILE *);
typedef int (*fputc_fn)(int, FILE *);
typedef size_t (*fwrite_fn)(const void *, size_t, size_t, FILE *);
typedef void (*perror_fn)(const char *);

static write_fn real_write;
static vfprintf_fn real_vfprintf;
static fputs_fn real_fputs;
static fputc_fn real_fputc;
static fwrite_fn real_fwrite;
static perror_fn real_perror;

/* The real functions, looked up once (in the constructor, never in a handler). */
static void resolve(void) {
    if (real_write)
        return;
    real_write = (write_fn)dlsym(RTLD_NEXT, "write");
    real_vfprintf = (vfprintf_fn)dlsym(RTLD_NEXT, "vfprintf");
    real_fputs = (fputs_fn)dlsym(RTLD_NEXT, "fputs");
    real_fputc = (fputc_fn)dlsym(RTLD_NEXT, "fputc");
    real_fwrite = (fwrite_fn)dlsym(RTLD_NEXT, "fwrite");
    real_perror = (perror_fn)dlsym(RTLD_NEXT, "perror");
}

#define REAL(name, type) resolve()

static void fatal(int sig, siginfo_t *si, void *uc) {
    (void)si;
    (void)uc;
    void *fr[MAX_FRAMES];
    int n = backtrace(fr, MAX_FRAMES);
    char kind[32];
    size_t len = 0;
    put(kind, sizeof kind - 1, &len, "signal ");
    put_dec(kind, sizeof kind - 1, &len, sig);
    kind[len] = 0;
    record(kind, fr, n);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* The stack of a write to stderr, kept until exit. */
static void note_write(void) {
    if (in_hook)
        return;
    in_hook = 1;
    last_write_n = backtrace(last_write, MAX_FRAMES);
    in_hook = 0;
}

__attribute__((constructor)) static void site_init(void) {
    resolve();
    site_file = getenv("CREDUCE_RS_SITE_FILE");
    if (!site_file)
        return;
    reporters = getenv("CREDUCE_RS_SITE_REPORTERS");
    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = alt_stack;
    ss.ss_size = sizeof alt_stack;
    sigaltstack(&ss, NULL);
    /* Load the unwinder now, not first in a signal handler. */
    void *fr[2];
    backtrace(fr, 2);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = fatal;
    sa.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS};
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        sigaction(sigs[i], &sa, NULL);
}

__attribute__((destructor)) static void site_fini(void) {
    if (last_write_n <= 0)
        return;
    record("message", last_write, last_write_n);
    int outermost = -1;
    for (int i = 0; i < last_write_n; i++)
        if (is_reporter(last_write[i]))
            outermost = i;
    if (outermost >= 0 && outermost + 1 < last_write_n)
        record("report", last_write + outermost + 1, last_write_n - outermost - 1);
}

/* The ways a program writes to stderr; each notes the stack, then does the real
 * thing. */

ssize_t write(int fd, const void *buf, size_t count) {
    REAL(write, write_fn);
    if (fd == 2)
        note_write();
    return real_write(fd, buf, count);
}

int vfprintf(FILE *f, const char *fmt, va_list ap) {
    REAL(vfprintf, vfprintf_fn);
    if (f == stderr)
        note_write();
    return real_vfprintf(f, fmt, ap);
}

int fprintf(FILE *f, const char *fmt, ...) {
    if (f == stderr)
        note_write();
    va_list ap;
    va_start(ap, fmt);
    REAL(vfprintf, vfprintf_fn);
    int r = real_vfprintf(f, fmt, ap);
    va_end(ap);
    return r;
}

int __fprintf_chk(FILE *f, int flag, const char *fmt, ...) {
    (void)flag;
    if (f == stderr)
        note_write();
    va_list ap;
    va_start(ap, fmt);
    REAL(vfprintf, vfprintf_fn);
    int r = real_vfprintf(f, fmt, ap);
    va_end(ap);
    return r;
}

int __vfprintf_chk(FILE *f, int flag, const char *fmt, va_list ap) {
    (void)flag;
    REAL(vfprintf, vfprintf_fn);
    if (f == stderr)
        note_write();
    return real_vfprintf(f, fmt, ap);
}

int fputs(const char *s, FILE *f) {
    REAL(fputs, fputs_fn);
    if (f == stderr)
        note_write();
    return real_fputs(s, f);
}

int fputc(int c, FILE *f) {
    REAL(fputc, fputc_fn);
    if (f == stderr)
        note_write();
    return real_fputc(c, f);
}

size_t fwrite(const void *p, size_t size, size_t n, FILE *f) {
    REAL(fwrite, fwrite_fn);
    if (f == stderr)
        note_write();
    return real_fwrite(p, size, n, f);
}

void perror(const char *s) {
    REAL(perror, perror_fn);
    note_write();
    real_perror(s);
}
