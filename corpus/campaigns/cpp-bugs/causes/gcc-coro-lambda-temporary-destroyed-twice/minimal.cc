#include <coroutine>
int a;
struct T {
  struct promise_type {
    T get_return_object() {
      return {std::coroutine_handle<promise_type>::from_promise(*this)};
    }
    std::suspend_never initial_suspend() {
      return {};
    }
    std::suspend_always final_suspend() noexcept {
      return {};
    }
    void unhandled_exception() {}
    void return_void() {}
  };
  int await_ready() {
    return false;
  }
  bool await_suspend(std::coroutine_handle<>) {
    return false;
  }
  void await_resume() {}
  std::coroutine_handle<>b;
};
struct V {
  V(int) {}
  ~V() {
    a++;
    if (a > 2) {
      __builtin_abort();
    }
  }
  int c;
};
T f6() {
  V d(0);
  co_await[d]()->T {
    co_return;
  }
  ();
}
int main() {
  f6();
}
