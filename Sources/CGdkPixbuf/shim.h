/* gdk-pixbuf, found through pkg-config: decodes pet pictures (SVG through librsvg's loader). */
#include <gdk-pixbuf/gdk-pixbuf.h>
