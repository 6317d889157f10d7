template <typename> concept C=true;
template <template<C> typename Wrapper> using Test = Wrapper<int>;
