// mimalloc (Debian: libmimalloc-dev). Linked into the docgen executable, its malloc and free serve
// the whole process: the Swift runtime's, libcmark's and Foundation's allocations alike.
#include <mimalloc.h>
