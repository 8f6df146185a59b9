/* pet_gtk_window.c — PetGtkWindow, the browser window declared by window.ui.
 *
 * The template declares every widget; Swift sets their texts and connects their signals. What
 * stays here is what only C does well: the virtual list (a row model, its cells, a window of
 * rows slid along a list of any length), each row's thumbnail asked of Swift's picture cache as it is
 * drawn, clicks and tooltips on the star cells, and three signals: "row-selected" (int row, or
 * -1), "star-activated" (int row) and "first-frame".
 */
#include "pet_gtk_private.h"

struct _PetGtkWindow {
  GtkApplicationWindow parent_instance;

  /* Template children: GTK clears them when the window is destroyed. */
  GtkSearchBar        *search_bar;
  GtkTreeView         *tree_view;
  GtkTreeViewColumn   *star_column;
  GtkCellRenderer     *star_renderer;
  GtkCellRenderer     *thumbnail_renderer;
  GtkTreeViewColumn   *name_column;
  GtkCellRenderer     *name_renderer;
  GtkTreeViewColumn   *picture_column;
  GtkScrolledWindow   *list_scroller;
  GtkScrollbar        *list_scrollbar;

  PetGtkRowModel      *model;
  PetGtkCellPictureFunc picture_func; /* the row source's, with the model's user data */
  gpointer             picture_data;
  gboolean             resetting_rows;
  gboolean             sliding;       /* moving the window or the scrollbar: not the person */
  guint                total_rows;    /* the list's rows; the model holds a window of them */
  gint32               selected;      /* the list's row selected, or -1 */
  gboolean             reveal_selected; /* selected while the list was hidden: scroll to it once shown */
  guint                slide_id;      /* a slide waiting for the scrolling to stop, or 0 */
  guint                first_frame_id;
  gint64               longest_slice; /* µs, for --benchmark-typing */
  gboolean             confirms_close; /* the "confirms-close" property */
};

enum { ROW_SELECTED, STAR_ACTIVATED, FIRST_FRAME, CLOSE_REQUESTED, REDRAW_ROW, MAXIMIZE, N_SIGNALS };
enum {
  PROP_0,
  PROP_CONFIRMS_CLOSE,
  PROP_FULL_LIST_WIDTH,
  PROP_LIST_NARROW,
  PROP_ROW_COUNT,
  PROP_SELECTED_ROW,
  PROP_HELP_OVERLAY,
  PROP_CURRENT_WIDTH,
  PROP_CURRENT_HEIGHT,
};
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PetGtkWindow, pet_gtk_window, GTK_TYPE_APPLICATION_WINDOW)

static gint get_selected_row (PetGtkWindow *self);

/* ---- Thumbnails ---------------------------------------------------------------------------- */

/* Each row's thumbnail, from Swift's picture cache: the picture, or the placeholder while it
 * decodes and when it cannot be shown. A row past the new count, still there while the count
 * catches up, shows nothing. */
static void
thumbnail_cell_data_cb (GtkTreeViewColumn *column,
                        GtkCellRenderer   *cell,
                        GtkTreeModel      *model,
                        GtkTreeIter       *iter,
                        gpointer           user_data)
{
  PetGtkWindow *self = user_data;
  g_autoptr(GtkTreePath) path = gtk_tree_model_get_path (model, iter);
  guint row = pet_gtk_row_model_get_first (self->model) + (guint) gtk_tree_path_get_indices (path)[0];
  gint scale = gtk_widget_get_scale_factor (GTK_WIDGET (self->tree_view));

  g_object_set (cell, "surface",
                row < self->total_rows && self->picture_func != NULL
                    ? self->picture_func ((uint32_t) row, scale, self->picture_data)
                    : NULL,
                NULL);
}

/* ---- Names ---------------------------------------------------------------------------------- */

/* Each row's name in bold and, for a pet not simply available, its status on a line below in
 * plain type ("Cleo", then "Adopted"): set as text with attributes, never markup. */
static void
name_cell_data_cb (GtkTreeViewColumn *column,
                   GtkCellRenderer   *cell,
                   GtkTreeModel      *model,
                   GtkTreeIter       *iter,
                   gpointer           user_data)
{
  g_autofree gchar *name = NULL;
  g_autofree gchar *status = NULL;
  g_autofree gchar *text = NULL;
  PangoAttrList *attributes = pango_attr_list_new ();
  PangoAttribute *bold = pango_attr_weight_new (PANGO_WEIGHT_BOLD);

  gtk_tree_model_get (model, iter, PET_GTK_COLUMN_NAME, &name, PET_GTK_COLUMN_STATUS, &status, -1);
  text = status != NULL && *status != '\0' ? g_strconcat (name ? name : "", "\n", status, NULL)
                                            : g_strdup (name ? name : "");
  bold->start_index = 0;
  bold->end_index = name != NULL ? (guint) strlen (name) : 0;
  pango_attr_list_insert (attributes, bold);
  g_object_set (cell, "text", text, "attributes", attributes, NULL);
  pango_attr_list_unref (attributes);
}

/* ---- Stars ---------------------------------------------------------------------------------- */

/* The list's row whose star is at (x, y) in the tree view's bin window, or -1. */
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
  return (gint32) pet_gtk_row_model_get_first (self->model) + gtk_tree_path_get_indices (path)[0];
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

