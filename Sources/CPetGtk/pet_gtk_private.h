/* pet_gtk_private.h — declarations shared by the shim's .c files; never seen by Swift. */
#pragma once

#include <gtk/gtk.h>

#include "pet_gtk.h"

G_BEGIN_DECLS

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
/* The placeholder at `size`: the placeholder file, or the theme's missing-image icon. */
GdkPixbuf          *pet_gtk_load_placeholder     (const char *placeholder_path,
                                                  gint        size);

/* The card (pet_gtk_card.c). */
GtkWidget *pet_gtk_card_get_widget (PetGtkCard *card);

G_END_DECLS
