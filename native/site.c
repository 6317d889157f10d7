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
#include <unistd.h>

#define MAX_FRAMES 48

static void *last_write[MAX_FRAMES];
static int last_write_n;
static int in_hook;
static const char *site_file;

/* Append "KIND frame frame ...\n" for the frames of `fr` to the site file, with write(2)
 * only (safe in a signal handler). */
static void record(const char *kind, void **fr, int n) {
    if (!site_file)
        return;
    char line[4096];
    size_t len = 0;
    int k = snprintf(line, sizeof line, "%d %s", (int)getpid(), kind);
    if (k < 0)
        return;
    len = (size_t)k;
    for (int i = 0; i < n && len < sizeof line - 300; i++) {
        Dl_info info;
        if (dladdr(fr[i], &info) && info.dli_fname) {
            const char *base = strrchr(info.dli_fname, '/');
            base = base ? base + 1 : info.dli_fname;
            k = snprintf(line + len, sizeof line - len, " %s+0x%lx", base,
                         (unsigned long)((char *)fr[i] - (char *)info.dli_fbase));
        } else {
            k = snprintf(line + len, sizeof line - len, " ?+0x%lx", (unsigned long)fr[i]);
        }
        if (k < 0)
            break;
        len += (size_t)k;
    }
    if (len >= sizeof line - 1)
        len = sizeof line - 2;
    line[len++] = '\n';
    int fd = open(site_file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
    if (fd >= 0) {
        ssize_t w = write(fd, line, len);
        (void)w;
        close(fd);
    }
}

static void fatal(int sig, siginfo_t *si, void *uc) {
    (void)si;
    (void)uc;
    void *fr[MAX_FRAMES];
    int n = backtrace(fr, MAX_FRAMES);
    char kind[32];
    snprintf(kind, sizeof kind, "signal %d", sig);
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
    site_file = getenv("CREDUCE_RS_SITE_FILE");
    if (!site_file)
        return;
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
    if (last_write_n > 0)
        record("message", last_write, last_write_n);
}

/* The ways a program writes to stderr; each notes the stack, then does the real
 * thing. */
typedef ssize_t (*write_fn)(int, const void *, size_t);
typedef int (*vfprintf_fn)(FILE *, const char *, va_list);
typedef int (*fputs_fn)(const char *, FILE *);
typedef int (*fputc_fn)(int, FILE *);
typedef size_t (*fwrite_fn)(const void *, size_t, size_t, FILE *);
typedef void (*perror_fn)(const char *);

#define REAL(name, type) \
    static type real_##name; \
    if (!real_##name) \
    real_##name = (type)dlsym(RTLD_NEXT, #name)

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
