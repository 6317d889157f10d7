
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
static int16_t g_6 = 0x1C7B;
static int32_t g_158 = 0x9A4C43A8;
static uint16_t g_476 = 0xD0E3;
static uint16_t g_581 = 0xFFFA;
static volatile int32_t g_612 = 1;
static int32_t g_621 = 0x6367D79E;
static volatile uint32_t g_706 = 0x9547BC47;
static uint32_t g_823 = 4U;
static uint32_t g_866 = 0xECE7E263;
static uint32_t g_925 = 0xA32A617E;
static int32_t func_1(void);
static int32_t func_2(int16_t p_3, uint32_t p_4, int32_t p_5);
static uint16_t func_9(int32_t p_10, int32_t p_11, int16_t p_12, uint8_t p_13);
static int32_t func_1(void)
{
    uint16_t l_8 = 0x0E6D;
    int32_t l_14 = 0;
    int32_t l_20 = 0xE6BB2F14;
    uint16_t l_21 = 0U;
    int32_t l_170 = (-1);
    uint8_t l_199 = 3U;
    int32_t l_222 = 0x67E062F4;
    uint8_t l_227 = 0x8D;
    uint32_t l_228 = 0xC92445BC;
    int32_t l_461 = (-10);
    uint32_t l_479 = 0x0EFA7A59;
    uint8_t l_504 = 0x23;
    int32_t l_674 = 0x5C4D04FC;
    int16_t l_680 = 1;
    uint8_t l_705 = 0x7A;
    uint8_t l_865 = 0xFB;
    uint8_t l_890 = 255U;
    int16_t l_926 = 2;
    g_158 = func_2(g_6, ((-(uint32_t)l_8) != (func_9(l_14, (~l_14), (l_14 , (((((uint16_t)((((uint16_t)(l_8 , ((((l_20 & ((((((g_6 <= (g_6 ^ l_20)) || l_21) , l_8) == l_8) || l_8) >= l_8)) >= g_6) | 4) >= g_6)) >> (uint16_t)1) != l_14) | l_14) % (uint16_t)g_6) || l_8) && l_20) != g_6)), l_20) , g_6)), g_6);
    g_158 = ((int16_t)((int16_t)((int16_t)(-(int16_t)l_21) - (int16_t)((uint16_t)(l_170 | ((((int16_t)((uint16_t)(g_6 && ((((!((((int16_t)((65527U ^ (((int16_t)(((((uint32_t)(((((int16_t)(((uint16_t)((0xE514 | (g_158 | (l_14 <= (((int16_t)(!((int16_t)((((uint16_t)((int32_t)(((-1) < ((uint16_t)((uint16_t)g_158 << (uint16_t)2) << (uint16_t)l_199)) >= 0xDAD9) - (int32_t)0x7E74460A) << (uint16_t)11) != l_20) > 0x66A91BF8) >> (int16_t)g_158)) % (int16_t)g_158) & 65527U)))) , g_158) - (uint16_t)0xE0AA) || l_14) << (int16_t)l_8) , g_6) != (-6)) | l_170) - (uint32_t)g_6) == l_170) ^ (-1)) ^ g_6) << (int16_t)g_158) || 0x4E5E)) == (-1)) << (int16_t)l_21) >= 0x5DE0) == l_199)) , l_14) & l_199) > l_8)) << (uint16_t)0) + (int16_t)0x0230) , g_6) >= g_6)) << (uint16_t)l_20)) % (int16_t)l_14) >> (int16_t)14);
    g_158 = 0xD383C10C;
    if ((((uint16_t)(((uint32_t)((((uint16_t)(((l_20 , 0x2B99) && 0xBD7D) <= (((int16_t)g_158 >> (int16_t)3) <= ((int16_t)(((uint16_t)(((((int16_t)(((((int32_t)((0x0E95 && ((int16_t)(((((((((int32_t)((uint16_t)l_21 << (uint16_t)((l_222 > ((((((((int16_t)(!(((((!g_6) | l_199) != g_6) || l_14) , 0x725E6F1A)) << (int16_t)g_6) && 0xC6D99D8F) <= 0xE4DE94C8) >= 0x3CB9E092) > l_21) || g_6) >= l_222)) && l_14)) + (int32_t)g_6) | 0xB42F) | 0xE42A5BE7) , l_222) && g_158) >= 0U) , l_20) > g_6) >> (int16_t)1)) , 0xA4FE2243) + (int32_t)g_6) | g_158) > g_158) == 0xCE9C3896) >> (int16_t)7) != g_158) , l_14) , l_227) >> (uint16_t)l_228) , g_6) >> (int16_t)g_158))) >> (uint16_t)1) > g_6) >= 0x80A88BD3) - (uint32_t)g_6) == l_222) - (uint16_t)g_158) ^ 4294967291U))
    {
        int32_t l_233 = (-1);
        int32_t l_242 = 0xD97C5BA4;
        int32_t l_322 = 0xF38294C8;
        uint16_t l_369 = 65534U;
        int32_t l_435 = 1;
        uint16_t l_442 = 3U;
        uint32_t l_569 = 4294967290U;
        l_242 = ((((uint16_t)(((((int16_t)0x3FFF + (int16_t)l_233) <= ((l_233 >= (0x01C1735F && (g_6 <= ((int16_t)((uint16_t)((((((l_233 ^ g_6) != l_233) && ((uint16_t)(((((int32_t)l_233 % (int32_t)g_6) , g_6) || g_6) == 0xA8D58CC5) >> (uint16_t)0)) == l_14) > g_158) , g_6) >> (uint16_t)g_158) >> (int16_t)g_6)))) < l_233)) < 8) != 65535U) - (uint16_t)l_233) , l_170) != 4294967295U);
        for (l_20 = 9; (l_20 != (-19)); l_20 -= 7)
        {
            int32_t l_278 = 1;
            for (l_199 = (-20); (l_199 <= 60); l_199 += 1)
            {
                uint16_t l_276 = 1U;
                uint32_t l_325 = 4294967287U;
                for (l_222 = 7; (l_222 == 15); l_222 += 1)
                {
                    uint32_t l_277 = 0x2895EEB2;
                    int32_t l_304 = 0;
                    l_278 = ((g_158 > ((uint16_t)((int16_t)(((((int16_t)((uint16_t)((((int16_t)(g_158 == 3U) << (int16_t)(0x622FC618 & g_6)) < ((~(-1)) & ((int16_t)(((((int16_t)((((uint16_t)(((int16_t)(g_6 > ((((g_158 , ((uint32_t)((((int32_t)((uint16_t)((uint16_t)(0x0EFF4E26 <= 0x7DA15CDC) >> (uint16_t)g_6) % (uint16_t)0x6244) + (int32_t)(-1)) | l_20) || g_158) + (uint32_t)l_276)) != l_8) && l_233) != g_6)) << (int16_t)5) || 0) % (uint16_t)0xC639) & 0xB491) , g_158) + (int16_t)0x026D) , 0x96DB8598) ^ 2U) != g_158) >> (int16_t)g_158))) <= g_158) << (uint16_t)15) + (int16_t)l_242) < 0x1DA0) != 0xE69D) , l_277) << (int16_t)l_277) + (uint16_t)0x8D8B)) != l_14);
                    if ((((int16_t)(0x254E == ((-(int16_t)((int16_t)(l_233 , (((uint16_t)((uint32_t)g_6 + (uint32_t)g_158) >> (uint16_t)3) >= ((int32_t)((0xC7E3 > ((uint16_t)((((int32_t)g_6 + (int32_t)l_242) , (l_233 ^ 0xA083)) , g_158) >> (uint16_t)g_158)) | g_158) % (int32_t)g_158))) % (int16_t)l_242)) == 0x374F)) % (int16_t)g_158) <= 4294967295U))
                    {
                        int16_t l_303 = 0xB0B2;
                        if (g_6)
                            break;
                        if (g_6)
                            continue;
                        g_158 = ((((uint16_t)((int32_t)0x4DBF8910 - (int32_t)4294967286U) % (uint16_t)(-(uint32_t)((((g_6 , g_6) , ((((uint16_t)g_6 << (uint16_t)((uint32_t)0U - (uint32_t)(l_276 > ((g_6 || ((0x5D210BA1 <= g_6) > 0x1904)) , g_6)))) ^ l_303) == 1U)) & 4294967294U) ^ g_6))) > 4294967290U) != l_304);
                    }
                    else
                    {
                        int32_t l_305 = 3;
                        l_305 = g_6;
                        g_158 = ((uint32_t)(((~l_233) <= 0x9678) , ((int32_t)((uint16_t)((int16_t)(l_199 , (((int16_t)((g_158 <= ((0x8CDB > (((int16_t)g_158 + (int16_t)((~((((int16_t)g_6 >> (int16_t)g_158) >= ((g_6 , l_21) , l_322)) >= g_158)) < g_6)) & g_6)) < g_6)) >= g_6) << (int16_t)l_305) | g_6)) << (int16_t)12) >> (uint16_t)15) - (int32_t)g_6)) + (uint32_t)g_6);
                    }
                }
                if (l_276)
                    continue;
                if (((uint16_t)l_325 << (uint16_t)g_158))
                {
                    int32_t l_336 = (-1);
                    int32_t l_337 = 0xBA2241EC;
                    g_158 = l_242;
                    if (g_158)
                        break;
                    l_337 = (0x14B6 >= (l_276 & (0x503A ^ (g_158 <= (((int16_t)(-(int32_t)((int16_t)(l_233 >= (((((int16_t)g_6 >> (int16_t)((!(((((((((uint16_t)65532U - (uint16_t)((((g_6 != (0x90F2FBF0 ^ l_276)) && 0x8C37) && g_6) > 0xDEBB)) > 1U) , g_158) <= l_336) && 0xFFA76187) ^ 0xEECB) < l_242) <= g_158)) == 0xB1B3)) <= 0) && g_6) >= g_158)) << (int16_t)5)) - (int16_t)65535U) ^ l_325)))));
                    if (g_6)
                        break;
                }
                else
                {
                    uint16_t l_354 = 0x0782;
                    int32_t l_358 = 0;
                    if ((g_6 & ((int32_t)(0x46AEDE69 && 0x07EF009B) % (int32_t)(0x24CE64EA ^ g_158))))
                    {
                        uint8_t l_355 = 0xEF;
                        g_158 = ((int32_t)(((uint16_t)(g_158 , (0x899527F4 < 0xDB5AEA7E)) << (uint16_t)(((0 < ((((uint16_t)g_158 >> (uint16_t)3) , ((int16_t)0x1AE7 >> (int16_t)2)) , (((((uint16_t)(l_222 >= ((((int16_t)(((l_278 , ((int32_t)g_6 + (int32_t)(-10))) , l_276) && l_354) << (int16_t)l_355) , l_354) ^ 0xD089)) % (uint16_t)g_158) != 1) ^ 0x6AB075E4) >= g_6))) , 0xE8FB) <= g_6)) , 0xC6933AF7) % (int32_t)g_6);
                        g_158 = l_278;
                        l_358 = ((uint16_t)0U << (uint16_t)l_242);
                    }
                    else
                    {
                        return g_158;
                    }
                }
                l_14 = (g_6 > (((l_14 && l_233) , (~0U)) < (((int32_t)(-(uint32_t)(((int32_t)((((l_14 ^ g_158) >= ((uint16_t)g_6 - (uint16_t)(((l_278 , (((uint16_t)l_369 << (uint16_t)g_158) != l_8)) , 0x18EA) && l_278))) && l_278) != g_158) % (int32_t)g_158) && g_158)) + (int32_t)g_6) & g_158)));
            }
            g_158 = l_369;
        }
        for (g_6 = 0; (g_6 != 14); g_6 += 1)
        {
            uint8_t l_397 = 0xC9;
            uint32_t l_502 = 0U;
            int32_t l_509 = 1;
            l_233 = g_158;
            if (((int16_t)g_6 % (int16_t)(((((uint16_t)(0xBEDC && (((uint32_t)((((((int16_t)(((!(0x82D76ADC != ((uint16_t)((((int16_t)(g_158 , ((((uint16_t)(((((g_158 >= ((uint16_t)(((g_6 >= ((3 != (0x183E08D4 | ((uint32_t)(((int16_t)(((int16_t)(((int32_t)g_6 % (int32_t)(-9)) > l_397) << (int16_t)g_6) > l_397) << (int16_t)2) || l_233) + (uint32_t)l_222))) ^ g_158)) & 0x3B5059EE) > 4294967293U) << (uint16_t)g_158)) && l_397) >= g_158) & g_6) ^ g_158) >> (uint16_t)l_228) < 0x546F) | g_158)) % (int16_t)g_6) ^ g_6) | g_158) >> (uint16_t)g_158))) != l_20) < 0xD4DF0ABB) << (int16_t)l_199) , l_397) == l_170) | 0xA36ACEA4) || l_199) - (uint32_t)4294967295U) && l_242)) << (uint16_t)4) && 0x074E60A2) != g_158) & g_6)))
            {
                uint16_t l_403 = 0x8DB5;
                int16_t l_411 = 2;
                int32_t l_436 = (-1);
                int32_t l_480 = 0xF894EE28;
                uint8_t l_503 = 0x94;
                for (l_228 = 0; (l_228 <= 18); l_228 += 5)
                {
                    uint16_t l_402 = 7U;
                    int32_t l_505 = 0;
                    if (((l_397 , ((uint16_t)l_402 + (uint16_t)((((((l_403 | ((int16_t)(3 & (((int32_t)(l_402 ^ (g_158 != (((((int16_t)((!0) , 0x0121) - (int16_t)l_369) > g_6) , l_397) && 0U))) + (int32_t)g_6) , 0U)) << (int16_t)l_403)) & l_411) ^ 65531U) != l_228) , 0x597CE2D5) >= 0x692BAA9E))) , 0x56DB8B67))
                    {
                        int32_t l_434 = (-6);
                        if (g_6)
                            break;
                        g_158 = g_158;
                        g_158 = ((int16_t)((uint16_t)(((((((uint16_t)(((int32_t)(((g_6 > ((((int32_t)(((uint32_t)(0xDF75 & (g_6 == (0xFCE8 < ((-1) >= (((int16_t)((((uint16_t)((int16_t)((((g_6 >= ((g_158 | ((((((0xFDC368C9 | ((l_434 == g_158) >= g_6)) < g_158) != (-9)) <= g_6) && 1U) == 0x0FE9D4DC)) ^ g_158)) > l_397) < g_6) != 7U) >> (int16_t)l_411) >> (uint16_t)g_158) == 3) <= l_411) % (int16_t)l_411) ^ g_158))))) % (uint32_t)g_6) != 0xC55C) + (int32_t)0x5DC4E17C) ^ g_6) & l_435)) != 0U) <= (-9)) + (int32_t)l_14) != g_6) >> (uint16_t)l_402) == 0xA03BF860) ^ (-1)) < g_6) >= l_403) < g_6) >> (uint16_t)g_158) % (int16_t)l_436);
                        g_158 = l_242;
                    }
                    else
                    {
                        int16_t l_462 = 0x7866;
                        g_158 = (~(-4));
                        l_20 = (((((uint16_t)((int32_t)l_442 + (int32_t)g_158) << (uint16_t)3) == (((((uint16_t)((uint16_t)(((uint16_t)l_20 % (uint16_t)g_6) , g_6) % (uint16_t)((0 < ((uint16_t)l_397 >> (uint16_t)(g_6 < (((((((((((int32_t)(((uint32_t)((uint32_t)((uint32_t)(((int32_t)l_233 + (int32_t)0x4F456B11) , 0xADCC8B48) + (uint32_t)g_158) - (uint32_t)l_403) + (uint32_t)l_402) > 0x0674) - (int32_t)g_6) <= 0xCB5F9788) | 0xD733) == l_442) , g_6) & 0x96EF) || g_158) ^ l_461) < 1) != g_6)))) ^ g_6)) << (uint16_t)9) , g_158) , l_462) < 0x710D65EF)) ^ g_158) == (-3));
                        g_158 = 1;
                        g_158 = g_6;
                    }
                    if ((((uint16_t)((int32_t)0 + (int32_t)(g_6 , (~(l_199 || (-(uint32_t)((((((g_6 >= ((int16_t)((((((int16_t)((~((uint16_t)g_158 % (uint16_t)g_476)) , ((uint16_t)g_6 - (uint16_t)((((0x88C571E0 >= g_476) <= g_158) | g_6) && 0x03BD8B65))) >> (int16_t)l_436) <= 0U) , g_6) , l_479) <= 0xA079) - (int16_t)g_476)) <= g_158) | l_402) > 1) > g_158) >= 0x186C)))))) - (uint16_t)g_476) == g_6))
                    {
                        int32_t l_506 = 0x1ACF764F;
                        l_480 = 0x57278040;
                        l_506 = ((0U == ((int32_t)((int32_t)((0xFE280A14 & (l_369 == (((uint32_t)((((uint16_t)((uint16_t)(((l_397 > ((int16_t)((g_6 >= ((((uint32_t)((int32_t)((-(uint16_t)l_402) , ((g_476 || ((int16_t)(((uint32_t)(0xB7468B97 | (g_158 == l_502)) - (uint32_t)0x8C5AB1CB) != l_442) << (int16_t)13)) >= l_222)) % (int32_t)0x40B16EE7) + (uint32_t)l_20) , 0xC79A0483) ^ 0xD87E6DFC)) < 0x9D7F427B) - (int16_t)l_503)) ^ g_6) ^ 0x1BF947E9) >> (uint16_t)l_435) - (uint16_t)l_504) < g_6) || l_397) % (uint32_t)l_397) == l_505))) || l_403) - (int32_t)l_322) + (int32_t)g_6)) >= g_158);
                    }
                    else
                    {
                        return l_397;
                    }
                    for (l_322 = (-20); (l_322 > 12); l_322 += 1)
                    {
                        l_509 = l_436;
                        g_158 = ((~(((uint32_t)(g_158 >= ((g_476 || ((int16_t)(((~2) ^ (l_479 & ((int32_t)(g_6 < ((((((int16_t)(g_476 & l_397) << (int16_t)9) & ((int16_t)(0x650AD92E && ((uint16_t)(((!((uint32_t)((int16_t)(l_505 <= (-1)) >> (int16_t)11) % (uint32_t)0xE0BD3559)) & l_411) , 0xDA19) % (uint16_t)g_476)) - (int16_t)l_397)) <= l_411) , g_158) >= 0x39BE)) + (int32_t)l_397))) < 0x71C69D0E) >> (int16_t)14)) <= l_502)) % (uint32_t)g_158) | 0x03C78678)) <= l_505);
                    }
                }
                for (l_20 = (-2); (l_20 <= (-28)); l_20--)
                {
                    return l_369;
                }
            }
            else
            {
                uint32_t l_568 = 4294967291U;
                uint8_t l_570 = 0x30;
                for (l_369 = (-4); (l_369 != 36); l_369 += 8)
                {
                    for (g_476 = 4; (g_476 > 42); g_476 += 6)
                    {
                        int32_t l_535 = (-2);
                        if (l_535)
                            break;
                    }
                    g_158 = l_228;
                    return g_158;
                }
                g_158 = (-(int32_t)(((((uint16_t)(g_476 | (65531U < g_476)) << (uint16_t)13) <= (((uint32_t)((-(uint32_t)((int16_t)(((int16_t)(((int16_t)(((((((uint16_t)(g_6 >= ((0U || ((((uint16_t)((uint32_t)g_6 - (uint32_t)((4294967295U | (~6)) > ((~(((((uint32_t)(((uint16_t)((((int16_t)(((uint16_t)((int16_t)(((uint16_t)(g_6 ^ 1) >> (uint16_t)l_568) > 0x1ECF) << (int16_t)g_6) >> (uint16_t)l_222) , l_568) + (int16_t)g_476) , 1U) || l_569) << (uint16_t)g_158) & g_158) - (uint32_t)l_504) && 1U) & 2) > g_476)) > l_570))) - (uint16_t)g_476) <= (-5)) >= g_158)) , 4294967295U)) + (uint16_t)l_8) >= l_222) == 1U) == l_502) && l_369) > 0xDC7D9DB9) % (int16_t)g_158) > 0U) << (int16_t)13) , 0xC8FA) >> (int16_t)11)) < 0U) % (uint32_t)(-1)) >= g_476)) || 0x9F45) > g_476));
            }
            l_509 = ((int16_t)(-(int16_t)l_509) >> (int16_t)(((uint32_t)(g_158 ^ l_435) * (uint32_t)((((int16_t)((int16_t)((!g_581) || 0U) - (int16_t)((uint16_t)0xA1EE << (uint16_t)7)) >> (int16_t)1) && g_581) == ((((0xADD4 <= (l_20 && l_222)) == l_21) & 1U) == g_476))) ^ 0x6D63));
            g_158 = l_435;
        }
        l_242 = (-3);
    }
    else
    {
        uint32_t l_584 = 0x62DBE0FE;
        int16_t l_611 = 0xA973;
        uint32_t l_735 = 0x8AA33E64;
        int32_t l_736 = 0xC2292F13;
        int32_t l_774 = 0x6137F00B;
        int16_t l_784 = 0;
        uint16_t l_785 = 65535U;
        int32_t l_820 = 0x9526474D;
        uint16_t l_822 = 0x1F44;
        uint8_t l_845 = 0x84;
        int32_t l_867 = 0;
        int16_t l_937 = (-9);
        uint16_t l_939 = 65535U;
        int32_t l_1007 = (-5);
        if (((((l_584 > (g_158 > 0x9B93)) < (((uint16_t)(((int16_t)((uint32_t)(!((int16_t)((g_476 == (1 ^ ((l_170 >= g_476) ^ 0x3CE7))) == l_584) % (int16_t)g_476)) % (uint32_t)g_581) << (int16_t)10) | 0x8001) >> (uint16_t)l_584) && g_158)) , l_584) , l_199))
        {
            for (l_8 = (-28); (l_8 == 59); l_8 += 2)
            {
                for (g_158 = 8; (g_158 <= (-20)); g_158--)
                {
                    return g_158;
                }
                return g_6;
            }
        }
        else
        {
            uint8_t l_602 = 1U;
            int16_t l_623 = 0xC6B9;
            int16_t l_681 = (-6);
            int16_t l_734 = 1;
            uint16_t l_738 = 0xD1B3;
            int32_t l_739 = (-1);
            g_158 = g_158;
            if (((0xE767 <= 0xBEBE) ^ 0x3E813F1C))
            {
                int32_t l_622 = (-1);
                uint32_t l_657 = 0U;
                if ((((((0x1F08F672 <= g_158) <= (((g_476 <= (0x0EF3DE38 | (0x22AD5862 ^ (0x408EBD3E != (((uint32_t)0x695FF9E4 + (uint32_t)((uint16_t)0x6CE1 % (uint16_t)(g_476 & l_584))) | 4294967295U))))) ^ l_602) , g_158)) == l_8) && 4294967290U) , g_476))
                {
                    uint32_t l_624 = 0x843FD51B;
                    g_158 = ((int16_t)(((int16_t)(0x3523 > ((uint16_t)(((int16_t)g_6 % (int16_t)l_611) , g_612) - (uint16_t)(0x86DE7474 == (l_611 <= (((int16_t)(((((((((((((uint16_t)(l_21 < (((uint16_t)((uint16_t)g_621 << (uint16_t)0) >> (uint16_t)(((g_476 != 0xCD9371B1) <= l_622) >= l_623)) >= 9U)) >> (uint16_t)12) | 0x7D05) >= 4) != 0x5F739B56) <= g_6) <= 0xB6EF) , l_584) > l_623) != (-1)) , g_581) > 0x8E3D) ^ l_623) - (int16_t)(-7)) >= l_624))))) >> (int16_t)6) , g_158) + (int16_t)0x72CE);
                    return l_479;
                }
                else
                {
                    int32_t l_646 = 0xC9F08325;
                    int32_t l_712 = 0xF46D259B;
                    uint32_t l_737 = 0U;
                    if ((((int16_t)((0xEE1F256A ^ ((((((7U || (!(1U | ((((uint16_t)(((0xF31C || (65533U != g_621)) , ((uint16_t)(((((int16_t)(((uint32_t)((int16_t)((int32_t)9 - (int32_t)g_612) >> (int16_t)1) + (uint32_t)((uint16_t)((uint16_t)(((uint16_t)(0x5D758F81 != 4294967295U) >> (uint16_t)l_646) >= g_581) - (uint16_t)g_621) >> (uint16_t)15)) <= 0x0889) << (int16_t)l_602) ^ g_476) < 0x2380) >= 0xB2AB40D8) >> (uint16_t)11)) & l_622) << (uint16_t)l_622) || 0xEDE6) , 0x0C76)))) , l_584) , l_228) < l_646) == l_602) , g_476)) && g_6) << (int16_t)g_476) >= l_584))
                    {
                        uint32_t l_647 = 0x552E7C1C;
                        g_158 = ((((l_647 <= 0U) <= ((((uint32_t)(((4294967288U >= (~(((uint16_t)g_6 << (uint16_t)15) | ((((uint16_t)l_623 % (uint16_t)(((!(~0xB667)) == (l_584 > l_657)) ^ ((int16_t)((uint16_t)(g_6 | 0x4B65) << (uint16_t)11) << (int16_t)l_647))) > 0xE566A1B3) , l_657)))) , 1) | g_158) % (uint32_t)l_602) || g_158) == 1)) == g_612) != g_158);
                        return l_622;
                    }
                    else
                    {
                        int32_t l_679 = (-1);
                        g_158 = (((((int32_t)((((uint16_t)((uint16_t)(g_581 || l_602) >> (uint16_t)12) >> (uint16_t)11) || (g_476 || ((((((uint16_t)((int32_t)(((g_612 <= (((((((l_674 && (((int16_t)((((((g_621 && ((g_476 == ((((uint16_t)(((-1) ^ ((((g_476 , l_622) , g_6) && g_476) > g_158)) != g_621) >> (uint16_t)l_602) == l_679) == 1)) ^ g_476)) < l_680) != g_6) >= l_602) && g_158) , 3) >> (int16_t)5) | 0xA440)) & g_6) & l_584) || g_158) , l_646) , l_679) >= g_621)) || g_621) , l_611) + (int32_t)0x838B5C87) >> (uint16_t)l_679) || g_612) <= 0x7BC16652) < l_602) , l_623))) , 1) % (int32_t)0xEB0705AA) , 0x34D1) >= l_623) > 0x3578);
                        l_681 = g_621;
                    }
                    for (l_199 = 0; (l_199 < 31); l_199 += 1)
                    {
                        uint8_t l_703 = 0x9D;
                        int16_t l_704 = 7;
                        g_612 = ((uint16_t)(((0xA1DEB6DD <= (((uint32_t)((-8) ^ (g_158 < ((((!l_674) ^ (((uint16_t)((uint16_t)(((l_646 || ((((((((int16_t)g_612 % (int16_t)g_6) | (((((uint16_t)((int32_t)0xAC75EFC5 + (int32_t)((uint32_t)((int16_t)(((((1 >= l_703) <= 0xBC9D) > l_228) > l_704) < 0xFA738BCA) << (int16_t)1) + (uint32_t)g_158)) >> (uint16_t)6) , 0x97D4) >= l_705) ^ 0x274B58AF)) < 0xAC1C200C) || 1U) > g_6) == g_476) , g_612)) & g_476) == g_581) >> (uint16_t)3) << (uint16_t)12) <= g_6)) || g_706) || 0xCC71))) + (uint32_t)g_476) , g_706)) | g_476) , 0x3994) << (uint16_t)2);
                        g_158 = (~(((uint16_t)((65535U < (((uint16_t)(g_158 > l_199) << (uint16_t)(((l_646 | (l_712 | (((((uint16_t)((0x5F247815 && g_621) < (((((l_657 | (((int16_t)((((l_584 , 0x6770) >= g_706) <= l_622) != 0x8724A5D3) << (int16_t)l_703) > 5)) , l_681) != 1) < g_476) < g_476)) + (uint16_t)g_621) == l_20) | g_476) <= l_602))) & (-1)) != l_584)) == 0x0BD2)) ^ g_476) - (uint16_t)l_646) < 4294967288U));
                        l_739 = ((int32_t)((((((0xA9EFE563 && (-7)) == ((((uint16_t)(g_6 , ((((uint16_t)((uint16_t)(((0 || ((((int16_t)g_581 >> (int16_t)((g_612 <= (g_6 == ((((((int16_t)(((((((g_621 != (~(((((uint16_t)((int16_t)((l_646 , l_584) | l_734) >> (int16_t)15) % (uint16_t)g_476) , (-1)) & l_623) > l_735))) , 1U) , l_611) > l_646) , 0x1B84) != l_736) && 0U) >> (int16_t)8) & l_735) , (-1)) > g_476) == 0x16553EA9))) , g_706)) <= l_227) , l_736)) >= g_581) || g_612) << (uint16_t)g_158) << (uint16_t)l_736) > l_737) != (-8))) >> (uint16_t)g_581) , l_738) , 0x3349)) > 0x8414) == 0x218B) , l_735) , 0) % (int32_t)g_621);
                    }
                    l_736 = (g_6 , ((uint32_t)((((((((g_612 == ((-(uint32_t)((g_158 != ((int32_t)((int32_t)((int16_t)g_158 % (int16_t)g_476) + (int32_t)((0xBE020B55 | ((((int16_t)(g_158 & (1 | ((((((uint16_t)g_476 + (uint16_t)l_611) > g_476) == l_170) , l_712) , 0xF0FA))) >> (int16_t)g_476) , l_657) , 4294967288U)) <= 8U)) - (int32_t)l_737)) || l_170)) <= g_476)) < g_6) ^ g_6) <= 0x01F3) ^ 8) == l_735) > g_476) , l_228) - (uint32_t)l_170));
                }
                l_736 = l_681;
            }
            else
            {
                uint32_t l_821 = 0x97D1FE79;
                if (((int16_t)(-1) >> (int16_t)4))
                {
                    int32_t l_764 = 0x2E81A96C;
lbl_775:
                    for (l_705 = 19; (l_705 < 38); l_705 += 3)
                    {
                        uint8_t l_773 = 0xDF;
                        l_739 = (((int32_t)((g_706 , g_621) && 4294967295U) + (int32_t)(-(uint32_t)(((uint16_t)((int16_t)((l_764 <= ((uint16_t)l_681 + (uint16_t)((uint16_t)((((g_581 > 0x56C5) ^ (!(((uint32_t)(0xCF08 | (~0x1D668556)) - (uint32_t)l_773) != g_621))) , g_476) <= g_476) << (uint16_t)2))) != g_6) + (int16_t)0x3C70) + (uint16_t)g_6) ^ g_581))) > l_774);
                        if (l_199)
                            goto lbl_775;
                        return g_6;
                    }
                    g_612 = (g_476 , ((((uint32_t)0x271F2A85 % (uint32_t)0x3DB79A74) <= (((int32_t)((((0U != (g_621 & ((int16_t)((g_476 || 0U) == g_621) - (int16_t)((uint16_t)g_6 >> (uint16_t)3)))) || l_784) < g_621) > g_581) - (int32_t)g_621) != l_785)) & 4294967295U));
                }
                else
                {
                    int32_t l_789 = 0x09B10F8A;
                    g_158 = (l_479 || (((g_621 && g_6) || (-(int32_t)((uint16_t)(((l_789 >= (((int16_t)(g_158 && (((int16_t)(((int16_t)((((uint16_t)(((uint16_t)((int32_t)((((((int32_t)(((int16_t)(0x178748CA | 0U) >> (int16_t)((((((((int32_t)((uint32_t)((((int16_t)((((((uint16_t)((((uint16_t)(((g_158 , (l_820 ^ g_706)) > g_6) ^ 0) >> (uint16_t)g_581) != l_821) > l_680) << (uint16_t)4) , (-9)) , 0x4753) , l_681) <= l_822) % (int16_t)1U) == g_476) <= 8U) + (uint32_t)0xCA87AE7F) + (int32_t)(-1)) <= l_705) == l_785) | g_621) <= 0x77E0) < l_20) && 0)) , l_584) - (int32_t)g_823) & l_821) || l_789) || 0x1E27) < l_821) + (int32_t)l_736) << (uint16_t)g_476) , 0x99D2) + (uint16_t)g_6) == g_158) | l_784) >> (int16_t)l_789) , g_476) + (int16_t)4U) < l_21)) + (int16_t)0xC1C0) || l_611)) != g_823) != 65531U) >> (uint16_t)l_820))) <= g_476));
                    g_158 = g_6;
                    l_736 = (((((int16_t)((int32_t)(l_738 && ((int32_t)(g_476 | ((((((((uint32_t)0x5C4A6092 - (uint32_t)((int16_t)((((uint32_t)l_705 % (uint32_t)((uint16_t)(((uint16_t)((uint16_t)(((int32_t)(((l_821 != ((-(uint32_t)g_6) || (l_734 < l_734))) == (((((0x0502 | l_680) > 0) <= l_8) || 8U) < 0U)) && (-4)) + (int32_t)l_845) ^ 0x18EB09E5) >> (uint16_t)l_199) << (uint16_t)7) | l_734) >> (uint16_t)0)) || l_611) >= 0xBA54F4FF) % (int16_t)0xB419)) <= 6U) & g_823) != l_584) > g_823) == l_735) > l_227)) - (int32_t)(-1))) - (int32_t)0xCFA5FA6F) + (int16_t)g_621) , g_612) == 0xF60C26F4) || (-1));
                }
            }
        }
        for (g_823 = 21; (g_823 == 41); g_823 += 1)
        {
            int16_t l_864 = 0x6FA9;
            int16_t l_877 = 0x0EA4;
            uint32_t l_891 = 0xDE77FB6E;
            if (((int16_t)0x4232 - (int16_t)(g_158 , (((uint32_t)(((int16_t)((int16_t)((((int16_t)(((((int32_t)((int16_t)(-7) + (int16_t)l_680) + (int32_t)((((l_680 | ((((g_612 , g_581) && (((((((int16_t)l_864 << (int16_t)((0x79B6DD56 <= g_6) , l_864)) < 0x931DD2DC) > l_199) == l_227) , 1) > 0x6676)) < l_864) > g_6)) != 1U) || g_581) && l_865)) , l_784) && g_706) , (-4)) >> (int16_t)1) , l_8) || 0x1B95AB15) + (int16_t)l_845) << (int16_t)9) && (-10)) + (uint32_t)g_866) , 0xF641))))
            {
                int16_t l_874 = 1;
                int32_t l_881 = 0xD49665BE;
                if (l_867)
                    break;
                l_881 = (l_199 && (((uint16_t)(((-1) && (((int32_t)l_170 - (int32_t)((uint16_t)((65528U >= (l_874 | (((int16_t)(l_877 > (-(int16_t)(-5))) << (int16_t)((0x2BAD & ((int16_t)(l_874 < g_581) >> (int16_t)2)) , g_612)) & g_823))) < g_476) << (uint16_t)4)) ^ g_621)) , g_823) % (uint16_t)g_581) <= g_158));
                l_867 = ((((int16_t)(g_158 && g_706) % (int16_t)(((uint16_t)l_881 >> (uint16_t)((((g_823 , l_877) != ((0xD0F3 || ((uint16_t)((g_476 != ((int32_t)((l_820 != (l_864 ^ g_6)) && g_6) + (int32_t)l_890)) <= 1) << (uint16_t)9)) & l_736)) || l_674) | g_581)) | g_158)) ^ l_891) != g_581);
            }
            else
            {
                uint32_t l_892 = 0x9AF32296;
                uint8_t l_924 = 255U;
                int32_t l_927 = 4;
                int16_t l_1008 = 0x7524;
                if (((g_621 && l_892) ^ (((g_706 || (l_504 & 0x8F840A09)) == (-(uint32_t)((int16_t)g_476 - (int16_t)(4294967295U <= ((g_581 & (((int16_t)(l_822 , 2) >> (int16_t)l_611) != (-5))) <= 0xE8F5))))) < 0x8DC85CBC)))
                {
                    uint32_t l_906 = 0U;
                    int32_t l_938 = 6;
                    l_736 = g_823;
                    l_736 = 0x63232FED;
                    l_927 = ((uint32_t)(((uint16_t)(((int16_t)((0xD8723BB8 >= ((((int16_t)l_906 - (int16_t)((int16_t)0x9566 % (int16_t)((int16_t)((int16_t)g_158 + (int16_t)(((uint16_t)((int16_t)(l_864 , (((int16_t)g_612 << (int16_t)7) <= (l_864 | ((((uint32_t)(~((l_906 & (((((((uint16_t)g_158 << (uint16_t)g_476) > l_924) , l_906) <= l_199) & g_621) > l_892)) | g_158)) - (uint32_t)g_476) , l_891) , l_227)))) % (int16_t)l_892) << (uint16_t)l_735) , 0x70FA)) + (int16_t)l_584))) & g_581) , g_158)) > l_891) >> (int16_t)6) ^ 0x08FF) % (uint16_t)g_581) <= g_925) % (uint32_t)l_926);
                    for (g_6 = (-29); (g_6 == 17); g_6 += 2)
                    {
                        int16_t l_940 = 0x9DD5;
                        int16_t l_966 = 0x9373;
                        l_939 = (((uint32_t)g_612 + (uint32_t)(g_6 , (((-(uint32_t)((((((l_924 >= (((int16_t)(g_621 < g_925) << (int16_t)((((((uint32_t)4294967292U - (uint32_t)(l_937 & g_866)) != 0x82E0) | l_877) ^ l_680) ^ (-1))) != 1U)) || l_864) > g_621) ^ l_877) , g_621) > (-1))) , l_938) != g_925))) && g_581);
                        l_966 = (((l_940 > ((uint32_t)((((((~((int16_t)0xC7DF << (int16_t)6)) > (((g_158 == ((uint16_t)((int16_t)g_866 - (int16_t)((int16_t)g_158 << (int16_t)4)) % (uint16_t)l_227)) , ((int16_t)((uint16_t)(((((uint16_t)(((((((((uint16_t)((uint32_t)(((((uint16_t)(((l_892 | (((((uint16_t)(l_584 != (l_674 ^ g_158)) >> (uint16_t)4) || l_891) , l_940) & g_621)) & l_940) < l_940) << (uint16_t)6) ^ g_706) | 0U) , 0x1AF3294D) + (uint32_t)l_938) >> (uint16_t)l_906) < l_865) < l_785) >= g_6) != 0x3705) & l_924) ^ l_906) , 0x7243) - (uint16_t)0) && g_706) | g_158) < l_938) % (uint16_t)g_621) << (int16_t)5)) <= g_581)) , l_222) ^ g_6) , l_865) && l_906) % (uint32_t)l_940)) < l_940) & l_924);
                        l_938 = ((((uint16_t)((uint32_t)((int16_t)g_158 << (int16_t)((uint16_t)g_158 + (uint16_t)(((((4294967289U && ((int16_t)((int32_t)l_966 % (int32_t)0x2565BC81) >> (int16_t)(((((int16_t)0xB946 % (int16_t)((int16_t)((((int32_t)(g_476 && l_891) - (int32_t)(l_864 > l_940)) | 0x6A25) != g_158) + (int16_t)g_823)) , 4294967295U) || g_621) < l_892))) , l_966) ^ l_877) , (-1)) == g_612))) % (uint32_t)g_158) % (uint16_t)g_158) | 0x0E38) & l_927);
                        if (g_823)
                            continue;
                    }
                }
                else
                {
                    int32_t l_987 = 8;
                    uint32_t l_1029 = 0x3A880A19;
                    g_612 = (((~((((-(uint16_t)(g_925 || (l_20 && l_987))) & (l_927 | (((int32_t)((((uint32_t)(((uint32_t)(((uint32_t)g_925 % (uint32_t)(((l_877 > (((((int16_t)g_621 % (int16_t)((uint32_t)((((int16_t)((int16_t)(!(((((int16_t)g_706 << (int16_t)1) ^ (4294967288U | g_925)) > 65535U) || l_987)) >> (int16_t)l_937) % (int16_t)g_6) <= g_621) <= l_680) + (uint32_t)l_987)) , 4U) == 7U) <= l_927)) || 0x5639) , 0xA83207FB)) < 1) % (uint32_t)l_1007) <= g_6) + (uint32_t)0xBD953C6B) < l_890) , g_925) % (int32_t)4294967288U) | l_891))) , g_612) , g_6)) == l_1008) <= 0x0D46);
                    l_987 = (((((int16_t)(0xC6E5 & (((int32_t)l_891 - (int32_t)(((((uint16_t)((int16_t)(0U != ((int16_t)(0xAD14 <= ((int16_t)((((uint16_t)((((((int16_t)l_865 - (int16_t)((int16_t)(0 >= 0U) >> (int16_t)(((int32_t)(-2) % (int32_t)g_581) != l_987))) ^ 0xD7C2) , g_823) , l_987) , 0x932E) >> (uint16_t)9) > g_6) & l_674) + (int16_t)l_864)) - (int16_t)g_581)) << (int16_t)g_581) - (uint16_t)8U) >= l_228) ^ g_612) && l_892)) || g_621)) % (int16_t)g_621) <= l_820) >= l_1029) > g_476);
                }
                g_621 = 0x4E55F0FD;
            }
        }
        g_612 = 1;
    }
    return l_20;
}
static int32_t func_2(int16_t p_3, uint32_t p_4, int32_t p_5)
{
    int32_t l_125 = 0;
    int32_t l_128 = 0x1B06CC58;
    for (g_6 = 0; (g_6 >= 9); g_6 += 1)
    {
        uint32_t l_126 = 0xDD2EE47C;
        uint32_t l_127 = 0x1B5E43CA;
        int32_t l_138 = 0x525E9BBC;
        l_128 = (((int16_t)(1U < 0) % (int16_t)(p_4 | ((int16_t)((int32_t)((uint16_t)(((((int32_t)((int16_t)(~((((int32_t)l_125 + (int32_t)g_6) , (l_126 > p_4)) ^ p_5)) + (int16_t)p_4) - (int32_t)g_6) , 0x66917292) & l_127) <= l_125) + (uint16_t)0xB72A) + (int32_t)p_4) >> (int16_t)g_6))) || 1U);
        l_138 = (((((-1) || ((uint16_t)((-1) && p_4) + (uint16_t)((p_3 <= ((uint16_t)((int32_t)(-(uint16_t)g_6) + (int32_t)(((((0xFCA7 && ((-1) >= ((int16_t)p_5 - (int16_t)p_4))) , l_125) ^ l_125) || 9U) < 0x754C)) % (uint16_t)0xBE5E)) < l_127))) ^ l_125) , l_128) == 5U);
        for (l_128 = 0; (l_128 == (-20)); l_128 -= 7)
        {
            int16_t l_155 = 6;
            int16_t l_156 = 0x40FB;
            int32_t l_157 = 0x42926123;
            l_157 = ((((((!l_125) && g_6) & g_6) & (((int16_t)((uint16_t)(((int16_t)((int16_t)((((0x6ECE == (((-(int32_t)((l_128 > (((uint32_t)(l_125 > 1U) - (uint32_t)(((int16_t)0xB9A7 + (int16_t)((((g_6 && l_155) < l_127) & p_5) >= 0x24B92E75)) >= p_5)) < g_6)) && g_6)) <= 0xCDEB) == g_6)) >= p_3) > l_156) , 5) >> (int16_t)10) + (int16_t)p_3) , 0U) - (uint16_t)l_127) >> (int16_t)l_155) == p_3)) , l_127) != g_6);
        }
    }
    return p_3;
}
static uint16_t func_9(int32_t p_10, int32_t p_11, int16_t p_12, uint8_t p_13)
{
    int32_t l_26 = 0xE91C1785;
    uint16_t l_90 = 0U;
    uint16_t l_98 = 0x50E2;
    int32_t l_107 = 0xA4836ABE;
    for (p_10 = 0; (p_10 == 8); p_10 += 7)
    {
        int16_t l_29 = (-1);
        int32_t l_46 = 0x140C5034;
        l_46 = ((((uint32_t)l_26 + (uint32_t)(((uint16_t)((((g_6 | ((7 | (((l_29 | (p_12 < ((int16_t)((uint16_t)(((uint16_t)0x8539 >> (uint16_t)g_6) & ((int16_t)((((uint16_t)1U - (uint16_t)(((uint16_t)((uint16_t)((int16_t)(((p_11 & g_6) != l_26) ^ l_29) >> (int16_t)2) % (uint16_t)g_6) + (uint16_t)g_6) != p_12)) != 0x4C65) , 0x1C8D) >> (int16_t)1)) + (uint16_t)l_29) + (int16_t)p_12))) < l_29) && g_6)) >= p_10)) < l_29) , 0x3C9E) && 0xD3C6) << (uint16_t)8) < 4)) && p_10) & 0x53D1);
        l_26 = ((uint16_t)3U % (uint16_t)(((((uint32_t)((g_6 && p_13) >= (((0U != g_6) >= (((int32_t)g_6 % (int32_t)((uint16_t)((int32_t)0xCFF42703 - (int32_t)l_29) >> (uint16_t)((((((int16_t)((((((((((uint16_t)l_29 + (uint16_t)0U) < l_29) | 0U) != 1) | g_6) >= p_10) | l_26) , p_11) == 0) % (int16_t)g_6) || p_10) && g_6) ^ 1) , g_6))) != 0xC152)) <= l_46)) + (uint32_t)0x6AC69B76) == l_46) < 65535U) | g_6));
    }
    p_10 = ((((int32_t)(p_11 != (((((p_12 || (((uint16_t)0xC19E >> (uint16_t)0) ^ (p_11 != (0xC14F >= (((-(uint16_t)0x106F) && 0x4EC1) && g_6))))) , (((((((uint16_t)((int32_t)((uint32_t)(((p_13 <= l_26) ^ l_26) ^ g_6) - (uint32_t)p_13) - (int32_t)0x4DCC0C03) % (uint16_t)l_26) == p_12) <= 1) ^ 2) && 1) , g_6)) & 0x85A3) && g_6) , 0x161A)) + (int32_t)l_26) , (-10)) & p_12);
    l_26 = (((int16_t)g_6 >> (int16_t)(-(int16_t)(p_13 , ((uint16_t)p_10 << (uint16_t)13)))) , ((int16_t)((int32_t)((uint16_t)((int16_t)0x5CD6 >> (int16_t)15) - (uint16_t)((int16_t)((uint16_t)l_26 << (uint16_t)12) << (int16_t)7)) - (int32_t)((((g_6 < 0x06E4) , p_11) >= ((((-(uint16_t)((p_12 || 0U) & g_6)) || p_11) || g_6) , l_90)) != 0xEC411819)) << (int16_t)3));
    p_11 = (((uint16_t)(((int32_t)(((((((p_12 || (~1U)) | (((uint16_t)((l_98 >= g_6) >= 4294967291U) - (uint16_t)((uint32_t)(0xDAC4 | (((((uint16_t)0xBC1C << (uint16_t)8) > ((g_6 != ((int16_t)(((int16_t)p_13 >> (int16_t)g_6) > l_26) - (int16_t)l_98)) , p_12)) || l_90) ^ p_11)) % (uint32_t)0x2F57C363)) != g_6)) != p_10) , l_98) < l_26) >= 0x4014C235) ^ p_12) - (int32_t)p_12) || p_12) << (uint16_t)9) || g_6);
    return l_107;
}
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_158, "g_158", print_hash_value);
    transparent_crc(g_476, "g_476", print_hash_value);
    transparent_crc(g_581, "g_581", print_hash_value);
    transparent_crc(g_612, "g_612", print_hash_value);
    transparent_crc(g_621, "g_621", print_hash_value);
    transparent_crc(g_706, "g_706", print_hash_value);
    transparent_crc(g_823, "g_823", print_hash_value);
    transparent_crc(g_866, "g_866", print_hash_value);
    transparent_crc(g_925, "g_925", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
