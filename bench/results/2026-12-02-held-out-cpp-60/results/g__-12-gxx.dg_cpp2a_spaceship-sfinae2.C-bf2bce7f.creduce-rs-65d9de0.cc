template <class Lhs, class Rhs> concept Ord=requires(Lhs a, Rhs b){a <=> b;
};
static_assert(!Ord<int *, char *>);
