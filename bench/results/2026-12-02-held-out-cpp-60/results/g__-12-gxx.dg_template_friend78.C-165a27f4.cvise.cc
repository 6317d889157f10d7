template <typename> struct EnumClass {
  friend int toString(EnumClass);
};
enum AftnTypeXMsgTypeEnum {};
EnumClass<AftnTypeXMsgTypeEnum> mAftnTypeXMsgType;
void getAftnTypeXMsgTypeAsStr() { toString(mAftnTypeXMsgType); }
int toString(EnumClass<AftnTypeXMsgTypeEnum>);
