
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
static uint16_t g_2 = 1U;
static int32_t g_5 = 0x6580849F;
static int32_t g_7 = 0x62A2B3B7;
static uint16_t g_9 = 1U;
static int16_t g_173 = 0;
static int32_t g_174 = (-1);
static uint32_t g_191 = 0xF31D0C90;
static uint32_t g_226 = 0x5FCFD512;
static float g_246 = (-0x8.8p+1);
static uint16_t g_247 = 1U;
static float g_326 = 0x1.1p+1;
static uint32_t g_370 = 0x88FD8152;
static uint32_t g_556 = 0xD242C8DA;
static int16_t g_629 = 0x3555;
static uint16_t g_632 = 1U;
static int32_t func_1(void);
static float func_22(int32_t p_23, uint8_t p_24, int16_t p_25, int32_t p_26, float p_27);
static int16_t func_28(int16_t p_29, int16_t p_30, int16_t p_31, uint32_t p_32, int32_t p_33);
static int32_t func_1(void)
{
    float l_3 = 0xA.A9AC70p-63;
    int32_t l_4 = 0;
    int32_t l_6 = (-6);
    int32_t l_8 = (-1);
    g_2 = (-0x4.8p+1);
    ++g_9;
    l_4 = ((g_5 < l_6) > ((float)(((float)((0x4.Dp-1 <= ((float)g_5 + (float)(((g_5 != (((float)((-0x4.Bp+1) < ((((float)func_22((((func_28((l_6 ^ ((uint16_t)((g_5 <= (((uint16_t)((uint16_t)((0 >= g_9) != g_2) << (uint16_t)l_8) << (uint16_t)3) || g_2)) == g_7) << (uint16_t)l_4)), g_2, g_9, g_7, g_9) && g_191) | l_4) | 2U), l_4, l_8, g_2, g_5) - (float)0xC.6A9D26p+45) == l_4) < l_4)) - (float)0x0.E780B2p+57) != l_4)) == 0x4.1B08AAp-39) != 0x7.2CF653p+44))) < g_2) - (float)(-0x1.6p+1)) > l_4) * (float)l_4));
    g_5 |= ((uint16_t)((uint32_t)g_556 - (uint32_t)g_556) + (uint16_t)(g_7 || ((~g_226) <= ((uint32_t)l_6 + (uint32_t)g_9))));
    return l_8;
}
static float func_22(int32_t p_23, uint8_t p_24, int16_t p_25, int32_t p_26, float p_27)
{
    uint32_t l_630 = 0x294AA1D8;
    uint32_t l_633 = 4294967295U;
    p_27 = l_630;
    g_632 |= (~(p_23 < (0xEE6E78B1 < p_23)));
    return l_633;
}
static int16_t func_28(int16_t p_29, int16_t p_30, int16_t p_31, uint32_t p_32, int32_t p_33)
{
    int32_t l_54 = 0x73E702B6;
    uint16_t l_112 = 0xCB79;
    uint32_t l_308 = 4294967295U;
    int32_t l_321 = 0x71135796;
    float l_345 = 0xB.CB55B0p-20;
    int32_t l_591 = 0;
    uint32_t l_605 = 4294967292U;
    float l_628 = 0x0.Bp+1;
    if (((int16_t)((int16_t)((((g_5 | (5 && (((uint16_t)((uint16_t)(((uint32_t)g_7 % (uint32_t)((int16_t)(((uint16_t)g_9 >> (uint16_t)10) == ((g_9 >= 0x984BBC18) <= ((-7) && g_7))) << (int16_t)0)) && p_32) << (uint16_t)5) << (uint16_t)p_30) >= l_54))) | p_32) != 0U) ^ p_31) % (int16_t)l_54) >> (int16_t)4))
    {
        int32_t l_70 = 1;
        int32_t l_225 = 0;
        uint32_t l_271 = 1U;
        if ((((uint32_t)((uint32_t)(~((uint16_t)((int16_t)((uint16_t)(p_29 < 6) - (uint16_t)g_5) + (int16_t)0xDBFA) * (uint16_t)((uint32_t)((uint16_t)0xBC59 << (uint16_t)6) + (uint32_t)l_70))) + (uint32_t)(((int32_t)((uint16_t)(~(((((uint16_t)((int32_t)p_33 + (int32_t)((int16_t)g_9 << (int16_t)p_29)) * (uint16_t)l_70) | 0xA2AD) >= 1U) ^ 0xF1BF)) >> (uint16_t)6) % (int32_t)4) && l_54)) - (uint32_t)(-7)) ^ p_32))
        {
            uint32_t l_101 = 4294967295U;
            int32_t l_103 = 0;
            uint8_t l_245 = 0xD4;
            l_70 |= ((uint16_t)0U << (uint16_t)9);
            if ((((((!(((int16_t)(p_29 <= ((uint16_t)0x12F0 >> (uint16_t)9)) - (int16_t)((p_29 > (((uint16_t)(((uint16_t)((uint16_t)(p_31 <= g_2) % (uint16_t)g_9) << (uint16_t)2) && (g_2 ^ ((((((uint16_t)((uint16_t)p_32 >> (uint16_t)2) - (uint16_t)((((uint16_t)0xA8BF << (uint16_t)0) | l_70) <= l_70)) > p_30) & 0xC8A3) ^ g_2) >= g_9))) * (uint16_t)g_9) & p_31)) | p_29)) == p_30)) ^ g_5) >= l_101) <= g_5) >= g_2))
            {
                uint16_t l_102 = 0x6DE1;
                int32_t l_129 = 1;
                uint32_t l_166 = 0xA62BBE41;
                int16_t l_167 = 0x8769;
                l_103 = (g_9 ^ (p_29 && l_102));
                if (((((g_2 >= (((((int32_t)(((uint16_t)(((((((p_33 || ((uint16_t)l_54 % (uint16_t)((int16_t)((l_112 & ((uint16_t)(((uint16_t)(((int16_t)g_9 - (int16_t)((int32_t)l_102 + (int32_t)p_31)) | (-(uint32_t)((uint16_t)l_112 + (uint16_t)((int32_t)p_31 % (int32_t)g_2)))) - (uint16_t)l_103) < 4294967295U) - (uint16_t)g_5)) >= g_5) + (int16_t)p_31))) > g_7) | 0) && g_2) > l_103) & p_30) ^ g_5) << (uint16_t)l_112) & g_2) % (int32_t)g_7) ^ 4294967289U) || l_54) & g_5)) & p_29) == 0x3B74EAE5) <= 0x7691))
                {
                    uint32_t l_128 = 4294967295U;
                    l_128 = (p_33 >= ((int32_t)(g_5 >= (l_101 == 65535U)) - (int32_t)0x6FBAD4E8));
                    l_129 = l_128;
                }
                else
                {
                    int32_t l_165 = 0;
                    if (((((((int16_t)((int16_t)g_2 << (int16_t)(-(uint32_t)(((int16_t)p_30 % (int16_t)((uint16_t)((int32_t)l_103 + (int32_t)(((int32_t)(((int16_t)0xE31D << (int16_t)((int16_t)((uint16_t)((((p_32 > (((((uint16_t)g_5 << (uint16_t)6) | (-(uint16_t)g_7)) < ((((((uint32_t)((((int16_t)(((-(uint32_t)((int16_t)((int16_t)g_9 >> (int16_t)((uint16_t)(((uint16_t)0x8A91 << (uint16_t)g_9) != p_29) % (uint16_t)l_165)) % (int16_t)g_2)) <= p_31) | p_30) << (int16_t)2) < l_166) > 0) % (uint32_t)0x06F17542) != 0x6A24) >= g_7) | l_54) & g_5)) == g_2)) || g_7) | l_167) != p_32) << (uint16_t)4) << (int16_t)5)) >= 0x69C7) % (int32_t)l_112) ^ g_9)) >> (uint16_t)l_129)) && p_29))) + (int16_t)p_33) != l_70) & l_103) || g_7) | p_29))
                    {
                        uint8_t l_172 = 0x1B;
                        g_173 = ((uint32_t)g_9 - (uint32_t)((uint16_t)l_172 << (uint16_t)14));
                    }
                    else
                    {
                        uint32_t l_190 = 0x387BD1CF;
                        g_174 = p_33;
                        l_190 = (((uint16_t)((uint32_t)0xA6E12AA0 % (uint32_t)((int16_t)(p_30 | p_33) - (int16_t)((-(int16_t)(!((uint32_t)(0xEA5EAF73 && ((int16_t)g_173 >> (int16_t)9)) % (uint32_t)0x7E072EDA))) & (~((uint16_t)g_5 - (uint16_t)(-7)))))) - (uint16_t)p_30) >= g_9);
                    }
                    ++g_191;
                    l_165 ^= ((int32_t)((uint16_t)p_32 << (uint16_t)14) % (int32_t)((-10) ^ 1U));
                    return g_2;
                }
                l_129 ^= (((!(p_29 <= g_9)) & (-1)) < 65528U);
            }
            else
            {
                uint32_t l_205 = 0x30FBAA50;
                int32_t l_213 = 0x75A08344;
                l_70 = 1;
                l_213 = (-(uint32_t)(((-(uint16_t)((int32_t)(-6) + (int32_t)(-(uint16_t)p_31))) >= 4294967290U) > (((~(0 > (l_205 <= (!g_173)))) >= ((p_31 || ((int32_t)((uint16_t)((((uint32_t)0U - (uint32_t)g_5) & l_54) <= l_103) << (uint16_t)11) - (int32_t)g_173)) != p_33)) <= p_29)));
                l_225 &= (((uint16_t)(0x709C & 1) * (uint16_t)((((((int32_t)(p_31 >= ((-(int16_t)((((((int16_t)l_70 * (int16_t)p_33) != (!(-(uint32_t)((int16_t)(((l_101 <= (l_103 != l_112)) < 0x4FB4) | p_29) * (int16_t)p_31)))) <= g_5) == 0x536A) | g_5)) && p_32)) - (int32_t)0) > 0x4B59A663) && l_103) != g_5) & 0x3C0A)) ^ g_5);
                g_226 = p_31;
            }
            l_245 &= ((~((0x0D5D7125 != l_54) || (((((((int16_t)(!(((uint32_t)((0x5A95E6A1 || (g_173 ^ ((int16_t)((uint16_t)(((p_29 <= ((((uint16_t)(((uint16_t)0xCEC6 + (uint16_t)((int16_t)(-(int16_t)((l_54 > g_173) == (-(int16_t)0x141F))) >> (int16_t)g_174)) && g_173) * (uint16_t)l_112) <= l_103) ^ g_2)) ^ l_101) == l_54) << (uint16_t)11) + (int16_t)p_29))) >= g_174) - (uint32_t)g_2) != 1)) * (int16_t)0) != g_9) >= p_32) & 0xAF0D) & l_225) >= l_103))) > 4U);
            l_103 = 0x5.D6FB8Ap-7;
        }
        else
        {
            g_247 = l_70;
            g_246 = (g_7 > (-0x4.9p-1));
        }
        if (((uint16_t)g_226 * (uint16_t)(((uint16_t)(l_54 | ((p_32 | ((int16_t)((uint16_t)((((int16_t)(((uint16_t)l_225 >> (uint16_t)3) & (((int16_t)g_226 - (int16_t)((0xCE233F4A <= p_32) | (-(int32_t)(l_54 & l_54)))) < l_54)) + (int16_t)l_112) | 0xCE996AD9) == g_191) * (uint16_t)l_112) + (int16_t)0xE0FF)) | p_33)) - (uint16_t)g_191) != 4294967292U)))
        {
            int16_t l_265 = 0x08E1;
            for (g_7 = (-11); (g_7 != 2); g_7++)
            {
                return g_174;
            }
            l_225 = l_265;
            l_225 = (l_265 <= (g_247 < (((l_70 > ((float)(!l_225) * (float)(l_225 < ((((((((float)((0x1.Ap+1 > p_32) != ((-0x8.Fp+1) > 0x4.4p-1)) + (float)p_29) > l_54) != g_246) > l_54) > l_265) < l_225) == l_54)))) == 0x7.37F3D3p-64) < 0x1.4p+1)));
            l_271++;
        }
        else
        {
            int32_t l_283 = (-1);
            int16_t l_354 = (-10);
            int32_t l_367 = 0x43580E5C;
            int32_t l_409 = 0x63181019;
            for (g_247 = 0; (g_247 < 55); g_247 += 5)
            {
                int32_t l_282 = 0x3C7F2555;
                int32_t l_327 = 0xC3B88169;
                if (((!((int16_t)((uint16_t)((~p_29) & (l_282 && p_33)) % (uint16_t)((p_30 || (((l_283 == ((((((int16_t)(p_33 | p_32) >> (int16_t)9) || ((int32_t)((((~(0x8CF6 | (p_33 <= g_247))) == 1U) < l_112) ^ g_5) % (int32_t)(-10))) < l_271) >= (-2)) < 9)) && g_173) >= g_247)) ^ l_225)) * (int16_t)0U)) == l_283))
                {
                    return p_30;
                }
                else
                {
                    if (((-1) || ((int32_t)((int16_t)(p_29 > ((int16_t)g_173 << (int16_t)4)) - (int16_t)(l_283 <= (((uint16_t)((uint16_t)(((l_282 | p_29) >= 0x0E69) <= ((uint16_t)(g_226 && g_247) << (uint16_t)p_31)) * (uint16_t)(-3)) >> (uint16_t)3) >= l_112))) + (int32_t)(-1))))
                    {
                        uint16_t l_320 = 8U;
                        if (g_226)
                            break;
                        if (g_9)
                            break;
                        l_283 = (((float)((float)(!((float)g_247 * (float)0x2.Bp+1)) - (float)((l_308 != (((((float)(((float)0x4.F5C35Fp+95 - (float)((float)l_54 + (float)0x0.7p+1)) > ((float)g_173 - (float)((float)(((((((0x9.F8FE39p-98 <= (!p_32)) > l_308) >= g_226) == p_32) < p_32) != l_70) >= p_30) - (float)0xF.D87E9Fp-50))) - (float)0x5.80D671p-11) >= l_283) >= l_320) > g_173)) < 0x4.403A96p+59)) * (float)l_271) == p_30);
                    }
                    else
                    {
                        l_321 = g_5;
                        l_225 = ((float)(-0x1.Dp-1) * (float)(((float)g_5 + (float)0x1.7AC4D6p-27) != p_31));
                        if (p_32)
                            continue;
                        l_327 = p_30;
                    }
                }
                if (((int16_t)(((-(uint16_t)0U) ^ ((uint16_t)(((uint16_t)(((((((uint16_t)((((uint32_t)((int32_t)(g_2 < (((uint32_t)(p_31 && (l_271 >= l_327)) % (uint32_t)((((int16_t)0xDCB5 + (int16_t)(g_2 && 6)) ^ g_9) | 0x52832AB4)) == p_29)) + (int32_t)p_29) % (uint32_t)4294967293U) == p_31) > p_32) - (uint16_t)p_32) == g_2) && p_32) >= g_174) | 0xF441) > p_29) << (uint16_t)3) < (-7)) >> (uint16_t)l_283)) || 0U) >> (int16_t)13))
                {
                    l_327 = (((l_327 | (((g_5 != ((!p_30) == (p_31 | ((uint32_t)(((g_2 == (((int32_t)((p_33 ^ (~65532U)) == ((int16_t)0x1406 >> (int16_t)12)) % (int32_t)l_354) > 0x3CEB)) && 4294967292U) | g_5) - (uint32_t)g_5)))) != l_354) == 7)) & g_9) >= 0xBC11);
                    g_246 = g_326;
                    if ((((65534U > 0xCC29) < ((uint16_t)((((((int16_t)(((int16_t)((((int16_t)p_31 * (int16_t)((int16_t)g_7 * (int16_t)0x7D04)) && (0x1732CC21 == l_367)) > (((p_33 ^ ((int16_t)(p_30 < p_30) * (int16_t)0xA548)) ^ 0x6017DD66) | g_226)) >> (int16_t)l_321) >= 5U) + (int16_t)p_32) || 0xB5F79306) > l_327) ^ p_30) | g_226) << (uint16_t)g_174)) > 0xF7FC))
                    {
                        l_321 = 0xFA903B37;
                        if (p_30)
                            continue;
                    }
                    else
                    {
                        uint8_t l_373 = 0xA2;
                        ++g_370;
                        g_326 = l_373;
                        if (p_30)
                            break;
                    }
                    l_70 = ((int16_t)l_367 >> (int16_t)5);
                }
                else
                {
                    uint32_t l_408 = 0x4BA6C3AF;
                    g_326 = (((p_29 == ((((float)((float)p_30 * (float)0x8.730B52p-54) - (float)((p_29 <= (!(((p_32 <= g_7) <= ((((float)p_30 + (float)((0xF.2169EFp-80 >= g_174) != l_367)) > 0xF.33F744p-0) <= p_31)) <= 0x1.Dp-1))) <= (-0x5.3p-1))) == (-0x1.2p+1)) <= p_33)) <= g_326) < p_32);
                    if (((int16_t)l_271 + (int16_t)(0xC1144BB9 == (((int16_t)(!l_354) * (int16_t)8) == (l_282 & l_112)))))
                    {
                        uint32_t l_396 = 4294967295U;
                        l_408 = ((((((int16_t)((uint16_t)(((int16_t)0x5260 << (int16_t)12) >= ((l_396 >= ((uint16_t)(((uint16_t)(-(int32_t)((int16_t)(l_70 <= (((0 & g_7) & (((p_29 ^ ((int16_t)((g_191 && l_354) & ((uint32_t)((g_191 & 8) >= 0xEC86A8BD) % (uint32_t)6U)) << (int16_t)14)) | 4294967289U) && p_30)) | p_29)) * (int16_t)p_30)) % (uint16_t)l_327) || l_283) * (uint16_t)p_31)) <= 0x5466)) * (uint16_t)(-1)) * (int16_t)p_33) && p_33) >= p_29) < g_2) ^ g_370);
                    }
                    else
                    {
                        l_409 = g_2;
                        return p_31;
                    }
                }
                g_326 = p_30;
            }
        }
        if ((((((((int16_t)(((uint16_t)p_33 >> (uint16_t)7) < (((uint32_t)((int16_t)(((int16_t)p_32 >> (int16_t)4) <= (((g_191 != ((((int16_t)(p_29 > (((int16_t)((g_2 || (g_226 & (((uint16_t)((int16_t)(((uint16_t)l_321 * (uint16_t)(l_225 | (-(uint32_t)g_247))) >= p_32) * (int16_t)0x8390) - (uint16_t)0xD652) != l_271))) || (-1)) << (int16_t)10) <= p_32)) << (int16_t)l_225) & g_191) == 65527U)) || g_9) >= g_9)) >> (int16_t)l_271) % (uint32_t)0x6947678D) ^ l_271)) * (int16_t)p_33) != g_226) ^ 0) >= p_30) & 0xE9B0BE5C) | 0xEA85))
        {
            int16_t l_451 = 0;
            int32_t l_523 = 0xEA6FD6B7;
            int32_t l_524 = 1;
            if ((~((0 == l_70) || p_33)))
            {
                uint32_t l_434 = 6U;
                int32_t l_450 = 4;
                if (((((((uint16_t)(l_434 > g_173) << (uint16_t)3) >= ((uint32_t)p_33 % (uint32_t)(~(((((int16_t)((int16_t)(((((int16_t)(0xB80B1608 & ((((int32_t)g_370 - (int32_t)((((uint32_t)(0x687B620D & g_174) + (uint32_t)(l_434 > (((int16_t)p_30 % (int16_t)g_5) || p_30))) >= 0x4A39CD65) || g_9)) || g_2) >= 0U)) * (int16_t)p_30) || p_32) & 0xF2353BF5) <= l_434) * (int16_t)1U) * (int16_t)l_450) || g_9) != 0U) > g_370)))) == g_5) & l_70) == l_451))
                {
                    uint32_t l_460 = 0x8785AC9E;
                    int16_t l_500 = (-1);
                    int32_t l_501 = 0x32574745;
                    int32_t l_504 = (-10);
                    g_246 = 0x2.1C4F02p+30;
                    for (p_29 = 0; (p_29 >= (-12)); p_29 -= 1)
                    {
                        uint32_t l_469 = 0xDEDA1515;
                        l_469 = ((p_31 == (0xD.AF1D0Dp+92 < ((float)g_9 - (float)((-0x1.Bp+1) < (((((((float)((float)0x7.C311D1p+41 * (float)l_460) * (float)((float)(((float)l_308 * (float)(((float)((float)p_30 + (float)g_370) - (float)(-0x4.0p+1)) >= 0x4.7C9C75p-69)) <= g_370) + (float)0x2.10143Fp-7)) > l_70) > 0x1.6p-1) != (-0x1.Bp-1)) == g_2) == g_226))))) < (-0x1.6p-1));
                        l_501 = (g_5 & (((int16_t)((int16_t)((int16_t)((uint16_t)((int16_t)((int16_t)(((int16_t)((int16_t)((((((int16_t)((((l_460 & g_7) != p_29) != (4294967295U | ((uint16_t)(((l_451 > (((int16_t)(-1) * (int16_t)(l_469 && (((((int16_t)((int16_t)(((uint16_t)((0x9CE888E3 | g_174) && l_460) % (uint16_t)p_32) & p_31) + (int16_t)0xD5DF) << (int16_t)1) || p_29) || 0xE29D) >= p_32))) || 0x2CED)) & g_226) || 0U) >> (uint16_t)10))) >= 0xC69356C6) * (int16_t)p_32) != 0) || p_29) && l_112) && 0x38F734D9) - (int16_t)0xEEEF) >> (int16_t)l_460) >= 9) << (int16_t)l_500) + (int16_t)0x5E7E) + (uint16_t)l_321) % (int16_t)0xC07C) << (int16_t)9) % (int16_t)p_31) <= g_174));
                        l_504 |= ((uint16_t)1U + (uint16_t)g_9);
                    }
                    l_524 = (0x5.Fp-1 <= ((p_33 != ((float)((float)((((((float)((-0x1.0p+1) < 0xB.09EA18p-82) * (float)(((((float)(p_33 > l_460) - (float)0x4.7FFEDEp+21) <= (((float)(((float)((((((((float)((float)((l_500 != (((float)((l_271 <= p_30) >= 0xA.F508F9p+77) + (float)p_30) > 0x5.C61B0Cp-33)) != (-0x7.Bp+1)) - (float)(-0x1.4p+1)) + (float)l_308) == l_523) == (-0x3.2p+1)) >= g_326) < p_32) > p_30) != p_30) - (float)0x0.4p+1) >= g_226) - (float)p_32) < g_173)) > 0xE.115F96p-8) < p_32)) < l_523) != 0x7.4D4C1Fp+64) >= g_7) >= 0x6.8ECCA2p+22) - (float)0x1.Bp+1) + (float)l_451)) > g_2));
                    g_326 = (p_33 > 0x1.Ep+1);
                }
                else
                {
                    return l_524;
                }
            }
            else
            {
                return l_271;
            }
            g_246 = (l_225 >= (0x9.5p-1 >= (((float)0x1.E515C1p+95 * (float)p_29) < (((float)g_2 + (float)((float)((float)p_29 + (float)((-0x3.3p-1) >= (g_191 == 0x8.Ep+1))) * (float)p_31)) >= p_29))));
            l_524 = ((uint32_t)0U - (uint32_t)((((int16_t)(((int16_t)((uint32_t)p_30 + (uint32_t)((((((uint16_t)((uint16_t)(~0x3863) >> (uint16_t)4) * (uint16_t)g_2) | (((uint16_t)((((g_5 >= p_32) & ((uint16_t)p_31 >> (uint16_t)(~((int16_t)g_174 << (int16_t)10)))) && ((-1) & 0x82B9280C)) ^ 0) - (uint16_t)0x557B) & (-1))) & g_7) || p_31) && g_191)) * (int16_t)1) < l_271) - (int16_t)g_9) && l_524) != p_30));
        }
        else
        {
            int16_t l_555 = 0;
            for (l_308 = 0; (l_308 > 33); l_308++)
            {
                l_321 = 0xA77881DC;
                if (g_226)
                    break;
                return l_555;
            }
            g_556++;
            l_225 = ((uint16_t)(0xB469FE3B == (l_112 || ((int16_t)g_191 >> (int16_t)15))) >> (uint16_t)p_33);
        }
    }
    else
    {
        int16_t l_582 = 1;
        int32_t l_592 = (-1);
        l_592 = (((int16_t)((((int16_t)(((int32_t)(~(-1)) - (int32_t)((((((uint16_t)((uint32_t)(0x2882 && (g_9 >= (((((((((((int32_t)((uint32_t)((((int16_t)(((int16_t)(((0x22B0 | (((l_582 | ((uint16_t)0x662B * (uint16_t)(((int16_t)0x78CB * (int16_t)l_308) >= ((int16_t)((uint16_t)g_370 * (uint16_t)g_556) + (int16_t)l_582)))) ^ g_556) != g_226)) != l_321) <= (-10)) + (int16_t)p_29) | p_29) << (int16_t)p_33) == 0xC193) <= 4294967295U) % (uint32_t)0xECFD6787) % (int32_t)p_32) || 0U) | l_582) >= 0xD868) > (-10)) & p_31) <= p_31) >= 1) >= p_33) && 0x8731))) - (uint32_t)0xB4B6336E) % (uint16_t)g_7) || l_591) > g_9) <= p_29) >= 65533U)) >= g_7) << (int16_t)10) | 0xB3C3) != l_308) >> (int16_t)3) == 0x4C3A53F2);
    }
    l_321 = ((~((((int16_t)((uint32_t)((int16_t)((uint16_t)(!(((uint16_t)l_605 + (uint16_t)((int16_t)(((int16_t)p_33 << (int16_t)((-1) && ((int16_t)(((int16_t)((((uint16_t)l_591 >> (uint16_t)((uint16_t)((((l_112 == ((((int16_t)(4294967288U >= (1U && (((int16_t)(((((int16_t)(((int32_t)((int32_t)g_191 + (int32_t)((4294967294U > l_112) && p_31)) - (int32_t)l_591) < l_321) + (int16_t)(-1)) && l_112) <= 0xA16E3B14) == l_605) >> (int16_t)6) || g_556))) >> (int16_t)3) < g_174) <= l_308)) | 1) > 0x7C10) < l_605) >> (uint16_t)l_308)) && 0U) >= p_29) - (int16_t)p_31) & p_31) << (int16_t)8))) > p_31) % (int16_t)g_5)) != l_112)) >> (uint16_t)9) >> (int16_t)p_29) - (uint32_t)4294967295U) << (int16_t)5) >= l_54) & g_370)) >= l_321);
    return g_629;
}
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_9, "g_9", print_hash_value);
    transparent_crc(g_173, "g_173", print_hash_value);
    transparent_crc(g_174, "g_174", print_hash_value);
    transparent_crc(g_191, "g_191", print_hash_value);
    transparent_crc(g_226, "g_226", print_hash_value);
    transparent_crc_bytes (&g_246, sizeof(g_246), "g_246", print_hash_value);
    transparent_crc(g_247, "g_247", print_hash_value);
    transparent_crc_bytes (&g_326, sizeof(g_326), "g_326", print_hash_value);
    transparent_crc(g_370, "g_370", print_hash_value);
    transparent_crc(g_556, "g_556", print_hash_value);
    transparent_crc(g_629, "g_629", print_hash_value);
    transparent_crc(g_632, "g_632", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
