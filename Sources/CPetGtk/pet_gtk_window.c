/* pet_gtk_window.c — PetGtkWindow, the browser window declared by window.ui.
 *
 * The template declares every widget; Swift sets their texts and connects their signals. What
 * stays here is what only C does well: the virtual list (a row model, its cells, the row count
 * moved in slices between frames), clicks and tooltips on the star cells, and three signals:
 * "row-selected" (int row, or -1), "star-activated" (int row) and "first-frame".
 */
#include "pet_gtk_private.h"

#define THUMBNAIL_CACHE_CAPACITY 512

struct _PetGtkWindow {
  GtkApplicationWindow parent_instance;

  /* Template children: GTK clears them when the window is destroyed. */
  GtkSearchBar        *search_bar;
  GtkTreeView         *tree_view;
  GtkTreeViewColumn   *star_column;
  GtkCellRenderer     *star_renderer;
  GtkCellRenderer     *thumbnail_renderer;
  GtkTreeViewColumn   *picture_column;

  PetGtkRowModel      *model;
  PetGtkPictureCache  *thumbnails;
  gboolean             resetting_rows;
  guint                target_rows;   /* the row count the list is moving toward */
  gint32               pending_row;   /* a row to select once it exists, or -1 */
  guint                converge_id;   /* the idle source that moves the count, or 0 */
  guint                first_frame_id;
  gint64               longest_slice; /* µs, for --benchmark-typing */
};

enum { ROW_SELECTED, STAR_ACTIVATED, FIRST_FRAME, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PetGtkWindow, pet_gtk_window, GTK_TYPE_APPLICATION_WINDOW)

/* ---- The pets' list ------------------------------------------------------------------------ */

/* A GtkTreeView whose accessible is made only when something asks for it (a screen reader, a
 * test), and named then from its "accessible-name" and "accessible-description". GtkTreeView
 * keeps its accessible in step with the model by emitting children-changed for every cell of
 * every row added or removed, but only once the accessible exists: made eagerly, just to name
 * it, it cost each large list change about 1.5 µs a row (55 ms for a keystroke that hides
 * 40,000 pets) with no screen reader running. */
typedef struct {
  GtkTreeView parent_instance;
  char       *names[2];
} PetGtkPetList;
typedef GtkTreeViewClass PetGtkPetListClass;

G_DEFINE_TYPE (PetGtkPetList, pet_gtk_pet_list, GTK_TYPE_TREE_VIEW)

static AtkObject *
pet_gtk_pet_list_get_accessible (GtkWidget *widget)
{
  PetGtkPetList *self = (PetGtkPetList *) widget;
  AtkObject *accessible = GTK_WIDGET_CLASS (pet_gtk_pet_list_parent_class)->get_accessible (widget);

  if (accessible != NULL && self->names[0] != NULL)
    atk_object_set_name (accessible, self->names[0]);
  if (accessible != NULL && self->names[1] != NULL)
    atk_object_set_description (accessible, self->names[1]);
  return accessible;
}

static void
pet_gtk_pet_list_set_property (GObject      *object,
                               guint         property_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  PetGtkPetList *self = (PetGtkPetList *) object;

  g_free (self->names[property_id - 1]);
  self->names[property_id - 1] = g_value_dup_string (value);
}

static void
pet_gtk_pet_list_finalize (GObject *object)
{
  PetGtkPetList *self = (PetGtkPetList *) object;

  g_free (self->names[0]);
  g_free (self->names[1]);
  G_OBJECT_CLASS (pet_gtk_pet_list_parent_class)->finalize (object);
}

static void
pet_gtk_pet_list_class_init (PetGtkPetListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->set_property = pet_gtk_pet_list_set_property;
  object_class->finalize = pet_gtk_pet_list_finalize;
  GTK_WIDGET_CLASS (klass)->get_accessible = pet_gtk_pet_list_get_accessible;
  g_object_class_install_property (object_class, 1,
      g_param_spec_string ("accessible-name", NULL, NULL, NULL, G_PARAM_WRITABLE));
  g_object_class_install_property (object_class, 2,
      g_param_spec_string ("accessible-description", NULL, NULL, NULL, G_PARAM_WRITABLE));
}

static void
pet_gtk_pet_list_init (PetGtkPetList *self)
{
}

