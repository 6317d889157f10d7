typedef int T;
#pragma omp declare reduction (x : T : []{ return 0; })
