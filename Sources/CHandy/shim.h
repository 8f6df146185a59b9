/* The adaptive widgets GNOME's GTK 3 apps use (HdyLeaflet, HdyClamp): libhandy-1, found
 * through pkg-config. Only the C shim sees it. */
#include <handy.h>
