/* pet_gtk_testing.h — what only the tests and the benchmarks ask of the window and cannot ask
 * of GTK directly: a click on a star cell, and how long the list's row changes took. The
 * program itself never calls these; the rest of what tests read back (cells, bounds,
 * accessibles) Swift reads from GTK itself (PetGtk's Driving extension).
 */
#pragma once

#include "pet_gtk.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Clicks the star of `row` as the mouse would. False when the row is not laid out. */
bool pet_gtk_window_click_star(PetGtkWindow *window, uint32_t row);
/* The longest slice of row changes since the last call, in µs, and starts counting anew
 * (pet-browser --benchmark-typing). */
int64_t pet_gtk_window_take_longest_slice(PetGtkWindow *window);

#ifdef __cplusplus
}
#endif
