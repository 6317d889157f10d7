
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
static int32_t g_3 = 0xAA32B1CEL;
static int32_t *g_30 = &g_3;
static int32_t **g_29 = &g_30;
static int32_t g_34 = 1L;
static uint32_t g_45 = 0xDC87A9B6L;
static int16_t g_81 = 0L;
static uint16_t g_87 = 0x0A73L;
static uint32_t g_92 = 4294967287UL;
static uint32_t g_99 = 0xC725EA9BL;
static int64_t g_122 = (-1L);
static int64_t g_126 = 0xC02A0D8654C91E54LL;
static int64_t g_132 = 0x89C386F2BE0B9256LL;
static int64_t *g_131 = &g_132;
static int16_t g_139 = 6L;
static int64_t g_147 = 0xC5B4E2C4F7139B6CLL;
static int16_t *g_149 = &g_139;
static int16_t **g_148 = &g_149;
static float g_151 = (-0x6.8p+1);
static uint32_t g_197 = 18446744073709551609UL;
static int16_t g_202 = (-3L);
static int8_t g_215 = 0x4EL;
static int64_t g_220 = 0x8DDFECA67439DE11LL;
static uint32_t g_231 = 0x956EA2FDL;
static uint64_t *g_265 = (void*)0;
static uint64_t **g_264 = &g_265;
static float g_315 = (-0x5.6p-1);
static uint32_t **g_397 = (void*)0;
static float g_433 = 0xB.C0E46Bp-97;
static uint16_t g_439 = 65535UL;
static int16_t g_549 = 0L;
static float g_553 = 0xD.A2B622p-39;
static uint64_t g_570 = 5UL;
static uint32_t g_609 = 1UL;
static int64_t g_616 = 0x766E4CBBCD08625CLL;
static uint16_t g_630 = 0xFED4L;
static int32_t *g_639 = &g_3;
static int8_t g_701 = 1L;
static int32_t g_752 = 0xA74E8C5AL;
static int32_t ***g_816 = &g_29;
static int32_t ****g_815 = &g_816;
static int16_t g_837 = (-10L);
static uint32_t func_1(void);
static uint16_t func_14(int32_t * p_15, int16_t p_16, uint16_t p_17, int32_t ** p_18, float p_19);
static uint16_t func_24(int32_t ** p_25, int8_t p_26, uint32_t p_27, int32_t ** p_28);
static uint32_t func_1(void)
{
    int32_t *l_2 = &g_3;
    int32_t **l_4 = &l_2;
    uint32_t l_48 = 4294967295UL;
    int32_t **l_49 = &g_30;
    int32_t *l_398 = &g_34;
    int32_t l_430 = 0x71FA3FB0L;
    float l_462 = 0xA.FA024Ap+36;
    int16_t l_483 = (-9L);
    float l_508 = 0x1.9p+1;
    uint16_t l_510 = 0x0E5CL;
    int32_t ***l_635 = &g_29;
    int64_t **l_700 = &g_131;
    uint32_t l_756 = 1UL;
    uint64_t l_824 = 0x218D1CBB3539DA68LL;
lbl_636:
    (*l_4) = l_2;
lbl_578:
    if (((*l_2) = (((((*l_2) ^ (((int16_t)((uint16_t)g_3 << (uint16_t)11) + (int16_t)0x9ACFL) ^ (((uint16_t)g_3 >> (uint16_t)5) < 0x0657689AL))) == (+((uint16_t)func_14(&g_3, (((uint32_t)((int16_t)(g_3 || (func_24(&l_2, (**l_4), (*l_2), g_29) , 0xB2BCL)) >> (int16_t)15) + (uint32_t)0x11CA4B38L) , 0x2B41L), l_48, l_49, (**l_4)) >> (uint16_t)(**g_148)))) ^ (**l_4)) >= (**l_4))))
    {
        uint16_t *l_244 = &g_87;
        int32_t l_249 = (-2L);
        int32_t l_295 = 0x5A3E27E7L;
        int64_t **l_320 = &g_131;
        int32_t l_321 = 7L;
        if ((g_139 , (0xF908L >= ((*l_244)--))))
        {
            int32_t l_262 = (-1L);
            int32_t *l_263 = &g_34;
            uint64_t ***l_266 = (void*)0;
            uint64_t ***l_267 = &g_264;
            (*l_263) |= ((uint64_t)(0xDC74055DL != l_249) + (uint64_t)(((((uint16_t)l_249 % (uint16_t)g_45) != l_249) >= ((uint16_t)g_3 * (uint16_t)(((((uint16_t)((((uint16_t)g_99 << (uint16_t)((int64_t)(((uint32_t)(((*l_244) = (l_262 &= g_126)) , (g_139 >= g_3)) + (uint32_t)g_197) & (*g_131)) - (int64_t)g_3)) , 7L) | 0x2B2AA7F5L) >> (uint16_t)(*l_2)) >= (-1L)) > (**l_4)) && (**g_29)))) == (**g_148)));
            (*l_267) = g_264;
        }
        else
        {
            uint32_t l_272 = 18446744073709551614UL;
            int64_t *l_291 = &g_220;
            for (g_147 = 0; (g_147 >= 22); g_147 += 2)
            {
                int16_t l_292 = 0x119EL;
                int32_t *l_293 = &g_34;
                uint32_t *l_294 = &l_48;
                int64_t **l_300 = &g_131;
                float *l_312 = (void*)0;
                float *l_313 = &g_151;
                float *l_314 = &g_315;
                l_295 |= ((~(+l_272)) < ((uint64_t)((((uint64_t)l_272 + (uint64_t)(l_272 , ((uint32_t)(((**l_4) = (*g_30)) & (g_92 = ((*l_294) = ((uint32_t)0UL % (uint32_t)((uint16_t)((((int16_t)4L >> (int16_t)6) <= ((*l_293) ^= ((uint32_t)(((int64_t)((l_291 != &g_220) || (l_292 > g_92)) % (int64_t)l_249) < g_147) % (uint32_t)(-2L)))) && g_147) << (uint16_t)0))))) + (uint32_t)l_272))) || (**l_4)) > l_249) % (uint64_t)l_272));
                l_321 &= ((int32_t)((((uint16_t)(4294967295UL || ((**l_49) = (l_300 == ((0xF8759F25BC62C276LL != (!(((*l_293) , ((((uint16_t)((uint16_t)(((int16_t)(((*l_294) = ((uint16_t)(((((float)((((g_202 > ((*l_313) = g_81)) > ((*l_314) = l_295)) == 0xC.63E1A4p+57) < (((float)((float)(-0x10.8p-1) - (float)(-0x5.6p-1)) + (float)g_87) != g_99)) - (float)(*l_293)) != g_45) <= g_34) , 3UL) << (uint16_t)10)) | (**g_29)) << (int16_t)10) || (**l_49)) << (uint16_t)(*g_149)) * (uint16_t)(-8L)) < (-1L)) >= (*g_149))) < l_249))) , l_320)))) * (uint16_t)l_272) == 0x59E35A50L) | g_87) % (int32_t)0xA8C7C72AL);
            }
        }
    }
    else
    {
        float l_323 = (-0x1.Cp-1);
        float l_339 = 0x1.7p+1;
        int32_t l_343 = 0x5572B448L;
        uint32_t *l_376 = &g_99;
        uint32_t **l_375 = &l_376;
        uint16_t *l_383 = &g_87;
        int32_t l_384 = 0x41ABE3F6L;
        float *l_385 = (void*)0;
        float *l_386 = (void*)0;
        float *l_387 = &g_315;
        int32_t l_410 = 0x2489F6C0L;
        if ((**g_29))
        {
            uint64_t l_322 = 0x6CCEA4B53EABFC5CLL;
            (*l_49) = (*g_29);
            return l_322;
        }
        else
        {
            int32_t l_342 = 0L;
            int32_t *l_344 = &g_34;
            uint16_t *l_347 = &g_87;
            int32_t *****l_361 = (void*)0;
            (*l_344) &= ((**l_49) != (((((int16_t)(g_202 = ((((uint16_t)(((((int32_t)(4294967290UL == (((int16_t)(((**g_148) = (((((uint16_t)0x0086L * (uint16_t)((+((uint16_t)g_92 << (uint16_t)10)) ^ ((int16_t)((g_3 < 0xE.C73FAEp+57) , (*l_2)) >> (int16_t)14))) == (((int16_t)((void*)0 != (*g_148)) * (int16_t)0UL) && (*g_131))) , l_342) | 18446744073709551615UL)) , l_343) + (int16_t)g_220) != (*l_2))) - (int32_t)0x5A846277L) || l_343) && (**l_4)) , g_99) << (uint16_t)l_343) || 0x4A18L) , (*g_149))) % (int16_t)65531UL) , (**g_29)) ^ (-3L)) && (*g_149)));
            (*g_30) = ((int16_t)(*l_344) * (int16_t)(--(*l_347)));
            for (g_92 = 0; (g_92 < 26); g_92 += 1)
            {
                int32_t l_357 = 0xBFE03CDDL;
                int32_t ***l_364 = &l_4;
                int32_t ****l_363 = &l_364;
                int32_t *****l_362 = &l_363;
                for (g_87 = 12; (g_87 > 20); g_87 += 6)
                {
                    float *l_358 = &l_339;
                    for (g_45 = 2; (g_45 == 33); g_45 += 1)
                    {
                        int32_t *l_356 = &l_342;
                        (*l_49) = l_356;
                        return l_357;
                    }
                    (*l_358) = l_343;
                    for (g_132 = 27; (g_132 >= 2); g_132 -= 6)
                    {
                        l_362 = l_361;
                        return g_45;
                    }
                }
            }
        }
        if (((int16_t)((uint16_t)((uint16_t)(((*g_131) = (((*l_387) = (((((uint16_t)(((g_126 | 65527UL) , (((uint16_t)(0xFE6DL >= (*g_149)) << (uint16_t)9) , &g_99)) == ((*l_375) = &g_231)) * (uint16_t)((((int16_t)((int64_t)((uint16_t)((*l_383) |= ((l_343 > (**l_4)) <= 0x6C3F1C7CL)) >> (uint16_t)(**l_49)) - (int64_t)2UL) << (int16_t)8) | (*l_2)) && l_384)) , &l_343) != &l_343) < 0x0.0p+1)) , (*g_131))) < g_45) >> (uint16_t)2) * (uint16_t)0L) * (int16_t)65535UL))
        {
            (*g_29) = ((*l_4) = (*l_4));
        }
        else
        {
            int32_t l_392 = 9L;
            int32_t *l_399 = &g_34;
            int32_t *l_400 = (void*)0;
            int32_t *l_401 = &g_34;
            int32_t *l_402 = &g_34;
            int32_t *l_403 = &g_34;
            int32_t *l_404 = &l_343;
            int32_t l_405 = 0L;
            int32_t *l_406 = &g_3;
            int32_t *l_407 = &l_405;
            int32_t *l_408 = &l_343;
            int32_t *l_409 = &g_3;
            int32_t *l_411 = (void*)0;
            int32_t l_412 = 0xAA533A6AL;
            int32_t *l_413 = &l_384;
            int32_t *l_414 = &g_3;
            int32_t *l_415 = &g_34;
            int32_t *l_416 = &l_384;
            int32_t *l_417 = &l_412;
            int32_t *l_418 = &l_343;
            int32_t *l_419 = (void*)0;
            int32_t *l_420 = &g_3;
            int32_t *l_421 = (void*)0;
            int32_t *l_422 = (void*)0;
            int32_t *l_423 = &g_34;
            int32_t *l_424 = &g_34;
            int32_t *l_425 = &l_412;
            int32_t *l_426 = &l_405;
            int32_t *l_427 = (void*)0;
            int32_t *l_428 = &l_343;
            int32_t *l_429 = &l_343;
            int32_t *l_431 = &l_430;
            int32_t *l_432 = &l_343;
            int32_t *l_434 = &l_384;
            int32_t *l_435 = &l_405;
            uint64_t l_436 = 0x4D23C713A0FF7400LL;
            g_151 = (((float)((float)(l_343 , l_392) - (float)g_34) - (float)(g_99 <= ((((float)g_122 + (float)((((float)((void*)0 == g_397) + (float)0x2.5p+1) != ((void*)0 == l_398)) <= (*l_398))) >= l_392) >= l_392))) != 0xE.D366B6p+3);
            --l_436;
            --g_439;
            for (l_412 = 0; (l_412 <= 16); l_412 += 7)
            {
                uint32_t ***l_449 = &l_375;
                uint32_t ***l_450 = &g_397;
                int16_t *l_461 = &g_202;
                int32_t l_463 = 2L;
                (*l_416) = ((((!((((((void*)0 == &g_149) ^ (((int16_t)((*l_461) &= ((((*l_450) = ((*l_449) = g_397)) == (void*)0) ^ (((int32_t)((((uint32_t)((**l_4) | ((uint64_t)((uint16_t)(&g_30 == &g_30) << (uint16_t)(g_99 && (((((int16_t)((((*g_131) & (*g_131)) == 0UL) | 0x82E3L) + (int16_t)(*l_429)) || (*l_398)) || 0x6C3A0CFAL) & (**g_148)))) + (uint64_t)(*l_408))) + (uint32_t)0x68CCA990L) , &l_48) != (void*)0) % (int32_t)g_99) != 0xD1DAL))) * (int16_t)(*l_406)) < (**l_4))) && (**g_148)) | (-2L)) > (*l_423))) , g_99) > l_463) < l_384);
            }
        }
    }
    for (g_81 = 0; (g_81 <= (-9)); g_81--)
    {
        uint16_t *l_466 = &g_87;
        int32_t l_477 = 0x5BE2C065L;
        int32_t ***l_479 = (void*)0;
        int32_t ****l_478 = &l_479;
        int32_t ***l_481 = (void*)0;
        int32_t ****l_480 = &l_481;
        uint16_t *l_482 = &g_439;
        int32_t l_644 = 6L;
        uint32_t l_670 = 0x89DEF182L;
        uint16_t l_691 = 0UL;
        uint32_t ***l_699 = &g_397;
        int16_t l_769 = 0x2FF4L;
        float *l_778 = &g_151;
        int32_t l_794 = 0L;
        if (((l_466 == &g_87) , ((int16_t)(((0xC808877CL != (**g_29)) > ((uint16_t)(+(+((uint16_t)((*l_482) &= ((*l_466) = (g_126 , ((int16_t)(((*l_480) = ((*l_478) = ((l_477 , l_477) , &l_4))) != (void*)0) << (int16_t)13)))) % (uint16_t)l_483))) << (uint16_t)g_202)) ^ g_202) << (int16_t)3)))
        {
            float l_489 = 0x5.Bp-1;
            int32_t l_491 = 0x8C442F11L;
            int8_t l_495 = 1L;
            float *l_610 = &g_151;
            int32_t *l_611 = &g_3;
            int32_t *l_612 = &l_491;
            int32_t *l_613 = &g_3;
            int32_t *l_614 = &g_34;
            int32_t *l_615 = &l_491;
            int32_t *l_617 = &l_430;
            int32_t *l_618 = &l_430;
            int32_t *l_619 = &l_430;
            int32_t *l_620 = (void*)0;
            int32_t *l_621 = &l_430;
            int32_t *l_622 = &g_3;
            int32_t *l_623 = (void*)0;
            int32_t l_624 = 4L;
            int32_t *l_625 = &l_491;
            int32_t *l_626 = &g_3;
            int32_t *l_627 = &g_34;
            int32_t *l_628 = &l_430;
            int32_t *l_629 = &l_624;
            for (l_48 = (-30); (l_48 >= 35); l_48 += 2)
            {
                int32_t l_486 = 0xF7A7125EL;
                int64_t l_520 = 0xDD0D944DB031DD35LL;
                int32_t l_536 = 8L;
                int32_t l_551 = (-10L);
                int16_t ***l_575 = &g_148;
                (*l_398) ^= l_486;
            }
            (*l_610) = (l_482 == ((*g_148) = (*g_148)));
            --g_630;
            for (g_3 = 0; (g_3 < 14); g_3 += 1)
            {
                return g_220;
            }
        }
        else
        {
            l_635 = (*l_478);
            if (l_477)
                goto lbl_578;
            if (g_122)
                goto lbl_636;
        }
    }
    return g_87;
}
static uint16_t func_14(int32_t * p_15, int16_t p_16, uint16_t p_17, int32_t ** p_18, float p_19)
{
    int16_t l_82 = 0x9A43L;
    int32_t l_85 = 0L;
    uint64_t l_88 = 0xCD5900A0D1F898AFLL;
    uint16_t l_100 = 0xABB4L;
    uint16_t *l_115 = &l_100;
    int64_t *l_189 = &g_147;
    int32_t l_241 = 0xC68DCB92L;
    int32_t ***l_242 = (void*)0;
    uint64_t l_243 = 0x67023329542E1035LL;
    for (g_34 = (-9); (g_34 >= (-8)); ++g_34)
    {
        uint64_t l_56 = 5UL;
        int32_t ***l_62 = &g_29;
        int16_t *l_79 = (void*)0;
        int16_t *l_80 = &g_81;
        int16_t *l_83 = (void*)0;
        int16_t *l_84 = &l_82;
        uint16_t *l_86 = &g_87;
        uint32_t *l_89 = &g_45;
        int32_t **l_91 = &g_30;
        int32_t ***l_90 = &l_91;
        int64_t *l_140 = &g_126;
        if (((int64_t)(((uint32_t)((l_56 <= (((0x27283A38L ^ (!((int16_t)(g_92 ^= ((&g_30 != (void*)0) & ((int16_t)(((*l_62) = &g_30) != ((*l_90) = (((((uint16_t)(9L != (((((((*l_89) = (((!(((g_34 > ((((-1L) & ((((((uint64_t)(((uint16_t)((uint16_t)((uint16_t)((*l_86) = ((int16_t)(-(int16_t)((*l_84) = (((int16_t)((*l_80) ^= (-6L)) >> (int16_t)2) | l_82))) + (int16_t)l_85)) % (uint16_t)1L) % (uint16_t)65527UL) - (uint16_t)g_3) <= p_16) + (uint64_t)l_85) ^ 0x02F3L) >= p_16) < g_45) || l_82)) <= l_88) != p_16)) >= l_88) ^ g_34)) , (*g_30)) > 0xCAD959FCL)) , p_16) || 0L) == 4294967294UL) | p_17) >= 0xEEAEFF69L)) >> (uint16_t)9) && p_16) & 0xFF2B3A76C1E8010CLL) , &g_30))) - (int16_t)g_3))) + (int16_t)l_88))) == g_3) && g_45)) , 3UL) % (uint32_t)p_17) & 0xBF261B24C01D5BC3LL) % (int64_t)(-1L)))
        {
            int16_t *l_105 = &l_82;
            int32_t l_111 = (-1L);
            int32_t **l_120 = &g_30;
            for (l_56 = 0; (l_56 <= 22); l_56 += 1)
            {
                int32_t *l_96 = (void*)0;
                int32_t *l_97 = (void*)0;
                int32_t *l_98 = (void*)0;
                int16_t **l_106 = &l_84;
                int64_t *l_133 = &g_132;
                int32_t ***l_178 = &l_120;
                int32_t l_223 = 0x46DB0404L;
            }
        }
        else
        {
            (*p_18) = (**l_90);
        }
    }
    return p_16;
}
static uint16_t func_24(int32_t ** p_25, int8_t p_26, uint32_t p_27, int32_t ** p_28)
{
    float l_31 = (-0x1.8p+1);
    int64_t l_32 = 1L;
    int32_t *l_33 = &g_34;
    int32_t l_35 = 0x1826FBD1L;
    int32_t *l_36 = &l_35;
    int32_t *l_37 = &g_34;
    int32_t *l_38 = &g_34;
    int32_t *l_39 = (void*)0;
    int32_t *l_40 = &g_34;
    int32_t *l_41 = &g_34;
    int32_t *l_42 = &g_34;
    int32_t *l_43 = &l_35;
    int32_t *l_44 = &g_34;
    --g_45;
    return (*l_38);
}
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_45, "g_45", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_87, "g_87", print_hash_value);
    transparent_crc(g_92, "g_92", print_hash_value);
    transparent_crc(g_99, "g_99", print_hash_value);
    transparent_crc(g_122, "g_122", print_hash_value);
    transparent_crc(g_126, "g_126", print_hash_value);
    transparent_crc(g_132, "g_132", print_hash_value);
    transparent_crc(g_139, "g_139", print_hash_value);
    transparent_crc(g_147, "g_147", print_hash_value);
    transparent_crc_bytes (&g_151, sizeof(g_151), "g_151", print_hash_value);
    transparent_crc(g_197, "g_197", print_hash_value);
    transparent_crc(g_202, "g_202", print_hash_value);
    transparent_crc(g_215, "g_215", print_hash_value);
    transparent_crc(g_220, "g_220", print_hash_value);
    transparent_crc(g_231, "g_231", print_hash_value);
    transparent_crc_bytes (&g_315, sizeof(g_315), "g_315", print_hash_value);
    transparent_crc_bytes (&g_433, sizeof(g_433), "g_433", print_hash_value);
    transparent_crc(g_439, "g_439", print_hash_value);
    transparent_crc(g_549, "g_549", print_hash_value);
    transparent_crc_bytes (&g_553, sizeof(g_553), "g_553", print_hash_value);
    transparent_crc(g_570, "g_570", print_hash_value);
    transparent_crc(g_609, "g_609", print_hash_value);
    transparent_crc(g_616, "g_616", print_hash_value);
    transparent_crc(g_630, "g_630", print_hash_value);
    transparent_crc(g_701, "g_701", print_hash_value);
    transparent_crc(g_752, "g_752", print_hash_value);
    transparent_crc(g_837, "g_837", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