/* Typing anywhere in the window starts a search with what was typed, as in GNOME's apps
 * (gtk_search_bar_handle_event): the focus started on the Species drop-down, and typing "lab"
 * there did nothing. Not while an entry has the focus (it takes the text), and not Space or
 * Enter, which press the focused button or open the focused drop-down. Runs before the focused
 * widget sees the key; keys that type nothing (shortcuts, arrows) go on to it. */
/* The window manager's close button, Alt+F4 or gtk_window_close: while "confirms-close" is set
 * (an inquiry is unsent) the window stays and "close-requested" asks Swift to ask the person. */
static gboolean
pet_gtk_window_delete_event (GtkWidget   *widget,
                             GdkEventAny *event)
{
  PetGtkWindow *self = PET_GTK_WINDOW (widget);

  if (self->confirms_close)
    {
      g_signal_emit (self, signals[CLOSE_REQUESTED], 0);
      return GDK_EVENT_STOP;
    }
  return GTK_WIDGET_CLASS (pet_gtk_window_parent_class)->delete_event (widget, event);
}

static gboolean
pet_gtk_window_key_press_event (GtkWidget   *widget,
                                GdkEventKey *event)
{
  PetGtkWindow *self = PET_GTK_WINDOW (widget);
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));

  if (self->search_bar != NULL && !(focus != NULL && GTK_IS_EDITABLE (focus))
      && event->keyval != GDK_KEY_space && event->keyval != GDK_KEY_KP_Space
      && gtk_search_bar_handle_event (self->search_bar, (GdkEvent *) event))
    return GDK_EVENT_STOP;
  return GTK_WIDGET_CLASS (pet_gtk_window_parent_class)->key_press_event (widget, event);
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

/* A filter's child in the filter row hands the keyboard straight to its drop-down (or toggle):
 * GtkFlowBoxChild would otherwise take focus itself first, an extra Tab stop per filter. */
static gboolean
filter_child_focus_cb (GtkWidget        *child,
                       GtkDirectionType  direction,
                       PetGtkWindow     *self)
{
  GtkWidget *content = gtk_bin_get_child (GTK_BIN (child));

  g_signal_stop_emission_by_name (child, "focus");
  return content != NULL && gtk_widget_child_focus (content, direction);
}

/* Tab goes from the list to the card, as they read: the leaflet would visit its visible pane
 * first. Folded, only one pane shows, and the leaflet's own order is right. */
static gboolean
leaflet_focus_cb (GtkWidget        *leaflet,
                  GtkDirectionType  direction,
                  PetGtkWindow     *self)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), PET_GTK_TYPE_WINDOW,
                                                                "list_pane"));
  GtkWidget *card = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), PET_GTK_TYPE_WINDOW,
                                                                "card_pane"));
  GtkWidget *order[2];
  GtkWidget *focus_child = gtk_container_get_focus_child (GTK_CONTAINER (leaflet));
  guint start = 0;

  if ((direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
      || hdy_leaflet_get_folded (HDY_LEAFLET (leaflet)) || list == NULL || card == NULL)
    return FALSE;
  order[0] = direction == GTK_DIR_TAB_FORWARD ? list : card;
  order[1] = direction == GTK_DIR_TAB_FORWARD ? card : list;
  if (focus_child == order[1])
    start = 1;
  g_signal_stop_emission_by_name (leaflet, "focus");
  for (guint i = start; i < 2; i++)
    if (gtk_widget_child_focus (order[i], direction))
      return TRUE;
  return FALSE;
}

/* The person picked another pet: its card starts at its top, not at the scroll position the
 * previous pet's card was left at (which cut the new picture off at the top). */
static void
announce_selection (PetGtkWindow *self)
{
  GtkWidget *card_pane = pet_gtk_template_child (self, "card_pane");

  if (GTK_IS_SCROLLED_WINDOW (card_pane))
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (card_pane)), 0);
  g_signal_emit (self, signals[ROW_SELECTED], 0, self->selected);
}

static void
selection_changed_cb (GtkTreeSelection *selection,
                      PetGtkWindow     *self)
{
  if (self->resetting_rows)
    return;
  self->selected = get_selected_row (self);
  announce_selection (self);
}

/* ---- Rows: a window slid along the list ----------------------------------------------------- */

/* GtkTreeView keeps bookkeeping for every row its model has (a red-black tree node, and a
 * "children-changed" per cell from its accessible): about 1.5 µs and 60 bytes a row, so 0.5 s
 * and 60 MB before the first frame of a million pets, and seconds after a keystroke that hides
 * most of them (see docs/performance.md).
 *
 * So the model holds a window of at most WINDOW_ROWS of the list's rows, and the window slides
 * when the rows on screen come within EDGE_ROWS of its ends (wheel, keys, the tree view's own
 * scrolling: a page is a few dozen rows, so they never reach an end first). It slides once the
 * scrolling stops (SLIDE_DELAY_MS), since GTK animates its own scrolls (a page down, a row
 * clamped into view) and moving the rows under an animation would stop it short; only rows
 * nearer an end than URGENT_ROWS slide it at once. The tree view
 * scrolls inside the window as ever, pixel by pixel. A list longer than the window gets its own
 * scrollbar over the whole list (the scrolled window's would span only the window); a shorter
 * one is all in the window, and looks and behaves exactly as a plain tree view.
 *
 * Rows are lists' rows everywhere outside this section and the model: "selected-row",
 * "row-selected", "star-activated" and the cell functions count from the list's start. */
