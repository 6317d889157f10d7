struct A {       
    consteval A() {}
    A(const A&) = delete;
    consteval void f() {}
};

int main() {
    A{A{}}.f();
}
