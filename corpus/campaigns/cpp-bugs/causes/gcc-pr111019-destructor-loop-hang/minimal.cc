#include <memory>
#include <string>

struct Base
{

  Base* previous = nullptr;
  Base* next ;
};

struct Target : Base
{

  ~Target()
  {
    while (this->next)
    {
      Base* n = this->next;

      n->previous->next = 0;
      
      
      
      
    }
  }
};

struct TargetWithData : Target
{

  TargetWithData(std::string data)
    : data(data)
  {}
  std::string data;
};



int main(void)
{
  {
  
  Base ptr;
  
    auto data = std::make_unique<TargetWithData>(std::string("asdf"));
    ptr.previous = &*data;
    data->next = &ptr;

    
  
  
}
  
}
