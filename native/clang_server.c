/* The clang server: a process that loads libclang once and then checks many programs
 * with it, as `clang ARGS -fsyntax-only FILE` would, without paying clang's start-up
 * (about 40 ms, mostly loading libLLVM and libclang-cpp) on each. The static guard
 * compiles every interesting candidate with clang; this server makes that compile cost
 * what the parse costs. Built by build.rs and embedded in the binary
 * (src/oracle/clang_server.rs writes it out once).
 *
 * usage: clang-server LIBCLANG
 *
 * Requests on stdin, one after another:
 *   ID\n           a number the reply repeats
 *   DIR\n          the directory the compile runs in (relative paths in ARGS)
 *   N\n            the number of arguments
 *   ARG\n x N      the arguments, as clang's driver takes them, with the source file
 * Reply on stdout, for each request:
 *   ID EXIT LEN\n  EXIT is 0 (no error) or 1 (an error), LEN the length of MESSAGES
 *   MESSAGES       the diagnostics as clang prints them, one per line
 * `EXIT` 2 says that libclang could not parse at all (it may have crashed: the parent
 * ends this server), 3 that DIR could not be entered.
 *
 * The protocol has the descriptors stdin and stdout had at the start; libclang gets
 * /dev/null as its stdin and stderr as its stdout, as clang run by the parent would
 * (a program that includes /dev/stdin must not read the requests).
 *
 * The server ends at the end of its input, so it never outlives its parent's pipe, and
 * an alarm ends a parse that runs longer than the time given in CREDUCE_RS_SERVER_ALARM
 * seconds (the parent kills it at its own timeout first).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The few parts of libclang's C API this uses (clang-c/Index.h, stable since 3.x). */
typedef void *CXIndex;
typedef void *CXTranslationUnit;
typedef void *CXDiagnostic;
typedef struct {
    const void *data;
    unsigned private_flags;
} CXString;

static CXIndex (*createIndex)(int, int);
static int (*parseTranslationUnit2)(CXIndex, const char *, const char *const *, int, void *,
                                    unsigned, unsigned, CXTranslationUnit *);
static unsigned (*getNumDiagnostics)(CXTranslationUnit);
static CXDiagnostic (*getDiagnostic)(CXTranslationUnit, unsigned);
static int (*getDiagnosticSeverity)(CXDiagnostic);
static CXString (*formatDiagnostic)(CXDiagnostic, unsigned);
static unsigned (*defaultDiagnosticDisplayOptions)(void);
static const char *(*getCString)(CXString);
static void (*disposeString)(CXString);
static void (*disposeDiagnostic)(CXDiagnostic);
static void (*disposeTranslationUnit)(CXTranslationUnit);

static void *need(void *lib, const char *name) {
    void *f = dlsym(lib, name);
    if (!f) {
        fprintf(stderr, "clang-server: %s has no %s\n", "libclang", name);
        exit(3);
    }
    return f;
}

/* A line of stdin without its newline, or NULL at the end. */
static FILE *requests, *replies;

static char *line(void) {
    static char *buf;
    static size_t cap;
    ssize_t n = getline(&buf, &cap, requests);
    if (n < 0)
        return NULL;
    if (n > 0 && buf[n - 1] == '\n')
        buf[n - 1] = 0;
    char *copy = strdup(buf);
    if (!copy)
        exit(4);
    return copy;
}

/* Messages, growing. */
static char *out;
static size_t out_len, out_cap;

static void append(const char *s) {
    size_t n = strlen(s);
    if (out_len + n + 2 > out_cap) {
        out_cap = (out_len + n + 2) * 2;
        out = realloc(out, out_cap);
        if (!out)
            exit(4);
    }
    memcpy(out + out_len, s, n);
    out_len += n;
    out[out_len++] = '\n';
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: clang-server LIBCLANG\n");
        return 2;
    }
    /* The protocol's own descriptors; libclang's stdin is /dev/null, its stdout the
     * stderr it was given. */
    int in = dup(0), out_fd = dup(1);
    int null = open("/dev/null", O_RDONLY);
    if (in < 0 || out_fd < 0 || null < 0 || dup2(null, 0) < 0 || dup2(2, 1) < 0)
        return 3;
    close(null);
    requests = fdopen(in, "r");
    replies = fdopen(out_fd, "w");
    if (!requests || !replies)
        return 3;
    void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "clang-server: %s\n", dlerror());
        return 3;
    }
    createIndex = need(lib, "clang_createIndex");
    parseTranslationUnit2 = need(lib, "clang_parseTranslationUnit2");
    getNumDiagnostics = need(lib, "clang_getNumDiagnostics");
    getDiagnostic = need(lib, "clang_getDiagnostic");
    getDiagnosticSeverity = need(lib, "clang_getDiagnosticSeverity");
    formatDiagnostic = need(lib, "clang_formatDiagnostic");
    defaultDiagnosticDisplayOptions = need(lib, "clang_defaultDiagnosticDisplayOptions");
    getCString = need(lib, "clang_getCString");
    disposeString = need(lib, "clang_disposeString");
    disposeDiagnostic = need(lib, "clang_disposeDiagnostic");
    disposeTranslationUnit = need(lib, "clang_disposeTranslationUnit");
    const char *alarm_env = getenv("CREDUCE_RS_SERVER_ALARM");
    unsigned alarm_seconds = alarm_env ? (unsigned)atoi(alarm_env) : 0;
    CXIndex index = createIndex(0, 0);
    /* Say it is ready: the parent knows then that libclang loaded. */
    fprintf(replies, "ready\n");
    fflush(replies);
    for (;;) {
        char *id = line();
        if (!id)
            return 0;
        char *dir = line();
        if (!dir)
            return 0;
        char *count = line();
        if (!count)
            return 0;
        int n = atoi(count);
        free(count);
        if (n < 0 || n > 100000)
            return 5;
        char **args = calloc((size_t)n + 1, sizeof *args);
        if (!args)
            return 4;
        for (int i = 0; i < n; i++) {
            args[i] = line();
            if (!args[i])
                return 0;
        }
        if (chdir(dir) != 0) {
            fprintf(replies, "%s 3 0\n", id);
            fflush(replies);
        } else {
            if (alarm_seconds)
                alarm(alarm_seconds);
            CXTranslationUnit tu = NULL;
            int err = parseTranslationUnit2(index, NULL, (const char *const *)args, n, NULL, 0,
                                            0, &tu);
            alarm(0);
            out_len = 0;
            int exit_code = 0;
            if (err != 0 || !tu) {
                exit_code = 2;
            } else {
                unsigned opts = defaultDiagnosticDisplayOptions();
                unsigned nd = getNumDiagnostics(tu);
                for (unsigned i = 0; i < nd; i++) {
                    CXDiagnostic d = getDiagnostic(tu, i);
                    /* CXDiagnostic_Error = 3, CXDiagnostic_Fatal = 4 */
                    if (getDiagnosticSeverity(d) >= 3)
                        exit_code = 1;
                    CXString s = formatDiagnostic(d, opts);
                    const char *text = getCString(s);
                    append(text ? text : "");
                    disposeString(s);
                    disposeDiagnostic(d);
                }
                disposeTranslationUnit(tu);
            }
            fprintf(replies, "%s %d %zu\n", id, exit_code, out_len);
            if (out_len)
                fwrite(out, 1, out_len, replies);
            fflush(replies);
        }
        for (int i = 0; i < n; i++)
            free(args[i]);
        free(args);
        free(dir);
        free(id);
    }
}
