/* The system libraries behind the terminal pictures: chafa draws, gdk-pixbuf decodes.
 * Found through pkg-config (chafa here; gdk-pixbuf-2.0 through CGdkPixbuf). */
#include <chafa.h>
