
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
static uint16_t g_12 = 0x1D8FL;
static int16_t g_19 = 0x84BCL;
static int16_t g_31 = 5L;
static int16_t *g_30 = &g_31;
static int32_t g_37 = 5L;
static int32_t *g_36 = &g_37;
static const int32_t *g_41 = (void*)0;
static uint32_t g_65 = 0UL;
static int8_t g_77 = (-1L);
static uint32_t g_79 = 9UL;
static uint16_t g_91 = 0x427CL;
static uint16_t g_95 = 1UL;
static int8_t g_106 = 5L;
static int8_t g_107 = 1L;
static uint16_t g_109 = 65526UL;
static int64_t g_111 = 1L;
static int16_t g_146 = 0L;
static uint64_t g_151 = 0x2609B7AB548CD50ELL;
static uint32_t g_154 = 1UL;
static uint32_t g_156 = 4294967289UL;
static uint64_t g_163 = 0x2E8EBDD08413730FLL;
static uint64_t g_164 = 0UL;
static uint64_t *g_196 = &g_163;
static const uint16_t *g_257 = &g_95;
static const uint16_t **g_256 = &g_257;
static const uint16_t ***g_255 = &g_256;
static int64_t g_272 = (-1L);
static uint16_t g_305 = 65530UL;
static uint32_t g_307 = 0x2ED2A023L;
static uint32_t g_309 = 6UL;
static int32_t g_311 = 1L;
static int32_t **g_345 = (void*)0;
static int32_t ***g_344 = &g_345;
static uint64_t **g_360 = &g_196;
static uint64_t *** const g_359 = &g_360;
static int64_t g_442 = 0x1086328862067395LL;
static uint64_t **g_487 = &g_196;
static const uint64_t g_494 = 18446744073709551609UL;
static uint32_t g_495 = 0UL;
static int8_t func_1(void);
static int64_t func_2(int8_t p_3, int32_t p_4, int32_t p_5, int8_t p_6);
static uint64_t func_33(int8_t p_34);
static int8_t func_1(void)
{
    int32_t l_17 = (-4L);
    int16_t *l_18 = &g_19;
    int16_t *l_32 = &g_31;
    uint16_t l_476 = 6UL;
    uint16_t ****l_486 = (void*)0;
    const int32_t **l_491 = &g_41;
    const int32_t ***l_490 = &l_491;
    int32_t ***l_492 = &g_345;
    int32_t ****l_493 = &g_344;
    if ((func_2((~(((int16_t)0L >> (int16_t)2) & ((uint32_t)(g_12 > ((int16_t)((int16_t)l_17 >> (int16_t)9) >> (int16_t)((*l_18) = g_12))) % (uint32_t)((int16_t)((uint16_t)(((uint32_t)((int32_t)((uint64_t)(g_30 != l_32) - (uint64_t)func_33((l_17 >= (((l_18 == &g_31) == l_17) ^ g_31)))) - (int32_t)g_12) % (uint32_t)g_12) & g_12) + (uint16_t)65535UL) >> (int16_t)0)))), g_12, g_12, g_12) != l_17))
    {
        return g_309;
    }
    else
    {
        int64_t l_463 = (-1L);
        uint16_t *l_468 = &g_109;
        uint32_t *l_474 = &g_154;
        int32_t ***l_475 = &g_345;
        uint16_t **l_480 = &l_468;
        uint16_t *** const l_479 = &l_480;
        uint16_t *** const *l_478 = &l_479;
        uint16_t *** const ** const l_477 = &l_478;
        int32_t l_481 = 0xC62C7827L;
        l_481 = ((((-8L) & (l_463 <= ((((uint16_t)((((g_146 <= (l_17 >= ((uint16_t)((*l_468) = (***g_255)) / (uint16_t)((((((int64_t)((int16_t)(0x04271E6D9B8B5A0ELL && 1L) >> (int16_t)4) % (int64_t)((*g_30) & (((((*l_474) = (((~(-1L)) , l_17) | l_463)) || l_463) , l_475) != l_475))) < l_476) > 1L) >= l_17) , l_463)))) && (*g_30)) , l_477) == (void*)0) / (uint16_t)0x3E41L) , l_463) == l_17))) != (*g_30)) <= (-5L));
    }
    g_495 = ((((uint32_t)((uint16_t)(l_486 == &g_255) >> (uint16_t)((*g_359) != (g_487 = (void*)0))) % (uint32_t)(l_476 | (((int16_t)(((l_490 != ((*l_493) = l_492)) <= g_19) < g_146) << (int16_t)8) , l_476))) , 1L) == g_494);
    return g_494;
}
static int64_t func_2(int8_t p_3, int32_t p_4, int32_t p_5, int8_t p_6)
{
    uint64_t *l_268 = (void*)0;
    int32_t *l_275 = (void*)0;
    int16_t l_363 = (-8L);
    int32_t *l_374 = &g_37;
    const int32_t **l_378 = &g_41;
    const int32_t ***l_377 = &l_378;
    int16_t **l_379 = (void*)0;
    uint16_t *l_383 = &g_12;
    uint16_t **l_382 = &l_383;
    uint32_t *l_406 = &g_309;
    uint16_t **** const l_445 = (void*)0;
    int32_t l_449 = 1L;
    int32_t *l_454 = &g_311;
    const uint32_t l_457 = 1UL;
    uint64_t ***l_462 = &g_360;
    for (g_37 = 0; (g_37 > (-13)); g_37 -= 7)
    {
        uint16_t *l_253 = &g_91;
        int32_t l_273 = 0L;
        const uint64_t *l_278 = &g_164;
        const uint64_t **l_277 = &l_278;
        const uint64_t ***l_276 = &l_277;
        uint16_t * const *l_292 = &l_253;
        uint16_t * const **l_291 = &l_292;
        int32_t **l_312 = &l_275;
        int16_t *** const l_331 = (void*)0;
        uint64_t *l_332 = (void*)0;
        uint64_t *l_333 = (void*)0;
        uint64_t *l_334 = (void*)0;
        uint64_t *l_335 = &g_164;
        int64_t l_364 = (-1L);
        int32_t l_390 = 0xB8163206L;
        uint32_t *l_407 = &g_307;
        uint32_t *l_408 = &g_309;
        int32_t l_436 = (-1L);
        if (((uint16_t)((*l_253) = (g_12 = p_5)) + (uint16_t)(~((void*)0 == g_255))))
        {
            int32_t *l_274 = &l_273;
            (*l_274) = ((g_77 > ((int16_t)((uint16_t)((*l_253) = (((*g_257) != 1L) , (((g_107 == ((*g_30) != (p_5 < ((((int32_t)((((int32_t)((&g_163 == l_268) && ((uint16_t)((!0x81BE9AE6L) & p_5) >> (uint16_t)g_272)) % (int32_t)g_156) | l_273) >= 0UL) % (int32_t)p_4) && p_3) >= p_5)))) || p_4) | (*g_30)))) >> (uint16_t)12) >> (int16_t)2)) == p_4);
        }
        else
        {
            int64_t l_304 = 0xEF6D558A1B903DA8LL;
            l_275 = &g_37;
            l_276 = l_276;
            for (g_107 = (-3); (g_107 <= 20); g_107 += 1)
            {
                int32_t l_300 = (-9L);
                uint64_t **l_303 = &g_196;
                uint32_t *l_306 = &g_307;
                uint32_t *l_308 = &g_309;
                int32_t *l_310 = &g_311;
                (*l_310) = ((uint64_t)(l_273 = ((int16_t)((((*l_308) = (((int64_t)((1L | ((((((int64_t)((uint16_t)(((void*)0 != l_291) != ((((int64_t)((uint64_t)(((~(((*l_306) = (g_305 = ((int64_t)(p_3 & 0x9A27L) - (int64_t)((((((((p_4 >= l_300) > (((uint16_t)0x92DAL % (uint16_t)((&l_268 != l_303) || p_6)) && l_304)) , 0UL) && 5L) | l_304) , p_6) == l_300) , p_4)))) , (-9L))) <= 0xCAC0L) || p_3) % (uint64_t)p_3) + (int64_t)l_300) == p_4) < 0L)) << (uint16_t)0) / (int64_t)p_4) > l_304) && p_4) != (**g_256)) , 65529UL)) || l_300) - (int64_t)18446744073709551615UL) | 0x56AE978212C63436LL)) , p_4) ^ l_300) >> (int16_t)(**g_256))) % (uint64_t)p_5);
            }
        }
        (*l_312) = &g_311;
        if (((int32_t)(((int16_t)((((int16_t)((0xF86E1E6AL || p_6) & ((uint16_t)(((***l_291) = ((int32_t)((uint16_t)((int16_t)((uint16_t)((*g_30) | ((((**g_256) , (*g_30)) ^ (((*l_335) = (((((int64_t)7L - (int64_t)g_107) && (((void*)0 != l_331) == 0x48F8A4C053BF6E99LL)) != g_65) , 0xC69A03E547229B25LL)) , 0x821AL)) > 1UL)) + (uint16_t)p_3) << (int16_t)(***g_255)) + (uint16_t)(**l_312)) % (int32_t)4294967291UL)) != (-1L)) + (uint16_t)(*l_275))) << (int16_t)(*l_275)) > 0x1D9F5035L) , (**l_312)) >> (int16_t)4) ^ p_6) + (int32_t)0x0E86C6B0L))
        {
            int16_t l_362 = (-4L);
            for (g_272 = 0; (g_272 != 6); ++g_272)
            {
                (*l_312) = l_275;
                (*l_312) = &p_4;
                g_36 = &g_37;
                (*g_255) = (*g_255);
            }
            if ((((uint32_t)(((uint16_t)((((uint16_t)(4L & ((g_344 != (void*)0) && 9L)) % (uint16_t)(**l_312)) , (((((uint16_t)((uint16_t)((uint16_t)(-(uint64_t)(((((uint16_t)((((int64_t)(((((uint32_t)((g_359 != (((((g_156 & ((0xA83E9DA6L != (~(l_362 = 2L))) < (**l_312))) , p_4) && (*g_30)) != 0xC5EBL) , &g_360)) | (*g_30)) % (uint32_t)p_4) && g_309) && 18446744073709551610UL) == (**l_312)) + (int64_t)g_65) , p_5) >= p_4) % (uint16_t)l_363) < p_4) , &g_360) != (void*)0)) - (uint16_t)(**l_312)) << (uint16_t)0) - (uint16_t)(**g_256)) < (*l_275)) && p_3) , 1L)) & p_3) >> (uint16_t)13) >= l_364) + (uint32_t)(*l_275)) <= 4294967295UL))
            {
                int8_t l_367 = 0L;
                int32_t ***l_368 = &l_312;
                uint16_t l_369 = 0x46CFL;
                (**l_312) = ((uint16_t)((((((*l_253) = l_367) || ((l_368 != &g_345) ^ (**g_256))) , ((((l_369 = p_4) || (~g_91)) && ((uint64_t)p_5 / (uint64_t)7L)) > 0xB579L)) && l_362) == 0UL) % (uint16_t)0x4839L);
            }
            else
            {
                if (p_4)
                    break;
                (**l_312) = p_4;
                (*l_312) = (*l_312);
            }
            return g_107;
        }
        else
        {
            int16_t l_373 = 1L;
            l_373 = 0xC32685E0L;
            (**l_312) = p_3;
            (*l_312) = l_374;
        }
        if ((((int16_t)((void*)0 != &g_345) << (int16_t)((0x32E7B3C1L & ((2UL >= 0L) < ((void*)0 != l_377))) && ((((*l_374) != ((void*)0 != l_379)) , 0x88L) , (**l_312)))) <= (**l_312)))
        {
            uint64_t l_380 = 0UL;
            int32_t l_381 = 1L;
            uint32_t *l_387 = &g_79;
            int64_t *l_388 = &g_272;
            int64_t *l_389 = &l_364;
            int32_t *l_391 = &g_311;
            (*l_391) = ((l_380 >= (p_6 && 1L)) != (((((*l_389) = ((*l_388) = (((l_380 | g_19) && (l_381 = p_6)) ^ (l_382 == (((int16_t)(~((*l_387) = (((0L || (p_5 != p_6)) == p_4) , l_380))) % (int16_t)l_380) , (void*)0))))) || l_390) != (-7L)) != (***g_255)));
            for (g_106 = 15; (g_106 > (-6)); g_106 -= 9)
            {
                int32_t *l_401 = &l_273;
                (*l_391) = (p_4 = ((uint16_t)(((*l_335) = g_31) , p_4) - (uint16_t)((uint16_t)(((*l_391) | g_307) == (((((*l_401) = (((p_5 >= p_5) != (((*l_387) = ((uint32_t)((-(int64_t)g_31) & (*l_391)) - (uint32_t)p_6)) | (*l_391))) != 0x404CD1A3L)) <= 4294967287UL) & p_5) & 0x33DEL)) + (uint16_t)1UL)));
            }
            (**l_377) = &p_5;
            (*l_391) = ((int16_t)(((**l_382) = (((uint16_t)p_6 << (uint16_t)((((((g_95 ^ 4294967291UL) < (*l_391)) | (((l_407 = l_406) == l_408) && (g_37 , (g_107 , (**g_256))))) , (**l_312)) , (*l_391)) || (*g_30))) > 1L)) , (**l_312)) % (int16_t)(***g_255));
        }
        else
        {
            int32_t *l_409 = &l_273;
            uint32_t *l_426 = &g_156;
            uint32_t *l_427 = (void*)0;
            uint32_t *l_428 = (void*)0;
            uint32_t *l_429 = &g_79;
            int64_t *l_437 = (void*)0;
            int64_t *l_438 = &l_364;
            uint32_t l_439 = 0xBA1B34EAL;
            uint64_t * const *l_440 = &l_334;
            uint64_t * const **l_441 = &l_440;
            (*l_409) = 0x35C1B076L;
            g_442 = ((uint64_t)((int16_t)((((uint16_t)((*l_383) = ((uint16_t)((((*l_441) = ((((((int64_t)((*l_438) = ((uint64_t)((((int16_t)(((((int16_t)(((*l_429) = ((*l_426) = 0x73CE8361L)) , (((*l_253) = ((-1L) | (((int16_t)((int16_t)1L << (int16_t)(**l_312)) % (int16_t)((*l_409) = (p_5 & (*l_409)))) > p_5))) || (***g_255))) << (int16_t)9) == ((int64_t)g_12 + (int64_t)p_4)) & l_436) && p_6) + (int16_t)p_5) == 0x5573L) >= 0xED2992FD4C5296ECLL) / (uint64_t)p_3)) % (int64_t)l_439) > p_4) , (**l_312)) , 4L) , l_440)) == (*g_359)) , 0xC5E9L) << (uint16_t)7)) - (uint16_t)(***g_255)) , 1UL) ^ p_6) - (int16_t)(*g_30)) % (uint64_t)p_5);
        }
    }
    for (g_107 = (-12); (g_107 != (-22)); g_107 -= 5)
    {
        uint16_t ***l_448 = &l_382;
        uint16_t ****l_447 = &l_448;
        uint16_t *****l_446 = &l_447;
        (*l_446) = l_445;
    }
    (*l_454) = (((*l_374) , ((*l_374) = 0x6BECDB6F072E3335LL)) & ((l_449 = (**g_256)) , (((int16_t)((*g_30) && (&l_383 != &l_383)) >> (int16_t)10) ^ (l_268 == &g_272))));
    (*l_454) = (((uint16_t)65531UL >> (uint16_t)8) | ((l_457 , ((uint16_t)1UL >> (uint16_t)1)) , ((uint16_t)(l_462 == (void*)0) >> (uint16_t)(0L && p_6))));
    return p_5;
}
static uint64_t func_33(int8_t p_34)
{
    int32_t *l_35 = (void*)0;
    int32_t **l_38 = (void*)0;
    int32_t **l_39 = &l_35;
    const int32_t *l_40 = (void*)0;
    int16_t **l_42 = (void*)0;
    int16_t ***l_43 = &l_42;
    uint64_t l_75 = 0xC677CCB2DC50754BLL;
    int16_t **l_157 = &g_30;
    (*l_39) = (g_36 = l_35);
    g_41 = l_40;
    (*l_43) = l_42;
    if (g_31)
    {
        int16_t **l_48 = &g_30;
        int32_t l_49 = 0x88B1495DL;
        uint32_t *l_64 = &g_65;
        uint64_t l_74 = 0xEE4B4BC07302220CLL;
        uint64_t *l_76 = (void*)0;
        uint32_t *l_78 = &g_79;
        (*l_39) = &g_37;
        l_49 = (((int32_t)(1L && (((((0x7221EBC5L == p_34) | (((((int16_t)(((((*l_43) = l_48) != ((0x1F6ED734895C4B79LL | g_12) , (void*)0)) <= 3L) || p_34) >> (int16_t)g_12) | 0xCD890F6DAE1DC630LL) == g_12) & p_34)) , (*l_35)) , p_34) , (**l_39))) % (int32_t)g_31) != 0UL);
        (**l_39) = (~((uint16_t)((uint16_t)((int32_t)(~((int16_t)((*g_30) = (((g_31 & (((int16_t)((((uint32_t)((*l_78) = (((*l_64) = (p_34 || (0xF2ECL >= (-2L)))) == ((((((uint64_t)(g_77 = (l_49 < ((((((((uint32_t)((int16_t)(((((uint16_t)l_49 >> (uint16_t)5) > 0x8915D48947DE68BDLL) <= (p_34 ^ l_49)) < p_34) >> (int16_t)p_34) + (uint32_t)0x375F08A7L) , (*l_35)) == p_34) , l_74) & l_75) && g_37) >= 1L))) - (uint64_t)p_34) || 1L) >= l_74) > l_49) | p_34))) % (uint32_t)l_74) || p_34) , (*g_30)) << (int16_t)(*g_30)) | (-6L))) , &g_30) == l_48)) - (int16_t)p_34)) - (int32_t)p_34) >> (uint16_t)p_34) >> (uint16_t)11));
    }
    else
    {
        uint32_t *l_80 = &g_79;
        int32_t l_87 = 0xFC2FE0ECL;
        uint16_t *l_90 = &g_91;
        uint16_t *l_92 = (void*)0;
        uint16_t *l_93 = (void*)0;
        uint16_t *l_94 = &g_95;
        uint16_t *l_108 = &g_109;
        int8_t l_110 = 0x81L;
        int16_t *l_206 = (void*)0;
        g_37 = ((g_12 > (((*l_80) = g_79) != ((int32_t)(~(((uint32_t)((((*g_30) = 1L) > 0x95D9L) && p_34) + (uint32_t)(~p_34)) != l_87)) / (int32_t)l_87))) <= ((int16_t)p_34 + (int16_t)p_34));
        if ((((*l_94) = ((*l_90) = g_65)) >= (((((uint16_t)(g_31 && g_12) << (uint16_t)1) < (g_65 , ((g_111 = (((((uint16_t)((int16_t)((uint16_t)((p_34 , g_65) , ((*l_108) = (g_107 = (((g_106 = g_79) != (1L != (((*g_30) && 3UL) <= p_34))) > g_37)))) / (uint16_t)g_37) >> (int16_t)(*g_30)) + (uint16_t)0x67EBL) >= (*g_30)) , l_87) >= l_110)) , p_34))) , 1L) <= 4L)))
        {
            g_37 = l_87;
        }
        else
        {
            if ((0xD0CEA35DL & 0x7607BBC6L))
            {
                return p_34;
            }
            else
            {
                return g_107;
            }
        }
        if (p_34)
        {
            uint64_t l_112 = 0x1CF63C109E68FEE3LL;
            l_112 = p_34;
        }
        else
        {
            int32_t l_141 = 0x3E211E8DL;
            int16_t *l_145 = &g_146;
            uint64_t *l_149 = &l_75;
            uint64_t *l_150 = &g_151;
            uint32_t *l_152 = &g_65;
            uint32_t *l_153 = &g_154;
            uint32_t *l_155 = &g_156;
            uint64_t *l_158 = (void*)0;
            uint64_t *l_159 = (void*)0;
            uint64_t *l_160 = (void*)0;
            uint64_t *l_161 = (void*)0;
            uint64_t *l_162 = &g_163;
            int32_t l_169 = 0x02422DCDL;
            if (((g_164 = (((*l_162) = ((uint16_t)(((int16_t)(((int16_t)(-1L) << (int16_t)((((((*l_155) = ((*l_153) = ((*l_152) = ((uint16_t)((int32_t)(((int32_t)((((int32_t)((((uint64_t)((*l_150) = ((p_34 , 0x2988D6DCB7496171LL) > ((*l_149) = (((int32_t)1L - (int32_t)((uint16_t)((uint32_t)((uint16_t)((int16_t)((((((uint32_t)((*l_80) = l_141) % (uint32_t)((((!(18446744073709551612UL || (6L > (((*l_145) = ((*g_30) = p_34)) , ((int16_t)(((l_110 & p_34) , p_34) <= 0x1BE7324BL) << (int16_t)9))))) > l_141) > p_34) , g_107)) != 0x7105L) < p_34) != g_106) && 18446744073709551615UL) + (int16_t)0UL) + (uint16_t)l_141) + (uint32_t)0xDED60BA8L) % (uint16_t)p_34)) , g_31)))) - (uint64_t)0x9F7D83A0D7201B9FLL) && p_34) , l_141) % (int32_t)5L) < l_110) , 0L) - (int32_t)6L) && l_87) % (int32_t)g_12) / (uint16_t)g_95)))) | p_34) & l_141) , l_157) != &l_145)) , 9L) + (int16_t)p_34) || p_34) << (uint16_t)l_87)) ^ p_34)) , p_34))
            {
                uint16_t **l_166 = &l_94;
                uint16_t ***l_165 = &l_166;
                (*l_165) = &l_94;
                (*l_39) = &g_37;
                (*l_39) = &g_37;
            }
            else
            {
                int32_t ***l_182 = &l_39;
                uint64_t *l_195 = &l_75;
                int32_t l_199 = 0L;
                int16_t l_218 = 0x9B4FL;
                for (g_151 = 0; (g_151 >= 50); ++g_151)
                {
                    const uint16_t *l_170 = &g_91;
                    (*l_39) = l_153;
                    l_169 = l_87;
                    (**l_39) = (l_170 == &g_12);
                    for (g_164 = (-28); (g_164 < 49); g_164 += 6)
                    {
                        int16_t l_175 = 0L;
                        (*l_35) = ((uint16_t)l_175 >> (uint16_t)p_34);
                    }
                }
                if ((((*l_94) = (g_106 || (((uint16_t)((uint32_t)(g_65 = p_34) / (uint32_t)l_87) >> (uint16_t)7) >= (((uint32_t)(p_34 && (*g_30)) - (uint32_t)((&g_41 != ((*l_182) = &g_36)) <= ((int64_t)((~(((void*)0 != &g_151) != 0xD5331A3B0D4ED63ELL)) ^ p_34) - (int64_t)0x58CEDA5373E3C2ACLL))) , 0x335B14A6E1C48D97LL)))) != 0xE0EBL))
                {
                    int64_t l_197 = 9L;
                    int32_t *l_198 = (void*)0;
                    int16_t *l_204 = &g_31;
                    int16_t **l_205 = &l_204;
                    int32_t *l_219 = &l_199;
                    l_169 = p_34;
                    l_199 = ((!((*l_195) = (p_34 && (((((uint16_t)(65535UL == (((uint16_t)(g_12 || ((((int16_t)p_34 >> (int16_t)(p_34 <= ((int32_t)(-8L) / (int32_t)p_34))) | (((g_79 , (g_196 = l_195)) != &g_163) || 7L)) , g_151)) << (uint16_t)(*g_30)) >= 0L)) % (uint16_t)l_197) > g_65) >= p_34) > p_34)))) || p_34);
                    l_169 = ((uint16_t)g_106 % (uint16_t)((uint32_t)(p_34 > (((*l_205) = l_204) != (l_206 = (void*)0))) - (uint32_t)(((uint16_t)((int16_t)(*g_30) << (int16_t)((*l_90) = (~((((uint64_t)p_34 % (uint64_t)((int16_t)((int16_t)((((p_34 == 4294967288UL) ^ l_199) >= p_34) && g_79) / (int16_t)g_77) / (int16_t)l_218)) >= p_34) , p_34)))) - (uint16_t)0x7391L) && p_34)));
                    (*l_219) = p_34;
                }
                else
                {
                    uint16_t l_236 = 0x76CDL;
                    uint64_t **l_237 = (void*)0;
                    uint64_t **l_238 = &l_158;
                    int32_t *l_247 = &l_199;
                    int32_t *l_248 = &l_87;
                    if ((((uint16_t)l_141 >> (uint16_t)p_34) , ((((uint64_t)((int16_t)((int16_t)((((g_77 , ((int32_t)(((l_87 = (((int64_t)p_34 % (int64_t)((uint32_t)(((int16_t)((**l_157) = ((g_37 , (g_151 | (g_109 = l_236))) >= g_91)) << (int16_t)4) >= (((*l_238) = &l_75) != &g_164)) + (uint32_t)1L)) < 0L)) >= p_34) , 0L) / (int32_t)l_110)) != l_141) && l_169) , (*g_30)) / (int16_t)0xFF01L) >> (int16_t)10) + (uint64_t)p_34) > l_169) <= 0x0FA43BB0A9F56009LL)))
                    {
                        int32_t *l_239 = (void*)0;
                        int32_t *l_240 = &l_199;
                        int32_t **l_241 = &l_239;
                        (*l_240) = ((*g_30) , (-6L));
                        (*l_39) = &g_37;
                        (*l_241) = ((**l_182) = (**l_182));
                    }
                    else
                    {
                        int32_t *l_242 = (void*)0;
                        int32_t **l_243 = &l_242;
                        int32_t **l_244 = (void*)0;
                        int32_t *l_246 = &l_199;
                        int32_t **l_245 = &l_246;
                        (*l_245) = ((*l_243) = ((*l_39) = l_242));
                        l_247 = l_247;
                    }
                    (*l_248) = (((*l_247) = p_34) , (-2L));
                    g_41 = ((**l_182) = &l_169);
                }
            }
            (*l_39) = &l_169;
        }
        (*l_39) = (void*)0;
    }
    return p_34;
}
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_19, "g_19", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_37, "g_37", print_hash_value);
    transparent_crc(g_65, "g_65", print_hash_value);
    transparent_crc(g_77, "g_77", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    transparent_crc(g_95, "g_95", print_hash_value);
    transparent_crc(g_106, "g_106", print_hash_value);
    transparent_crc(g_107, "g_107", print_hash_value);
    transparent_crc(g_109, "g_109", print_hash_value);
    transparent_crc(g_111, "g_111", print_hash_value);
    transparent_crc(g_146, "g_146", print_hash_value);
    transparent_crc(g_151, "g_151", print_hash_value);
    transparent_crc(g_154, "g_154", print_hash_value);
    transparent_crc(g_156, "g_156", print_hash_value);
    transparent_crc(g_163, "g_163", print_hash_value);
    transparent_crc(g_164, "g_164", print_hash_value);
    transparent_crc(g_272, "g_272", print_hash_value);
    transparent_crc(g_305, "g_305", print_hash_value);
    transparent_crc(g_307, "g_307", print_hash_value);
    transparent_crc(g_309, "g_309", print_hash_value);
    transparent_crc(g_311, "g_311", print_hash_value);
    transparent_crc(g_442, "g_442", print_hash_value);
    transparent_crc(g_494, "g_494", print_hash_value);
    transparent_crc(g_495, "g_495", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
