// PR c++/106890

struct A
{
  int p;
};

template<typename T>
struct B : virtual public A
{
  B() { }
  B(int) { }

  int k = this->p;
};

template struct B<int>;
