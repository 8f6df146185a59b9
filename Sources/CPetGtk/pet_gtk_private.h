/* pet_gtk_private.h — declarations shared by the shim's .c files; never seen by Swift. */
#pragma once

#include <gtk/gtk.h>
#include <handy.h>
#include <gtk/gtk-a11y.h>

#include "pet_gtk.h"
#include "pet_gtk_testing.h"

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
/* Sets the texts a list column must be wide enough for, and sizes it (pet_gtk_window.c). */
void        pet_gtk_tree_view_column_set_samples      (GtkTreeViewColumn  *column,
                                                       const char *const  *texts,
                                                       gsize               n_texts);
/* What screen readers call the star cell being drawn or described, and whether it is checked. */
const char *pet_gtk_star_renderer_get_accessible_name (PetGtkStarRenderer *self);
gboolean    pet_gtk_star_renderer_get_checked         (PetGtkStarRenderer *self);

/* Reads `file` from the templates folder and makes it `widget_class`'s template. */
void pet_gtk_class_set_template (GtkWidgetClass *widget_class,
                                 const char     *file);

/* The virtual list model (pet_gtk_model.c). */
#define PET_GTK_TYPE_ROW_MODEL (pet_gtk_row_model_get_type ())
G_DECLARE_FINAL_TYPE (PetGtkRowModel, pet_gtk_row_model, PET_GTK, ROW_MODEL, GObject)

PetGtkRowModel *pet_gtk_row_model_new           (void);
void            pet_gtk_row_model_set_text_func (PetGtkRowModel    *self,
                                                 PetGtkCellTextFunc func,
                                                 gpointer           user_data,
                                                 GDestroyNotify     destroy);
void            pet_gtk_row_model_resize        (PetGtkRowModel *self,
                                                 guint           n_rows);
void            pet_gtk_row_model_changed       (PetGtkRowModel *self,
                                                 guint           first,
                                                 guint           last);
guint           pet_gtk_row_model_get_n_rows    (PetGtkRowModel *self);
void            pet_gtk_row_model_set_first     (PetGtkRowModel *self,
                                                 guint           first);
guint           pet_gtk_row_model_get_first     (PetGtkRowModel *self);
char           *pet_gtk_row_model_get_text      (PetGtkRowModel *self,
                                                 guint           row,
                                                 guint           column);

G_END_DECLS
