/* pet_gtk.h — the C side of the pet-browser window, as Swift sees it.
 *
 * Only <stdbool.h>, <stdint.h> and <stddef.h> are included: GTK's types stay in the .c files
 * and Swift holds opaque pointers (`void *` for any GObject). Every symbol starts with pet_gtk_.
 *
 * The widgets are declared in GtkBuilder templates (the .ui files in Resources/ui) and their classes in C
 * the GNOME way. Swift binds view-model outputs to template children through a few generic
 * calls (set a property, connect a signal), so there is no C function per widget, and no text a
 * person reads is in C. C keeps what only C does well: the classes, the virtual tree model and
 * the list's row-count slicing, picture decoding, and GTK's variadic and macro-only idioms.
 *
 * Every function must be called on the thread that called pet_gtk_init_check (the main thread),
 * except pet_gtk_idle_add.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The pixel sizes pictures are shown at: the list's thumbnails and the card's picture. */
#define PET_GTK_THUMBNAIL_SIZE 48
#define PET_GTK_PICTURE_SIZE 256

typedef struct _PetGtkWindow PetGtkWindow; /* the browser window (GtkApplicationWindow) */

/* Frees a box handed to C (Swift: Unmanaged.release). */
typedef void (*PetGtkDestroyNotify)(void *user_data);
typedef void (*PetGtkCallback)(void *user_data);
/* A signal's handler: `argument` is the signal's first argument when it is a number, boolean or
 * enum (a row, a response id, a toggle's state), else 0. */
typedef void (*PetGtkSignalCallback)(int64_t argument, void *user_data);
/* Returns a newly allocated (malloc) UTF-8 string that the caller frees, or NULL for "". */
typedef char *(*PetGtkCellTextFunc)(uint32_t row, uint32_t column, void *user_data);

/* The list's columns, asked of the cell text function; the window template's cell attributes
 * use the same numbers. */
typedef enum {
  PET_GTK_COLUMN_IMAGE_PATH, /* a picture file, or "" for the placeholder */
  PET_GTK_COLUMN_NAME,
  PET_GTK_COLUMN_SPECIES,
  PET_GTK_COLUMN_AGE,
  PET_GTK_COLUMN_FEE,
  PET_GTK_COLUMN_STAR,       /* the favourite star: "★", "☆", "★…" while saving */
  PET_GTK_COLUMN_STAR_LABEL, /* the star's tooltip, e.g. "Add Stuart to favourites" */
  PET_GTK_COLUMN_STAR_NAME,  /* what screen readers call the star cell, e.g. "Favourite" */
  PET_GTK_COLUMN_STAR_CHECKED, /* "1" when the pet is a favourite, "" when not */
  PET_GTK_N_COLUMNS
} PetGtkColumn;

/* ---- Process ---------------------------------------------------------------------------- */

/* gtk_init_check without argv (our flags are parsed first). `ui_dir` holds the .ui templates,
 * `placeholder_path` the picture for pets without one (NULL: a theme icon), `css_path` the style
 * sheet and `icons_path` an extra icon folder (each NULL for none). False without a display. */
bool pet_gtk_init_check(const char *ui_dir, const char *placeholder_path, const char *css_path,
                        const char *icons_path);
/* Runs pending GTK events without blocking (tests). */
void pet_gtk_iterate_pending(void);
/* Frees a string the shim returned as newly allocated. */
void pet_gtk_free(void *pointer);
/* Runs `callback` once on the main loop (g_idle_add), then `destroy` releases `user_data`.
 * Safe from any thread: how background work comes back to GTK. */
void pet_gtk_idle_add(PetGtkCallback callback, void *user_data, PetGtkDestroyNotify destroy);

/* ---- Any GObject ------------------------------------------------------------------------ */

/* A new object of the registered type `type_name` (e.g. "GtkAboutDialog", "PetGtkCard"),
 * returned with one strong reference (a floating one is sunk). */
void *pet_gtk_object_new(const char *type_name);
void *pet_gtk_object_ref(void *object);
void pet_gtk_object_unref(void *object);
/* Sets or reads a property. Strings are set as given: a GtkLabel's "label" is never markup.
 * A GtkFileChooser's file is set and read as the string "filename" (it has no such property):
 * set, the chooser opens in its folder with it selected.
 * The int calls take booleans, enums, flags and integers. */
