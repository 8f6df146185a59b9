/* pet_gtk_testing.h — what only the tests and the benchmarks ask of the window and cannot ask
 * of GTK directly: a click on a star cell, a key pressed in the list, which of the list's rows
 * are on screen, and how long the list's row changes took. The
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
/* Presses a key in the list as the keyboard would (its key bindings: arrows, Page Up, Home…),
 * the list having the focus. False when no binding takes the key. */
bool pet_gtk_window_press_list_key(PetGtkWindow *window, unsigned int keyval, unsigned int modifiers);
/* The list's rows on screen, first and last, counted from the list's start (the tree view's
 * visible range plus where its window of rows starts). False when none is. */
bool pet_gtk_window_get_rows_on_screen(PetGtkWindow *window, uint32_t *first, uint32_t *last);
/* Where the tree view's model starts in the list: its row 0 is the list's row this. */
uint32_t pet_gtk_window_get_window_start(PetGtkWindow *window);
/* The longest change of the row count since the last call, in µs, and starts counting anew
 * (pet-browser --benchmark-typing). */
int64_t pet_gtk_window_take_longest_slice(PetGtkWindow *window);

#ifdef __cplusplus
}
#endif
