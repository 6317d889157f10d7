template <class Lhs, class Rhs>
concept Ord = requires(Lhs lhs, Rhs rhs) { lhs <=> rhs; };
static_assert(!Ord<int *, char *>);
