/* pet_gtk.h — the C side of the pet-browser window, as Swift sees it.
 *
 * Only <stdbool.h>, <stdint.h> and <stddef.h> are included: GTK's types stay in the .c files
 * and Swift holds opaque pointers (`void *` for any GObject). Every symbol starts with pet_gtk_.
 *
 * The widgets are declared in GtkBuilder templates (the .ui files in Resources/ui) and their
 * classes in C the GNOME way, one class to a file. Every object a template names with an id is
 * reachable by that id (pet_gtk_template_child); Swift declares the ids once (WindowPart,
 * CardPart, FormPart) and a test checks them against the .ui files. Swift binds view-model outputs
 * through a few generic calls (set a property, connect or emit a signal), so there is no C
 * function per widget, and no text a person reads is in C, errors included. C keeps what only C
 * does well: the classes, the virtual tree model and the list's row-count slicing, and GTK's
 * variadic and macro-only idioms. The picture cache is Swift's (PictureCache).
 *
 * What only tests and benchmarks use is in pet_gtk_testing.h.
 *
 * Every function must be called on the thread that called pet_gtk_init_check (the main thread),
 * except pet_gtk_timeout_add.
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
 * enum (a row, a response id, a toggle's state), the address of an object borrowed for the
 * call (a GApplicationCommandLine), else 0. */
typedef void (*PetGtkSignalCallback)(int64_t argument, void *user_data);
/* Returns a newly allocated (malloc) UTF-8 string that the caller frees, or NULL for "". */
typedef char *(*PetGtkCellTextFunc)(uint32_t row, uint32_t column, void *user_data);
/* Returns the row's thumbnail at `scale` device pixels per pixel: a cairo_surface_t borrowed
 * from the caller's picture cache. */
typedef void *(*PetGtkCellPictureFunc)(uint32_t row, int32_t scale, void *user_data);

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
  PET_GTK_COLUMN_STATUS,     /* beside the name: "Adopted", "On hold"; "" when available */
  PET_GTK_COLUMN_DISTANCE,   /* how far its shelter is from the place asked, e.g. "4.2 mi" */
  PET_GTK_N_COLUMNS
} PetGtkColumn;

/* ---- Process ---------------------------------------------------------------------------- */

/* gtk_init_check without argv (our flags are parsed first). `ui_dir` holds the .ui templates,
 * `css_path` the style sheet and `icons_path` an extra icon folder (each NULL for none). False
 * without a display. */
bool pet_gtk_init_check(const char *ui_dir, const char *css_path, const char *icons_path);
/* Frees a string the shim returned as newly allocated. */
void pet_gtk_free(void *pointer);
/* Runs `callback` once on the main loop after `milliseconds` (0: as soon as it is idle), then
 * `destroy` releases `user_data`. Safe from any thread: how background work comes back to GTK. */
void pet_gtk_timeout_add(uint32_t milliseconds, PetGtkCallback callback, void *user_data,
                         PetGtkDestroyNotify destroy);

/* ---- Any GObject ------------------------------------------------------------------------ */

/* A new object of the registered type `type_name` (e.g. "GtkAboutDialog", "PetGtkCard"),
 * returned with one strong reference (a floating one is sunk). A GtkDialog is made with a
 * header bar. */
void *pet_gtk_object_new(const char *type_name);
void *pet_gtk_object_ref(void *object);
void pet_gtk_object_unref(void *object);
/* Sets or reads a property. Strings are set as given: a GtkLabel's "label" is never markup.
 * A GtkFileChooser's file is set and read as the string "filename" (it has no such property):
 * set, the chooser opens in its folder with it selected.
 * The int calls take booleans, enums, flags and integers. A widget is put in a container by
 * setting its "parent". */
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
/* Emits `signal`, as a click, an action or a class's action signal would: its first argument,
 * when it is a number, boolean or enum, is `argument`; every other argument is zero or NULL. */
void pet_gtk_signal_emit(void *object, const char *signal, int64_t argument);
/* The object that the template of `widget` names `name` (borrowed), or NULL. */
void *pet_gtk_template_child(void *widget, const char *name);

/* ---- Widgets ---------------------------------------------------------------------------- */

