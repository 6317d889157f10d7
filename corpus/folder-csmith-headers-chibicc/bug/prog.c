/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 1180 --no-comma-operators --no-pre-decr-operator --no-post-incr-operator --no-jumps --no-longlong --no-pointers --no-unions --no-volatiles --max-funcs 10
 * Seed:      1180
 */


#define NO_LONGLONG

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
#pragma pack(push)
#pragma pack(1)
struct S0 {
   unsigned f0 : 28;
   const signed f1 : 1;
   unsigned f2 : 31;
   signed f3 : 15;
   signed f4 : 2;
};
#pragma pack(pop)

/* --- GLOBAL VARIABLES --- */
static uint8_t g_2 = 0U;
static int8_t g_6[7][5] = {{(-10),0x1A,0x55,0x64,0x55},{3,3,0x1A,0,0x98},{(-10),0x98,0x68,0,0},{0,0xEE,0,0x64,0x38},{0x68,0x98,(-10),0,0x38},{0x1A,3,3,0x1A,0},{0x55,0x1A,(-10),0x38,0x98}};
static int8_t g_62 = 0x72;
static uint8_t g_92 = 1U;
static uint32_t g_105 = 0x49BDA14E;
static int32_t g_110 = 0xC100FABB;
static int8_t g_144 = (-1);
static int8_t g_145 = (-10);
static uint32_t g_146 = 0U;
static int32_t g_170 = (-1);
static uint8_t g_171 = 5U;
static int8_t g_221 = 0x7E;
static struct S0 g_239 = {1059,-0,3675,-104,0};
static uint32_t g_255 = 4294967295U;
static int32_t g_258 = 0;
static uint32_t g_259 = 0U;
static int32_t g_323 = 0x37719298;
static uint32_t g_523 = 0x10D6146A;
static uint8_t g_526 = 0x11;
static int8_t g_535 = 0xBB;
static uint16_t g_586 = 0xA430;
static int32_t g_666 = 1;
static int32_t g_676 = 8;
static int32_t g_847 = 0x06080111;
static int8_t g_850 = 0x6D;
static int32_t g_852 = 1;
static uint32_t g_855[3] = {4294967295U,4294967295U,4294967295U};
static uint32_t g_987 = 0x765EB7DF;
static uint32_t g_989 = 0x935A8708;
static uint32_t g_1061[8][5][6] = {{{1U,0x3546E8A1,0x66B322DA,0U,0U,0x66B322DA},{0x3546E8A1,0x3546E8A1,0xA8B3D11B,4294967287U,4294967294U,0x66B322DA},{1U,0xE747812E,0U,0xA8B3D11B,4294967295U,0xA8B3D11B},{0U,1U,0U,0x87530204,4294967295U,0x66B322DA},{0x157C6E60,0x87530204,0xA8B3D11B,0x3546E8A1,4294967290U,4294967290U}},{{0x3546E8A1,4294967290U,4294967290U,0x3546E8A1,0xA8B3D11B,0x87530204},{0x157C6E60,0x66B322DA,4294967295U,0x87530204,0U,1U},{0U,0xA8B3D11B,4294967295U,0xA8B3D11B,0U,0xE747812E},{1U,0x66B322DA,4294967294U,4294967287U,0xA8B3D11B,4294967295U},{4294967295U,4294967290U,0x66B322DA,0x66B322DA,4294967290U,4294967295U}},{{4294967287U,0x87530204,4294967294U,0U,4294967295U,0xE747812E},{4294967290U,1U,4294967295U,4294967295U,4294967295U,1U},{4294967290U,0xE747812E,4294967295U,0U,4294967294U,0x87530204},{4294967287U,4294967295U,4294967290U,0x66B322DA,0x66B322DA,4294967290U},{4294967295U,4294967295U,0xA8B3D11B,4294967287U,4294967294U,0x66B322DA}},{{1U,0xE747812E,0U,0xA8B3D11B,4294967295U,0xA8B3D11B},{0U,1U,0U,0x87530204,4294967295U,0x66B322DA},{0x157C6E60,0x87530204,0xA8B3D11B,0x3546E8A1,4294967290U,4294967290U},{0x3546E8A1,4294967290U,4294967290U,0x3546E8A1,0xA8B3D11B,0x87530204},{0x157C6E60,0x66B322DA,4294967295U,0x87530204,0U,1U}},{{0U,0xA8B3D11B,4294967295U,0xA8B3D11B,0U,0xE747812E},{1U,0x66B322DA,4294967294U,4294967287U,0xA8B3D11B,4294967295U},{4294967295U,4294967290U,0x66B322DA,0x66B322DA,4294967290U,4294967295U},{4294967287U,0x87530204,4294967294U,0U,4294967295U,0xE747812E},{4294967290U,1U,4294967295U,4294967295U,4294967295U,1U}},{{4294967290U,0xE747812E,4294967295U,0U,4294967294U,0x87530204},{4294967287U,4294967295U,4294967290U,0x66B322DA,0x66B322DA,4294967290U},{4294967295U,4294967295U,0xA8B3D11B,4294967287U,4294967294U,0x66B322DA},{1U,0xE747812E,0U,0xA8B3D11B,4294967295U,0xA8B3D11B},{0U,1U,0U,0x87530204,4294967295U,0x66B322DA}},{{0x157C6E60,0x87530204,0xA8B3D11B,0x3546E8A1,4294967290U,4294967290U},{0x3546E8A1,4294967290U,4294967290U,0x3546E8A1,0xA8B3D11B,0x87530204},{0x157C6E60,0x66B322DA,4294967295U,0x87530204,0U,1U},{0U,1U,0x157C6E60,1U,0x66B322DA,4294967294U},{4294967287U,4294967290U,4294967295U,0x87530204,1U,0xA8B3D11B}},{{0xA8B3D11B,0x3546E8A1,4294967290U,4294967290U,0x3546E8A1,0xA8B3D11B},{0x87530204,0xE747812E,4294967295U,0x66B322DA,0xA8B3D11B,4294967294U},{0x3546E8A1,4294967287U,0x157C6E60,0xA8B3D11B,0x157C6E60,4294967287U},{0x3546E8A1,4294967294U,0xA8B3D11B,0x66B322DA,4294967295U,0xE747812E},{0x87530204,0xA8B3D11B,0x3546E8A1,4294967290U,4294967290U,0x3546E8A1}}};
static uint16_t g_1095 = 65526U;
static int32_t g_1119 = (-10);
static int32_t g_1120[5][5][2] = {{{0x8C532187,0},{0x8C532187,9},{1,1},{9,0x8C532187},{0,0x8C532187}},{{9,1},{1,9},{0x8C532187,0},{0x8C532187,9},{1,1}},{{9,0x8C532187},{0,0x8C532187},{9,1},{1,9},{0x8C532187,0}},{{0x8C532187,9},{1,1},{9,0x8C532187},{0,0x8C532187},{9,1}},{{1,9},{0x8C532187,0},{0x8C532187,9},{1,1},{9,0x8C532187}}};
static int32_t g_1121 = 1;
static int32_t g_1125 = 0x51FC1162;
static uint32_t g_1126 = 0x8E311F2F;
static int32_t g_1167 = 2;
static int16_t g_1271[7][10][3] = {{{(-4),(-1),0},{0xEF02,1,0xB3D5},{0xE762,0xA01C,3},{(-1),0x957C,0x0194},{0xE762,0,0x51F9},{0xEF02,0xEF02,0x3F30},{(-4),0xEF02,5},{0xA01C,0,(-10)},{(-1),0x957C,1},{0,0xA01C,(-10)}},{{0x1075,1,5},{8,(-1),0x3F30},{8,(-1),0x51F9},{0x1075,(-4),0x0194},{0,(-1),3},{(-1),(-4),0xB3D5},{0xA01C,(-1),0},{(-4),(-1),0},{0xEF02,1,0xB3D5},{0xE762,0xA01C,3}},{{(-1),0x957C,0x0194},{0xE762,0,0x51F9},{0xEF02,0xEF02,0x3F30},{(-4),0xEF02,5},{0xA01C,0,(-10)},{(-1),0x957C,1},{0,0xA01C,(-10)},{0x1075,1,5},{8,(-1),0x3F30},{8,(-1),0x51F9}},{{0x1075,(-4),0x0194},{0,(-1),3},{(-1),(-4),0xB3D5},{(-8),0x353E,0x83D4},{(-1),1,0x83D4},{(-1),0xEE20,0xA01C},{(-1),(-8),0xC015},{1,1,(-4)},{(-1),1,(-1)},{(-1),(-1),0x957C}},{{(-1),(-1),0x6570},{(-8),1,0},{0,1,0xE762},{0x5456,(-8),0},{0x8A43,0xEE20,0x6570},{0,1,0x957C},{0,0x353E,(-1)},{0x8A43,(-1),(-4)},{0x5456,0,0xC015},{0,(-1),0xA01C}},{{(-8),0x353E,0x83D4},{(-1),1,0x83D4},{(-1),0xEE20,0xA01C},{(-1),(-8),0xC015},{1,1,(-4)},{(-1),1,(-1)},{(-1),(-1),0x957C},{(-1),(-1),0x6570},{(-8),1,0},{0,1,0xE762}},{{0x5456,(-8),0},{0x8A43,0xEE20,0x6570},{0,1,0x957C},{0,0x353E,(-1)},{0x8A43,(-1),(-4)},{0x5456,0,0xC015},{0,(-1),0xA01C},{(-8),0x353E,0x83D4},{(-1),1,0x83D4},{(-1),0xEE20,0xA01C}}};
static int32_t g_1304[7] = {(-4),(-4),(-4),(-4),(-4),(-4),(-4)};
static int16_t g_1305 = 0x0519;
static int16_t g_1306 = (-1);
static uint32_t g_1497 = 0x7F082551;
static int32_t g_1916[7] = {(-10),(-10),(-10),(-10),(-10),(-10),(-10)};
static int32_t g_1928 = 0x3445F2D1;
static uint32_t g_1940 = 0x6C142006;
static uint32_t g_1992 = 4294967295U;
static uint8_t g_2043 = 0x3A;
static uint32_t g_2346[1] = {0U};
static int16_t g_2357 = 0x4003;
static uint8_t g_2431 = 0xEC;
static uint32_t g_2505[1][7] = {{0xD38C5E32,0xD38C5E32,0U,0xD38C5E32,0xD38C5E32,0U,0xD38C5E32}};
static struct S0 g_2515 = {8021,0,1467,172,1};
static int8_t g_2518[5][8][6] = {{{0x9D,(-1),(-9),(-9),(-1),0x9D},{(-1),(-1),0xE2,0,0,0x11},{(-9),0xE2,0x80,3,7,0x07},{(-9),0,3,0,(-9),0},{(-1),0,7,(-9),0x07,0},{0x9D,0x11,0x07,0,0,0},{0x63,7,7,0x63,0,0},{0,0,3,(-1),0,0x07}},{{3,0x9D,0x80,0x11,0,0x11},{0xE2,0,0xE2,0x43,0,0},{3,0x80,0xE2,(-9),0x43,0},{0x63,0x9D,(-1),(-9),(-9),(-1)},{3,3,0x11,(-1),0xE2,0},{0,0,3,0x9D,0x80,0x11},{(-1),0,3,0x63,3,0},{0x43,0x63,0x11,0,7,(-1)}},{{0,7,(-1),3,0x07,0},{0,7,0xE2,0xE2,7,0},{7,0x63,0,0,3,0x9D},{0xE2,0,0x07,(-1),0x80,(-9)},{0xE2,0,(-1),0,0xE2,3},{7,3,0x80,0xE2,(-9),0x43},{0,0x9D,(-9),3,0x43,0x43},{0,0x80,0x80,0,0,3}},{{0x43,0x11,(-1),0x63,0,(-9)},{(-1),0,0x07,0x9D,0,0x9D},{0,0x11,0,(-1),0,0},{3,0x80,0xE2,(-9),0x43,0},{0x63,0x9D,(-1),(-9),(-9),(-1)},{3,3,0x11,(-1),0xE2,0},{0,0,3,0x9D,0x80,0x11},{(-1),0,3,0x63,3,0}},{{0x43,0x63,0x11,0,7,(-1)},{0,7,(-1),3,0x07,0},{0,7,0xE2,0xE2,7,0},{7,0x63,0,0,3,0x9D},{0xE2,0,0x07,(-1),0x80,(-9)},{0xE2,0,(-1),0,0xE2,3},{7,3,0x80,0xE2,(-9),0x43},{0,0x9D,(-9),3,0x43,0x43}}};
static int8_t g_2533 = 0xAC;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static int32_t  func_11(int16_t  p_12);
static const int16_t  func_15(uint8_t  p_16, uint16_t  p_17, struct S0  p_18, struct S0  p_19);
static uint8_t  func_20(int32_t  p_21, int32_t  p_22, uint32_t  p_23);
static uint16_t  func_37(uint16_t  p_38, int8_t  p_39);
static int32_t  func_75(uint32_t  p_76, int32_t  p_77, uint16_t  p_78, const uint8_t  p_79);
static int32_t  func_80(uint32_t  p_81, int32_t  p_82);
static uint32_t  func_83(uint32_t  p_84);
static int16_t  func_93(const struct S0  p_94);
static struct S0  func_95(uint32_t  p_96, uint32_t  p_97, uint32_t  p_98, uint32_t  p_99);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_92 g_105 g_110 g_62 g_146 g_170 g_144 g_145 g_221 g_239 g_259 g_171 g_323 g_255 g_258 g_523 g_526 g_535 g_666 g_586 g_676 g_855 g_850 g_852 g_847 g_987 g_1095 g_1126 g_1061 g_989 g_1120 g_1121 g_1125 g_1119 g_1304 g_1305 g_1306 g_1167 g_1271 g_1497 g_1916 g_1928 g_1940 g_1992 g_2043 g_2346 g_2357 g_2431 g_2505 g_2515
 * writes: g_2 g_6 g_92 g_105 g_110 g_146 g_170 g_171 g_144 g_221 g_255 g_259 g_145 g_239.f3 g_323 g_239.f2 g_239.f4 g_239.f0 g_526 g_535 g_586 g_666 g_676 g_855 g_850 g_852 g_258 g_847 g_989 g_1061 g_1095 g_523 g_1126 g_987 g_1167 g_1121 g_1119 g_1271 g_1305 g_1306 g_1125 g_1304 g_62 g_1940 g_1928 g_2346 g_2357 g_2431 g_2043 g_2505 g_2518 g_2533
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint8_t l_2522 = 250U;
    int32_t l_2534 = (-1);
    g_2 = 0x24F84B81;
    g_6[3][4] = ((safe_unary_minus_func_int8_t_s((safe_rshift_func_int16_t_s_u(g_2, 13)))) ^ 9);
    g_1304[5] = ((safe_div_func_uint32_t_u_u(((safe_div_func_int32_t_s_s(0x9AC54C97, (-2))) <= func_11(((-4) < 0xF23E5250))), ((((safe_mod_func_uint16_t_u_u((!l_2522), 0xD0A4)) & (l_2534 = (safe_add_func_uint8_t_u_u((g_2533 = ((safe_div_func_int8_t_s_s(g_1992, (safe_lshift_func_uint8_t_u_s((safe_div_func_uint8_t_u_u((safe_add_func_uint16_t_u_u(g_1120[2][3][1], 0xE953)), 0xAF)), 6)))) <= g_2515.f2)), g_2)))) <= g_2) && l_2522))) || 0x1083);
    return l_2522;
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_2 g_92 g_105 g_110 g_62 g_146 g_170 g_144 g_145 g_221 g_239 g_259 g_171 g_323 g_255 g_258 g_523 g_526 g_535 g_666 g_586 g_676 g_855 g_850 g_852 g_847 g_987 g_1095 g_1126 g_1061 g_989 g_1120 g_1121 g_1125 g_1119 g_1304 g_1305 g_1306 g_1167 g_1271 g_1497 g_1916 g_1928 g_1940 g_1992 g_2043 g_2346 g_2357 g_2431 g_2505 g_2515
 * writes: g_92 g_105 g_110 g_146 g_170 g_171 g_144 g_221 g_6 g_255 g_259 g_145 g_239.f3 g_323 g_239.f2 g_239.f4 g_239.f0 g_526 g_535 g_586 g_666 g_676 g_855 g_850 g_852 g_258 g_847 g_989 g_1061 g_1095 g_523 g_1126 g_987 g_1167 g_1121 g_1119 g_1271 g_1305 g_1306 g_1125 g_1304 g_62 g_1940 g_1928 g_2346 g_2357 g_2431 g_2043 g_2505 g_2518
 */
static int32_t  func_11(int16_t  p_12)
{ /* block id: 3 */
    int8_t l_24 = 0x62;
    struct S0 l_2516 = {11363,0,22421,114,-0};
    l_2516.f4 = (safe_mod_func_int8_t_s_s(p_12, (func_15(func_20(g_6[0][1], l_24, g_2), ((~((safe_sub_func_uint16_t_u_u((((safe_unary_minus_func_int16_t_s((safe_mul_func_uint8_t_u_u(5U, ((((safe_mul_func_int16_t_s_s((((!((-1) & (-1))) ^ g_2) ^ 65535U), 1)) && 0U) ^ 1U) & 5U))))) > l_24) | (-5)), 0U)) & 0x342B)) > g_2), g_2515, l_2516) ^ 0)));
    g_2518[3][2][5] = p_12;
    return l_2516.f2;
}


/* ------------------------------------------ */
/* 
 * reads : g_1271
 * writes: g_170
 */
static const int16_t  func_15(uint8_t  p_16, uint16_t  p_17, struct S0  p_18, struct S0  p_19)
{ /* block id: 833 */
    const int8_t l_2517 = 0xFC;
    g_170 = g_1271[3][7][0];
    return l_2517;
}


/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_92 g_105 g_110 g_62 g_146 g_170 g_144 g_145 g_221 g_239 g_259 g_171 g_323 g_255 g_258 g_523 g_526 g_535 g_666 g_586 g_676 g_855 g_850 g_852 g_847 g_987 g_1095 g_1126 g_1061 g_989 g_1120 g_1121 g_1125 g_1119 g_1304 g_1305 g_1306 g_1167 g_1271 g_1497 g_1916 g_1928 g_1940 g_1992 g_2043 g_2346 g_2357 g_2431 g_2505
 * writes: g_92 g_105 g_110 g_146 g_170 g_171 g_144 g_221 g_6 g_255 g_259 g_145 g_239.f3 g_323 g_239.f2 g_239.f4 g_239.f0 g_526 g_535 g_586 g_666 g_676 g_855 g_850 g_852 g_258 g_847 g_989 g_1061 g_1095 g_523 g_1126 g_987 g_1167 g_1121 g_1119 g_1271 g_1305 g_1306 g_1125 g_1304 g_62 g_1940 g_1928 g_2346 g_2357 g_2431 g_2043 g_2505
 */
static uint8_t  func_20(int32_t  p_21, int32_t  p_22, uint32_t  p_23)
{ /* block id: 4 */
    int8_t l_29 = 0xC3;
    g_2505[0][1] ^= (safe_rshift_func_uint8_t_u_s(((safe_mul_func_uint16_t_u_u(1U, l_29)) != (safe_div_func_uint16_t_u_u((((247U > g_2) >= (0x50C19791 != ((safe_add_func_int32_t_s_s(((!(-9)) < ((safe_mul_func_int16_t_s_s((((0x8F50 && (func_37(p_22, l_29) == l_29)) & 0xB0F6) & l_29), 65535U)) < p_22)), l_29)) ^ p_23))) > p_22), l_29))), g_1120[1][1][1]));
    return p_21;
}


/* ------------------------------------------ */
/* 
 * reads : g_6 g_2 g_92 g_105 g_110 g_62 g_146 g_170 g_144 g_145 g_221 g_239 g_259 g_171 g_323 g_255 g_258 g_523 g_526 g_535 g_666 g_586 g_676 g_855 g_850 g_852 g_847 g_987 g_1095 g_1126 g_1061 g_989 g_1120 g_1121 g_1125 g_1119 g_1304 g_1305 g_1306 g_1167 g_1271 g_1497 g_1916 g_1928 g_1940 g_1992 g_2043 g_2346 g_2357 g_2431
 * writes: g_92 g_105 g_110 g_146 g_170 g_171 g_144 g_221 g_6 g_255 g_259 g_145 g_239.f3 g_323 g_239.f2 g_239.f4 g_239.f0 g_526 g_535 g_586 g_666 g_676 g_855 g_850 g_852 g_258 g_847 g_989 g_1061 g_1095 g_523 g_1126 g_987 g_1167 g_1121 g_1119 g_1271 g_1305 g_1306 g_1125 g_1304 g_62 g_1940 g_1928 g_2346 g_2357 g_2431 g_2043
 */
