
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
union U0 {
   const int32_t f0;
   int16_t f1;
   const volatile uint64_t f2;
   volatile int32_t f3;
   const int32_t f4;
};
static uint64_t g_5 = 0x3992443250E6DA50LL;
static int32_t g_14 = 0x315362DAL;
static int32_t g_59 = 0x2233FFCDL;
static volatile int64_t g_63 = 0x48F7C4FBB7F4763CLL;
static uint16_t g_72 = 0x0855L;
static volatile union U0 g_76 = {0x1D2D5FA5L};
static int32_t * volatile g_93 = &g_59;
static int32_t ** volatile g_115 = (void*)0;
static volatile uint8_t g_186 = 0xC4L;
static const volatile union U0 g_202 = {-1L};
static union U0 g_207 = {0x2D5C270FL};
static volatile union U0 g_290 = {5L};
static union U0 *g_367 = &g_207;
static union U0 ** volatile g_366 = &g_367;
static int64_t g_395 = (-1L);
static union U0 *** volatile g_413 = (void*)0;
static union U0 *** volatile *g_438 = &g_413;
static union U0 *** volatile ** volatile g_437 = &g_438;
static volatile union U0 * volatile *g_448 = (void*)0;
static volatile union U0 * volatile **g_447 = &g_448;
static const union U0 g_507 = {0x46E1EE88L};
static union U0 g_532 = {0x7B480B56L};
static union U0 g_610 = {-1L};
static union U0 g_646 = {0xC88227EEL};
static int32_t *g_677 = &g_59;
static int32_t ** volatile g_676 = &g_677;
static int32_t ** volatile g_707 = &g_677;
static volatile union U0 g_753 = {0L};
static union U0 g_758 = {0xF942B6EFL};
static volatile uint16_t g_817 = 0UL;
static int32_t ** volatile g_820 = &g_677;
static int32_t ** volatile g_935 = &g_677;
static volatile int32_t g_1042 = 0xE711EB8AL;
static volatile int32_t * volatile g_1041 = &g_1042;
static union U0 func_1(void);
static int32_t * func_2(int16_t p_3, uint32_t p_4);
static union U0 func_6(int64_t p_7, int16_t p_8, int32_t * p_9, int32_t * p_10, uint32_t p_11);
static union U0 func_1(void)
{
    int32_t l_12 = (-1L);
    int32_t *l_13 = &g_14;
    uint64_t l_30 = 0x24F63ABEFA025EC5LL;
    int32_t l_831 = 4L;
    int32_t l_854 = (-5L);
    uint8_t l_873 = 255UL;
    uint64_t l_885 = 0x647C408AFF209D15LL;
    union U0 **l_899 = &g_367;
    union U0 ***l_929 = &l_899;
    union U0 ****l_928 = &l_929;
    union U0 *****l_927 = &l_928;
    const uint32_t l_930 = 1UL;
    l_13 = func_2(g_5, (func_6(l_12, l_12, l_13, ((*l_13) , l_13), ((~(0xCF4A41637C1D6B3BLL | (((((uint16_t)((int16_t)g_5 << (int16_t)0) + (uint16_t)((((uint32_t)((int16_t)((int32_t)((uint16_t)(((uint32_t)g_14 + (uint32_t)0L) <= g_14) + (uint16_t)(*l_13)) % (int32_t)g_5) + (int16_t)g_5) - (uint32_t)0xDF860956L) , (*l_13)) != (*l_13))) ^ l_30) <= 0xB6BDL) != g_14))) & g_14)) , (*l_13)));
    if (((*l_13) | ((void*)0 == (*g_438))))
    {
        int32_t *l_825 = &g_14;
        int32_t *l_826 = &g_59;
        int32_t *l_827 = &g_14;
        int32_t *l_828 = &g_59;
        int32_t *l_829 = &g_59;
        int32_t l_830 = 0L;
        int32_t *l_832 = &l_831;
        int32_t *l_833 = &g_14;
        int32_t *l_834 = (void*)0;
        int32_t *l_835 = &g_59;
        int32_t *l_836 = &l_831;
        int32_t *l_837 = &l_831;
        int32_t *l_838 = (void*)0;
        int32_t l_839 = 0x69833CADL;
        int32_t *l_840 = &g_14;
        int32_t *l_841 = &g_59;
        int32_t *l_842 = &l_839;
        int32_t *l_843 = &l_839;
        int32_t *l_844 = &l_831;
        int32_t *l_845 = &g_14;
        int32_t *l_846 = &l_831;
        int32_t *l_847 = (void*)0;
        int32_t *l_848 = &g_14;
        int32_t *l_849 = &g_14;
        int32_t *l_850 = (void*)0;
        int32_t *l_851 = &l_830;
        int32_t *l_852 = &l_839;
        int32_t *l_853 = &g_59;
        int32_t *l_855 = &l_830;
        int32_t *l_856 = &l_854;
        int32_t *l_857 = &l_831;
        int32_t *l_858 = (void*)0;
        int32_t *l_859 = &l_854;
        int32_t *l_860 = &g_14;
        int32_t l_861 = 0xC68C079BL;
        int32_t *l_862 = &g_59;
        int32_t *l_863 = (void*)0;
        int32_t *l_864 = &l_830;
        int32_t *l_865 = (void*)0;
        int32_t *l_866 = (void*)0;
        int32_t *l_867 = &l_831;
        int32_t *l_868 = &g_14;
        int32_t *l_869 = (void*)0;
        int32_t *l_870 = (void*)0;
        int32_t *l_871 = &l_830;
        int32_t *l_872 = &g_59;
        union U0 *l_883 = &g_758;
        l_873++;
        for (g_14 = (-4); (g_14 <= (-6)); g_14 -= 1)
        {
            uint64_t l_878 = 0xE7A7D9FDAAFCD3D3LL;
            l_878++;
            (*l_829) &= (((uint16_t)0x86B9L << (uint16_t)4) != (l_883 == (void*)0));
        }
    }
    else
    {
        int32_t l_884 = (-1L);
        union U0 *l_888 = &g_207;
        int16_t l_1035 = 0L;
        if ((g_186 && (((l_884 | ((l_885 || ((g_646.f1 != ((int16_t)(-5L) >> (int16_t)((l_888 != (void*)0) != (((((((int32_t)((int16_t)((int16_t)(1UL < g_646.f1) - (int16_t)(*l_13)) - (int16_t)g_507.f4) + (int32_t)0xC3B77853L) && (*l_13)) & g_532.f3) > 0x60FCA6B6611B2A43LL) && 0L) == g_646.f1)))) , g_76.f3)) & (*l_13))) | 0xA0AFBB91L) != g_14)))
        {
            uint16_t l_908 = 0xF5E3L;
            union U0 ***l_932 = &l_899;
            int32_t *l_934 = &g_59;
            int32_t l_957 = 0L;
            int32_t l_979 = 0L;
            int32_t l_998 = 0xBED29919L;
            for (g_5 = (-6); (g_5 != 8); g_5 += 7)
            {
                int16_t l_940 = 0L;
                int32_t l_943 = (-1L);
                int32_t l_976 = (-7L);
                int32_t l_986 = 0x4E83C7AFL;
                uint32_t l_1011 = 8UL;
                (*l_13) = (((((int16_t)g_532.f0 << (int16_t)4) , l_899) == (void*)0) <= ((uint16_t)0x2737L >> (uint16_t)12));
                if ((~(((-(int32_t)((uint32_t)((((uint64_t)g_532.f0 + (uint64_t)l_908) > (-7L)) , g_207.f3) - (uint32_t)((int16_t)g_646.f4 >> (int16_t)(((uint16_t)(((~((18446744073709551615UL && (l_908 > ((((uint16_t)((uint32_t)(((((((int32_t)((!((!((int16_t)(&g_438 != (((!((((uint32_t)((*g_447) == (void*)0) + (uint32_t)0L) || g_507.f0) >= 0x63BCD97F23F97919LL)) , l_884) , l_927)) << (int16_t)g_532.f1)) == g_758.f0)) >= l_884) - (int32_t)(*l_13)) , (-3L)) || g_646.f0) ^ (*l_13)) , 0xDF82L) == g_758.f4) - (uint32_t)(*g_677)) >> (uint16_t)l_884) & g_758.f0) <= l_930))) >= g_532.f1)) , g_532.f0) > l_884) % (uint16_t)0xF16FL) , (-5L))))) , g_63) , (*l_13))))
                {
                    int32_t *l_931 = &g_14;
                    union U0 ***l_933 = &l_899;
                    (*l_931) &= (*g_93);
                    (*l_13) &= ((g_532.f0 , l_932) != l_933);
                    (*g_935) = l_934;
                    for (l_12 = 0; (l_12 != (-8)); l_12--)
                    {
                        uint8_t l_946 = 1UL;
                        int32_t **l_958 = (void*)0;
                        int32_t **l_959 = (void*)0;
                        int32_t **l_960 = &g_677;
                        l_943 ^= (((0x90E3B6F74B78692FLL | (0x313DL <= (g_63 && (g_76.f4 <= (((int32_t)(*g_677) - (int32_t)((1L == l_940) | ((-3L) != (((void*)0 != l_932) != (*l_934))))) || g_507.f0))))) >= 1L) >= l_884);
                        (*l_960) = (((**g_437) == (((int16_t)(l_946 <= ((uint64_t)(((uint64_t)l_943 % (uint64_t)((uint32_t)((uint64_t)0x00D5C24C148598E1LL + (uint64_t)(l_934 == ((0xB77A90D7L >= 4294967292UL) , &g_59))) - (uint32_t)(((uint16_t)(((((((1L != g_507.f0) >= l_957) < 0xF3D08A50L) , 0x819565D77682C088LL) & 1UL) & 0UL) | 0xE222L) << (uint16_t)0) || (*l_934)))) == 0x57B2L) - (uint64_t)g_207.f0)) % (int16_t)(*l_931)) , &g_448)) , &l_884);
                        (*l_13) ^= (g_753.f1 <= ((uint16_t)g_646.f4 - (uint16_t)l_940));
                    }
                }
                else
                {
                    int32_t **l_966 = &l_934;
                    int32_t *l_977 = &l_943;
                    int32_t *l_978 = (void*)0;
                    int32_t *l_980 = &l_979;
                    int32_t *l_981 = &l_943;
                    int32_t *l_982 = (void*)0;
                    int32_t *l_983 = &l_943;
                    int32_t *l_984 = (void*)0;
                    int32_t *l_985 = &l_943;
                    int32_t *l_987 = &l_831;
                    int32_t *l_988 = &l_884;
                    int32_t *l_989 = &g_59;
                    int32_t *l_990 = &l_831;
                    int32_t *l_991 = &l_979;
                    int32_t *l_992 = &l_831;
                    int32_t *l_993 = (void*)0;
                    int32_t *l_994 = &l_943;
                    int32_t *l_995 = &l_831;
                    int32_t *l_996 = &l_884;
                    int32_t *l_997 = &l_884;
                    int32_t *l_999 = &l_854;
                    int32_t *l_1000 = &l_986;
                    int32_t *l_1001 = &g_59;
                    int32_t *l_1002 = &l_831;
                    int32_t *l_1003 = &g_14;
                    int32_t *l_1004 = &l_976;
                    int32_t *l_1005 = &l_884;
                    int32_t *l_1006 = &g_14;
                    int32_t *l_1007 = (void*)0;
                    int32_t *l_1008 = (void*)0;
                    int32_t *l_1009 = &l_998;
                    int32_t *l_1010 = &l_854;
                    for (l_908 = 25; (l_908 >= 27); l_908 += 4)
                    {
                        int16_t l_975 = 0x3790L;
                        l_975 |= (((!(((((-7L) | (0xE4BF5F36696C2292LL & g_290.f3)) ^ ((void*)0 != l_966)) && (*g_677)) == g_646.f0)) ^ ((((((((((int32_t)((uint32_t)((uint16_t)((((uint16_t)(l_943 , ((g_395 <= g_610.f1) , l_943)) % (uint16_t)0x8414L) , (-3L)) <= (*l_934)) << (uint16_t)2) + (uint32_t)4294967295UL) - (int32_t)(*g_677)) < (**l_966)) && l_940) ^ g_207.f0) , l_943) < g_395) != 0x62E5CBB8621FC1A6LL) >= (*l_934)) && 18446744073709551615UL)) , 0xB9DF8E0AL);
                    }
                    l_1011++;
                    (*l_1006) |= (**g_707);
                }
            }
        }
        else
        {
            int64_t l_1034 = 0xB5A61027F3C70D02LL;
            int32_t l_1036 = (-3L);
            l_1036 |= ((int32_t)(g_507.f1 ^ (g_532.f3 , ((*l_13) ^ ((uint32_t)((uint32_t)((((int16_t)((uint32_t)(((((uint64_t)(((((int32_t)((int16_t)(((g_186 < ((((int64_t)(((g_758.f0 & (g_14 ^ 0xDE637AF0L)) > l_884) && ((uint32_t)l_1034 - (uint32_t)l_1034)) % (int64_t)g_207.f4) == g_5) & l_884)) ^ 0xB1DA753BL) <= 0x70D7L) - (int16_t)65532UL) % (int32_t)g_5) & l_1035) == g_507.f0) <= l_1034) - (uint64_t)g_758.f4) || g_646.f4) && (**g_820)) == g_207.f1) % (uint32_t)g_758.f0) << (int16_t)15) == g_532.f4) , g_507.f1) + (uint32_t)l_1034) - (uint32_t)(*l_13))))) - (int32_t)0xCAD6A1E7L);
        }
        (*g_677) = ((uint16_t)((int32_t)(((&l_884 != ((g_646.f0 && g_610.f1) , g_1041)) , ((uint16_t)(((uint16_t)l_1035 << (uint16_t)((int16_t)((1L != (*l_13)) < (((g_507.f1 < ((!(((int64_t)l_884 - (int64_t)0x55C1CE7219493F86LL) | 4UL)) && g_532.f3)) <= 1L) <= l_884)) >> (int16_t)1)) != (*l_13)) << (uint16_t)l_884)) != (*l_13)) - (int32_t)1L) >> (uint16_t)2);
        (**l_929) = (((g_610.f1 & ((l_1035 >= (~((void*)0 != &g_1041))) | (4294967295UL <= (**g_676)))) , 0x41A4C9A0L) , (((int64_t)l_1035 % (int64_t)(((void*)0 != (*l_928)) & (*l_13))) , (****l_927)));
    }
    return (*****l_927);
}
static int32_t * func_2(int16_t p_3, uint32_t p_4)
{
    int64_t l_210 = 4L;
    int64_t l_268 = 0x26646722DAFDEBBFLL;
    int32_t *l_272 = &g_59;
    int32_t l_345 = (-7L);
    int32_t *l_370 = (void*)0;
    int32_t *l_371 = &l_345;
    int32_t *l_372 = &g_14;
    int32_t *l_373 = &l_345;
    int32_t l_374 = 0xDA1E0E5EL;
    int32_t *l_375 = &g_59;
    uint8_t l_376 = 0xD6L;
    union U0 **l_392 = (void*)0;
    union U0 **l_393 = (void*)0;
    uint32_t l_394 = 0xB503A674L;
    int32_t l_423 = (-1L);
    uint32_t l_435 = 0xE14933FCL;
    union U0 ***l_477 = &l_392;
    union U0 ****l_476 = &l_477;
    uint16_t l_604 = 65529UL;
    const uint64_t l_627 = 0UL;
    uint32_t l_656 = 1UL;
    int32_t l_674 = (-1L);
    return (*g_707);
}
static union U0 func_6(int64_t p_7, int16_t p_8, int32_t * p_9, int32_t * p_10, uint32_t p_11)
{
    uint32_t l_31 = 0x40E708BEL;
    int32_t l_67 = 4L;
    int32_t l_171 = 0xC3C174B8L;
lbl_92:
    l_31++;
    for (g_14 = 0; (g_14 <= (-8)); g_14 -= 1)
    {
        int16_t l_44 = 0x4D8FL;
        uint32_t l_77 = 4294967295UL;
        int32_t l_159 = (-1L);
        int32_t *l_204 = (void*)0;
        int32_t *l_205 = &l_67;
        int32_t **l_206 = &l_204;
        if ((((uint16_t)0xC59CL % (uint16_t)((((g_14 | (p_7 <= ((int16_t)((uint32_t)((uint16_t)g_5 >> (uint16_t)((g_14 <= g_5) ^ (l_44 | (((int16_t)((((int32_t)l_44 % (int32_t)(*p_9)) != l_31) && g_5) << (int16_t)5) & g_5)))) + (uint32_t)g_14) << (int16_t)14))) != (*p_10)) & g_5) , (-1L))) && 0xFCE4A839L))
        {
            uint32_t l_57 = 4294967295UL;
            int32_t *l_58 = &g_59;
            int32_t *l_60 = &g_59;
            int32_t *l_61 = (void*)0;
            int32_t *l_62 = &g_59;
            int32_t *l_64 = (void*)0;
            int32_t *l_65 = &g_59;
            int32_t *l_66 = &g_59;
            int32_t *l_68 = &g_59;
            int32_t *l_69 = &g_59;
            int32_t *l_70 = &l_67;
            int32_t *l_71 = &l_67;
            (*l_58) &= (((0x0F4FL >= 0xA684L) , 0x5EFBE72FL) , (((p_8 == ((uint16_t)l_31 >> (uint16_t)((((uint64_t)g_5 - (uint64_t)((((uint64_t)(g_14 || ((uint16_t)((g_5 > (((((l_57 & g_14) | l_57) > 65528UL) ^ p_7) & 8L)) == l_44) >> (uint16_t)g_14)) - (uint64_t)0xD1DD14A140C50340LL) != l_44) , 4L)) , p_7) > 0x219EL))) <= g_14) >= p_11));
            ++g_72;
            (*l_70) ^= ((((((-(uint64_t)l_31) == l_31) & (l_31 | l_44)) || ((g_76 , p_8) == l_77)) & 4294967295UL) | 0x1126L);
            (*l_70) ^= (((1L >= ((((int16_t)((uint16_t)0x9AB9L >> (uint16_t)((*l_66) || (!((uint64_t)(*l_65) % (uint64_t)(~(((((int32_t)((int16_t)(p_11 < ((void*)0 != &g_59)) << (int16_t)5) - (int32_t)g_63) , (((l_44 & p_11) || l_77) & 0L)) & 0xEC19L) ^ g_14)))))) << (int16_t)15) , (void*)0) != p_10)) > 0x279EA335L) ^ 3L);
        }
        else
        {
            const int64_t l_114 = 0xCAE08EB45E8E9F82LL;
            int32_t *l_120 = &g_59;
            int32_t **l_119 = &l_120;
            int32_t l_181 = 0xADF4511BL;
            int32_t l_183 = (-3L);
            if (l_31)
            {
                for (g_59 = (-28); (g_59 > 6); ++g_59)
                {
                    if (l_44)
                        goto lbl_92;
                    if ((*p_10))
                        break;
                }
            }
            else
            {
                uint32_t l_94 = 18446744073709551614UL;
                (*g_93) |= ((void*)0 != &g_14);
                l_94 = 0L;
            }
            if ((((int16_t)(((void*)0 != p_10) , ((uint16_t)((int32_t)(((p_7 | (((int16_t)(-8L) + (int16_t)((((uint16_t)(4294967295UL >= (*g_93)) >> (uint16_t)((int32_t)((l_77 != ((int16_t)(9L & (((int16_t)(-(uint64_t)(((uint16_t)p_8 >> (uint16_t)11) || 0xCB94L)) + (int16_t)l_114) , g_5)) << (int16_t)9)) <= p_11) + (int32_t)p_11)) >= g_72) < p_7)) > (*p_10))) <= g_72) != g_5) + (int32_t)g_5) << (uint16_t)9)) << (int16_t)3) != p_11))
            {
                uint32_t l_116 = 0UL;
                int32_t l_185 = (-1L);
                int32_t l_201 = (-3L);
                int32_t *l_203 = &l_185;
                if (((void*)0 == p_9))
                {
                    p_10 = &g_59;
                    l_116 &= (*p_9);
                }
                else
                {
                    int32_t *l_133 = (void*)0;
                    int32_t *l_134 = &l_67;
                    (*l_134) &= ((((uint16_t)g_76.f4 >> (uint16_t)3) , ((void*)0 != l_119)) > ((int16_t)((1L > (((uint16_t)(((int16_t)l_31 << (int16_t)4) || ((int32_t)((uint64_t)(((int16_t)(0x4F2F5847L > (7L >= (0x8EEA078BL >= (g_14 < (*l_120))))) >> (int16_t)p_8) > g_14) + (uint64_t)0x286226F512514AF1LL) - (int32_t)g_59)) % (uint16_t)5UL) <= (*l_120))) >= p_7) - (int16_t)g_14));
                    if ((l_67 | ((((((((uint32_t)0UL % (uint32_t)((uint16_t)g_76.f4 << (uint16_t)0)) != ((*p_9) > 5UL)) | (((uint64_t)((void*)0 != &p_9) + (uint64_t)g_14) , ((uint64_t)(((l_116 != g_72) || (*p_9)) <= 0x4CACFD22C8C0895BLL) % (uint64_t)g_72))) == p_7) == (*l_134)) , (void*)0) != (void*)0)))
                    {
                        (*l_134) |= (((uint64_t)((((int16_t)((uint16_t)((((((int16_t)((((*p_9) == ((0xEC1DL || ((int16_t)p_11 << (int16_t)7)) >= l_44)) , p_7) < ((uint16_t)((((!(p_7 < p_8)) | ((int16_t)(p_11 < (((~(*p_9)) && l_159) & g_76.f3)) >> (int16_t)15)) & g_72) < g_59) >> (uint16_t)g_14)) + (int16_t)g_59) & p_11) != p_8) , 1UL) , 0x5E26L) + (uint16_t)0x2B96L) >> (int16_t)15) , 4294967295UL) <= l_159) % (uint64_t)p_7) & p_7);
                    }
                    else
                    {
                        int32_t *l_160 = &g_59;
                        int32_t *l_161 = &g_59;
                        int32_t *l_162 = &l_67;
                        int32_t *l_163 = &l_67;
                        int32_t *l_164 = &g_59;
                        int32_t *l_165 = &g_59;
                        int32_t *l_166 = &g_59;
                        int32_t *l_167 = &l_67;
                        int32_t *l_168 = &l_67;
                        int32_t *l_169 = &g_59;
                        int32_t *l_170 = (void*)0;
                        int32_t *l_172 = &l_171;
                        int32_t *l_173 = &l_67;
                        int32_t *l_174 = &g_59;
                        int32_t *l_175 = &l_67;
                        int32_t *l_176 = &g_59;
                        int32_t *l_177 = &g_59;
                        int32_t *l_178 = &l_67;
                        int32_t *l_179 = &l_67;
                        int32_t *l_180 = &l_67;
                        int32_t *l_182 = &g_59;
                        int32_t *l_184 = &l_183;
                        g_186++;
                    }
                    (*l_120) = (*p_9);
                }
                (*l_203) &= (((((uint64_t)((uint32_t)((int64_t)((((void*)0 != &g_14) | ((int32_t)((int32_t)0xC62979EAL + (int32_t)(1UL >= ((uint16_t)(p_8 , (((p_8 , &l_185) == &l_171) || 0xAAEE789FL)) - (uint16_t)p_7))) % (int32_t)(*p_9))) | l_201) + (int64_t)(-1L)) % (uint32_t)(*p_10)) + (uint64_t)18446744073709551612UL) , g_202) , (-10L)) , 0L);
                return g_76;
            }
            else
            {
                (*l_120) = (*p_9);
            }
        }
        if (l_44)
            goto lbl_92;
        (*l_205) = ((-6L) & 0xB2E7BA11L);
        (*l_206) = l_204;
    }
    return g_207;
}
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_59, "g_59", print_hash_value);
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_72, "g_72", print_hash_value);
    transparent_crc(g_76.f0, "g_76.f0", print_hash_value);
    transparent_crc(g_76.f1, "g_76.f1", print_hash_value);
    transparent_crc(g_76.f3, "g_76.f3", print_hash_value);
    transparent_crc(g_76.f4, "g_76.f4", print_hash_value);
    transparent_crc(g_186, "g_186", print_hash_value);
    transparent_crc(g_202.f0, "g_202.f0", print_hash_value);
    transparent_crc(g_202.f1, "g_202.f1", print_hash_value);
    transparent_crc(g_202.f3, "g_202.f3", print_hash_value);
    transparent_crc(g_202.f4, "g_202.f4", print_hash_value);
    transparent_crc(g_207.f0, "g_207.f0", print_hash_value);
    transparent_crc(g_207.f1, "g_207.f1", print_hash_value);
    transparent_crc(g_207.f3, "g_207.f3", print_hash_value);
    transparent_crc(g_207.f4, "g_207.f4", print_hash_value);
    transparent_crc(g_290.f0, "g_290.f0", print_hash_value);
    transparent_crc(g_290.f1, "g_290.f1", print_hash_value);
    transparent_crc(g_290.f3, "g_290.f3", print_hash_value);
    transparent_crc(g_290.f4, "g_290.f4", print_hash_value);
    transparent_crc(g_395, "g_395", print_hash_value);
    transparent_crc(g_507.f0, "g_507.f0", print_hash_value);
    transparent_crc(g_507.f1, "g_507.f1", print_hash_value);
    transparent_crc(g_507.f3, "g_507.f3", print_hash_value);
    transparent_crc(g_507.f4, "g_507.f4", print_hash_value);
    transparent_crc(g_532.f0, "g_532.f0", print_hash_value);
    transparent_crc(g_532.f1, "g_532.f1", print_hash_value);
    transparent_crc(g_532.f3, "g_532.f3", print_hash_value);
    transparent_crc(g_532.f4, "g_532.f4", print_hash_value);
    transparent_crc(g_610.f0, "g_610.f0", print_hash_value);
    transparent_crc(g_610.f1, "g_610.f1", print_hash_value);
    transparent_crc(g_610.f3, "g_610.f3", print_hash_value);
    transparent_crc(g_610.f4, "g_610.f4", print_hash_value);
    transparent_crc(g_646.f0, "g_646.f0", print_hash_value);
    transparent_crc(g_646.f1, "g_646.f1", print_hash_value);
    transparent_crc(g_646.f3, "g_646.f3", print_hash_value);
    transparent_crc(g_646.f4, "g_646.f4", print_hash_value);
    transparent_crc(g_753.f0, "g_753.f0", print_hash_value);
    transparent_crc(g_753.f1, "g_753.f1", print_hash_value);
    transparent_crc(g_753.f3, "g_753.f3", print_hash_value);
    transparent_crc(g_753.f4, "g_753.f4", print_hash_value);
    transparent_crc(g_758.f0, "g_758.f0", print_hash_value);
    transparent_crc(g_758.f1, "g_758.f1", print_hash_value);
    transparent_crc(g_758.f3, "g_758.f3", print_hash_value);
    transparent_crc(g_758.f4, "g_758.f4", print_hash_value);
    transparent_crc(g_817, "g_817", print_hash_value);
    transparent_crc(g_1042, "g_1042", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
