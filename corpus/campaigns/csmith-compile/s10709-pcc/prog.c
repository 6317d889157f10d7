
typedef unsigned char __u_char;
typedef unsigned short int __u_short;
typedef unsigned int __u_int;
typedef unsigned long int __u_long;
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef signed short int __int16_t;
typedef unsigned short int __uint16_t;
typedef signed int __int32_t;
typedef unsigned int __uint32_t;
typedef signed long int __int64_t;
typedef unsigned long int __uint64_t;
typedef __int8_t __int_least8_t;
typedef __uint8_t __uint_least8_t;
typedef __int16_t __int_least16_t;
typedef __uint16_t __uint_least16_t;
typedef __int32_t __int_least32_t;
typedef __uint32_t __uint_least32_t;
typedef __int64_t __int_least64_t;
typedef __uint64_t __uint_least64_t;
typedef long int __quad_t;
typedef unsigned long int __u_quad_t;
typedef long int __intmax_t;
typedef unsigned long int __uintmax_t;
typedef unsigned long int __dev_t;
typedef unsigned int __uid_t;
typedef unsigned int __gid_t;
typedef unsigned long int __ino_t;
typedef unsigned long int __ino64_t;
typedef unsigned int __mode_t;
typedef unsigned long int __nlink_t;
typedef long int __off_t;
typedef long int __off64_t;
typedef int __pid_t;
typedef struct { int __val[2]; } __fsid_t;
typedef long int __clock_t;
typedef unsigned long int __rlim_t;
typedef unsigned long int __rlim64_t;
typedef unsigned int __id_t;
typedef long int __time_t;
typedef unsigned int __useconds_t;
typedef long int __suseconds_t;
typedef long int __suseconds64_t;
typedef int __daddr_t;
typedef int __key_t;
typedef int __clockid_t;
typedef void * __timer_t;
typedef long int __blksize_t;
typedef long int __blkcnt_t;
typedef long int __blkcnt64_t;
typedef unsigned long int __fsblkcnt_t;
typedef unsigned long int __fsblkcnt64_t;
typedef unsigned long int __fsfilcnt_t;
typedef unsigned long int __fsfilcnt64_t;
typedef long int __fsword_t;
typedef long int __ssize_t;
typedef long int __syscall_slong_t;
typedef unsigned long int __syscall_ulong_t;
typedef __off64_t __loff_t;
typedef char *__caddr_t;
typedef long int __intptr_t;
typedef unsigned int __socklen_t;
typedef int __sig_atomic_t;
typedef float csm_F32;
typedef double csm_F64;
typedef double csm_F32x;
typedef long double csm_F64x;
typedef float float_t;
typedef double double_t;
extern int __fpclassify (double __value)
     ;
extern int __signbit (double __value)
     ;
extern int __isinf (double __value)
  ;
extern int __finite (double __value)
  ;
extern int __isnan (double __value)
  ;
extern int __iseqsig (double __x, double __y) ;
extern int __issignaling (double __value)
     ;
 extern double acos (double __x) ; extern double __acos (double __x) ;
 extern double asin (double __x) ; extern double __asin (double __x) ;
 extern double atan (double __x) ; extern double __atan (double __x) ;
 extern double atan2 (double __y, double __x) ; extern double __atan2 (double __y, double __x) ;
 extern double cos (double __x) ; extern double __cos (double __x) ;
 extern double sin (double __x) ; extern double __sin (double __x) ;
 extern double tan (double __x) ; extern double __tan (double __x) ;
 extern double cosh (double __x) ; extern double __cosh (double __x) ;
 extern double sinh (double __x) ; extern double __sinh (double __x) ;
 extern double tanh (double __x) ; extern double __tanh (double __x) ;
 extern double acosh (double __x) ; extern double __acosh (double __x) ;
 extern double asinh (double __x) ; extern double __asinh (double __x) ;
 extern double atanh (double __x) ; extern double __atanh (double __x) ;
 extern double exp (double __x) ; extern double __exp (double __x) ;
extern double frexp (double __x, int *__exponent) ; extern double __frexp (double __x, int *__exponent) ;
extern double ldexp (double __x, int __exponent) ; extern double __ldexp (double __x, int __exponent) ;
 extern double log (double __x) ; extern double __log (double __x) ;
 extern double log10 (double __x) ; extern double __log10 (double __x) ;
extern double modf (double __x, double *__iptr) ; extern double __modf (double __x, double *__iptr) ;
 extern double expm1 (double __x) ; extern double __expm1 (double __x) ;
 extern double log1p (double __x) ; extern double __log1p (double __x) ;
extern double logb (double __x) ; extern double __logb (double __x) ;
 extern double exp2 (double __x) ; extern double __exp2 (double __x) ;
 extern double log2 (double __x) ; extern double __log2 (double __x) ;
 extern double pow (double __x, double __y) ; extern double __pow (double __x, double __y) ;
extern double sqrt (double __x) ; extern double __sqrt (double __x) ;
 extern double hypot (double __x, double __y) ; extern double __hypot (double __x, double __y) ;
 extern double cbrt (double __x) ; extern double __cbrt (double __x) ;
extern double ceil (double __x) ; extern double __ceil (double __x) ;
extern double fabs (double __x) ; extern double __fabs (double __x) ;
extern double floor (double __x) ; extern double __floor (double __x) ;
extern double fmod (double __x, double __y) ; extern double __fmod (double __x, double __y) ;
extern double copysign (double __x, double __y) ; extern double __copysign (double __x, double __y) ;
extern double nan (const char *__tagb) ; extern double __nan (const char *__tagb) ;
 extern double erf (double) ; extern double __erf (double) ;
 extern double erfc (double) ; extern double __erfc (double) ;
extern double lgamma (double) ; extern double __lgamma (double) ;
extern double tgamma (double) ; extern double __tgamma (double) ;
extern double rint (double __x) ; extern double __rint (double __x) ;
extern double nextafter (double __x, double __y) ; extern double __nextafter (double __x, double __y) ;
extern double nexttoward (double __x, long double __y) ; extern double __nexttoward (double __x, long double __y) ;
extern double remainder (double __x, double __y) ; extern double __remainder (double __x, double __y) ;
extern double scalbn (double __x, int __n) ; extern double __scalbn (double __x, int __n) ;
extern int ilogb (double __x) ; extern int __ilogb (double __x) ;
extern double scalbln (double __x, long int __n) ; extern double __scalbln (double __x, long int __n) ;
extern double nearbyint (double __x) ; extern double __nearbyint (double __x) ;
extern double round (double __x) ; extern double __round (double __x) ;
extern double trunc (double __x) ; extern double __trunc (double __x) ;
extern double remquo (double __x, double __y, int *__quo) ; extern double __remquo (double __x, double __y, int *__quo) ;
extern long int lrint (double __x) ; extern long int __lrint (double __x) ;

extern long long int llrint (double __x) ; extern long long int __llrint (double __x) ;
extern long int lround (double __x) ; extern long int __lround (double __x) ;

extern long long int llround (double __x) ; extern long long int __llround (double __x) ;
extern double fdim (double __x, double __y) ; extern double __fdim (double __x, double __y) ;
extern double fmax (double __x, double __y) ; extern double __fmax (double __x, double __y) ;
extern double fmin (double __x, double __y) ; extern double __fmin (double __x, double __y) ;
extern double fma (double __x, double __y, double __z) ; extern double __fma (double __x, double __y, double __z) ;
extern int __fpclassifyf (float __value)
     ;
extern int __signbitf (float __value)
     ;
extern int __isinff (float __value)
  ;
extern int __finitef (float __value)
  ;
extern int __isnanf (float __value)
  ;
extern int __iseqsigf (float __x, float __y) ;
extern int __issignalingf (float __value)
     ;
 extern float acosf (float __x) ; extern float __acosf (float __x) ;
 extern float asinf (float __x) ; extern float __asinf (float __x) ;
 extern float atanf (float __x) ; extern float __atanf (float __x) ;
 extern float atan2f (float __y, float __x) ; extern float __atan2f (float __y, float __x) ;
 extern float cosf (float __x) ; extern float __cosf (float __x) ;
 extern float sinf (float __x) ; extern float __sinf (float __x) ;
 extern float tanf (float __x) ; extern float __tanf (float __x) ;
 extern float coshf (float __x) ; extern float __coshf (float __x) ;
 extern float sinhf (float __x) ; extern float __sinhf (float __x) ;
 extern float tanhf (float __x) ; extern float __tanhf (float __x) ;
 extern float acoshf (float __x) ; extern float __acoshf (float __x) ;
 extern float asinhf (float __x) ; extern float __asinhf (float __x) ;
 extern float atanhf (float __x) ; extern float __atanhf (float __x) ;
 extern float expf (float __x) ; extern float __expf (float __x) ;
extern float frexpf (float __x, int *__exponent) ; extern float __frexpf (float __x, int *__exponent) ;
extern float ldexpf (float __x, int __exponent) ; extern float __ldexpf (float __x, int __exponent) ;
 extern float logf (float __x) ; extern float __logf (float __x) ;
 extern float log10f (float __x) ; extern float __log10f (float __x) ;
extern float modff (float __x, float *__iptr) ; extern float __modff (float __x, float *__iptr) ;
 extern float expm1f (float __x) ; extern float __expm1f (float __x) ;
 extern float log1pf (float __x) ; extern float __log1pf (float __x) ;
extern float logbf (float __x) ; extern float __logbf (float __x) ;
 extern float exp2f (float __x) ; extern float __exp2f (float __x) ;
 extern float log2f (float __x) ; extern float __log2f (float __x) ;
 extern float powf (float __x, float __y) ; extern float __powf (float __x, float __y) ;
