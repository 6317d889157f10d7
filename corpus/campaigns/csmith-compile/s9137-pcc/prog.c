
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
static uint16_t g_8 = 65535U;
static volatile float g_9 = 0x9.85A957p+96;
static volatile int32_t g_10 = 0;
static int32_t g_53 = 1;
static int32_t g_54 = 0x19C7819A;
static uint16_t g_74 = 0U;
static int16_t g_117 = (-10);
static int32_t g_118 = 0x760D513A;
static uint32_t g_119 = 0xF5A9ACF3;
static uint8_t g_150 = 7U;
static int16_t g_193 = 0x0EF0;
static volatile int32_t g_212 = 2;
static uint32_t g_239 = 0x231DAC2A;
static uint32_t g_299 = 1U;
static uint16_t g_406 = 0xD51B;
static uint8_t g_407 = 1U;
static volatile int32_t g_432 = 0x80848E3E;
static uint8_t g_478 = 0xFB;
static int32_t g_496 = (-6);
static uint16_t g_520 = 0xC14B;
static int32_t g_542 = 0xBACAAA3B;
static uint32_t g_544 = 0x077C2F8E;
static uint8_t g_590 = 0xC8;
static int32_t g_598 = 0xBB1AD0E6;
static int32_t g_620 = (-1);
static int32_t g_621 = (-8);
static int32_t g_697 = 1;
static int16_t func_1(void);
static int16_t func_4(int32_t p_5);
static uint16_t func_13(uint32_t p_14, int32_t p_15, float p_16);
static int16_t func_1(void)
{
    int16_t l_658 = (-5);
    int32_t l_673 = 0;
    int32_t l_674 = (-1);
    int32_t l_675 = 0xC4F5BB74;
    uint32_t l_679 = 4294967295U;
    int32_t l_694 = 0x78DC6674;
    uint32_t l_695 = 0xB991E16E;
    if (((uint32_t)(l_675 = (l_673 = (func_4(((uint16_t)(g_8 = 6U) >> (uint16_t)g_10)) && ((uint32_t)(1U | (((float)((l_658 <= (((((((!(((float)(l_658 != ((+((float)(((float)((float)g_119 - (float)(0xD.22F055p-7 <= (((uint32_t)((uint16_t)(l_658 != 8) - (uint16_t)g_117) + (uint32_t)l_658) , g_239))) + (float)0xB.F76A82p+6) != g_54) - (float)g_520)) == l_673)) + (float)(-0x1.Dp+1)) != g_598)) != g_150) == 0x4.784100p+92) >= l_658) < 0x0.Ep+1) <= g_542) < (-0x1.5p+1))) > l_658) + (float)g_496) , l_674)) + (uint32_t)l_658)))) % (uint32_t)0x0F1C2DAA))
    {
        uint32_t l_676 = 0xFB73BEA6;
        return l_676;
    }
    else
    {
        int32_t l_690 = (-1);
        int32_t l_691 = 1;
        float l_696 = (-0x1.4p-1);
        l_696 = (((float)l_679 + (float)(((int16_t)((l_695 = ((int16_t)((uint32_t)4294967295U + (uint32_t)((int16_t)(l_658 != ((-10) ^ (g_193 = ((int16_t)(g_117 = l_690) << (int16_t)(g_406 ^ (l_691 = g_496)))))) % (int16_t)((int16_t)(g_407 < 0U) >> (int16_t)l_694))) << (int16_t)11)) || g_239) % (int16_t)(-9)) , l_691)) >= 0x2.C73BB6p+85);
        l_690 = ((g_432 , (g_544 = g_620)) , l_658);
        g_9 = ((g_697 = l_679) < g_542);
        g_697 = l_690;
    }
    return g_299;
}
static int16_t func_4(int32_t p_5)
{
    int32_t l_17 = 0x22E974A5;
    uint8_t l_638 = 0x43;
    int32_t l_639 = 0;
    uint16_t l_651 = 0xA834;
    int32_t l_652 = 0x70819C7D;
    int32_t l_653 = 0xAEF6A1A9;
    l_639 = ((p_5 , ((int16_t)(func_13(((l_17 == (g_10 > (p_5 == (((((uint16_t)((uint32_t)(p_5 && (((uint16_t)(0x19D87263 & ((int16_t)g_8 + (int16_t)l_17)) + (uint16_t)(g_8 == p_5)) & l_17)) + (uint32_t)g_8) - (uint16_t)1) > (-4)) && 0x65B0) != g_8)))) , p_5), g_8, g_8) && l_17) + (int16_t)(-1))) , l_638);
    l_653 = (p_5 , (l_652 = ((l_639 = (l_17 != (((0x3A9E8F89 != ((uint16_t)(~(((uint32_t)l_638 % (uint32_t)(0xD788 || (((uint16_t)(((uint16_t)(g_54 > (g_8 && 0xF3CA)) >> (uint16_t)(((int16_t)(p_5 ^ l_639) >> (int16_t)1) || p_5)) , 65530U) + (uint16_t)l_639) , 1))) != 0xD82E)) - (uint16_t)0x9128)) || 0xDD84540A) , l_17))) & l_651)));
    return l_652;
}
static uint16_t func_13(uint32_t p_14, int32_t p_15, float p_16)
{
    int32_t l_36 = 0xAB721576;
    uint32_t l_51 = 0xDCEC458A;
    uint32_t l_52 = 1U;
    uint32_t l_75 = 4294967293U;
    int32_t l_77 = 0x88A7CC15;
    uint32_t l_237 = 4294967294U;
    int32_t l_464 = 0x28363BF6;
    uint8_t l_488 = 0x1C;
    int32_t l_522 = (-5);
    uint8_t l_535 = 255U;
    int32_t l_628 = 0x5F56140A;
    float l_636 = 0x6.AD4564p+51;
    if (((uint32_t)((uint16_t)(((((g_54 = ((int16_t)(g_53 = (((uint32_t)(((1U & (l_36 <= (((((((l_36 > ((uint16_t)g_8 << (uint16_t)8)) | ((uint32_t)(p_15 && (4294967295U & p_15)) - (uint32_t)((((((int32_t)(((int16_t)(((uint32_t)((uint16_t)1U >> (uint16_t)(((uint32_t)l_36 + (uint32_t)l_36) <= l_36)) - (uint32_t)l_36) > 1U) + (int16_t)0x58D8) != p_14) % (int32_t)g_8) && l_36) <= g_10) , 0x457C) ^ p_15))) == p_14) || 0x0D4B) && p_14) == l_51) ^ l_36))) , 0xB34D7AEB) ^ 0x8A1D584D) + (uint32_t)l_52) | 0xAD8E)) << (int16_t)7)) | l_36) <= g_8) ^ p_14) , l_52) << (uint16_t)5) + (uint32_t)l_51))
    {
        uint32_t l_55 = 0xEB8EFB66;
        uint8_t l_73 = 9U;
        int32_t l_76 = (-1);
        int32_t l_78 = 0x97ADA246;
        int32_t l_79 = (-3);
        uint32_t l_207 = 0U;
        int16_t l_216 = 0xBF23;
        l_55 = p_15;
        if ((((((l_79 = (g_8 | (l_55 >= ((((l_78 = ((l_77 = (p_15 ^ (l_76 = ((l_36 ^ ((uint16_t)((((l_75 = (-(uint32_t)((((uint16_t)((int16_t)(g_74 = ((p_15 > ((((uint32_t)p_14 % (uint32_t)((int32_t)9 - (int32_t)(((((uint32_t)(((((int16_t)((((g_54 = ((((((uint32_t)l_51 % (uint32_t)l_51) , 4294967295U) >= p_15) <= 5U) , p_15)) | p_14) < 0) != 0xBDA1) % (int16_t)0x1BC4) & p_14) , 0x7E2FFC3E) && g_54) + (uint32_t)l_73) < 0xBA0F3F00) == 0x897E) || g_54))) & 4294967294U) , 0xD0D489CA)) == g_10)) % (int16_t)g_8) - (uint16_t)g_53) ^ 0x8EE3) & p_14))) == 0) >= l_52) != 0) >> (uint16_t)15)) && (-3))))) ^ (-10))) & l_55) != (-9)) >= g_8)))) < g_8) | l_55) <= g_53) && l_77))
        {
            int32_t l_111 = 0x84AEC7FB;
            int32_t l_151 = 0xC57D8A79;
            int32_t l_152 = 0x4DD4F9EB;
            int32_t l_204 = (-7);
            for (p_15 = 16; (p_15 >= (-23)); p_15 -= 4)
            {
                float l_108 = (-0x3.4p+1);
                int32_t l_116 = 0x426427E3;
                if (g_74)
                {
                    int32_t l_82 = 0x5ED16D00;
                    l_82 = g_74;
                    if (g_8)
                        break;
                }
                else
                {
                    uint32_t l_115 = 1U;
                    for (l_75 = 1; (l_75 == 4); ++l_75)
                    {
                        g_9 = g_9;
                    }
                    for (p_14 = 1; (p_14 <= 2); p_14 += 4)
                    {
                        uint32_t l_114 = 4294967295U;
                        l_77 = (((uint16_t)((((int16_t)0 - (int16_t)(l_116 = ((uint32_t)(((int32_t)p_14 % (int32_t)((uint16_t)(((-2) > (((uint32_t)((((int16_t)(p_14 && ((int16_t)((!((((uint16_t)(((int16_t)g_74 >> (int16_t)6) <= (((g_8 && ((uint16_t)((l_111 > ((uint16_t)((l_114 , ((((-3) == l_75) ^ l_79) || p_15)) && 0x5D52) << (uint16_t)9)) , p_15) << (uint16_t)11)) <= g_54) <= p_14)) << (uint16_t)5) >= g_10) >= l_115)) ^ l_75) - (int16_t)1)) - (int16_t)l_55) && g_54) != 3) + (uint32_t)p_15) & 0xC9850C21)) ^ g_54) % (uint16_t)p_14)) , l_73) % (uint32_t)(-1)))) >= 4294967295U) != 0xCE7A) << (uint16_t)4) , 0x8.3p-1);
                        l_116 = ((g_74 <= (l_79 , (g_118 = (g_117 = g_9)))) == ((g_119 = g_8) == (g_74 == p_15)));
                    }
                }
                g_9 = ((((p_14 , 0x4.3p-1) != (((float)p_15 - (float)(((float)(((float)((0xC.173D2Bp+44 > 0x0.4CA522p-99) >= (((float)(-0x1.1p+1) + (float)((((float)l_116 - (float)(l_116 , ((((((uint32_t)(9 != g_10) + (uint32_t)g_119) , 0x0.DDCAC8p+34) != 0x5.6FB4F1p-98) != l_51) != 0x6.Ap+1))) >= p_16) > l_116)) <= l_78)) + (float)p_15) >= g_117) + (float)g_54) , p_14)) > (-0x1.6p+1))) , (-0x7.Bp+1)) < l_55);
                l_152 = (l_151 = (((+(((!(((0 && (((int32_t)(g_150 = (((((int32_t)((((uint16_t)0x678A + (uint16_t)((uint16_t)g_74 << (uint16_t)4)) , ((uint32_t)0x82C8C660 % (uint32_t)6)) <= ((int16_t)p_15 - (int16_t)p_15)) + (int32_t)((uint16_t)(((g_118 > ((p_15 && 0x9B80) && l_55)) & l_111) <= 1U) % (uint16_t)g_54)) == g_118) != g_118) || (-1))) % (int32_t)g_118) , 0U)) ^ l_111) || 1U)) || l_116) & p_15)) != 0) || p_14));
                if ((g_54 = (g_118 = ((int16_t)g_53 >> (int16_t)((uint32_t)(p_14 & 0x30398AC1) - (uint32_t)((uint16_t)((((p_15 | (p_15 > (((l_51 || ((+(l_79 = 0x4149FED2)) < g_10)) > (((uint32_t)4294967295U + (uint32_t)l_116) , 0U)) && g_117))) , (-1)) != 9) , g_10) % (uint16_t)l_55))))))
                {
                    p_16 = 0x5.Cp+1;
                    return g_118;
                }
                else
                {
                    uint8_t l_186 = 0U;
                    l_151 = (((uint32_t)((((uint16_t)l_78 << (uint16_t)1) || (((!((((int16_t)(((-8) & ((~g_54) | g_8)) < g_10) << (int16_t)10) != (((uint16_t)(((uint32_t)((((l_79 ^ (((uint16_t)((int16_t)((uint16_t)((int32_t)(-1) + (int32_t)0U) - (uint16_t)((int16_t)(g_119 & 0x4E9B0027) << (int16_t)l_78)) - (int16_t)0xE686) >> (uint16_t)l_116) != 1)) >= g_118) != l_36) & l_75) % (uint32_t)g_117) != 0x322DFB8A) + (uint16_t)g_150) & g_54)) <= p_15)) == 0x8379) && 0x96D215DC)) , g_10) - (uint32_t)0x20889FC6) == l_186);
                    g_118 = (l_116 = ((int16_t)(((uint32_t)((g_193 = ((int16_t)(-2) << (int16_t)l_116)) <= ((((uint32_t)(g_74 > (g_8 = ((((uint32_t)0xD8ACBC52 - (uint32_t)g_118) , l_79) > ((((p_15 , ((uint16_t)(((int32_t)(p_15 && (((int16_t)1 >> (int16_t)10) & l_204)) + (int32_t)g_8) , g_117) % (uint16_t)g_118)) != g_119) == 0xA9E8) & l_55)))) % (uint32_t)0x060BA4DF) != 0xF644599F) >= 0U)) - (uint32_t)g_117) == p_14) + (int16_t)(-1)));
                }
            }
            g_54 = ((uint16_t)l_207 % (uint16_t)((uint16_t)7U % (uint16_t)((int32_t)g_54 + (int32_t)g_212)));
        }
        else
        {
            uint8_t l_215 = 1U;
            l_76 = ((int16_t)(l_51 ^ l_215) << (int16_t)9);
        }
        l_77 = ((p_15 <= g_193) <= (((p_15 , g_119) < (l_216 = ((l_207 , (((p_15 ^ (((g_150 | (g_150 <= p_14)) ^ g_53) , 0x2D9FCF23)) || g_54) & 0x41EFA3C5)) , p_14))) , p_16));
    }
    else
    {
        int32_t l_228 = 0x3D3069C6;
        int32_t l_238 = 0x4E78F1FB;
        if (((((int16_t)(g_193 = (((uint16_t)((uint16_t)(((uint32_t)(((~p_15) > (p_14 & (p_14 | 0U))) == l_228) % (uint32_t)((l_238 = (((uint16_t)((((uint16_t)((l_237 = (((((int16_t)((((((((l_228 , ((int16_t)(p_15 < (g_8 = ((0xF634 > 0x869A) < 0xC7AF))) << (int16_t)9)) , g_212) > l_77) ^ l_36) != 0xB668E61B) , p_15) > g_119) ^ 8U) % (int16_t)0x73F1) ^ 0U) | g_54) , l_52)) ^ p_14) >> (uint16_t)10) | l_228) < g_117) - (uint16_t)g_150) , g_74)) , 1U)) & p_15) + (uint16_t)65532U) << (uint16_t)g_119) & p_15)) - (int16_t)l_52) | p_14) < 65527U))
        {
            uint16_t l_247 = 0x6677;
            l_238 = (((-1) || (0xA5E9E908 == g_239)) , ((p_14 <= (-6)) & ((((int16_t)((int32_t)(((uint32_t)8U + (uint32_t)(((g_10 >= l_36) <= (((g_54 = ((+((p_14 < 0x73300B03) | 0xCBF52318)) , 0x8D63BD27)) | g_53) == 0xD0EB)) != 1)) == g_239) + (int32_t)l_247) >> (int16_t)2) , 0x6622A97D) , g_8)));
        }
        else
        {
            int32_t l_248 = (-1);
            p_16 = l_75;
            g_212 = (l_238 = (l_238 || ((p_15 && g_118) > g_10)));
            l_248 = l_36;
        }
        g_53 = 0xBBDB83E6;
    }
    for (g_54 = (-17); (g_54 == (-20)); g_54 -= 6)
    {
        float l_257 = 0x0.Cp-1;
        int32_t l_258 = 0x16E16E4E;
        int32_t l_261 = 0xC9C9E0DB;
        int32_t l_271 = (-6);
        float l_399 = 0xD.2CE405p-28;
        uint8_t l_419 = 0x45;
        int32_t l_461 = (-1);
        uint32_t l_495 = 0x2CC83618;
        int16_t l_543 = 0xFB17;
        int16_t l_594 = 0xD46C;
        uint32_t l_595 = 0x5800BB6C;
        uint16_t l_637 = 0x2078;
        if (((g_8 = 0x7F6D) != ((int16_t)((int32_t)g_239 + (int32_t)((0xE0AA <= 3) && ((l_51 , ((int32_t)((g_119 < ((l_51 >= ((((l_258 = p_14) || ((int32_t)0x8253888E + (int32_t)p_14)) != l_261) , 65533U)) , 0x82A8)) > p_15) + (int32_t)g_212)) || 0x1055516A))) << (int16_t)p_15)))
        {
            uint8_t l_279 = 0x16;
            uint16_t l_281 = 0x38E8;
            int32_t l_294 = 0x1A573045;
            int32_t l_334 = 5;
            for (l_36 = 0; (l_36 > 17); l_36 += 1)
            {
                int32_t l_280 = (-10);
                g_9 = ((float)0x0.2p-1 + (float)((((((float)g_239 + (float)(((p_16 = ((((((uint16_t)(-(int32_t)(((((g_8 = (l_280 = ((((((l_271 >= g_8) && ((int32_t)(p_14 ^ ((l_261 < (-(uint16_t)((((uint32_t)(((l_77 = ((int16_t)l_279 >> (int16_t)9)) < g_119) != ((((l_261 && l_51) == 0x745287B8) > 4294967295U) != g_54)) + (uint32_t)0xF135AB7B) <= 0x540D) >= g_118))) || 0x690B)) - (int32_t)p_14)) < p_14) >= l_51) >= g_239) < (-1)))) != 1U) == 2U) > g_10) == 0x0233)) + (uint16_t)g_239) == g_150) , p_16) >= g_54) < g_74)) , p_14) == l_281)) < 0x1.6p+1) < l_279) <= g_118) >= g_239));
                if (p_14)
                    break;
                if (l_258)
                    continue;
                if (g_119)
                    continue;
            }
            if (g_117)
            {
                float l_293 = (-0x6.Dp-1);
                uint32_t l_319 = 0x0827C2B0;
                int32_t l_320 = 0x228DA0AA;
                int32_t l_321 = 0x7D1827CA;
                g_53 = ((g_117 = g_117) < ((l_258 = (0x53F2718E & ((0xFC413F3D < p_15) & ((uint16_t)(+(!((g_119 >= (!(~g_193))) != ((((p_14 || ((((((-(uint16_t)((+((uint16_t)(-(uint32_t)((p_14 = (((0 == ((l_294 = ((((0U < p_15) , g_53) && l_258) <= (-1))) < g_193)) & l_271) , g_150)) && p_15)) >> (uint16_t)6)) == 0x35AD)) | 0x87AAEBE9) , p_15) != g_10) & g_193) <= 0x293A)) || p_14) >= g_8) > l_281)))) >> (uint16_t)12)))) == g_54));
                for (l_51 = 14; (l_51 != 50); l_51 += 4)
                {
                    if (g_53)
                        break;
                    for (g_150 = (-13); (g_150 == 46); g_150 += 4)
                    {
                        uint32_t l_300 = 0U;
                        g_299 = p_14;
                        l_300 = g_74;
                        if (p_15)
                            break;
                        p_16 = ((((g_74 ^ 3U) > (l_321 = ((uint16_t)(0x1D6EAD9E ^ ((l_320 = ((uint32_t)((((+(((p_15 ^ ((int16_t)g_8 - (int16_t)(((uint16_t)(((p_15 && ((((int32_t)(-10) + (int32_t)((((int16_t)(((((((l_319 = (-(int16_t)(((uint16_t)(((uint32_t)(g_119 && l_271) % (uint32_t)g_54) >= 9U) << (uint16_t)p_15) ^ p_14))) && 0xECF58E64) <= 4294967290U) , l_237) <= p_15) != p_14) || g_119) - (int16_t)g_8) >= l_271) != l_320)) == l_300) || p_15)) != 0xAF58A34F) ^ g_239) + (uint16_t)0xA7D1) && 0x62AA))) , p_15) , g_54)) || l_294) <= p_14) != 0xCE0C) + (uint32_t)0U)) != 4294967289U)) << (uint16_t)14))) > 4294967291U) , (-0x10.Cp-1));
                    }
                }
            }
            else
            {
                return l_261;
            }
            if (g_10)
            {
                l_77 = 0xC.E20F7Bp-23;
            }
            else
            {
                uint32_t l_333 = 1U;
                l_77 = 0x2B7C60A0;
                g_53 = (((p_15 < (((l_77 = (1U != (p_15 != p_14))) | 1U) <= ((uint32_t)(l_334 = (((p_14 > p_15) <= (((int16_t)((uint16_t)(-(int32_t)((int16_t)(((((l_294 = g_54) | ((l_333 >= p_15) == 1U)) , p_15) | g_150) < l_333) << (int16_t)0)) - (uint16_t)l_237) >> (int16_t)p_14) && p_15)) > 0xCFDF)) % (uint32_t)g_193))) | p_14) != p_14);
            }
        }
        else
        {
            uint16_t l_347 = 7U;
            int32_t l_348 = (-1);
            int32_t l_349 = 0xE2D41F60;
            l_349 = (((float)(p_16 = (((((float)g_119 + (float)(-0x8.Fp-1)) != (((((float)((float)((((((l_258 = ((uint16_t)((1U < (((p_15 , (65532U & (l_348 = (((uint16_t)((l_77 = (l_347 = (p_14 && ((1 && p_14) && 65532U)))) && 6) - (uint16_t)g_54) & g_74)))) > l_271) < p_15)) & 0x397A) << (uint16_t)14)) <= l_349) <= g_8) , l_271) != l_75) < (-0x9.Ep-1)) + (float)g_10) + (float)p_15) == (-0x2.Dp+1)) <= p_16) <= g_8)) > (-0x1.3p-1)) < p_15)) + (float)g_119) <= 0xD.4CA13Ep-25);
            g_53 = (((int16_t)p_15 + (int16_t)((uint16_t)((!g_212) >= 3) << (uint16_t)(l_347 == ((int16_t)((((0x55AE60E6 & ((uint32_t)(((((65535U >= (((((uint32_t)(((l_348 = ((int16_t)l_347 - (int16_t)0xE085)) , ((l_349 | l_36) , 0x71C87402)) > l_261) + (uint32_t)0xD99BEB74) > p_15) & 0x9C6E) > p_14)) < g_119) != 0x9AA37D95) & p_14) , p_15) - (uint32_t)p_15)) , 0x3BC3) , p_14) | p_14) >> (int16_t)l_237)))) <= (-2));
        }
        for (g_74 = 0; (g_74 == 31); g_74 += 1)
        {
            int32_t l_387 = 1;
            int32_t l_389 = 0x260F41EE;
            int32_t l_390 = 0x46ECD58C;
            uint16_t l_408 = 0x3BB8;
            uint16_t l_476 = 0U;
            uint32_t l_485 = 4294967290U;
            int16_t l_596 = 6;
            int32_t l_597 = 0x2DC67AE3;
            l_261 = (((uint16_t)((((uint32_t)p_14 + (uint32_t)((uint16_t)(1U == ((int32_t)0x37CFECE7 % (int32_t)((p_14 && ((uint16_t)(l_77 = (0 == (((int16_t)(((l_258 = ((uint16_t)((uint16_t)((((uint16_t)((((int16_t)g_53 >> (int16_t)6) , (1 && (((uint16_t)(l_387 = 6U) % (uint16_t)(l_389 = ((-(uint16_t)(l_258 != p_15)) && l_261))) || l_258))) >= l_390) >> (uint16_t)9) == 0x3F52) != p_15) % (uint16_t)g_74) % (uint16_t)l_51)) < 5) <= g_74) >> (int16_t)g_117) > 0x03F5E937))) << (uint16_t)11)) ^ p_14))) - (uint16_t)l_36)) , 0U) >= l_390) << (uint16_t)2) , 0x1.3p+1);
            g_9 = (g_407 = ((p_16 = ((g_406 = ((((((float)(((int32_t)((int16_t)(-1) + (int16_t)(l_389 = ((int16_t)(g_74 > p_15) << (int16_t)((uint16_t)(((uint16_t)((g_8 <= 3) != p_14) << (uint16_t)((g_10 < g_117) < ((int32_t)(1 >= g_118) + (int32_t)g_8))) | 0x11BFB69E) << (uint16_t)g_74)))) + (int32_t)l_387) , p_14) + (float)0x8.Bp-1) == g_54) == l_52) >= g_117) < 0x3.7p+1)) != 0x8.164DC9p+86)) <= g_54));
            l_408 = g_193;
            if ((0xAB407BED >= p_14))
            {
                uint32_t l_433 = 0x9C4B39CB;
                int32_t l_456 = 0xF1AB05D3;
                int32_t l_457 = 9;
                int32_t l_494 = (-3);
                float l_511 = 0x0.8p+1;
                l_389 = (((l_237 > ((float)((float)((g_118 , ((p_14 , (((p_16 = g_299) > ((float)((float)((float)l_419 + (float)((float)((float)l_387 + (float)((((uint16_t)(l_390 = ((uint16_t)g_118 << (uint16_t)0)) + (uint16_t)(((int16_t)(((l_408 != ((uint32_t)g_150 - (uint32_t)0x06C8AA62)) > 7) || g_8) << (int16_t)g_119) != p_14)) < l_237) , 0xE.D017DDp-38)) - (float)p_14)) + (float)0xB.A2E38Ep-52) - (float)g_432)) < p_15)) == 0xD.C44DF0p-46)) >= (-0x1.3p+1)) - (float)l_52) + (float)0x2.C78304p+80)) != l_389) >= l_261);
                if (g_54)
                    continue;
                if (p_14)
                {
                    int32_t l_438 = 0xD812B562;
                    int32_t l_455 = 0x206AE2C2;
                    if (((0 >= l_433) , ((int16_t)(g_299 & g_10) - (int16_t)g_74)))
                    {
                        p_16 = ((float)(((l_438 <= l_433) < ((((uint16_t)((uint16_t)p_15 << (uint16_t)15) % (uint16_t)((int16_t)p_14 + (int16_t)(l_457 = ((((((uint16_t)(g_10 < ((((((int16_t)((((((l_456 = ((l_438 | (p_14 || ((int16_t)((((uint16_t)(((((uint16_t)(l_455 = ((l_438 , p_14) == p_15)) << (uint16_t)p_14) != 0) & 65534U) < l_237) >> (uint16_t)g_150) | l_433) > 1) % (int16_t)l_237))) >= (-6))) | 1U) != 0x1A6F2800) < 0x21D74D00) == p_15) , g_118) << (int16_t)l_75) & p_14) && 0xE6E2) != l_261) || 1)) << (uint16_t)l_408) ^ 4294967295U) & 65529U) && 0x7399) != l_51)))) < 0xFD1FC5C8) , l_261)) < p_16) - (float)0xC.5DFD71p-12);
                    }
                    else
                    {
                        l_457 = (-(uint16_t)((((int16_t)(l_461 = 4) >> (int16_t)13) == (g_212 && (2 | 0x4A20))) >= ((uint16_t)l_464 >> (uint16_t)2)));
                        l_389 = ((int16_t)((((p_14 = 0U) != ((uint32_t)((p_15 , (l_455 , ((g_53 < 9) < ((p_15 && (0xEC77 != g_118)) >= g_74)))) & l_390) % (uint32_t)(-3))) , g_150) < p_15) << (int16_t)7);
                    }
                    if ((((int16_t)0 << (int16_t)0) & (!((int32_t)g_407 - (int32_t)((int32_t)l_476 + (int32_t)g_432)))))
                    {
                        uint32_t l_477 = 0x5BE75939;
                        g_9 = (-0x8.7p+1);
                        p_16 = (((g_478 = l_477) > (g_407 >= g_9)) < ((float)(((float)(l_389 = l_477) - (float)(l_457 , ((float)l_485 + (float)((l_390 = (l_258 = g_74)) != l_408)))) != 0x5.9p+1) + (float)0x1.Ap-1));
                    }
                    else
                    {
                        g_212 = (((g_432 || (p_14 >= l_261)) && 1) | ((l_488 = (l_258 = g_118)) < (((int16_t)(+((int32_t)p_15 + (int32_t)(l_438 != (g_118 | (g_239 ^ 8))))) << (int16_t)5) || p_15)));
                    }
                }
                else
                {
                    uint32_t l_521 = 4294967290U;
                    int32_t l_523 = 0x7C041B17;
                    l_456 = (l_494 , (p_16 = ((l_495 > p_14) , (g_496 = 0x1.9p+1))));
                    l_523 = ((float)(((l_457 = ((0U ^ ((int32_t)(((((l_522 = (((uint32_t)(((int16_t)g_117 + (int16_t)((((((((int16_t)p_14 + (int16_t)(((uint16_t)((((((((uint32_t)(l_389 = l_261) - (uint32_t)(p_15 ^ ((uint16_t)((g_118 = ((l_258 && (((uint32_t)((((int32_t)((((int16_t)((g_520 = ((l_261 ^ g_407) , (0xB8F8 ^ g_193))) & 0U) >> (int16_t)10) != 4294967288U) < 0x20331488) + (int32_t)p_14) || g_520) < l_521) + (uint32_t)1U) <= g_406)) >= 0x261A)) <= l_521) << (uint16_t)l_261))) > 0x40A6) | p_15) <= l_36) || g_8) == l_476) , g_117) >> (uint16_t)p_14) <= 0x5E7F)) , p_14) > 0xC6A7) || p_15) , l_456) && 0x0137289B) ^ 0xFCFF)) == 0x7226E373) % (uint32_t)1) > p_15)) <= g_54) , g_54) != l_258) == p_14) + (int32_t)0x95CD00E1)) , 0x7B3119AB)) , 0xB.0F0241p+4) > (-0x3.Fp-1)) - (float)0xB.9D952Cp+84);
                }
                p_16 = (l_389 = ((float)((!(0x1.Bp+1 < g_53)) != (((float)((((((l_433 > (g_544 = ((float)((float)g_150 - (float)(0x1.6p-1 > ((float)(l_390 = ((l_535 = g_407) < ((-0x3.4p+1) > ((l_461 < (l_258 = (((float)(g_542 = ((((int16_t)(((uint16_t)l_261 - (uint16_t)l_457) < 6) << (int16_t)12) == g_53) , l_456)) + (float)g_407) == 0x8.B7AB02p-97))) >= l_543)))) - (float)(-0x8.Dp-1)))) - (float)g_54))) >= 0x0.1p+1) != g_53) == 0x5.C00200p-62) < 0x0.8783C2p+65) == 0xC.F91D97p+59) - (float)l_36) != 0x7.C795AFp-24)) - (float)g_496));
            }
            else
            {
                uint32_t l_593 = 0xF5CADD37;
                uint16_t l_599 = 65526U;
                g_542 = ((((int16_t)(((int16_t)((((uint32_t)(g_598 = ((-6) ^ ((uint16_t)((int16_t)((uint16_t)((int16_t)(((((int16_t)g_496 << (int16_t)12) && (((uint16_t)(((((uint32_t)((int32_t)((g_544 = (((int16_t)(l_271 == (-1)) + (int16_t)(((uint16_t)p_15 << (uint16_t)8) == ((((uint32_t)((((int16_t)((((((uint16_t)(((p_14 || (p_14 = (((uint16_t)((int32_t)((((+((((float)((((((int32_t)g_54 - (int32_t)(((int16_t)(((((((int16_t)(g_117 = g_590) - (int16_t)(((int16_t)(l_258 = l_593) << (int16_t)9) , l_261)) > l_594) != l_595) || p_15) , p_14) ^ p_15) << (int16_t)l_237) || l_261)) >= p_14) | l_593) , 0x1.C2825Fp+15) <= l_77) - (float)p_16) , 0x53F9) < l_52)) >= g_119) && g_53) & g_542) - (int32_t)0) - (uint16_t)l_596) | g_193))) <= p_15) | g_496) >> (uint16_t)g_53) & l_261) == 0x96B5) , g_118) || g_239) >> (int16_t)l_593) >= 0x0BB1A708) & g_496) - (uint32_t)l_389) == 0) && l_594))) ^ g_53)) ^ 0U) % (int32_t)g_239) - (uint32_t)l_597) || 0x11A9) , 0xF46B1049) ^ 0x423314E7) << (uint16_t)9) > p_15)) || p_14) , 0xC393) % (int16_t)p_15) - (uint16_t)g_478) % (int16_t)p_15) >> (uint16_t)9))) - (uint32_t)l_599) >= g_407) , p_15) << (int16_t)3) && 65535U) - (int16_t)g_542) && g_150) , p_15);
                for (l_593 = 0; (l_593 != 6); l_593 += 6)
                {
                    int32_t l_622 = 0xEA3299FE;
                    int32_t l_623 = 0xA38F4521;
                    l_623 = ((l_622 = ((p_16 > ((float)(l_258 = ((float)(g_621 = (g_620 = (((uint16_t)(((float)(((float)((g_118 > 0x6.D15CB9p-92) <= (((((((uint16_t)(g_118 == g_406) % (uint16_t)((int16_t)((int16_t)(g_117 = 0) + (int16_t)(((int16_t)((g_520 = g_407) == ((g_542 | (l_390 , g_118)) , 1)) % (int16_t)8U) ^ p_15)) - (int16_t)0x3E7C)) , g_239) == 0x0.BF6B52p+13) != l_258) >= l_596) == l_599)) - (float)l_476) == g_496) + (float)p_16) , 0xF18D) % (uint16_t)p_15) , 0x0.4p-1))) - (float)(-0x6.Bp+1))) - (float)(-0x8.Ap-1))) <= g_432)) >= g_406);
                    if (p_14)
                        break;
                }
            }
        }
        l_637 = ((uint16_t)(l_77 = (((int16_t)(l_628 == ((((((int32_t)(g_620 = (~(g_53 = ((p_14 | (l_495 , ((0xDD81 & (((p_14 == ((int32_t)((int16_t)8 >> (int16_t)g_620) % (int32_t)p_15)) , l_258) , 1U)) | g_212))) , p_14)))) + (int32_t)l_522) , p_15) , l_419) >= g_8) | l_52)) >> (int16_t)0) , p_14)) >> (uint16_t)p_15);
    }
    return l_464;
}
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc_bytes (&g_9, sizeof(g_9), "g_9", print_hash_value);
    transparent_crc(g_10, "g_10", print_hash_value);
    transparent_crc(g_53, "g_53", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_74, "g_74", print_hash_value);
    transparent_crc(g_117, "g_117", print_hash_value);
    transparent_crc(g_118, "g_118", print_hash_value);
    transparent_crc(g_119, "g_119", print_hash_value);
    transparent_crc(g_150, "g_150", print_hash_value);
    transparent_crc(g_193, "g_193", print_hash_value);
    transparent_crc(g_212, "g_212", print_hash_value);
    transparent_crc(g_239, "g_239", print_hash_value);
    transparent_crc(g_299, "g_299", print_hash_value);
    transparent_crc(g_406, "g_406", print_hash_value);
    transparent_crc(g_407, "g_407", print_hash_value);
    transparent_crc(g_432, "g_432", print_hash_value);
    transparent_crc(g_478, "g_478", print_hash_value);
    transparent_crc(g_496, "g_496", print_hash_value);
    transparent_crc(g_520, "g_520", print_hash_value);
    transparent_crc(g_542, "g_542", print_hash_value);
    transparent_crc(g_544, "g_544", print_hash_value);
    transparent_crc(g_590, "g_590", print_hash_value);
    transparent_crc(g_598, "g_598", print_hash_value);
    transparent_crc(g_620, "g_620", print_hash_value);
    transparent_crc(g_621, "g_621", print_hash_value);
    transparent_crc(g_697, "g_697", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
