/* The system library behind the C shim: gtk+-3.0, found through pkg-config. */
#include <gtk/gtk.h>