extern float sqrtf (float __x) ; extern float __sqrtf (float __x) ;
 extern float hypotf (float __x, float __y) ; extern float __hypotf (float __x, float __y) ;
 extern float cbrtf (float __x) ; extern float __cbrtf (float __x) ;
extern float ceilf (float __x) ; extern float __ceilf (float __x) ;
extern float fabsf (float __x) ; extern float __fabsf (float __x) ;
extern float floorf (float __x) ; extern float __floorf (float __x) ;
extern float fmodf (float __x, float __y) ; extern float __fmodf (float __x, float __y) ;
extern float copysignf (float __x, float __y) ; extern float __copysignf (float __x, float __y) ;
extern float nanf (const char *__tagb) ; extern float __nanf (const char *__tagb) ;
 extern float erff (float) ; extern float __erff (float) ;
 extern float erfcf (float) ; extern float __erfcf (float) ;
extern float lgammaf (float) ; extern float __lgammaf (float) ;
extern float tgammaf (float) ; extern float __tgammaf (float) ;
extern float rintf (float __x) ; extern float __rintf (float __x) ;
extern float nextafterf (float __x, float __y) ; extern float __nextafterf (float __x, float __y) ;
extern float nexttowardf (float __x, long double __y) ; extern float __nexttowardf (float __x, long double __y) ;
extern float remainderf (float __x, float __y) ; extern float __remainderf (float __x, float __y) ;
extern float scalbnf (float __x, int __n) ; extern float __scalbnf (float __x, int __n) ;
extern int ilogbf (float __x) ; extern int __ilogbf (float __x) ;
extern float scalblnf (float __x, long int __n) ; extern float __scalblnf (float __x, long int __n) ;
extern float nearbyintf (float __x) ; extern float __nearbyintf (float __x) ;
extern float roundf (float __x) ; extern float __roundf (float __x) ;
extern float truncf (float __x) ; extern float __truncf (float __x) ;
extern float remquof (float __x, float __y, int *__quo) ; extern float __remquof (float __x, float __y, int *__quo) ;
extern long int lrintf (float __x) ; extern long int __lrintf (float __x) ;

extern long long int llrintf (float __x) ; extern long long int __llrintf (float __x) ;
extern long int lroundf (float __x) ; extern long int __lroundf (float __x) ;

extern long long int llroundf (float __x) ; extern long long int __llroundf (float __x) ;
extern float fdimf (float __x, float __y) ; extern float __fdimf (float __x, float __y) ;
extern float fmaxf (float __x, float __y) ; extern float __fmaxf (float __x, float __y) ;
extern float fminf (float __x, float __y) ; extern float __fminf (float __x, float __y) ;
extern float fmaf (float __x, float __y, float __z) ; extern float __fmaf (float __x, float __y, float __z) ;
extern int __fpclassifyl (long double __value)
     ;
extern int __signbitl (long double __value)
     ;
extern int __isinfl (long double __value)
  ;
extern int __finitel (long double __value)
  ;
extern int __isnanl (long double __value)
  ;
extern int __iseqsigl (long double __x, long double __y) ;
extern int __issignalingl (long double __value)
     ;
 extern long double acosl (long double __x) ; extern long double __acosl (long double __x) ;
 extern long double asinl (long double __x) ; extern long double __asinl (long double __x) ;
 extern long double atanl (long double __x) ; extern long double __atanl (long double __x) ;
 extern long double atan2l (long double __y, long double __x) ; extern long double __atan2l (long double __y, long double __x) ;
 extern long double cosl (long double __x) ; extern long double __cosl (long double __x) ;
 extern long double sinl (long double __x) ; extern long double __sinl (long double __x) ;
 extern long double tanl (long double __x) ; extern long double __tanl (long double __x) ;
 extern long double coshl (long double __x) ; extern long double __coshl (long double __x) ;
 extern long double sinhl (long double __x) ; extern long double __sinhl (long double __x) ;
 extern long double tanhl (long double __x) ; extern long double __tanhl (long double __x) ;
 extern long double acoshl (long double __x) ; extern long double __acoshl (long double __x) ;
 extern long double asinhl (long double __x) ; extern long double __asinhl (long double __x) ;
 extern long double atanhl (long double __x) ; extern long double __atanhl (long double __x) ;
 extern long double expl (long double __x) ; extern long double __expl (long double __x) ;
extern long double frexpl (long double __x, int *__exponent) ; extern long double __frexpl (long double __x, int *__exponent) ;
extern long double ldexpl (long double __x, int __exponent) ; extern long double __ldexpl (long double __x, int __exponent) ;
 extern long double logl (long double __x) ; extern long double __logl (long double __x) ;
 extern long double log10l (long double __x) ; extern long double __log10l (long double __x) ;
extern long double modfl (long double __x, long double *__iptr) ; extern long double __modfl (long double __x, long double *__iptr) ;
 extern long double expm1l (long double __x) ; extern long double __expm1l (long double __x) ;
 extern long double log1pl (long double __x) ; extern long double __log1pl (long double __x) ;
extern long double logbl (long double __x) ; extern long double __logbl (long double __x) ;
 extern long double exp2l (long double __x) ; extern long double __exp2l (long double __x) ;
 extern long double log2l (long double __x) ; extern long double __log2l (long double __x) ;
 extern long double powl (long double __x, long double __y) ; extern long double __powl (long double __x, long double __y) ;
extern long double sqrtl (long double __x) ; extern long double __sqrtl (long double __x) ;
 extern long double hypotl (long double __x, long double __y) ; extern long double __hypotl (long double __x, long double __y) ;
 extern long double cbrtl (long double __x) ; extern long double __cbrtl (long double __x) ;
extern long double ceill (long double __x) ; extern long double __ceill (long double __x) ;
extern long double fabsl (long double __x) ; extern long double __fabsl (long double __x) ;
extern long double floorl (long double __x) ; extern long double __floorl (long double __x) ;
extern long double fmodl (long double __x, long double __y) ; extern long double __fmodl (long double __x, long double __y) ;
extern long double copysignl (long double __x, long double __y) ; extern long double __copysignl (long double __x, long double __y) ;
extern long double nanl (const char *__tagb) ; extern long double __nanl (const char *__tagb) ;
 extern long double erfl (long double) ; extern long double __erfl (long double) ;
 extern long double erfcl (long double) ; extern long double __erfcl (long double) ;
extern long double lgammal (long double) ; extern long double __lgammal (long double) ;
extern long double tgammal (long double) ; extern long double __tgammal (long double) ;
extern long double rintl (long double __x) ; extern long double __rintl (long double __x) ;
extern long double nextafterl (long double __x, long double __y) ; extern long double __nextafterl (long double __x, long double __y) ;
extern long double nexttowardl (long double __x, long double __y) ; extern long double __nexttowardl (long double __x, long double __y) ;
extern long double remainderl (long double __x, long double __y) ; extern long double __remainderl (long double __x, long double __y) ;
extern long double scalbnl (long double __x, int __n) ; extern long double __scalbnl (long double __x, int __n) ;
extern int ilogbl (long double __x) ; extern int __ilogbl (long double __x) ;
extern long double scalblnl (long double __x, long int __n) ; extern long double __scalblnl (long double __x, long int __n) ;
extern long double nearbyintl (long double __x) ; extern long double __nearbyintl (long double __x) ;
extern long double roundl (long double __x) ; extern long double __roundl (long double __x) ;
extern long double truncl (long double __x) ; extern long double __truncl (long double __x) ;
extern long double remquol (long double __x, long double __y, int *__quo) ; extern long double __remquol (long double __x, long double __y, int *__quo) ;
extern long int lrintl (long double __x) ; extern long int __lrintl (long double __x) ;

extern long long int llrintl (long double __x) ; extern long long int __llrintl (long double __x) ;
extern long int lroundl (long double __x) ; extern long int __lroundl (long double __x) ;

extern long long int llroundl (long double __x) ; extern long long int __llroundl (long double __x) ;
extern long double fdiml (long double __x, long double __y) ; extern long double __fdiml (long double __x, long double __y) ;
extern long double fmaxl (long double __x, long double __y) ; extern long double __fmaxl (long double __x, long double __y) ;
extern long double fminl (long double __x, long double __y) ; extern long double __fminl (long double __x, long double __y) ;
extern long double fmal (long double __x, long double __y, long double __z) ; extern long double __fmal (long double __x, long double __y, long double __z) ;
enum
  {
    FP_NAN =
      0,
    FP_INFINITE =
      1,
    FP_ZERO =
      2,
    FP_SUBNORMAL =
      3,
    FP_NORMAL =
      4
  };


typedef long unsigned int size_t;
extern void *memcpy (void *restrict __dest, const void *restrict __src,
       size_t __n) ;
extern void *memmove (void *__dest, const void *__src, size_t __n)
     ;
extern void *memset (void *__s, int __c, size_t __n) ;
extern int memcmp (const void *__s1, const void *__s2, size_t __n)
     ;
extern int __memcmpeq (const void *__s1, const void *__s2, size_t __n)
     ;
extern void *memchr (const void *__s, int __c, size_t __n)
      ;
extern char *strcpy (char *restrict __dest, const char *restrict __src)
     ;
extern char *strncpy (char *restrict __dest,
        const char *restrict __src, size_t __n)
     ;
extern char *strcat (char *restrict __dest, const char *restrict __src)
     ;
extern char *strncat (char *restrict __dest, const char *restrict __src,
        size_t __n) ;
extern int strcmp (const char *__s1, const char *__s2)
     ;
extern int strncmp (const char *__s1, const char *__s2, size_t __n)
     ;
extern int strcoll (const char *__s1, const char *__s2)
     ;
extern size_t strxfrm (char *restrict __dest,
         const char *restrict __src, size_t __n)
    ;
extern char *strchr (const char *__s, int __c)
     ;
extern char *strrchr (const char *__s, int __c)
     ;
extern size_t strcspn (const char *__s, const char *__reject)
     ;
