/* pet_gtk_model.c — PetGtkRowModel, a virtual GtkTreeModel for the pet list.
 *
 * A row is only a position: the model stores a count, and asks the cell text function (Swift's
 * PetListViewModel) for the text of a cell when the tree view draws it. So a list of 100,000
 * pets costs no per-row object, and showing a new filter result is one set of the count.
 *
 * The model shows a window of the list: its row 0 is the list's row `first`. The tree view
 * keeps bookkeeping for every row it is given (a red-black tree node each, 1.5 µs to add), so
 * the window (pet_gtk_window.c) gives it a thousand-odd rows of a million and slides them.
 */
#include "pet_gtk_private.h"

struct _PetGtkRowModel {
  GObject parent_instance;

  gint stamp;
  guint n_rows; /* the rows the views see */
  guint first;  /* the list's row that is the model's row 0 */
  PetGtkCellTextFunc text_func;
  gpointer text_data;
  GDestroyNotify text_destroy;
};

static void pet_gtk_row_model_tree_model_init (GtkTreeModelIface *iface);
static inline void iter_set (PetGtkRowModel *self, GtkTreeIter *iter, guint row);

G_DEFINE_TYPE_WITH_CODE (PetGtkRowModel, pet_gtk_row_model, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_TREE_MODEL,
                                                pet_gtk_row_model_tree_model_init))

static void
pet_gtk_row_model_finalize (GObject *object)
{
  PetGtkRowModel *self = PET_GTK_ROW_MODEL (object);

  if (self->text_destroy != NULL)
    self->text_destroy (self->text_data);

  G_OBJECT_CLASS (pet_gtk_row_model_parent_class)->finalize (object);
}

static void
pet_gtk_row_model_class_init (PetGtkRowModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pet_gtk_row_model_finalize;
}

static void
pet_gtk_row_model_init (PetGtkRowModel *self)
{
  self->stamp = g_random_int ();
}

PetGtkRowModel *
pet_gtk_row_model_new (void)
{
  return g_object_new (PET_GTK_TYPE_ROW_MODEL, NULL);
}

void
pet_gtk_row_model_set_text_func (PetGtkRowModel    *self,
                                 PetGtkCellTextFunc func,
                                 gpointer           user_data,
                                 GDestroyNotify     destroy)
{
  if (self->text_destroy != NULL)
    self->text_destroy (self->text_data);
  self->text_func = func;
  self->text_data = user_data;
  self->text_destroy = destroy;
}

/* Grows or shrinks the list at its end, telling the views row by row (row-inserted,
 * row-deleted): the cost is the difference, not the size. The rows that stay keep their
 * positions; the caller says which of them now show other text (pet_gtk_row_model_changed). */
void
pet_gtk_row_model_resize (PetGtkRowModel *self,
                          guint           n_rows)
{
  GtkTreeIter iter;

  while (self->n_rows > n_rows)
    {
      g_autoptr(GtkTreePath) path = NULL;

      self->n_rows--;
      path = gtk_tree_path_new_from_indices ((gint) self->n_rows, -1);
      gtk_tree_model_row_deleted (GTK_TREE_MODEL (self), path);
    }
  while (self->n_rows < n_rows)
    {
      g_autoptr(GtkTreePath) path = gtk_tree_path_new_from_indices ((gint) self->n_rows, -1);

      self->n_rows++;
      iter_set (self, &iter, self->n_rows - 1);
      gtk_tree_model_row_inserted (GTK_TREE_MODEL (self), path, &iter);
    }
}

/* Tells the views that rows first..last (inclusive) now show other text. */
void
pet_gtk_row_model_changed (PetGtkRowModel *self,
                           guint           first,
                           guint           last)
{
  GtkTreeIter iter;

  for (guint row = first; row <= last && row < self->n_rows; row++)
    {
      g_autoptr(GtkTreePath) path = gtk_tree_path_new_from_indices ((gint) row, -1);

      iter_set (self, &iter, row);
      gtk_tree_model_row_changed (GTK_TREE_MODEL (self), path, &iter);
    }
}

guint
pet_gtk_row_model_get_n_rows (PetGtkRowModel *self)
{
  return self->n_rows;
}

/* Slides the window: the model's rows now show the list from row `first`. The views are not
 * told; the caller says which rows on screen changed (pet_gtk_row_model_changed). */
void
pet_gtk_row_model_set_first (PetGtkRowModel *self,
                             guint           first)
{
  self->first = first;
}

guint
pet_gtk_row_model_get_first (PetGtkRowModel *self)
{
  return self->first;
}

/* The text of a cell of the list's row `row`, inside the window or not; free it with g_free. */
char *
pet_gtk_row_model_get_text (PetGtkRowModel *self,
                            guint           row,
                            guint           column)
{
  if (self->text_func == NULL || column >= PET_GTK_N_COLUMNS)
    return NULL;
  return self->text_func (row, column, self->text_data);
}

static inline gboolean
iter_is_valid (PetGtkRowModel *self,
               GtkTreeIter    *iter)
{
  return iter != NULL && iter->stamp == self->stamp
         && GPOINTER_TO_UINT (iter->user_data) < self->n_rows;
}

