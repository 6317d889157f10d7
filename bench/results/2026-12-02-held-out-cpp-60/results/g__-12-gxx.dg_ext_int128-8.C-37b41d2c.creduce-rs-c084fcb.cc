using s128 = signed __int128_t;