static uint16_t  func_37(uint16_t  p_38, int8_t  p_39)
{ /* block id: 5 */
    uint32_t l_40[5][3][5];
    int32_t l_74[7] = {(-1),(-1),(-1),(-1),(-1),(-1),(-1)};
    int32_t l_2465 = 0x811D1A28;
    int32_t l_2504 = 0x9ABB21CA;
    int i, j, k;
    for (i = 0; i < 5; i = i + 1)
    {
        for (j = 0; j < 3; j = j + 1)
        {
            for (k = 0; k < 5; k = k + 1)
                l_40[i][j][k] = 0xDB06862E;
        }
    }
    l_40[4][1][4] = 0x4384F3AC;
    for (p_39 = (-4); (p_39 != (-24)); p_39--)
    { /* block id: 9 */
        uint16_t l_63 = 2U;
        int32_t l_71 = 1;
        uint32_t l_2416 = 0x9340671F;
        uint8_t l_2463 = 0U;
        l_74[5] = (safe_lshift_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u(((safe_div_func_int8_t_s_s((g_6[1][3] == (!(safe_sub_func_int32_t_s_s(((safe_sub_func_uint16_t_u_u(((safe_lshift_func_uint8_t_u_u(p_38, 3)) < g_2), (((safe_rshift_func_uint16_t_u_u((0x21D2 || (safe_lshift_func_int8_t_s_s(0x6A, 4))), (++l_63))) != (safe_rshift_func_int8_t_s_u(((l_40[4][1][4] > (p_38 != (~(safe_add_func_int16_t_s_s((l_71 && (safe_add_func_uint32_t_u_u(g_2, p_38))), g_2))))) < g_2), l_71))) || l_71))) == g_6[5][4]), g_6[2][3])))), p_39)) && 0xE7A53CC6), p_38)), g_2));
        l_74[3] = func_75((func_80(func_83((safe_rshift_func_uint16_t_u_s(((safe_mod_func_int8_t_s_s(l_74[5], p_39)) >= l_40[4][1][4]), 15))), (safe_mod_func_int8_t_s_s(l_63, (+((((safe_add_func_uint32_t_u_u((((safe_lshift_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((safe_add_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u((safe_lshift_func_int16_t_s_u((safe_rshift_func_int16_t_s_s((safe_mod_func_int8_t_s_s(((l_63 < ((safe_sub_func_uint8_t_u_u((((safe_div_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s((((((safe_sub_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u((((safe_rshift_func_uint16_t_u_s((((safe_lshift_func_uint8_t_u_u((l_71 = ((g_2346[0]--) >= p_39)), ((safe_sub_func_int32_t_s_s((safe_div_func_uint8_t_u_u((g_2357 = (safe_add_func_uint16_t_u_u(0U, (safe_mul_func_int16_t_s_s((l_63 != 0x27BFEEDC), l_63))))), 0x5E)), p_38)) > 4))) ^ 0x12) != p_39), g_1120[3][2][1])) != p_38) != g_2043), 4)), 0xA5DFAE41)) > 0xFA) != g_2043) >= 0) && g_1992), g_2043)), 0x1F)) & p_38) >= p_39), l_63)) == g_1120[0][1][0])) == 0xD14C), 0x0E)), p_38)), 2)), 2)), 3)), 0U)), 0x3026)), p_38)) | g_2) <= 0x85), 0x0BCB2FC1)) != (-1)) | p_39) != g_1497))))) < p_39), p_39, l_2416, g_239.f1);
        if (l_74[5])
            break;
        for (g_221 = (-17); (g_221 <= 13); g_221 = safe_add_func_int8_t_s_s(g_221, 1))
        { /* block id: 808 */
            int32_t l_2462[3];
            int32_t l_2464 = 0xCBF597C1;
            int i;
            for (i = 0; i < 3; i = i + 1)
                l_2462[i] = 0xB89E99EE;
            l_71 ^= p_39;
            g_1304[3] = (l_71 <= (safe_sub_func_uint8_t_u_u(252U, (l_2462[1] = ((0x2A ^ ((safe_div_func_int32_t_s_s(((g_239.f4 | (safe_mul_func_uint8_t_u_u(0x93, ((safe_rshift_func_uint16_t_u_u(g_2431, 0)) > (safe_lshift_func_uint16_t_u_s((l_74[5] = g_2431), 7)))))) > (safe_add_func_int32_t_s_s((l_2465 = ((safe_mul_func_uint16_t_u_u(((g_171 ^= 0x7F) || ((l_2464 &= (safe_div_func_uint16_t_u_u((l_2463 = (safe_mod_func_uint16_t_u_u(((~(safe_mul_func_uint16_t_u_u((((safe_rshift_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u((((p_39 && 0x3C71) == l_2462[1]) >= 0x0B), l_71)), 7)) | l_2462[1]) <= g_855[1]), 0x155F))) >= 1), g_989))), g_1119))) && 65535U)), g_323)) >= (-1))), (-10)))), p_38)) == p_38)) <= g_258)))));
        }
    }
    g_1304[0] = ((1U || ((6U != (l_40[2][2][3] >= (((g_1121 |= (((g_1271[4][6][2] = (safe_mod_func_int8_t_s_s(((((safe_mod_func_int32_t_s_s((safe_mod_func_uint8_t_u_u((!((((g_6[3][4] = ((g_847 >= ((!0x7245) < l_2465)) <= 0x0C)) | (safe_mod_func_int8_t_s_s((g_144 = (safe_mul_func_int8_t_s_s(((p_38 == 0U) | p_39), 0x3E))), g_676))) || p_38) <= p_39)), g_145)), 4294967287U)) < 0x8B0C) && 65535U) & g_171), g_239.f3))) ^ l_74[4]) ^ 8)) != 0x68A30918) && 0xE0))) <= g_850)) <= g_666);
    g_170 &= (safe_mod_func_uint16_t_u_u((0 | (safe_add_func_uint32_t_u_u((!(safe_div_func_uint32_t_u_u((p_39 ^ (safe_add_func_int8_t_s_s((safe_div_func_int16_t_s_s(g_239.f1, (((l_2465 = ((g_1095 &= ((safe_mod_func_int8_t_s_s((safe_rshift_func_int16_t_s_u(l_2465, (l_74[5] = ((safe_add_func_int8_t_s_s((safe_sub_func_int16_t_s_s((-3), (safe_rshift_func_uint16_t_u_u(((((p_39 || (safe_rshift_func_uint16_t_u_u(((safe_div_func_int16_t_s_s(l_74[5], (~((l_2504 ^= (g_221 ^= l_40[2][0][4])) <= l_40[4][1][4])))) | p_38), 3))) == 0xA7E4) != l_40[0][1][2]) && 0x6F8D2CF0), 12)))), 0x7E)) > (-1))))), l_40[1][0][3])) & 0x63A5765A)) & 0x1145)) < 0x5AC0D721) & 0x95))), g_847))), g_239.f0))), 0x53F2572C))), 0x7DFB));
    return g_1940;
}


/* ------------------------------------------ */
/* 
 * reads : g_666 g_145 g_1992 g_259 g_2043
 * writes: g_1061 g_239.f0 g_145 g_2431 g_2043
 */
static int32_t  func_75(uint32_t  p_76, int32_t  p_77, uint16_t  p_78, const uint8_t  p_79)
{ /* block id: 794 */
    int32_t l_2419 = 0;
    int32_t l_2428 = 0x2F4FAB93;
    int32_t l_2429 = (-1);
    int32_t l_2430 = (-2);
    g_2431 = ((safe_add_func_int8_t_s_s(l_2419, (safe_unary_minus_func_uint32_t_u((((((safe_mul_func_int16_t_s_s(l_2419, g_666)) == 0x1B3067FC) == ((g_145 &= (safe_sub_func_uint32_t_u_u((g_239.f0 = (!(((g_1061[5][3][0] = (l_2430 = (l_2429 = (safe_add_func_uint16_t_u_u(((((p_78 <= 0U) || p_79) > 0x493D) || (((0x38E8B865 && 4294967295U) == 0x66) == 0x785F1F59)), l_2428))))) | p_78) < 0xA1))), 0xC6813071))) || 0x9B)) || g_1992) >= p_77))))) & g_259);
    l_2430 = ((255U && (safe_unary_minus_func_int32_t_s(((g_2043--) ^ p_78)))) >= 1U);
    return g_666;
}


/* ------------------------------------------ */
/* 
 * reads : g_1121 g_1125 g_145 g_855 g_239.f4 g_1304 g_1305 g_1916 g_847 g_258 g_239.f3 g_62 g_1271 g_2346 g_2357 g_526
 * writes: g_1121 g_852 g_1125 g_239.f4 g_1928 g_1304
 */
static int32_t  func_80(uint32_t  p_81, int32_t  p_82)
{ /* block id: 770 */
    uint32_t l_2358 = 0x69AD4DBC;
    int32_t l_2360 = 0x227A7900;
    g_852 = (g_1121 ^= l_2358);
    l_2360 = (+l_2358);
    for (g_1125 = 16; (g_1125 > 21); g_1125 = safe_add_func_uint16_t_u_u(g_1125, 9))
    { /* block id: 776 */
        uint32_t l_2389 = 4294967292U;
        int32_t l_2390 = (-6);
        int32_t l_2391 = 0;
        g_239.f4 = g_145;
        for (l_2358 = 6; (l_2358 > 19); l_2358 = safe_add_func_int32_t_s_s(l_2358, 4))
        { /* block id: 780 */
            int32_t l_2383[6][10] = {{0x0E657B21,(-1),9,9,0x1F190F42,0x360EDCFB,(-1),0x1F190F42,(-1),0x360EDCFB},{0xA41F22E1,0x1F190F42,(-1),0x1F190F42,0xA41F22E1,(-1),0x0E657B21,0x0E657B21,(-1),0xA41F22E1},{0xA41F22E1,(-1),(-1),0xA41F22E1,9,0x360EDCFB,0xA41F22E1,0x360EDCFB,9,0xA41F22E1},{0x360EDCFB,0xA41F22E1,0x360EDCFB,9,0xA41F22E1,(-1),(-1),0xA41F22E1,9,0x360EDCFB},{0x0E657B21,0x0E657B21,(-1),0xA41F22E1,0x1F190F42,(-1),0x1F190F42,0xA41F22E1,(-1),0x0E657B21},{0x1F190F42,(-1),0x360EDCFB,0x1F190F42,9,9,0x1F190F42,0x360EDCFB,(-1),0x1F190F42}};
            int32_t l_2388 = 0xDF5C697F;
            int i, j;
            g_1928 = (g_239.f4 &= g_855[1]);
            l_2391 = (l_2358 < ((g_1121 >= ((safe_mul_func_int16_t_s_s((((l_2390 = ((g_1304[5] &= g_1121) >= ((safe_rshift_func_int8_t_s_s((safe_add_func_uint16_t_u_u(((p_82 == (0xB7 >= ((((safe_mod_func_int16_t_s_s(((safe_lshift_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s((g_1305 > ((((safe_lshift_func_uint16_t_u_u(((safe_mod_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s((l_2383[2][9] = p_81), ((safe_unary_minus_func_int16_t_s(((safe_unary_minus_func_uint8_t_u((safe_lshift_func_int8_t_s_u((g_1916[4] || (((l_2389 |= l_2388) < g_855[2]) > (-1))), 6)))) && g_847))) >= 0x838B))), l_2388)) ^ p_82), l_2358)) && 0) > g_258) || p_82)), 1)) & l_2388), 0)) == 1U), p_82)) | (-3)) && p_81) | 0x9753AA09))) | g_1125), l_2390)), g_855[1])) < l_2390))) == p_81) && g_239.f3), 65526U)) || l_2389)) & 4294967291U));
            if (g_1304[1])
                continue;
            g_1121 = (((246U && ((safe_rshift_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u(((g_62 != (((safe_rshift_func_int16_t_s_s((((((((safe_sub_func_int16_t_s_s((safe_sub_func_int16_t_s_s(p_82, (g_1271[4][9][1] >= ((((p_82 || l_2360) && ((((safe_add_func_int8_t_s_s((safe_div_func_uint16_t_u_u((p_82 || ((safe_mul_func_int8_t_s_s(0x20, (safe_add_func_uint16_t_u_u((safe_add_func_uint8_t_u_u(((safe_add_func_uint16_t_u_u(((l_2388 = (l_2383[2][9] != g_2346[0])) && l_2383[3][1]), 0x079C)) < 7U), 0x06)), l_2383[2][9])))) != 2)), 0x106F)), g_1125)) != 0x81392DD2) != 0x0F) >= l_2383[3][4])) || 0xADCF) & p_81)))), (-3))) != g_2357) == 0x5975) ^ p_81) || 0) <= p_81) || g_145), 8)) || g_526) < 0x6E)) <= 1U), 4)), 13)) <= l_2360)) < 255U) || p_81);
        }
    }
    return g_1271[6][1][1];
}


/* ------------------------------------------ */
/* 
 * reads : g_92 g_105 g_110 g_6 g_62 g_146 g_170 g_144 g_145 g_2 g_221 g_239 g_259 g_171 g_323 g_255 g_258 g_523 g_526 g_535 g_666 g_586 g_676 g_855 g_850 g_852 g_847 g_987 g_1095 g_1126 g_1061 g_989 g_1120 g_1121 g_1125 g_1119 g_1304 g_1305 g_1306 g_1167 g_1271 g_1497 g_1916 g_1928 g_1940 g_1992 g_2043
 * writes: g_92 g_105 g_110 g_146 g_170 g_171 g_144 g_221 g_6 g_255 g_259 g_145 g_239.f3 g_323 g_239.f2 g_239.f4 g_239.f0 g_526 g_535 g_586 g_666 g_676 g_855 g_850 g_852 g_258 g_847 g_989 g_1061 g_1095 g_523 g_1126 g_987 g_1167 g_1121 g_1119 g_1271 g_1305 g_1306 g_1125 g_1304 g_62 g_1940 g_1928
 */