static inline void
iter_set (PetGtkRowModel *self,
          GtkTreeIter    *iter,
          guint           row)
{
  iter->stamp = self->stamp;
  iter->user_data = GUINT_TO_POINTER (row);
  iter->user_data2 = NULL;
  iter->user_data3 = NULL;
}

static GtkTreeModelFlags
get_flags (GtkTreeModel *model)
{
  return GTK_TREE_MODEL_LIST_ONLY | GTK_TREE_MODEL_ITERS_PERSIST;
}

static gint
get_n_columns (GtkTreeModel *model)
{
  return PET_GTK_N_COLUMNS;
}

static GType
get_column_type (GtkTreeModel *model,
                 gint          column)
{
  return G_TYPE_STRING;
}

static gboolean
get_iter (GtkTreeModel *model,
          GtkTreeIter  *iter,
          GtkTreePath  *path)
{
  PetGtkRowModel *self = PET_GTK_ROW_MODEL (model);
  gint depth = 0;
  gint *indices = gtk_tree_path_get_indices_with_depth (path, &depth);

  if (depth != 1 || indices[0] < 0 || (guint) indices[0] >= self->n_rows)
    return FALSE;
  iter_set (self, iter, (guint) indices[0]);
  return TRUE;
}

static GtkTreePath *
get_path (GtkTreeModel *model,
          GtkTreeIter  *iter)
{
  PetGtkRowModel *self = PET_GTK_ROW_MODEL (model);

  g_return_val_if_fail (iter_is_valid (self, iter), NULL);
  return gtk_tree_path_new_from_indices ((gint) GPOINTER_TO_UINT (iter->user_data), -1);
}

static void
get_value (GtkTreeModel *model,
           GtkTreeIter  *iter,
           gint          column,
           GValue       *value)
{
  PetGtkRowModel *self = PET_GTK_ROW_MODEL (model);

  g_value_init (value, G_TYPE_STRING);
  g_return_if_fail (iter_is_valid (self, iter));
  g_return_if_fail (column >= 0 && column < PET_GTK_N_COLUMNS);

  /* The text is malloc'd; GLib's allocator is the system malloc, so the GValue may own it. */
  g_value_take_string (value, pet_gtk_row_model_get_text (self, self->first + GPOINTER_TO_UINT (iter->user_data),
                                                          (guint) column));
}

static gboolean
iter_next (GtkTreeModel *model,
           GtkTreeIter  *iter)
{
  PetGtkRowModel *self = PET_GTK_ROW_MODEL (model);
  guint next;

  if (!iter_is_valid (self, iter))
    return FALSE;
  next = GPOINTER_TO_UINT (iter->user_data) + 1;
  if (next >= self->n_rows)
    {
      iter->stamp = 0;
      return FALSE;
    }
  iter_set (self, iter, next);
  return TRUE;
}

static gboolean
iter_previous (GtkTreeModel *model,
               GtkTreeIter  *iter)
{
  PetGtkRowModel *self = PET_GTK_ROW_MODEL (model);
  guint row;

  if (!iter_is_valid (self, iter))
    return FALSE;
  row = GPOINTER_TO_UINT (iter->user_data);
  if (row == 0)
    {
      iter->stamp = 0;
      return FALSE;
    }
  iter_set (self, iter, row - 1);
  return TRUE;
}

static gboolean
iter_nth_child (GtkTreeModel *model,
                GtkTreeIter  *iter,
                GtkTreeIter  *parent,
                gint          n)
{
  PetGtkRowModel *self = PET_GTK_ROW_MODEL (model);

  if (parent != NULL || n < 0 || (guint) n >= self->n_rows)
    return FALSE;
  iter_set (self, iter, (guint) n);
  return TRUE;
}

static gboolean
iter_children (GtkTreeModel *model,
               GtkTreeIter  *iter,
               GtkTreeIter  *parent)
{
  return iter_nth_child (model, iter, parent, 0);
}

static gboolean
iter_has_child (GtkTreeModel *model,
                GtkTreeIter  *iter)
{
  return FALSE;
}

static gint
iter_n_children (GtkTreeModel *model,
                 GtkTreeIter  *iter)
{
  PetGtkRowModel *self = PET_GTK_ROW_MODEL (model);

  return iter == NULL ? (gint) MIN (self->n_rows, (guint) G_MAXINT) : 0;
}

static gboolean
iter_parent (GtkTreeModel *model,
             GtkTreeIter  *iter,
             GtkTreeIter  *child)
{
  return FALSE;
}

static void
pet_gtk_row_model_tree_model_init (GtkTreeModelIface *iface)
{
  iface->get_flags = get_flags;
  iface->get_n_columns = get_n_columns;
  iface->get_column_type = get_column_type;
  iface->get_iter = get_iter;
  iface->get_path = get_path;
  iface->get_value = get_value;
  iface->iter_next = iter_next;
  iface->iter_previous = iter_previous;
  iface->iter_children = iter_children;
  iface->iter_has_child = iter_has_child;
  iface->iter_n_children = iter_n_children;
  iface->iter_nth_child = iter_nth_child;
  iface->iter_parent = iter_parent;
}