extern size_t strspn (const char *__s, const char *__accept)
     ;
extern char *strpbrk (const char *__s, const char *__accept)
     ;
extern char *strstr (const char *__haystack, const char *__needle)
     ;
extern char *strtok (char *restrict __s, const char *restrict __delim)
     ;
extern char *__strtok_r (char *restrict __s,
    const char *restrict __delim,
    char **restrict __save_ptr)
     ;
extern size_t strlen (const char *__s)
     ;
extern char *strerror (int __errnum) ;

typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
typedef __int_least8_t int_least8_t;
typedef __int_least16_t int_least16_t;
typedef __int_least32_t int_least32_t;
typedef __int_least64_t int_least64_t;
typedef __uint_least8_t uint_least8_t;
typedef __uint_least16_t uint_least16_t;
typedef __uint_least32_t uint_least32_t;
typedef __uint_least64_t uint_least64_t;
typedef signed char int_fast8_t;
typedef long int int_fast16_t;
typedef long int int_fast32_t;
typedef long int int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef unsigned long int uint_fast16_t;
typedef unsigned long int uint_fast32_t;
typedef unsigned long int uint_fast64_t;
typedef long int intptr_t;
typedef unsigned long int uintptr_t;
typedef __intmax_t intmax_t;
typedef __uintmax_t uintmax_t;

extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     ;
extern void __assert_perror_fail (int __errnum, const char *__file,
      unsigned int __line, const char *__function)
     ;
extern void __assert (const char *__assertion, const char *__file, int __line)
     ;