static uint32_t  func_83(uint32_t  p_84)
{ /* block id: 12 */
    uint32_t l_91 = 1U;
    int32_t l_104[9] = {8,(-5),8,8,(-5),8,8,(-5),8};
    int32_t l_115[7];
    int32_t l_126 = 1;
    uint16_t l_1368 = 0x45F8;
    uint8_t l_1436[7] = {252U,0x6C,252U,252U,0x6C,252U,252U};
    const uint16_t l_1452 = 0x9522;
    int32_t l_1477[3][8] = {{0xBAF29461,0xBAF29461,0,0x140554B3,0,0,0,0x140554B3},{(-1),0x140554B3,(-1),(-3),0x140554B3,(-1),(-1),0x140554B3},{0x140554B3,(-1),(-1),0x140554B3,(-3),(-1),0x140554B3,(-1)}};
    int32_t l_1480 = 9;
    int32_t l_1515 = 0x65179357;
    uint8_t l_1553 = 0x78;
    const int32_t l_1755 = 0xA99B2F74;
    int32_t l_1830 = 0;
    uint8_t l_1858 = 0x01;
    int32_t l_2044[10] = {0x4E9C3A74,3,3,0x4E9C3A74,5,0x4E9C3A74,3,3,0x4E9C3A74,5};
    int32_t l_2209 = (-1);
    int32_t l_2274 = 0;
    int i, j;
    for (i = 0; i < 7; i = i + 1)
        l_115[i] = 0xBAD57AD3;
    if (((safe_sub_func_int16_t_s_s(((((g_92 = l_91) && func_93(func_95((((safe_add_func_uint32_t_u_u((safe_lshift_func_uint8_t_u_u(g_92, 2)), ((++g_105) <= (safe_add_func_uint16_t_u_u(((((g_110 |= g_92) >= (l_104[3] &= p_84)) != (l_126 ^= (safe_mul_func_int8_t_s_s((safe_lshift_func_int8_t_s_u((((((l_115[4] |= 9U) & (g_6[3][4] > (safe_sub_func_int16_t_s_s(p_84, (safe_sub_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u(l_91, 1)), (safe_mod_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(0x4542, l_91)), l_91)))))))) && (-5)) && l_115[4]) || g_62), 7)), p_84)))) >= l_91), l_91))))) ^ 1) <= l_91), l_91, l_91, l_91))) == g_62) >= p_84), g_1120[2][3][1])) != 0U))
    { /* block id: 438 */
        uint32_t l_1348 = 0xA360C4AD;
        uint32_t l_1434 = 4294967289U;
        int32_t l_1447 = (-1);
        uint32_t l_1554 = 0x98DA09CA;
        uint16_t l_1571 = 65526U;
        int16_t l_1599 = 0x50A3;
        int32_t l_1623 = 0;
        int32_t l_1624 = (-5);
        int8_t l_1625 = 0xEE;
        uint32_t l_1645 = 0U;
        int32_t l_1688 = 0x0C266625;
        int32_t l_1689 = 0x97A25FC8;
        int32_t l_1690 = 0;
        int32_t l_1692 = 0xF78D4F5C;
        int32_t l_1693 = 0xD192F2FC;
        uint8_t l_1875[10] = {248U,0x79,248U,0x79,248U,0x79,248U,0x79,248U,0x79};
        int32_t l_1991 = 5;
        int32_t l_2172 = 0;
        int16_t l_2177 = 0xCBC3;
        uint32_t l_2254 = 0U;
        int i;
        if (p_84)
        { /* block id: 439 */
            int8_t l_1363 = 0;
            int32_t l_1364 = 0xE7BC7EC7;
            int32_t l_1391 = 0x7EDB2650;
            g_852 &= (safe_rshift_func_uint16_t_u_s((1 < (~((+((((l_1363 = (safe_add_func_uint16_t_u_u(((l_91 || (0 && (!((g_2 <= ((safe_add_func_int16_t_s_s((safe_rshift_func_int8_t_s_s((l_1348 > (safe_lshift_func_int16_t_s_s(g_239.f2, 9))), 5)), p_84)) != (safe_sub_func_uint16_t_u_u(((g_526--) || (safe_rshift_func_uint8_t_u_u(l_104[0], (safe_sub_func_int16_t_s_s((((safe_lshift_func_uint8_t_u_u((((safe_mod_func_int32_t_s_s(p_84, p_84)) < 0xD2) < p_84), 6)) ^ p_84) || g_666), g_586))))), g_1304[1])))) == l_115[4])))) ^ 0), p_84))) > l_1364) > p_84) > p_84)) > g_110))), 6));
            l_1364 = (~(((!g_2) <= ((l_126 = ((p_84 | ((+l_1368) == (safe_rshift_func_uint8_t_u_s((safe_div_func_int32_t_s_s(((safe_mul_func_int8_t_s_s(g_1095, (!((safe_div_func_uint8_t_u_u((++g_526), (safe_add_func_int16_t_s_s((l_104[7] = (safe_add_func_uint8_t_u_u(g_989, (g_239.f1 <= ((0x154D > (safe_sub_func_uint16_t_u_u((safe_div_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u(0U, ((~g_258) & g_1119))), g_1304[6])), g_1305))) ^ g_258))))), 0x7717)))) && 0xF75EB6B6)))) >= g_1061[1][4][0]), l_1363)), 5)))) ^ l_91)) | l_1391)) < 0xEADBE76D));
        }
        else
        { /* block id: 447 */
            uint8_t l_1427 = 250U;
            uint16_t l_1470 = 0x9186;
            int32_t l_1475 = 0x168A81AF;
            int8_t l_1496 = (-4);
            for (g_1306 = 4; (g_1306 >= 2); g_1306 -= 1)
            { /* block id: 450 */
                int32_t l_1435 = (-1);
                int32_t l_1437 = 0x90606518;
                uint8_t l_1438 = 0xA6;
                int i;
                if (l_115[(g_1306 + 2)])
                    break;
                g_239.f4 = ((safe_div_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((g_1304[5] && (safe_lshift_func_uint16_t_u_s(65534U, g_323))), (((safe_lshift_func_int8_t_s_u((safe_lshift_func_int16_t_s_u((((((((safe_mod_func_uint16_t_u_u((safe_add_func_uint32_t_u_u(((safe_sub_func_uint8_t_u_u(((l_126 != ((l_104[8] = (safe_rshift_func_uint16_t_u_u((((safe_rshift_func_int16_t_s_s(((l_1435 |= (safe_rshift_func_int8_t_s_s(((safe_sub_func_uint32_t_u_u((p_84 = (g_146 |= (g_855[1] = 0xF59ACFE5))), (safe_div_func_int32_t_s_s((safe_sub_func_int16_t_s_s((~((l_1368 < (safe_lshift_func_int16_t_s_u((((safe_mul_func_uint8_t_u_u(((l_1427 <= ((safe_rshift_func_int16_t_s_u((safe_mul_func_uint16_t_u_u((l_115[(g_1306 + 2)] = (safe_mod_func_int16_t_s_s((g_1120[1][1][1] || (g_1095 ^ g_92)), l_1427))), l_1348)), 11)) <= l_1368)) <= l_1434), 0x00)) | g_170) >= (-1)), 4))) & l_1427)), l_1434)), g_171)))) & 6), g_1061[0][3][4]))) == l_1427), 5)) != g_239.f2) | 0x949D), l_1436[0]))) & 0x98DA1A72)) >= g_6[3][4]), l_1434)) < l_1427), g_586)), g_105)) & l_1427) ^ 248U) ^ 250U) != g_676) | g_666) != l_1437), l_1348)), g_1061[5][0][5])) ^ l_1438) ^ (-9)))), l_1427)), l_1368)) != l_1437);
                if ((l_1438 && (safe_mul_func_int8_t_s_s((safe_mul_func_int16_t_s_s(0xDABD, (safe_sub_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(((((((l_1447 = 0x65) | ((((g_852 >= (l_1437 = p_84)) & l_115[4]) && (!(~l_1436[0]))) & (((l_1436[0] & 65535U) >= l_126) && 0x4B))) >= 4U) == 0x9928) | g_105) & p_84), 0x3E)), (-7))))), l_104[5]))))
                { /* block id: 461 */
                    uint8_t l_1476 = 1U;
                    if ((safe_add_func_int8_t_s_s((p_84 == l_1447), p_84)))
                    { /* block id: 462 */
                        g_239.f3 = p_84;
                    }
                    else
                    { /* block id: 464 */
                        return l_1447;
                    }
                    if (l_1452)
                        continue;
                    g_1121 &= ((g_259 & (safe_div_func_uint8_t_u_u((safe_mod_func_int8_t_s_s(g_145, (p_84 && (!(g_987 = ((safe_div_func_uint8_t_u_u(((safe_add_func_int16_t_s_s((g_1271[4][9][1] = (safe_mod_func_uint8_t_u_u((safe_unary_minus_func_uint16_t_u(((safe_unary_minus_func_int16_t_s(((((0x01FF ^ (safe_mod_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u(l_1470, (safe_lshift_func_uint16_t_u_s(((safe_rshift_func_uint16_t_u_s(l_1434, (l_1427 < ((l_1475 = (g_1119 > l_1437)) ^ g_987)))) < g_258), l_115[4])))), g_239.f2))) & l_1476) != g_855[1]) > g_855[1]))) && p_84))), 0xC0))), g_239.f4)) > p_84), 1)) <= 0x07)))))), l_1477[2][6]))) != p_84);
                }
                else
                { /* block id: 472 */
                    g_239.f3 = p_84;
                    for (l_1348 = 0; l_1348 < 7; l_1348 += 1)
                    {
                        g_1304[l_1348] = 0xB36004C2;
                    }
                    if (p_84)
                        break;
                }
            }
            l_104[8] = (-1);
            g_1304[5] = ((safe_add_func_uint8_t_u_u((g_6[6][3] ^ l_1480), g_1120[1][1][1])) >= (-2));
            g_1304[5] &= (safe_add_func_uint8_t_u_u((0x1BA1050E ^ ((safe_sub_func_uint16_t_u_u(1U, p_84)) > (((g_1167 <= (safe_mod_func_uint16_t_u_u(((((g_221 |= (l_104[1] = (safe_lshift_func_int8_t_s_s(0xC3, 3)))) || ((l_1475 = (((((0x88 | l_126) >= (safe_rshift_func_int16_t_s_s(((g_1125 = (~p_84)) | ((safe_sub_func_uint8_t_u_u((((g_535 > 0xA9D3) & l_1447) | g_1271[4][9][1]), l_1434)) < l_1470)), p_84))) >= l_1496) > g_1061[5][2][3]) < 0x9B431301)) >= p_84)) == l_1470) || 255U), p_84))) & p_84) || g_1497))), g_535));
        }
        if (((safe_mod_func_int8_t_s_s((safe_sub_func_int16_t_s_s(((((safe_lshift_func_uint16_t_u_u((0 | 0x35A8), 3)) || 4294967289U) & 1) != l_1348), p_84)), (safe_rshift_func_int8_t_s_u((p_84 || p_84), 7)))) != ((safe_mod_func_uint32_t_u_u((l_1515 ^= ((l_115[4] = (safe_mod_func_uint32_t_u_u((g_987 |= ((safe_unary_minus_func_uint32_t_u((l_126 = (g_239.f2 = (safe_sub_func_uint32_t_u_u((safe_mod_func_uint8_t_u_u(g_1167, p_84)), g_146)))))) == p_84)), p_84))) ^ l_104[0])), (-1))) & l_1436[2])))
        { /* block id: 491 */
            const int16_t l_1518[1] = {0x112A};
            int32_t l_1521 = 0x2676AEF8;
            int32_t l_1596 = 3;
            int32_t l_1597 = (-10);
            uint32_t l_1657 = 0U;
            int32_t l_1691[6] = {(-6),(-6),(-8),(-6),(-6),(-8)};
            uint32_t l_1694 = 0U;
            int32_t l_1731 = 0x2AF219BF;
            int32_t l_1732[2];
            int i;
            for (i = 0; i < 2; i = i + 1)
                l_1732[i] = 0x0B09F7E9;
            g_1119 = ((safe_mod_func_int16_t_s_s(((((l_1518[0] != ((safe_sub_func_uint8_t_u_u(p_84, ((((l_1521 = g_255) != (safe_sub_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((l_1515 = (((~l_115[4]) && 7U) >= g_989)), (safe_sub_func_int8_t_s_s(((safe_div_func_int8_t_s_s((~(safe_div_func_int16_t_s_s((safe_mod_func_int8_t_s_s((safe_unary_minus_func_int16_t_s((safe_mod_func_int32_t_s_s((safe_add_func_int16_t_s_s((safe_mod_func_int32_t_s_s(((((safe_mul_func_uint16_t_u_u((g_1095 = ((((((safe_lshift_func_uint16_t_u_s(((safe_div_func_uint8_t_u_u((0x4E >= (safe_lshift_func_uint8_t_u_s(((((0xE5 <= (((l_1553 = (((safe_mul_func_int8_t_s_s(p_84, 0x8B)) | l_1518[0]) >= l_104[0])) || p_84) ^ (-9))) < l_1348) & 0x89B8) > g_171), l_1447))), g_170)) & l_104[0]), 1)) >= g_258) || p_84) && l_1554) < p_84) <= g_847)), l_1348)) && 0x08) >= g_239.f4) != 255U), g_1304[0])), 7U)), l_1436[1])))), 0xC3)), p_84))), g_255)) >= p_84), g_259)))), 0))) ^ 1) != g_1271[2][3][0]))) && 0xCA50)) | p_84) || g_1306) && l_1348), p_84)) <= g_239.f0);
            if ((safe_div_func_int32_t_s_s((safe_lshift_func_int8_t_s_s(g_666, (safe_add_func_uint32_t_u_u(((safe_div_func_uint8_t_u_u(p_84, (g_221 = (safe_mul_func_int16_t_s_s(p_84, ((safe_sub_func_uint8_t_u_u((safe_add_func_uint32_t_u_u(((p_84 & ((g_586 |= (safe_mod_func_uint16_t_u_u((l_1521 &= 65527U), l_1480))) > g_666)) ^ ((g_239.f3 = (l_115[4] != p_84)) | 0U)), l_1348)), 9U)) & l_1452)))))) == p_84), l_1571)))), l_1480)))
            { /* block id: 501 */
                int32_t l_1594 = 0x77B0C24A;
                int32_t l_1595[7];
                int32_t l_1598 = 1;
                int i;
                for (i = 0; i < 7; i = i + 1)
                    l_1595[i] = 0xB4EB1DA0;
                l_1599 = (g_1125 = ((safe_sub_func_int32_t_s_s(g_1271[0][9][0], (((safe_div_func_int8_t_s_s(g_1095, ((l_1447 |= (safe_rshift_func_uint8_t_u_s(g_239.f1, 7))) ^ (l_1598 = (((safe_sub_func_int16_t_s_s(p_84, p_84)) & (((l_1597 = (safe_unary_minus_func_uint8_t_u((safe_add_func_uint16_t_u_u((l_104[0] |= 0xD07C), (l_1596 &= (safe_lshift_func_uint8_t_u_s(((l_1595[3] = (safe_rshift_func_uint8_t_u_u((l_1594 = ((+(safe_sub_func_int32_t_s_s((safe_unary_minus_func_uint32_t_u(p_84)), ((!(l_1521 &= (((((safe_lshift_func_int8_t_s_u(l_1480, 6)) <= g_1125) != g_170) > p_84) || p_84))) && 0U)))) && l_1480)), 2))) ^ g_1061[4][2][1]), 2)))))))) != 0xCEE1C4E2) == p_84)) <= 0x74A5))))) == 0x8A) != g_987))) > g_62));
                g_1304[0] = (((safe_mul_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s((l_1624 = (safe_add_func_int8_t_s_s(((safe_lshift_func_int16_t_s_u(((1 || (((((((((g_239.f2 >= (safe_sub_func_int8_t_s_s(0, (l_1596 |= (l_1554 > p_84))))) == ((g_62 = ((((safe_sub_func_int32_t_s_s((l_1623 = (safe_rshift_func_uint16_t_u_u((+(safe_sub_func_uint8_t_u_u(((g_1306 = (safe_mul_func_uint16_t_u_u((+((l_1447 = 0x61438D78) ^ g_92)), (safe_unary_minus_func_uint16_t_u((((0xB9 | (g_1121 && l_1594)) <= 0U) >= 0U)))))) >= 1), p_84))), 9))), g_586)) < 0xD46B) || 0) > 0x54)) > p_84)) >= 0xA12D46F9) ^ 0xB1) >= 6U) && p_84) | g_1497) || l_1436[0]) || 0U)) > p_84), g_1304[5])) || 5), p_84))), 13)), 0U)) & 0) && l_1598);
                l_1625 = 0;
            }
            else
            { /* block id: 520 */
                int32_t l_1658[8][10][1] = {{{0x5C2D534E},{0},{1},{0x5FE8DD5C},{0x121D05FD},{1},{0},{0x71137264},{0x9BB54EAC},{0x846BB145}},{{(-3)},{0x77CB9A79},{0x5FC238BC},{0x77CB9A79},{(-3)},{0x846BB145},{0x9BB54EAC},{0x71137264},{0},{1}},{{0x121D05FD},{0x5FE8DD5C},{1},{0},{0x5C2D534E},{0x2FA194BE},{0x103EEA89},{0x364B9C33},{0x262D54EB},{0x850FDB37}},{{1},{1},{0x850FDB37},{0x262D54EB},{0x364B9C33},{0x103EEA89},{0x2FA194BE},{0x5C2D534E},{0},{1}},{{0x5FE8DD5C},{0x121D05FD},{1},{0},{0x71137264},{0x9BB54EAC},{0x846BB145},{(-3)},{0x77CB9A79},{0x5FC238BC}},{{0x77CB9A79},{(-3)},{0x846BB145},{0x9BB54EAC},{0x71137264},{0},{1},{0x121D05FD},{0x5FE8DD5C},{1}},{{0},{0x5C2D534E},{0x2FA194BE},{0x103EEA89},{0x364B9C33},{0x262D54EB},{0x54AA5849},{0x2FA194BE},{0x2FA194BE},{0x54AA5849}},{{0x121D05FD},{0x5C2D534E},{(-3)},{(-1)},{1},{0x364B9C33},{(-7)},{0x5FC238BC},{0xFC3B16EA},{1}}};
                uint32_t l_1686 = 4294967291U;
                int32_t l_1687[4];
                int i, j, k;
                for (i = 0; i < 4; i = i + 1)
                    l_1687[i] = 0x842D4419;
                for (g_259 = 0; (g_259 <= 8); g_259 += 1)
                { /* block id: 523 */
                    uint8_t l_1626 = 0x8D;
                    int32_t l_1663 = 0x6F1D3827;
                    for (g_92 = 0; (g_92 <= 8); g_92 += 1)
                    { /* block id: 526 */
                        int32_t l_1659 = 0x37337E89;
                        int32_t l_1660[8][4][2] = {{{(-1),(-1)},{(-1),(-1)},{(-1),(-1)},{(-1),(-1)}},{{(-1),(-1)},{(-1),(-1)},{(-1),(-1)},{(-1),(-1)}},{{(-1),(-1)},{(-1),(-1)},{(-1),(-1)},{(-1),(-1)}},{{(-1),(-1)},{(-1),(-1)},{(-1),(-1)},{(-1),(-1)}},{{(-1),(-1)},{(-1),(-1)},{(-1),(-1)},{(-1),(-1)}},{{(-1),(-1)},{(-1),(-1)},{(-1),(-1)},{(-1),(-1)}},{{(-1),(-1)},{(-1),(-1)},{(-1),(-1)},{(-1),(-1)}},{{(-1),(-1)},{(-1),(-1)},{(-1),(-1)},{(-1),(-1)}}};
                        int i, j, k;
                        l_104[g_92] ^= l_1626;
                        l_1660[4][0][0] = (safe_mod_func_uint16_t_u_u(((safe_sub_func_uint16_t_u_u(p_84, (l_115[2] |= p_84))) ^ ((safe_mod_func_uint32_t_u_u((safe_add_func_int8_t_s_s(((((safe_lshift_func_int16_t_s_s((9 || (l_1623 = ((l_1659 = (((safe_div_func_uint32_t_u_u(((safe_rshift_func_int8_t_s_s(((((safe_lshift_func_int16_t_s_s((l_1645 |= (safe_mod_func_uint32_t_u_u((l_1626 >= 1U), 0xEC74C86A))), 1)) && p_84) & (((l_104[g_92] = ((safe_sub_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u(((((((g_62 = (g_145 |= (safe_rshift_func_uint8_t_u_u((((!(safe_mod_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u(l_104[g_92], 9)), g_144))) | p_84) <= p_84), 2)))) == l_104[g_92]) | p_84) & p_84) >= g_847) <= l_1657), p_84)), 1U)) && 4U)) || p_84) != g_1305)) <= 0x0B7F544B), l_1658[5][5][0])) != g_1126), 4294967295U)) | p_84) & 0x7C3F)) >= p_84))), 2)) ^ p_84) | 0xED) > 2U), 0x2A)), 1U)) || l_1518[0])), l_1452));
                        if (g_850)
                            continue;
                    }
                    for (l_1434 = 17; (l_1434 >= 3); l_1434 = safe_sub_func_uint8_t_u_u(l_1434, 1))
                    { /* block id: 540 */
                        l_1663 = g_2;
                        l_1596 = l_1571;
                        l_104[6] = (l_1658[5][3][0] = l_1624);
                    }
                }
                l_1624 &= (safe_add_func_int8_t_s_s(((3U | (p_84 | (safe_rshift_func_int8_t_s_s((g_6[6][0] = l_1657), 7)))) <= 0xD0C6), ((safe_div_func_uint8_t_u_u((safe_div_func_int8_t_s_s((safe_add_func_uint32_t_u_u((l_1597 &= (g_989 = (0x67 ^ ((safe_rshift_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u(((p_84 || ((safe_sub_func_int16_t_s_s((0x16 | (((((safe_sub_func_int16_t_s_s((safe_add_func_int32_t_s_s((safe_add_func_uint32_t_u_u(((0x9E != (l_1518[0] == l_1658[5][5][0])) == 0x157043D8), l_1571)), l_1686)), p_84)) & 0x5C1DE82A) || l_1553) & 4294967295U) ^ p_84)), l_115[3])) & p_84)) == l_1348), l_1658[5][5][0])), 1)) == 0x1358)))), p_84)), g_1497)), 0xE0)) > 0xAD65)));
                l_1694--;
            }
            g_170 = (p_84 || (((+(g_1125 != (g_6[3][4] >= p_84))) < (safe_div_func_int32_t_s_s((g_239.f2 > l_1477[2][6]), ((0x00764889 != ((safe_mul_func_uint8_t_u_u(g_852, ((((l_1597 < p_84) > 1U) <= l_1452) ^ l_1689))) <= l_1521)) || p_84)))) <= l_1518[0]));
            l_1732[0] |= (safe_div_func_uint8_t_u_u((safe_unary_minus_func_int32_t_s(((safe_mul_func_int8_t_s_s(((safe_mul_func_int8_t_s_s(l_1691[1], (safe_mod_func_uint32_t_u_u((safe_sub_func_uint8_t_u_u(((g_523 || (safe_div_func_int16_t_s_s(l_115[5], (safe_lshift_func_int8_t_s_u((l_1623 &= (safe_lshift_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u(((safe_mod_func_int32_t_s_s((l_1689 = (l_126 ^= ((safe_mul_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((safe_div_func_int16_t_s_s(((l_1731 ^= (safe_add_func_uint16_t_u_u(p_84, (((l_1515 = l_1596) == (l_1521 |= ((g_239.f2 | 0x2E49) == (g_239.f1 < (l_1597 = (l_1690 ^= l_104[0])))))) | l_1477[2][6])))) ^ g_2), 0x8C5E)), (-1))), p_84)) & g_1121))), l_1368)) < p_84), 7)), 11))), 4))))) ^ p_84), p_84)), l_1436[2])))) > l_1657), l_1657)) < p_84))), p_84));
        }
        else
        { /* block id: 563 */
            uint8_t l_1733[10][6][4] = {{{1U,0x40,5U,0x40},{0x40,1U,0U,0x40},{0U,0x40,0x58,0x58},{0U,0U,5U,1U},{0U,1U,0x58,0U},{0U,1U,0U,0x58}},{{0x40,1U,5U,0U},{1U,1U,1U,1U},{0U,0U,1U,0x58},{1U,0x40,5U,0x40},{0x40,1U,0U,0x40},{0U,0x40,0x58,0x58}},{{0U,0U,5U,1U},{0U,1U,0x58,0U},{0U,1U,0U,0x58},{0x40,1U,5U,0U},{1U,1U,1U,1U},{0U,0U,1U,0x58}},{{1U,0x40,5U,0x40},{0x40,1U,0U,0x40},{0U,0x40,0x58,0x58},{0U,0U,5U,1U},{0U,1U,0x58,0U},{0U,1U,0U,0x58}},{{0x40,1U,5U,0U},{1U,1U,1U,1U},{0U,0U,1U,0x58},{1U,0x40,5U,0x40},{0x58,5U,7U,0x58},{7U,0x58,0x44,0x44}},{{0U,0U,0U,1U},{0U,5U,0x44,0U},{7U,1U,7U,0x44},{0x58,1U,0U,0U},{1U,5U,5U,1U},{7U,0U,5U,0x44}},{{1U,0x58,0U,0x58},{0x58,5U,7U,0x58},{7U,0x58,0x44,0x44},{0U,0U,0U,1U},{0U,5U,0x44,0U},{7U,1U,7U,0x44}},{{0x58,1U,0U,0U},{1U,5U,5U,1U},{7U,0U,5U,0x44},{1U,0x58,0U,0x58},{0x58,5U,7U,0x58},{7U,0x58,0x44,0x44}},{{0U,0U,0U,1U},{0U,5U,0x44,0U},{7U,1U,7U,0x44},{0x58,1U,0U,0U},{1U,5U,5U,1U},{7U,0U,5U,0x44}},{{1U,0x58,0U,0x58},{0x58,5U,7U,0x58},{7U,0x58,0x44,0x44},{0U,0U,0U,1U},{0U,5U,0x44,0U},{7U,1U,7U,0x44}}};
            int i, j, k;
            g_239.f3 = p_84;
            l_1689 = ((l_1733[7][4][3] | (safe_rshift_func_int16_t_s_s(g_144, 11))) != (safe_div_func_uint16_t_u_u((+0xD3), 65533U)));
        }
        if (((safe_div_func_uint16_t_u_u(((((g_523 || (l_1434 != (((safe_rshift_func_int8_t_s_u(p_84, 4)) && (((safe_lshift_func_int16_t_s_s(g_1120[1][1][1], 8)) > (safe_rshift_func_int8_t_s_s(p_84, 4))) >= (g_1306 = ((((l_115[1] &= ((safe_rshift_func_int8_t_s_u(((g_110 != (((safe_sub_func_uint16_t_u_u(3U, (safe_add_func_int16_t_s_s((l_104[0] = (g_1271[4][9][1] = 0x10DA)), (((safe_div_func_int32_t_s_s((2U || l_1755), 0x604E0295)) || p_84) | g_239.f3))))) <= p_84) && 0x8A0F)) <= 0x71E6BFAD), 3)) >= 0x8D07106B)) != l_1348) || (-7)) != l_1477[2][6])))) != p_84))) > 0U) & l_1368) != g_1167), p_84)) | 0x4C2C7E43))
        { /* block id: 571 */
            uint16_t l_1764 = 0x98BB;
            int32_t l_1770 = 0xAC0CB90B;
            int32_t l_1967[2];
            int32_t l_2045 = (-1);
            uint32_t l_2058[5][2][1] = {{{4294967295U},{0x8408CAC5}},{{0x54A9507D},{0x8408CAC5}},{{4294967295U},{4294967295U}},{{0x8408CAC5},{0x54A9507D}},{{0x8408CAC5},{4294967295U}}};
            int i, j, k;
            for (i = 0; i < 2; i = i + 1)
                l_1967[i] = 0xEF3C8E9B;
            l_1688 = l_1436[0];
            if ((g_1304[2] ^= p_84))
            { /* block id: 574 */
                int8_t l_1767 = 0x67;
                int32_t l_1771 = 0x83AA48E6;
                int32_t l_1939 = 0xA2BA1994;
                if ((((g_146 = (safe_mul_func_uint8_t_u_u((0xE1F2571F & g_1167), 0U))) > (safe_lshift_func_uint16_t_u_s(g_1125, (((safe_mod_func_int8_t_s_s(g_1497, (safe_add_func_uint8_t_u_u(g_586, 6)))) || ((l_1767 ^= (p_84 = (l_1764 | (safe_mul_func_int16_t_s_s(((l_1693 = (-1)) != 0x5B01), g_92))))) && 4294967295U)) && 0)))) || g_1126))
                { /* block id: 579 */
                    uint8_t l_1772 = 4U;
                    int32_t l_1810 = 0x2851C3FF;
                    if ((l_1770 = (((p_84 & (0xBE == (l_1688 = g_1120[1][1][1]))) > p_84) > (safe_rshift_func_uint16_t_u_u((g_989 ^ 0xA877E548), 5)))))
                    { /* block id: 582 */
                        l_1771 = 0x7545EB51;
                        l_1772 = g_1125;
                    }
                    else
                    { /* block id: 585 */
                        int16_t l_1811[2][5][6] = {{{(-1),0x4FD8,1,1,0x4FD8,(-1)},{0xB093,(-1),0x36BB,0x4FD8,0x36BB,(-1)},{0x36BB,0xB093,1,(-1),(-1),1},{0x36BB,0x36BB,(-1),0x4FD8,8,0x4FD8},{0xB093,0x36BB,0xB093,1,(-1),(-1)}},{{(-1),0xB093,0xB093,(-1),0x36BB,0x4FD8},{0x4FD8,(-1),(-1),(-1),0x4FD8,1},{(-1),0x4FD8,1,1,0x4FD8,(-1)},{0xB093,(-1),0x36BB,0x4FD8,0x36BB,0xB093},{8,0x4FD8,(-1),0x36BB,0x36BB,(-1)}}};
                        int i, j, k;
                        g_1304[5] = (safe_rshift_func_uint8_t_u_u(((g_145 = g_1497) == (g_1120[1][2][1] != (safe_add_func_int8_t_s_s(0xB5, (((safe_add_func_int8_t_s_s((safe_sub_func_int32_t_s_s((g_239.f3 = (-1)), (safe_sub_func_int8_t_s_s(0x33, ((-1) != p_84))))), ((safe_div_func_int32_t_s_s((g_144 & ((safe_lshift_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u((safe_unary_minus_func_uint32_t_u((safe_mul_func_int16_t_s_s((l_1772 ^ 65529U), 1U)))), 1)), g_586)) > g_852)), g_987)) == 0x7ACF6F3D))) > l_1772) | g_855[0]))))), 1));
                        l_1770 = (safe_mod_func_uint8_t_u_u((p_84 >= ((safe_rshift_func_int8_t_s_s((l_1810 = (safe_rshift_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(((((((safe_sub_func_uint8_t_u_u((l_115[4] ^= ((l_1599 | ((l_1771 == (++g_1061[4][2][5])) & (p_84 >= ((((safe_lshift_func_uint16_t_u_s(p_84, 15)) == (0x520A39D3 < ((p_84 > (safe_lshift_func_int16_t_s_u(p_84, (0xAC49 < 0x1618)))) >= g_255))) & g_258) < 1)))) <= (-5))), l_1810)) && p_84) != l_1810) | l_1599) || g_170) != l_1811[0][3][5]), g_145)), 2))), l_1690)) == g_239.f3)), 248U));
                        l_1771 = (safe_sub_func_int8_t_s_s(p_84, ((((safe_rshift_func_int16_t_s_u((l_1811[0][4][5] & ((safe_lshift_func_uint8_t_u_s((safe_rshift_func_uint8_t_u_s(((((p_84 != (safe_div_func_int32_t_s_s(0xFE68FEEE, p_84))) && g_2) && (((safe_rshift_func_uint16_t_u_u(p_84, 7)) == (((safe_sub_func_int8_t_s_s((safe_div_func_uint32_t_u_u(l_1767, l_115[2])), l_1810)) ^ 0) != g_1120[1][1][1])) || 0x85)) > l_1830), 1)), l_1436[0])) && g_258)), 3)) < 0x376E9560) >= g_6[0][3]) || 0xE98D)));
                    }
                    if ((safe_div_func_int8_t_s_s(((safe_div_func_int16_t_s_s(p_84, (safe_add_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(((g_323 != ((safe_rshift_func_uint8_t_u_s((!((safe_add_func_uint32_t_u_u((safe_unary_minus_func_int8_t_s((l_1692 = (+g_535)))), (+(((safe_mul_func_uint16_t_u_u((l_1858 = (safe_sub_func_int16_t_s_s((safe_sub_func_uint32_t_u_u((safe_unary_minus_func_uint32_t_u((safe_div_func_int16_t_s_s(p_84, 0x7AA3)))), 0)), p_84))), (safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u((((++g_92) || (l_115[4] = (((safe_div_func_uint8_t_u_u(((g_105 = ((((-8) && (((safe_sub_func_int8_t_s_s((safe_mod_func_uint16_t_u_u(g_666, g_1120[1][1][1])), g_221)) == p_84) || 0xD458ECF8)) | g_6[3][4]) ^ l_1810)) != p_84), l_1772)) & p_84) < g_1119))) != g_144), g_62)), l_1764)))) || g_170) > l_1764)))) & 1U)), l_1810)) >= g_171)) & 0x20C2961F), 0xA9)), 0x5F1C)))) == p_84), g_855[1])))
                    { /* block id: 600 */
                        const uint8_t l_1917 = 8U;
                        g_1121 = (safe_mul_func_int8_t_s_s((((safe_div_func_int16_t_s_s(((++l_1875[1]) != ((((safe_unary_minus_func_int16_t_s(g_258)) & g_1095) >= 7U) && (safe_add_func_uint8_t_u_u(g_259, ((safe_rshift_func_int8_t_s_s((((safe_mul_func_int8_t_s_s(g_535, (safe_div_func_uint16_t_u_u((safe_add_func_uint16_t_u_u(((safe_div_func_int32_t_s_s(((g_1305 &= (safe_add_func_uint8_t_u_u((safe_div_func_uint16_t_u_u((safe_div_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u((((safe_sub_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((safe_add_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s((safe_add_func_int16_t_s_s((0x004E & ((safe_lshift_func_uint8_t_u_u(((+(((((safe_div_func_int16_t_s_s((g_1306 |= (((((l_1771 = (g_105 == (1 > p_84))) && p_84) & p_84) == p_84) || g_847)), g_239.f2)) != 0x7DF0DEB9) & g_526) & 65533U) == p_84)) <= 0x748C), p_84)) & p_84)), l_1688)), g_110)), 0)), g_586)), g_1304[5])), l_1554)) > l_1810) && 0x46), p_84)), 0x003681DB)), 0x0832)), g_170))) && 0x9C62), g_987)) & 0x78390D63), 65535U)), (-1))))) < g_586) ^ g_1271[5][5][2]), g_1916[4])) ^ g_855[2]))))), g_535)) > l_1810) >= g_847), l_1917));
                        l_1771 = p_84;
                    }
                    else
                    { /* block id: 607 */
                        uint16_t l_1931 = 1U;
                        g_170 = (safe_sub_func_int8_t_s_s(((safe_div_func_int32_t_s_s((l_1771 &= (-1)), (safe_div_func_uint16_t_u_u(((((((safe_add_func_int8_t_s_s((safe_sub_func_int32_t_s_s(g_1928, (((-5) || (l_1939 = (safe_mod_func_int16_t_s_s((((0x3C != l_1554) <= ((l_1931 || ((safe_sub_func_int32_t_s_s((g_1125 = 0x18F65241), (safe_unary_minus_func_int32_t_s(l_1810)))) >= (safe_lshift_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u(g_987, g_1928)), p_84)))) <= 0)) < g_171), 0x9FBD)))) == l_1692))), g_989)) && l_1764) | p_84) > g_146) >= p_84) >= 1), l_1689)))) > g_1940), 255U));
                        g_1304[6] ^= (g_1125 &= l_1764);
                    }
                    l_1624 = (l_1767 <= (-6));
                    if ((safe_mod_func_uint32_t_u_u(((g_144 && p_84) >= (g_145 > g_847)), (g_855[1] &= (safe_lshift_func_int8_t_s_u(l_1810, 4))))))
                    { /* block id: 617 */
                        return l_1645;
                    }
                    else
                    { /* block id: 619 */
                        uint32_t l_1945 = 0xE27C5045;
                        l_1810 |= l_1945;
                        return g_1306;
                    }
                }
                else
                { /* block id: 623 */
                    return g_110;
                }
            }
            else
            { /* block id: 626 */
                uint16_t l_1964 = 1U;
                int32_t l_1965 = (-1);
                for (l_1688 = 0; (l_1688 == 2); l_1688 = safe_add_func_int8_t_s_s(l_1688, 6))
                { /* block id: 629 */
                    uint8_t l_1966 = 1U;
                    for (g_1306 = 0; g_1306 < 3; g_1306 += 1)
                    {
                        for (l_1693 = 0; l_1693 < 8; l_1693 += 1)
                        {
                            l_1477[g_1306][l_1693] = 0x15269153;
                        }
                    }
                    l_1967[1] = (((safe_rshift_func_uint8_t_u_s(((g_1126 == ((l_1770 = (p_84 & (((safe_rshift_func_int16_t_s_s(((safe_sub_func_uint32_t_u_u(((0xA7C053FE <= 0x94FF76E1) > (l_1515 = (safe_sub_func_uint16_t_u_u(p_84, ((p_84 && g_1304[1]) == (((l_1965 = ((((safe_sub_func_int16_t_s_s((safe_add_func_uint16_t_u_u(((l_1830 = ((safe_div_func_int16_t_s_s((safe_add_func_int32_t_s_s((g_6[3][4] <= g_1305), p_84)), (-1))) || g_144)) != 0xBCA69855), l_1964)), g_146)) | g_239.f2) ^ p_84) >= p_84)) || 0xAFB1) <= g_852)))))), l_1434)) != 0xC18C32CF), 6)) > g_1120[1][1][1]) == g_852))) <= l_1434)) | l_1452), 7)) >= l_1858) ^ l_1966);
                    g_1304[4] &= 0x59A55FBF;
                    if (l_1964)
                        break;
                }
                l_1991 &= (l_1770 >= (safe_sub_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((safe_div_func_uint32_t_u_u(((-3) > l_1964), (0x065F40CD & (((((safe_div_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u(3, 1)), (safe_sub_func_int8_t_s_s((safe_mod_func_uint8_t_u_u(0x63, (safe_sub_func_int32_t_s_s((~(p_84 < p_84)), (safe_add_func_uint32_t_u_u((((safe_mod_func_int16_t_s_s(((((safe_mul_func_uint16_t_u_u((1U == 65535U), l_104[0])) == p_84) == 4294967295U) & p_84), 0x7330)) | 0xC20FF7AF) && l_1599), 1)))))), l_1967[1])))) != g_259) < l_1965) | l_1480) != 0)))), p_84)), 0xBF)));
            }
            if ((g_1992 <= (safe_lshift_func_uint16_t_u_u(g_255, (safe_mul_func_uint8_t_u_u(g_1061[7][2][5], ((l_1991 = (((4294967295U <= (safe_lshift_func_int16_t_s_s((+(safe_div_func_int16_t_s_s((safe_sub_func_int16_t_s_s((safe_add_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u(l_91, 6)), (safe_div_func_uint32_t_u_u(0U, (safe_mod_func_int32_t_s_s(((p_84 < l_1967[1]) == p_84), p_84)))))), p_84)), g_1916[2]))), l_1515))) >= g_144) > 0x9D)) < p_84)))))))
            { /* block id: 642 */
                g_847 &= p_84;
            }
            else
            { /* block id: 644 */
                const int32_t l_2041 = 0x06594968;
                int32_t l_2050 = 0xA8555B57;
                for (l_1690 = 0; (l_1690 < (-27)); l_1690 = safe_sub_func_uint8_t_u_u(l_1690, 4))
                { /* block id: 647 */
                    int8_t l_2025 = (-1);
                    int32_t l_2040 = (-3);
                    int32_t l_2042[5];
                    int i;
                    for (i = 0; i < 5; i = i + 1)
                        l_2042[i] = 1;
                    l_2045 |= (((safe_lshift_func_uint16_t_u_s(((l_1967[1] = g_989) & (safe_add_func_int8_t_s_s(((((safe_lshift_func_int8_t_s_u((((l_1770 = (-1)) | (safe_mul_func_uint8_t_u_u((+(((safe_rshift_func_int16_t_s_s((((l_2025 = 0) && (safe_div_func_uint32_t_u_u((((g_1497 != (safe_div_func_uint8_t_u_u((safe_div_func_int32_t_s_s(((safe_sub_func_uint32_t_u_u(p_84, g_1061[4][2][1])) <= ((l_1447 ^= 0x1F) && (l_2042[4] = ((p_84 == (l_1447 = (safe_add_func_int32_t_s_s(((((safe_sub_func_int8_t_s_s((((((l_2040 = ((safe_mod_func_int16_t_s_s(0x7948, g_1916[4])) < (-4))) | g_6[0][0]) == l_1764) ^ g_676) & 0U), p_84)) < l_2025) ^ l_2041) < 0xF8F0C3D1), 1)))) ^ 0x51)))), g_855[2])), g_676))) > 0x01DF) ^ l_2025), (-3)))) > g_1121), 7)) >= 4294967292U) != g_92)), l_1693))) && 0xF4E6), 1)) && p_84) & g_2043) | p_84), l_2044[0]))), p_84)) >= 0xD9EC8B3E) ^ p_84);
                    for (g_1940 = (-27); (g_1940 < 10); g_1940 = safe_add_func_uint8_t_u_u(g_1940, 1))
                    { /* block id: 658 */
                        if (l_2025)
                            break;
                        l_2050 ^= (safe_add_func_int32_t_s_s(0x71AA0F46, g_1306));
                        g_852 = g_1121;
                    }
                    g_1928 |= p_84;
                    return p_84;
                }
            }
            l_1967[1] = (safe_mod_func_uint32_t_u_u((+(safe_mul_func_uint8_t_u_u(l_1477[1][2], (((l_104[5] = l_2058[3][0][0]) || (safe_mul_func_int8_t_s_s((g_145 = (((safe_lshift_func_int16_t_s_s(p_84, p_84)) ^ ((safe_rshift_func_uint16_t_u_u(((0xDB > ((safe_mod_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(((g_586--) || 0xA67D), ((safe_mod_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((safe_rshift_func_int8_t_s_s(((((((safe_add_func_int32_t_s_s((safe_add_func_int16_t_s_s(((l_2058[0][0][0] > ((((safe_rshift_func_uint16_t_u_u(0U, 13)) <= 0x01A6C348) & g_987) & l_1554)) || g_255), 0x4447)), 0xDF0F4103)) != g_170) & p_84) == 0x1F8D) || 0x63F1DE8F) && l_1571), 2)), 2)), g_1126)), l_1693)) && g_62))), 0x72)) != g_987)) != g_259), g_1940)) == 0xC1)) ^ (-2))), 255U))) > 0U)))), p_84));
        }
        else
        { /* block id: 671 */
            uint32_t l_2130 = 3U;
            int32_t l_2132 = 9;
            int32_t l_2135 = (-7);
            int32_t l_2162 = 0x066B83F4;
            int32_t l_2176 = (-1);
            int32_t l_2178 = 0x832D462C;
            int8_t l_2248[10][9] = {{1,2,(-1),1,0x88,0x88,1,(-1),2},{0xE7,(-9),1,0xE7,0xC9,0xC9,0xE7,1,(-9)},{1,2,(-1),1,0x88,0x88,1,(-1),2},{0xE7,(-9),1,0xE7,0xC9,0xC9,0xE7,1,(-9)},{1,2,(-1),1,0x88,0x88,1,(-1),2},{0xE7,(-9),1,0xE7,0xC9,0xC9,0xE7,1,(-9)},{1,2,(-1),1,0x88,0x88,1,(-1),2},{0xE7,(-9),1,0xE7,0xC9,0xC9,0xE7,1,(-9)},{1,2,(-1),1,0x88,0x88,1,(-1),2},{0xE7,(-9),1,0xE7,0xC9,0xC9,0xE7,1,(-9)}};
            int i, j;
            for (l_1599 = 0; (l_1599 >= 28); l_1599 = safe_add_func_int32_t_s_s(l_1599, 1))
            { /* block id: 674 */
                int32_t l_2131[2];
                int32_t l_2134 = 0;
                int32_t l_2136 = (-1);
                int32_t l_2138 = 0;
                int32_t l_2161[9][4][5] = {{{0xBFE160B2,0x99B32FEB,0x13FC8835,0,0x19D71370},{0xEF30AD91,1,0x477681E6,(-1),0},{4,0x6A8E9933,(-6),0xBFE160B2,(-1)},{0xA13719FB,0x13FC8835,0x97770463,(-1),0x97770463}},{{(-6),(-6),9,1,0xA691A6B9},{(-5),(-8),0x234471F4,1,0xA5D2279D},{0,8,0xE56B917D,0x2911E49E,0x7B724201},{0x78818C69,(-8),0,0x9FC24BFA,0xA944142F}},{{0x2A43B3A1,(-6),1,0x0551AAD5,0x477681E6},{9,0x13FC8835,0x78818C69,0xA691A6B9,1},{(-1),0x6A8E9933,0xF4DF2A47,0xE2457EEB,2},{(-8),1,0x2A43B3A1,0x48BDEDFE,0x06369D89}},{{0x234471F4,0x99B32FEB,0x9FDB137A,0x06369D89,1},{(-1),0xE75C9A86,1,0xA944142F,1},{(-1),0xF4DF2A47,8,3,0x06369D89},{0xC5138856,3,(-1),(-1),2}},{{3,(-5),0xA944142F,0x5F6CB6E4,1},{0xC4FAC17D,0xEBE16D49,0xE2457EEB,0x477681E6,0x477681E6},{0x2911E49E,0x0551AAD5,0x2911E49E,(-8),0},{0xDA775AC6,0x204A5577,0x234471F4,0xC4FAC17D,(-1)}},{{0x6A8E9933,(-3),0x1D741026,0x42DC6FF3,(-1)},{0x0551AAD5,0x06369D89,0x234471F4,(-1),1},{0,0x30F084D4,0xEBE16D49,0xE75C9A86,0xA944142F},{0xA944142F,0x6A8E9933,0x9FC24BFA,0xAA7AD436,8}},{{(-1),0xA944142F,0,0x5F6CB6E4,0xA691A6B9},{1,(-1),8,0x76052AB5,0x1D741026},{1,0,0,0x97770463,(-8)},{4,0xAA7AD436,(-1),1,(-5)}},{{4,(-1),0x2911E49E,0xEF30AD91,0xC4FAC17D},{1,(-1),0,(-8),0xA0C06D35},{1,0x4E0C345B,(-6),0x7B724201,0x30F084D4},{(-1),0x48BDEDFE,1,0,0x4E0C345B}},{{0xA944142F,0x220EECEC,0x220EECEC,0xA944142F,0x76052AB5},{0,0x42DC6FF3,0x0551AAD5,0x220EECEC,0xAA7AD436},{0x0551AAD5,0x78818C69,(-5),0x234471F4,0x48BDEDFE},{0x6A8E9933,8,0x63785CD8,0x220EECEC,0x477681E6}}};
                uint16_t l_2179[1][5];
                int i, j, k;
                for (i = 0; i < 2; i = i + 1)
                    l_2131[i] = 0x9C7BFF89;
                for (i = 0; i < 1; i = i + 1)
                {
                    for (j = 0; j < 5; j = j + 1)
                        l_2179[i][j] = 0U;
                }
                if ((p_84 | g_852))
                { /* block id: 675 */
                    uint16_t l_2104 = 0xB6F1;
                    for (g_526 = 16; (g_526 == 32); g_526 = safe_add_func_int32_t_s_s(g_526, 1))
                    { /* block id: 678 */
                        int32_t l_2105 = (-5);
                        l_2044[0] = (safe_lshift_func_uint16_t_u_s((g_1271[4][9][1] | ((~((p_84 && (l_2105 = (safe_mod_func_int16_t_s_s(p_84, (safe_mod_func_uint32_t_u_u((g_1061[4][2][1] |= (safe_add_func_int8_t_s_s(((g_1121 = (-1)) < 0x9AAE74C5), (l_2104 = (safe_mul_func_int8_t_s_s(0x79, (((safe_mul_func_uint16_t_u_u((0U & (g_239.f1 <= (safe_add_func_int16_t_s_s((g_1125 == g_1120[1][1][1]), g_323)))), (-5))) >= 1U) & 0xF9))))))), g_1167)))))) && l_1599)) ^ p_84)), g_1992));
                    }
                }
                else
                { /* block id: 685 */
                    int32_t l_2133 = 0xC8A50604;
                    int32_t l_2137 = (-1);
                    l_2138 |= (safe_rshift_func_int8_t_s_s(((safe_mod_func_int32_t_s_s((g_239.f3 = (safe_lshift_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((l_2137 &= ((safe_unary_minus_func_int8_t_s((6U ^ (safe_mod_func_uint32_t_u_u((l_1689 <= (l_1623 = ((p_84 == ((safe_add_func_uint32_t_u_u((~p_84), (safe_lshift_func_int16_t_s_s((safe_div_func_int32_t_s_s((l_2135 = (g_239.f2 | (g_1306 = (safe_sub_func_int32_t_s_s((l_2134 = (safe_div_func_int16_t_s_s(p_84, (((l_2132 = (l_2131[1] = ((safe_add_func_int16_t_s_s((-9), g_987)) != (0x5E != l_2130)))) == g_6[3][4]) || l_2133)))), l_1689))))), p_84)), 10)))) | l_2136)) && 0x5BA21BFD))), l_2136))))) >= g_1119)), p_84)), 9))), l_1436[0])) || g_255), g_170));
                    l_2162 = (((((((l_2132 = (l_104[5] = ((!((g_239.f2 != (safe_mul_func_int16_t_s_s((safe_add_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s((l_2161[0][1][3] |= (((l_2136 ^= ((safe_mod_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u((((+65535U) & 0x79F3) >= (((safe_mul_func_uint8_t_u_u(p_84, (((1 ^ (safe_sub_func_int8_t_s_s(0x18, 3U))) == (safe_sub_func_int16_t_s_s((((g_1304[3] = ((l_2134 = (((safe_mul_func_int16_t_s_s(((((l_2135 = 1) ^ (safe_sub_func_uint32_t_u_u(l_1625, l_115[4]))) > l_2138) && g_676), 0x1627)) | p_84) | p_84)) || 1U)) != g_523) == l_1693), p_84))) > 6U))) == p_84) > l_2137)), g_1125)), p_84)) == g_239.f0)) ^ g_666) < 0x8A35)), l_1625)), l_2131[0])), 0xB2F2))) && 9U)) > g_105))) ^ l_1452) < g_239.f1) != l_2131[0]) >= 0U) >= l_1436[5]) != l_1452);
                }
                for (g_255 = 0; (g_255 <= 1); g_255 += 1)
                { /* block id: 706 */
                    int i, j;
                    l_2172 = (safe_add_func_int16_t_s_s(0xF627, (safe_mul_func_int8_t_s_s(g_6[(g_255 + 2)][(g_255 + 2)], ((((safe_rshift_func_uint16_t_u_s((!(l_2044[(g_255 + 4)] == ((safe_add_func_uint8_t_u_u(l_2044[(g_255 + 3)], l_2044[(g_255 + 8)])) == (0x61118F37 ^ l_2172)))), 7)) > (safe_mod_func_uint32_t_u_u((g_1061[4][2][1] = 1U), 0x57DCDDCB))) > p_84) ^ g_1271[4][9][1])))));
                    for (g_586 = 0; (g_586 <= 1); g_586 += 1)
                    { /* block id: 711 */
                        int i, j, k;
                        return g_1120[(g_255 + 3)][g_255][g_586];
                    }
                    for (g_144 = 0; (g_144 <= 1); g_144 += 1)
                    { /* block id: 716 */
                        int32_t l_2175 = 0;
                        int i, j, k;
                        l_2175 ^= g_1120[(g_144 + 3)][g_255][g_144];
                        if (g_586)
                            continue;
                        return p_84;
                    }
                }
                ++l_2179[0][1];
                for (l_1624 = 0; (l_1624 > (-8)); l_1624 = safe_sub_func_uint32_t_u_u(l_1624, 6))
                { /* block id: 725 */
                    uint32_t l_2210 = 0x8B537CC5;
                    int32_t l_2239[6][6] = {{0,(-1),1,0,0x6E082AB7,0x6E082AB7},{0x46774748,(-1),(-1),0x46774748,0x6E082AB7,1},{(-9),(-1),0x6E082AB7,(-9),0x6E082AB7,(-1)},{0,(-1),1,0,0x6E082AB7,0x6E082AB7},{0x46774748,(-1),(-1),0x46774748,0x6E082AB7,1},{(-9),(-1),0x6E082AB7,(-9),0x6E082AB7,(-1)}};
                    int i, j;
                    if (((+(safe_sub_func_int8_t_s_s((1U <= (safe_sub_func_uint8_t_u_u(l_2132, (safe_mul_func_int8_t_s_s((safe_sub_func_int32_t_s_s(l_1875[1], (safe_add_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u(l_2136, 1)), (safe_mod_func_uint8_t_u_u(g_1497, 0x6E)))))), (((l_126 ^ (((safe_lshift_func_uint8_t_u_s(((l_2178 = (g_1271[4][9][1] = (((5U <= (safe_div_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u(((safe_sub_func_uint16_t_u_u(((((safe_mul_func_int8_t_s_s(1, 8U)) < (-6)) | l_2209) & l_2162), l_1688)) < l_2210), 0x3D)), g_146))) != l_1625) < 0xCE))) | p_84), p_84)) || 0xF83E) >= p_84)) < p_84) & 1)))))), p_84))) == 0x7FFA))
                    { /* block id: 728 */
                        int32_t l_2240 = 0x95049C28;
                        l_2178 ^= (l_2130 < p_84);
                        l_2162 = (l_2161[5][3][3] <= (safe_sub_func_uint32_t_u_u((safe_mul_func_int16_t_s_s(0x0374, (safe_add_func_int16_t_s_s(((safe_rshift_func_int16_t_s_u((safe_sub_func_int32_t_s_s(((safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s((safe_sub_func_int32_t_s_s(g_850, (p_84 = 0x60AE6027))), (safe_sub_func_uint8_t_u_u((((((g_1271[4][9][1] = (safe_lshift_func_int16_t_s_s(l_2161[0][1][3], ((((safe_lshift_func_uint8_t_u_s(g_1304[5], 0)) >= (l_126 &= ((((safe_add_func_int16_t_s_s(g_535, ((l_2239[3][3] = (safe_rshift_func_int16_t_s_s(((safe_mod_func_int8_t_s_s(l_1434, (l_1436[3] | l_2138))) >= 0x4791658B), 3))) >= l_2132))) >= l_1571) || g_989) <= 1))) <= 0x50) >= g_1940)))) == 0xB8E3) || l_2240) >= l_2130) | l_1830), 0x4B)))), l_2210)) && 0x18), 0x0150F37A)), g_666)) != g_850), 0xFC5C)))), l_1436[0])));
                    }
                    else
                    { /* block id: 735 */
                        l_1693 &= ((g_239.f0 = p_84) || g_535);
                        g_170 ^= (p_84 || (p_84 ^ g_1304[5]));
                    }
                }
            }
            l_1515 = (((safe_mod_func_int16_t_s_s((((g_239.f3 = ((((safe_lshift_func_int16_t_s_s((safe_unary_minus_func_uint32_t_u((safe_mul_func_uint16_t_u_u((l_1688 = 0xFE7B), ((((l_2248[6][8] |= l_1480) != ((0x284F0F02 < (l_1693 = p_84)) < l_2135)) | (!(l_115[4] = ((safe_add_func_int32_t_s_s((l_1623 = g_323), (1 & ((safe_rshift_func_int16_t_s_u(g_2043, 0)) == p_84)))) ^ l_2209)))) && g_987))))), 8)) && g_92) <= g_258) <= 4294967290U)) <= l_2178) != 1), g_145)) & 0xDEB12CA2) ^ l_2254);
            g_1928 = ((safe_lshift_func_uint16_t_u_u(1U, 5)) && (safe_div_func_int8_t_s_s(((l_2178 == ((((l_1692 = ((safe_mul_func_uint8_t_u_u(l_1858, (++g_526))) > l_1553)) > ((g_1095 = p_84) ^ (g_586 ^= 0x513F))) ^ (safe_mul_func_uint16_t_u_u((+g_1119), (safe_mod_func_uint8_t_u_u(((g_535 = (safe_sub_func_int16_t_s_s((g_1271[3][6][0] = (safe_div_func_uint8_t_u_u(l_1830, (((safe_lshift_func_uint16_t_u_u((((l_2274 == l_1447) == g_1304[5]) & 0xD2DB), g_535)) >= g_1992) ^ p_84)))), l_2135))) && g_323), g_1304[0]))))) > p_84)) <= g_171), 0x54)));
            l_104[3] |= 0x61A2DE8F;
        }
    }
    else
    { /* block id: 758 */
        int8_t l_2296[4] = {0x6C,0x6C,0x6C,0x6C};
        int32_t l_2306 = 0x1CF5B426;
        const uint16_t l_2307[3] = {0xF4D7,0xF4D7,0xF4D7};
        uint32_t l_2308 = 1U;
        int i;
        l_115[2] = ((safe_add_func_int32_t_s_s((((0 > ((+(!g_1271[6][8][2])) | ((safe_mul_func_int16_t_s_s((safe_add_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((((g_171 ^= (safe_mod_func_uint32_t_u_u(p_84, 0x60CAD435))) || ((safe_sub_func_int32_t_s_s((l_2306 |= (safe_rshift_func_uint16_t_u_s(((safe_sub_func_int8_t_s_s(((~0) != (safe_mod_func_uint32_t_u_u(((7 | (l_2296[1] | (safe_add_func_int32_t_s_s(l_91, (+(safe_div_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u(((safe_mod_func_uint32_t_u_u(0xB3AD2C40, g_1126)) >= 65526U), l_2296[1])) >= p_84), 0xA60A))))))) == l_2296[1]), p_84))), g_847)) & 0x35), 4))), 4294967295U)) & l_2307[0])) & g_1095), 0xACA8)), g_1126)), l_2307[0])) || p_84))) & l_2308) || p_84), l_1477[1][7])) <= g_1061[4][2][1]);
        g_1928 = (p_84 || p_84);
        return g_523;
    }
    l_2044[9] |= (safe_mod_func_uint16_t_u_u(p_84, g_1095));
    return l_1858;
}


