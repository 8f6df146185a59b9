// glibc's gettext functions (libintl.h is part of the C library; nothing more to link).
#include <libintl.h>