/* Destroys a widget (a window: as its close button does once it is allowed to close). */
void pet_gtk_widget_destroy(void *widget);
/* Asks a window to close, as its close button does (gtk_window_close): it may ask first. */
void pet_gtk_window_close(void *window);
/* The accessible name and description screen readers get (NULL leaves one as it is). */
void pet_gtk_widget_set_accessible(void *widget, const char *name, const char *description);
/* Hands `uri` to the desktop's program for its scheme (a mail program for mailto:), as
 * gtk_show_uri_on_window does, over the window `widget` is in. True when a program took it;
 * else false with GIO's error code (a GIOErrorEnum, e.g. G_IO_ERROR_NOT_SUPPORTED: no program
 * for it) in `*error_code`, which Swift puts into words. */
bool pet_gtk_show_uri(void *widget, const char *uri, int32_t *error_code);
/* Replaces a list of strings an object shows: a GtkComboBoxText's items (each item's id is its
 * text, so "active-id" reads it); a GtkFileChooser's filter: its name, then its glob patterns,
 * one each ("Catalogues (*.json, *.sqlite, *.csv)", "*.json", "*.JSON", …); a list column's samples,
 * the texts it must be wide enough for (PetGtkWindow's columns). */
void pet_gtk_object_set_items(void *object, const char *const *items, size_t n_items);
/* Appends to a GMenu an item `label` running `action`, or, when `section` is not NULL, the
 * section `section` (label and action unused). */
void pet_gtk_menu_append(void *menu, const char *label, const char *action, void *section);

/* Why a screenshot could not be made. */
typedef enum {
  PET_GTK_SCREENSHOT_OK,
  PET_GTK_SCREENSHOT_NOT_SHOWN, /* the window has not been shown yet */
  PET_GTK_SCREENSHOT_NO_PICTURE, /* the display gave back no picture of it */
  PET_GTK_SCREENSHOT_NOT_ENCODED, /* gdk-pixbuf could not make a PNG of it */
} PetGtkScreenshotProblem;
/* What `widget`'s window shows, read back from the display, as PNG bytes (newly allocated, free
 * with pet_gtk_free; `*length` of them) and its size; NULL with the problem otherwise. */
uint8_t *pet_gtk_widget_snapshot_png(void *widget, size_t *length, int32_t *width,
                                     int32_t *height, PetGtkScreenshotProblem *problem);

/* ---- Actions and the application -------------------------------------------------------- */

/* Adds the action `name` to `map` (an application or a window): `callback` runs when it is
 * activated. Returns the GSimpleAction (borrowed), whose "enabled" can be set. */
void *pet_gtk_action_add(void *map, const char *name, PetGtkSignalCallback callback,
                         void *user_data, PetGtkDestroyNotify destroy);
/* Binds `accels` (space-separated, e.g. "F1 <Primary>question") to `action` ("win.search"). */
void pet_gtk_app_set_accels(void *app, const char *action, const char *accels);

/* ---- The window ------------------------------------------------------------------------- */

/* PetGtkWindow, the browser window. Its list is driven through properties and signals:
 *   "row-count" (int): the list's rows. The tree view holds a window of at most 1,024 of them,
 *     slid as the list scrolls (with a scrollbar of its own past that), so a change of count
 *     costs the same on a list of any length.
 *   "selected-row" (int, -1 for none): set, selects and scrolls to the row without emitting
 *     "row-selected"; read, the row selected. Rows count from the list's start, here and in
 *     the signals and the cell functions, whatever part of it the tree view holds.
 *   "redraw-row" (action signal, int row; -1: every row): the row's texts changed.
 *   "row-selected" (int row or -1): the person selected a row; "star-activated" (int row): its
 *     star was clicked; "first-frame": the first frame is painted and the loop idle again.
 *   "help-overlay" (object, write-only): the GtkShortcutsWindow of F1, whose content is
 *     destroyed with it (GTK 3 leaves it behind otherwise; see pet_gtk_window.c).
 *   "maximize" (action signal): opens maximised (before it is shown); "current-width" and
 *     "current-height": its size as the window manager has it, for saving.
 *   "list-narrow" (boolean): the list is narrower than its columns want ("full-list-width").
 * The rows' texts and thumbnails come from `text_func` and `picture_func`, with `user_data`,
 * released by `destroy` with the window. */
/* The text of a cell of the list's row `row` (free it with free), or NULL past the list's end. */
char *pet_gtk_window_get_cell_text(PetGtkWindow *window, uint32_t row, uint32_t column);

void pet_gtk_window_set_row_source(PetGtkWindow *window, PetGtkCellTextFunc text_func,
                                   PetGtkCellPictureFunc picture_func, void *user_data,
                                   PetGtkDestroyNotify destroy);

#ifdef __cplusplus
}
#endif