/* ------------------------------------------ */
/* 
 * reads : g_847 g_221 g_855 g_239.f2 g_526 g_6 g_535 g_2 g_323 g_852 g_259 g_258 g_62 g_239.f3 g_1095 g_523 g_1126 g_92 g_255 g_987 g_1061 g_586 g_989 g_239.f4 g_239.f0 g_1120 g_105 g_1121 g_850 g_1125 g_239.f1 g_170 g_145 g_1119 g_144 g_1304 g_1305 g_171 g_110
 * writes: g_847 g_221 g_855 g_526 g_535 g_850 g_1061 g_258 g_1095 g_852 g_523 g_1126 g_255 g_987 g_586 g_1167 g_1121 g_170 g_145 g_239.f3 g_1119 g_239.f4 g_1271 g_1305 g_1306 g_1125 g_1304 g_92
 */
static int16_t  func_93(const struct S0  p_94)
{ /* block id: 295 */
    uint32_t l_1009 = 1U;
    int32_t l_1020 = 6;
    uint32_t l_1039 = 5U;
    const uint16_t l_1060 = 0x1404;
    int8_t l_1101 = 1;
    int32_t l_1198 = 0x961F0AB1;
    int16_t l_1206 = 0x55E8;
    int32_t l_1224[2];
    int i;
    for (i = 0; i < 2; i = i + 1)
        l_1224[i] = (-1);
    for (g_847 = 0; (g_847 <= 2); g_847 += 1)
    { /* block id: 298 */
        int32_t l_1018 = 0xB90CAB9E;
        uint32_t l_1025 = 0xE0B42C94;
        int32_t l_1040 = 1;
        int32_t l_1122 = 0x83C2673E;
        int32_t l_1123 = 1;
        int32_t l_1124[10] = {1,1,1,1,1,1,1,1,1,1};
        int i;
        for (g_221 = 0; (g_221 <= 2); g_221 += 1)
        { /* block id: 301 */
            int32_t l_1019 = (-4);
            int32_t l_1063 = 0x351392E5;
            int32_t l_1064 = 0xCEE5861C;
            int i;
            l_1020 = ((safe_mul_func_uint8_t_u_u((safe_add_func_uint32_t_u_u((g_855[g_221] = g_855[g_221]), 4294967292U)), (safe_rshift_func_int8_t_s_u((l_1019 = (g_850 = (g_535 &= (safe_rshift_func_int8_t_s_s((safe_mul_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((l_1009 & l_1009), (((-1) | p_94.f3) || g_239.f2))), ((safe_sub_func_int32_t_s_s(((safe_rshift_func_uint8_t_u_s(((g_526--) >= ((l_1009 || (safe_sub_func_uint8_t_u_u(p_94.f0, l_1018))) == l_1018)), 5)) <= 0x39), p_94.f0)) <= l_1019))), g_6[1][1])), l_1018)), 7))))), 2)))) < g_2);
            for (l_1018 = 0; (l_1018 >= 26); l_1018 = safe_add_func_int8_t_s_s(l_1018, 1))
            { /* block id: 310 */
                int16_t l_1035 = (-4);
                int32_t l_1038 = 7;
                uint16_t l_1062 = 0x85A7;
                l_1019 = (safe_mul_func_int16_t_s_s(1, ((l_1025 < (((((safe_rshift_func_int8_t_s_s(((l_1040 = (l_1039 = (safe_sub_func_int32_t_s_s(((~((p_94.f3 == (safe_mul_func_uint8_t_u_u((safe_add_func_uint16_t_u_u(((l_1035 <= p_94.f4) || (((p_94.f4 > ((safe_sub_func_int16_t_s_s((p_94.f1 | 0xF6), g_323)) <= p_94.f1)) | g_535) > g_239.f2)), l_1025)), p_94.f0))) < 2U)) | 0xE9), l_1038)))) == 0U), l_1019)) && (-1)) == (-3)) | g_852) == 8)) <= g_855[g_221])));
                if ((safe_lshift_func_int8_t_s_s(g_259, (!((l_1064 = (l_1020 = (((safe_sub_func_uint8_t_u_u(p_94.f3, (safe_rshift_func_int8_t_s_u(((safe_add_func_uint32_t_u_u(g_855[g_221], (l_1063 = ((((safe_mul_func_int16_t_s_s((p_94.f1 || (safe_div_func_int32_t_s_s(((0 | ((l_1019 &= (g_1061[4][2][1] = ((l_1038 >= l_1039) | (p_94.f0 && (safe_mod_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s(((safe_rshift_func_uint8_t_u_s(((p_94.f3 | p_94.f1) ^ 2), 5)) || l_1060), g_2)), p_94.f3)))))) <= 0x1745)) > l_1040), g_847))), l_1062)) != 0x1632) && l_1035) & p_94.f1)))) == 0xC6), p_94.f1)))) <= g_323) <= p_94.f2))) < p_94.f2)))))
                { /* block id: 319 */
                    int32_t l_1086 = 1;
                    int16_t l_1093 = 0xBB7F;
                    int32_t l_1100 = 1;
                    for (g_258 = 0; (g_258 == (-27)); g_258 = safe_sub_func_uint8_t_u_u(g_258, 7))
                    { /* block id: 322 */
                        uint16_t l_1071 = 65530U;
                        int32_t l_1094 = 1;
                        l_1086 = (safe_sub_func_uint8_t_u_u((safe_add_func_uint32_t_u_u(l_1071, (0U >= ((safe_rshift_func_uint16_t_u_u((safe_add_func_uint16_t_u_u(p_94.f0, (g_852 >= ((safe_div_func_uint16_t_u_u((safe_lshift_func_int8_t_s_u(g_239.f2, 5)), ((p_94.f2 | (0xCA75C89A && (safe_mul_func_uint16_t_u_u((safe_add_func_uint16_t_u_u(((safe_add_func_uint16_t_u_u(l_1086, ((safe_mul_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(p_94.f3, l_1019)), 8)), g_852)) <= (-1)))) && l_1071), g_62)), g_239.f3)))) || 0xA6))) && g_62)))), 4)) != 0xC3CF)))), 0x6C));
                        l_1093 |= 0x16A5273D;
                        l_1019 = l_1009;
                        g_1095--;
                    }
                    l_1064 = (safe_mul_func_int8_t_s_s(0x7F, (l_1038 ^ 3U)));
                    g_852 = l_1100;
                }
                else
                { /* block id: 330 */
                    uint32_t l_1104 = 4294967288U;
                    for (g_523 = 0; (g_523 <= 2); g_523 += 1)
                    { /* block id: 333 */
                        int32_t l_1102 = 0;
                        int32_t l_1103 = (-1);
                        int i;
                        l_1104--;
                        l_1064 |= ((g_855[g_847] == (safe_rshift_func_int8_t_s_s((safe_sub_func_int32_t_s_s(((((safe_sub_func_int8_t_s_s((-10), (0x4BD3 || g_847))) == l_1019) == ((safe_rshift_func_uint8_t_u_u((+(safe_rshift_func_int8_t_s_s(((250U == g_1095) & l_1009), 3))), 4)) | (~(l_1009 >= 1U)))) <= l_1040), g_6[3][2])), p_94.f4))) & l_1040);
                    }
                    return p_94.f3;
                }
            }
        }
        ++g_1126;
        if ((g_855[g_847] != ((safe_rshift_func_int8_t_s_u(g_92, 0)) ^ (safe_div_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u((safe_div_func_int16_t_s_s((!0x2DCB), 0xF8D9)), p_94.f3)), p_94.f0)))))
        { /* block id: 342 */
            int32_t l_1163[1];
            int32_t l_1168 = 0xB52C1301;
            int32_t l_1199 = 0;
            int i;
            for (i = 0; i < 1; i = i + 1)
                l_1163[i] = 0x8A50F061;
            for (g_255 = 0; (g_255 <= 2); g_255 += 1)
            { /* block id: 345 */
                uint32_t l_1166[3];
                int32_t l_1171 = (-1);
                int i;
                for (i = 0; i < 3; i = i + 1)
                    l_1166[i] = 4294967294U;
                for (g_987 = 0; (g_987 <= 2); g_987 += 1)
                { /* block id: 348 */
                    int32_t l_1170[7][1][5] = {{{1,0xFAF92AA9,(-3),0xFAF92AA9,1}},{{0x21498E6D,(-1),0x21498E6D,0x21498E6D,(-1)}},{{1,0x1B16F756,0xDD763FFC,0xFAF92AA9,0xDD763FFC}},{{(-1),(-1),1,(-1),(-1)}},{{0xDD763FFC,0xFAF92AA9,0xDD763FFC,0x1B16F756,1}},{{(-1),0x21498E6D,0x21498E6D,(-1),0x21498E6D}},{{1,0xFAF92AA9,(-3),0xFAF92AA9,1}}};
                    int i, j, k;
                    l_1020 = g_1061[(g_987 + 2)][g_987][(g_255 + 1)];
                    for (g_586 = 0; (g_586 <= 2); g_586 += 1)
                    { /* block id: 352 */
                        int i, j, k;
                        l_1123 = (-5);
                        l_1040 |= (safe_div_func_uint32_t_u_u(((safe_mul_func_int8_t_s_s(0x5F, 0xCE)) <= 0xAA), g_6[(g_255 + 3)][(g_255 + 2)]));
                        l_1168 &= (0x68 && (((safe_div_func_uint32_t_u_u((g_1061[(g_847 + 4)][(g_255 + 1)][(g_987 + 3)] &= (g_855[g_586] |= (safe_mul_func_int16_t_s_s((g_1167 = ((safe_sub_func_uint32_t_u_u((safe_lshift_func_int8_t_s_u((g_6[(g_255 + 3)][(g_255 + 2)] ^ (~(safe_rshift_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(7U, (l_1166[1] |= ((l_1122 & (safe_div_func_uint16_t_u_u(g_989, 65534U))) != ((~(safe_div_func_int32_t_s_s(((p_94.f2 && (~(safe_mod_func_uint8_t_u_u(((l_1163[0] <= (safe_rshift_func_uint16_t_u_s(0x34B9, g_523))) > 7), 0x90)))) && l_1009), g_239.f4))) != l_1039))))), g_239.f4)))), 6)), g_239.f0)) < l_1060)), l_1163[0])))), g_323)) == p_94.f3) && l_1039));
                    }
                    for (g_852 = 1; (g_852 >= 0); g_852 -= 1)
                    { /* block id: 363 */
                        int i, j, k;
                        l_1040 = (!(0x53C68008 ^ (l_1171 |= (g_1120[g_852][(g_852 + 1)][g_852] >= (p_94.f2 == (l_1170[3][0][4] &= g_92))))));
                    }
                }
                g_1121 &= ((l_1168 = (safe_mul_func_uint8_t_u_u(g_105, l_1101))) || 0x4D);
                l_1199 ^= ((l_1025 > (safe_mul_func_uint16_t_u_u((p_94.f0 && (safe_add_func_int8_t_s_s(g_847, l_1020))), (safe_sub_func_int8_t_s_s((((safe_add_func_int8_t_s_s(((safe_sub_func_int16_t_s_s((safe_div_func_uint16_t_u_u((safe_div_func_int16_t_s_s((g_6[2][0] || ((safe_add_func_int32_t_s_s(g_92, (p_94.f2 || (l_1020 & ((safe_sub_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u((safe_div_func_uint8_t_u_u((l_1198 = (safe_div_func_int8_t_s_s((((l_1171 <= l_1168) < 0xE6F17213) == l_1166[1]), p_94.f2))), 0x79)), l_1025)), 1)) ^ g_586))))) >= 1)), 0xEDDD)), l_1020)), l_1101)) < p_94.f2), g_92)) ^ 0xD9) <= p_94.f4), (-1)))))) != l_1163[0]);
                for (l_1199 = 2; (l_1199 >= 0); l_1199 -= 1)
                { /* block id: 375 */
                    uint16_t l_1221 = 65532U;
                    for (g_586 = 0; (g_586 <= 2); g_586 += 1)
                    { /* block id: 378 */
                        int i, j, k;
                        if (g_1061[(l_1199 + 1)][(g_586 + 1)][(l_1199 + 3)])
                            break;
                        g_1121 = 0xA8176FF1;
                        l_1124[8] |= (safe_div_func_uint16_t_u_u((g_255 != (safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s(l_1206, 1)), ((safe_rshift_func_uint8_t_u_s((((((safe_sub_func_uint32_t_u_u(g_6[3][4], (((((((((safe_mul_func_int16_t_s_s((((+(+p_94.f1)) >= ((l_1221 = (9U <= (safe_div_func_int32_t_s_s(((l_1206 ^ ((((0x9717C4B9 == g_239.f0) < (safe_mod_func_int16_t_s_s((safe_lshift_func_int8_t_s_u(p_94.f4, 6)), l_1199))) <= p_94.f2) >= 0x38)) || g_987), p_94.f3)))) <= g_850)) != 3), g_1061[(l_1199 + 1)][(g_586 + 1)][(l_1199 + 3)])) >= g_1125) && l_1221) > g_239.f1) == g_989) != 4294967294U) != 4294967295U) && g_523) != l_1168))) ^ p_94.f3) == 0xC6E4108A) ^ 0x9A9562A7) | p_94.f1), 7)) != p_94.f0)))), g_1121));
                    }
                }
            }
            l_1198 = (safe_sub_func_int8_t_s_s((l_1224[0] && g_850), 0x82));
            g_170 |= g_855[g_847];
        }
        else
        { /* block id: 388 */
            int16_t l_1234 = 0xBDBC;
            int32_t l_1240 = 0x7E761D46;
            int32_t l_1331[1][1];
            int i, j;
            for (i = 0; i < 1; i = i + 1)
            {
                for (j = 0; j < 1; j = j + 1)
                    l_1331[i][j] = 0xEB8C19A8;
            }
            if (l_1025)
                break;
            for (g_145 = 2; (g_145 <= 9); g_145 += 1)
            { /* block id: 392 */
                int i;
                g_239.f3 ^= (((safe_add_func_uint16_t_u_u((((((((~l_1124[g_145]) <= g_855[g_847]) != l_1122) && (g_1119 <= ((safe_div_func_uint8_t_u_u(((safe_sub_func_int32_t_s_s((((l_1234 ^= (safe_lshift_func_int8_t_s_s(p_94.f1, 4))) > (safe_sub_func_int8_t_s_s(1, 0xBB))) || (safe_mul_func_int8_t_s_s(0x8D, (l_1240 = (safe_unary_minus_func_int32_t_s(((g_855[g_847] ^= (l_1123 < 65529U)) == g_144))))))), 0x34F76F56)) < g_323), p_94.f4)) >= 0x457613CE))) | (-1)) && 1U) >= g_987), 0U)) & p_94.f2) <= l_1124[0]);
            }
            g_1119 = 0;
            if (l_1240)
            { /* block id: 399 */
                if (p_94.f3)
                    break;
            }
            else
            { /* block id: 401 */
                uint16_t l_1257 = 65530U;
                int32_t l_1319 = 0x68474454;
                int32_t l_1321[3];
                int i;
                for (i = 0; i < 3; i = i + 1)
                    l_1321[i] = (-1);
                for (g_1119 = 0; (g_1119 <= 2); g_1119 += 1)
                { /* block id: 404 */
                    int8_t l_1270 = (-1);
                    g_1121 ^= (l_1124[2] || (p_94.f3 != g_855[g_847]));
                    if (l_1060)
                        break;
                    if (g_255)
                    { /* block id: 407 */
                        int32_t l_1248[10] = {0x9307563D,0x9307563D,0x9307563D,0x9307563D,0x9307563D,0x9307563D,0x9307563D,0x9307563D,0x9307563D,0x9307563D};
                        int i;
                        g_239.f4 ^= 0xD22CB66B;
                        if (g_259)
                            continue;
                        l_1020 ^= (safe_add_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s(0xB194, (l_1240 = (safe_rshift_func_int8_t_s_s((+l_1248[9]), 3))))), ((safe_lshift_func_uint8_t_u_u(((g_850 ^= (((safe_mul_func_int8_t_s_s(l_1040, p_94.f1)) != l_1018) > (safe_lshift_func_uint16_t_u_u(l_1060, 3)))) & ((g_855[g_1119] ^= g_239.f1) & (safe_lshift_func_int16_t_s_u(l_1257, 12)))), 0)) | (safe_mod_func_int32_t_s_s((safe_sub_func_uint8_t_u_u((p_94.f3 > 0xE4C3), g_170)), p_94.f4)))));
                    }
                    else
                    { /* block id: 414 */
                        int32_t l_1320[2][1][3] = {{{0x748722EA,0x748722EA,0x748722EA}},{{(-2),(-2),(-2)}}};
                        int i, j, k;
                        g_1125 ^= ((g_535 = (((safe_add_func_uint16_t_u_u(p_94.f0, (g_1306 = ((safe_lshift_func_uint8_t_u_s((g_535 | ((safe_rshift_func_int16_t_s_u((g_1271[4][9][1] = l_1270), 3)) > ((safe_lshift_func_int16_t_s_s((safe_add_func_int16_t_s_s(((safe_add_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u((safe_div_func_uint16_t_u_u(g_850, (safe_rshift_func_uint16_t_u_s(l_1270, (safe_div_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u(((safe_add_func_int32_t_s_s((safe_mul_func_uint16_t_u_u(((safe_rshift_func_int16_t_s_u((safe_lshift_func_int8_t_s_s(p_94.f2, 2)), 2)) | (safe_mod_func_uint32_t_u_u((((safe_lshift_func_int16_t_s_u((g_1305 ^= ((((l_1123 &= ((0x50D8 | (safe_mod_func_int8_t_s_s((l_1234 < (safe_mul_func_uint16_t_u_u((0xC9377FA6 && g_239.f3), g_1304[5]))), 0x48))) && (-2))) ^ 1U) > 0xD8D751FC) >= 65531U)), g_171)) < 0) || p_94.f3), 0x96584425))), g_110)), 0x8D874D3D)) | g_170), (-8))), 5)))))), 7)), 1U)) ^ g_259), l_1257)), l_1122)) <= l_1270))), 6)) <= p_94.f1)))) ^ p_94.f3) > 1U)) < p_94.f0);
                        g_1304[6] |= p_94.f0;
                        l_1331[0][0] = (((safe_lshift_func_int8_t_s_u((l_1240 = ((safe_mod_func_uint32_t_u_u((safe_div_func_uint16_t_u_u((((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u(p_94.f3, (l_1319 = 1))), l_1320[0][0][1])), (g_526 = (l_1321[2] = 0x52)))) == (safe_mul_func_uint16_t_u_u((((((~(safe_add_func_uint16_t_u_u(0x6380, 0xFE2F))) < (safe_add_func_uint16_t_u_u(1U, (l_1320[0][0][1] == ((((safe_mul_func_uint16_t_u_u(((p_94.f4 < 0xF7D9) & 0U), g_92)) < l_1240) & g_1119) > g_987))))) <= g_1120[1][1][1]) | l_1234) <= g_1304[0]), 0x6E56))) ^ p_94.f3), 0x84F6)), l_1270)) || 250U)), g_850)) >= 8U) ^ 1U);
                    }
                }
            }
        }
        for (g_92 = 0; (g_92 <= 2); g_92 += 1)
        { /* block id: 433 */
            int8_t l_1336 = 0;
            g_1121 = (((safe_mul_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s(g_239.f4, 7)), 0x41D8)) & l_1336) | l_1040);
        }
    }
    return l_1009;
}


