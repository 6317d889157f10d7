
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
static int32_t g_2 = (-3L);
static int32_t g_28 = 1L;
static const uint32_t g_126 = 0xA5157481L;
static int32_t g_208 = (-1L);
static const uint16_t g_467 = 0x34AEL;
static int32_t g_498 = 0x72B21F51L;
static int32_t g_562 = 0L;
static int8_t g_735 = 0xDDL;
static int8_t g_836 = 0L;
static int8_t g_844 = (-3L);
static const uint16_t g_850 = 3UL;
static uint32_t g_874 = 4294967289UL;
static int16_t g_976 = 0xE3C9L;
static int32_t g_1006 = 0x76FE245EL;
static int8_t g_1096 = 0xCBL;
static uint32_t func_1(void);
static int32_t func_7(uint32_t p_8, int16_t p_9, const int16_t p_10, uint32_t p_11, const int32_t p_12);
static const int16_t func_15(int32_t p_16, int32_t p_17, uint16_t p_18);
static uint32_t func_1(void)
{
    uint32_t l_19 = 4294967295UL;
    uint16_t l_292 = 65529UL;
    int32_t l_299 = (-6L);
    int16_t l_412 = 0xB7ACL;
    int32_t l_466 = 1L;
    int32_t l_521 = (-1L);
    int8_t l_568 = 0x7AL;
    uint32_t l_600 = 1UL;
    int8_t l_632 = (-3L);
    uint32_t l_671 = 0UL;
    uint32_t l_734 = 4294967295UL;
    int8_t l_828 = 7L;
    uint32_t l_1074 = 1UL;
    uint32_t l_1087 = 0xB0CA7438L;
    uint16_t l_1095 = 0xE388L;
    int8_t l_1130 = 1L;
    for (g_2 = 0; (g_2 <= 8); g_2 += 5)
    {
        uint16_t l_24 = 0x3F12L;
        const int8_t l_234 = (-5L);
        uint16_t l_261 = 0xEA65L;
        const uint32_t l_461 = 0x927EDBBFL;
        uint32_t l_517 = 0UL;
        uint32_t l_561 = 0x693A10A6L;
        int16_t l_563 = 9L;
        int32_t l_602 = 1L;
        const int32_t l_633 = 0x2BCBF237L;
        int8_t l_670 = 0x9EL;
        int8_t l_709 = (-8L);
        int32_t l_765 = 0xF8CDE588L;
        const int32_t l_820 = (-1L);
        int32_t l_821 = 0x17969053L;
        uint16_t l_837 = 0x6954L;
        int8_t l_880 = 1L;
        if (((int16_t)1L << (int16_t)g_2))
        {
            uint32_t l_20 = 0UL;
            int32_t l_175 = 0x260482E1L;
            const uint16_t l_296 = 65535UL;
            if (func_7(g_2, g_2, g_2, ((((uint16_t)g_2 + (uint16_t)func_15((((l_19 && (((0xA221L > l_20) & ((~0x9EF4A042L) < ((uint16_t)((l_24 == 1UL) || 0x3260389AL) >> (uint16_t)11))) == l_24)) <= l_20) == g_2), l_20, g_2)) == g_2) != 0x25A1B582L), l_24))
            {
                int8_t l_125 = 1L;
                g_28 = (g_28 < (((uint16_t)g_28 % (uint16_t)(((uint32_t)((((int16_t)((-4L) && ((uint16_t)(((int16_t)((uint32_t)1UL - (uint32_t)(((((-1L) | (g_2 & (-(uint16_t)65535UL))) != ((-(int32_t)(((uint16_t)(l_20 ^ (l_125 > 4294967288UL)) + (uint16_t)l_19) < 0x7036L)) == l_24)) <= l_20) < g_126)) % (int16_t)g_2) < l_20) % (uint16_t)0x9B53L)) + (int16_t)(-1L)) && g_2) && g_28) - (uint32_t)l_20) ^ l_125)) && g_28));
                g_28 = (((((int32_t)(-(int32_t)(((int16_t)0x57E1L - (int16_t)((int16_t)((-(uint32_t)((((g_126 | (-9L)) && ((uint16_t)((uint32_t)(-(uint32_t)((((-(uint16_t)((int16_t)(-2L) / (int16_t)g_126)) & g_126) >= ((((uint16_t)((((((((((uint16_t)65534UL + (uint16_t)(((uint16_t)((l_24 != ((uint32_t)(g_28 != g_2) / (uint32_t)g_126)) != 0x3520L) << (uint16_t)14) ^ l_24)) < 0UL) || l_24) | 0x9A3136B1L) == g_2) || 3UL) | 0xF833L) >= l_125) | g_28) << (uint16_t)l_20) >= l_125) >= g_2)) ^ g_28)) - (uint32_t)l_19) % (uint16_t)l_125)) || g_126) >= g_126)) || g_126) - (int16_t)g_2)) <= l_24)) / (int32_t)4294967293UL) == g_126) > 0xADE1L) | 1UL);
                g_28 = (l_19 || (-(int32_t)((((int32_t)((uint32_t)l_125 - (uint32_t)(((uint16_t)((1UL > ((int16_t)(l_19 & l_19) >> (int16_t)6)) != 0UL) >> (uint16_t)5) <= l_24)) % (int32_t)(((uint16_t)(g_2 == ((1UL == g_126) | 0x2D507010L)) + (uint16_t)l_19) ^ g_126)) >= g_28) > l_24)));
                g_28 = ((g_126 ^ (!((uint16_t)g_2 << (uint16_t)3))) != (l_19 < ((int32_t)(g_28 <= (l_125 > (((int16_t)((uint16_t)65535UL % (uint16_t)l_19) << (int16_t)((int32_t)((uint16_t)65533UL << (uint16_t)7) + (int32_t)(g_2 <= 0x04EEL))) & g_126))) - (int32_t)0UL)));
            }
            else
            {
                int16_t l_207 = 0x3355L;
                l_175 = ((0xAE0BL <= g_2) & (-9L));
                if (l_24)
                    continue;
                if ((g_2 || (((uint32_t)((-(uint16_t)((uint16_t)(((((~((int16_t)((int16_t)((((((uint16_t)((uint32_t)((uint16_t)(((uint16_t)g_126 >> (uint16_t)6) >= ((-1L) >= ((uint16_t)0xA2FAL % (uint16_t)l_19))) - (uint16_t)(((int16_t)((int32_t)(((int32_t)g_2 + (int32_t)(!((((uint32_t)(((0x74A5L >= ((uint32_t)(65535UL < (((l_207 <= g_126) != g_126) != 0L)) / (uint32_t)0xBF2FC475L)) == g_2) || g_28) % (uint32_t)g_2) < 0L) | l_20))) ^ 1L) + (int32_t)l_24) >> (int16_t)g_28) == l_207)) + (uint32_t)g_28) >> (uint16_t)5) | 0L) > g_126) > l_20) & g_126) >> (int16_t)l_207) << (int16_t)l_20)) ^ g_208) != l_207) < 0xE370L) & 0x1B49L) << (uint16_t)7)) <= 0UL) + (uint32_t)l_175) ^ l_24)))
                {
                    return g_2;
                }
                else
                {
                    int32_t l_233 = 0x17D0ED01L;
                    int32_t l_235 = 1L;
                    l_235 = (((int32_t)((int16_t)((!(~((uint32_t)((uint16_t)(((!(!(((uint16_t)(0xF86FL != ((uint16_t)(l_19 & (g_126 | ((int32_t)((int32_t)(g_2 != ((uint16_t)(l_24 <= ((int16_t)g_126 << (int16_t)g_2)) >> (uint16_t)3)) / (int32_t)g_28) + (int32_t)0x3AC004CCL))) + (uint16_t)g_28)) % (uint16_t)65527UL) | 0UL))) || l_233) || l_233) << (uint16_t)7) + (uint32_t)l_24))) ^ l_24) % (int16_t)l_19) / (int32_t)g_208) && l_234);
                    if (g_2)
                    {
                        return g_126;
                    }
                    else
                    {
                        int8_t l_245 = 0x55L;
                        int32_t l_260 = 0xA8F6B630L;
                        g_28 = 0x714CD737L;
                        l_260 = ((uint16_t)(~(((int32_t)((int32_t)(((l_245 != (((int32_t)((int32_t)g_208 / (int32_t)(g_126 | (((~(-4L)) != (l_207 && ((0L | 0UL) != ((int16_t)((uint16_t)((uint16_t)((uint32_t)(((!l_20) || g_126) & 5UL) - (uint32_t)l_245) << (uint16_t)6) % (uint16_t)0xF6DDL) << (int16_t)13)))) || l_19))) - (int32_t)0L) < 0x76B29E6FL)) >= g_2) == 0xFCA105D9L) + (int32_t)l_234) - (int32_t)g_2) & 0xCA15L)) % (uint16_t)4UL);
                    }
                    if (l_261)
                        break;
                    for (g_28 = 0; (g_28 < (-29)); g_28 -= 1)
                    {
                        l_235 = ((0x24EEE4FCL != ((uint32_t)((!((0x5D07L || (((g_208 <= 0L) & ((uint16_t)((int32_t)((((g_2 | ((uint16_t)l_207 << (uint16_t)(((((int16_t)l_233 >> (int16_t)10) > (-1L)) || ((((int16_t)((!0x6049L) < g_208) >> (int16_t)11) | 1UL) >= l_207)) < g_2))) && l_207) != 0x1AC1L) ^ l_233) + (int32_t)g_2) - (uint16_t)g_208)) && g_126)) >= g_2)) != 0x432BL) / (uint32_t)g_208)) == g_126);
                    }
                }
                g_28 = (((-(int16_t)((-(uint32_t)4UL) ^ ((uint16_t)((uint16_t)0UL % (uint16_t)(1UL & l_207)) + (uint16_t)l_19))) != (((l_20 >= ((((uint16_t)((int32_t)(((int16_t)((((int16_t)((l_292 <= ((uint16_t)(!l_207) >> (uint16_t)g_2)) > g_2) >> (int16_t)l_296) < g_208) ^ 7L) % (int16_t)0xFDE3L) ^ l_207) % (int32_t)g_126) / (uint16_t)l_292) && 0x52BE0583L) & l_19)) & g_28) ^ l_261)) >= g_208);
            }
            l_299 = ((uint16_t)l_19 >> (uint16_t)11);
        }
        else
        {
            uint32_t l_313 = 18446744073709551615UL;
            uint32_t l_378 = 1UL;
            uint16_t l_392 = 0xD628L;
            int16_t l_424 = 5L;
            uint16_t l_465 = 0xEF57L;
            int32_t l_468 = 0L;
            int32_t l_598 = 1L;
            uint32_t l_601 = 4294967295UL;
            uint16_t l_631 = 0UL;
            uint32_t l_672 = 1UL;
            uint32_t l_747 = 0x1A5F53BDL;
            int8_t l_778 = (-10L);
            if (l_19)
            {
                int32_t l_330 = (-1L);
                g_208 = ((((0UL | (((int32_t)((int16_t)(g_28 >= (!((uint16_t)((uint16_t)(((uint16_t)(((g_2 & ((int16_t)(l_313 == (((int16_t)((g_28 | ((int16_t)(((uint16_t)(((l_261 & g_126) < ((int32_t)((int32_t)((uint16_t)(g_2 < ((int32_t)((uint16_t)g_2 << (uint16_t)l_330) % (int32_t)g_2)) << (uint16_t)14) + (int32_t)g_208) + (int32_t)5UL)) != l_330) - (uint16_t)65530UL) >= g_28) << (int16_t)g_2)) >= 0x8EFB94D2L) >> (int16_t)10) < (-1L))) + (int16_t)l_330)) & g_126) > l_234) >> (uint16_t)g_2) || 4L) >> (uint16_t)14) << (uint16_t)l_24))) << (int16_t)5) + (int32_t)g_126) & 9L)) <= 3L) > l_330) > g_208);
            }
            else
            {
                const int32_t l_353 = 0xA07D2E31L;
                uint16_t l_373 = 0x535BL;
                int32_t l_493 = 0x14E72177L;
                uint32_t l_497 = 1UL;
                g_28 = (((uint16_t)((uint32_t)g_2 / (uint32_t)((uint16_t)(0xC5116D43L || 1L) / (uint16_t)l_313)) >> (uint16_t)3) != 2UL);
                for (l_292 = 0; (l_292 == 44); l_292 += 1)
                {
                    uint32_t l_360 = 1UL;
                    g_208 = ((uint32_t)(l_313 | ((int32_t)((uint32_t)((uint32_t)(((int16_t)(g_2 == (!((int32_t)(g_208 >= (l_234 | (((~(0xDFEDL == (((0xAF90L != (1L != l_353)) > (((int16_t)((int32_t)((uint16_t)l_313 % (uint16_t)g_2) + (int32_t)g_208) + (int16_t)65534UL) & g_126)) && l_234))) & g_28) ^ 0x4264L))) % (int32_t)0x5598C112L))) >> (int16_t)l_360) & (-1L)) + (uint32_t)4294967295UL) % (uint32_t)0xDC2F3845L) / (int32_t)l_313)) % (uint32_t)4294967295UL);
                    l_299 = ((int16_t)(l_360 | ((int32_t)0L % (int32_t)((((int32_t)((uint16_t)l_292 << (uint16_t)(g_28 < ((~(((g_126 != (((int16_t)(l_299 >= ((g_126 & ((((((!((-1L) ^ (0L ^ g_208))) != g_208) >= l_360) <= g_208) != g_126) || 4L)) & 0x91A405F3L)) - (int16_t)l_299) < g_208)) == 5UL) || 0x306726C2L)) > g_126))) - (int32_t)l_360) || g_28) && g_208))) >> (int16_t)9);
                    l_373 = 0xA63C9075L;
                }
                if (((uint16_t)((((int32_t)l_378 / (int32_t)g_2) || (0xC481L < (0x38A6L | (((int32_t)(-(uint32_t)(((uint16_t)g_28 / (uint16_t)((uint16_t)((((uint32_t)((uint16_t)(0xC132L < 0x80ADL) << (uint16_t)((int16_t)((((l_373 & l_373) & l_234) | g_208) | l_19) + (int16_t)l_299)) + (uint32_t)l_313) ^ g_208) || l_392) + (uint16_t)0xABD5L)) == g_208)) / (int32_t)l_234) < g_126)))) || 1UL) >> (uint16_t)13))
                {
                    const uint16_t l_423 = 4UL;
                    l_299 = (0x874F58ABL || ((uint16_t)(4UL < ((uint16_t)g_2 % (uint16_t)(0L | ((uint16_t)((uint32_t)((((uint16_t)((int16_t)(~(((int16_t)(((int16_t)(((uint16_t)((l_412 && ((uint32_t)((uint16_t)65533UL << (uint16_t)7) + (uint32_t)(((int16_t)g_2 >> (int16_t)13) > (((uint16_t)0xAEC1L >> (uint16_t)((uint16_t)(l_423 || l_423) >> (uint16_t)l_19)) == l_234)))) <= 65533UL) % (uint16_t)g_126) == 0x33A6L) << (int16_t)l_24) | g_208) / (int16_t)l_353) && l_424)) << (int16_t)14) << (uint16_t)9) >= g_208) && l_353) / (uint32_t)g_2) >> (uint16_t)l_234)))) >> (uint16_t)g_2));
                }
                else
                {
                    uint16_t l_473 = 0x3F76L;
                    int32_t l_494 = 0xFFC62433L;
                    if ((((uint32_t)(((uint16_t)(~l_234) << (uint16_t)((int16_t)(((int16_t)((int16_t)((~((((int16_t)(((int16_t)3L >> (int16_t)2) && (!((uint32_t)(((uint32_t)((((uint16_t)((int32_t)(l_353 < ((int32_t)((((((int32_t)(((((!((((int16_t)(((((int16_t)(-5L) << (int16_t)((int32_t)(l_299 <= l_461) - (int32_t)(!0x1C0DL))) && g_208) ^ ((uint32_t)4294967295UL / (uint32_t)l_353)) != g_28) << (int16_t)1) >= g_208) >= l_461)) > g_28) && 0x2755L) <= l_465) || g_2) / (int32_t)(-5L)) && g_208) >= g_208) || 0x0FFC98CEL) || l_465) / (int32_t)0x481B8D09L)) % (int32_t)g_126) + (uint16_t)0xD9A5L) & g_208) < 1UL) % (uint32_t)g_2) | g_2) % (uint32_t)0x46B1EA35L))) >> (int16_t)15) <= 0xA0FEL) != l_353)) <= g_208) + (int16_t)l_466) % (int16_t)g_28) && g_126) - (int16_t)0xA96BL)) >= 0L) + (uint32_t)l_373) | 0xDA3BD2F8L))
                    {
                        uint16_t l_479 = 0x4787L;
                        g_208 = (-1L);
                        if (g_208)
                            break;
                        l_468 = g_467;
                        g_28 = ((l_378 ^ (((uint16_t)((uint16_t)((l_392 | (l_473 > ((int16_t)l_24 / (int16_t)((int16_t)(((l_392 && g_28) < (0UL ^ (g_2 > ((!(0xC923L | 65530UL)) <= l_479)))) | g_28) + (int16_t)l_479)))) & l_378) % (uint16_t)0x6936L) >> (uint16_t)g_208) || g_126)) || g_467);
                    }
                    else
                    {
                        const int32_t l_482 = 0xE9285EEFL;
                        l_493 = (((0xA3F8L > g_2) & ((int32_t)(l_482 <= ((0xC8B6L && g_208) || ((uint32_t)((int16_t)(((uint32_t)0UL + (uint32_t)l_392) == ((uint32_t)(((((int16_t)((l_234 || (((((0x97FAF36EL | 0L) == g_28) & l_261) == l_353) != 0xC7FB3402L)) == g_2) << (int16_t)3) < g_208) <= g_126) && g_208) / (uint32_t)5UL)) + (int16_t)g_2) + (uint32_t)g_126))) % (int32_t)g_126)) & g_2);
                        l_494 = g_208;
                    }
                    l_468 = l_292;
                }
                g_498 = (l_497 < 0UL);
            }
            for (l_466 = 0; (l_466 != (-20)); l_466--)
            {
                const uint32_t l_511 = 0x8F58A27CL;
                int32_t l_673 = (-9L);
                int8_t l_696 = 0xF2L;
                int8_t l_708 = 0x2AL;
                uint32_t l_710 = 0x58047DA7L;
                if (((int32_t)g_208 + (int32_t)((int16_t)(g_467 & l_424) / (int16_t)g_126)))
                {
                    uint32_t l_514 = 18446744073709551610UL;
                    int32_t l_520 = 0x35E8A83CL;
                    for (l_19 = 0; (l_19 < 49); l_19 += 6)
                    {
                        int8_t l_540 = 2L;
                        l_521 = (((((uint32_t)(((((uint16_t)((1L >= l_511) != (((uint32_t)l_514 % (uint32_t)((int32_t)l_517 + (int32_t)((0xF517L == g_28) > ((int32_t)(l_461 == (g_467 && g_208)) + (int32_t)g_208)))) != l_234)) << (uint16_t)10) | g_498) < (-1L)) ^ l_514) - (uint32_t)l_511) >= 0x0883L) > l_520) ^ 0x8CA4421CL);
                        l_468 = (((((int16_t)((int32_t)(((((((((int16_t)((((~(g_126 >= (((uint16_t)(~((((int16_t)((((uint16_t)65532UL / (uint16_t)((int16_t)((((l_540 | l_514) ^ ((uint16_t)(g_467 ^ 0xC856C1CCL) << (uint16_t)l_234)) ^ (((l_540 != g_208) ^ g_467) && g_208)) < g_208) >> (int16_t)2)) && g_2) > (-8L)) - (int16_t)l_514) & l_520) == l_540)) >> (uint16_t)g_2) < l_540))) && l_378) & 0xCE1CL) >= g_467) >> (int16_t)0) ^ 0x30FDL) != g_28) || g_28) >= (-1L)) && 0UL) | (-5L)) ^ g_208) / (int32_t)l_540) << (int16_t)g_28) & l_514) ^ g_28) < g_28);
                    }
                    if (((g_467 ^ ((((0xCBD5D164L | (((((uint32_t)((int16_t)((uint16_t)((int16_t)l_511 >> (int16_t)6) >> (uint16_t)l_514) + (int16_t)(-1L)) + (uint32_t)((l_468 ^ ((uint32_t)((int16_t)l_514 << (int16_t)6) - (uint32_t)((((int32_t)(((uint32_t)((int16_t)g_2 % (int16_t)((g_467 > g_498) && l_520)) / (uint32_t)0x89899822L) < 5L) + (int32_t)0UL) & g_498) & l_313))) & g_467)) || 0xA9F81F46L) < l_520) >= l_561)) && 0L) <= 0x3BD8DBACL) == g_467)) == 65535UL))
                    {
                        if (g_126)
                            break;
                        g_28 = ((1UL | 0x7E19L) == (((1UL < ((0xC2E72DC9L > g_562) ^ l_563)) == 0x60C46DE2L) | l_511));
                        l_299 = 0xF0B3D951L;
                    }
                    else
                    {
                        int32_t l_599 = 1L;
                        int32_t l_630 = 0xC65F8236L;
                        l_602 = ((int32_t)((int16_t)g_208 << (int16_t)l_568) % (int32_t)((uint32_t)((int16_t)(~0x6511L) - (int16_t)((int16_t)(l_313 <= ((((uint16_t)((uint16_t)((uint16_t)g_126 + (uint16_t)((!(((-(int32_t)(((int32_t)((int16_t)(65527UL >= (l_511 > ((uint16_t)(((int16_t)l_461 >> (int16_t)2) != ((uint16_t)(((int16_t)((int16_t)(l_234 >= g_208) >> (int16_t)6) - (int16_t)0x7A1FL) && g_126) % (uint16_t)l_598)) % (uint16_t)l_292))) / (int16_t)l_563) + (int32_t)l_599) || l_600)) == g_28) && l_599)) > 0x982741C4L)) % (uint16_t)l_563) << (uint16_t)l_601) && 1UL) < g_126)) - (int16_t)l_599)) % (uint32_t)0x2C44D9D8L));
                        g_498 = (g_208 == (l_514 >= (((int16_t)(((l_520 | ((uint16_t)((l_561 ^ (-(uint16_t)l_466)) && l_511) << (uint16_t)6)) ^ g_28) == 1UL) / (int16_t)((uint32_t)((((uint16_t)g_467 % (uint16_t)1UL) | l_299) != 9UL) % (uint32_t)g_2)) < 0xA20FL)));
                        if (l_520)
                            break;
                        g_28 = (l_461 & ((uint16_t)((int16_t)(~((-(int32_t)((uint16_t)(0x0E1EL <= (l_392 < l_378)) / (uint16_t)0x6FABL)) <= (((uint32_t)(-(int16_t)((((uint32_t)(-(uint16_t)l_599) - (uint32_t)((((l_520 | (((((int16_t)g_498 % (int16_t)g_208) && (-4L)) < 0xA940L) | g_467)) >= g_498) || 0xD5C1L) > l_630)) ^ l_631) != 0L)) / (uint32_t)l_632) & l_633))) >> (int16_t)12) / (uint16_t)l_511));
                    }
                    l_468 = ((((int32_t)((uint16_t)l_261 / (uint16_t)g_126) % (int32_t)g_208) && ((uint16_t)0x3EA9L >> (uint16_t)l_600)) || ((g_126 > ((((4294967294UL == (((((uint16_t)(0x12E5L | (((l_412 | 0x487A13F2L) & l_514) & 0xDD5BL)) >> (uint16_t)7) || l_234) ^ l_378) & 3UL)) == 1L) > g_126) && g_126)) || 0x7C5DL));
                }
                else
                {
                    int8_t l_648 = 0xB6L;
                    uint32_t l_711 = 0xA69A2A1AL;
                    l_299 = (((int16_t)((uint32_t)((uint16_t)(l_648 < ((uint16_t)((int16_t)l_378 % (int16_t)(((((uint16_t)1UL % (uint16_t)(((int16_t)l_511 + (int16_t)(((uint16_t)((((uint32_t)(l_561 || (((uint16_t)((int16_t)g_208 >> (int16_t)(l_602 || ((((!(((int32_t)((uint16_t)(l_670 != g_126) << (uint16_t)g_498) + (int32_t)(-10L)) <= l_299)) & g_28) && g_2) < l_648))) + (uint16_t)g_28) & g_2)) / (uint32_t)g_467) ^ l_671) | 0x9311L) >> (uint16_t)g_28) && l_424)) && 2L)) ^ l_672) != l_673) | g_498)) >> (uint16_t)8)) - (uint16_t)g_467) / (uint32_t)l_517) / (int16_t)(-3L)) || l_633);
                    l_711 = ((((uint16_t)65535UL + (uint16_t)((((int16_t)((((int32_t)((int16_t)((uint32_t)(((int16_t)l_424 << (int16_t)8) == ((int32_t)((int16_t)(((int16_t)((int32_t)(((uint16_t)g_467 >> (uint16_t)l_696) | ((((int16_t)((!((int16_t)(0xDC58L || (l_648 ^ ((((int32_t)((uint32_t)(65535UL == ((uint16_t)g_2 << (uint16_t)(g_126 >= l_708))) / (uint32_t)l_299) - (int32_t)g_2) > 0UL) | g_208))) / (int16_t)g_126)) < l_313) + (int16_t)l_466) < g_126) <= l_648)) / (int32_t)g_498) - (int16_t)g_208) >= l_709) + (int16_t)l_378) % (int32_t)4294967295UL)) % (uint32_t)0xD49E02EFL) - (int16_t)7L) - (int32_t)l_710) ^ g_467) ^ l_672) + (int16_t)0xC3DDL) && 1UL) && g_562)) | g_208) > 0L);
                    g_208 = l_711;
                    g_28 = ((((g_498 > ((int32_t)(l_696 > (((int16_t)((int32_t)l_261 / (int32_t)l_648) >> (int16_t)13) == (l_561 || ((int16_t)((l_598 && ((int16_t)((uint16_t)(1UL ^ l_568) << (uint16_t)((0UL == 0x01BFL) & g_467)) % (int16_t)g_562)) || l_673) << (int16_t)5)))) - (int32_t)g_467)) < l_412) >= g_208) || l_710);
                }
                for (l_392 = 28; (l_392 == 45); l_392 += 1)
                {
                    uint16_t l_730 = 0xBDF4L;
                    g_28 = l_313;
                    if (((0x372EL == (l_730 == ((int32_t)(-(int32_t)g_2) / (int32_t)0x8E7E7354L))) <= (l_734 || g_467)))
                    {
                        int32_t l_746 = 0xD6917B31L;
                        uint32_t l_764 = 0x37D9C39BL;
                        g_28 = (g_562 & ((l_673 >= (g_735 ^ g_126)) != ((int16_t)(l_461 != (((int16_t)(((8UL && 0UL) ^ ((((int16_t)(((int32_t)((l_521 > 0UL) < l_746) / (int32_t)0xE11CB103L) & l_19) >> (int16_t)l_563) == l_696) != l_747)) == g_28) >> (int16_t)g_498) & g_735)) / (int16_t)0x735DL)));
                        g_208 = ((uint16_t)((int16_t)((int32_t)(g_28 | ((((int16_t)(0L | g_498) << (int16_t)7) == l_730) <= ((l_730 & ((l_465 <= 1L) || ((uint16_t)((uint16_t)(g_562 ^ (((((uint16_t)((uint32_t)(l_708 || g_208) / (uint32_t)0xE20F3122L) + (uint16_t)65533UL) && l_746) | l_631) | 0xB426L)) - (uint16_t)l_670) << (uint16_t)12))) > 0x62A4L))) + (int32_t)0x8112C1C0L) << (int16_t)7) / (uint16_t)g_28);
                        if (l_764)
                            break;
                    }
                    else
                    {
                        g_498 = 0x5E2A93B1L;
                        l_598 = ((l_765 > g_735) ^ 0x18ECE233L);
                    }
                    g_28 = l_601;
                    g_498 = (((3UL && ((uint16_t)((int16_t)(0x3934L <= ((int16_t)(g_208 < (((int16_t)g_2 - (int16_t)0x1E35L) < (l_568 && ((int16_t)0x94AEL / (int16_t)l_730)))) >> (int16_t)l_466)) - (int16_t)65535UL) % (uint16_t)l_730)) & 0xF037L) & 0x951C26EAL);
                }
                if (g_2)
                    continue;
                g_208 = ((uint16_t)l_778 >> (uint16_t)1);
            }
            return g_562;
        }
        for (l_670 = 0; (l_670 != 0); l_670 += 5)
        {
            int32_t l_785 = 0x6D55F53FL;
            g_208 = (l_600 || (((uint32_t)((uint16_t)l_785 >> (uint16_t)(!l_461)) / (uint32_t)((uint16_t)0UL + (uint16_t)g_208)) == ((uint16_t)(1UL <= (((((uint32_t)g_28 % (uint32_t)l_561) && (((uint16_t)((uint16_t)((((uint16_t)(-(int16_t)(l_785 || l_632)) >> (uint16_t)1) && g_735) <= 0x7FAC2B07L) << (uint16_t)3) / (uint16_t)0x01F1L) <= (-1L))) && l_563) >= g_498)) << (uint16_t)g_498)));
        }
        for (l_517 = (-25); (l_517 < 10); l_517 += 3)
        {
            int16_t l_859 = 9L;
            int32_t l_875 = 1L;
            if (g_2)
                break;
            for (l_632 = 0; (l_632 > 12); l_632 += 1)
            {
                int32_t l_812 = 0x87A22C29L;
                int32_t l_849 = 0xCE5DA97EL;
                l_521 = (((((uint16_t)g_735 + (uint16_t)((uint16_t)((((uint32_t)(l_812 < ((int16_t)0xAD85L + (int16_t)(0xEBB5FD9EL || (g_208 > (((((((((uint16_t)(((l_19 > 1UL) <= (~((uint16_t)(g_2 ^ 0xE7917779L) + (uint16_t)g_28))) < l_820) << (uint16_t)7) >= 0x1901L) > g_28) <= l_812) && g_126) <= l_812) || 0x83A7A221L) <= g_562))))) / (uint32_t)0x4227DDE5L) || l_821) && g_735) % (uint16_t)g_562)) && g_208) != l_600) <= l_561);
                g_498 = g_562;
                for (g_28 = (-28); (g_28 >= (-13)); g_28 += 1)
                {
                    uint32_t l_832 = 1UL;
                    uint16_t l_833 = 0xD2DDL;
                    g_498 = (4294967295UL != (((((uint32_t)(((int16_t)((l_828 && (((~(((uint16_t)g_2 >> (uint16_t)g_562) >= (g_498 || ((((g_208 > l_832) | (l_833 == (((((uint16_t)l_24 << (uint16_t)0) < g_836) != l_833) && 0x84E4L))) != 65526UL) >= g_498)))) > l_517) == g_28)) >= l_561) % (int16_t)6UL) != g_467) / (uint32_t)g_208) > g_562) && l_833) & l_837));
                    g_208 = (((int16_t)(((int32_t)l_833 * (int32_t)(((uint32_t)((((((0UL <= g_844) ^ ((int32_t)(((((int16_t)g_844 - (int16_t)(g_126 <= 0L)) || l_812) == l_24) <= (((l_832 > 0L) || l_849) <= 0xCAAAL)) + (int32_t)l_517)) | l_602) > l_561) >= l_849) == g_850) - (uint32_t)l_19) != g_836)) ^ g_850) % (int16_t)g_28) == l_292);
                    g_208 = ((int16_t)((uint32_t)((((l_821 >= ((((((((int32_t)((((int16_t)(l_859 < (((((g_844 & (~0xD13639B0L)) == l_859) != ((g_2 <= (g_126 >= ((((int16_t)((int16_t)((uint32_t)((int16_t)((uint32_t)((int16_t)(~l_633) >> (int16_t)1) / (uint32_t)g_874) % (int16_t)0xCCF1L) / (uint32_t)g_874) << (int16_t)g_2) - (int16_t)8L) < l_670) && l_875))) && g_467)) | 9L) & l_820)) << (int16_t)5) == 0x92C77157L) > g_2) + (int32_t)4294967293UL) >= l_521) | 0x4650L) ^ g_735) ^ 0x8881L) >= g_874) >= 65534UL)) == g_735) == l_833) > l_466) % (uint32_t)l_734) / (int16_t)(-2L));
                }
            }
        }
        l_521 = (1UL >= ((int16_t)(((l_821 < ((uint16_t)l_880 + (uint16_t)((!((l_568 ^ ((uint16_t)l_837 >> (uint16_t)13)) >= ((-1L) == (1UL | l_568)))) | (-10L)))) <= g_28) & 0x527EL) - (int16_t)l_734));
    }
    for (l_734 = 16; (l_734 != 13); l_734--)
    {
        const uint32_t l_906 = 0xBEE49799L;
        uint16_t l_957 = 0xE706L;
        int32_t l_979 = (-1L);
        uint16_t l_1052 = 1UL;
        for (l_521 = 0; (l_521 > 16); l_521 += 3)
        {
            int32_t l_909 = 7L;
            int32_t l_915 = 0x0C7E4416L;
            int32_t l_977 = (-5L);
            int16_t l_1016 = 0xDDECL;
            if (g_844)
                break;
            for (l_19 = 0; (l_19 == 32); l_19 += 8)
            {
                for (l_292 = 0; (l_292 <= 11); l_292 += 1)
                {
                    for (g_836 = (-4); (g_836 > (-26)); g_836--)
                    {
                        l_915 = ((~((uint16_t)(!(65527UL < ((int32_t)g_208 / (int32_t)g_844))) - (uint16_t)(((((int32_t)(!(-(uint16_t)65526UL)) % (int32_t)l_906) | ((int16_t)(((l_909 != l_19) > (((((!((uint32_t)(((int32_t)0L + (int32_t)0UL) && 0xF98CL) / (uint32_t)g_2)) || 0x6AA4L) == g_850) != l_909) != g_208)) || g_562) - (int16_t)g_2)) & g_498) & 0L))) > 1L);
                        if (l_568)
                            break;
                    }
                    return g_562;
                }
            }
            if (((uint16_t)0x2658L - (uint16_t)((((g_28 > ((uint16_t)((uint32_t)((int16_t)(g_208 < l_906) + (int16_t)((int16_t)((int32_t)0L / (int32_t)g_2) << (int16_t)(g_208 == ((uint32_t)((int32_t)((int16_t)(((uint16_t)((uint32_t)((0x4834A74AL && g_735) || 4294967294UL) - (uint32_t)g_562) >> (uint16_t)1) == l_915) >> (int16_t)g_562) - (int32_t)4294967292UL) % (uint32_t)4294967293UL)))) + (uint32_t)g_208) / (uint16_t)65526UL)) == l_906) | l_906) & 1L)))
            {
                for (l_568 = 0; (l_568 < 22); l_568 += 1)
                {
                    return g_28;
                }
                for (g_735 = 0; (g_735 <= 20); g_735 += 1)
                {
                    g_208 = (-1L);
                    g_208 = 0x47933827L;
                }
            }
            else
            {
                int16_t l_959 = 0L;
                for (g_562 = (-7); (g_562 < (-12)); g_562 -= 1)
                {
                    int8_t l_952 = 0xCFL;
                    int32_t l_958 = 1L;
                    l_958 = (g_2 < ((uint32_t)((-4L) >= (((uint16_t)(0x16E5L & g_735) % (uint16_t)g_467) == (((((int32_t)g_844 % (int32_t)(l_952 && ((1UL != (((uint16_t)g_208 >> (uint16_t)l_957) < 0UL)) < g_850))) > 1L) || l_909) == 0x97FCL))) % (uint32_t)l_909));
                    if ((l_958 && l_959))
                    {
                        int16_t l_978 = 0L;
                        int32_t l_994 = 0x060A6F10L;
                        l_979 = (l_959 || ((uint32_t)((((uint16_t)0UL - (uint16_t)(g_498 && ((g_735 >= (g_2 <= ((uint16_t)l_959 << (uint16_t)(((uint32_t)l_906 + (uint32_t)((uint16_t)(((int16_t)((g_844 != ((int16_t)((uint16_t)(((g_976 != 65529UL) < l_959) == 0x3CD4L) << (uint16_t)6) - (int16_t)(-1L))) == l_977) << (int16_t)l_466) && 6L) << (uint16_t)l_977)) || g_850)))) >= g_562))) ^ 4294967295UL) & l_978) / (uint32_t)g_208));
                        l_958 = ((((uint16_t)8UL - (uint16_t)0xB00CL) & l_978) & (l_979 == ((uint16_t)((uint32_t)((uint32_t)(l_957 <= ((-(int16_t)0x362DL) >= (~l_600))) % (uint32_t)(((int32_t)(((g_208 ^ l_915) && g_735) <= g_836) - (int32_t)l_952) && g_126)) % (uint32_t)0x20A3100DL) >> (uint16_t)10)));
                        l_994 = ((uint16_t)g_2 >> (uint16_t)l_978);
                        g_208 = ((-(uint16_t)l_979) != ((int32_t)(4294967295UL || 0xBC13282AL) + (int32_t)((uint16_t)((uint16_t)((uint16_t)(((((g_1006 && l_734) != 0x5B63L) == (((int16_t)(0x43AEL == (65535UL >= (g_976 > 0x71748A1EL))) - (int16_t)0xD9F3L) && 0L)) ^ l_977) | 3L) >> (uint16_t)l_977) + (uint16_t)g_467) + (uint16_t)l_952)));
                    }
                    else
                    {
                        uint32_t l_1013 = 1UL;
                        g_2 = ((1UL || ((uint32_t)((l_1013 == ((int16_t)l_1016 % (int16_t)((int16_t)((uint32_t)((-(int32_t)((uint16_t)(((uint16_t)(((((int16_t)(((((uint16_t)((uint16_t)l_1013 >> (uint16_t)(((uint16_t)((uint16_t)(((int32_t)(l_915 < (1L ^ l_959)) - (int32_t)(((uint32_t)g_874 / (uint32_t)((int16_t)(-5L) - (int16_t)l_915)) <= g_976)) == g_844) / (uint16_t)l_906) / (uint16_t)l_959) != 0UL)) << (uint16_t)6) == 1L) != g_1006) || g_562) >> (int16_t)7) && 4294967294UL) <= 1L) ^ 65527UL) >> (uint16_t)14) != l_906) - (uint16_t)0x157DL)) > (-6L)) + (uint32_t)0xF6AEC69DL) - (int16_t)l_959))) || 0xA42EL) - (uint32_t)0x986843C1L)) & (-1L));
                        l_977 = ((uint16_t)0x9FF1L >> (uint16_t)(~(((uint16_t)((int32_t)0xCC42CDB8L % (int32_t)l_568) - (uint16_t)(l_959 >= (((((int16_t)0xE4FDL >> (int16_t)13) || (l_909 >= g_562)) ^ g_850) || (~(l_915 & 0x0844L))))) ^ g_836)));
                        return g_976;
                    }
                }
            }
            if (l_1052)
                continue;
        }
    }
    if (((!l_19) ^ ((uint16_t)0UL << (uint16_t)(7UL != ((l_466 & 1L) >= (((((uint16_t)((uint32_t)l_412 % (uint32_t)(0x25B94A38L || ((int16_t)0xCE52L + (int16_t)(l_521 ^ 0xACF6L)))) % (uint16_t)g_126) ^ g_2) > l_19) >= 0x71683842L))))))
    {
        int32_t l_1081 = 7L;
        int16_t l_1082 = 1L;
        int32_t l_1094 = (-4L);
        int8_t l_1099 = (-8L);
        g_28 = (g_976 ^ ((uint16_t)((int32_t)(((((uint16_t)(0UL > 65535UL) << (uint16_t)(((uint16_t)(!((-(int32_t)((uint16_t)0UL - (uint16_t)((((l_1074 != ((((g_874 && ((int32_t)((uint16_t)(((int32_t)(0xB54FL ^ l_466) % (int32_t)l_1081) < 65535UL) + (uint16_t)g_467) / (int32_t)(-6L))) > l_1082) && l_299) && 1UL)) == g_850) >= 0x2CA172E9L) >= l_1081))) >= g_874)) >> (uint16_t)g_850) >= g_28)) > l_299) >= g_28) == 0UL) + (int32_t)g_850) % (uint16_t)g_836));
        g_28 = (g_844 | ((g_562 ^ (((int16_t)g_850 << (int16_t)10) ^ ((((uint16_t)(((l_1087 & 0x328F2EBBL) ^ (((uint32_t)((((int32_t)(((l_1082 >= ((uint16_t)l_466 % (uint16_t)l_1081)) || ((l_1094 || l_1081) || l_568)) & (-10L)) % (int32_t)g_126) | l_1095) & g_874) - (uint32_t)l_1081) > g_1096)) == l_1095) << (uint16_t)l_632) != g_874) < 0UL))) & g_2));
        l_1099 = (g_844 & ((uint16_t)0xF560L - (uint16_t)g_562));
    }
    else
    {
        return l_568;
    }
    l_299 = (((((((int32_t)((uint16_t)((uint16_t)(((int16_t)((((int16_t)((int16_t)((g_1096 || g_467) != ((((((g_976 != (((((((((int16_t)(0xE6C5L || 65534UL) + (int16_t)((uint32_t)((int32_t)8L - (int32_t)((uint16_t)((int32_t)((uint16_t)g_126 / (uint16_t)(l_734 & ((((int32_t)((uint16_t)g_126 >> (uint16_t)l_299) + (int32_t)l_299) && g_874) == l_466))) - (int32_t)0UL) + (uint16_t)g_735)) - (uint32_t)l_1130)) <= 0xDB41L) <= l_734) < g_836) > 0x9B44983BL) <= l_1087) >= g_850) ^ g_2)) < g_836) > l_568) == g_836) ^ 0UL) || g_467)) << (int16_t)l_1130) >> (int16_t)11) <= (-4L)) & l_292) >> (int16_t)l_828) ^ 6UL) << (uint16_t)l_292) % (uint16_t)0x1ABDL) / (int32_t)g_126) < g_1096) || l_299) >= g_208) > l_1130) != l_521);
    return l_1130;
}
static int32_t func_7(uint32_t p_8, int16_t p_9, const int16_t p_10, uint32_t p_11, const int32_t p_12)
{
    int8_t l_61 = 0x79L;
    int32_t l_74 = (-3L);
    int16_t l_106 = 0L;
    uint32_t l_107 = 0xABD6516CL;
    uint32_t l_108 = 6UL;
    l_74 = ((((((((p_8 | g_28) <= l_61) < ((0xEA0DL || g_2) && (p_8 && (((((int32_t)((65535UL != (((uint16_t)((uint16_t)((uint16_t)g_28 >> (uint16_t)6) - (uint16_t)(((((((int16_t)((int16_t)g_28 >> (int16_t)11) << (int16_t)12) > g_2) | 0x490EB022L) | l_61) > 1UL) && (-1L))) + (uint16_t)1L) || p_9)) >= p_9) % (int32_t)4294967290UL) && l_61) >= l_61) < g_28)))) != l_61) || 0xFD65L) && 0x02B236EDL) == p_9) && p_9);
    g_28 = p_11;
    for (p_9 = 5; (p_9 <= (-29)); p_9 -= 8)
    {
        g_28 = (g_28 <= 0x137C5FD5L);
    }
    l_74 = ((int16_t)((uint16_t)((uint16_t)(((0x9383L || (((g_2 == ((g_28 || ((((int32_t)(((((int16_t)l_74 % (int16_t)(((((uint32_t)((int32_t)((uint16_t)(-(int32_t)(((int16_t)(((int16_t)(((l_61 & ((0x58AAL | ((((uint16_t)(((uint32_t)(((int16_t)0L >> (int16_t)((uint32_t)(l_61 != (l_74 & g_2)) % (uint32_t)p_12)) <= 65535UL) % (uint32_t)l_61) > 0x74ACL) >> (uint16_t)12) & l_106) <= p_8)) <= 0x7785L)) ^ 5UL) && 4294967287UL) + (int16_t)l_107) < 0x96C8B9E1L) >> (int16_t)10) || p_9)) >> (uint16_t)l_108) / (int32_t)g_28) % (uint32_t)g_2) | l_108) != 0x7E9A7030L) ^ 0x9D60F7E9L)) != g_2) >= 65535UL) >= 0xFDA2L) + (int32_t)l_108) & p_9) | g_28)) >= g_28)) | l_61) <= l_108)) != p_12) > p_9) % (uint16_t)l_61) - (uint16_t)g_28) % (int16_t)g_2);
    return l_107;
}
static const int16_t func_15(int32_t p_16, int32_t p_17, uint16_t p_18)
{
    int16_t l_27 = 0xB88CL;
    uint32_t l_60 = 0xDA513E67L;
    for (p_18 = 28; (p_18 == 7); p_18 -= 1)
    {
        p_17 = l_27;
        g_28 = 0x5ECCE35AL;
    }
    l_60 = ((int16_t)(((int16_t)((uint32_t)0x4B58FE4DL - (uint32_t)((uint32_t)((uint32_t)(((((int32_t)(((int16_t)(((int32_t)(((uint32_t)((int32_t)1L - (int32_t)((uint32_t)((int16_t)1L >> (int16_t)((uint32_t)((uint16_t)((int32_t)((((~(l_27 || 4294967295UL)) != g_2) ^ p_18) == p_18) - (int32_t)((-7L) || l_27)) + (uint16_t)0x9F13L) + (uint32_t)0x59960698L)) % (uint32_t)g_28)) - (uint32_t)p_18) <= p_17) % (int32_t)l_27) ^ p_17) >> (int16_t)p_16) >= p_17) - (int32_t)(-4L)) ^ 0UL) >= p_18) & p_16) / (uint32_t)0xDA78404DL) % (uint32_t)0x830386B9L)) % (int16_t)65535UL) > p_16) / (int16_t)g_28);
    g_28 = l_60;
    return p_16;
}
int main (void)
{
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_28, "g_28", print_hash_value);
    transparent_crc(g_126, "g_126", print_hash_value);
    transparent_crc(g_208, "g_208", print_hash_value);
    transparent_crc(g_467, "g_467", print_hash_value);
    transparent_crc(g_498, "g_498", print_hash_value);
    transparent_crc(g_562, "g_562", print_hash_value);
    transparent_crc(g_735, "g_735", print_hash_value);
    transparent_crc(g_836, "g_836", print_hash_value);
    transparent_crc(g_844, "g_844", print_hash_value);
    transparent_crc(g_850, "g_850", print_hash_value);
    transparent_crc(g_874, "g_874", print_hash_value);
    transparent_crc(g_976, "g_976", print_hash_value);
    transparent_crc(g_1006, "g_1006", print_hash_value);
    transparent_crc(g_1096, "g_1096", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
