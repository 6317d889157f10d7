
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
union U0 {
   int8_t f0;
   signed f1 : 14;
   uint16_t f2;
   uint32_t f3;
};
static uint32_t g_19 = 7U;
static int16_t g_54 = 0xC202;
static uint32_t g_70 = 0xE90E87CA;
static int32_t g_73 = 0x10513B66;
static uint16_t g_79 = 9U;
static uint32_t g_104 = 1U;
static union U0 g_109 = {0x48};
static int16_t g_155 = 0x3AF3;
static uint32_t g_158 = 1U;
static int32_t g_176 = 0xB0C0B734;
static uint32_t g_306 = 1U;
static int16_t g_332 = 0xBB08;
static uint32_t g_333 = 4294967293U;
static int32_t g_343 = (-1);
static int32_t g_497 = 1;
static uint32_t g_523 = 1U;
static int8_t g_596 = 0xA4;
static uint32_t g_732 = 0x6B6FD370;
static uint32_t func_1(void);
static union U0 func_9(int32_t p_10);
static int16_t func_17(int32_t p_18);
static uint32_t func_1(void)
{
    int16_t l_6 = (-1);
    const int32_t l_828 = 2;
    int32_t l_829 = (-5);
    int32_t l_848 = (-9);
    int8_t l_870 = 0x89;
    int32_t l_871 = 0x79F819F5;
    const uint16_t l_872 = 0x5D3A;
    l_848 = (((uint32_t)((0xF2887CF2 | ((int16_t)l_6 << (int16_t)((uint16_t)(func_9(((uint32_t)(l_6 <= l_6) - (uint32_t)(((l_829 = ((uint16_t)(((uint16_t)(l_6 , (func_17(g_19) ^ (((((int32_t)1 - (int32_t)l_6) != l_828) ^ 65535U) != g_176))) - (uint16_t)g_176) != l_828) << (uint16_t)14)) , 1) != g_176))) , l_828) << (uint16_t)7))) == g_176) / (uint32_t)0xA0F0B88D) , g_176);
    l_848 &= (0xCEE5 <= 0x9D98);
    l_848 = ((((g_104 , ((uint32_t)((int16_t)(-2) % (int16_t)(((((g_158 | (g_54 &= ((((l_829 ^= (g_176 = (((int16_t)g_158 % (int16_t)(((uint16_t)((((int16_t)(((g_176 <= ((int16_t)(-(int16_t)((uint16_t)(((0x3DA4 < (((g_79 && ((int32_t)0x208D3580 % (int32_t)((int32_t)((int16_t)(-1) >> (int16_t)l_870) + (int32_t)l_870))) | 0x04BF) >= g_306)) != g_596) || l_848) + (uint16_t)g_523)) % (int16_t)g_732)) > g_155) < 4294967295U) << (int16_t)15) == g_19) && g_343) + (uint16_t)0x7193) & 0xF98DC5E3)) , g_523))) , l_828) , g_332) && 0xE072B297))) != l_848) & l_871) != l_872) , l_871)) % (uint32_t)g_155)) , l_6) | l_871) , g_497);
    return g_523;
}
static union U0 func_9(int32_t p_10)
{
    uint32_t l_830 = 1U;
    int32_t l_847 = 0;
    l_830--;
    if (g_333)
    {
        return g_109;
    }
    else
    {
        g_497 = l_830;
    }
    g_109.f1 = (((uint16_t)(((uint16_t)0U << (uint16_t)4) == (g_54 > ((int32_t)((uint32_t)((p_10 != g_155) == g_73) + (uint32_t)(g_155 & ((((uint16_t)((uint16_t)(65535U && (l_847 = ((uint32_t)l_830 / (uint32_t)(p_10 & l_830)))) >> (uint16_t)6) << (uint16_t)g_104) , l_830) ^ g_158))) - (int32_t)l_830))) << (uint16_t)g_523) || l_847);
    l_847 = p_10;
    return g_109;
}
static int16_t func_17(int32_t p_18)
{
    uint32_t l_28 = 0xA972737A;
    int32_t l_36 = 1;
    int32_t l_39 = 9;
    int16_t l_152 = (-2);
    const uint32_t l_173 = 0U;
    int32_t l_200 = (-1);
    uint32_t l_201 = 1U;
    int32_t l_202 = 1;
    int32_t l_203 = 0x97D4F8AA;
    uint32_t l_469 = 0xC32E632F;
    int8_t l_506 = (-1);
    uint32_t l_522 = 4294967295U;
    int32_t l_595 = 4;
    union U0 l_612 = {0};
    uint16_t l_757 = 65535U;
    uint16_t l_817 = 0x7AE5;
    int32_t l_825 = (-1);
    if (p_18)
    {
        uint32_t l_31 = 0x2BF390F3;
        union U0 l_42 = {0x50};
        uint32_t l_57 = 4294967295U;
        int32_t l_78 = 0xCD5F0970;
        int32_t l_123 = (-1);
        uint16_t l_204 = 3U;
        const int8_t l_266 = 0xB3;
        int16_t l_267 = 0xC18F;
        int16_t l_304 = 0x54F3;
        int32_t l_384 = 0x85B942BD;
        if ((((p_18 <= ((int16_t)((uint16_t)((p_18 , (((int32_t)g_19 + (int32_t)((l_36 = (g_19 && (((int16_t)((((l_28++) ^ ((((l_31 || p_18) > (0x122D800F | ((int16_t)(((int32_t)(l_36 != (l_39 = ((int16_t)((p_18 , g_19) || 0xE5C7D816) - (int16_t)0U))) + (int32_t)l_36) < 0xE40C8830) % (int16_t)0x64FE))) || g_19) , 1)) , p_18) , 0x8E1C) << (int16_t)4) , 0xD757))) , l_28)) > p_18)) >= g_19) << (uint16_t)0) % (int16_t)g_19)) ^ 0x0BDE) , (-7)))
        {
            uint32_t l_40 = 0U;
            int32_t l_55 = 0;
            int32_t l_56 = (-1);
            p_18 = (0x320BA2C1 & g_19);
            if (l_31)
                goto lbl_58;
lbl_58:
            l_36 |= ((l_40 = g_19) | (l_55 = (!(l_42 , (((((g_19 , (l_28 & ((int16_t)(g_19 <= (p_18 = ((((l_56 &= ((uint16_t)((((-(uint16_t)(((1U && ((uint16_t)(((g_54 |= (g_19 > ((int32_t)0xF2D6A391 / (int32_t)((int16_t)(g_19 > p_18) << (int16_t)l_39)))) , 0x5FAE) < p_18) >> (uint16_t)g_19)) != g_19) <= l_55)) || g_54) ^ 0xDFBA) >= 0U) - (uint16_t)p_18)) > l_55) == 1U) , 0))) % (int16_t)l_42.f0))) || l_28) & l_55) & 0xFEDE) > l_57)))));
            p_18 = ((uint16_t)(-(uint32_t)(~(g_79 = ((g_19 , (g_54 = ((0xDCE64F81 <= (((int16_t)(((int32_t)(((((uint16_t)((~(((((((g_70 = 0x64BF) >= 0x8944) || ((int16_t)((g_73 = 0x946A) >= (!((+1U) != (((0xB69F != ((g_19 = (((((((uint32_t)l_78 % (uint32_t)(((4294967286U || l_28) || l_57) || l_57)) >= l_28) == p_18) <= p_18) | p_18) == g_70)) , 0xBE1E)) != g_70) && 0x27459160)))) - (int16_t)g_70)) == l_42.f0) == p_18) < l_31) == l_40)) || l_31) >> (uint16_t)14) , (-1)) > l_36) ^ 9U) - (int32_t)g_54) == 1) << (int16_t)g_54) <= l_40)) , g_54))) & p_18)))) / (uint16_t)0x12DD);
        }
        else
        {
            union U0 l_91 = {0x14};
            int32_t l_93 = 0xC23CF8C3;
            uint32_t l_113 = 4294967292U;
            int32_t l_177 = 2;
            if (((int16_t)((int16_t)((+0xB7C83560) & ((int32_t)((uint16_t)(g_19 != (p_18 <= (-3))) / (uint16_t)g_19) + (int32_t)((int16_t)(p_18 >= ((l_39 = (((l_91 , ((p_18 , ((~l_93) >= l_93)) > p_18)) == g_73) | g_79)) || g_73)) >> (int16_t)g_79))) << (int16_t)p_18) + (int16_t)(-9)))
            {
                uint32_t l_101 = 0xC401F3C7;
                l_93 |= (p_18 , (((int32_t)g_70 / (int32_t)(l_91 , (((int16_t)g_19 / (int16_t)0xF4EE) && (((l_91 = l_42) , (!((((p_18 > (((0x08CA92D9 <= ((uint16_t)65532U - (uint16_t)p_18)) && g_79) <= l_101)) , g_73) | p_18) != g_73))) , l_28)))) < 0x0651));
                l_93 = (l_39 ^ g_19);
            }
            else
            {
                int8_t l_118 = 0x72;
                uint32_t l_121 = 4294967295U;
                union U0 l_132 = {2};
                int32_t l_156 = 1;
                for (l_57 = (-23); (l_57 >= 40); l_57++)
                {
                    int8_t l_119 = 0x69;
                    int32_t l_122 = 9;
                    int32_t l_157 = (-1);
                    if (l_91.f0)
                    {
                        g_104--;
                    }
                    else
                    {
                        uint32_t l_120 = 3U;
                        int32_t l_140 = 0xCEBDA19A;
                        int32_t l_143 = 0x2858D321;
                        l_123 = ((((-1) && (((int16_t)((g_109 , (!((((l_36 = ((((uint32_t)l_113 / (uint32_t)g_54) == ((uint16_t)(8 & g_73) % (uint16_t)(l_42.f1 = (l_122 = (((l_120 ^= (0 > (((uint16_t)p_18 >> (uint16_t)(0xA8C4 || l_118)) < l_119))) , 65531U) | l_121))))) == g_104)) & p_18) | p_18) & l_119))) <= 65527U) + (int16_t)g_54) && g_70)) & g_73) < p_18);
                        p_18 = (((uint16_t)(p_18 & l_93) << (uint16_t)1) >= (((uint16_t)(((0xD9EF & g_73) < ((((l_120 || (((int16_t)((uint16_t)0x0226 << (uint16_t)((l_132 , (+g_109.f0)) >= (((uint16_t)((int16_t)(((int32_t)(g_19 , g_54) % (int32_t)p_18) == l_121) << (int16_t)g_109.f0) << (uint16_t)l_91.f0) <= p_18))) >> (int16_t)g_54) , p_18)) | 0x47FD) , l_36) , g_70)) > 1U) % (uint16_t)p_18) == p_18));
                        l_143 = (p_18 == ((((g_109.f2 = ((-9) < (l_140 = (-6)))) & ((uint32_t)((l_91.f0 < (0x8CB1B8CC || (g_73 , (((l_93 = (l_93 != (g_73 ^ g_104))) < l_91.f0) | p_18)))) && l_119) % (uint32_t)1U)) > 0x5011C820) < l_119));
                    }
                    p_18 = (((uint32_t)((((g_19 | l_121) | l_39) >= ((uint16_t)((+((-(uint32_t)((int16_t)l_152 + (int16_t)((uint16_t)1U << (uint16_t)9))) >= ((l_122 ^= (g_158--)) > (((int32_t)(l_42.f1 = ((int16_t)(((l_156 = ((int32_t)((uint16_t)(g_104 | (((((g_155 = 0x0F3E) > ((uint16_t)((int16_t)((p_18 != 0) | p_18) % (int16_t)l_93) % (uint16_t)l_118)) == 0xA09A699A) | 0xF5E3) | l_132.f0)) << (uint16_t)9) + (int32_t)g_19)) < p_18) & g_109.f0) + (int16_t)l_121)) % (int32_t)g_73) ^ l_91.f0)))) , p_18) + (uint16_t)p_18)) < g_109.f0) + (uint32_t)0x83EC63F9) || l_173);
                    for (g_54 = 0; (g_54 <= (-6)); g_54 -= 1)
                    {
                        uint16_t l_178 = 0x69D1;
                        l_178--;
                    }
                }
            }
            p_18 = l_78;
        }
        if (((((uint16_t)(((((((l_202 ^= (((((int16_t)p_18 << (int16_t)6) != 0x11C853B7) <= (l_123 ^= (((((uint32_t)((l_31 >= (((uint32_t)l_39 + (uint32_t)(!((g_158 = ((p_18 > ((uint16_t)(((uint16_t)(g_104 || (l_36 & 0x7B0F3791)) >> (uint16_t)0) <= (((int16_t)((uint32_t)(l_200 = ((uint16_t)p_18 - (uint16_t)g_54)) / (uint32_t)0xBA671F50) >> (int16_t)p_18) || 1U)) << (uint16_t)l_201)) , 1U)) | l_31))) | p_18)) , p_18) + (uint32_t)0x59CB87FC) | (-1)) == g_176) , 0xB5EBD3B7))) && 2U)) <= g_19) ^ 0x9DCB) & l_201) & 1U) || l_203) | l_31) >> (uint16_t)8) < 7U) & l_31))
        {
            uint32_t l_218 = 0U;
            p_18 &= l_39;
            l_204 = 0xB4148523;
            for (l_57 = 15; (l_57 != 54); l_57 += 1)
            {
                p_18 &= g_158;
                if (((uint16_t)(l_42.f1 = 1U) >> (uint16_t)(((-1) <= ((uint16_t)65527U / (uint16_t)((p_18 < ((uint16_t)(((int16_t)((((int16_t)p_18 % (int16_t)((p_18 >= (!(g_155 = g_79))) && ((0xF0DD && l_31) < l_218))) & 4294967290U) , 1) << (int16_t)p_18) ^ 0x43E91BF3) - (uint16_t)1)) ^ 0x9D292424))) >= p_18)))
                {
                    if (g_176)
                        break;
                }
                else
                {
                    for (l_36 = 24; (l_36 >= (-4)); l_36 -= 1)
                    {
                        return p_18;
                    }
                    if (g_158)
                        continue;
                }
            }
            p_18 |= g_158;
        }
        else
        {
            int32_t l_237 = 0x3FDA3CCD;
            int32_t l_265 = (-5);
            int32_t l_305 = 0x69F1A1A9;
            l_123 = ((uint32_t)((int16_t)((g_158 , (l_36 = ((uint16_t)p_18 >> (uint16_t)(((uint32_t)(p_18 , (((uint16_t)(g_79 = ((int32_t)g_109.f0 % (int32_t)((l_203 = 0x6EC3E81A) && ((uint32_t)((0x82BA <= p_18) <= ((uint16_t)g_176 >> (uint16_t)g_19)) / (uint32_t)l_237)))) >> (uint16_t)1) ^ 0x71A36315)) + (uint32_t)l_237) > l_237)))) ^ 6) - (int16_t)l_152) + (uint32_t)p_18);
            p_18 = (((int32_t)((uint16_t)((uint16_t)(((int16_t)p_18 << (int16_t)(~((0x4124 & (((p_18 , ((((int16_t)(((int16_t)p_18 << (int16_t)5) >= (-2)) + (int16_t)(((int16_t)(g_54 |= ((uint16_t)(((l_265 ^= ((p_18 , (g_73 || (((int32_t)(0xBB03 == (((((int16_t)((int32_t)(p_18 == g_155) - (int32_t)0) % (int16_t)g_19) , l_78) && 65533U) == g_79)) - (int32_t)(-1)) && l_237))) , g_79)) || l_266) | l_36) >> (uint16_t)6)) << (int16_t)l_36) || g_155)) || g_19) < l_267)) & p_18) == p_18)) && l_265))) <= l_173) << (uint16_t)p_18) + (uint16_t)l_152) / (int32_t)1) >= 0U);
            for (g_79 = 0; (g_79 <= 5); g_79 += 1)
            {
                uint32_t l_303 = 0xE1CEA770;
                int8_t l_307 = 1;
                for (l_202 = 0; (l_202 != 18); l_202 += 1)
                {
                    p_18 = (((-1) == (p_18 <= ((int16_t)g_70 << (int16_t)2))) || (g_158++));
                }
                g_306 = ((!((((uint32_t)p_18 + (uint32_t)(l_305 |= (l_237 |= (-(int32_t)((g_54 &= ((int16_t)((int32_t)(((uint16_t)((+(!(((((((int32_t)g_104 / (int32_t)(l_42.f1 = ((g_109.f1 = p_18) || ((uint16_t)(((l_203 = ((((((((int16_t)(((p_18 , ((int32_t)((int16_t)g_155 << (int16_t)7) + (int32_t)(!l_204))) , (g_109.f1 = (p_18 & ((l_123 = ((int16_t)((uint32_t)(g_79 != l_303) + (uint32_t)0x36901CA6) + (int16_t)l_265)) & p_18)))) > l_265) - (int16_t)g_155) && p_18) != 65535U) ^ 5) == 0) , l_39) ^ (-8))) ^ 0xF3463579) <= l_36) - (uint16_t)0x29FD)))) <= g_73) & 0) , l_304) < (-1)) != l_303))) & 0xE1E5) - (uint16_t)0xC10C) || p_18) + (int32_t)l_303) << (int16_t)12)) | 0x8F6E))))) , p_18) == l_265)) , 1);
                g_332 |= (p_18 = ((l_307 && (l_305 = p_18)) <= ((uint16_t)(((((((uint16_t)(l_42 , (l_36 |= g_54)) >> (uint16_t)8) || ((int32_t)(((uint16_t)(((uint16_t)(((l_265 = g_104) & ((((int32_t)((uint16_t)(p_18 , ((uint16_t)((int32_t)(g_109 , (((int32_t)((uint32_t)(l_307 <= (((uint32_t)(g_54 & l_203) + (uint32_t)l_78) != g_104)) / (uint32_t)1) - (int32_t)g_155) != 4294967295U)) / (int32_t)g_104) + (uint16_t)0xCF2C)) + (uint16_t)2) + (int32_t)g_176) == l_39) < 0x4890E8C7)) & g_73) >> (uint16_t)10) || g_158) - (uint16_t)0x1DD5) == (-1)) % (int32_t)1)) < p_18) == 0xF2DD) < p_18) ^ g_19) >> (uint16_t)p_18)));
                g_333--;
            }
            for (g_79 = 0; (g_79 > 31); g_79 += 2)
            {
                uint16_t l_344 = 8U;
                g_109.f1 = (p_18 != (l_202 != (((((0x2306 == ((uint16_t)(l_42 , ((-(int16_t)(((((((((4 <= (4294967295U && ((((uint16_t)(((l_237 | ((l_344--) , (((~(((int16_t)(g_332 &= p_18) >> (int16_t)13) | (g_306 , 0U))) != 8U) && 0xF8D50275))) ^ l_266) < l_305) / (uint16_t)p_18) >= 4294967290U) >= 0x4CF7))) != p_18) | g_54) > l_204) != 4) , (-1)) , l_344) ^ l_39) & l_265)) || l_201)) + (uint16_t)(-9))) ^ 0x7EA1) , 0U) && 9) > g_70)));
                return p_18;
            }
        }
        l_203 = (((int16_t)(65535U < (-(int16_t)(l_42.f1 = ((uint16_t)(((g_19 | (g_155 >= ((((((int32_t)((uint16_t)(l_384 &= (p_18 <= ((uint16_t)((int32_t)(+((uint16_t)g_19 << (uint16_t)3)) / (int32_t)(l_123 = ((int16_t)((uint16_t)(((uint32_t)p_18 - (uint32_t)((int16_t)(-10) >> (int16_t)(((int16_t)(p_18 >= ((int32_t)((int16_t)(((uint32_t)(((((uint16_t)p_18 << (uint16_t)14) || p_18) ^ g_158) >= g_79) % (uint32_t)g_79) < 1U) << (int16_t)5) + (int32_t)1)) % (int16_t)l_57) , p_18))) < 0x9E1F) - (uint16_t)p_18) % (int16_t)0x9F4A))) % (uint16_t)0x15C5))) + (uint16_t)5) - (int32_t)0x704DF307) < p_18) , (-1)) < p_18) > g_343))) && g_343) == p_18) + (uint16_t)0xC28F)))) << (int16_t)9) >= 0xE907A0B9);
    }
    else
    {
        int8_t l_389 = 0x1A;
        int32_t l_404 = 1;
        int8_t l_434 = 0;
        int32_t l_465 = 1;
        int32_t l_466 = (-1);
        uint16_t l_672 = 0x3A2A;
        union U0 l_681 = {0x9E};
        int32_t l_727 = 0x981764BC;
        if (g_19)
        {
            uint32_t l_400 = 0xA77BDA6F;
            int32_t l_403 = 0x2C87262F;
            int32_t l_405 = 0;
            int32_t l_406 = 7;
            uint16_t l_545 = 0x3AA6;
            union U0 l_594 = {0x0D};
lbl_546:
            if ((l_405 |= (((int16_t)((uint16_t)(l_404 = ((6 & (l_389 >= (l_36 = ((uint16_t)(g_79 = (l_403 = (((uint32_t)((uint16_t)(0x5BA0 != (((int16_t)g_306 << (int16_t)p_18) , ((int16_t)l_400 % (int16_t)((((int32_t)(p_18 ^ (g_343 = (p_18 ^ ((g_109.f1 = (-1)) >= p_18)))) + (int32_t)p_18) < g_70) & 8U)))) << (uint16_t)1) - (uint32_t)0U) || g_104))) / (uint16_t)0xB9EA)))) != p_18)) + (uint16_t)0xEAE0) << (int16_t)6) != l_400)))
            {
                uint16_t l_407 = 0x652B;
                l_407--;
            }
            else
            {
                int32_t l_435 = 0x8D414A3D;
                int32_t l_437 = (-1);
                uint16_t l_438 = 0xEF39;
                int32_t l_462 = 0;
                int32_t l_463 = 0;
                int32_t l_464 = 0x7392D7B4;
                if (((uint16_t)l_389 >> (uint16_t)12))
                {
                    int8_t l_436 = 0;
                    l_435 ^= ((((uint16_t)l_404 >> (uint16_t)(((int16_t)p_18 % (int16_t)p_18) && ((((uint32_t)l_389 - (uint32_t)(p_18 < (g_109.f1 = (l_36 &= ((uint16_t)g_343 - (uint16_t)((((uint16_t)(((uint16_t)((g_79 = ((int16_t)((((int16_t)0xC76C - (int16_t)((uint16_t)((int16_t)l_152 >> (int16_t)6) >> (uint16_t)1)) , ((uint32_t)4U % (uint32_t)p_18)) || p_18) - (int16_t)g_104)) > 4) << (uint16_t)p_18) >= l_28) + (uint16_t)p_18) != g_343) | 4294967295U)))))) , 0x96B92F2E) >= l_152))) >= l_434) >= 0xBD26CD37);
                    l_438++;
                }
                else
                {
                    int32_t l_443 = 0xB8D93F8C;
                    p_18 = (0x7B03202B || ((int32_t)((g_158++) ^ (g_343 = g_306)) / (int32_t)((((((uint16_t)((int16_t)((((int16_t)((g_54 = (((uint32_t)4294967294U - (uint32_t)((l_404 &= 0x7FB0) , 0x2DB59A7F)) | ((uint16_t)g_176 - (uint16_t)(((int32_t)((((-1) | (((((((int16_t)((int16_t)(((g_79--) == 2U) == 0x6683) / (int16_t)1) / (int16_t)g_155) , 9) , l_469) | l_403) ^ (-1)) <= g_176)) , p_18) > 0x146E6DA2) / (int32_t)g_176) ^ (-1))))) == l_462) >> (int16_t)7) == g_176) , g_109.f1) >> (int16_t)p_18) / (uint16_t)0x1602) < 0x3C8B6E1B) < 0U) , (-1)) & g_19)));
                }
                g_343 |= (((int16_t)0x76D8 >> (int16_t)g_158) , ((!(l_437 = ((((uint32_t)(g_158 ^ 0x5D98FEF2) - (uint32_t)(~((uint16_t)((int32_t)(((int32_t)(l_403 = ((g_109 , p_18) <= ((uint16_t)(l_203 = ((((uint16_t)l_469 % (uint16_t)(p_18 , 0x697C)) < l_469) < g_19)) << (uint16_t)g_306))) / (int32_t)l_201) || l_437) / (int32_t)l_400) >> (uint16_t)p_18))) != 1) , 0xE429))) | l_462));
            }
            for (l_405 = 0; (l_405 >= (-15)); l_405 -= 7)
            {
                uint32_t l_492 = 0x8FA942DD;
                uint16_t l_496 = 0xC801;
                int32_t l_521 = (-3);
                int32_t l_582 = (-10);
                const union U0 l_703 = {0xAE};
                int8_t l_734 = 0;
                int16_t l_778 = 1;
                for (l_36 = 3; (l_36 < (-2)); l_36 -= 1)
                {
                    uint32_t l_556 = 0xD8BFD76B;
                    if ((((int16_t)l_465 >> (int16_t)4) , (((((g_109.f1 = ((l_492 = l_434) || (g_497 = (g_155 = ((int32_t)(~l_496) % (int32_t)(g_343 = l_496)))))) , p_18) > p_18) | ((uint16_t)g_104 << (uint16_t)((p_18 >= (((((uint16_t)g_104 + (uint16_t)(-7)) , g_73) , 8U) <= 0x49F3B215)) != g_176))) || 0x8BD5)))
                    {
                        return g_155;
                    }
                    else
                    {
                        if (p_18)
                            break;
                        g_109.f1 ^= g_158;
                        if (l_406)
                            continue;
                    }
                    p_18 &= 0;
                    p_18 = (((((int16_t)g_155 >> (int16_t)g_497) != (((((uint16_t)(l_506 = (l_404 ^= 0U)) << (uint16_t)(l_466 | (((int16_t)(l_465 ^= 0x1815) / (int16_t)p_18) ^ ((((((int16_t)(((int32_t)((((uint32_t)(((int32_t)p_18 + (int32_t)((int16_t)(l_521 ^= (((int32_t)l_201 - (int32_t)(g_155 > g_333)) & p_18)) / (int16_t)6)) && p_18) / (uint32_t)l_522) == l_405) || l_496) + (int32_t)g_523) | 0x5B7C51F6) >> (int16_t)11) , p_18) >= p_18) & p_18) >= l_492)))) >= 0xEFF2) != g_109.f1) , l_152)) <= l_496) , p_18);
                    for (g_73 = (-2); (g_73 != 28); g_73 += 1)
                    {
                        int32_t l_531 = 0xA36C449B;
                        int32_t l_553 = (-1);
                        int8_t l_569 = (-1);
                        p_18 = ((uint32_t)(g_523 = (((!(0x2204423A <= (g_109.f1 |= ((p_18 < ((l_404 = (-7)) != (+((-(int32_t)l_531) , p_18)))) <= (((((0xB9F92A26 == 9U) & ((int16_t)(((((((~((int16_t)((int32_t)(((uint32_t)((((int32_t)((((uint16_t)g_176 + (uint16_t)(g_79 = g_19)) , 0U) ^ p_18) / (int32_t)0x7944E3C0) == p_18) , 8U) % (uint32_t)g_73) ^ g_176) % (int32_t)l_201) + (int16_t)l_545)) & 0xFB3F) == l_531) == p_18) ^ 1) && l_200) & l_405) << (int16_t)15)) != l_403) != g_306) == g_343))))) , g_176) & 0x97CD9DED)) / (uint32_t)p_18);
                        if (g_332)
                            goto lbl_546;
                        l_39 = ((g_70 <= (l_406 = (((uint16_t)(((~(~0U)) , (l_556 = ((uint16_t)p_18 % (uint16_t)(g_79--)))) == (l_389 ^ g_497)) >> (uint16_t)(((((((uint16_t)65535U + (uint16_t)l_400) & (((int32_t)((p_18 == (((int16_t)((int16_t)((((uint32_t)g_104 / (uint32_t)0xA0CFDCC5) == (-1)) , g_158) << (int16_t)l_569) << (int16_t)1) >= p_18)) < 3) % (int32_t)l_404) || p_18)) | (-1)) , p_18) ^ 0) , l_569)) , p_18))) , (-2));
                    }
                }
                for (l_465 = 0; (l_465 < 14); l_465++)
                {
                    uint32_t l_583 = 5U;
                    int32_t l_633 = (-1);
                }
                p_18 = ((int16_t)((int16_t)((int16_t)(g_54 |= (+(((int16_t)(p_18 <= (4294967295U <= ((l_594.f1 = ((((int32_t)((l_672 == ((l_465 = 0) || (((int16_t)(((((uint16_t)0xB999 >> (uint16_t)((int16_t)((int32_t)(l_681.f1 = (l_681 , (((l_582 |= ((((uint16_t)0x4F65 >> (uint16_t)(!(!((int32_t)g_155 + (int32_t)((l_403 = 1U) == 0xDC20))))) , p_18) == 3U)) == g_343) != p_18))) - (int32_t)1U) + (int16_t)0xA9BD)) ^ p_18) & g_306) , g_158) / (int16_t)g_306) >= p_18))) != 0x81F1B8AA) % (int32_t)g_332) > l_469) > l_496)) && p_18))) << (int16_t)l_389) , (-3)))) << (int16_t)3) >> (int16_t)3) % (int16_t)p_18);
                if (((uint32_t)((int16_t)(((uint16_t)(9U >= 1U) / (uint16_t)g_343) ^ ((int16_t)g_596 - (int16_t)((uint16_t)(((g_79 ^= ((l_39 = ((int16_t)p_18 + (int16_t)((int16_t)(p_18 ^ (!(l_703 , (g_104 , ((l_404 &= ((l_612 , l_200) == g_333)) && 0x4FC0))))) << (int16_t)g_306))) ^ l_595)) ^ 0x0E17) , 0x9ECE) % (uint16_t)g_343))) + (int16_t)g_73) + (uint32_t)0xAF96384F))
                {
                    int16_t l_704 = 0;
                    uint16_t l_705 = 0x611F;
                    int32_t l_754 = 0xEA35F2C1;
                    g_109.f1 = l_704;
                    l_705 = 0x7DD6E760;
                    if (l_704)
                    {
                        int32_t l_709 = 1;
                        l_466 = (!((g_523 = (((uint32_t)((l_709 = g_176) || ((!(~((((int32_t)((uint32_t)((((uint16_t)((-(uint16_t)(((0xA403D06D | (((uint16_t)(((g_79 = g_497) == (p_18 , (((int16_t)p_18 - (int16_t)(1U && (0x2951ECAB || (((g_596 < ((uint32_t)(((int16_t)g_158 % (int16_t)0x2846) & l_727) + (uint32_t)0xEF8D5CA3)) < 0xCD58) == g_158)))) >= p_18))) , g_306) / (uint16_t)l_727) != l_203)) | 1U) | l_709)) != p_18) << (uint16_t)4) , g_79) ^ l_28) % (uint32_t)g_109.f1) - (int32_t)g_523) ^ 0x883FFE72) , g_343))) != p_18)) - (uint32_t)4294967294U) <= p_18)) > 1));
                        p_18 = (p_18 < (g_79 = g_306));
                        g_343 |= 1;
                    }
                    else
                    {
                        int16_t l_737 = 0x4100;
                        g_732 = ((int16_t)((uint16_t)p_18 << (uint16_t)1) >> (int16_t)4);
                        g_497 &= (l_737 = (((l_521 = g_343) == (1 || (((-(int32_t)(((((((((l_403 ^= (g_306 < l_734)) && ((g_19 || p_18) >= (0xA30CFE1D < (g_732 = (g_523 = 4294967291U))))) == p_18) < 0x140C) , p_18) < l_704) == 0x854A) && l_506) && p_18)) , g_79) != g_343))) , p_18));
                    }
                    l_594.f1 &= ((l_727 , (((int16_t)(l_521 &= ((int32_t)((int16_t)p_18 << (int16_t)2) - (int32_t)(g_343 = (((((int16_t)(p_18 || 8U) + (int16_t)g_104) & (0x3962 != (((l_754 = (((int16_t)0xE580 >> (int16_t)(((uint16_t)p_18 >> (uint16_t)11) > ((int32_t)(((((int16_t)0x7C12 % (int16_t)0xF845) , g_523) < 0x20839FFB) | g_596) - (int32_t)l_469))) > l_403)) ^ g_732) | 65527U))) >= l_389) == (-8))))) >> (int16_t)l_466) , 0x82F9)) && g_109.f1);
                }
                else
                {
                    uint32_t l_766 = 4U;
                    int32_t l_767 = 4;
                    l_612.f1 = ((int16_t)(((l_727 | (((l_757--) != (g_19 , 1)) != ((uint16_t)((g_343 = ((int16_t)((((int16_t)(-1) - (int16_t)g_155) > (l_766 = ((l_594.f1 = l_466) && (l_466 = p_18)))) , ((l_767 |= (g_158--)) & p_18)) % (int16_t)((((int16_t)((((l_404 = ((uint16_t)(0xECDF >= p_18) >> (uint16_t)3)) == l_506) , (-7)) , 0x30E4) >> (int16_t)12) & 0xD3BE560E) && g_54))) < p_18) << (uint16_t)7))) && 0x5D9E15D9) < g_333) % (int16_t)0x39C6);
                    for (l_594.f2 = 6; (l_594.f2 > 1); l_594.f2 -= 2)
                    {
                        return l_767;
                    }
                    p_18 = ((uint16_t)(l_778 |= 0x789C) - (uint16_t)((uint16_t)((uint32_t)((uint32_t)((uint32_t)0x60331DA6 - (uint32_t)((((int16_t)l_703.f0 >> (int16_t)((((int16_t)((int16_t)(p_18 & (l_521 = p_18)) + (int16_t)((uint16_t)g_79 % (uint16_t)g_176)) % (int16_t)(((((g_332 = (-1)) ^ (l_767 = l_594.f2)) != 4U) && p_18) || p_18)) >= p_18) , p_18)) <= 0x9415) && 0x3BEECCE7)) - (uint32_t)g_176) + (uint32_t)4294967294U) - (uint16_t)p_18));
                    l_406 ^= l_757;
                }
            }
            g_497 = ((uint16_t)(((int32_t)(((uint16_t)((int16_t)2 << (int16_t)((int16_t)((l_403 = (g_54 > (((g_155 = ((g_332 = 0xFBB3) | ((g_70 ^ ((uint32_t)(((~((p_18 && ((((((4294967287U >= p_18) > ((uint16_t)(p_18 & ((-(int16_t)((uint16_t)(((((g_333 = (l_389 < g_306)) , l_203) & g_79) != l_817) & (-8)) + (uint16_t)0x60B3)) , 0)) / (uint16_t)p_18)) != l_405) | g_19) & l_406) < g_73)) != l_403)) ^ 0xA16B) , g_333) % (uint32_t)p_18)) , g_306))) > p_18) ^ p_18))) == 0xFFEC) / (int16_t)p_18)) << (uint16_t)l_506) || l_469) - (int32_t)g_158) < 0) % (uint16_t)p_18);
            g_109.f1 = ((l_36 = ((((p_18 = ((uint16_t)(~(g_497 ^= ((((uint16_t)l_522 - (uint16_t)((p_18 && (g_732 | (0xACEA <= (g_79 &= ((uint16_t)((0x4720 < 0x8898) < (0x5B8F != ((((((-6) & g_596) && g_306) || (-1)) > (-5)) <= (-1)))) << (uint16_t)10))))) != g_333)) | p_18) > 0))) >> (uint16_t)9)) | g_70) | l_465) > (-6))) , l_727);
        }
        else
        {
            l_727 |= l_36;
            return g_332;
        }
    }
    return l_825;
}
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_19, "g_19", print_hash_value);
    transparent_crc(g_54, "g_54", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_73, "g_73", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_155, "g_155", print_hash_value);
    transparent_crc(g_158, "g_158", print_hash_value);
    transparent_crc(g_176, "g_176", print_hash_value);
    transparent_crc(g_306, "g_306", print_hash_value);
    transparent_crc(g_332, "g_332", print_hash_value);
    transparent_crc(g_333, "g_333", print_hash_value);
    transparent_crc(g_343, "g_343", print_hash_value);
    transparent_crc(g_497, "g_497", print_hash_value);
    transparent_crc(g_523, "g_523", print_hash_value);
    transparent_crc(g_596, "g_596", print_hash_value);
    transparent_crc(g_732, "g_732", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
