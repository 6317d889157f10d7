// A small C++ unit in the style of the large one: templates, classes, a
// namespace, lambdas and overloads. The test keeps an `override` while g++ accepts it.
#include <cstdio>

namespace shapes {

template <typename T>
struct Point {
    T x, y;
    Point(T x_, T y_) : x(x_), y(y_) {}
    Point operator+(const Point &o) const { return Point(x + o.x, y + o.y); }
    T dot(const Point &o) const { return x * o.x + y * o.y; }
};

using IPoint = Point<int>;

class Shape {
public:
    explicit Shape(const char *name) : name_(name) {}
    virtual ~Shape() = default;
    virtual int area() const = 0;
    virtual int perimeter() const { return 0; }
    const char *name() const noexcept { return name_; }

private:
    const char *name_;
};

class Rect : public Shape {
public:
    Rect(int w, int h) : Shape("rect"), w_(w), h_(h) {}
    int area() const override { return w_ * h_; }
    int perimeter() const override { return 2 * (w_ + h_); }

private:
    int w_, h_;
};

class Square final : public Rect {
public:
    explicit Square(int s) : Rect(s, s) {}
};

template <typename F>
int apply_twice(F f, int v) {
    return f(f(v));
}

int total_area(const Shape *const *shapes, int n) {
    int sum = 0;
    for (int i = 0; i < n; ++i)
        sum += shapes[i]->area();
    return sum;
}

} // namespace shapes

static int scale(int v) { return v * 3; }
static double scale(double v) { return v * 1.5; }

int main() {
    using namespace shapes;
    IPoint a(1, 2), b(3, 4);
    IPoint c = a + b;
    Rect r(2, 5);
    Square s(3);
    const Shape *all[] = {&r, &s};
    auto twice = [](int v) { return v + 1; };
    int k = apply_twice(twice, c.dot(a));
    std::printf("%s %d %d %d %d %g\n", r.name(), total_area(all, 2), s.perimeter(), k,
                scale(2), scale(2.0));
    return 0;
}
