/* pet_gtk_star_cell_accessible.c — PetGtkStarCellAccessible, what screen readers get for a star
 * cell: a toggle button named and checked as its PetGtkStarRenderer says for the row.
 */
#include "pet_gtk_private.h"

struct _PetGtkStarCellAccessible {
  GtkTextCellAccessible parent_instance;
  char                 *name;
  gboolean              checked;
};

G_DEFINE_FINAL_TYPE (PetGtkStarCellAccessible, pet_gtk_star_cell_accessible,
                     GTK_TYPE_TEXT_CELL_ACCESSIBLE)

/* Called once the tree view has filled the renderer for this cell's row. */
static void
pet_gtk_star_cell_accessible_update_cache (GtkCellAccessible *cell,
                                           gboolean           emit_signal)
{
  PetGtkStarCellAccessible *self = (PetGtkStarCellAccessible *) cell;
  g_autoptr(GtkCellRenderer) renderer = NULL;
  gboolean was_checked = self->checked;
  const char *name;

  GTK_CELL_ACCESSIBLE_CLASS (pet_gtk_star_cell_accessible_parent_class)
      ->update_cache (cell, emit_signal);
  g_object_get (cell, "renderer", &renderer, NULL);
  if (renderer == NULL || !PET_GTK_IS_STAR_RENDERER (renderer))
    return;
  name = pet_gtk_star_renderer_get_accessible_name (PET_GTK_STAR_RENDERER (renderer));
  if (g_strcmp0 (self->name, name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (name);
      if (emit_signal)
        g_object_notify (G_OBJECT (self), "accessible-name");
    }
  self->checked = pet_gtk_star_renderer_get_checked (PET_GTK_STAR_RENDERER (renderer));
  if (emit_signal && was_checked != self->checked)
    atk_object_notify_state_change (ATK_OBJECT (self), ATK_STATE_CHECKED, self->checked);
}

static const char *
pet_gtk_star_cell_accessible_get_name (AtkObject *object)
{
  PetGtkStarCellAccessible *self = (PetGtkStarCellAccessible *) object;

  return self->name != NULL ? self->name
                            : ATK_OBJECT_CLASS (pet_gtk_star_cell_accessible_parent_class)
                                  ->get_name (object);
}

static AtkRole
pet_gtk_star_cell_accessible_get_role (AtkObject *object)
{
  return ATK_ROLE_TOGGLE_BUTTON;
}

static AtkStateSet *
pet_gtk_star_cell_accessible_ref_state_set (AtkObject *object)
{
  AtkStateSet *states =
      ATK_OBJECT_CLASS (pet_gtk_star_cell_accessible_parent_class)->ref_state_set (object);

  atk_state_set_add_state (states, ATK_STATE_CHECKABLE);
  if (((PetGtkStarCellAccessible *) object)->checked)
    atk_state_set_add_state (states, ATK_STATE_CHECKED);
  return states;
}

static void
pet_gtk_star_cell_accessible_finalize (GObject *object)
{
  g_free (((PetGtkStarCellAccessible *) object)->name);
  G_OBJECT_CLASS (pet_gtk_star_cell_accessible_parent_class)->finalize (object);
}

static void
pet_gtk_star_cell_accessible_class_init (PetGtkStarCellAccessibleClass *klass)
{
  AtkObjectClass *atk_class = ATK_OBJECT_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = pet_gtk_star_cell_accessible_finalize;
  atk_class->get_name = pet_gtk_star_cell_accessible_get_name;
  atk_class->get_role = pet_gtk_star_cell_accessible_get_role;
  atk_class->ref_state_set = pet_gtk_star_cell_accessible_ref_state_set;
  GTK_CELL_ACCESSIBLE_CLASS (klass)->update_cache = pet_gtk_star_cell_accessible_update_cache;
}

static void
pet_gtk_star_cell_accessible_init (PetGtkStarCellAccessible *self)
{
}

