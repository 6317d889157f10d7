
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
crc32_8bytes (uint32_t val)
{
 crc32_byte ((val>>0) & 0xff);
 crc32_byte ((val>>8) & 0xff);
 crc32_byte ((val>>16) & 0xff);
 crc32_byte ((val>>24) & 0xff);
}
static void
transparent_crc (uint32_t val, char* vname, int flag)
{
 crc32_8bytes(val);
 if (flag) {
    printf("...checksum after hashing %s : %X\n", vname, crc32_context ^ 0xFFFFFFFFU);
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
static int32_t g_2 = 0x0AC204E2;
static int32_t g_5 = 0;
static uint8_t g_46 = 0xA0;
static uint8_t g_75 = 0x1C;
static uint16_t g_99 = 0x3E63;
static int16_t g_146 = 0x3457;
static uint32_t g_174 = 5U;
static float g_194 = 0x6.65C64Dp+34;
static int32_t g_215 = 1;
static uint8_t g_216 = 0x7A;
static int32_t g_217 = 1;
static int8_t g_271 = 1;
static int32_t g_296 = 0;
static uint16_t g_311 = 6U;
static int8_t g_385 = 0x49;
static int16_t g_400 = 1;
static int16_t g_410 = 0x64A6;
static uint16_t g_411 = 0x14A4;
static uint16_t g_421 = 0x81A8;
static float g_494 = (-0x1.Dp+1);
static float g_514 = 0x3.8C3000p-66;
static int8_t g_540 = 1;
static float g_542 = (-0x6.Ep-1);
static uint16_t g_543 = 65531U;
static uint16_t g_634 = 0x4EDE;
static uint32_t g_649 = 0x2BD94C2B;
static int16_t g_676 = 0x2C9E;
static int32_t g_854 = (-2);
static int16_t func_1(void);
static uint32_t func_17(int32_t p_18, float p_19, uint16_t p_20);
static float func_28(uint8_t p_29, int8_t p_30);
static int16_t func_1(void)
{
    int32_t l_21 = 0xC42206DD;
    int32_t l_74 = (-7);
    int16_t l_94 = (-7);
    uint16_t l_114 = 9U;
    const int8_t l_126 = 0x6A;
    int32_t l_127 = 0x036C84AE;
    int16_t l_270 = 0x2366;
    int32_t l_272 = (-8);
    int16_t l_406 = 0xE9C1;
    int8_t l_417 = 0xDA;
    uint8_t l_507 = 255U;
    uint32_t l_549 = 0x1E1653C8;
    uint32_t l_573 = 0x66AD0C90;
    uint16_t l_612 = 0xE953;
    int16_t l_618 = 0;
    int32_t l_651 = 3;
    float l_762 = 0x6.8FABA3p-29;
    uint32_t l_791 = 4294967295U;
    uint32_t l_816 = 1U;
    uint32_t l_836 = 0x7C23847E;
    uint32_t l_842 = 0U;
    for (g_2 = 0; (g_2 <= (-3)); g_2--)
    {
        uint32_t l_11 = 0xBF9F3617;
        int32_t l_73 = (-4);
        for (g_5 = (-13); (g_5 > 25); g_5 += 1)
        {
            uint32_t l_16 = 1U;
            int32_t l_72 = 8;
            l_72 |= ((((g_2 || (((uint16_t)(-(int32_t)l_11) - (uint16_t)((l_11 > ((((uint16_t)((int32_t)l_16 % (int32_t)func_17((0xBB < (g_2 , l_21)), l_16, l_16)) - (uint16_t)0x183A) <= l_16) & l_16)) | (-1))) , g_46)) | g_5) != l_11) <= l_11);
            g_75--;
        }
        l_94 ^= (((uint16_t)g_2 * (uint16_t)l_74) == (!(l_21 = ((l_73 | ((uint16_t)l_74 * (uint16_t)((int16_t)(g_2 & ((g_75 , ((int8_t)l_74 * (int8_t)(((uint16_t)((~(((int8_t)((g_46 | ((int32_t)((0x137E || g_46) || 0xF2) % (int32_t)0x0F3F00C7)) > l_74) * (int8_t)0xDF) > g_46)) <= l_11) + (uint16_t)g_5) != 1))) != g_2)) * (int16_t)65535U))) , l_21))));
        return g_46;
    }
    if ((g_2 & (((((int16_t)(((g_99 = l_94) || ((int16_t)((uint16_t)((uint8_t)(((l_127 ^= ((uint8_t)((g_46++) <= (((uint8_t)l_74 / (uint8_t)0xB8) && ((((((int16_t)(((l_114 ^ ((((((((uint8_t)(((int8_t)((int16_t)(g_5 , ((+0xA3464756) && ((int32_t)((int32_t)(g_5 > (0x677910A9 && 0U)) - (int32_t)l_114) % (int32_t)4294967294U))) % (int16_t)(-4)) * (int8_t)l_114) <= g_99) * (uint8_t)0x73) == g_5) == 0xF2) > g_99) >= l_126) || 8U) || 0)) >= 0x96) > l_21) / (int16_t)l_21) >= 4294967295U) & 0x0F) >= l_74) != l_94))) / (uint8_t)(-2))) , l_114) <= 0x8BD0) / (uint8_t)g_5) * (uint16_t)l_114) << (int16_t)11)) ^ (-1)) >> (int16_t)9) > g_5) <= g_5) > 0x16)))
    {
        uint32_t l_144 = 4294967295U;
        int32_t l_295 = 1;
        const uint16_t l_342 = 0U;
        float l_354 = (-0x1.6p-1);
        int32_t l_382 = 6;
        int32_t l_407 = 0;
        int32_t l_408 = (-10);
        int32_t l_409 = (-1);
        int32_t l_420 = 0xFE1FFC19;
        float l_444 = 0x0.F7D346p+75;
        int32_t l_513 = 0xE83C6F22;
        uint32_t l_537 = 4294967295U;
        if (((uint32_t)g_46 + (uint32_t)(((((int16_t)(l_94 ^ (((uint16_t)(((int8_t)g_2 % (int8_t)0xBB) >= (((int8_t)l_94 - (int8_t)g_99) == 0xB5)) / (uint16_t)(l_74 = ((int16_t)(((((int8_t)(((uint16_t)(g_5 , ((g_5 , 0x1C81CAAA) , g_46)) << (uint16_t)4) ^ l_144) - (int8_t)g_75) & g_2) >= g_2) <= l_144) + (int16_t)g_5))) , 0U)) << (int16_t)13) > 0U) <= g_5) , g_2)))
        {
            uint8_t l_145 = 0x63;
            g_146 = (0xE.AE6C69p+5 < l_145);
        }
        else
        {
            int32_t l_149 = (-1);
            int32_t l_179 = 0x7EED7D25;
            uint8_t l_214 = 0U;
            int16_t l_241 = 0;
            int32_t l_253 = 0xE8302DEF;
            uint32_t l_269 = 0U;
            const float l_279 = 0x1.6p+1;
            uint32_t l_375 = 0x262E1CA8;
            uint32_t l_384 = 4294967295U;
            g_5 = (l_144 != (((uint16_t)1U - (uint16_t)(0x22B3 || (l_149 != l_114))) & (((((int8_t)0xB4 - (int8_t)((int16_t)0x00C4 + (int16_t)(g_146 = (0xCF <= ((int16_t)((((int16_t)5 - (int16_t)0x0DDC) , 1) | 5U) * (int16_t)g_2))))) == g_99) <= g_5) <= (-2))));
            for (l_144 = 0; (l_144 == 31); l_144 += 3)
            {
                int32_t l_171 = 0;
                uint8_t l_201 = 255U;
                uint32_t l_237 = 1U;
                uint8_t l_312 = 0U;
                const uint32_t l_369 = 0U;
                int32_t l_396 = 0xE8FABF89;
                int32_t l_405 = 0;
                for (g_2 = 0; (g_2 == 26); g_2 += 1)
                {
                    const uint8_t l_188 = 0xF0;
                    int32_t l_189 = (-10);
                    l_189 = ((int16_t)((int8_t)(((((uint16_t)(-(int8_t)((int8_t)(l_171 == (l_149 = g_99)) / (int8_t)((int8_t)((g_2 & (g_174++)) || ((uint16_t)(l_179 >= g_146) % (uint16_t)((uint8_t)0x32 >> (uint8_t)((((uint8_t)(l_126 , (((((int16_t)((g_5 |= (((uint16_t)65535U - (uint16_t)1) >= l_171)) >= g_46) << (int16_t)13) > 0x53) | g_99) != g_75)) + (uint8_t)l_188) & l_144) >= g_46)))) + (int8_t)0))) >> (uint16_t)9) < (-8)) , (-1)) != l_171) / (int8_t)g_146) - (int16_t)g_146);
                    g_217 = ((float)(g_194 = (g_5 != ((float)(l_21 = g_46) / (float)0x9.EB425Ep+3))) / (float)((float)((float)((float)((g_99 != g_46) >= (l_201 = g_75)) + (float)g_5) * (float)((float)(((float)((float)((float)((((g_216 = ((float)(((float)g_174 / (float)(g_215 = (((l_214 == l_126) , g_146) != g_99))) <= g_99) / (float)g_5)) == l_189) >= l_214) >= 0xC.D90F72p+12) + (float)g_146) / (float)l_189) - (float)g_174) < g_46) - (float)g_174)) / (float)l_179));
                }
                if ((0x149B903A | (((g_146 < 254U) , g_216) | 8U)))
                {
                    int16_t l_236 = 0;
                    l_171 = (((float)g_174 / (float)(((float)((((float)((((float)(((((((uint8_t)(g_146 , g_75) << (uint8_t)((0xDB ^ (((int32_t)((uint16_t)(l_149 < (!g_5)) / (uint16_t)(((l_126 ^ l_214) != (-(int8_t)((((int16_t)((((((1U != l_201) , 0x4432) , l_171) >= l_236) != g_215) > l_114) / (int16_t)0x6899) || l_144) <= l_171))) | l_237)) + (int32_t)0xC8C73F05) && l_237)) , l_171)) & 8U) <= g_146) <= g_2) != l_201) , l_179) + (float)l_149) == 0xD.554AE0p-78) < g_99) / (float)l_201) > g_216) == 0xE.C4C58Fp-96) + (float)g_99) <= (-0x1.Dp-1))) <= g_2);
                    for (l_201 = 5; (l_201 > 47); l_201++)
                    {
                        float l_240 = (-0x1.9p-1);
                        if (g_217)
                            break;
                    }
                    if (l_241)
                        continue;
                    l_272 = ((-(uint8_t)(l_149 = (((0x0B4A && ((int32_t)(((int32_t)((int8_t)((int8_t)(g_271 &= ((g_46 = (((int8_t)l_144 - (int8_t)(((((((((l_149 <= l_253) > (l_21 = (((uint16_t)1U * (uint16_t)(((l_127 = (((int16_t)((int8_t)((l_74 = (((((((g_146 = ((uint8_t)g_215 - (uint8_t)(l_149 <= ((l_171 = ((-(int16_t)(((uint16_t)(((int8_t)((uint16_t)4U >> (uint16_t)0) - (int8_t)l_171) && 0U) - (uint16_t)4U) | 1)) , 0x54B2)) <= 0x3260)))) | 65535U) < l_126) | l_236) >= g_215) != l_269) < g_2)) & g_216) >> (int8_t)0) + (int16_t)1) != g_216)) , 4294967295U) > l_270)) <= 0xD155))) == g_5) , 65535U) > g_46) != l_144) ^ l_236) , g_174) && g_75)) || l_144)) ^ l_236)) % (int8_t)g_2) - (int8_t)l_241) - (int32_t)g_75) <= l_179) - (int32_t)l_94)) , 1U) , g_75))) >= g_215);
                }
                else
                {
                    uint8_t l_280 = 0xFB;
                    uint8_t l_307 = 6U;
                    uint32_t l_310 = 0U;
                    float l_323 = 0x2.9F5B1Ep+16;
                    int32_t l_353 = 0x3F887DAB;
                    int32_t l_383 = 0x499EDAFD;
                    if (((int16_t)(((uint8_t)((uint16_t)g_215 - (uint16_t)(l_280 ^ 0x7AF0A2B9)) + (uint8_t)(g_46 , ((((uint8_t)(g_296 ^= (g_46 = (g_216 |= ((uint32_t)0x05B7820D + (uint32_t)((uint8_t)((((float)((((((g_174 != ((g_271 ^= ((uint8_t)(((int16_t)(g_2 != ((l_74 > ((g_174 , g_2) || 0x0836F5F2)) ^ g_75)) << (int16_t)l_144) ^ g_217) << (uint8_t)5)) == l_201)) >= 65533U) & g_75) , 0x3.Bp-1) != l_295) == l_21) + (float)g_146) <= g_194) , l_280) << (uint8_t)g_174))))) + (uint8_t)(-5)) && g_215) ^ g_174))) <= l_270) * (int16_t)(-2)))
                    {
                        return g_271;
                    }
                    else
                    {
                        uint32_t l_336 = 0xCDE482A8;
                        g_194 = ((float)((float)((float)(((-0x1.Dp+1) < ((float)((float)l_307 + (float)l_237) / (float)(((float)l_310 - (float)(0x7.62DA65p-99 <= g_194)) > g_75))) <= (g_311 = (-0x7.6p-1))) / (float)(l_171 = (((((l_201 != g_75) >= g_215) <= g_2) != 0x4.6p+1) <= l_253))) / (float)l_310) * (float)0x0.4p+1);
                        g_215 = (l_312 & ((uint8_t)(((int32_t)(((uint8_t)((int32_t)((uint16_t)((((l_241 <= (g_75 = g_296)) ^ (((((l_171 = ((float)(((float)((float)(((((int32_t)(((((int16_t)((uint8_t)l_127 + (uint8_t)255U) + (int16_t)l_336) , (((((~(((((int32_t)((uint8_t)g_99 / (uint8_t)l_149) - (int32_t)4294967289U) | l_280) != g_215) && l_280)) && g_216) | l_295) >= l_336) <= g_146)) > l_307) > l_312) % (int32_t)0x1AEBCF45) | g_2) == l_342) , g_217) / (float)l_310) + (float)l_342) == g_215) * (float)g_216)) <= 0xC.66CCFAp+23) , 0xBE9E) >= 9) , l_179)) ^ g_174) != 1) << (uint16_t)7) % (int32_t)l_295) << (uint8_t)l_336) && l_171) + (int32_t)l_307) , l_114) + (uint8_t)0x29));
                        g_2 = (0U > ((uint16_t)g_5 >> (uint16_t)2));
                        l_353 |= (l_336 != (((uint16_t)g_216 >> (uint16_t)((0x8E < g_217) != (((l_336 != (((uint16_t)g_75 - (uint16_t)((uint16_t)0x5115 / (uint16_t)(g_311 = g_271))) <= ((l_171 >= l_21) >= 6))) , g_5) ^ l_295))) || 8U));
                        if (l_127)
                            goto lbl_414;
                    }
                    if (l_353)
                        continue;
                    g_194 = (g_296 , ((float)((float)((float)((float)l_310 - (float)(g_271 >= ((((((float)0x1.3p-1 * (float)(((float)(l_342 , (((0x1.7p+1 != ((float)l_237 + (float)((l_94 , (l_21 = ((g_174 == l_369) >= g_75))) < l_144))) <= 0x0.0p-1) > g_194)) * (float)0x0.3p-1) > (-0x1.8p+1))) >= 0x1.Ap+1) >= l_144) != l_369) != l_144))) * (float)l_312) * (float)0x0.167743p-71) + (float)l_295));
                    g_385 &= (l_280 <= (((g_217 & ((((uint8_t)(((g_75 = ((int16_t)(~l_375) / (int16_t)0x41EF)) , (((int16_t)(l_383 = ((l_382 = ((((0 < ((l_353 |= (g_99--)) < ((int8_t)((g_5 || l_280) && l_369) * (int8_t)5U))) > g_174) | g_75) & g_215)) == g_311)) - (int16_t)l_384) > g_271)) <= g_2) % (uint8_t)l_295) >= g_215) != g_215)) & g_174) , l_144));
                }
                l_406 = ((g_271 &= ((int16_t)((uint16_t)g_215 / (uint16_t)(65535U || (g_311 |= (g_99 = (((uint8_t)((int32_t)(((((uint8_t)(l_396 <= l_21) * (uint8_t)((uint8_t)((l_269 < (-1)) & (-(int16_t)(l_342 , g_400))) % (uint8_t)((uint32_t)(((int32_t)(((1U <= l_342) ^ 0x1E97ADAF) > g_2) % (int32_t)0x95EDE522) || g_296) / (uint32_t)g_75))) & l_237) != 0xCB49) , l_405) - (int32_t)g_5) >> (uint8_t)5) != g_5))))) / (int16_t)7)) | g_2);
            }
        }
lbl_414:
        g_411--;
        if (g_311)
        {
            int32_t l_415 = 0xC05CB2F4;
            int32_t l_416 = (-1);
            int32_t l_418 = 1;
            int32_t l_419 = (-6);
            g_421--;
            l_407 &= ((int8_t)g_411 - (int8_t)((uint16_t)((0xD824 <= 0) > 253U) >> (uint16_t)(((uint32_t)(((int16_t)(g_411 < (+((int16_t)(((uint16_t)l_126 + (uint16_t)(!(1U <= ((uint8_t)(((uint8_t)((int8_t)(l_144 , ((g_46 ^ 0x48F3B0B3) != l_416)) * (int8_t)252U) / (uint8_t)248U) , g_410) + (uint8_t)l_272)))) , 0x19D2) - (int16_t)l_74))) >> (int16_t)11) & g_410) - (uint32_t)l_408) >= l_416)));
            l_407 = (-1);
        }
        else
        {
            int16_t l_447 = 0xF3C0;
            uint32_t l_478 = 0x9A087F76;
            int32_t l_495 = 0;
            for (g_410 = 0; (g_410 >= (-27)); g_410 -= 3)
            {
                uint32_t l_477 = 4294967292U;
                if (g_217)
                    break;
                if (l_447)
                    continue;
                for (g_296 = 0; (g_296 != 0); g_296 += 8)
                {
                    return g_271;
                }
                g_194 = ((float)(((float)((((float)(l_420 = ((((((l_417 && (!g_421)) && ((int16_t)((g_421 = (((uint16_t)(((((int8_t)0xC9 * (int8_t)((uint8_t)((((uint16_t)((int16_t)(((g_146 || l_408) , g_5) <= ((int16_t)0xB1F8 << (int16_t)(((uint8_t)((((((-5) < (((uint32_t)(((uint16_t)((((g_2 , g_216) , 1) | 0U) != g_215) << (uint16_t)0) != g_99) / (uint32_t)0x0A6ACD23) && l_477)) != 0xA0BBB431) != l_447) & g_46) && g_217) + (uint8_t)g_146) > g_5))) - (int16_t)l_477) << (uint16_t)l_144) == 0x1A3AA215) || g_410) / (uint8_t)0x83)) && (-1)) >= 0) , g_75) * (uint16_t)g_216) ^ 0)) == 0x15A8) * (int16_t)l_447)) != l_478) <= g_46) != 255U) , 0xC.6AE55Dp-9)) / (float)l_408) > g_46) > 0xC.612458p-41) + (float)0xB.5F15D3p-30) <= 0x0.8p+1) + (float)0x1.0p+1);
            }
            g_5 = (((float)(g_400 , (g_194 = l_420)) * (float)((((((float)((g_99 == (-(float)g_385)) == ((l_21 > (((float)((((l_21 > ((float)(g_46 <= ((float)(l_495 = ((float)(((g_494 = ((l_74 = g_400) , ((float)g_75 - (float)(-0x1.2p+1)))) < 0x0.5p+1) != 0xF.C248CBp-51) / (float)g_5)) / (float)l_272)) - (float)g_311)) == l_409) < 0x9.5FB48Dp-32) < g_411) / (float)0x0.12D40Ep-64) >= g_75)) != l_409)) - (float)0x1.Fp-1) > g_2) >= g_296) == l_408) >= l_295)) , l_495);
        }
        if (((uint8_t)0xB8 - (uint8_t)(((g_410 = ((int16_t)((uint16_t)(l_409 ^= (((int8_t)((int8_t)(((-(int32_t)l_507) , (l_408 != (((int16_t)((int32_t)l_295 + (int32_t)(-2)) % (int16_t)(l_407 ^= (g_296 , (g_215 , ((g_5 = (l_406 , ((+((((l_295 <= 0xCF) >= l_144) & 0x19) && l_270)) > g_146))) >= l_513))))) > l_21))) != g_174) >> (int8_t)7) * (int8_t)l_295) ^ g_296)) / (uint16_t)g_99) + (int16_t)l_272)) || g_400) > l_342)))
        {
            int32_t l_519 = 1;
            int32_t l_538 = 0x7BED13A7;
            int32_t l_539 = 0xEBB224FD;
            int32_t l_541 = 0xD58D190F;
            l_538 ^= (((uint32_t)(g_174 = ((uint32_t)((l_144 , ((-1) || l_519)) <= ((uint16_t)((uint16_t)(((uint8_t)(l_409 = ((uint8_t)((l_519 || g_5) && ((((uint8_t)((int32_t)(~((6U == ((uint16_t)l_270 % (uint16_t)((int8_t)g_421 * (int8_t)g_75))) <= l_126)) + (int32_t)g_411) * (uint8_t)1) || l_513) && l_537)) - (uint8_t)l_519)) * (uint8_t)0) , 0x342A) >> (uint16_t)15) >> (uint16_t)10)) / (uint32_t)g_174)) + (uint32_t)l_519) == (-9));
            g_543++;
        }
        else
        {
            int16_t l_548 = 0x9516;
            if ((g_46 , l_127))
            {
                for (l_21 = 17; (l_21 != 2); l_21 -= 1)
                {
                    l_549--;
                    g_494 = l_513;
                }
                return g_421;
            }
            else
            {
                uint32_t l_569 = 6U;
                int32_t l_574 = (-1);
                l_574 = ((float)(l_420 = 0x0.0p-1) + (float)((l_548 != ((g_411 |= l_548) | ((((int16_t)(g_296 || ((((uint8_t)l_548 * (uint8_t)((int8_t)((g_385 = l_94) ^ (g_75 ^= ((int8_t)0xDF % (int8_t)(-(uint8_t)(((((uint8_t)((uint8_t)((int16_t)l_569 / (int16_t)((uint8_t)(-(uint32_t)(g_99 == 65535U)) * (uint8_t)0x9C)) / (uint8_t)l_272) * (uint8_t)255U) != l_21) , g_540) > l_573))))) + (int8_t)g_311)) && 0xB5) && g_543)) - (int16_t)l_144) , l_21) == l_548))) , g_542));
            }
            return g_174;
        }
    }
    else
    {
        int8_t l_575 = 0x79;
        uint8_t l_611 = 255U;
        int32_t l_617 = 0xD67222A5;
        int32_t l_703 = 0xEEC07C79;
        l_74 = l_575;
        g_217 = (l_21 &= ((uint16_t)((0xF3BA ^ ((!((((l_575 || (0U >= g_271)) ^ ((int32_t)((uint32_t)(0xB2 == (((int16_t)((int8_t)(l_575 & (((l_74 = g_311) == ((uint16_t)((int8_t)g_385 % (int8_t)((g_75 = (((int16_t)((int32_t)l_575 / (int32_t)g_540) << (int16_t)14) ^ g_540)) ^ 0x20)) + (uint16_t)0x7EEC)) >= l_406)) / (int8_t)g_271) >> (int16_t)13) , l_573)) + (uint32_t)l_575) + (int32_t)l_575)) <= g_146) < 4294967295U)) != l_575)) || g_410) % (uint16_t)g_217));
        if (((uint16_t)(((l_417 ^ l_74) == g_174) || (g_271 ^= (0x17 & ((uint16_t)(((g_410 = ((((int16_t)((uint8_t)(((((int8_t)((uint16_t)g_5 << (uint16_t)(0x4C5DFD71 & (((g_540 , (((l_21 = (l_575 < (((int16_t)((((int8_t)8 % (int8_t)l_611) || l_575) , 0x3BF6) / (int16_t)0x9FA7) ^ 5))) < l_575) && 1U)) <= g_410) >= 0xE7))) / (int8_t)l_612) == l_575) > 0) <= l_612) / (uint8_t)l_272) / (int16_t)l_549) == l_611) , g_99)) | g_2) >= (-1)) >> (uint16_t)6)))) * (uint16_t)0x64C1))
        {
            for (g_215 = 0; (g_215 < (-16)); g_215 -= 1)
            {
                for (g_46 = 0; (g_46 >= 57); g_46 += 2)
                {
                    l_617 = (l_272 &= 0x947B9327);
                }
                g_217 = l_74;
            }
        }
        else
        {
            uint8_t l_626 = 8U;
            int32_t l_629 = 0xAF1DC42D;
            l_618 |= g_217;
            if ((g_5 &= (l_127 |= ((int8_t)((uint8_t)((+((((uint16_t)(0x9024B543 | l_626) / (uint16_t)l_626) < 0x957A) || ((((int8_t)(l_629 = l_272) - (int8_t)((int32_t)((g_174 = 0xBC34BEFF) , (0x3E6D && ((int8_t)(l_611 , g_540) * (int8_t)g_296))) + (int32_t)g_75)) < 0) , g_543))) < g_217) / (uint8_t)l_626) >> (int8_t)l_626))))
            {
                const int32_t l_650 = (-3);
                g_217 ^= ((0x0.43ED0Ep-53 > g_634) , ((uint8_t)((int8_t)((uint16_t)g_540 >> (uint16_t)4) % (int8_t)((int32_t)(((1U && (~((0x569356AF | (+g_296)) <= ((((1 || (((uint8_t)(((((uint16_t)((g_215 , (g_649 || g_2)) >= (-10)) * (uint16_t)0xA36E) | 2U) >= l_575) | l_575) << (uint8_t)3) & g_411)) && g_543) & l_626) , g_400)))) <= l_650) & l_651) - (int32_t)l_611)) * (uint8_t)1));
                if (g_411)
                {
                    int32_t l_656 = 0;
                    int32_t l_728 = 0;
                    l_617 = ((int32_t)l_611 + (int32_t)((((uint16_t)0U >> (uint16_t)l_656) > ((g_296 == (g_46 &= ((uint8_t)0xDB / (uint8_t)0x83))) == ((((g_217 = ((int16_t)(((uint32_t)l_650 + (uint32_t)((uint16_t)65535U * (uint16_t)(((int16_t)((((g_634 = (!(((int16_t)(g_400 = ((uint16_t)(((int8_t)g_421 >> (int8_t)l_626) <= g_311) << (uint16_t)14)) / (int16_t)2U) && g_75))) != l_656) , l_575) , g_217) - (int16_t)0xC4C6) || g_216))) || 0xC81F) * (int16_t)g_540)) && 0) , g_296) & 1U))) >= l_611));
                    g_217 = ((g_676 > ((int8_t)(g_540 ^= ((uint16_t)(((uint8_t)((int16_t)(g_146 ^= ((int32_t)(((int8_t)((g_385 |= l_629) ^ (l_650 , ((((int32_t)(((uint8_t)l_74 << (uint8_t)((-1) < ((int8_t)((int16_t)(l_629 == l_629) << (int16_t)13) - (int8_t)((((int8_t)(((0 <= (g_216 |= (((uint16_t)(((g_634 = (((+(-(float)g_542)) , 0xA470135B) & g_5)) <= 0) || g_217) << (uint16_t)l_626) >= l_626))) >= l_611) && 0U) >> (int8_t)7) | 1) > l_650)))) != g_311) + (int32_t)g_400) && l_656) ^ l_656))) * (int8_t)g_311) > l_617) / (int32_t)g_46)) * (int16_t)0xBE67) % (uint8_t)l_617) && g_634) % (uint16_t)0xB508)) % (int8_t)l_617)) , g_216);
                    g_542 = (l_629 = l_703);
                    l_728 = ((g_75 && (g_75 > (((0xC8E5D5D0 | (g_174++)) >= (((int16_t)((uint8_t)(g_46++) * (uint8_t)((uint16_t)(((int16_t)((((uint16_t)(((((uint16_t)g_75 * (uint16_t)g_5) > g_146) >= (0x22EEDD53 > ((((float)0x6.4D94EEp-58 + (float)((float)((float)((float)((l_703 == 0x1.6p+1) <= l_629) - (float)g_2) / (float)0x5.0EAE0Ap+92) - (float)0x3.9A730Bp-51)) < g_385) , 1))) || g_543) >> (uint16_t)10) > l_656) <= l_626) << (int16_t)g_215) && l_656) - (uint16_t)g_676)) >> (int16_t)12) < g_216)) , l_626))) >= g_400);
                }
                else
                {
                    return g_215;
                }
                l_127 = ((uint8_t)g_421 >> (uint8_t)((uint16_t)(l_575 , ((l_21 = (((((float)((float)(+(((float)(((((g_542 = l_650) >= ((g_146 = ((uint16_t)l_629 + (uint16_t)g_99)) , (((g_271 = (((!1U) , ((uint16_t)(((g_385 = (g_540 = (((int16_t)((uint8_t)(((int16_t)((uint32_t)((g_400 = ((~((int32_t)((uint8_t)((uint16_t)l_626 + (uint16_t)0x2626) << (uint8_t)(g_46--)) - (int32_t)g_540)) ^ g_421)) & l_650) - (uint32_t)4294967293U) << (int16_t)13) , 1U) >> (uint8_t)g_540) % (int16_t)g_410) , 1))) == g_5) ^ 0U) + (uint16_t)g_649)) , g_296)) , g_46) == g_194))) >= 0x5.CD66CDp-65) != l_626) >= g_411) * (float)l_762) < g_676)) + (float)l_74) - (float)0x0.38AF96p-77) == g_421) == 0x0.7p-1) > 0x5.BCCE20p-24)) , l_629)) + (uint16_t)0x2F92));
            }
            else
            {
                int8_t l_792 = 1;
                l_21 = ((uint32_t)4294967295U + (uint32_t)((uint32_t)(0x438D ^ (1U & ((g_75 >= (((int8_t)((int16_t)((uint8_t)((int16_t)(((int8_t)(((((((float)((((((uint16_t)((l_127 = 1U) || (((((uint8_t)g_540 * (uint8_t)(((uint32_t)(((int8_t)0x55 + (int8_t)l_703) >= ((l_74 = ((int16_t)((int16_t)(((g_411 = l_791) ^ g_311) ^ l_611) << (int16_t)11) << (int16_t)g_99)) >= l_272)) / (uint32_t)g_215) == l_792)) , l_618) != g_311) , 1)) * (uint16_t)0U) , l_792) != g_494) >= 0x3.24F858p+13) <= g_649) - (float)0xC.0A4F6Ep+15) < l_611) , 65535U) != 0x40B3) || 0xBCA1) , 0x7E) % (int8_t)g_216) & l_21) / (int16_t)0x992A) << (uint8_t)2) - (int16_t)0xF18D) >> (int8_t)7) & 0x8B)) , l_575))) + (uint32_t)l_573));
                g_5 |= ((uint32_t)(g_676 , l_270) - (uint32_t)(l_617 = (-(int32_t)l_406)));
                l_629 &= 3;
            }
        }
        g_215 = (l_127 = ((g_216 = (0xAAF4 ^ g_217)) < ((int8_t)((((l_74 = ((uint16_t)(l_617 = ((g_411 == ((((int16_t)((l_703 = (!((g_540 <= (((int8_t)((-(uint16_t)(((int16_t)(((g_2 = l_270) <= (((int8_t)((int8_t)((0x0FD7EE40 || l_703) & (((uint32_t)g_296 % (uint32_t)((uint8_t)(l_816 , 0x43) << (uint8_t)0)) >= g_99)) << (int8_t)g_634) - (int8_t)l_575) & g_634)) <= 4U) >> (int16_t)g_421) != 7)) >= l_575) - (int8_t)0x89) | 0xFB)) < g_174))) >= 0x19FAE3F1) * (int16_t)g_543) != l_611) , l_816)) , l_703)) << (uint16_t)8)) <= 0x3A) | g_5) <= 0x8BCD) + (int8_t)g_75)));
    }
    for (g_217 = 0; (g_217 > (-10)); g_217 -= 7)
    {
        int16_t l_832 = (-1);
        for (l_114 = 0; (l_114 > 29); l_114++)
        {
            uint8_t l_835 = 255U;
            int32_t l_837 = 0xE2FDFCEC;
            if (((((uint8_t)g_540 << (uint8_t)(g_216 = (((g_5 = (+((uint8_t)((int32_t)(-10) + (int32_t)((int16_t)g_649 * (int16_t)(((uint8_t)l_832 >> (uint8_t)1) , ((((int8_t)(l_837 = (((g_215 != 0) >= ((g_174 & (((((l_612 | (((6U == l_835) == l_835) || l_836)) <= l_835) , 0U) < g_217) & l_114)) ^ 0x82D5)) != 65527U)) * (int8_t)l_835) <= l_94) & g_540)))) * (uint8_t)g_217))) && 0xA14CEF38) & 1))) || g_2) , 0x7E9C51BC))
            {
                return l_835;
            }
            else
            {
                return g_146;
            }
        }
    }
    g_2 &= (((g_146 = ((int8_t)((((uint8_t)(0x8E < ((l_842 |= 0) , ((-(int32_t)(g_854 = ((g_99 = (((uint16_t)0x4389 << (uint16_t)4) <= (((uint32_t)l_74 - (uint32_t)(((int8_t)(4294967292U && (g_400 | (l_791 & (l_21 >= ((int16_t)0 << (int16_t)14))))) << (int8_t)1) && 0x10)) , l_816))) == (-8)))) & g_5))) >> (uint8_t)4) == 0x9C) != g_410) << (int8_t)2)) ^ l_791) <= g_46);
    return l_270;
}
static uint32_t func_17(int32_t p_18, float p_19, uint16_t p_20)
{
    float l_24 = 0x0.CADFB1p+39;
    int32_t l_25 = 0x6C65B0B5;
    float l_68 = 0x0.Ep+1;
    int32_t l_69 = 0x1DC493A7;
    int32_t l_70 = (-1);
    int32_t l_71 = 0xF59FB917;
    for (p_18 = (-2); (p_18 <= 19); p_18 += 6)
    {
        int8_t l_44 = 1;
        int32_t l_45 = (-3);
        g_46 = (p_18 , (l_24 > (p_18 , (l_25 > (l_45 = ((float)(func_28(((uint16_t)((((int32_t)((uint32_t)((p_18 >= (((((float)((float)(!0x1.AC06E3p-17) + (float)g_5) * (float)p_20) == ((float)p_19 - (float)0x3.3BAB72p-4)) == l_25) , 0x3.1CD1ACp-46)) , p_18) / (uint32_t)g_5) / (int32_t)0xFA18394D) < l_44) ^ 0U) * (uint16_t)0U), p_20) == 0x9.DE360Ap+61) - (float)p_18))))));
        l_25 = p_20;
    }
    for (p_20 = 0; (p_20 >= 19); p_20 += 6)
    {
        l_25 = (p_20 != ((float)((0x39 != l_25) , 0x1.Dp-1) + (float)p_19));
    }
    l_71 = (((l_70 |= (p_20 > ((int8_t)g_46 >> (int8_t)(((((((uint32_t)(p_20 > (~((((((int16_t)(l_69 = ((0 <= (((((uint8_t)(l_25 = ((((int8_t)(p_20 | g_46) % (int8_t)((uint16_t)0xE19C % (uint16_t)((((p_18 | ((uint8_t)g_2 - (uint8_t)p_20)) , l_25) , g_46) | g_46))) == g_46) == l_25)) * (uint8_t)p_20) || p_20) & 0xE48F) <= g_5)) > l_69)) + (int16_t)0xB399) , g_2) , l_25) && l_69) , p_20))) % (uint32_t)g_5) , p_20) , g_46) || g_46) && l_69) && l_69)))) , g_46) == (-8));
    return p_18;
}
static float func_28(uint8_t p_29, int8_t p_30)
{
    return p_30;
}
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_46, "g_46", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_99, "g_99", print_hash_value);
    transparent_crc(g_146, "g_146", print_hash_value);
    transparent_crc(g_174, "g_174", print_hash_value);
    transparent_crc_bytes (&g_194, sizeof(g_194), "g_194", print_hash_value);
    transparent_crc(g_215, "g_215", print_hash_value);
    transparent_crc(g_216, "g_216", print_hash_value);
    transparent_crc(g_217, "g_217", print_hash_value);
    transparent_crc(g_271, "g_271", print_hash_value);
    transparent_crc(g_296, "g_296", print_hash_value);
    transparent_crc(g_311, "g_311", print_hash_value);
    transparent_crc(g_385, "g_385", print_hash_value);
    transparent_crc(g_400, "g_400", print_hash_value);
    transparent_crc(g_410, "g_410", print_hash_value);
    transparent_crc(g_411, "g_411", print_hash_value);
    transparent_crc(g_421, "g_421", print_hash_value);
    transparent_crc_bytes (&g_494, sizeof(g_494), "g_494", print_hash_value);
    transparent_crc_bytes (&g_514, sizeof(g_514), "g_514", print_hash_value);
    transparent_crc(g_540, "g_540", print_hash_value);
    transparent_crc_bytes (&g_542, sizeof(g_542), "g_542", print_hash_value);
    transparent_crc(g_543, "g_543", print_hash_value);
    transparent_crc(g_634, "g_634", print_hash_value);
    transparent_crc(g_649, "g_649", print_hash_value);
    transparent_crc(g_676, "g_676", print_hash_value);
    transparent_crc(g_854, "g_854", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
