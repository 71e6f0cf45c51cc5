// glibc's malloc extensions (malloc_trim), which Swift's Glibc module leaves out.
#if defined(__linux__)
#include <malloc.h>
#endif
