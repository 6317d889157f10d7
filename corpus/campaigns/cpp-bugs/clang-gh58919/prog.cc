template <class U, class T>
concept always_true = true;

template <class T>
struct foo {
    T value;
};

template <class... T>
struct bar : foo<T>... {
    template <always_true<T>... U>
    auto func(U&&... values) {
    }
};


int main() {
    using T = bar<bar<float, int>, bar<float, char>, bar<float, double>>;
    T{};
}