#define WINDOW_ROWS 1024
#define EDGE_ROWS 256
#define URGENT_ROWS 64
#define SLIDE_DELAY_MS 250

static GtkAdjustment *
tree_adjustment (PetGtkWindow *self)
{
  return gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->tree_view));
}

/* The height of a row, in pixels (fixed-height mode: every row's), or 0 before it is known. */
static gint
row_height (PetGtkWindow *self)
{
  g_autoptr(GtkTreePath) path = NULL;
  GdkRectangle area = { 0 };

  if (self->model == NULL /* disposed */ || self->tree_view == NULL
      || pet_gtk_row_model_get_n_rows (self->model) == 0
      || gtk_tree_view_get_bin_window (self->tree_view) == NULL)
    return 0;
  path = gtk_tree_path_new_first ();
  gtk_tree_view_get_background_area (self->tree_view, path, NULL, &area);
  return MAX (area.height, 0);
}

static guint
last_first_row (PetGtkWindow *self)
{
  return self->total_rows > WINDOW_ROWS ? self->total_rows - WINDOW_ROWS : 0;
}

/* The model's rows on screen, top and bottom, from the tree view's scroll; FALSE (and both left
 * as they were) before its rows are measured. */
static gboolean
rows_on_screen (PetGtkWindow *self,
                guint        *top,
                guint        *bottom)
{
  GtkAdjustment *adjustment = tree_adjustment (self);
  gint height = row_height (self);
  gdouble value = gtk_adjustment_get_value (adjustment);

  if (height <= 0)
    return FALSE;
  *top = (guint) (value / height);
  *bottom = (guint) ((value + gtk_adjustment_get_page_size (adjustment)) / height);
  return TRUE;
}

/* How many rows lie between the model's rows top..bottom and the nearer end of the window past
 * which the list goes on; G_MAXUINT when it goes on past neither. */
static guint
rows_to_an_end (PetGtkWindow *self,
                guint         top,
                guint         bottom)
{
  guint first = pet_gtk_row_model_get_first (self->model);
  guint shown = pet_gtk_row_model_get_n_rows (self->model);
  guint distance = first > 0 ? top : G_MAXUINT;

  if (first + shown < self->total_rows)
    distance = MIN (distance, shown > bottom ? shown - bottom : 0);
  return distance;
}

/* Whether the list's rows top..bottom are in the window, EDGE_ROWS or more from its ends past
 * which the list goes on: where the window need not slide to show them. */
static gboolean
window_holds (PetGtkWindow *self,
              guint         top,
              guint         bottom)
{
  guint first = pet_gtk_row_model_get_first (self->model);

  return top >= first && bottom < first + pet_gtk_row_model_get_n_rows (self->model)
         && rows_to_an_end (self, top - first, bottom - first) >= EDGE_ROWS;
}

/* The model's row that shows the list's row `row`, when the window holds it. */
static gboolean
model_row (PetGtkWindow *self,
           gint64        row,
           guint        *shown)
{
  guint first = pet_gtk_row_model_get_first (self->model);

  if (row < first || row - first >= pet_gtk_row_model_get_n_rows (self->model))
    return FALSE;
  *shown = (guint) (row - first);
  return TRUE;
}

/* Shows the selection when its row is in the window (without scrolling to it), else none. */
static void
show_selection (PetGtkWindow *self)
{
  GtkTreeSelection *selection = gtk_tree_view_get_selection (self->tree_view);
  guint shown;

  self->resetting_rows = TRUE;
  if (self->selected >= 0 && model_row (self, self->selected, &shown))
    {
      g_autoptr(GtkTreePath) path = gtk_tree_path_new_from_indices ((gint) shown, -1);

      gtk_tree_selection_select_path (selection, path);
    }
  else
    gtk_tree_selection_unselect_all (selection);
  self->resetting_rows = FALSE;
}

/* Tells the views that the model's rows on screen show other pets. */
static void
rows_on_screen_changed (PetGtkWindow *self)
{
  guint top = 0, bottom = 40; /* before the rows are measured: more than a screen shows */

  rows_on_screen (self, &top, &bottom);
  if (pet_gtk_row_model_get_n_rows (self->model) > 0)
    pet_gtk_row_model_changed (self->model, top, bottom);
}

/* Moves the window to start at the list's row `first`, the rows on screen staying where they
 * are (the tree view's scroll moves by as many rows the other way), and sizes it. */
static void
slide_window (PetGtkWindow *self,
              guint         first)
{
  GtkAdjustment *adjustment = tree_adjustment (self);
  guint old_first = pet_gtk_row_model_get_first (self->model);
  gdouble value = gtk_adjustment_get_value (adjustment);
  gint height = row_height (self);

  first = MIN (first, last_first_row (self));
  self->sliding = TRUE;
  self->resetting_rows = TRUE;
  pet_gtk_row_model_set_first (self->model, first);
  pet_gtk_row_model_resize (self->model, MIN (WINDOW_ROWS, self->total_rows - first));
  if (first != old_first && height > 0)
    gtk_adjustment_set_value (adjustment, value + ((gdouble) old_first - (gdouble) first) * height);
  self->resetting_rows = FALSE;
  if (first != old_first)
    {
      rows_on_screen_changed (self);
      show_selection (self);
    }
  self->sliding = FALSE;
}