static void
thumbnail_cell_data_cb (GtkTreeViewColumn *column,
                        GtkCellRenderer   *cell,
                        GtkTreeModel      *model,
                        GtkTreeIter       *iter,
                        gpointer           user_data)
{
  PetGtkWindow *self = user_data;
  g_autoptr(GtkTreePath) row = gtk_tree_model_get_path (model, iter);
  g_autofree char *path = NULL;

  /* A row past the new count, still there while the count catches up, shows nothing. */
  if (gtk_tree_path_get_indices (row)[0] >= (gint) self->target_rows)
    {
      g_object_set (cell, "pixbuf", NULL, NULL);
      return;
    }
  gtk_tree_model_get (model, iter, PET_GTK_COLUMN_IMAGE_PATH, &path, -1);
  g_object_set (cell, "pixbuf", pet_gtk_picture_cache_lookup (self->thumbnails, path), NULL);
}

/* The row whose star is at (x, y) in the tree view's bin window, or -1. */
static gint32
star_row_at (PetGtkWindow *self,
             gdouble       x,
             gdouble       y)
{
  g_autoptr(GtkTreePath) path = NULL;
  GtkTreeViewColumn *column = NULL;

  if (!gtk_tree_view_get_path_at_pos (self->tree_view, (gint) x, (gint) y, &path, &column, NULL,
                                      NULL)
      || column != self->star_column)
    return -1;
  return gtk_tree_path_get_indices (path)[0];
}

/* A click on a star activates it and leaves the selection alone. */
static gboolean
tree_view_button_press_cb (GtkWidget      *widget,
                           GdkEventButton *event,
                           PetGtkWindow   *self)
{
  gint32 row;

  if (event->type != GDK_BUTTON_PRESS || event->button != GDK_BUTTON_PRIMARY
      || event->window != gtk_tree_view_get_bin_window (self->tree_view)
      || !gtk_cell_renderer_get_sensitive (self->star_renderer))
    return GDK_EVENT_PROPAGATE;
  row = star_row_at (self, event->x, event->y);
  if (row < 0)
    return GDK_EVENT_PROPAGATE;
  g_signal_emit (self, signals[STAR_ACTIVATED], 0, row);
  return GDK_EVENT_STOP;
}

/* The star's tooltip: set as text, never markup, since it holds the pet's name. */
static gboolean
tree_view_query_tooltip_cb (GtkWidget    *widget,
                            gint          x,
                            gint          y,
                            gboolean      keyboard_mode,
                            GtkTooltip   *tooltip,
                            PetGtkWindow *self)
{
  GtkTreeModel *model = NULL;
  GtkTreeIter iter;
  g_autoptr(GtkTreePath) path = NULL;
  GtkTreeViewColumn *column = self->star_column;
  g_autofree char *label = NULL;

  if (!gtk_tree_view_get_tooltip_context (self->tree_view, &x, &y, keyboard_mode, &model, &path,
                                          &iter))
    return FALSE;
  if (!keyboard_mode
      && (!gtk_tree_view_get_path_at_pos (self->tree_view, x, y, NULL, &column, NULL, NULL)
          || column != self->star_column))
    return FALSE;
  gtk_tree_model_get (model, &iter, PET_GTK_COLUMN_STAR_LABEL, &label, -1);
  if (label == NULL || label[0] == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, label);
  gtk_tree_view_set_tooltip_cell (self->tree_view, tooltip, path, column, NULL);
  return TRUE;
}

/* Typing in the list starts a search with what was typed. */
static gboolean
tree_view_key_press_cb (GtkWidget    *widget,
                        GdkEvent     *event,
                        PetGtkWindow *self)
{
  return gtk_search_bar_handle_event (self->search_bar, event);
}

/* Closing the search bar (Escape, the toggle) hands the keyboard back to the list. */
static void
search_mode_changed_cb (GObject      *search_bar,
                        GParamSpec   *pspec,
                        PetGtkWindow *self)
{
  if (!gtk_search_bar_get_search_mode (self->search_bar))
    gtk_widget_grab_focus (GTK_WIDGET (self->tree_view));
}

static void
selection_changed_cb (GtkTreeSelection *selection,
                      PetGtkWindow     *self)
{
  if (!self->resetting_rows)
    g_signal_emit (self, signals[ROW_SELECTED], 0, pet_gtk_window_get_selected_row (self));
}

/* ---- Rows: the count moves in slices ------------------------------------------------------- */