void pet_gtk_object_set_string(void *object, const char *property, const char *value);
char *pet_gtk_object_dup_string(void *object, const char *property);
void pet_gtk_object_set_int(void *object, const char *property, int64_t value);
int64_t pet_gtk_object_get_int(void *object, const char *property);
void pet_gtk_object_set_object(void *object, const char *property, void *value);
/* Connects `callback` to `signal` (e.g. "clicked", "notify::is-active"); `destroy` releases
 * `user_data` when the handler goes (disconnected, or the object finalized). A handler of a
 * signal that returns a boolean returns FALSE, so default handlers still run. */
uint64_t pet_gtk_signal_connect(void *object, const char *signal, PetGtkSignalCallback callback,
                                void *user_data, PetGtkDestroyNotify destroy);
/* Emits `signal` with each argument zero or NULL, as a click or an action would (tests). */
void pet_gtk_signal_emit(void *object, const char *signal);
/* The object that the template of `widget` names `name` (borrowed), or NULL. */
void *pet_gtk_template_child(void *widget, const char *name);
/* A new object `name` from the .ui file `file` in the templates folder, with one reference. */
void *pet_gtk_builder_load(const char *file, const char *name);

/* ---- Widgets ---------------------------------------------------------------------------- */

void pet_gtk_container_add(void *container, void *child);
/* Destroys a widget (a window: as its close button does once it is allowed to close). */
void pet_gtk_widget_destroy(void *widget);
/* The height `widget` would like at the width it would like (its natural size), in pixels. */
int pet_gtk_widget_get_natural_height(void *widget);
/* The height of the work area (the screen less its panels) of the monitor `widget` is on, or of
 * the display's first monitor before it is shown; 0 when there is none. */
int pet_gtk_widget_get_workarea_height(void *widget);
/* Asks a window to close, as its close button does (gtk_window_close): it may ask first. */
void pet_gtk_window_close(void *window);
/* The window's size as the window manager has it (gtk_window_get_size), for saving. */
void pet_gtk_window_get_size(void *window, int *width, int *height);
/* Maximises a window (before it is shown: it opens maximised). */
void pet_gtk_window_maximize(void *window);
/* The accessible name and description screen readers get (NULL leaves one as it is). */
void pet_gtk_widget_set_accessible(void *widget, const char *name, const char *description);
/* The accessible name (`description` false) or description, newly allocated. */
char *pet_gtk_widget_dup_accessible(void *widget, bool description);
/* Hands `uri` to the desktop's program for its scheme (a mail program for mailto:), as
 * gtk_show_uri_on_window does, over the window `widget` is in. NULL when a program took it,
 * else why not, newly allocated (free with pet_gtk_free). */
char *pet_gtk_show_uri(void *widget, const char *uri);
/* Sends a focus-out event to `widget`, as leaving it with Tab would (tests). */
void pet_gtk_widget_send_focus_out(void *widget);
/* Replaces a list of strings an object shows: a GtkComboBoxText's items (each item's id is its
 * text, so "active-id" reads it), or a GtkFileChooser's filters, given in pairs: a filter's
 * name, then its glob patterns separated by spaces ("Catalogues (*.json)", "*.json *.JSON"). */
void pet_gtk_object_set_items(void *object, const char *const *items, size_t n_items);
/* Appends to a GMenu an item `label` running `action`, or, when `section` is not NULL, the
 * section `section` (label and action unused). */
void pet_gtk_menu_append(void *menu, const char *label, const char *action, void *section);
/* Where `widget` lies in its toplevel window, in pixels from the window's top left corner;
 * false while it is not mapped. For checking a layout (right to left, nothing overlapping). */
bool pet_gtk_widget_get_bounds(void *widget, int32_t *x, int32_t *y, int32_t *width, int32_t *height);
/* Lays out every widget right to left (true), as for Arabic or Hebrew, or left to right
 * (gtk_widget_set_default_direction); GTK picks it from the locale otherwise. */