/* The window's start that puts the list's row `row` in its middle. */
static guint
window_around (PetGtkWindow *self,
               guint         row)
{
  return MIN (row > WINDOW_ROWS / 2 ? row - WINDOW_ROWS / 2 : 0, last_first_row (self));
}

/* Slides the window to put the model's rows on screen, top..bottom, in its middle. */
static void
slide_around (PetGtkWindow *self,
              guint         top,
              guint         bottom)
{
  slide_window (self, window_around (self, pet_gtk_row_model_get_first (self->model) + (top + bottom) / 2));
}

static gboolean
slide_later_cb (gpointer user_data)
{
  PetGtkWindow *self = user_data;
  guint top, bottom;

  self->slide_id = 0;
  if (rows_on_screen (self, &top, &bottom) && rows_to_an_end (self, top, bottom) < EDGE_ROWS)
    slide_around (self, top, bottom);
  return G_SOURCE_REMOVE;
}

/* The tree view scrolled (or its window slid, or its size changed): the window slides when the
 * rows on screen near its ends, and the list's scrollbar follows. */
static void
tree_scrolled_cb (GtkAdjustment *adjustment,
                  PetGtkWindow  *self)
{
  GtkAdjustment *list = gtk_range_get_adjustment (GTK_RANGE (self->list_scrollbar));
  gint height = row_height (self);
  guint top, bottom, to_an_end;

  if (self->sliding || !rows_on_screen (self, &top, &bottom))
    return;
  to_an_end = rows_to_an_end (self, top, bottom);
  if (to_an_end < URGENT_ROWS)
    slide_around (self, top, bottom);
  else if (to_an_end < EDGE_ROWS)
    {
      g_clear_handle_id (&self->slide_id, g_source_remove);
      self->slide_id = g_timeout_add (SLIDE_DELAY_MS, slide_later_cb, self);
    }
  self->sliding = TRUE;
  gtk_adjustment_configure (list,
                            (gdouble) pet_gtk_row_model_get_first (self->model) * height
                                + gtk_adjustment_get_value (adjustment),
                            0, (gdouble) self->total_rows * height,
                            gtk_adjustment_get_step_increment (adjustment),
                            gtk_adjustment_get_page_increment (adjustment),
                            gtk_adjustment_get_page_size (adjustment));
  self->sliding = FALSE;
}

/* The person moved the list's scrollbar: the window goes there, and the tree view in it. */
static void
list_scrolled_cb (GtkAdjustment *list,
                  PetGtkWindow  *self)
{
  GtkAdjustment *adjustment = tree_adjustment (self);
  gint height = row_height (self);
  gdouble value = gtk_adjustment_get_value (list);
  guint top;

  if (self->sliding || height <= 0)
    return;
  top = (guint) (value / height);
  if (!window_holds (self, top, (guint) ((value + gtk_adjustment_get_page_size (list)) / height)))
    slide_window (self, window_around (self, top));
  self->sliding = TRUE;
  gtk_adjustment_set_value (adjustment,
                            value - (gdouble) pet_gtk_row_model_get_first (self->model) * height);
  self->sliding = FALSE;
}

/* The list's own scrollbar shows when the list is longer than the window; the scrolled window's
 * then stays hidden (it would span only the window) but still scrolls the tree view. */
static void
show_list_scrollbar (PetGtkWindow *self)
{
  gboolean long_list = self->total_rows > WINDOW_ROWS;

  gtk_widget_set_visible (GTK_WIDGET (self->list_scrollbar), long_list);
  gtk_scrolled_window_set_policy (self->list_scroller, GTK_POLICY_EXTERNAL,
                                  long_list ? GTK_POLICY_EXTERNAL : GTK_POLICY_AUTOMATIC);
  tree_scrolled_cb (tree_adjustment (self), self);
}

/* Scrolls the tree view just enough to show its row `row`, at once: GTK's own scrolling
 * animates, and the window sliding under the animation would stop it short of the row. Left to
 * GTK (done once the rows are measured) before the tree view has its rows' height. */
static void
scroll_to_model_row (PetGtkWindow *self,
                     guint         row)
{
  GtkAdjustment *adjustment = tree_adjustment (self);
  gint height = row_height (self);
  gdouble top = (gdouble) row * height;
  gdouble value = gtk_adjustment_get_value (adjustment);
  gdouble page = gtk_adjustment_get_page_size (adjustment);

  if (height <= 0 || gtk_adjustment_get_upper (adjustment) < top + height)
    {
      g_autoptr(GtkTreePath) path = gtk_tree_path_new_from_indices ((gint) row, -1);

      gtk_tree_view_scroll_to_cell (self->tree_view, path, NULL, FALSE, 0.0, 0.0);
    }
  else if (top < value)
    gtk_adjustment_set_value (adjustment, top);
  else if (top + height > value + page)
    gtk_adjustment_set_value (adjustment, top + height - page);
}