extern int printf(const char *, ...);
static void
platform_main_begin(void)
{
}
static void
platform_main_end(uint32_t crc, int flag)
{
 printf ("checksum = %X\n", crc);
}
static int8_t
(safe_unary_minus_func_int8_t_s)(int8_t si )
{
 
  return
    -si;
}
static int8_t
(safe_add_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 + si2);
}
static int8_t
(safe_sub_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 - si2);
}
static int8_t
(safe_mul_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    si1 * si2;
}
static int8_t
(safe_mod_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int8_t
(safe_div_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int8_t
(safe_lshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((127) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int8_t
(safe_lshift_func_int8_t_s_u)(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((127) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_u)(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int16_t
(safe_unary_minus_func_int16_t_s)(int16_t si )
{
 
  return
    -si;
}
static int16_t
(safe_add_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 + si2);
}
static int16_t
(safe_sub_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 - si2);
}
static int16_t
(safe_mul_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    si1 * si2;
}
static int16_t
(safe_mod_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int16_t
(safe_div_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int16_t
(safe_lshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((32767) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int16_t
(safe_lshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((32767) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int32_t
(safe_unary_minus_func_int32_t_s)(int32_t si )
{
 
  return
    (si==(-2147483647-1)) ?
    ((si)) :
    -si;
}
static int32_t
(safe_add_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((2147483647)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-2147483647-1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int32_t
(safe_sub_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(2147483647))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int32_t
(safe_mul_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1 > 0) && (si2 > 0) && (si1 > ((2147483647) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-2147483647-1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-2147483647-1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((2147483647) / si1)))) ?
    ((si1)) :
    si1 * si2;
}
static int32_t
(safe_mod_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int32_t
(safe_div_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int32_t
(safe_lshift_func_int32_t_s_s)(int32_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((2147483647) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int32_t
(safe_lshift_func_int32_t_s_u)(int32_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((2147483647) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int32_t
(safe_rshift_func_int32_t_s_s)(int32_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int32_t
(safe_rshift_func_int32_t_s_u)(int32_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int64_t
(safe_unary_minus_func_int64_t_s)(int64_t si )
{
 
  return
    (si==(-9223372036854775807L -1)) ?
    ((si)) :
    -si;
}
static int64_t
(safe_add_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((9223372036854775807L)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-9223372036854775807L -1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int64_t
(safe_sub_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(9223372036854775807L))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int64_t
(safe_mul_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1 > 0) && (si2 > 0) && (si1 > ((9223372036854775807L) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-9223372036854775807L -1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-9223372036854775807L -1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((9223372036854775807L) / si1)))) ?
    ((si1)) :
    si1 * si2;
}
static int64_t
(safe_mod_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int64_t
(safe_div_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int64_t
(safe_lshift_func_int64_t_s_s)(int64_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((9223372036854775807L) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int64_t
(safe_lshift_func_int64_t_s_u)(int64_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((9223372036854775807L) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int64_t
(safe_rshift_func_int64_t_s_s)(int64_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int64_t
(safe_rshift_func_int64_t_s_u)(int64_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint8_t
(safe_unary_minus_func_uint8_t_u)(uint8_t ui )
{
 
  return -ui;
}
static uint8_t
(safe_add_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 + ui2;
}
static uint8_t
(safe_sub_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 - ui2;
}
static uint8_t
(safe_mul_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint8_t
(safe_mod_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint8_t
(safe_div_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint8_t
(safe_lshift_func_uint8_t_u_s)(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((255) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint8_t
(safe_lshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((255) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_s)(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint16_t
(safe_unary_minus_func_uint16_t_u)(uint16_t ui )
{
 
  return -ui;
}
static uint16_t
(safe_add_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 + ui2;
}
static uint16_t
(safe_sub_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 - ui2;
}
static uint16_t
(safe_mul_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint16_t
(safe_mod_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint16_t
(safe_div_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint16_t
(safe_lshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((65535) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint16_t
(safe_lshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((65535) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint32_t
(safe_unary_minus_func_uint32_t_u)(uint32_t ui )
{
 
  return -ui;
}
static uint32_t
(safe_add_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 + ui2;
}
static uint32_t
(safe_sub_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 - ui2;
}
static uint32_t
(safe_mul_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint32_t
(safe_mod_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint32_t
(safe_div_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint32_t
(safe_lshift_func_uint32_t_u_s)(uint32_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((4294967295U) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint32_t
(safe_lshift_func_uint32_t_u_u)(uint32_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((4294967295U) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint32_t
(safe_rshift_func_uint32_t_u_s)(uint32_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint32_t
(safe_rshift_func_uint32_t_u_u)(uint32_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint64_t
(safe_unary_minus_func_uint64_t_u)(uint64_t ui )
{
 
  return -ui;
}
static uint64_t
(safe_add_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 + ui2;
}
static uint64_t
(safe_sub_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 - ui2;
}
static uint64_t
(safe_mul_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ((unsigned long long)ui1) * ((unsigned long long)ui2);
}
static uint64_t
(safe_mod_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint64_t
(safe_div_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint64_t
(safe_lshift_func_uint64_t_u_s)(uint64_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((18446744073709551615UL) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint64_t
(safe_lshift_func_uint64_t_u_u)(uint64_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((18446744073709551615UL) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint64_t
(safe_rshift_func_uint64_t_u_s)(uint64_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint64_t
(safe_rshift_func_uint64_t_u_u)(uint64_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static float
(safe_add_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0.5f * sf1) + (0.5f * sf2)) > (0.5f * 3.40282346638528859811704183484516925e+38F)) ?
    (sf1) :
    (sf1 + sf2);
}
static float
(safe_sub_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0.5f * sf1) - (0.5f * sf2)) > (0.5f * 3.40282346638528859811704183484516925e+38F)) ?
    (sf1) :
    (sf1 - sf2);
}
static float
(safe_mul_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0x1.0p-100f * sf1) * (0x1.0p-28f * sf2)) > (0x1.0p-100f * (0x1.0p-28f * 3.40282346638528859811704183484516925e+38F))) ?
    (sf1) :
    (sf1 * sf2);
}
static float
(safe_div_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    ((fabsf(sf2) < 1.0f) && (((sf2 == 0.0f) || (fabsf((0x1.0p-49f * sf1) / (0x1.0p100f * sf2))) > (0x1.0p-100f * (0x1.0p-49f * 3.40282346638528859811704183484516925e+38F))))) ?
    (sf1) :
    (sf1 / sf2);
}
static double
(safe_add_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0.5 * sf1) + (0.5 * sf2)) > (0.5 * ((double)1.79769313486231570814527423731704357e+308L))) ?
    (sf1) :
    (sf1 + sf2);
}
static double
(safe_sub_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0.5 * sf1) - (0.5 * sf2)) > (0.5 * ((double)1.79769313486231570814527423731704357e+308L))) ?
    (sf1) :
    (sf1 - sf2);
}
static double
(safe_mul_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0x1.0p-100 * sf1) * (0x1.0p-924 * sf2)) > (0x1.0p-100 * (0x1.0p-924 * ((double)1.79769313486231570814527423731704357e+308L)))) ?
    (sf1) :
    (sf1 * sf2);
}
static double
(safe_div_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    ((fabs(sf2) < 1.0) && (((sf2 == 0.0) || (fabs((0x1.0p-974 * sf1) / (0x1.0p100 * sf2))) > (0x1.0p-100 * (0x1.0p-974 * ((double)1.79769313486231570814527423731704357e+308L)))))) ?
    (sf1) :
    (sf1 / sf2);
}
static int32_t
(safe_convert_func_float_to_int32_t)(float sf1 )
{
 
  return
    ((sf1 <= (-2147483647-1)) || (sf1 >= (2147483647))) ?
    ((2147483647)) :
    ((int32_t)(sf1));
}
static uint32_t crc32_tab[256];
static uint32_t crc32_context = 0xFFFFFFFFUL;
static void
crc32_gentab (void)
{
 uint32_t crc;
 const uint32_t poly = 0xEDB88320UL;
 int i, j;
 for (i = 0; i < 256; i++) {
  crc = i;
  for (j = 8; j > 0; j--) {
   if (crc & 1) {
    crc = (crc >> 1) ^ poly;
   } else {
    crc >>= 1;
   }
  }
  crc32_tab[i] = crc;
 }
}
static void
crc32_byte (uint8_t b) {
 crc32_context =
  ((crc32_context >> 8) & 0x00FFFFFF) ^
  crc32_tab[(crc32_context ^ b) & 0xFF];
}
static void
crc32_8bytes (uint64_t val)
{
 crc32_byte ((val>>0) & 0xff);
 crc32_byte ((val>>8) & 0xff);
 crc32_byte ((val>>16) & 0xff);
 crc32_byte ((val>>24) & 0xff);
 crc32_byte ((val>>32) & 0xff);
 crc32_byte ((val>>40) & 0xff);
 crc32_byte ((val>>48) & 0xff);
 crc32_byte ((val>>56) & 0xff);
}
static void
transparent_crc (uint64_t val, char* vname, int flag)
{
 crc32_8bytes(val);
 if (flag) {
    printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
 }
}
static void
transparent_crc_bytes (char *ptr, int nbytes, char* vname, int flag)
{
    int i;
    for (i=0; i<nbytes; i++) {
        crc32_byte(ptr[i]);
    }
 if (flag) {
    printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
 }
}
static long __undefined;
static const int8_t g_9 = 0xCCL;
static int32_t g_17 = 0x92BD42CAL;
static int8_t g_22 = 1L;
static uint32_t g_23 = 4294967295UL;
static int8_t g_24 = 1L;
static int16_t g_31 = 0xD3D3L;
static int32_t g_45 = 0x1A91F101L;
static int32_t * volatile g_44 = &g_45;
static volatile float g_51 = (-0x1.0p-1);
static int32_t g_52 = 0xD075F43CL;
static uint16_t g_54 = 0x2AB4L;
static uint16_t g_74 = 0xAF28L;
static uint32_t g_76 = 0x1DA04F93L;
static uint32_t g_85 = 0UL;
static int32_t *g_89[6] = {&g_17,&g_17,&g_17,&g_17,&g_17,&g_17};
static int32_t ** volatile g_88[1] = {&g_89[5]};
static int32_t ** volatile g_91 = (void*)0;
static int32_t ** volatile g_92 = &g_89[2];
static int32_t ** volatile g_140 = &g_89[1];
static float g_142 = 0xE.22B5A8p+82;
static float * volatile g_141[9] = {(void*)0,&g_142,(void*)0,&g_142,(void*)0,&g_142,(void*)0,&g_142,(void*)0};
static float * volatile g_143 = &g_142;
static int8_t *g_153 = &g_22;
static float *g_169 = &g_142;
static float **g_168 = &g_169;
static int16_t *g_178 = &g_31;
static int16_t *g_179 = &g_31;
static uint32_t g_251 = 0x0916D7C7L;
static int32_t ** volatile g_261 = &g_89[5];
static int16_t g_274[3][3] = {{0xB5C6L,0xB5C6L,0xB5C6L},{1L,(-1L),1L},{0xB5C6L,0xB5C6L,0xB5C6L}};
static volatile uint32_t g_292 = 0xBA9CD080L;
static uint32_t g_303[6][3][6] = {{{4294967289UL,1UL,4294967295UL,0x11C30420L,0xF9D2DDE3L,0xC617FC8DL},{0x566B401FL,0xC617FC8DL,4294967291UL,0xC617FC8DL,0x566B401FL,0x95623D9EL},{0UL,0xC617FC8DL,4294967289UL,1UL,0xF9D2DDE3L,1UL}},{{0x4E2E9037L,1UL,0x4E2E9037L,1UL,0x4E2E9037L,0x11C30420L},{4294967289UL,0xC617FC8DL,0UL,1UL,0UL,0xC617FC8DL},{0x4E2E9037L,0x95623D9EL,0UL,1UL,0x566B401FL,1UL}},{{4294967289UL,1UL,0xF9D2DDE3L,1UL,4294967289UL,0xC617FC8DL},{4294967291UL,1UL,0x4E2E9037L,0x11C30420L,0x566B401FL,0x11C30420L},{4294967295UL,0x95623D9EL,4294967295UL,1UL,0UL,0x11C30420L}},{{9UL,0xC617FC8DL,0x4E2E9037L,1UL,0x4E2E9037L,0xC617FC8DL},{0UL,0x95623D9EL,0xF9D2DDE3L,1UL,0x3CFED869L,1UL},{9UL,1UL,0UL,1UL,9UL,0xC617FC8DL}},{{4294967295UL,1UL,0UL,0x11C30420L,0x3CFED869L,0x11C30420L},{4294967291UL,0x95623D9EL,4294967291UL,1UL,0x4E2E9037L,0x11C30420L},{4294967289UL,0xC617FC8DL,0UL,1UL,0UL,0xC617FC8DL}},{{0x4E2E9037L,0x95623D9EL,0UL,1UL,0x566B401FL,1UL},{4294967289UL,1UL,0xF9D2DDE3L,1UL,4294967289UL,0xC617FC8DL},{4294967291UL,1UL,0x4E2E9037L,0x11C30420L,0x566B401FL,0x11C30420L}}};
static volatile int32_t g_335 = 0x8136DB8EL;
static volatile uint32_t g_423[4][8][1] = {{{0x1FB47DE7L},{4294967293UL},{4294967294UL},{4294967293UL},{0x1FB47DE7L},{0x7857E466L},{0x1FB47DE7L},{4294967293UL}},{{4294967294UL},{4294967293UL},{0x1FB47DE7L},{0x7857E466L},{0x1FB47DE7L},{4294967293UL},{4294967294UL},{4294967293UL}},{{0x1FB47DE7L},{0x7857E466L},{0x1FB47DE7L},{4294967293UL},{4294967294UL},{4294967293UL},{0x1FB47DE7L},{0x7857E466L}},{{0x1FB47DE7L},{4294967293UL},{4294967294UL},{4294967293UL},{0x1FB47DE7L},{0x7857E466L},{0x1FB47DE7L},{4294967293UL}}};
static volatile uint32_t g_432 = 4294967286UL;
static volatile uint32_t * volatile g_431 = &g_432;
static volatile uint32_t * volatile *g_430 = &g_431;
static float g_442[3][8][2] = {{{0x1.Fp+1,0x0.350CB7p-87},{0x0.350CB7p-87,0x1.Fp+1},{0x0.350CB7p-87,0x0.350CB7p-87},{0x1.Fp+1,0x0.350CB7p-87},{0x0.350CB7p-87,0x1.Fp+1},{0x0.350CB7p-87,0x0.350CB7p-87},{0x1.Fp+1,0x0.350CB7p-87},{0x0.350CB7p-87,0x1.Fp+1}},{{0x0.350CB7p-87,0x0.350CB7p-87},{0x1.Fp+1,0x0.350CB7p-87},{0x0.350CB7p-87,0x1.Fp+1},{0x0.350CB7p-87,0x0.350CB7p-87},{0x1.Fp+1,0x0.350CB7p-87},{0x0.350CB7p-87,0x1.Fp+1},{0x0.350CB7p-87,0x0.350CB7p-87},{0x1.Fp+1,0x0.350CB7p-87}},{{0x0.350CB7p-87,0x1.Fp+1},{0x0.350CB7p-87,0x0.350CB7p-87},{0x1.Fp+1,0x0.350CB7p-87},{0x0.350CB7p-87,0x1.Fp+1},{0x0.350CB7p-87,0x0.350CB7p-87},{0x1.Fp+1,0x0.350CB7p-87},{0x0.350CB7p-87,0x1.Fp+1},{0x0.350CB7p-87,0x0.350CB7p-87}}};
static float g_446[10] = {0xE.4FD6E7p-18,0xE.4FD6E7p-18,0xE.4FD6E7p-18,0xE.4FD6E7p-18,0xE.4FD6E7p-18,0xE.4FD6E7p-18,0xE.4FD6E7p-18,0xE.4FD6E7p-18,0xE.4FD6E7p-18,0xE.4FD6E7p-18};
static float * volatile g_445 = &g_446[5];
static int16_t g_536 = 0xE425L;
static int32_t g_553 = (-1L);
static float g_577 = 0x8.139870p+10;
static int32_t * volatile *g_599 = &g_44;
static int32_t * volatile **g_598[8][1][8] = {{{&g_599,(void*)0,&g_599,&g_599,&g_599,&g_599,(void*)0,&g_599}},{{&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,(void*)0}},{{&g_599,&g_599,&g_599,(void*)0,&g_599,&g_599,&g_599,&g_599}},{{&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599}},{{&g_599,&g_599,(void*)0,(void*)0,&g_599,&g_599,&g_599,(void*)0}},{{&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599}},{{&g_599,&g_599,(void*)0,&g_599,&g_599,&g_599,&g_599,(void*)0}},{{&g_599,&g_599,&g_599,(void*)0,&g_599,&g_599,&g_599,&g_599}}};
static int32_t * volatile ** volatile *g_597 = &g_598[2][0][0];
static uint8_t g_602[10][7][1] = {{{0xC7L},{0x95L},{250UL},{255UL},{1UL},{255UL},{0xE7L}},{{0x41L},{0UL},{4UL},{0xC6L},{5UL},{0x77L},{251UL}},{{7UL},{1UL},{0x66L},{1UL},{7UL},{251UL},{0x77L}},{{5UL},{0xC6L},{4UL},{0UL},{0x41L},{0xE7L},{255UL}},{{1UL},{255UL},{250UL},{0x95L},{0xC7L},{0xD6L},{0xC7L}},{{0x95L},{250UL},{255UL},{1UL},{255UL},{0xE7L},{0x41L}},{{0UL},{4UL},{0xC6L},{5UL},{0x77L},{251UL},{7UL}},{{1UL},{0x66L},{1UL},{7UL},{251UL},{0x77L},{5UL}},{{0xC6L},{4UL},{0UL},{0x41L},{0xE7L},{255UL},{1UL}},{{255UL},{250UL},{0x95L},{0xC7L},{0xD6L},{0xC7L},{0x95L}}};
static volatile int32_t ** volatile g_638 = (void*)0;
static volatile int32_t ** volatile *g_637 = &g_638;
static uint16_t g_703 = 0xC89EL;
static uint16_t *g_706 = &g_703;
static uint16_t **g_705[3][2][1] = {{{&g_706},{&g_706}},{{&g_706},{&g_706}},{{&g_706},{&g_706}}};
static uint16_t *** volatile g_704 = &g_705[0][1][0];
static uint32_t *g_732 = &g_303[1][1][3];
static uint32_t **g_731[9] = {&g_732,&g_732,&g_732,&g_732,&g_732,&g_732,&g_732,&g_732,&g_732};
static uint32_t **g_733 = &g_732;
static uint16_t g_752 = 6UL;
static volatile uint8_t g_759[10] = {248UL,0x63L,248UL,248UL,0x63L,248UL,248UL,0x63L,248UL,248UL};
static int32_t ** const *g_784 = (void*)0;
static int32_t **g_786[9] = {&g_89[5],&g_89[5],&g_89[5],&g_89[5],&g_89[5],&g_89[5],&g_89[5],&g_89[5],&g_89[5]};
static float * volatile g_806 = &g_577;
static uint32_t ***g_810 = &g_731[5];
static uint32_t ****g_809[1] = {&g_810};
static uint16_t **** volatile g_836 = (void*)0;
static uint16_t ***g_838 = &g_705[0][1][0];
static uint16_t **** volatile g_837 = &g_838;
static uint32_t func_1(void);
static int32_t * func_2(const int8_t p_3, uint16_t p_4, int32_t p_5, uint16_t p_6, int32_t * p_7);
static int32_t func_10(int32_t p_11, int32_t * p_12, int32_t * p_13, uint32_t p_14, uint32_t p_15);
static uint32_t func_1(void)
{
    const float l_8 = 0x7.5p-1;
    int32_t *l_16[7][10] = {{&g_17,&g_17,&g_17,(void*)0,(void*)0,&g_17,&g_17,(void*)0,(void*)0,&g_17},{&g_17,&g_17,&g_17,&g_17,&g_17,(void*)0,&g_17,&g_17,&g_17,&g_17},{&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,&g_17},{&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,&g_17},{&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,&g_17,(void*)0,&g_17,&g_17},{&g_17,&g_17,&g_17,(void*)0,(void*)0,&g_17,&g_17,&g_17,(void*)0,&g_17},{&g_17,&g_17,&g_17,&g_17,&g_17,(void*)0,&g_17,&g_17,&g_17,(void*)0}};
    int16_t l_20 = 0xA0C0L;
    int8_t *l_21 = &g_22;
    int8_t *l_72 = &g_24;
    uint16_t *l_73 = &g_74;
    uint32_t *l_75 = &g_76;
    uint32_t l_86 = 4294967292UL;
    uint32_t l_87 = 4294967287UL;
    int32_t **l_90 = (void*)0;
    uint32_t l_95 = 0xAF327E24L;
    int32_t l_105[6][3] = {{0x775BFFDCL,0x337086DDL,0x775BFFDCL},{0x775BFFDCL,0x337086DDL,0x775BFFDCL},{0x775BFFDCL,0x337086DDL,0x775BFFDCL},{0x775BFFDCL,0x337086DDL,0x775BFFDCL},{0x775BFFDCL,0x337086DDL,0x775BFFDCL},{0x775BFFDCL,0x337086DDL,0x775BFFDCL}};
    uint16_t l_108 = 1UL;
    int8_t l_161 = 0xD7L;
    float **l_170 = (void*)0;
    uint8_t l_196 = 0xC5L;
    int16_t *l_255 = &g_31;
    const int16_t l_275 = 0xE9EDL;
    uint32_t l_363 = 7UL;
    uint32_t l_364[6][3] = {{18446744073709551607UL,0x0BCFCA92L,18446744073709551607UL},{18446744073709551615UL,0x40619BAAL,18446744073709551615UL},{18446744073709551607UL,0x0BCFCA92L,18446744073709551607UL},{18446744073709551615UL,0x40619BAAL,18446744073709551615UL},{18446744073709551607UL,0x0BCFCA92L,18446744073709551607UL},{18446744073709551615UL,0x40619BAAL,18446744073709551615UL}};
    int16_t l_365 = 0x400AL;
    uint8_t l_371 = 247UL;
    uint8_t l_378[5] = {0xD6L,0xD6L,0xD6L,0xD6L,0xD6L};
    uint16_t l_519 = 1UL;
    int8_t l_520 = 7L;
    int32_t l_522 = (-1L);
    int32_t l_543 = 0xC5291E6EL;
    int32_t l_575[9] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
    int16_t l_587[5][10][5] = {{{0x8FBFL,0xF68FL,0xB1A8L,6L,0x11DFL},{0L,0x6F25L,0x4B06L,0xAC9EL,(-5L)},{(-1L),0x3286L,1L,0L,0x48ECL},{0xF68FL,0x48ECL,7L,0L,(-2L)},{0x41CEL,0x20DCL,0x8FBFL,0xAC9EL,0xCCEBL},{1L,0x0F0CL,0x90BAL,6L,(-1L)},{1L,(-1L),6L,1L,(-10L)},{0xB1A8L,1L,1L,(-1L),0x1994L},{(-5L),0xBA56L,(-10L),0xBA56L,(-5L)},{(-9L),0x1A6DL,0x78D3L,(-1L),(-4L)}},{{0x78D3L,(-2L),1L,(-9L),(-1L)},{0x41CEL,1L,0xB1A8L,0x1A6DL,(-4L)},{0xBA56L,(-9L),0xF26FL,0x9D97L,(-5L)},{(-4L),(-1L),(-10L),(-10L),0x1994L},{1L,0x48ECL,0x1B1CL,0x0396L,(-10L)},{0L,0x8B6DL,(-10L),0xAC9EL,(-1L)},{0x1B1CL,(-1L),0xF68FL,0xD98EL,0xCCEBL},{1L,(-4L),0x11DFL,(-9L),(-2L)},{(-1L),(-9L),1L,2L,0x48ECL},{(-1L),0L,0x0396L,0x90BAL,(-5L)}},{{1L,0L,0x8C2BL,0x9F93L,0x11DFL},{0x1B1CL,7L,0x0422L,0x11DFL,1L},{6L,0x20DCL,0x78D3L,(-9L),0x9D97L},{(-4L),(-1L),(-2L),0x90BAL,(-2L)},{0xCE8EL,0xCE8EL,(-4L),6L,(-1L)},{0x20DCL,(-5L),0L,0L,(-1L)},{0L,(-1L),0x52E5L,0L,0xF2EBL},{(-2L),(-5L),0x5FFCL,1L,0x48ECL},{0x0422L,0xCE8EL,0x5A97L,0x11DFL,(-2L)},{0x8C2BL,(-1L),0x39E5L,0x6403L,0xF26FL}},{{0x9E97L,0x20DCL,(-1L),(-1L),(-2L)},{7L,7L,0x08E6L,0xF2EBL,0xAC9EL},{0x8FBFL,(-9L),0x0422L,(-1L),7L},{0L,(-1L),7L,1L,0x9D97L},{(-10L),0x0422L,7L,0xF68FL,0x78D3L},{0x5A97L,0xCE8EL,0x0422L,0x52E5L,1L},{(-1L),0xB1A8L,0x08E6L,0L,6L},{0xD98EL,0x90EBL,(-1L),0x90BAL,(-1L)},{(-2L),0x2DACL,0x39E5L,(-10L),(-1L)},{(-1L),0x5A97L,0x5A97L,(-1L),(-1L)}},{{0x1B1CL,6L,0x5FFCL,0x1994L,0xF26FL},{(-2L),(-4L),0x52E5L,0x39E5L,0x78D3L},{0x0422L,7L,0L,0x1994L,1L},{0x0396L,(-9L),(-4L),(-1L),(-10L)},{0xD98EL,0x20DCL,(-2L),(-10L),0xCE8EL},{(-10L),7L,0x78D3L,0x90BAL,1L},{0x0310L,0x5A97L,0x0422L,0L,0x2DACL},{0x20DCL,0xF26FL,(-10L),0x52E5L,6L},{(-1L),(-1L),0x52E5L,0xF68FL,0x48ECL},{0L,0x2DACL,(-4L),1L,0x48ECL}}};
    uint8_t l_614[10] = {0UL,0x45L,0UL,0UL,0x45L,0UL,0UL,0x45L,0UL,0UL};
    int32_t l_646 = 6L;
    int32_t l_680 = 1L;
    int32_t * const *l_697 = &l_16[4][1];
    uint16_t ***l_707 = &g_705[0][1][0];
    uint32_t l_815 = 0xCBE24C4BL;
    int8_t l_816 = (-9L);
    int32_t l_828[5] = {0xAC9610F8L,0xAC9610F8L,0xAC9610F8L,0xAC9610F8L,0xAC9610F8L};
    uint16_t l_831 = 0UL;
    int32_t l_864 = 0x72C56D9EL;
    int i, j, k;
    l_16[4][1] = func_2(g_9, ((g_9 <= func_10((l_16[4][1] == (void*)0), &g_17, &g_17, (g_24 = ((((g_9 > 0xD0E7L) ^ (((uint8_t)(g_23 &= (((*l_21) &= ((g_17 >= l_20) && g_9)) & g_17)) % (uint8_t)g_9) && 0xEB23L)) >= 252UL) || g_22)), g_9)) <= g_17), g_9, g_17, l_16[4][1]);
    for (l_20 = 21; (l_20 <= (-1)); --l_20)
    {
        uint8_t l_70[1];
        int i;
        for (i = 0; i < 1; i = i + 1)
            l_70[i] = 0UL;
        return l_70[0];
    }
    (*g_92) = func_2(((*l_72) |= (!g_23)), (((*l_75) = ((g_54 && g_31) < ((*l_73) = 0x3CD6L))) < (1UL && ((g_17 && ((l_87 = (g_52 |= ((*g_44) |= ((uint8_t)((g_22 > (((uint8_t)((int32_t)(((g_85 &= ((int16_t)(&l_72 != &l_21) % (int16_t)g_54)) | 0x27L) < 0xD07E14A3L) % (int32_t)g_31) % (uint8_t)l_86) | g_22)) && g_22) + (uint8_t)9L)))) || 0xD76C8E41L)) != g_31))), g_54, g_31, l_16[1][8]);
    for (l_87 = 0; (l_87 != 16); ++l_87)
    {
        uint32_t l_97 = 0UL;
        int32_t l_103 = 0x2D9781FCL;
        int32_t l_104 = 0x580C8C66L;
        float l_106 = 0x1.0p-1;
        int32_t l_107 = 0x6E25B4CBL;
        int32_t l_111 = 6L;
        int8_t *l_151 = &g_22;
        float *l_194 = (void*)0;
        int32_t l_239 = 0L;
        uint32_t **l_291 = (void*)0;
        uint32_t *l_302[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int32_t l_306 = (-3L);
        int8_t l_324 = (-7L);
        int32_t l_330 = 2L;
        int32_t l_331[2];
        uint8_t l_338 = 0x2EL;
        uint32_t l_350 = 0x935E62FEL;
        int32_t ***l_377[4];
        int32_t ****l_376 = &l_377[2];
        int32_t *****l_375 = &l_376;
        uint32_t l_443 = 0xAE2FDCEDL;
        int32_t l_473 = 0x6886898DL;
        int32_t l_499 = 0xA3DECD86L;
        const uint16_t l_571 = 65533UL;
        int8_t l_639[5];
        float l_644 = 0x4.D40AD6p-75;
        const uint32_t l_662 = 0xB042EDB7L;
        int16_t *l_727 = (void*)0;
        uint32_t l_789 = 18446744073709551613UL;
        uint16_t l_790 = 0x997AL;
        int32_t l_792 = 7L;
        int32_t l_804 = 0L;
        uint32_t l_833 = 0x6AF7A6FCL;
        int32_t l_834 = 0x1D2FA50FL;
        int i;
        for (i = 0; i < 2; i = i + 1)
            l_331[i] = 1L;
        for (i = 0; i < 4; i = i + 1)
            l_377[i] = (void*)0;
        for (i = 0; i < 5; i = i + 1)
            l_639[i] = 0xC9L;
        if (l_95)
        {
            float l_96[10] = {0x0.2p+1,(-0x6.6p+1),(-0x6.6p+1),0x0.2p+1,(-0x6.6p+1),(-0x6.6p+1),0x0.2p+1,(-0x6.6p+1),(-0x6.6p+1),0x0.2p+1};
            int32_t l_100 = 0x3CF30455L;
            int32_t l_101[1][1][7] = {{{0x5E95938EL,0x4D0B283BL,0x5E95938EL,0x5E95938EL,0x4D0B283BL,0x5E95938EL,0x5E95938EL}}};
            int32_t l_102 = (-8L);
            int16_t l_125 = 9L;
            int32_t *l_139 = &g_45;
            int8_t **l_152[1][4][3] = {{{&l_72,&l_72,&l_21},{&l_151,&l_21,&l_21},{&l_21,&l_21,&l_72},{&l_151,&l_72,&l_72}}};
            float **l_171 = &g_169;
            float l_238 = 0x1.2p-1;
            uint16_t *l_248 = (void*)0;
            int i, j, k;
            --l_97;
            l_108--;
            if (((*g_44) &= l_111))
            {
                int32_t l_114 = 0x1A6FD2DBL;
                int16_t *l_117 = &g_31;
                uint16_t l_122[5][8][5] = {{{1UL,65530UL,1UL,65530UL,1UL},{0x9489L,65527UL,65535UL,1UL,1UL},{0x93CDL,65530UL,0x93CDL,0UL,0x93CDL},{0x9489L,1UL,65527UL,65527UL,1UL},{1UL,0UL,1UL,0UL,1UL},{1UL,65527UL,65527UL,1UL,0x9489L},{0x93CDL,0UL,0x93CDL,65530UL,0x93CDL},{1UL,1UL,65535UL,65527UL,0x9489L}},{{1UL,65530UL,1UL,65530UL,1UL},{0x9489L,65527UL,65535UL,1UL,1UL},{0x93CDL,65530UL,0x93CDL,0UL,0x93CDL},{0x9489L,1UL,65527UL,65527UL,1UL},{1UL,0UL,1UL,0UL,1UL},{1UL,65527UL,65527UL,1UL,0x9489L},{0x93CDL,0UL,0x93CDL,65530UL,0x93CDL},{1UL,1UL,65535UL,65527UL,0x9489L}},{{1UL,65530UL,1UL,65530UL,1UL},{0x9489L,65527UL,65535UL,1UL,1UL},{0x93CDL,65530UL,0x93CDL,0UL,0x93CDL},{0x9489L,1UL,65527UL,65527UL,1UL},{1UL,0UL,1UL,0UL,1UL},{1UL,65527UL,65527UL,1UL,0x9489L},{0x93CDL,0UL,0x93CDL,65530UL,0x93CDL},{1UL,1UL,65535UL,65527UL,0x9489L}},{{1UL,65530UL,1UL,65530UL,1UL},{0x9489L,65527UL,65535UL,1UL,1UL},{0x93CDL,65530UL,0x93CDL,0UL,0x93CDL},{0x9489L,1UL,65527UL,65527UL,1UL},{1UL,0UL,1UL,0UL,1UL},{1UL,65527UL,65527UL,1UL,0x9489L},{0x93CDL,0UL,0x93CDL,65530UL,0x93CDL},{1UL,1UL,65535UL,65527UL,0x9489L}},{{1UL,65530UL,1UL,65530UL,1UL},{0x9489L,65527UL,65535UL,1UL,1UL},{0x93CDL,65530UL,0x93CDL,0UL,0x93CDL},{0x9489L,1UL,65527UL,65527UL,1UL},{1UL,0UL,1UL,0UL,1UL},{1UL,65527UL,65527UL,1UL,0x9489L},{0x93CDL,0UL,0x93CDL,65530UL,0x93CDL},{1UL,1UL,65535UL,65527UL,0x9489L}}};
                int i, j, k;
                if ((*g_44))
                    break;
                l_102 = (((int32_t)l_114 + (int32_t)((int16_t)((*l_117) |= g_52) << (int16_t)(((int8_t)(g_9 > (1UL > ((l_114 || (g_74 && (((uint32_t)l_122[1][7][3] % (uint32_t)(3L || ((((int16_t)((void*)0 != &g_89[5]) >> (int16_t)l_125) > g_74) && g_74))) < l_122[0][6][1]))) & l_104))) % (int8_t)g_54) ^ l_101[0][0][0]))) > g_52);
                return g_74;
            }
            else
            {
                uint16_t l_134[3];
                float *l_145 = &l_96[7];
                int i;
                for (i = 0; i < 3; i = i + 1)
                    l_134[i] = 8UL;
                if ((g_45 < l_101[0][0][5]))
                {
                    uint16_t l_126 = 9UL;
                    uint16_t l_127 = 0UL;
                    l_127 = (g_85 > (g_17 == l_126));
                    (*g_140) = func_2(l_107, ((int8_t)0xB7L >> (int8_t)((int8_t)6L + (int8_t)g_22)), ((l_104 <= ((uint8_t)(l_134[2] < (((int32_t)l_134[2] - (int32_t)((int32_t)(g_76 >= ((g_45 <= 1L) != 0x4431L)) + (int32_t)g_45)) > 0xC1646822L)) << (uint8_t)0)) > l_107), g_85, l_139);
                    (*g_143) = (&g_9 != (void*)0);
                    if (l_126)
                        break;
                }
                else
                {
                    uint8_t l_144 = 8UL;
                    return l_144;
                }
                (*l_145) = 0x1.08C3E5p+84;
            }
            if ((((int32_t)(*g_44) + (int32_t)((((((-(int8_t)0L) > (1UL & (g_17 ^ (((uint16_t)((g_153 = l_151) == (void*)0) << (uint16_t)((uint16_t)((int8_t)g_17 + (int8_t)(((void*)0 != &l_16[4][7]) & g_9)) << (uint16_t)11)) < 0x89L)))) && l_103) < (*l_139)) >= (-2L)) >= 0x2F6AL)) != (*l_139)))
            {
                float *l_187 = (void*)0;
                uint32_t **l_225 = &l_75;
                for (l_104 = 0; (l_104 <= 0); l_104 += 1)
                {
                    float * const * const l_205 = (void*)0;
                    float * const * const *l_204[7][5] = {{&l_205,&l_205,&l_205,&l_205,&l_205},{&l_205,&l_205,&l_205,&l_205,&l_205},{&l_205,&l_205,(void*)0,&l_205,&l_205},{&l_205,&l_205,&l_205,&l_205,&l_205},{&l_205,&l_205,&l_205,&l_205,&l_205},{&l_205,&l_205,(void*)0,&l_205,&l_205},{&l_205,&l_205,&l_205,&l_205,&l_205}};
                    uint16_t *l_214 = &l_108;
                    uint16_t *l_217 = &g_54;
                    uint32_t l_220[8][10][3] = {{{0x154CFA01L,4294967289UL,0x8D49CDFBL},{0x9680E614L,0x5431B45EL,0xE1709528L},{4294967295UL,1UL,4294967286UL},{0x5431B45EL,3UL,4294967295UL},{0xDBA8B593L,0x10E70EACL,0xDBA8B593L},{0xC6AE3E30L,0xF529D454L,0x10E70EACL},{0xF529D454L,0xDBA8B593L,4294967289UL},{3UL,0x89643325L,6UL},{0x9680E614L,4294967295UL,0x27886430L},{3UL,0x154CFA01L,1UL}},{{0xF529D454L,3UL,0xAE52A071L},{0xC6AE3E30L,0x1CC2D51FL,1UL},{0xDBA8B593L,4294967295UL,0x10E70EACL},{0x5431B45EL,0xC6AE3E30L,0xE4EB17A2L},{4294967295UL,0xE4EB17A2L,1UL},{0x9680E614L,0xB843D4B9L,4294967295UL},{0x154CFA01L,3UL,4294967295UL},{4294967295UL,3UL,1UL},{1UL,0xC54A67A9L,0xE4EB17A2L},{4294967289UL,4294967291UL,0x10E70EACL}},{{4294967295UL,1UL,1UL},{0xC54A67A9L,6UL,0xAE52A071L},{0x9680E614L,5UL,1UL},{1UL,4294967295UL,0x27886430L},{4294967291UL,3UL,6UL},{6UL,4294967295UL,4294967289UL},{0x89643325L,5UL,0x10E70EACL},{0xB843D4B9L,6UL,0xDBA8B593L},{0x1CC2D51FL,1UL,4294967295UL},{0x9680E614L,4294967291UL,4294967286UL}},{{0x10E70EACL,0xC54A67A9L,0xE1709528L},{5UL,3UL,0x8D49CDFBL},{0xE4EB17A2L,3UL,0xC6AE3E30L},{0xE4EB17A2L,0xB843D4B9L,0x10E70EACL},{5UL,0xE4EB17A2L,0x89643325L},{0x10E70EACL,0xC6AE3E30L,0x2A81AA82L},{0x9680E614L,4294967295UL,0x663A1CFEL},{0x1CC2D51FL,0x1CC2D51FL,0x66EF2454L},{0xB843D4B9L,3UL,0x8DD369A3L},{0x89643325L,0x154CFA01L,6UL}},{{6UL,4294967295UL,0x10E70EACL},{4294967291UL,0x89643325L,6UL},{1UL,0xDBA8B593L,0x8DD369A3L},{0x9680E614L,0xF529D454L,0x66EF2454L},{0xC54A67A9L,0x10E70EACL,0x663A1CFEL},{4294967295UL,3UL,0x2A81AA82L},{4294967289UL,1UL,0x89643325L},{1UL,0x5431B45EL,0x10E70EACL},{6UL,3UL,0xB74988DBL},{4294967295UL,3UL,0x27886430L}},{{0xAE52A071L,0xE4EB17A2L,0x1CC2D51FL},{0UL,0x21E530D1L,1UL},{0xE4EB17A2L,0x8DD369A3L,0x66EF2454L},{0xD3D11C03L,0x96FBF67AL,0xD3D11C03L},{0xB74988DBL,0xDBA8B593L,0x96FBF67AL},{0xDBA8B593L,0xD3D11C03L,3UL},{0UL,1UL,4294967286UL},{0xAE52A071L,0xC6AE3E30L,3UL},{0UL,4294967295UL,4294967295UL},{0xDBA8B593L,0x8DD369A3L,1UL}},{{0xB74988DBL,0UL,0UL},{0xD3D11C03L,6UL,0x96FBF67AL},{0xE4EB17A2L,0xB74988DBL,0x9680E614L},{0UL,0x9680E614L,0xE1709528L},{0xAE52A071L,0x89643325L,0x10E70EACL},{4294967295UL,0UL,0x10E70EACL},{6UL,0x8DD369A3L,0xE1709528L},{0UL,0xB88687C0L,0x9680E614L},{3UL,4294967289UL,0x96FBF67AL},{0xC6AE3E30L,0UL,0UL}},{{0xB88687C0L,4294967295UL,1UL},{0xAE52A071L,1UL,4294967295UL},{0x21E530D1L,0UL,3UL},{4294967289UL,0x8DD369A3L,4294967286UL},{4294967295UL,0UL,3UL},{1UL,1UL,0x96FBF67AL},{0x89643325L,4294967295UL,0xD3D11C03L},{0UL,0UL,0x66EF2454L},{0xAE52A071L,4294967289UL,1UL},{0x96FBF67AL,0xB88687C0L,0x1CC2D51FL}}};
                    int i, j, k;
                    if ((&l_102 != (*g_140)))
                    {
                        int32_t **l_158 = &l_16[2][9];
                        (*l_158) = (void*)0;
                        return l_97;
                    }
                    else
                    {
                        const int8_t l_162 = 9L;
                        (*l_139) &= ((uint8_t)g_85 << (uint8_t)l_161);
                        if (l_162)
                            continue;
                    }
                    for (g_24 = 9; (g_24 <= 11); g_24 += 1)
                    {
                        float *l_167 = &l_96[8];
                        float **l_166 = &l_167;
                        float ***l_165[8] = {&l_166,&l_166,&l_166,&l_166,&l_166,&l_166,&l_166,&l_166};
                        int16_t *l_177 = &g_31;
                        int16_t **l_176[9][4][3] = {{{(void*)0,(void*)0,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177}},{{(void*)0,&l_177,&l_177},{(void*)0,(void*)0,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177}},{{&l_177,&l_177,&l_177},{(void*)0,&l_177,&l_177},{(void*)0,(void*)0,&l_177},{&l_177,&l_177,&l_177}},{{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177},{(void*)0,&l_177,&l_177},{(void*)0,(void*)0,&l_177}},{{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177},{(void*)0,&l_177,&l_177}},{{(void*)0,(void*)0,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177}},{{(void*)0,&l_177,&l_177},{(void*)0,(void*)0,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177}},{{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177}},{{&l_177,(void*)0,&l_177},{&l_177,(void*)0,&l_177},{&l_177,&l_177,&l_177},{&l_177,&l_177,&l_177}}};
                        int32_t l_195 = 1L;
                        uint8_t *l_203 = &l_196;
                        int i, j, k;
                        l_171 = (l_170 = (g_168 = (void*)0));
                        l_196 = (((uint8_t)((int32_t)((g_178 = &l_20) != (g_179 = &l_125)) + (int32_t)(((uint16_t)((*g_153) | 0x31L) >> (uint16_t)8) < ((*l_139) = ((uint8_t)(-(int32_t)((((int8_t)(((((*l_177) = ((l_187 != (l_194 = func_2(((int8_t)(((int8_t)0x3CL + (int8_t)g_54) != g_76) - (int8_t)((int32_t)(-1L) - (int32_t)l_104)), g_22, g_24, g_74, l_187))) | l_195)) && 0x2003L) & 0xD486L) ^ 255UL) >> (int8_t)4) != (*g_153)) < 0x80C6L)) << (uint8_t)l_195)))) - (uint8_t)1UL) ^ 0xA6L);
                        l_107 |= (((int32_t)((uint32_t)g_24 - (uint32_t)((((*l_75) = ((((int8_t)(((*l_203) |= 1UL) >= 0xE5L) >> (int8_t)5) && 0x4DL) < ((void*)0 != l_203))) < (((*g_178) == ((l_204[5][2] != (void*)0) <= 0x104FL)) ^ (*g_179))) & (*l_139))) + (int32_t)g_54) && g_45);
                    }
                    if (l_104)
                        continue;
                    (*l_139) = (g_45 <= ((0UL > (--(*l_73))) ^ ((int8_t)(*g_153) % (int8_t)((int8_t)((int8_t)(g_52 ^ ((((*l_214)--) <= ((*l_217) = ((&l_101[0][0][0] != (void*)0) && (&g_89[5] != &g_89[5])))) <= (((((int16_t)0xEF0CL + (int16_t)l_220[0][3][0]) <= g_31) & (*g_153)) ^ (*l_139)))) << (int8_t)7) + (int8_t)(*l_139)))));
                }
                if (((255UL != ((uint16_t)l_97 - (uint16_t)(*g_178))) == (((uint8_t)((void*)0 == &g_54) >> (uint8_t)(((*l_225) = &g_76) == &g_23)) | ((int32_t)(*l_139) + (int32_t)(((uint32_t)g_17 % (uint32_t)(*l_139)) < (*l_139))))))
                {
                    int32_t l_230 = 0x5CE7E27AL;
                    return l_230;
                }
                else
                {
                    return g_74;
                }
            }
            else
            {
                float ***l_232 = (void*)0;
                float **l_233 = (void*)0;
                int32_t l_240 = 0x6B288F3FL;
                int16_t *l_257[7][3] = {{&g_31,&l_125,&l_125},{(void*)0,(void*)0,&l_20},{&g_31,(void*)0,&g_31},{(void*)0,(void*)0,&l_20},{&l_125,&l_125,&l_125},{&l_125,(void*)0,(void*)0},{&l_125,(void*)0,&l_20}};
                int i, j;
                l_107 ^= ((((!l_111) >= (g_23 |= (((*g_153) & (&g_143 == (l_233 = &g_169))) < ((uint16_t)g_85 << (uint16_t)8)))) & 0x4FD7L) == ((int16_t)l_239 << (int16_t)l_240));
                for (g_74 = 0; (g_74 <= 0); g_74 += 1)
                {
                    int i, j;
                    return l_105[(g_74 + 2)][g_74];
                }
                for (l_239 = 6; (l_239 <= 24); l_239 += 6)
                {
                    int8_t l_252 = (-1L);
                    if ((g_31 != ((!((*l_139) || ((((*l_75) = (((uint32_t)l_111 + (uint32_t)((int8_t)(l_248 == (void*)0) - (int8_t)(-1L))) > ((int16_t)g_251 >> (int16_t)((*l_139) != ((l_240 <= 0xD9E4B0AFL) > (*l_139)))))) & l_104) == (*l_139)))) < l_252)))
                    {
                        int32_t *l_253 = &l_107;
                        l_253 = l_253;
                    }
                    else
                    {
                        int16_t *l_254[8] = {&l_125,&l_125,&l_125,&l_125,&l_125,&l_125,&l_125,&l_125};
                        int16_t **l_256[2];
                        int32_t *l_259 = &l_111;
                        int32_t *l_260 = &l_105[1][1];
                        int32_t **l_262 = &g_89[1];
                        uint32_t **l_271 = &l_75;
                        int i;
                        for (i = 0; i < 2; i = i + 1)
                            l_256[i] = &g_178;
                        (*g_261) = func_2((*g_153), ((l_255 = l_254[6]) == (l_257[6][0] = &g_31)), ((*l_259) = ((~(l_103 != (((*l_233) != (void*)0) == g_45))) && (*l_139))), ((void*)0 != &g_178), l_260);
                        (*l_262) = (void*)0;
                        l_139 = func_2((*g_153), ((((g_23 || (*g_179)) < (l_252 ^ (((int16_t)((((int8_t)((g_274[2][0] = ((*l_255) = (g_23 <= (((uint16_t)((int16_t)(&g_76 == ((*l_271) = &g_23)) << (int16_t)4) + (uint16_t)(((uint32_t)0xF0751C69L % (uint32_t)0x0F9083A5L) ^ 0x7CL)) | (*g_179))))) ^ g_31) >> (int8_t)5) & l_275) && 0UL) + (int16_t)l_107) == l_252))) ^ l_252) || g_17), g_76, g_45, (*g_140));
                        if (l_252)
                            break;
                    }
                    return l_104;
                }
                for (l_239 = 4; (l_239 > (-10)); l_239 -= 1)
                {
                    uint16_t l_286[10] = {65526UL,0xA6ADL,65526UL,0xA6ADL,65526UL,0xA6ADL,65526UL,0xA6ADL,65526UL,0xA6ADL};
                    int i;
                    (*l_139) |= ((l_103 = ((int8_t)((*g_153) = l_240) << (int8_t)4)) == (((*l_73) = 0xCF49L) < ((int8_t)((int16_t)((int8_t)l_286[5] - (int8_t)(&l_171 != (void*)0)) + (int16_t)((uint16_t)l_240 << (uint16_t)10)) - (int8_t)((int8_t)(-1L) << (int8_t)7))));
                }
            }
        }
        else
        {
            l_103 |= (l_291 == l_291);
            if (g_292)
                continue;
        }
        (*g_44) = ((int32_t)l_97 - (int32_t)((((((uint16_t)((int16_t)(((*l_75) = (0x6CL != ((*g_153) = ((uint16_t)g_52 + (uint16_t)(~(*g_153)))))) >= ((l_104 || ((g_303[1][1][3] &= 1UL) == g_52)) || (0L && (((int32_t)(((0x8D51B045L && g_251) | (*g_179)) == g_303[3][2][3]) - (int32_t)g_303[1][1][3]) == 0x26D1L)))) + (int16_t)(*g_178)) + (uint16_t)g_292) < l_103) || 0x642DL) <= 250UL) && 0x6C943C8AL));
    }
    return l_864;
}
static int32_t * func_2(const int8_t p_3, uint16_t p_4, int32_t p_5, uint16_t p_6, int32_t * p_7)
{
    int16_t *l_30 = &g_31;
    int8_t *l_33 = &g_22;
    int8_t **l_32 = &l_33;
    int8_t *l_35 = &g_22;
    int8_t **l_34 = &l_35;
    int8_t *l_37 = &g_22;
    int8_t **l_36 = &l_37;
    int32_t l_38 = 0x46C20B13L;
    int32_t l_42 = 3L;
    int16_t l_43[6][2][7] = {{{0xB416L,1L,0L,1L,0xB416L,0xB416L,1L},{5L,0x3E1AL,5L,1L,1L,5L,0x3E1AL}},{{1L,0x07E8L,0L,0L,0x07E8L,1L,0x07E8L},{5L,1L,1L,5L,0x3E1AL,5L,1L}},{{0xB416L,0xB416L,1L,0L,1L,0xB416L,0xB416L},{0x93EBL,1L,(-6L),1L,0x93EBL,0x93EBL,1L}},{{0x945BL,0x07E8L,0x945BL,1L,1L,0x945BL,0x07E8L},{1L,0x3E1AL,(-6L),(-6L),0x3E1AL,1L,0x3E1AL}},{{0x945BL,1L,1L,0x945BL,0x07E8L,0x945BL,1L},{0x93EBL,0x93EBL,1L,(-6L),1L,0x93EBL,0x93EBL}},{{0xB416L,1L,0L,1L,0xB416L,0xB416L,1L},{5L,0x3E1AL,5L,1L,1L,5L,0x3E1AL}}};
    int32_t *l_46 = &g_45;
    int32_t *l_47 = &g_45;
    int32_t *l_48 = &l_42;
    int32_t *l_49 = &g_45;
    int32_t *l_50[7][8] = {{(void*)0,&g_45,&l_38,&g_45,(void*)0,&g_45,&g_45,(void*)0},{&g_45,&g_45,&g_45,&g_45,(void*)0,(void*)0,(void*)0,&g_45},{&g_45,(void*)0,&g_45,&g_45,&l_38,&l_38,&g_45,&g_45},{(void*)0,(void*)0,&l_38,(void*)0,(void*)0,(void*)0,&l_38,(void*)0},{(void*)0,&g_45,&g_45,&l_38,&l_38,&g_45,&g_45,(void*)0},{&g_45,&g_45,(void*)0,(void*)0,(void*)0,&g_45,&g_45,(void*)0},{&g_45,&g_45,&l_38,&l_38,&g_45,&g_45,(void*)0,&g_45}};
    int8_t l_53 = (-1L);
    int8_t l_67 = 0x3AL;
    int i, j, k;
    (*g_44) &= (((((g_17 = (~(((g_24 ^ 4294967287UL) < (p_3 ^ ((uint8_t)((uint16_t)(((*l_30) = g_22) <= (l_38 ^= (p_4 = (((*l_34) = ((*l_32) = &g_22)) != ((*l_36) = &g_24))))) << (uint16_t)g_9) >> (uint8_t)(0x87C7L != ((((!(((uint8_t)(l_42 >= l_42) + (uint8_t)0xBBL) & p_5)) != l_42) >= l_42) != 1L))))) != 8L))) > 0x9405A9ADL) || l_38) > l_42) <= l_43[0][0][4]);
    g_54--;
    g_17 ^= (((((int16_t)g_22 + (int16_t)(-(uint16_t)65534UL)) == g_52) < ((int16_t)(((int16_t)(8L < ((uint8_t)(((*l_36) != &g_22) >= (~(*g_44))) - (uint8_t)((l_67 == ((*l_30) = (g_9 < g_45))) >= 0xA8D5L))) << (int16_t)g_9) ^ g_45) >> (int16_t)14)) >= g_45);
    return &g_45;
}
static int32_t func_10(int32_t p_11, int32_t * p_12, int32_t * p_13, uint32_t p_14, uint32_t p_15)
{
    return g_23;
}
int main (void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_17, "g_17", print_hash_value);
    transparent_crc(g_22, "g_22", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_24, "g_24", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_45, "g_45", print_hash_value);
    transparent_crc_bytes (&g_51, sizeof(g_51), "g_51", print_hash_value);
    transparent_crc(g_52, "g_52", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    transparent_crc(g_76, "g_76", print_hash_value);
    transparent_crc(g_85, "g_85", print_hash_value);
    transparent_crc_bytes (&g_142, sizeof(g_142), "g_142", print_hash_value);
    transparent_crc(g_251, "g_251", print_hash_value);
    for (i = 0; i < 3; i = i + 1)
    {
        for (j = 0; j < 3; j = j + 1)
        {
            transparent_crc(g_274[i][j], "g_274[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_292, "g_292", print_hash_value);
    for (i = 0; i < 6; i = i + 1)
    {
        for (j = 0; j < 3; j = j + 1)
        {
            for (k = 0; k < 6; k = k + 1)
            {
                transparent_crc(g_303[i][j][k], "g_303[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_335, "g_335", print_hash_value);
    for (i = 0; i < 4; i = i + 1)
    {
        for (j = 0; j < 8; j = j + 1)
        {
            for (k = 0; k < 1; k = k + 1)
            {
                transparent_crc(g_423[i][j][k], "g_423[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_432, "g_432", print_hash_value);
    for (i = 0; i < 3; i = i + 1)
    {
        for (j = 0; j < 8; j = j + 1)
        {
            for (k = 0; k < 2; k = k + 1)
            {
                transparent_crc_bytes(&g_442[i][j][k], sizeof(g_442[i][j][k]), "g_442[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 10; i = i + 1)
    {
        transparent_crc_bytes(&g_446[i], sizeof(g_446[i]), "g_446[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_536, "g_536", print_hash_value);
    transparent_crc(g_553, "g_553", print_hash_value);
    transparent_crc_bytes (&g_577, sizeof(g_577), "g_577", print_hash_value);
    for (i = 0; i < 10; i = i + 1)
    {
        for (j = 0; j < 7; j = j + 1)
        {
            for (k = 0; k < 1; k = k + 1)
            {
                transparent_crc(g_602[i][j][k], "g_602[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_703, "g_703", print_hash_value);
    transparent_crc(g_752, "g_752", print_hash_value);
    for (i = 0; i < 10; i = i + 1)
    {
        transparent_crc(g_759[i], "g_759[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
