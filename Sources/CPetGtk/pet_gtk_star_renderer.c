/* pet_gtk_star_renderer.c — PetGtkStarRenderer, the star column's text renderer ("★", "☆").
 *
 * For the row it is drawing or describing, it also holds what screen readers call the cell and
 * whether it is checked; its cells' accessibles (PetGtkStarCellAccessible) are toggle buttons
 * with that name and state.
 */
#include "pet_gtk_private.h"

struct _PetGtkStarRenderer {
  GtkCellRendererText parent_instance;
  char               *accessible_name;
  gboolean            checked;
};

G_DEFINE_FINAL_TYPE (PetGtkStarRenderer, pet_gtk_star_renderer, GTK_TYPE_CELL_RENDERER_TEXT)

/* The row's star name and state, from the model, as the tree view fills the renderer. */
void
pet_gtk_star_renderer_cell_data_func (GtkTreeViewColumn *column,
                                      GtkCellRenderer   *cell,
                                      GtkTreeModel      *model,
                                      GtkTreeIter       *iter,
                                      gpointer           user_data)
{
  PetGtkStarRenderer *self = (PetGtkStarRenderer *) cell;
  g_autofree char *checked = NULL;

  g_clear_pointer (&self->accessible_name, g_free);
  gtk_tree_model_get (model, iter, PET_GTK_COLUMN_STAR_NAME, &self->accessible_name,
                      PET_GTK_COLUMN_STAR_CHECKED, &checked, -1);
  self->checked = checked != NULL && checked[0] != '\0';
}

static void
pet_gtk_star_renderer_finalize (GObject *object)
{
  g_free (((PetGtkStarRenderer *) object)->accessible_name);
  G_OBJECT_CLASS (pet_gtk_star_renderer_parent_class)->finalize (object);
}

static void
pet_gtk_star_renderer_class_init (PetGtkStarRendererClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pet_gtk_star_renderer_finalize;
  gtk_cell_renderer_class_set_accessible_type (GTK_CELL_RENDERER_CLASS (klass),
                                               pet_gtk_star_cell_accessible_get_type ());
}

static void
pet_gtk_star_renderer_init (PetGtkStarRenderer *self)
{
}

const char *
pet_gtk_star_renderer_get_accessible_name (PetGtkStarRenderer *self)
{
  return self->accessible_name;
}

gboolean
pet_gtk_star_renderer_get_checked (PetGtkStarRenderer *self)
{
  return self->checked;
}