/* Selects the list's row `row` and scrolls to it, sliding the window there first. */
static void
select_row_now (PetGtkWindow *self,
                gint32        row)
{
  g_autoptr(GtkTreePath) path = NULL;
  guint first;

  if (!window_holds (self, (guint) row, (guint) row))
    slide_window (self, window_around (self, (guint) row));
  first = pet_gtk_row_model_get_first (self->model);
  path = gtk_tree_path_new_from_indices (row - (gint) first, -1);
  self->resetting_rows = TRUE;
  scroll_to_model_row (self, (guint) row - first);
  gtk_tree_view_set_cursor (self->tree_view, path, NULL, FALSE);
  self->resetting_rows = FALSE;
  /* A hidden list (a narrow window showing a card) has no height to scroll by yet. */
  self->reveal_selected = !gtk_widget_get_mapped (GTK_WIDGET (self->tree_view));
}

/* The list is shown at its size: a row selected while it was hidden is scrolled to, and shown
 * selected, so Back from a card finds the pet just read (issue 45). */
static void
tree_allocated_cb (GtkWidget     *tree_view,
                   GtkAllocation *allocation,
                   PetGtkWindow  *self)
{
  guint shown;

  if (!self->reveal_selected || !gtk_widget_get_mapped (tree_view) || allocation->height <= 1)
    return;
  self->reveal_selected = FALSE;
  if (self->selected < 0)
    return;
  if (!model_row (self, self->selected, &shown))
    {
      select_row_now (self, self->selected);
      return;
    }
  self->resetting_rows = TRUE;
  scroll_to_model_row (self, shown);
  self->resetting_rows = FALSE;
  show_selection (self);
}

/* On a list longer than the window, the keys that move the cursor (arrows, Page Up and Down,
 * Home and End) move the selection through the list, from the selected pet wherever the list
 * was scrolled, and scroll at once: GTK would move only within the window, and animate its
 * scroll. A page is the rows on screen less one. */
static gboolean
tree_move_cursor_cb (GtkTreeView     *tree_view,
                     GtkMovementStep  step,
                     gint             count,
                     PetGtkWindow    *self)
{
  GtkAdjustment *adjustment = tree_adjustment (self);
  gint height = row_height (self);
  gint64 page = height > 0 ? MAX (1, (gint64) (gtk_adjustment_get_page_size (adjustment) / height) - 1) : 1;
  gint64 row;

  if (self->total_rows <= WINDOW_ROWS)
    return GDK_EVENT_PROPAGATE;
  if (step == GTK_MOVEMENT_BUFFER_ENDS)
    row = count < 0 ? 0 : (gint64) self->total_rows - 1;
  else if (step == GTK_MOVEMENT_DISPLAY_LINES && self->selected >= 0)
    row = (gint64) self->selected + count;
  else if (step == GTK_MOVEMENT_PAGES && self->selected >= 0)
    row = (gint64) self->selected + count * page;
  else if ((step == GTK_MOVEMENT_DISPLAY_LINES || step == GTK_MOVEMENT_PAGES) && count > 0)
    row = 0;
  else
    return GDK_EVENT_PROPAGATE;
  row = CLAMP (row, 0, (gint64) self->total_rows - 1);
  select_row_now (self, (gint32) row);
  if (row != self->selected)
    {
      self->selected = (gint32) row;
      announce_selection (self);
    }
  /* The signal has no accumulator: returning TRUE alone would not keep GTK's own move. */
  g_signal_stop_emission_by_name (tree_view, "move-cursor");
  return GDK_EVENT_STOP;
}

static void
connect_window_of_rows (PetGtkWindow *self)
{
  g_signal_connect_object (tree_adjustment (self), "value-changed", G_CALLBACK (tree_scrolled_cb),
                           self, 0);
  g_signal_connect_object (tree_adjustment (self), "changed", G_CALLBACK (tree_scrolled_cb), self, 0);
  g_signal_connect_object (gtk_range_get_adjustment (GTK_RANGE (self->list_scrollbar)),
                           "value-changed", G_CALLBACK (list_scrolled_cb), self, 0);
  g_signal_connect_object (self->tree_view, "move-cursor", G_CALLBACK (tree_move_cursor_cb), self, 0);
  g_signal_connect_object (self->tree_view, "size-allocate", G_CALLBACK (tree_allocated_cb), self, 0);
}

/* The list now has `n_rows` rows: the window keeps its place where it can and is resized (a
 * thousand rows at most, so a keystroke costs the same at any size), and the rows on screen
 * are told they show other pets. */
static void
set_row_count (PetGtkWindow *self,
               guint         n_rows)
{
  gint64 started = g_get_monotonic_time ();

  self->total_rows = n_rows;
  if (self->selected >= 0 && (guint) self->selected >= n_rows)
    self->selected = -1;
  slide_window (self, pet_gtk_row_model_get_first (self->model)); /* resized, kept in place */
  rows_on_screen_changed (self);
  show_list_scrollbar (self);
  self->longest_slice = MAX (self->longest_slice, g_get_monotonic_time () - started);
  g_object_notify (G_OBJECT (self), "row-count");
}

int64_t
pet_gtk_window_take_longest_slice (PetGtkWindow *self)
{
  gint64 longest = self->longest_slice;

  self->longest_slice = 0;
  return longest;
}

static void
select_row (PetGtkWindow *self,
            gint          row)
{
  if (row < 0 || (guint) row >= self->total_rows)
    {
      self->selected = -1;
      show_selection (self);
    }
  else
    {
      self->selected = row;
      select_row_now (self, row);
    }
}

bool
pet_gtk_window_press_list_key (PetGtkWindow *self,
                               unsigned int  keyval,
                               unsigned int  modifiers)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->tree_view));
  return gtk_bindings_activate (G_OBJECT (self->tree_view), keyval, (GdkModifierType) modifiers);
}