/* The view's bookkeeping per row (its red-black tree, and a "children-changed" signal per cell
 * from its accessible) costs about 1.5 µs per row inserted or deleted, and about 0.5 µs per
 * row, old and new, when the model is detached and reattached (measured on 100,000 pets; see
 * docs/performance.md): a keystroke that hides 40,000 pets would hold the main loop 60 ms.
 *
 * So the rows that stay are told at once that they show other pets (only those on screen need
 * telling), and the count moves toward its new value at the end of the list, row by row, in
 * slices of a few milliseconds: one before the frame, the rest in idle time between frames.
 * Rows past the new count show nothing until they go (deleting from the middle of the view's
 * tree costs ten times as much as from its end). Before the window is on screen there is no
 * frame to keep: the list is rebuilt in one go. */
#define FIRST_SLICE_USEC 1500
#define IDLE_SLICE_USEC 5000

static void
select_row_now (PetGtkWindow *self,
                gint32        row)
{
  g_autoptr(GtkTreePath) path = gtk_tree_path_new_from_indices (row, -1);

  self->resetting_rows = TRUE;
  gtk_tree_view_set_cursor (self->tree_view, path, NULL, FALSE);
  gtk_tree_view_scroll_to_cell (self->tree_view, path, NULL, FALSE, 0.0, 0.0);
  self->resetting_rows = FALSE;
}

/* Moves the count toward target_rows for at most `budget` µs; TRUE once it is there. */
static gboolean
converge_rows (PetGtkWindow *self,
               gint64        budget)
{
  gint64 started = g_get_monotonic_time ();
  guint n_rows = pet_gtk_row_model_get_n_rows (self->model);

  self->resetting_rows = TRUE;
  while (n_rows != self->target_rows && g_get_monotonic_time () < started + budget)
    {
      /* A hundred-odd rows (about 0.2 ms) between looks at the clock. */
      guint step = MIN (128, n_rows > self->target_rows ? n_rows - self->target_rows
                                                        : self->target_rows - n_rows);

      pet_gtk_row_model_resize (self->model,
                                n_rows > self->target_rows ? n_rows - step : n_rows + step);
      n_rows = pet_gtk_row_model_get_n_rows (self->model);
    }
  self->resetting_rows = FALSE;
  if (self->pending_row >= 0 && (guint) self->pending_row < n_rows)
    {
      select_row_now (self, self->pending_row);
      self->pending_row = -1;
    }
  self->longest_slice = MAX (self->longest_slice, g_get_monotonic_time () - started);
  return n_rows == self->target_rows;
}

static gboolean
converge_rows_cb (gpointer user_data)
{
  PetGtkWindow *self = user_data;

  if (!converge_rows (self, IDLE_SLICE_USEC))
    return G_SOURCE_CONTINUE;
  self->converge_id = 0;
  return G_SOURCE_REMOVE;
}

void
pet_gtk_window_set_row_count (PetGtkWindow *self,
                              uint32_t      n_rows)
{
  g_autoptr(GtkTreePath) start = NULL;
  g_autoptr(GtkTreePath) end = NULL;

  self->target_rows = n_rows;
  self->pending_row = -1;
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->resetting_rows = TRUE;
      gtk_tree_view_set_model (self->tree_view, NULL);
      pet_gtk_row_model_reset (self->model, n_rows);
      gtk_tree_view_set_model (self->tree_view, GTK_TREE_MODEL (self->model));
      self->resetting_rows = FALSE;
      g_clear_handle_id (&self->converge_id, g_source_remove);
      return;
    }
  /* The rows that stay now show other pets: only those on screen need telling. */
  if (gtk_tree_view_get_visible_range (self->tree_view, &start, &end))
    pet_gtk_row_model_changed (self->model, (guint) gtk_tree_path_get_indices (start)[0],
                               (guint) gtk_tree_path_get_indices (end)[0]);
  if (converge_rows (self, FIRST_SLICE_USEC))
    g_clear_handle_id (&self->converge_id, g_source_remove);
  else if (self->converge_id == 0)
    /* Below redrawing's priority, so each slice leaves room for a frame. */
    self->converge_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, converge_rows_cb, self, NULL);
}

uint32_t
pet_gtk_window_get_row_count (PetGtkWindow *self)
{
  GtkTreeModel *model = gtk_tree_view_get_model (self->tree_view);

  return model == NULL ? 0 : (uint32_t) gtk_tree_model_iter_n_children (model, NULL);
}

