#include <new>
void *operator new(std::size_t) {
  throw 0;
}
void __attribute__((noipa))f() {
  ::operator new(0);
}
int main() {
  try {
    f();
  }
  catch(...) {
    return 0;
  }
  __builtin_abort();
}