bool
pet_gtk_window_get_rows_on_screen (PetGtkWindow *self,
                                   uint32_t     *first,
                                   uint32_t     *last)
{
  g_autoptr(GtkTreePath) start = NULL;
  g_autoptr(GtkTreePath) end = NULL;
  guint window_start = pet_gtk_row_model_get_first (self->model);

  if (!gtk_tree_view_get_visible_range (self->tree_view, &start, &end))
    return FALSE;
  *first = window_start + (guint) gtk_tree_path_get_indices (start)[0];
  *last = window_start + (guint) gtk_tree_path_get_indices (end)[0];
  return TRUE;
}

uint32_t
pet_gtk_window_get_window_start (PetGtkWindow *self)
{
  return pet_gtk_row_model_get_first (self->model);
}

/* The text of a cell of the list's row `row` (tests, the window's text snapshot). */
char *
pet_gtk_window_get_cell_text (PetGtkWindow *self,
                              uint32_t      row,
                              uint32_t      column)
{
  return row < self->total_rows ? pet_gtk_row_model_get_text (self->model, row, column) : NULL;
}

static gint
get_selected_row (PetGtkWindow *self)
{
  GtkTreeModel *model = NULL;
  GtkTreeIter iter;
  g_autoptr(GtkTreePath) path = NULL;

  if (!gtk_tree_selection_get_selected (gtk_tree_view_get_selection (self->tree_view), &model,
                                        &iter))
    return -1;
  path = gtk_tree_model_get_path (model, &iter);
  return (gint) pet_gtk_row_model_get_first (self->model) + gtk_tree_path_get_indices (path)[0];
}

static void
redraw_row (PetGtkWindow *self,
            gint          row)
{
  guint shown;

  if (self->tree_view == NULL) /* destroyed */
    return;
  if (row < 0)
    /* Cells are asked for when drawn: redrawing asks again, for the rows on screen only. */
    gtk_widget_queue_draw (GTK_WIDGET (self->tree_view));
  else if (model_row (self, row, &shown))
    pet_gtk_row_model_changed (self->model, shown, shown);
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
  guint shown;

  if (gtk_tree_view_get_bin_window (self->tree_view) == NULL || !model_row (self, row, &shown))
    return FALSE;
  path = gtk_tree_path_new_from_indices ((gint) shown, -1);
  gtk_tree_view_get_cell_area (self->tree_view, path, self->star_column, &area);
  if (area.width <= 0 || area.height <= 0)
    return FALSE;
  /* The events a mouse click sends, to the same window, at the middle of the star. */
  send_button_event (self, GDK_BUTTON_PRESS, &area);
  send_button_event (self, GDK_BUTTON_RELEASE, &area);
  return TRUE;
}

void
pet_gtk_window_set_row_source (PetGtkWindow         *self,
                               PetGtkCellTextFunc    text_func,
                               PetGtkCellPictureFunc picture_func,
                               void                 *user_data,
                               PetGtkDestroyNotify   destroy)
{
  self->picture_func = picture_func;
  self->picture_data = user_data;
  pet_gtk_row_model_set_text_func (self->model, text_func, user_data, destroy);
}

/* GTK 3's GtkShortcutsWindow never destroys its own content: its dispose leaves out the box
 * that holds its search bar and sections (the code that would is under #if 0), and
 * gtk_container_destroy only reaches the sections. So when the shortcuts window goes (GTK
 * destroys it with the window it belongs to), that box lives on, its parent pointer left on
 * the freed window. Its style contexts still follow the theme: the next change of theme, of
 * the dark-theme preference or of the text size restyles its widgets, and GTK walks up to the
 * freed window for their scale factor (Gtk-CRITICAL gtk_widget_get_scale_factor, a read of
 * freed memory; ThemeChangeTests).
 *
 * So the box is taken out of the shortcuts window as its dispose ends (a weak reference is told
 * then, after its "destroy" handlers), and destroyed when the window is finalized: not sooner,
 * since a second dispose (the last unref after gtk_widget_destroy) still reaches the stack in
 * the box through the window's own pointer. */
static void
shortcuts_content_free (gpointer content)
{
  gtk_widget_destroy (GTK_WIDGET (content));
  g_object_unref (content);
}

static void
shortcuts_window_disposed_cb (gpointer  content,
                              GObject  *shortcuts_window)
{
  g_object_set_data_full (shortcuts_window, "pet-gtk-content", g_object_ref (content),
                          shortcuts_content_free);
  gtk_container_remove (GTK_CONTAINER (shortcuts_window), GTK_WIDGET (content));
}

static void
set_help_overlay (PetGtkWindow *self,
                  GtkWidget    *shortcuts_window)
{
  GtkWidget *content = gtk_bin_get_child (GTK_BIN (shortcuts_window));

  if (content != NULL)
    g_object_weak_ref (G_OBJECT (shortcuts_window), shortcuts_window_disposed_cb, content);
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self),
                                           GTK_SHORTCUTS_WINDOW (shortcuts_window));
}

/* ---- Columns as wide as their texts -------------------------------------------------------- */

