// glibc's allocator settings (mallopt) and malloc_usable_size, which Glibc's module leaves out.
#include <malloc.h>
