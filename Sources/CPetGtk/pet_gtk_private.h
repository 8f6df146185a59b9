/* pet_gtk_private.h — declarations shared by the shim's .c files; never seen by Swift. */
#pragma once

#include <gtk/gtk.h>
#include <handy.h>
#include <gtk/gtk-a11y.h>

#include "pet_gtk.h"
#include "pet_picture.h"

G_BEGIN_DECLS

/* The classes the templates declare, one to a file: pet_gtk_window.c, pet_gtk_pet_list.c,
 * pet_gtk_star_renderer.c, pet_gtk_star_cell_accessible.c, pet_gtk_card.c, pet_gtk_form.c. */
#define PET_GTK_TYPE_WINDOW (pet_gtk_window_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkWindow, pet_gtk_window, PET_GTK, WINDOW, GtkApplicationWindow)
#define PET_GTK_TYPE_PET_LIST (pet_gtk_pet_list_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkPetList, pet_gtk_pet_list, PET_GTK, PET_LIST, GtkTreeView)
#define PET_GTK_TYPE_STAR_RENDERER (pet_gtk_star_renderer_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkStarRenderer, pet_gtk_star_renderer, PET_GTK, STAR_RENDERER,
                      GtkCellRendererText)
#define PET_GTK_TYPE_STAR_CELL_ACCESSIBLE (pet_gtk_star_cell_accessible_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkStarCellAccessible, pet_gtk_star_cell_accessible, PET_GTK,
                      STAR_CELL_ACCESSIBLE, GtkTextCellAccessible)
#define PET_GTK_TYPE_CARD (pet_gtk_card_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkCard, pet_gtk_card, PET_GTK, CARD, GtkBox)
#define PET_GTK_TYPE_FORM (pet_gtk_form_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkForm, pet_gtk_form, PET_GTK, FORM, GtkDialog)

/* The star column's cell data function: fills the renderer's name and state for the row. */
void        pet_gtk_star_renderer_cell_data_func      (GtkTreeViewColumn  *column,
                                                       GtkCellRenderer    *cell,
                                                       GtkTreeModel       *model,
                                                       GtkTreeIter        *iter,
                                                       gpointer            user_data);
/* What screen readers call the star cell being drawn or described, and whether it is checked. */
const char *pet_gtk_star_renderer_get_accessible_name (PetGtkStarRenderer *self);
gboolean    pet_gtk_star_renderer_get_checked         (PetGtkStarRenderer *self);

/* Reads `file` from the templates folder and makes it `widget_class`'s template. */
void pet_gtk_class_set_template (GtkWidgetClass *widget_class,
                                 const char     *file);
/* The placeholder picture's path, as pet_gtk_init_check was given it (or NULL). */
const char *pet_gtk_placeholder_path (void);

/* The virtual list model (pet_gtk_model.c). */
#define PET_GTK_TYPE_ROW_MODEL (pet_gtk_row_model_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkRowModel, pet_gtk_row_model, PET_GTK, ROW_MODEL, GObject)

PetGtkRowModel *pet_gtk_row_model_new           (void);
void            pet_gtk_row_model_set_text_func (PetGtkRowModel    *self,
                                                 PetGtkCellTextFunc func,
                                                 gpointer           user_data,
                                                 GDestroyNotify     destroy);
void            pet_gtk_row_model_reset         (PetGtkRowModel *self,
                                                 guint           n_rows);
void            pet_gtk_row_model_resize        (PetGtkRowModel *self,
                                                 guint           n_rows);
void            pet_gtk_row_model_changed       (PetGtkRowModel *self,
                                                 guint           first,
                                                 guint           last);
guint           pet_gtk_row_model_get_n_rows    (PetGtkRowModel *self);

/* A bounded, path-keyed cache of pictures decoded at one size, off the main thread
 * (pet_gtk_pictures.c). */
typedef struct _PetGtkPictureCache PetGtkPictureCache;

/* What a look-up found. */
typedef enum {
  PET_GTK_PICTURE_NONE,    /* no path: the placeholder */
  PET_GTK_PICTURE_LOADING, /* being decoded: the placeholder for now */
  PET_GTK_PICTURE_SHOWN,   /* the picture */
  PET_GTK_PICTURE_FAILED,  /* cannot be shown: the placeholder */
} PetGtkPictureState;

/* Called on the main thread when the picture at `path` is decoded (`problem` NULL) or fails. */
typedef void (*PetGtkPictureDoneFunc) (const char              *path,
                                       const PetPictureProblem *problem,
                                       gpointer                 user_data);

PetGtkPictureCache *pet_gtk_picture_cache_new    (const char *placeholder_path,
                                                  gint        size,
                                                  guint       capacity);
/* Also stops the decodes under way; their results are dropped. */
void                pet_gtk_picture_cache_free   (PetGtkPictureCache *cache);
void                pet_gtk_picture_cache_set_done_func (PetGtkPictureCache    *cache,
                                                         PetGtkPictureDoneFunc  done,
                                                         gpointer               user_data);
/* Device pixels per application pixel (gtk_widget_get_scale_factor); a change decodes anew. */
void                pet_gtk_picture_cache_set_scale (PetGtkPictureCache *cache,
                                                     gint                scale);
/* What to show for `path` (NULL or "" for the placeholder), borrowed from the cache; a
 * picture not yet cached starts decoding, and the placeholder shows until it is done. */
cairo_surface_t    *pet_gtk_picture_cache_lookup (PetGtkPictureCache *cache,
                                                  const char         *path,
                                                  PetGtkPictureState *state);
/* The catalogue's folder, which every picture must lie in, links followed (NULL: each
 * picture's own folder); a change empties the cache. */
void                pet_gtk_picture_cache_set_folder (PetGtkPictureCache *cache,
                                                      const char         *folder);
/* The surface shown for NULL, "", pictures still loading and pictures that fail. */
cairo_surface_t    *pet_gtk_picture_cache_get_placeholder (PetGtkPictureCache *cache);
/* Whether any decode is under way. */
gboolean            pet_gtk_picture_cache_is_loading (PetGtkPictureCache *cache);
/* The placeholder at `size`: the placeholder file, or the theme's missing-image icon. */
GdkPixbuf          *pet_gtk_load_placeholder     (const char *placeholder_path,
                                                  gint        size);

/* A failed picture, as the "picture-failed" signal's emitter shows it in its read-only
 * properties "failed-picture" (path), "failed-picture-width", "-height" (what the file
 * claims) and "-detail" (the decoder's words) while the signal runs. */
typedef struct {
  const char              *path;
  const PetPictureProblem *problem;
} PetGtkPictureFailure;

/* Installs those four properties, from `first_property_id` on, and the "picture-failed" signal
 * (int: the PetPictureFailure kind); returns the signal's id. */
guint pet_gtk_picture_failure_install (GObjectClass *object_class,
                                       guint         first_property_id);
/* Emits "picture-failed" (`signal_id`) on `owner` for `path`, with `*failure` (the owner's
 * field those properties read) holding it while the handlers run. */
void pet_gtk_picture_failure_emit    (gpointer                 owner,
                                      guint                    signal_id,
                                      PetGtkPictureFailure    *failure,
                                      const char              *path,
                                      const PetPictureProblem *problem);
/* Reads the property `offset` (0 to 3) after the first. */
void pet_gtk_picture_failure_get     (const PetGtkPictureFailure *failure,
                                      guint                       offset,
                                      GValue                     *value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PetGtkPictureCache, pet_gtk_picture_cache_free)

G_END_DECLS
