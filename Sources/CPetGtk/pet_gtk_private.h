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

/* The card (pet_gtk_card.c). */
GtkWidget *pet_gtk_card_get_widget (PetGtkCard *card);

/* A Swift closure carried by a signal handler or an idle source (pet_gtk_window.c): the
 * callback, its retained box, and the box's release function, called by swift_closure_free. */
typedef struct {
  gpointer            callback; /* one of the PetGtk…Callback types */
  gpointer            user_data;
  PetGtkDestroyNotify destroy;
  PetGtkWindow       *window; /* borrowed: the window outlives its widgets' handlers */
} SwiftClosure;

SwiftClosure *swift_closure_new    (gpointer            callback,
                                    gpointer            user_data,
                                    PetGtkDestroyNotify destroy,
                                    PetGtkWindow       *window);
void          swift_closure_free   (gpointer data);
/* The GClosureNotify form of swift_closure_free, for g_signal_connect_data. */
void          swift_closure_notify (gpointer  data,
                                    GClosure *unused);

/* The toplevel, for dialogs that are transient for it. */
GtkWindow    *pet_gtk_window_get_toplevel (PetGtkWindow *window);
/* Saves what `widget`'s toplevel shows (read back from the display) to a PNG file. */
gboolean      pet_gtk_save_widget_png     (GtkWidget  *widget,
                                           const char *path,
                                           int32_t    *width,
                                           int32_t    *height,
                                           char      **error);

G_END_DECLS
