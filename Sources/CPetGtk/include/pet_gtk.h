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
 *  - signals carry Swift closures as a retained box and a destroy-notify that releases it;
 *  - the adoption form is a GtkDialog (gtk_dialog_new_with_buttons is variadic) whose widget
 *    tree, radio groups and error labels are built here; Swift only sets texts and reads values;
 *  - the pet_gtk_…_click_… and pet_gtk_form_set_… drivers let tests act as a person would,
 *    through the same signals a click or a keystroke emits.
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
typedef struct _PetGtkForm PetGtkForm;     /* the "Ask to adopt" dialog and its widgets */

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
  PET_GTK_COLUMN_STAR,       /* the favourite star: "★", "☆", "★…" while saving */
  PET_GTK_COLUMN_STAR_LABEL, /* the star's tooltip, e.g. "Add Stuart to favourites" */
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

/* The detail card's buttons. */
typedef enum {
  PET_GTK_CARD_BUTTON_FAVORITE,     /* the star */
  PET_GTK_CARD_BUTTON_ASK_TO_ADOPT, /* opens the adoption form */
  PET_GTK_N_CARD_BUTTONS
} PetGtkCardButton;

/* The adoption form's fields, in the order it shows them. */
typedef enum {
  PET_GTK_FORM_NAME,             /* entry */
  PET_GTK_FORM_EMAIL,            /* entry */
  PET_GTK_FORM_PHONE,            /* entry */
  PET_GTK_FORM_CHILDREN,         /* choice: 0 yes, 1 no */
  PET_GTK_FORM_OTHER_PETS,       /* entry */
  PET_GTK_FORM_HOUSING,          /* choice: 0 own, 1 rent */
  PET_GTK_FORM_LANDLORD_CONSENT, /* check box: 0 unticked, 1 ticked */
  PET_GTK_FORM_MESSAGE,          /* multi-line text */
  PET_GTK_FORM_N_FIELDS
} PetGtkFormField;

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
/* Shows rows 0..<n_rows. The rows on screen are right at once; the count itself moves row by
 * row in slices of a few milliseconds, the first now and the rest between frames, so a large
 * change never holds a frame (before the window is shown it is set in one go). */
void pet_gtk_window_set_row_count(PetGtkWindow *window, uint32_t n_rows);
/* Whether the count has reached the one last set (no slices left to run). */
bool pet_gtk_window_get_rows_settled(PetGtkWindow *window);
/* The longest slice of row changes since the last call, in µs, and starts counting anew
 * (for --benchmark-typing: a slice longer than a frame would drop one). */
int64_t pet_gtk_window_take_longest_slice(PetGtkWindow *window);
/* The row count as the tree view's model reports it now (gtk_tree_model_iter_n_children). */
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

/* The favourite stars in the list. `callback` gets the row whose star was clicked, or the
 * selected row on Ctrl+D (the window's "toggle-favorite" action). */
void pet_gtk_window_connect_star_activated(PetGtkWindow *window, PetGtkIndexCallback callback,
                                           void *user_data, PetGtkDestroyNotify destroy);
/* Draws the stars dimmed and ignores clicks on them (the favourites cannot be saved). */
void pet_gtk_window_set_stars_sensitive(PetGtkWindow *window, bool sensitive);
/* The texts of `row` changed (gtk_tree_model_row_changed); -1 redraws every row. */
void pet_gtk_window_row_changed(PetGtkWindow *window, int32_t row);
/* Clicks the star of `row` as the mouse would (a button press on its cell). The window must
 * be shown. Returns false when the row is not laid out. */
bool pet_gtk_window_click_star(PetGtkWindow *window, uint32_t row);
/* Activates a window action by name, as its shortcut would, e.g. "toggle-favorite". */
void pet_gtk_window_activate_action(PetGtkWindow *window, const char *name);

/* A message bar above the list (GtkInfoBar, with a close button): `text`, or hidden when NULL. */
void pet_gtk_window_show_message(PetGtkWindow *window, const char *text);
/* The message shown, or NULL when the bar is hidden; owned by the bar. */
const char *pet_gtk_window_get_message(PetGtkWindow *window);
/* Called when the person closes the message bar (the bar hides itself). */
void pet_gtk_window_connect_message_closed(PetGtkWindow *window, PetGtkCallback callback,
                                           void *user_data, PetGtkDestroyNotify destroy);
/* Clicks the message bar's close button (tests). */
void pet_gtk_window_close_message(PetGtkWindow *window);

/* A toggle button in the filter row, e.g. "_Favourites". Returns the toggle's number. */
int32_t pet_gtk_window_add_toggle(PetGtkWindow *window, const char *mnemonic_label,
                                  const char *accessible_name);
void pet_gtk_window_set_toggle_active(PetGtkWindow *window, int32_t toggle, bool active);
bool pet_gtk_window_get_toggle_active(PetGtkWindow *window, int32_t toggle);
/* Called with 1 (pressed) or 0 whenever the toggle changes. */
void pet_gtk_window_connect_toggle_changed(PetGtkWindow *window, int32_t toggle,
                                           PetGtkIndexCallback callback, void *user_data,
                                           PetGtkDestroyNotify destroy);