void pet_gtk_set_default_direction(bool right_to_left);
/* Saves what `widget`'s window shows (read back from the display) to a PNG file. On failure
 * returns false and sets *error to a newly allocated message (free with pet_gtk_free). */
bool pet_gtk_widget_save_png(void *widget, const char *path, int32_t *width, int32_t *height,
                             char **error);

/* ---- Actions and the application -------------------------------------------------------- */

/* Adds the action `name` to `map` (an application or a window): `callback` runs when it is
 * activated. Returns the GSimpleAction (borrowed), whose "enabled" can be set. */
void *pet_gtk_action_add(void *map, const char *name, PetGtkSignalCallback callback,
                         void *user_data, PetGtkDestroyNotify destroy);
/* Binds `accels` (space-separated, e.g. "F1 <Primary>question") to `action` ("win.search"). */
void pet_gtk_app_set_accels(void *app, const char *action, const char *accels);
/* g_application_run with argv = { argv0 }: GTK never sees our flags. Returns the exit status. */
int pet_gtk_app_run(void *app, const char *argv0);

/* ---- The window ------------------------------------------------------------------------- */

/* Its "row-selected" signal carries the selected row (or -1) when the person selects one,
 * "star-activated" the row whose star was clicked, and "first-frame" fires once, after the
 * first frame is painted and the main loop is idle again ("picture-failed": see the card).
 * The help overlay (F1): a GtkShortcutsWindow, whose content is destroyed with it (GTK 3 leaves
 * it behind otherwise; see pet_gtk_window.c). */
void pet_gtk_window_set_help_overlay(PetGtkWindow *window, void *shortcuts_window);
/* The list: `func` gives each visible cell's text; it is released with the window. */
void pet_gtk_window_set_cell_text_func(PetGtkWindow *window, PetGtkCellTextFunc func,
                                       void *user_data, PetGtkDestroyNotify destroy);
/* Shows rows 0..<n_rows. The rows on screen are right at once; the count itself moves in
 * slices of a few milliseconds, the first now and the rest between frames, so a large change
 * never holds a frame (before the window is shown it is set in one go). */
void pet_gtk_window_set_row_count(PetGtkWindow *window, uint32_t n_rows);
/* The row count as the tree view's model reports it now. */
uint32_t pet_gtk_window_get_row_count(PetGtkWindow *window);
/* The longest slice of row changes since the last call, in µs, and starts counting anew. */
int64_t pet_gtk_window_take_longest_slice(PetGtkWindow *window);
/* A row's text as the tree view reads it (gtk_tree_model_get); newly allocated. */
char *pet_gtk_window_dup_cell_text(PetGtkWindow *window, uint32_t row, PetGtkColumn column);
/* Selects and scrolls to `row` without emitting "row-selected"; -1 unselects. */
void pet_gtk_window_select_row(PetGtkWindow *window, int32_t row);
int32_t pet_gtk_window_get_selected_row(PetGtkWindow *window);
/* The texts of `row` changed; -1 redraws every row. */
void pet_gtk_window_row_changed(PetGtkWindow *window, int32_t row);
/* Clicks the star of `row` as the mouse would. False when the row is not laid out. */
bool pet_gtk_window_click_star(PetGtkWindow *window, uint32_t row);

/* ---- The card ------------------------------------------------------------------------- */

/* A PetGtkCard shows its picture through its "image-path" property: set it to a picture file
 * (NULL shows the placeholder). The file is decoded off the main thread, at the card's size,
 * and refused over PET_PICTURE_PIXEL_LIMIT pixels (pet_picture.h); the placeholder shows while
 * it loads and if it fails. Read "image-path" for the file shown or loading, NULL while the
 * placeholder shows instead; "picture-loading" (boolean) is TRUE while it decodes.
 *
 * A picture that fails makes the card (its own picture) or the window (a thumbnail) emit
 * "picture-failed" with the PetPictureFailure kind; while it runs, the emitter's read-only
 * properties "failed-picture" (the file), "failed-picture-width", "failed-picture-height" (the
 * size it claims) and "failed-picture-detail" (the decoder's words, or NULL) say the rest. The
 * window's "pictures-loading" is TRUE while any thumbnail decodes. */

#ifdef __cplusplus
}
#endif