int64_t
pet_gtk_window_take_longest_slice (PetGtkWindow *self)
{
  gint64 longest = self->longest_slice;

  self->longest_slice = 0;
  return longest;
}

char *
pet_gtk_window_dup_cell_text (PetGtkWindow *self,
                              uint32_t      row,
                              PetGtkColumn  column)
{
  GtkTreeModel *model = gtk_tree_view_get_model (self->tree_view);
  GtkTreeIter iter;
  char *text = NULL;

  if (model == NULL || !gtk_tree_model_iter_nth_child (model, &iter, NULL, (gint) row))
    return NULL;
  gtk_tree_model_get (model, &iter, column, &text, -1);
  return text;
}

void
pet_gtk_window_select_row (PetGtkWindow *self,
                           int32_t       row)
{
  self->pending_row = -1;
  if (row < 0 || (guint) row >= self->target_rows)
    {
      self->resetting_rows = TRUE;
      gtk_tree_selection_unselect_all (gtk_tree_view_get_selection (self->tree_view));
      self->resetting_rows = FALSE;
    }
  else if ((guint) row >= pet_gtk_row_model_get_n_rows (self->model))
    self->pending_row = row; /* not there yet while the count catches up: selected when it is */
  else
    select_row_now (self, row);
}

int32_t
pet_gtk_window_get_selected_row (PetGtkWindow *self)
{
  GtkTreeModel *model = NULL;
  GtkTreeIter iter;
  g_autoptr(GtkTreePath) path = NULL;

  if (!gtk_tree_selection_get_selected (gtk_tree_view_get_selection (self->tree_view), &model,
                                        &iter))
    return -1;
  path = gtk_tree_model_get_path (model, &iter);
  return gtk_tree_path_get_indices (path)[0];
}

void
pet_gtk_window_row_changed (PetGtkWindow *self,
                            int32_t       row)
{
  if (row < 0)
    /* Cells are asked for when drawn: redrawing asks again, for the rows on screen only. */
    gtk_widget_queue_draw (GTK_WIDGET (self->tree_view));
  else if ((guint) row < pet_gtk_row_model_get_n_rows (self->model))
    pet_gtk_row_model_changed (self->model, (guint) row, (guint) row);
}

static void
send_button_event (PetGtkWindow *self,
                   GdkEventType  type,
                   GdkRectangle *area)
{
  GdkEvent *event = gdk_event_new (type);
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (GTK_WIDGET (self)));

  event->button.window = g_object_ref (gtk_tree_view_get_bin_window (self->tree_view));
  event->button.send_event = TRUE;
  event->button.x = area->x + area->width / 2.0;
  event->button.y = area->y + area->height / 2.0;
  event->button.button = GDK_BUTTON_PRIMARY;
  gdk_event_set_device (event, gdk_seat_get_pointer (seat));
  gtk_widget_event (GTK_WIDGET (self->tree_view), event);
  gdk_event_free (event);
}

bool
pet_gtk_window_click_star (PetGtkWindow *self,
                           uint32_t      row)
{
  g_autoptr(GtkTreePath) path = NULL;
  GdkRectangle area = { 0 };

  if (gtk_tree_view_get_bin_window (self->tree_view) == NULL
      || row >= pet_gtk_row_model_get_n_rows (self->model))
    return FALSE;
  path = gtk_tree_path_new_from_indices ((gint) row, -1);
  gtk_tree_view_get_cell_area (self->tree_view, path, self->star_column, &area);
  if (area.width <= 0 || area.height <= 0)
    return FALSE;
  /* The events a mouse click sends, to the same window, at the middle of the star. */
  send_button_event (self, GDK_BUTTON_PRESS, &area);
  send_button_event (self, GDK_BUTTON_RELEASE, &area);
  return TRUE;
}

void
pet_gtk_window_set_cell_text_func (PetGtkWindow       *self,
                                   PetGtkCellTextFunc  func,
                                   void               *user_data,
                                   PetGtkDestroyNotify destroy)
{
  pet_gtk_row_model_set_text_func (self->model, func, user_data, destroy);
}

void
pet_gtk_window_set_help_overlay (PetGtkWindow *self,
                                 void         *shortcuts_window)
{
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                           GTK_SHORTCUTS_WINDOW (shortcuts_window));
}

