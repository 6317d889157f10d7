int printf(const char*,...);
float a=-809.0f;
float b=-254.0f;
double c=-89.0;
float d=-718.0f;
double e=581.0;
float i=924.0f;
int main(){
if((((-((c+a)+(582.0*b))+((d*i)*(-283.0f-980.0)-755.0f-(-755.0f*734.0f)))+(((a*c)*e)-49.0f))*b)!=-223634119406.0){printf("NG t0\n");}
}