/* The count label's text (gtk_label_get_text); owned by the label. */
const char *pet_gtk_window_get_count_text(PetGtkWindow *window);
/* Called whenever the window becomes the active one (to pick up changes made elsewhere). */
void pet_gtk_window_connect_activated(PetGtkWindow *window, PetGtkCallback callback,
                                      void *user_data, PetGtkDestroyNotify destroy);

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
/* Sets a button's text (never markup), its tooltip and accessible name, and whether it can be
 * clicked; an insensitive button keeps its tooltip, so it can say why. */
void pet_gtk_card_set_button(PetGtkCard *card, PetGtkCardButton button, const char *text,
                             const char *tooltip, bool sensitive);
/* Called when the button is clicked (mouse, Space or Enter). */
void pet_gtk_card_connect_button_clicked(PetGtkCard *card, PetGtkCardButton button,
                                         PetGtkCallback callback, void *user_data,
                                         PetGtkDestroyNotify destroy);
/* Clicks the button as a person would (gtk_button_clicked, only when sensitive). */
void pet_gtk_card_click_button(PetGtkCard *card, PetGtkCardButton button);
/* The button's text, and its tooltip as screen readers get it (its accessible name); owned by
 * the button. */
const char *pet_gtk_card_get_button_text(PetGtkCard *card, PetGtkCardButton button);
const char *pet_gtk_card_get_button_tooltip(PetGtkCard *card, PetGtkCardButton button);
bool pet_gtk_card_get_button_sensitive(PetGtkCard *card, PetGtkCardButton button);

/* ---- Adoption form ---------------------------------------------------------------------- */

/* A modal dialog, transient for `parent`, with a labelled widget and an error label per field,
 * a status line, and Send and Cancel buttons. Not shown until pet_gtk_form_present. */
PetGtkForm *pet_gtk_form_new(PetGtkWindow *parent);
/* Destroys the dialog, releasing every Swift box it carries. */
void pet_gtk_form_free(PetGtkForm *form);
void pet_gtk_form_present(PetGtkForm *form);
void pet_gtk_form_set_title(PetGtkForm *form, const char *title);
/* A field's label (for a check box, its text). */
void pet_gtk_form_set_label(PetGtkForm *form, PetGtkFormField field, const char *text);
/* The error shown next to a field, or none when `text` is NULL. */
void pet_gtk_form_set_message(PetGtkForm *form, PetGtkFormField field, const char *text);
/* The error shown next to a field (gtk_label_get_text), or NULL when none is shown. */
const char *pet_gtk_form_get_message(PetGtkForm *form, PetGtkFormField field);
void pet_gtk_form_set_field_visible(PetGtkForm *form, PetGtkFormField field, bool visible);
bool pet_gtk_form_get_field_visible(PetGtkForm *form, PetGtkFormField field);
/* Whether the fields can be changed (not while sending, nor once sent). */
void pet_gtk_form_set_editable(PetGtkForm *form, bool editable);
/* The Send button's text and sensitivity, and the other button's text ("Cancel", "Close"). */
void pet_gtk_form_set_buttons(PetGtkForm *form, const char *send_text, bool send_sensitive,
                              const char *close_text);
bool pet_gtk_form_get_send_sensitive(PetGtkForm *form);
/* The line under the form, or hidden when `text` is NULL. */
void pet_gtk_form_set_status(PetGtkForm *form, const char *text);
/* The status line, or NULL when hidden; owned by the label. */
const char *pet_gtk_form_get_status(PetGtkForm *form);

/* A text field's contents; newly allocated (free with pet_gtk_free). */
char *pet_gtk_form_dup_text(PetGtkForm *form, PetGtkFormField field);
/* A choice's answer (see PetGtkFormField), or -1 when none is chosen yet. */
int32_t pet_gtk_form_get_choice(PetGtkForm *form, PetGtkFormField field);

/* Called with the field whenever its text or choice changes. */
void pet_gtk_form_connect_changed(PetGtkForm *form, PetGtkIndexCallback callback,
                                  void *user_data, PetGtkDestroyNotify destroy);
/* Called with the field when a text field loses the keyboard focus. */
void pet_gtk_form_connect_left(PetGtkForm *form, PetGtkIndexCallback callback, void *user_data,
                               PetGtkDestroyNotify destroy);
void pet_gtk_form_connect_send(PetGtkForm *form, PetGtkCallback callback, void *user_data,
                               PetGtkDestroyNotify destroy);
/* Called when the person closes the dialog (Cancel, Close, Escape, the title bar). */
void pet_gtk_form_connect_closed(PetGtkForm *form, PetGtkCallback callback, void *user_data,
                                 PetGtkDestroyNotify destroy);

/* Drivers, acting as a person would through the widgets' own signals (tests): type into a
 * field, pick an answer, leave a field (a focus-out), click Send. */
void pet_gtk_form_set_text(PetGtkForm *form, PetGtkFormField field, const char *text);
void pet_gtk_form_set_choice(PetGtkForm *form, PetGtkFormField field, int32_t choice);
void pet_gtk_form_leave_field(PetGtkForm *form, PetGtkFormField field);
void pet_gtk_form_click_send(PetGtkForm *form);
/* Saves what the dialog shows to a PNG file; as pet_gtk_window_save_png. */
bool pet_gtk_form_save_png(PetGtkForm *form, const char *path, char **error);

#ifdef __cplusplus
}
#endif