/* ---- The first frame ----------------------------------------------------------------------- */

static gboolean
first_frame_idle_cb (gpointer user_data)
{
  PetGtkWindow *self = user_data;

  self->first_frame_id = 0;
  g_signal_emit (self, signals[FIRST_FRAME], 0);
  return G_SOURCE_REMOVE;
}

/* Painted: wait for the loop to go idle, so the frame is complete, then say so. */
static void
after_paint_cb (GdkFrameClock *clock,
                PetGtkWindow  *self)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, self);
  if (self->first_frame_id == 0)
    self->first_frame_id = g_idle_add_full (G_PRIORITY_LOW, first_frame_idle_cb, self, NULL);
}

static void
pet_gtk_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (pet_gtk_window_parent_class)->map (widget);
  g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                           G_CALLBACK (after_paint_cb), widget, 0);
  gtk_widget_queue_draw (widget);
}

/* ---- The class ----------------------------------------------------------------------------- */

static void
pet_gtk_window_dispose (GObject *object)
{
  PetGtkWindow *self = PET_GTK_WINDOW (object);

  g_clear_handle_id (&self->converge_id, g_source_remove);
  g_clear_handle_id (&self->first_frame_id, g_source_remove);
  if (self->tree_view != NULL)
    gtk_tree_view_set_model (self->tree_view, NULL);
  g_clear_object (&self->model); /* releases the cell text function's box */
  g_clear_pointer (&self->thumbnails, pet_gtk_picture_cache_free);
  G_OBJECT_CLASS (pet_gtk_window_parent_class)->dispose (object);
}

static void
pet_gtk_window_class_init (PetGtkWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = pet_gtk_window_dispose;
  widget_class->map = pet_gtk_window_map;
  signals[ROW_SELECTED] = g_signal_new ("row-selected", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_INT);
  signals[STAR_ACTIVATED] = g_signal_new ("star-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_INT);
  signals[FIRST_FRAME] = g_signal_new ("first-frame", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (pet_gtk_pet_list_get_type ());
  g_type_ensure (PET_GTK_TYPE_CARD);
  pet_gtk_class_set_template (widget_class, "window.ui");
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, tree_view);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, star_column);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, star_renderer);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, thumbnail_renderer);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, picture_column);
  /* Reached by name from Swift (pet_gtk_template_child), to bind view-model outputs. */
  for (const char *const *name = (const char *const[]){
         "header_bar", "search_button", "search_entry", "menu_button", "info_bar", "info_label",
         "open_button", "catalog_bar", "catalog_label", "catalog_problems", "error_icon", "error_title",
         "error_message", "error_advice", "error_open", "error_open_bundled", "problems_popover",
         "problems_title", "problems_label",
         "filter_box", "species_label", "species_combo", "age_label", "age_combo", "sex_label",
         "sex_combo", "size_label", "size_combo", "goodWith_label", "goodWith_combo", "status_label",
         "status_combo",
         "favorites_toggle", "count_label", "sort_label", "sort_combo", "stack", "empty_icon",
         "empty_title", "empty_message", "empty_action", "notification", "notification_label",
         "notification_action", "notification_close", "name_column", "species_column", "age_column",
         "fee_column", "card", NULL };
       *name != NULL; name++)
    gtk_widget_class_bind_template_child_full (widget_class, *name, FALSE, 0);
  gtk_widget_class_bind_template_callback (widget_class, tree_view_button_press_cb);
  gtk_widget_class_bind_template_callback (widget_class, tree_view_query_tooltip_cb);
  gtk_widget_class_bind_template_callback (widget_class, tree_view_key_press_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_mode_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
}

static void
pet_gtk_window_init (PetGtkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->pending_row = -1;
  self->model = pet_gtk_row_model_new ();
  self->thumbnails = pet_gtk_picture_cache_new (pet_gtk_placeholder_path (),
                                                PET_GTK_THUMBNAIL_SIZE, THUMBNAIL_CACHE_CAPACITY);
  gtk_tree_view_column_set_cell_data_func (self->picture_column, self->thumbnail_renderer,
                                           thumbnail_cell_data_cb, self, NULL);
  gtk_tree_view_set_model (self->tree_view, GTK_TREE_MODEL (self->model));
  gtk_search_bar_connect_entry (self->search_bar,
                                GTK_ENTRY (pet_gtk_template_child (self, "search_entry")));
}