/* The list uses fixed-height mode (needed for 100,000 rows), so its columns have fixed widths.
 * Each is made as wide as the widest of its title and the texts it can show (its samples, set
 * from Swift as the column's items: pet_gtk_object_set_items), measured by its own cell renderer
 * in the tree view's font, so nothing is cut at a larger text size. Measured again when the
 * style changes. */
static void
size_column (GtkTreeViewColumn *column)
{
  GtkWidget *tree_view = gtk_tree_view_column_get_tree_view (column);
  const char *const *samples = g_object_get_data (G_OBJECT (column), "pet-gtk-samples");
  g_autoptr(GList) cells = gtk_cell_layout_get_cells (GTK_CELL_LAYOUT (column));
  GtkCellRenderer *cell = cells != NULL ? cells->data : NULL;
  gint separator = 0, width = 0, natural = 0;

  if (tree_view == NULL || samples == NULL || cell == NULL)
    return;
  gtk_widget_style_get (tree_view, "horizontal-separator", &separator, NULL);
  gtk_widget_get_preferred_width (gtk_tree_view_column_get_button (column), NULL, &width);
  if (!GTK_IS_CELL_RENDERER_TEXT (cell))
    {
      gtk_cell_renderer_get_preferred_width (cell, tree_view, NULL, &natural);
      width = MAX (width, natural + separator);
    }
  for (const char *const *text = samples; GTK_IS_CELL_RENDERER_TEXT (cell) && *text != NULL; text++)
    {
      g_object_set (cell, "text", *text, NULL); /* the row's own text is set when drawn */
      gtk_cell_renderer_get_preferred_width (cell, tree_view, NULL, &natural);
      width = MAX (width, natural + separator);
    }
  gtk_tree_view_column_set_fixed_width (column, width);
}

void
pet_gtk_tree_view_column_set_samples (GtkTreeViewColumn *column,
                                      const char *const *texts,
                                      gsize              n_texts)
{
  GStrv samples = g_new0 (char *, n_texts + 1);

  for (gsize i = 0; i < n_texts; i++)
    samples[i] = g_strdup (texts[i]);
  g_object_set_data_full (G_OBJECT (column), "pet-gtk-samples", samples, (GDestroyNotify) g_strfreev);
  size_column (column);
}

static void
size_columns (PetGtkWindow *self)
{
  g_autoptr(GList) columns = NULL;

  if (self->tree_view == NULL)
    return;
  columns = gtk_tree_view_get_columns (self->tree_view);
  for (GList *item = columns; item != NULL; item = item->next)
    size_column (item->data);
}

/* The width the list needs to show every column, hidden ones included: each column's fixed
 * width (size_columns). Whether a column is hidden does not change it, so a list can be told it
 * is too narrow for them without that telling changing the answer. The Distance column is the
 * exception: it shows only while the list is near a place, and counts only then. */
static int
full_list_width (PetGtkWindow *self)
{
  g_autoptr(GList) columns = NULL;
  int width = 0;

  if (self->tree_view == NULL)
    return 0;
  columns = gtk_tree_view_get_columns (self->tree_view);
  for (GList *item = columns; item != NULL; item = item->next)
    {
      GtkTreeViewColumn *column = item->data;
      int fixed = gtk_tree_view_column_get_fixed_width (column);

      if (!gtk_tree_view_column_get_visible (column)
          && g_strcmp0 (gtk_buildable_get_name (GTK_BUILDABLE (column)), "distance_column") == 0)
        continue;
      width += fixed > 0 ? fixed : gtk_tree_view_column_get_width (column);
    }
  return width;
}

/* Whether the list pane is narrower than every column wants: the window then hides its
 * secondary columns (Swift, from the view model). */
static gboolean
list_is_narrow (PetGtkWindow *self)
{
  GtkWidget *pane = pet_gtk_template_child (self, "list_pane");

  return pane != NULL && gtk_widget_get_allocated_width (pane) < full_list_width (self);
}

static void
tree_view_style_updated_cb (GtkWidget    *tree_view,
                            PetGtkWindow *self)
{
  size_columns (self);
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

static void
pet_gtk_window_set_property (GObject      *object,
                             guint         property_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  PetGtkWindow *self = PET_GTK_WINDOW (object);

  switch (property_id)
    {
    case PROP_ROW_COUNT:
      set_row_count (self, (guint) g_value_get_int (value));
      break;
    case PROP_SELECTED_ROW:
      select_row (self, g_value_get_int (value));
      break;
    case PROP_HELP_OVERLAY:
      set_help_overlay (self, g_value_get_object (value));
      break;
    case PROP_CONFIRMS_CLOSE:
      self->confirms_close = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, property_id, pspec);
    }
}

/* ---- The class ----------------------------------------------------------------------------- */

static void
pet_gtk_window_dispose (GObject *object)
{
  PetGtkWindow *self = PET_GTK_WINDOW (object);

  g_clear_handle_id (&self->first_frame_id, g_source_remove);
  g_clear_handle_id (&self->slide_id, g_source_remove);
  if (self->tree_view != NULL)
    gtk_tree_view_set_model (self->tree_view, NULL);
  g_clear_object (&self->model); /* releases the cell text function's box */
  G_OBJECT_CLASS (pet_gtk_window_parent_class)->dispose (object);
}

