#include <vector>
#include <map>
#include <string>
#include <algorithm>
#include <iostream>
#include <memory>
#include <regex>
#include <filesystem>
#include <ranges>
#include <thread>
#include <future>
#include <random>
#include <unordered_map>
#include <set>
#include <deque>
#include <list>
#include <sstream>
#include <fstream>
#include <functional>
#include <chrono>
#include <variant>
#include <optional>
#include <any>
#include <numeric>
#include <complex>
#include <valarray>
#include <bitset>
#include <iomanip>
#include <locale>
#include <codecvt>
#include <span>
#include <stop_token>
#include <barrier>
#include <semaphore>
#include <latch>
#include <shared_mutex>
#include <condition_variable>
#include <scoped_allocator>
#include <memory_resource>
#include <charconv>
#include <compare>
#include <concepts>
#include <coroutine>
struct Shape {
  virtual ~Shape() {}
  virtual double area(const std::string &unit) const { return unit.size(); }
};
template <class T> struct Polygon : Shape {
  std::vector<T> sides;
  double area(const std::string &unit) const override { return sides.size() + unit.size(); }
};
int main() {
  std::map<std::string, std::unique_ptr<Shape>> shapes;
  shapes["square"] = std::make_unique<Polygon<int>>();
  std::regex r("a+");
  for (auto &p : shapes) std::cout << p.first << p.second->area("cm") << std::regex_match("aa", r) << "\n";
}
