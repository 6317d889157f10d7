union{
}a={};