static void
pet_gtk_window_get_property (GObject    *object,
                             guint       property_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  PetGtkWindow *self = PET_GTK_WINDOW (object);
  gint width = 0, height = 0;

  switch (property_id)
    {
    case PROP_ROW_COUNT:
      g_value_set_int (value, (gint) self->total_rows);
      break;
    case PROP_SELECTED_ROW:
      g_value_set_int (value, self->selected);
      break;
    case PROP_LIST_NARROW:
      g_value_set_boolean (value, list_is_narrow (self));
      break;
    case PROP_CURRENT_WIDTH:
    case PROP_CURRENT_HEIGHT:
      gtk_window_get_size (GTK_WINDOW (self), &width, &height);
      g_value_set_int (value, property_id == PROP_CURRENT_WIDTH ? width : height);
      break;
    case PROP_CONFIRMS_CLOSE:
      g_value_set_boolean (value, self->confirms_close);
      break;
    case PROP_FULL_LIST_WIDTH:
      g_value_set_int (value, full_list_width (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, property_id, pspec);
    }
}

static void
pet_gtk_window_class_init (PetGtkWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pet_gtk_window_dispose;
  object_class->set_property = pet_gtk_window_set_property;
  object_class->get_property = pet_gtk_window_get_property;
  /* The list: see pet_gtk.h. */
  g_object_class_install_property (object_class, PROP_ROW_COUNT,
      g_param_spec_int ("row-count", NULL, NULL, 0, G_MAXINT, 0,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_SELECTED_ROW,
      g_param_spec_int ("selected-row", NULL, NULL, -1, G_MAXINT, -1,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_LIST_NARROW,
      g_param_spec_boolean ("list-narrow", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_HELP_OVERLAY,
      g_param_spec_object ("help-overlay", NULL, NULL, GTK_TYPE_SHORTCUTS_WINDOW,
                           G_PARAM_WRITABLE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_CURRENT_WIDTH,
      g_param_spec_int ("current-width", NULL, NULL, 0, G_MAXINT, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (object_class, PROP_CURRENT_HEIGHT,
      g_param_spec_int ("current-height", NULL, NULL, 0, G_MAXINT, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  signals[REDRAW_ROW] = g_signal_new_class_handler ("redraw-row", G_TYPE_FROM_CLASS (klass),
                                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                                    G_CALLBACK (redraw_row), NULL, NULL, NULL,
                                                    G_TYPE_NONE, 1, G_TYPE_INT);
  signals[MAXIMIZE] = g_signal_new_class_handler ("maximize", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                                  G_CALLBACK (gtk_window_maximize), NULL, NULL,
                                                  NULL, G_TYPE_NONE, 0);
  widget_class->map = pet_gtk_window_map;
  widget_class->key_press_event = pet_gtk_window_key_press_event;
  widget_class->delete_event = pet_gtk_window_delete_event;
  /* The list's width with every column shown (read-only): see full_list_width. */
  g_object_class_install_property (object_class, PROP_FULL_LIST_WIDTH,
      g_param_spec_int ("full-list-width", NULL, NULL, 0, G_MAXINT, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  /* Whether closing asks first ("close-requested") instead of closing. */
  g_object_class_install_property (object_class, PROP_CONFIRMS_CLOSE,
      g_param_spec_boolean ("confirms-close", NULL, NULL, FALSE,
                            G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
  signals[CLOSE_REQUESTED] = g_signal_new ("close-requested", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ROW_SELECTED] = g_signal_new ("row-selected", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_INT);
  signals[STAR_ACTIVATED] = g_signal_new ("star-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_INT);
  signals[FIRST_FRAME] = g_signal_new ("first-frame", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (pet_gtk_pet_list_get_type ());
  g_type_ensure (pet_gtk_star_renderer_get_type ());
  g_type_ensure (PET_GTK_TYPE_CARD);
  pet_gtk_class_set_template (widget_class, "window.ui");
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, tree_view);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, star_column);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, star_renderer);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, thumbnail_renderer);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, name_column);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, name_renderer);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, picture_column);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, list_scroller);
  gtk_widget_class_bind_template_child (widget_class, PetGtkWindow, list_scrollbar);
  gtk_widget_class_bind_template_callback (widget_class, tree_view_button_press_cb);
  gtk_widget_class_bind_template_callback (widget_class, tree_view_query_tooltip_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_mode_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, filter_child_focus_cb);
  gtk_widget_class_bind_template_callback (widget_class, leaflet_focus_cb);
}

static void
pet_gtk_window_init (PetGtkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->selected = -1;
  self->model = pet_gtk_row_model_new ();
  gtk_tree_view_column_set_cell_data_func (self->picture_column, self->thumbnail_renderer,
                                           thumbnail_cell_data_cb, self, NULL);
  gtk_tree_view_column_set_cell_data_func (self->name_column, self->name_renderer, name_cell_data_cb,
                                           self, NULL);
  gtk_tree_view_column_set_cell_data_func (self->star_column, self->star_renderer,
                                           pet_gtk_star_renderer_cell_data_func, self, NULL);
  gtk_tree_view_set_model (self->tree_view, GTK_TREE_MODEL (self->model));
  connect_window_of_rows (self);
  g_signal_connect_object (self->tree_view, "style-updated",
                           G_CALLBACK (tree_view_style_updated_cb), self, 0);
  gtk_search_bar_connect_entry (self->search_bar,
                                GTK_ENTRY (pet_gtk_template_child (self, "search_entry")));
  /* The list has the keyboard at start: arrows move through the pets, typing searches. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->tree_view));
}
