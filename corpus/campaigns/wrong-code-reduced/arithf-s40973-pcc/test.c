int printf(const char*,...);
double a=860.0;
float b=-694.0f;
double c=93.0;
float d=-860.0f;
int main(){
if((((-304.0-(-159.0+c))- -434.0f)+((a*(c*((-790.0f*a)-d)))-((b*((-658.0f- -625.0)*(-211.0f*-453.0f)))+b)))!=-56458670176.0){printf("NG t1\n");}
}