/* ------------------------------------------ */
/* 
 * reads : g_110 g_105 g_146 g_6 g_62 g_170 g_144 g_145 g_92 g_2 g_221 g_239 g_259 g_171 g_323 g_255 g_258 g_523 g_526 g_535 g_666 g_586 g_676 g_855 g_850 g_852 g_847 g_987
 * writes: g_146 g_170 g_171 g_144 g_105 g_221 g_6 g_255 g_259 g_145 g_239.f3 g_323 g_239.f2 g_239.f4 g_239.f0 g_526 g_535 g_586 g_666 g_676 g_855 g_850 g_852 g_258 g_847 g_989
 */
static struct S0  func_95(uint32_t  p_96, uint32_t  p_97, uint32_t  p_98, uint32_t  p_99)
{ /* block id: 19 */
    const uint16_t l_140 = 5U;
    int32_t l_141[3];
    int32_t l_143 = 1;
    int32_t l_383 = 0x8FDC557D;
    uint32_t l_400 = 5U;
    int16_t l_438 = 0x8618;
    uint8_t l_651 = 255U;
    int32_t l_844 = (-1);
    int32_t l_988 = 0x3BCEDA14;
    uint8_t l_992 = 0U;
    int i;
    for (i = 0; i < 3; i = i + 1)
        l_141[i] = 0;
    for (p_99 = (-28); (p_99 != 56); p_99 = safe_add_func_uint16_t_u_u(p_99, 2))
    { /* block id: 22 */
        uint16_t l_129 = 0x90EF;
        int32_t l_142 = 0xFEB5AB84;
        int32_t l_169 = (-1);
        int16_t l_242 = 0x45DD;
        uint16_t l_266 = 0xE42D;
        uint16_t l_334 = 0x3240;
        int32_t l_359 = 0;
        int32_t l_360 = 0x06056CC7;
        if ((p_98 | (l_143 &= ((l_129 & 4294967295U) | (safe_div_func_int16_t_s_s(((safe_sub_func_int16_t_s_s((0x035E != p_99), ((((l_129 <= (l_142 = (((l_141[1] = (safe_rshift_func_uint16_t_u_u(((safe_sub_func_uint32_t_u_u(p_97, (0x41F2E98D >= (safe_lshift_func_int16_t_s_s((p_99 > g_110), 5))))) ^ l_140), 7))) & 251U) < g_105))) < l_140) < g_105) | g_105))) | p_97), p_98))))))
        { /* block id: 26 */
            l_142 ^= l_129;
            g_146--;
            g_171 = (g_170 ^= (((~(safe_div_func_int16_t_s_s((l_142 = (0x31 <= (p_97 >= 0x7BC6))), (0 | p_96)))) <= ((safe_sub_func_uint16_t_u_u((safe_unary_minus_func_int8_t_s((safe_mod_func_uint32_t_u_u((safe_mul_func_uint8_t_u_u((l_169 &= (safe_div_func_int16_t_s_s((-1), (safe_mod_func_int32_t_s_s(p_96, ((((safe_mod_func_int16_t_s_s((safe_sub_func_uint32_t_u_u((p_96 >= (l_129 == p_99)), p_96)), 0x3051)) > g_6[6][4]) && p_97) & 2U)))))), g_62)), l_140)))), g_6[3][4])) && 9U)) < g_110));
        }
        else
        { /* block id: 33 */
            const uint32_t l_190 = 2U;
            struct S0 l_193 = {5311,0,16581,114,1};
            g_170 = (safe_div_func_uint8_t_u_u(((safe_mod_func_uint8_t_u_u((safe_mod_func_int16_t_s_s((safe_add_func_uint8_t_u_u((((safe_sub_func_int8_t_s_s(g_146, p_96)) ^ ((safe_mul_func_uint8_t_u_u(0U, (((safe_mul_func_int8_t_s_s(g_170, ((((g_146 & (safe_add_func_int32_t_s_s((p_97 && 0x1B3E14F1), (safe_mul_func_int8_t_s_s(g_105, 0xB0))))) > p_97) & p_99) && p_96))) != p_97) && g_6[0][1]))) <= g_6[3][4])) <= g_105), 0x5B)), (-2))), p_97)) == l_129), l_190));
            if (l_143)
                continue;
            for (g_144 = 0; (g_144 <= 19); g_144 = safe_add_func_uint16_t_u_u(g_144, 1))
            { /* block id: 38 */
                return l_193;
            }
            l_193.f3 = g_145;
        }
        g_170 = (!0xA2289B71);
        if ((safe_add_func_int8_t_s_s((safe_sub_func_uint32_t_u_u((p_96 = g_170), ((safe_mul_func_uint8_t_u_u(g_92, g_144)) || (l_141[0] = (((((safe_div_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((safe_lshift_func_int16_t_s_s(l_143, 2)), g_144)), (safe_lshift_func_int8_t_s_u(((((safe_mul_func_int16_t_s_s(p_97, ((((g_105 = (((safe_div_func_uint8_t_u_u(((safe_mul_func_uint8_t_u_u(((0x5FB7 == 0x08C5) && (l_142 & g_110)), 1U)) > l_143), l_141[2])) <= l_140) && 0x1480928F)) || 1) ^ 0x00A2) != g_110))) ^ 65535U) > p_99) && l_143), 4)))), 2U)) ^ 0x0F) >= g_62) < 0xB873) == g_2))))), 8U)))
        { /* block id: 47 */
            int8_t l_276 = 0x0B;
            if (g_146)
            { /* block id: 48 */
                uint16_t l_236[4][7] = {{65527U,0x47A0,0x47A0,65527U,65535U,65527U,0x47A0},{0x060D,0x060D,0x47A0,65535U,0x47A0,0x060D,0x060D},{0x060D,0x47A0,65535U,0x47A0,0x060D,0x060D,0x47A0},{65527U,65535U,65527U,0x47A0,0x47A0,65527U,65535U}};
                int32_t l_243 = 0xC7A1140A;
                int i, j;
                for (l_129 = 18; (l_129 <= 54); l_129 = safe_add_func_int8_t_s_s(l_129, 1))
                { /* block id: 51 */
                    int16_t l_240 = (-10);
                    int32_t l_241 = 0xB7091F55;
                    struct S0 l_300 = {4418,-0,36750,-117,1};
                    for (p_97 = 0; (p_97 <= 4); p_97 += 1)
                    { /* block id: 54 */
                        uint16_t l_235[6] = {0xB990,0xB990,0xB990,0xB990,0xB990,0xB990};
                        int i, j;
                        l_142 |= (safe_div_func_int32_t_s_s((((g_6[p_97][p_97] = ((g_221 ^= 0xD29A) & (~g_6[(p_97 + 1)][p_97]))) && (g_6[3][4] && ((+(g_170 != (g_145 & 5))) && (((safe_add_func_uint32_t_u_u((safe_div_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((+p_99), (safe_lshift_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((p_97 || l_235[4]), l_236[3][1])), l_236[3][1])))), g_92)), 0x9117D6C0)) > g_62) != l_143)))) & g_110), (-1)));
                    }
                    if ((safe_rshift_func_int16_t_s_s(l_169, 14)))
                    { /* block id: 59 */
                        if (p_99)
                            break;
                        return g_239;
                    }
                    else
                    { /* block id: 62 */
                        uint32_t l_244 = 1U;
                        l_244--;
                        g_170 = (safe_lshift_func_int16_t_s_u((((safe_rshift_func_uint8_t_u_s(((safe_lshift_func_int16_t_s_u((safe_sub_func_int8_t_s_s((((g_255 = g_239.f0) && ((g_145 = ((((++g_259) && (((safe_sub_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_s(((l_266 <= p_97) >= (safe_rshift_func_int16_t_s_s((safe_mul_func_int16_t_s_s((p_97 ^ ((safe_div_func_int8_t_s_s(((safe_div_func_int16_t_s_s(p_99, (+1))) <= ((p_97 || (l_276 <= ((safe_lshift_func_uint16_t_u_s(((safe_mod_func_int16_t_s_s(3, 1)) | g_105), 5)) < g_170))) ^ 0x92)), l_240)) | 1U)), p_99)), 0))), 0)) < p_98), 0U)) | 0x7C) == g_239.f1)) >= l_140) < p_97)) < p_97)) < g_239.f2), p_98)), g_171)) > g_146), p_96)) != g_239.f1) | g_62), 12));
                        l_243 = (g_239.f3 = (safe_lshift_func_uint8_t_u_u((g_171 |= (safe_rshift_func_int8_t_s_s(((0xF3B7B1D0 || 0x38FC1FC8) & (safe_sub_func_uint32_t_u_u((safe_sub_func_uint16_t_u_u(p_98, ((safe_add_func_uint8_t_u_u((safe_div_func_int16_t_s_s((!1), g_6[6][3])), (safe_rshift_func_uint16_t_u_s((p_96 && 0xF4611E25), 12)))) & (l_169 ^= p_97)))), (safe_add_func_uint8_t_u_u(((safe_rshift_func_int8_t_s_u(p_96, p_98)) > g_92), 0xC9))))), p_97))), 0)));
                    }
                    return l_300;
                }
            }
            else
            { /* block id: 75 */
                g_170 = l_276;
            }
            l_141[1] = (p_99 == (safe_rshift_func_uint8_t_u_u((safe_div_func_int16_t_s_s((l_266 | (((safe_sub_func_int32_t_s_s((safe_mod_func_uint16_t_u_u((g_239.f3 > (safe_mul_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((safe_add_func_uint16_t_u_u(((g_170 &= ((safe_add_func_int16_t_s_s(l_142, (g_323 ^= ((safe_add_func_int16_t_s_s(((safe_add_func_int16_t_s_s((0x97D692D8 <= ((((safe_mul_func_int16_t_s_s(1, p_97)) != 0x1ED0) && g_144) | 4294967289U)), 0xE921)) & 0), l_276)) | l_141[1])))) ^ p_99)) <= g_239.f2), p_99)), g_110)), g_255))), 0xF44C)), p_98)) & p_96) == g_6[6][1])), 65526U)), 4)));
            l_169 = 0x6FA97911;
        }
        else
        { /* block id: 82 */
            uint32_t l_337[3][7] = {{0x1700D336,0xF1FB673F,3U,7U,3U,0xF1FB673F,0x1700D336},{0x1700D336,0xF1FB673F,3U,7U,3U,0xF1FB673F,0x1700D336},{0x1700D336,0xF1FB673F,3U,7U,3U,0xF1FB673F,0x1700D336}};
            uint32_t l_338 = 0xA4CF426A;
            int i, j;
            l_141[1] = ((g_255 == ((((safe_rshift_func_int8_t_s_s((safe_mod_func_uint16_t_u_u(((l_338 = (safe_mul_func_uint8_t_u_u(g_323, (safe_div_func_int32_t_s_s((0x46 | ((-7) > (((safe_lshift_func_int8_t_s_s(0x64, 7)) <= l_334) | ((safe_sub_func_int8_t_s_s(6, (l_337[0][6] > 0x17E3CEDB))) > l_141[1])))), g_6[0][1]))))) & p_96), g_259)), 3)) && p_97) <= l_337[0][6]) && 251U)) | g_6[3][4]);
        }
        if ((l_360 |= (7 & ((safe_lshift_func_int8_t_s_s((l_142 = (l_141[1] = (safe_sub_func_int16_t_s_s((g_6[3][3] ^ (safe_mul_func_int8_t_s_s(((((safe_add_func_int8_t_s_s((l_142 != g_255), (safe_rshift_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((((safe_mul_func_uint8_t_u_u((safe_add_func_int32_t_s_s(g_221, g_239.f3)), 0x7B)) || (g_146--)) == (((safe_sub_func_int8_t_s_s((-1), ((g_239.f2 < p_97) || l_129))) >= p_99) < (-3))), 9U)), g_259)))) || 1) ^ p_96) ^ p_99), p_96))), l_143)))), l_359)) > 6U))))
        { /* block id: 90 */
            uint8_t l_377[4] = {0x68,0x68,0x68,0x68};
            int32_t l_382 = 1;
            int i;
            l_142 = ((safe_lshift_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((0x8F99 & (((l_360 = ((l_169 = (g_6[3][4] ^= (safe_lshift_func_uint8_t_u_u((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_u((safe_sub_func_uint32_t_u_u(p_97, 1U)), 1)), ((((g_255 <= g_145) ^ (safe_lshift_func_int16_t_s_s(((((safe_mul_func_int8_t_s_s((0x98 > (l_377[3] = (g_171 = l_169))), ((safe_mul_func_int16_t_s_s(p_96, (safe_div_func_int8_t_s_s(p_98, p_96)))) >= g_105))) | 0xEC) || (-1)) || p_98), l_141[1]))) == p_99) >= l_382))), 1)))) <= g_146)) && 0x1808FF88) == 252U)), l_383)), g_110)) | 1);
        }
        else
        { /* block id: 97 */
            uint32_t l_386 = 1U;
            int32_t l_399 = (-1);
            int32_t l_401 = 0;
            l_401 = ((l_400 = (g_110 != ((safe_mod_func_int32_t_s_s((l_386 = (g_170 = g_221)), (l_359 = ((((l_169 = g_239.f3) <= (safe_mul_func_int8_t_s_s(((g_239.f2 = (p_98 > (l_399 = ((safe_rshift_func_int16_t_s_s(((safe_div_func_int16_t_s_s(0, (l_141[2] = p_99))) | (l_143 = ((safe_rshift_func_uint16_t_u_s((((safe_lshift_func_int8_t_s_u((p_97 > (safe_mod_func_int8_t_s_s(g_239.f3, p_97))), g_62)) ^ g_239.f0) > g_110), 15)) != g_239.f0))), 8)) != 1U)))) && l_140), (-1)))) ^ p_99) || 65535U)))) ^ l_383))) != g_259);
            g_170 |= (safe_sub_func_uint8_t_u_u(((safe_div_func_int16_t_s_s(((safe_sub_func_int8_t_s_s((~l_143), (l_399 = 0x24))) && ((p_99 == (safe_lshift_func_uint8_t_u_s(g_259, (l_141[1] = 0xC6)))) != (((safe_mod_func_uint8_t_u_u(p_98, (safe_div_func_int32_t_s_s(0xE4AEF56F, (0xA7 & ((g_6[3][4] ^ p_96) | 4294967291U)))))) <= 0x58) >= g_259))), p_97)) >= g_171), (-1)));
        }
    }
    for (g_170 = 2; (g_170 >= 0); g_170 -= 1)
    { /* block id: 115 */
        int32_t l_421 = 0x5213D7F1;
        int32_t l_439 = 0xB76EA8D9;
        int32_t l_440 = 0;
        uint16_t l_456 = 0xD8D9;
        uint32_t l_494 = 0x151BE30D;
        int32_t l_521 = 0x44CD39AF;
        int32_t l_522 = 0;
        int i;
        l_141[g_170] = (safe_add_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(((l_440 = (((safe_div_func_uint32_t_u_u((l_421 & (g_221 == (safe_rshift_func_int16_t_s_u((l_439 = ((-4) && (safe_div_func_uint16_t_u_u(((((g_323 > (p_97 < (safe_add_func_int8_t_s_s((safe_sub_func_int32_t_s_s((safe_add_func_int16_t_s_s(p_99, (((safe_add_func_uint32_t_u_u(g_239.f1, ((safe_mul_func_int16_t_s_s((safe_sub_func_int8_t_s_s(l_421, (((l_143 &= 1U) | p_98) != l_438))), p_98)) && p_97))) >= 0xAF96) || 0xCA2FDA58))), p_99)), p_98)))) & g_239.f2) != l_141[1]) == 0x745E32B3), l_421)))), p_97)))), p_96)) || p_98) != 0x17552479)) < g_255), g_144)), l_421));
        for (l_440 = 0; (l_440 <= 3); l_440 = safe_add_func_uint8_t_u_u(l_440, 7))
        { /* block id: 122 */
            uint16_t l_493 = 0xE31C;
            g_239.f4 = ((safe_div_func_int32_t_s_s((safe_mod_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u((+((safe_mul_func_int16_t_s_s(p_97, (((l_440 >= (safe_sub_func_uint8_t_u_u(g_6[5][2], g_239.f2))) < ((safe_mod_func_int32_t_s_s(0x4C45D1DA, g_221)) ^ l_456)) == (~((0x6D ^ (g_145 &= ((((safe_div_func_int32_t_s_s(p_98, 0xBA4B16BC)) > 0) & l_438) >= g_221))) == g_105))))) <= p_98)), g_323)), l_141[2])), p_96)) == 0xCFE8);
            l_143 = (((l_141[g_170] = (safe_mul_func_int8_t_s_s(((safe_sub_func_int32_t_s_s((safe_mod_func_uint8_t_u_u(((safe_mod_func_int16_t_s_s((+(safe_div_func_int8_t_s_s((safe_sub_func_uint8_t_u_u((g_171 = ((l_494 = (0xFDCE || ((safe_mod_func_int32_t_s_s(((safe_mod_func_uint32_t_u_u((safe_lshift_func_int16_t_s_s((((g_239.f3 = (g_239.f4 = (safe_mod_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u((safe_div_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_u(65534U, (l_439 ^= g_239.f4))) > (-9)), l_421)), 10)), (g_239.f0 = l_141[0]))))) | (safe_add_func_int32_t_s_s(l_440, (safe_rshift_func_uint16_t_u_s(0U, (0xE2DD == 0x366C)))))) && l_140), g_146)), p_96)) && g_239.f1), l_493)) < l_456))) || g_239.f3)), p_99)), l_493))), g_92)) > 0x91), p_97)), p_96)) != 0xF15E4691), 0x17))) && l_493) && l_493);
            for (l_439 = 8; (l_439 >= (-3)); l_439--)
            { /* block id: 135 */
                int32_t l_508 = 0x6161DA27;
                int32_t l_524 = (-1);
                int32_t l_525 = (-1);
                l_522 = (~(safe_lshift_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((8 == g_92), (l_141[1] = 0x2A))), ((safe_div_func_int8_t_s_s(l_493, (safe_mul_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u(((l_508 < ((safe_mod_func_uint8_t_u_u(((g_258 & ((l_521 = (safe_sub_func_int16_t_s_s((safe_sub_func_uint32_t_u_u(l_508, (safe_div_func_int16_t_s_s(((safe_mul_func_uint8_t_u_u(l_508, ((safe_mul_func_uint16_t_u_u((1 & l_493), 0x36D4)) <= g_239.f4))) & g_2), p_96)))), 9U))) > l_140)) ^ l_440), 6U)) ^ 0x0F)) && l_493), g_145)), 0x7DAE)))) ^ g_146))));
                l_524 = g_523;
                g_526--;
                for (l_456 = 0; l_456 < 3; l_456 += 1)
                {
                    l_141[l_456] = 1;
                }
            }
        }
        if (l_456)
            continue;
    }
    if (((safe_rshift_func_uint8_t_u_s(l_143, 0)) != (((safe_sub_func_int16_t_s_s(l_383, (g_535 ^= (l_141[1] = g_239.f0)))) && ((0x4F66C186 || 0U) | (g_6[3][4] >= g_239.f4))) == (((p_97 != (safe_div_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s(65526U, p_98)), 0x1E98))) || l_140) == 0xC2))))
    { /* block id: 148 */
        int16_t l_542 = 0xCBDD;
        int32_t l_656 = 0x9A5322FB;
        if (p_96)
        { /* block id: 149 */
            int32_t l_554 = 0x06785279;
            for (g_323 = 0; (g_323 != 9); g_323 = safe_add_func_int16_t_s_s(g_323, 9))
            { /* block id: 152 */
                uint32_t l_545 = 0x7252574A;
                int32_t l_613[9];
                int16_t l_637[3];
                int32_t l_638 = (-1);
                int i;
                for (i = 0; i < 9; i = i + 1)
                    l_613[i] = (-2);
                for (i = 0; i < 3; i = i + 1)
                    l_637[i] = (-1);
                g_239.f4 = 0x088607F9;
                if (l_542)
                    continue;
                for (g_535 = 0; (g_535 >= (-7)); g_535 = safe_sub_func_uint32_t_u_u(g_535, 4))
                { /* block id: 157 */
                    uint32_t l_591 = 0xAC025E0D;
                    int32_t l_636 = (-1);
                    l_545 = l_542;
                    if ((safe_lshift_func_int16_t_s_u(((safe_add_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_u((0xA8EE >= (safe_rshift_func_int16_t_s_s(l_554, 8))), (safe_rshift_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_s((((l_143 = g_144) || l_542) && (((safe_div_func_int16_t_s_s((safe_div_func_int16_t_s_s((safe_sub_func_uint32_t_u_u((p_99 = (safe_mul_func_uint8_t_u_u(p_98, (safe_mul_func_uint8_t_u_u((l_400 != ((safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u((~((safe_sub_func_uint32_t_u_u(((safe_sub_func_uint32_t_u_u(((safe_div_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s((((safe_rshift_func_int16_t_s_s(l_542, (g_586 = (p_98 >= ((0U > g_526) != 4U))))) <= p_97) >= 0x56D0), l_545)), 0xFD2F)) <= l_143), l_554)) | g_110), p_97)) ^ 4294967289U)), 0)) >= g_255), 1)), l_542)) > g_146)), p_97))))), g_6[3][4])), 0x14C6)), 0x32EE)) && g_221) > g_255)), 7)) && 9U), 14)))) != g_6[3][4]), 0U)) != g_145), p_97)))
                    { /* block id: 162 */
                        int32_t l_612 = 0x9B66676D;
                        struct S0 l_614 = {15448,0,15893,-49,1};
                        g_170 = (safe_rshift_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u((l_554 = (l_591 > (safe_lshift_func_uint16_t_u_s((l_613[0] = (((safe_lshift_func_uint16_t_u_u(((((safe_mul_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s(((safe_div_func_int8_t_s_s(((safe_rshift_func_uint16_t_u_s((safe_div_func_uint16_t_u_u(((0x4948C1EE & (p_99 <= g_526)) >= 0xC2), (safe_rshift_func_int8_t_s_u((safe_sub_func_int32_t_s_s(l_438, l_542)), 7)))), g_239.f3)) | (safe_mul_func_int8_t_s_s((l_612 = l_545), 0xD4))), g_110)) && p_96), l_554)), 0x4127)) | p_99) < l_542) | g_92), g_535)) && l_542) > 0x1B)), g_323)))), 0xC44A373C)), 2));
                        return l_614;
                    }
                    else
                    { /* block id: 168 */
                        int16_t l_654 = 7;
                        l_638 = (+(safe_div_func_int16_t_s_s(((safe_mod_func_uint16_t_u_u((g_586 = (l_613[2] = (p_99 > ((safe_add_func_uint8_t_u_u((safe_unary_minus_func_uint8_t_u((safe_add_func_int32_t_s_s((((((((g_171 || (~(safe_mod_func_uint16_t_u_u((safe_add_func_int8_t_s_s(g_258, l_542)), g_144)))) > ((l_636 &= (l_542 & (safe_unary_minus_func_int16_t_s(((safe_add_func_uint16_t_u_u(p_96, 0xD4E9)) && (+(safe_sub_func_int32_t_s_s(l_545, (-1))))))))) || 0x5E3F)) && 0xD67A) < g_171) && 0xB5) && p_98) < p_99), p_97)))), p_99)) < 0xC724)))), 0x71ED)) != l_637[0]), l_591)));
                        g_170 = (safe_add_func_int16_t_s_s((safe_add_func_int16_t_s_s(p_97, ((safe_rshift_func_uint16_t_u_s(((l_636 = l_636) && (safe_div_func_uint8_t_u_u((((safe_mul_func_uint16_t_u_u((l_554 && 0x01CB), ((((safe_rshift_func_int16_t_s_u((l_651 = l_636), g_92)) & (safe_mul_func_int8_t_s_s(8, 9U))) && l_654) > p_97))) && l_554) < l_591), 0x2A))), 12)) == p_97))), l_637[0]));
                        if (p_96)
                            break;
                    }
                    l_141[1] = (-2);
                }
            }
        }
        else
        { /* block id: 181 */
            uint8_t l_655 = 0x1C;
            l_655 = g_323;
            l_141[1] = l_655;
        }
        g_170 = ((l_656 = (l_141[0] = p_98)) > g_144);
    }
    else
    { /* block id: 188 */
        uint8_t l_661[4];
        uint32_t l_672 = 0x53F56492;
        uint8_t l_703 = 0x43;
        int16_t l_729 = 0xB2AD;
        int32_t l_810 = 1;
        uint32_t l_829 = 4294967292U;
        int32_t l_845 = 0;
        int32_t l_853 = 0x86EEC211;
        const uint8_t l_916[8] = {2U,250U,2U,250U,2U,250U,2U,250U};
        int32_t l_990 = (-4);
        uint16_t l_991[1];
        int i;
        for (i = 0; i < 4; i = i + 1)
            l_661[i] = 0x35;
        for (i = 0; i < 1; i = i + 1)
            l_991[i] = 0xC990;
        l_143 = ((((~(safe_add_func_int16_t_s_s(p_96, (((safe_unary_minus_func_int16_t_s(l_661[2])) ^ ((g_170 = (safe_mod_func_int16_t_s_s((l_141[1] |= ((g_2 != (safe_add_func_uint32_t_u_u(((((g_170 >= (((((g_666 &= (g_239.f4 = g_526)) | ((safe_div_func_int8_t_s_s(g_2, 0x28)) && l_661[3])) & (~((safe_mul_func_uint16_t_u_u(g_586, g_258)) >= l_140))) | 0xD7) == p_97)) > p_96) >= l_400) & g_146), l_400))) ^ l_661[1])), p_97))) >= l_400)) == 0xAF42E43C)))) == g_259) || 0U) < l_672);
        if ((g_239.f4 = (~((safe_mod_func_uint8_t_u_u(0x2C, l_140)) ^ (l_141[2] |= (((((g_676 ^ (safe_add_func_uint32_t_u_u((safe_add_func_int32_t_s_s((p_99 | (safe_unary_minus_func_uint16_t_u(((safe_lshift_func_int8_t_s_u((safe_add_func_int16_t_s_s((((safe_mod_func_uint16_t_u_u((l_143 = 0U), p_99)) < ((l_140 | (0x04 <= 255U)) > 0xC5)) < 7U), 0xE9AF)), 2)) || 0)))), 0)), g_239.f1))) && l_672) || l_661[3]) >= 0xDCB5) != p_98))))))
        { /* block id: 197 */
            int8_t l_690 = 0x4B;
            for (l_651 = 0; l_651 < 4; l_651 += 1)
            {
                l_661[l_651] = 0xB2;
            }
            l_690 |= (-1);
        }
        else
        { /* block id: 200 */
            uint8_t l_704[4] = {246U,246U,246U,246U};
            int32_t l_705 = 0x9429A58E;
            int32_t l_706 = 3;
            int32_t l_709 = 0x8E2187F3;
            int32_t l_710 = 0x72B04C28;
            uint32_t l_950 = 4294967292U;
            int i;
            l_710 &= (safe_lshift_func_uint16_t_u_s(((-2) || ((safe_div_func_int8_t_s_s(((safe_sub_func_uint8_t_u_u(l_661[1], (safe_lshift_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s((safe_mul_func_int8_t_s_s(((l_704[2] |= l_703) ^ (l_706 ^= (p_99 & ((l_705 = (p_96 < p_98)) > g_259)))), 0x91)), (((safe_sub_func_uint8_t_u_u(((l_709 = g_110) || 8), g_259)) ^ g_239.f4) >= p_99))), p_97)))) ^ 0xA5), 0x6A)) <= p_99)), p_99));
            for (l_438 = 4; (l_438 >= 0); l_438 -= 1)
            { /* block id: 208 */
                uint32_t l_715 = 4294967286U;
                int32_t l_730 = (-1);
                const int32_t l_778[10] = {1,1,1,1,1,1,1,1,1,1};
                int i;
                l_730 = (safe_rshift_func_uint16_t_u_s((safe_rshift_func_int8_t_s_s((l_715 <= ((((safe_mod_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((((((safe_sub_func_int8_t_s_s(((3 & 1) && (g_323 < (-2))), g_239.f3)) == l_703) < ((+((((safe_lshift_func_int8_t_s_u(((safe_div_func_int32_t_s_s((l_661[1] | (p_96 ^= 4294967292U)), l_672)) >= 0x03), p_97)) != 3) != l_729) >= g_221)) | p_99)) ^ 0xEB8AE00F) <= l_141[0]), g_221)), p_97)) > 0x88) == l_706) || 1)), p_97)), l_715));
                for (g_676 = 0; (g_676 <= 2); g_676 += 1)
                { /* block id: 213 */
                    uint8_t l_779 = 0x1F;
                    int32_t l_793 = 1;
                    int i, j;
                    g_239.f3 |= (safe_mod_func_int16_t_s_s(g_6[l_438][l_438], (safe_add_func_int16_t_s_s((safe_lshift_func_int16_t_s_s((((safe_div_func_int16_t_s_s(l_141[g_676], (safe_mod_func_uint8_t_u_u(l_141[g_676], l_661[0])))) != (p_98 && (safe_sub_func_int32_t_s_s(((((g_666 != ((safe_add_func_uint16_t_u_u(l_672, (g_586 = (safe_sub_func_int16_t_s_s((~((l_143 = (safe_sub_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u((safe_sub_func_int32_t_s_s((!(g_255 <= (safe_mul_func_int8_t_s_s((safe_lshift_func_uint8_t_u_u((safe_sub_func_int8_t_s_s(((safe_div_func_int8_t_s_s((safe_div_func_uint32_t_u_u((safe_unary_minus_func_int16_t_s((safe_div_func_uint32_t_u_u((((((safe_rshift_func_int8_t_s_s((((safe_mod_func_uint8_t_u_u(((safe_div_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s((safe_div_func_uint16_t_u_u(p_99, p_99)), p_99)), p_98)) <= p_98), g_92)) || l_141[g_676]) & p_97), l_141[g_676])) >= p_99) != l_661[1]) < p_98) != p_98), 0x1527A616)))), 0x0BCE4668)), g_239.f0)) && p_99), g_146)), 7)), 9)))), g_62)), g_221)), l_141[g_676]))) == l_778[5])), g_105))))) >= l_779)) > g_62) > g_221) & 0xC69132D0), 0x965C2F2B)))) >= 0xCE0F95CB), 15)), 0x841E))));
                    if (l_383)
                        continue;
                    g_239.f4 &= (safe_rshift_func_uint8_t_u_s((safe_add_func_uint32_t_u_u(p_96, (p_96 || (safe_div_func_int32_t_s_s((safe_add_func_int16_t_s_s((safe_div_func_uint32_t_u_u((safe_lshift_func_int16_t_s_s(((safe_unary_minus_func_uint8_t_u(l_141[g_676])) == 65535U), (l_793 = p_97))), (safe_div_func_int16_t_s_s((0xF47B <= ((++p_99) == l_651)), 0xC03E)))), ((safe_rshift_func_int16_t_s_u((l_705 ^= (safe_rshift_func_uint8_t_u_u(0x85, 7))), l_400)) || 0U))), p_97))))), 5));
                }
            }
            for (g_145 = 0; (g_145 == 28); g_145 = safe_add_func_uint8_t_u_u(g_145, 4))
            { /* block id: 226 */
                int8_t l_836 = 1;
                int32_t l_841 = 0;
                int32_t l_843 = 0x17241A6F;
                int32_t l_848 = 0xF1BD5B4D;
                struct S0 l_858 = {4348,0,41236,105,-1};
                int32_t l_918 = 0x089C922C;
                uint32_t l_949 = 8U;
                for (g_105 = 0; (g_105 > 34); g_105 = safe_add_func_int16_t_s_s(g_105, 2))
                { /* block id: 229 */
                    int32_t l_824 = 0xE5BC48D2;
                    int32_t l_842 = 0xFF595BCB;
                    int32_t l_851 = (-7);
                    uint16_t l_917 = 0x75A5;
                    if ((g_239.f4 = (g_258 >= (((safe_div_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u(p_96, 0)), (-10))) <= 0x481B) > (l_810 = l_140)))))
                    { /* block id: 232 */
                        uint32_t l_813[3][6][4] = {{{4294967295U,3U,4294967295U,8U},{4294967295U,8U,4U,0U},{4294967292U,8U,0x52D1D395,8U},{4U,3U,0x52D1D395,0x2CB0A6C9},{4294967292U,6U,4U,0x2CB0A6C9},{4294967295U,3U,4294967295U,8U}},{{4294967295U,8U,4U,0U},{4294967292U,8U,0x52D1D395,8U},{4U,3U,0x52D1D395,0x2CB0A6C9},{4294967292U,6U,4U,0x2CB0A6C9},{4294967295U,3U,4294967295U,8U},{4294967295U,8U,4U,0U}},{{4294967292U,8U,0x52D1D395,8U},{4U,3U,0x52D1D395,0x2CB0A6C9},{4294967292U,6U,4U,0x2CB0A6C9},{4294967295U,3U,4294967295U,8U},{4294967295U,8U,4U,0U},{4294967292U,8U,0x52D1D395,8U}}};
                        uint16_t l_828 = 0x8FC1;
                        int32_t l_832 = 0x4A23CE95;
                        int32_t l_846 = 0xBADAA524;
                        int32_t l_849 = 0xDC99BBA3;
                        int32_t l_854 = 0x626D24BB;
                        int i, j, k;
                        g_239.f3 ^= (g_239.f4 = (((p_98 > (safe_add_func_uint32_t_u_u(l_813[1][2][1], (g_170 = (safe_rshift_func_int8_t_s_u(((safe_div_func_int32_t_s_s(((+((safe_div_func_int8_t_s_s(((l_810 = 0x60) ^ (safe_add_func_uint8_t_u_u(((safe_unary_minus_func_uint8_t_u(p_98)) == (l_824 <= (safe_unary_minus_func_int16_t_s((safe_add_func_uint32_t_u_u(l_828, l_829)))))), (safe_add_func_int32_t_s_s((-8), (l_832 = p_98)))))), p_96)) & p_97)) ^ l_140), p_96)) ^ 0x9AF67A61), 7)))))) ^ g_221) || 0x4066));
                        g_239.f3 ^= ((l_836 = ((l_824 == ((0 != (0x706B & (+1))) < 1)) > 0x9E)) > (l_709 || (safe_mod_func_uint32_t_u_u(p_98, (safe_mul_func_uint16_t_u_u(((p_96 && g_526) != l_829), p_98))))));
                        g_855[1]--;
                    }
                    else
                    { /* block id: 241 */
                        return l_858;
                    }
                    for (g_259 = 0; (g_259 < 20); g_259 = safe_add_func_int8_t_s_s(g_259, 1))
                    { /* block id: 246 */
                        int16_t l_861 = 0x83AA;
                        int32_t l_888 = 1;
                        int32_t l_919 = 0x15D426FB;
                        l_861 ^= (-1);
                        l_842 &= (safe_div_func_uint32_t_u_u((((safe_sub_func_uint16_t_u_u(((l_841 = 0xD4DF05AF) ^ (safe_rshift_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_u((safe_add_func_uint16_t_u_u(((safe_div_func_int32_t_s_s((g_258 > (safe_rshift_func_uint8_t_u_u(g_2, (g_171--)))), (safe_div_func_int8_t_s_s((g_850 = 0xCC), g_170)))) > (g_526 = (l_888 |= ((((safe_sub_func_int16_t_s_s(((1 ^ ((g_62 <= (safe_lshift_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((safe_rshift_func_int16_t_s_s(l_848, 7)), (((1U ^ l_851) & l_383) | g_535))) || g_145), p_98))) & l_709)) < p_96), p_96)) || g_110) <= l_851) || l_704[2])))), g_259)), 2)) > g_221), g_145))), l_851)) >= (-1)) && 0x658CCD95), 0x08D0EBFE));
                        l_919 &= (safe_add_func_int16_t_s_s(((0x84 != (l_141[1] &= (p_98 != (((safe_add_func_int32_t_s_s((safe_sub_func_int16_t_s_s((l_888 &= (((safe_lshift_func_uint8_t_u_u((safe_add_func_int32_t_s_s(l_383, ((safe_mul_func_int16_t_s_s((safe_mod_func_uint16_t_u_u(((~(safe_div_func_uint16_t_u_u((g_62 > (safe_rshift_func_int16_t_s_u(((l_810 = g_6[3][4]) >= 0x5D), 1))), (~(safe_rshift_func_uint8_t_u_s(p_98, (0 != (((safe_mod_func_uint16_t_u_u((((!(safe_lshift_func_uint16_t_u_s(((p_98 & 0x5163) || g_535), l_661[1]))) > l_916[7]) || p_99), 65526U)) || 9U) <= 1)))))))) != l_917), 0xE6B1)), p_98)) ^ l_858.f3))), g_850)) != p_98) != p_97)), 0)), l_918)) > p_96) >= (-1))))) && p_99), (-1)));
                        if (p_99)
                            continue;
                    }
                }
                for (g_852 = 3; (g_852 >= 0); g_852 -= 1)
                { /* block id: 263 */
                    uint32_t l_931 = 4294967295U;
                    int32_t l_934[6][1];
                    int i, j;
                    for (i = 0; i < 6; i = i + 1)
                    {
                        for (j = 0; j < 1; j = j + 1)
                            l_934[i][j] = 0xE68A2BBC;
                    }
                    for (g_258 = 2; (g_258 >= 0); g_258 -= 1)
                    { /* block id: 266 */
                        int i;
                        l_810 = (((l_704[(g_258 + 1)] < (l_704[(g_258 + 1)] >= (g_855[g_258] = (safe_div_func_uint32_t_u_u(3U, l_704[0]))))) > ((safe_mul_func_int16_t_s_s((((safe_add_func_uint8_t_u_u(((l_931 = ((+p_99) && l_703)) == 0U), p_97)) | ((safe_sub_func_uint32_t_u_u(l_934[5][0], l_729)) <= l_672)) & l_934[5][0]), p_97)) == g_171)) <= l_400);
                    }
                    g_847 ^= (safe_lshift_func_int16_t_s_s(p_97, p_98));
                    for (l_705 = 3; (l_705 >= 0); l_705 -= 1)
                    { /* block id: 274 */
                        l_706 ^= g_2;
                    }
                    l_858.f3 = (((((safe_rshift_func_uint8_t_u_u((safe_div_func_int16_t_s_s((((((safe_add_func_uint32_t_u_u(g_526, (safe_rshift_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((((l_845 &= (-1)) == (((1U < ((safe_mod_func_uint32_t_u_u((g_526 || 0x05), (p_98 || 8))) && (l_141[1] = 65534U))) || ((p_96 <= g_144) || p_97)) >= g_171)) <= 0xEE927B65), p_98)), 7)))) >= g_852) != l_934[3][0]) || l_949) >= 0x806E), l_950)), l_950)) == l_853) == 4294967291U) < g_258) & g_110);
                }
            }
        }
        for (g_255 = 0; (g_255 >= 13); ++g_255)
        { /* block id: 285 */
            g_170 ^= l_141[1];
        }
        l_810 ^= ((g_239.f4 >= ((l_916[0] ^ (-1)) ^ ((((!(((((((l_853 = ((safe_sub_func_int16_t_s_s((g_989 = (0x5CEDB6F3 >= (p_96 = (safe_add_func_uint32_t_u_u((g_239.f0 = (((l_853 ^ (((safe_unary_minus_func_uint16_t_u((((safe_add_func_int16_t_s_s(g_239.f1, ((safe_add_func_int16_t_s_s(((safe_add_func_uint8_t_u_u(((safe_mod_func_uint32_t_u_u((safe_lshift_func_int8_t_s_u((safe_add_func_uint8_t_u_u(0U, ((safe_rshift_func_int16_t_s_s((0x6601E1C6 & ((safe_rshift_func_int16_t_s_u(((safe_rshift_func_int8_t_s_s((((safe_sub_func_int16_t_s_s((((safe_lshift_func_uint16_t_u_s((safe_div_func_int16_t_s_s(((safe_sub_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u(l_651, 12)), p_99)) ^ g_987), p_98)), g_535)) | 0xE308) > g_62), l_141[1])) | g_850) & l_988), g_239.f3)) & g_221), 9)) <= g_676)), l_140)) ^ 0U))), 6)), 4294967293U)) != p_96), g_2)) | p_99), 3)) < g_171))) > g_239.f1) ^ l_661[1]))) != 0xBAC5D45B) <= l_844)) == 248U) < 0x8266)), p_99))))), l_990)) | p_98)) < p_97) | l_991[0]) <= 0xCD) < l_729) || l_141[1]) & 0xD6E29DB6)) > p_99) && l_992) >= g_62))) || 0xFE1B);
    }
    return g_239;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    for (i = 0; i < 7; i = i + 1)
    {
        for (j = 0; j < 5; j = j + 1)
        {
            transparent_crc(g_6[i][j], "g_6[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_62, "g_62", print_hash_value);
    transparent_crc(g_92, "g_92", print_hash_value);
    transparent_crc(g_105, "g_105", print_hash_value);
    transparent_crc(g_110, "g_110", print_hash_value);
    transparent_crc(g_144, "g_144", print_hash_value);
    transparent_crc(g_145, "g_145", print_hash_value);
    transparent_crc(g_146, "g_146", print_hash_value);
    transparent_crc(g_170, "g_170", print_hash_value);
    transparent_crc(g_171, "g_171", print_hash_value);
    transparent_crc(g_221, "g_221", print_hash_value);
    transparent_crc(g_239.f0, "g_239.f0", print_hash_value);
    transparent_crc(g_239.f1, "g_239.f1", print_hash_value);
    transparent_crc(g_239.f2, "g_239.f2", print_hash_value);
    transparent_crc(g_239.f3, "g_239.f3", print_hash_value);
    transparent_crc(g_239.f4, "g_239.f4", print_hash_value);
    transparent_crc(g_255, "g_255", print_hash_value);
    transparent_crc(g_258, "g_258", print_hash_value);
    transparent_crc(g_259, "g_259", print_hash_value);
    transparent_crc(g_323, "g_323", print_hash_value);
    transparent_crc(g_523, "g_523", print_hash_value);
    transparent_crc(g_526, "g_526", print_hash_value);
    transparent_crc(g_535, "g_535", print_hash_value);
    transparent_crc(g_586, "g_586", print_hash_value);
    transparent_crc(g_666, "g_666", print_hash_value);
    transparent_crc(g_676, "g_676", print_hash_value);
    transparent_crc(g_847, "g_847", print_hash_value);
    transparent_crc(g_850, "g_850", print_hash_value);
    transparent_crc(g_852, "g_852", print_hash_value);
    for (i = 0; i < 3; i = i + 1)
    {
        transparent_crc(g_855[i], "g_855[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_987, "g_987", print_hash_value);
    transparent_crc(g_989, "g_989", print_hash_value);
    for (i = 0; i < 8; i = i + 1)
    {
        for (j = 0; j < 5; j = j + 1)
        {
            for (k = 0; k < 6; k = k + 1)
            {
                transparent_crc(g_1061[i][j][k], "g_1061[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1095, "g_1095", print_hash_value);
    transparent_crc(g_1119, "g_1119", print_hash_value);
    for (i = 0; i < 5; i = i + 1)
    {
        for (j = 0; j < 5; j = j + 1)
        {
            for (k = 0; k < 2; k = k + 1)
            {
                transparent_crc(g_1120[i][j][k], "g_1120[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_1121, "g_1121", print_hash_value);
    transparent_crc(g_1125, "g_1125", print_hash_value);
    transparent_crc(g_1126, "g_1126", print_hash_value);
    transparent_crc(g_1167, "g_1167", print_hash_value);
    for (i = 0; i < 7; i = i + 1)
    {
        for (j = 0; j < 10; j = j + 1)
        {
            for (k = 0; k < 3; k = k + 1)
            {
                transparent_crc(g_1271[i][j][k], "g_1271[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 7; i = i + 1)
    {
        transparent_crc(g_1304[i], "g_1304[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1305, "g_1305", print_hash_value);
    transparent_crc(g_1306, "g_1306", print_hash_value);
    transparent_crc(g_1497, "g_1497", print_hash_value);
    for (i = 0; i < 7; i = i + 1)
    {
        transparent_crc(g_1916[i], "g_1916[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1928, "g_1928", print_hash_value);
    transparent_crc(g_1940, "g_1940", print_hash_value);
    transparent_crc(g_1992, "g_1992", print_hash_value);
    transparent_crc(g_2043, "g_2043", print_hash_value);
    for (i = 0; i < 1; i = i + 1)
    {
        transparent_crc(g_2346[i], "g_2346[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_2357, "g_2357", print_hash_value);
    transparent_crc(g_2431, "g_2431", print_hash_value);
    for (i = 0; i < 1; i = i + 1)
    {
        for (j = 0; j < 7; j = j + 1)
        {
            transparent_crc(g_2505[i][j], "g_2505[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2515.f0, "g_2515.f0", print_hash_value);
    transparent_crc(g_2515.f1, "g_2515.f1", print_hash_value);
    transparent_crc(g_2515.f2, "g_2515.f2", print_hash_value);
    transparent_crc(g_2515.f3, "g_2515.f3", print_hash_value);
    transparent_crc(g_2515.f4, "g_2515.f4", print_hash_value);
    for (i = 0; i < 5; i = i + 1)
    {
        for (j = 0; j < 8; j = j + 1)
        {
            for (k = 0; k < 6; k = k + 1)
            {
                transparent_crc(g_2518[i][j][k], "g_2518[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_2533, "g_2533", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 1
breakdown:
   depth: 0, occurrence: 338
   depth: 1, occurrence: 7
XXX total union variables: 0

XXX non-zero bitfields defined in structs: 5
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 1
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 7
breakdown:
   indirect level: 0, occurrence: 7
XXX full-bitfields structs in the program: 7
breakdown:
   indirect level: 0, occurrence: 7
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 8
XXX times a single bitfield on LHS: 34
XXX times a single bitfield on RHS: 131

XXX max expression depth: 57
breakdown:
   depth: 1, occurrence: 278
   depth: 2, occurrence: 62
   depth: 3, occurrence: 7
   depth: 4, occurrence: 4
   depth: 5, occurrence: 3
   depth: 6, occurrence: 1
   depth: 7, occurrence: 2
   depth: 8, occurrence: 1
   depth: 9, occurrence: 1
   depth: 13, occurrence: 2
   depth: 16, occurrence: 3
   depth: 17, occurrence: 1
   depth: 18, occurrence: 6
   depth: 19, occurrence: 3
   depth: 20, occurrence: 5
   depth: 21, occurrence: 3
   depth: 22, occurrence: 4
   depth: 23, occurrence: 5
   depth: 24, occurrence: 1
   depth: 25, occurrence: 5
   depth: 26, occurrence: 4
   depth: 27, occurrence: 8
   depth: 28, occurrence: 2
   depth: 29, occurrence: 1
   depth: 30, occurrence: 7
   depth: 31, occurrence: 3
   depth: 32, occurrence: 5
   depth: 34, occurrence: 4
   depth: 35, occurrence: 6
   depth: 38, occurrence: 4
   depth: 40, occurrence: 1
   depth: 41, occurrence: 2
   depth: 42, occurrence: 1
   depth: 43, occurrence: 1
   depth: 44, occurrence: 1
   depth: 45, occurrence: 1
   depth: 46, occurrence: 1
   depth: 47, occurrence: 1
   depth: 51, occurrence: 2
   depth: 54, occurrence: 1
   depth: 55, occurrence: 1
   depth: 57, occurrence: 1

XXX total number of pointers: 0

XXX times a non-volatile is read: 1776
XXX times a non-volatile is write: 550
XXX times a volatile is read: 0
XXX    times read thru a pointer: 0
XXX times a volatile is write: 0
XXX    times written thru a pointer: 0
XXX times a volatile is available for access: 0
XXX percentage of non-volatile access: 100

XXX forward jumps: 0
XXX backward jumps: 0

XXX stmts: 291
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 32
   depth: 1, occurrence: 29
   depth: 2, occurrence: 62
   depth: 3, occurrence: 41
   depth: 4, occurrence: 55
   depth: 5, occurrence: 72

XXX percentage a fresh-made variable is used: 14.6
XXX percentage an existing variable is used: 85.4
FYI: the random generator makes assumptions about the integer size. See platform.info for more details.
********************* end of statistics **********************/

