/* pet_gtk.h — the C side of the pet-browser window, as Swift sees it.
 *
 * Only <stdbool.h>, <stdint.h> and <stddef.h> are included here: GTK's types stay in
 * pet_gtk.c, and Swift holds opaque pointers. Every symbol starts with pet_gtk_ / PetGtk.
 *
 * Why each group is in C rather than Swift:
 *  - the widget tree, the action and accelerator wiring, the shortcuts window (GtkBuilder XML)
 *    and the About dialog (variadic gtk_show_about_dialog) are GTK's C idioms: G_CALLBACK and
 *    G_TYPE_* are macros, g_object_set and friends are variadic;
 *  - the list's GtkTreeModel is a GObject interface implemented in C (a virtual list: a row is
 *    a position, cell texts are asked of Swift only for rows on screen), so 100,000 pets need no
 *    per-row object and a filter change costs one pass;
 *  - signals carry Swift closures as a retained box and a destroy-notify that releases it.
 *
 * All functions must be called on the thread that called pet_gtk_init_check (the main thread).
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct _PetGtkApp PetGtkApp;       /* a GtkApplication */
typedef struct _PetGtkWindow PetGtkWindow; /* the browser window and its widgets */
typedef struct _PetGtkCard PetGtkCard;     /* the detail card's widgets */

/* Frees a box handed to C (Swift: Unmanaged.release). */
typedef void (*PetGtkDestroyNotify)(void *user_data);
typedef void (*PetGtkCallback)(void *user_data);
/* `index` is a row or a choice position; -1 means none. */
typedef void (*PetGtkIndexCallback)(int32_t index, void *user_data);
typedef void (*PetGtkTextCallback)(const char *text, void *user_data);
/* Returns a newly allocated (malloc) UTF-8 string that the caller frees, or NULL for "". */
typedef char *(*PetGtkCellTextFunc)(uint32_t row, uint32_t column, void *user_data);

/* The list's columns, asked of the cell text function. */
typedef enum {
  PET_GTK_COLUMN_IMAGE_PATH, /* a picture file, or "" for the placeholder */
  PET_GTK_COLUMN_NAME,
  PET_GTK_COLUMN_SPECIES,
  PET_GTK_COLUMN_AGE,
  PET_GTK_COLUMN_FEE,
  PET_GTK_N_COLUMNS
} PetGtkColumn;

/* The detail card's text fields, one label each. */
typedef enum {
  PET_GTK_FIELD_NAME,
  PET_GTK_FIELD_AGE,
  PET_GTK_FIELD_FEE,
  PET_GTK_FIELD_BREED,
  PET_GTK_FIELD_SEX,
  PET_GTK_FIELD_SIZE,
  PET_GTK_FIELD_TEMPERAMENT,
  PET_GTK_FIELD_HEALTH,
  PET_GTK_FIELD_STATUS,
  PET_GTK_FIELD_DESCRIPTION,
  PET_GTK_N_FIELDS
} PetGtkField;

/* ---- Process ---------------------------------------------------------------------------- */

/* gtk_init_check without touching argv (our flags are parsed before GTK sees anything).
 * Returns false when no display can be opened. Call once, on the main thread. */
bool pet_gtk_init_check(void);
/* Runs pending GTK events without blocking (tests). */
void pet_gtk_iterate_pending(void);
/* Frees a string the shim returned as newly allocated. */
void pet_gtk_free(void *pointer);
/* Runs `callback` once on the main loop (g_idle_add); `destroy` then releases `user_data`.
 * Safe to call from any thread: this is how background work comes back to GTK. */
void pet_gtk_idle_add(PetGtkCallback callback, void *user_data, PetGtkDestroyNotify destroy);

/* ---- Application ------------------------------------------------------------------------ */

/* A GtkApplication with `app_id`; `unique` makes a second launch raise the first window. */
PetGtkApp *pet_gtk_app_new(const char *app_id, bool unique);
void pet_gtk_app_free(PetGtkApp *app);
/* Calls `callback` on "activate" (each launch); `destroy` releases `user_data` with the app. */
void pet_gtk_app_connect_activate(PetGtkApp *app, PetGtkCallback callback, void *user_data,
                                  PetGtkDestroyNotify destroy);
/* g_application_run with argv = { argv0 }: GTK never sees our flags. Returns the exit status. */
int pet_gtk_app_run(PetGtkApp *app, const char *argv0);
void pet_gtk_app_quit(PetGtkApp *app);

/* ---- Window ----------------------------------------------------------------------------- */

typedef struct {
  const char *title;            /* header bar title, e.g. "Pet Browser" */
  const char *subtitle;         /* the shelter's name, or NULL */
  const char *placeholder_path; /* picture for pets without one, or NULL (a theme icon) */
  const char *css_path;         /* style sheet, or NULL */
  const char *icons_path;       /* extra icon theme folder (the app icon), or NULL */
  const char *version;          /* for the About dialog */
  int32_t thumbnail_size;       /* list pictures, in pixels (e.g. 48) */
  int32_t picture_size;         /* the card's picture, in pixels (e.g. 256) */
} PetGtkWindowConfig;

/* Builds the whole window (header bar, menu, search bar, filters, list, card, empty state,
 * shortcuts window). `app` may be NULL (tests): then there are no app actions. */
