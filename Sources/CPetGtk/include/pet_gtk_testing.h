/* pet_gtk_testing.h — what only the tests and the benchmarks ask of the window: reading back
 * what GTK shows, and driving it as a person would. The program itself never calls these.
 */
#pragma once

#include "pet_gtk.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Runs pending GTK events without blocking. */
void pet_gtk_iterate_pending(void);
/* Lays every widget out right to left (true), as for Arabic or Hebrew, or left to right
 * (gtk_widget_set_default_direction); GTK picks it from the locale otherwise. */
void pet_gtk_set_default_direction(bool right_to_left);
/* The accessible name (`description` false) or description, newly allocated. */
char *pet_gtk_widget_dup_accessible(void *widget, bool description);
/* Sends a focus-out event to `widget`, as leaving it with Tab would. */
void pet_gtk_widget_send_focus_out(void *widget);
/* Where `widget` lies in its toplevel window, in pixels from the window's top left corner;
 * false while it is not mapped. For checking a layout (right to left, nothing overlapping). */
bool pet_gtk_widget_get_bounds(void *widget, int32_t *x, int32_t *y, int32_t *width, int32_t *height);
/* A row's text as the tree view reads it (gtk_tree_model_get); newly allocated. */
char *pet_gtk_window_dup_cell_text(PetGtkWindow *window, uint32_t row, PetGtkColumn column);
/* Clicks the star of `row` as the mouse would. False when the row is not laid out. */
bool pet_gtk_window_click_star(PetGtkWindow *window, uint32_t row);
/* The longest slice of row changes since the last call, in µs, and starts counting anew
 * (pet-browser --benchmark-typing). */
int64_t pet_gtk_window_take_longest_slice(PetGtkWindow *window);

#ifdef __cplusplus
}
#endif
