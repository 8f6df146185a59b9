/* pet_gtk_private.h — declarations shared by the shim's .c files; never seen by Swift. */
#pragma once

#include <gtk/gtk.h>
#include <handy.h>
#include <gtk/gtk-a11y.h>

#include "pet_gtk.h"

G_BEGIN_DECLS

#define PET_GTK_THUMBNAIL_SIZE 48
#define PET_GTK_PICTURE_SIZE 256

/* The classes the templates declare (pet_gtk_window.c, pet_gtk_card.c). */
#define PET_GTK_TYPE_WINDOW (pet_gtk_window_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkWindow, pet_gtk_window, PET_GTK, WINDOW, GtkApplicationWindow)
#define PET_GTK_TYPE_CARD (pet_gtk_card_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkCard, pet_gtk_card, PET_GTK, CARD, GtkBox)
#define PET_GTK_TYPE_FORM (pet_gtk_form_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkForm, pet_gtk_form, PET_GTK, FORM, GtkDialog)

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

/* A bounded, path-keyed cache of pictures decoded at one size (pet_gtk_pictures.c). */
typedef struct _PetGtkPictureCache PetGtkPictureCache;

PetGtkPictureCache *pet_gtk_picture_cache_new    (const char *placeholder_path,
                                                  gint        size,
                                                  guint       capacity);
void                pet_gtk_picture_cache_free   (PetGtkPictureCache *cache);
/* The picture at `path` (NULL or "" for the placeholder), borrowed from the cache. */
GdkPixbuf          *pet_gtk_picture_cache_lookup (PetGtkPictureCache *cache,
                                                  const char         *path);
/* The picture shown for NULL, "" and pictures that cannot be read, borrowed from the cache. */
GdkPixbuf          *pet_gtk_picture_cache_get_placeholder (PetGtkPictureCache *cache);
/* The placeholder at `size`: the placeholder file, or the theme's missing-image icon. */
GdkPixbuf          *pet_gtk_load_placeholder     (const char *placeholder_path,
                                                  gint        size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PetGtkPictureCache, pet_gtk_picture_cache_free)

G_END_DECLS