PetGtkWindow *pet_gtk_window_new(PetGtkApp *app, const PetGtkWindowConfig *config);
/* Destroys the window and everything it holds, releasing every Swift box it carries. */
void pet_gtk_window_free(PetGtkWindow *window);
void pet_gtk_window_present(PetGtkWindow *window);
/* The card inside the window; owned by the window. */
PetGtkCard *pet_gtk_window_get_card(PetGtkWindow *window);

/* The list: `func` gives each visible cell's text; it is released with the window. */
void pet_gtk_window_set_cell_text_func(PetGtkWindow *window, PetGtkCellTextFunc func,
                                       void *user_data, PetGtkDestroyNotify destroy);
/* Shows rows 0..<n_rows, dropping the old ones (one pass, no per-row objects). */
void pet_gtk_window_set_row_count(PetGtkWindow *window, uint32_t n_rows);
/* The row count as the tree view's model reports it (gtk_tree_model_iter_n_children). */
uint32_t pet_gtk_window_get_row_count(PetGtkWindow *window);
/* Asks the text of a row as the tree view would see it (gtk_tree_model_get); newly allocated. */
char *pet_gtk_window_dup_cell_text(PetGtkWindow *window, uint32_t row, PetGtkColumn column);
/* Selects and scrolls to `row`; -1 unselects. */
void pet_gtk_window_select_row(PetGtkWindow *window, int32_t row);
int32_t pet_gtk_window_get_selected_row(PetGtkWindow *window);
/* Called with the selected row (or -1) whenever the selection changes. */
void pet_gtk_window_connect_selection_changed(PetGtkWindow *window, PetGtkIndexCallback callback,
                                              void *user_data, PetGtkDestroyNotify destroy);

/* The count label, e.g. "3 of 27 pets". */
void pet_gtk_window_set_count_text(PetGtkWindow *window, const char *text);
/* Replaces the list and card by the empty state (`empty` true) or brings them back. */
void pet_gtk_window_set_empty_state(PetGtkWindow *window, bool empty, const char *title,
                                    const char *message);
bool pet_gtk_window_get_empty_state_visible(PetGtkWindow *window);

/* Search: puts `text` in the search entry, opening the search bar unless it is empty. */
void pet_gtk_window_set_search_text(PetGtkWindow *window, const char *text);
/* Called with the entry's text on each (debounced) change. */
void pet_gtk_window_connect_search_changed(PetGtkWindow *window, PetGtkTextCallback callback,
                                           void *user_data, PetGtkDestroyNotify destroy);

/* Filters and sort: a labelled drop-down in the filter row, or `above_list` beside the count.
 * `mnemonic_label` uses "_" for the Alt key; `accessible_name` is read by screen readers.
 * Returns the choice's number. */
int32_t pet_gtk_window_add_choice(PetGtkWindow *window, const char *mnemonic_label,
                                  const char *accessible_name, bool above_list);
void pet_gtk_window_append_choice_item(PetGtkWindow *window, int32_t choice, const char *text);
void pet_gtk_window_set_choice_active(PetGtkWindow *window, int32_t choice, int32_t item);
int32_t pet_gtk_window_get_choice_active(PetGtkWindow *window, int32_t choice);
/* Called with the chosen item whenever the choice changes. */
void pet_gtk_window_connect_choice_changed(PetGtkWindow *window, int32_t choice,
                                           PetGtkIndexCallback callback, void *user_data,
                                           PetGtkDestroyNotify destroy);

/* Calls `callback` once, after the window's first frame has been painted and the main loop
 * is idle again. */
void pet_gtk_window_connect_first_frame(PetGtkWindow *window, PetGtkCallback callback,
                                        void *user_data, PetGtkDestroyNotify destroy);
/* The toplevel's size in pixels as GDK has it. */
void pet_gtk_window_get_size(PetGtkWindow *window, int32_t *width, int32_t *height);
/* Saves what the window shows (read back from the display) to a PNG file. On failure returns false and sets *error to a
 * newly allocated message (free with pet_gtk_free). */
bool pet_gtk_window_save_png(PetGtkWindow *window, const char *path, int32_t *width,
                             int32_t *height, char **error);

/* ---- Card ------------------------------------------------------------------------------- */

/* A card on its own (tests); the window makes its own. Free with pet_gtk_card_free. */
PetGtkCard *pet_gtk_card_new(const char *placeholder_path, int32_t picture_size);
void pet_gtk_card_free(PetGtkCard *card);
/* Sets a field's label with gtk_label_set_text: the text is never read as markup. */
void pet_gtk_card_set_text(PetGtkCard *card, PetGtkField field, const char *text);
/* Shows the picture at `path` scaled to the card's size, or the placeholder when `path` is
 * NULL or cannot be read; `description` becomes the picture's accessible description. */
void pet_gtk_card_set_image(PetGtkCard *card, const char *path, const char *description);
/* The text the field's label holds (gtk_label_get_text); owned by the label. */
const char *pet_gtk_card_get_text(PetGtkCard *card, PetGtkField field);
/* Whether the field's label reads its text as Pango markup (it must not). */
bool pet_gtk_card_get_uses_markup(PetGtkCard *card, PetGtkField field);
/* The picture file shown, or NULL when the placeholder is shown. */
const char *pet_gtk_card_get_image_path(PetGtkCard *card);
/* The picture's accessible description as ATK reports it. */
const char *pet_gtk_card_get_image_description(PetGtkCard *card);

#ifdef __cplusplus
}
#endif
