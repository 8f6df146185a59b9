/* pet_gtk_window.c — the application, the browser window and its signal wiring.
 *
 * Swift closures arrive as a function pointer, a retained box and the box's release function.
 * Each is wrapped in a SwiftClosure and connected with g_signal_connect_data, whose
 * destroy-notify releases the box when the handler goes away (the widget is destroyed): so no
 * Swift object is freed while a signal can still reach it, and none outlives its widget.
 */
#include "pet_gtk_private.h"

#define PET_GTK_THUMBNAIL_CACHE_CAPACITY 512

struct _PetGtkWindow {
  GtkWidget          *window; /* our reference; destroyed by pet_gtk_window_free */
  GtkWidget          *header_bar;
  GtkWidget          *search_button;
  GtkWidget          *menu_button;
  GtkWidget          *search_bar;
  GtkWidget          *search_entry;
  GtkWidget          *filter_box;
  GtkWidget          *list_bar;
  GtkWidget          *count_label;
  GtkWidget          *stack;
  GtkWidget          *tree_view;
  GtkWidget          *empty_title;
  GtkWidget          *empty_message;
  GtkWidget          *info_bar;
  GtkWidget          *info_label;
  GtkTreeViewColumn  *star_column;
  GtkCellRenderer    *star_renderer;
  SwiftClosure       *star_closure;    /* these two are freed after the widgets, */
  SwiftClosure       *message_closure; /* which may call them */
  gboolean            stars_sensitive;
  PetGtkRowModel     *model;
  PetGtkPictureCache *thumbnails;
  PetGtkCard         *card;
  GPtrArray          *choices; /* GtkComboBox, borrowed from the widget tree */
  GPtrArray          *toggles; /* GtkToggleButton, borrowed from the widget tree */
  gboolean            resetting_rows;
  guint               target_rows;  /* the row count the list is moving toward */
  gint32              pending_row;  /* a row to select once it exists, or -1 */
  guint               converge_id;  /* the idle source that moves the count, or 0 */
  gint64              longest_slice; /* µs, for --benchmark-typing */
};

/* ---- Swift closures ----------------------------------------------------------------------- */

SwiftClosure *
swift_closure_new (gpointer            callback,
                   gpointer            user_data,
                   PetGtkDestroyNotify destroy,
                   PetGtkWindow       *window)
{
  SwiftClosure *closure = g_new0 (SwiftClosure, 1);

  closure->callback = callback;
  closure->user_data = user_data;
  closure->destroy = destroy;
  closure->window = window;
  return closure;
}

void
swift_closure_free (gpointer data)
{
  SwiftClosure *closure = data;

  if (closure->destroy != NULL)
    closure->destroy (closure->user_data);
  g_free (closure);
}

void
swift_closure_notify (gpointer  data,
                      GClosure *unused)
{
  swift_closure_free (data);
}

/* ---- Process ------------------------------------------------------------------------------ */

bool
pet_gtk_init_check (void)
{
  return gtk_init_check (NULL, NULL);
}

void
pet_gtk_iterate_pending (void)
{
  while (gtk_events_pending ())
    gtk_main_iteration_do (FALSE);
}

void
pet_gtk_free (void *pointer)
{
  g_free (pointer);
}

static gboolean
idle_once_cb (gpointer data)
{
  SwiftClosure *closure = data;

  ((PetGtkCallback) closure->callback) (closure->user_data);
  return G_SOURCE_REMOVE;
}

void
pet_gtk_idle_add (PetGtkCallback      callback,
                  void               *user_data,
                  PetGtkDestroyNotify destroy)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, idle_once_cb,
                   swift_closure_new (callback, user_data, destroy, NULL), swift_closure_free);
}

/* ---- Application -------------------------------------------------------------------------- */

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (app);
  const char *version = NULL;

  if (parent != NULL)
    version = g_object_get_data (G_OBJECT (parent), "pet-gtk-version");
  /* gtk_show_about_dialog is variadic: one reason this lives in C. */
  gtk_show_about_dialog (parent,
                         "program-name", "Pet Browser",
                         "logo-icon-name", g_application_get_application_id (G_APPLICATION (app)),
                         "version", version,
                         "comments", "Browse the pets waiting for a home at the shelter",
                         "title", "About Pet Browser",
                         NULL);
}

PetGtkApp *
pet_gtk_app_new (const char *app_id,
                 bool        unique)
{
  static const GActionEntry app_entries[] = {
    { "quit", quit_activated_cb, NULL, NULL, NULL, { 0 } },
    { "about", about_activated_cb, NULL, NULL, NULL, { 0 } },
  };
  static const char *quit_accels[] = { "<Primary>q", NULL };
  static const char *help_accels[] = { "F1", "<Primary>question", NULL };
  static const char *search_accels[] = { "<Primary>f", NULL };
  static const char *menu_accels[] = { "F10", NULL };
  static const char *favorite_accels[] = { "<Primary>d", NULL };
  GtkApplication *app;

  app = gtk_application_new (app_id, unique ? G_APPLICATION_DEFAULT_FLAGS
                                            : G_APPLICATION_NON_UNIQUE);
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries),
                                   app);
  gtk_application_set_accels_for_action (app, "app.quit", quit_accels);
  gtk_application_set_accels_for_action (app, "win.show-help-overlay", help_accels);
  gtk_application_set_accels_for_action (app, "win.search", search_accels);
  gtk_application_set_accels_for_action (app, "win.show-menu", menu_accels);
  gtk_application_set_accels_for_action (app, "win.toggle-favorite", favorite_accels);
  return (PetGtkApp *) app;
}

void
pet_gtk_app_free (PetGtkApp *app)
{
  g_object_unref (app);
}

static void
activate_cb (GApplication *application,
             gpointer      user_data)
{
  SwiftClosure *closure = user_data;

  ((PetGtkCallback) closure->callback) (closure->user_data);
}

void
pet_gtk_app_connect_activate (PetGtkApp          *app,
                              PetGtkCallback      callback,
                              void               *user_data,
                              PetGtkDestroyNotify destroy)
{
  g_signal_connect_data (app, "activate", G_CALLBACK (activate_cb),
                         swift_closure_new (callback, user_data, destroy, NULL),
                         swift_closure_notify, 0);
}

int
pet_gtk_app_run (PetGtkApp  *app,
                 const char *argv0)
{
  char *argv[] = { (char *) argv0, NULL };

  return g_application_run (G_APPLICATION (app), 1, argv);
}

void
pet_gtk_app_quit (PetGtkApp *app)
{
  g_application_quit (G_APPLICATION (app));
}

/* ---- Window: actions ---------------------------------------------------------------------- */

static void
search_activated_cb (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  PetGtkWindow *self = user_data;

  gtk_search_bar_set_search_mode (GTK_SEARCH_BAR (self->search_bar), TRUE);
  gtk_widget_grab_focus (self->search_entry);
}

static void
show_menu_activated_cb (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  PetGtkWindow *self = user_data;

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->menu_button), TRUE);
}

static int32_t selected_row (PetGtkWindow *self);

static void
star_activate (PetGtkWindow *self,
               int32_t       row)
{
  if (self->star_closure == NULL || !self->stars_sensitive || row < 0)
    return;
  ((PetGtkIndexCallback) self->star_closure->callback) (row, self->star_closure->user_data);
}

static void
toggle_favorite_activated_cb (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  PetGtkWindow *self = user_data;

  star_activate (self, selected_row (self));
}

/* Closing the search bar (Escape, the toggle) hands the keyboard back to the list. */
static void
search_mode_changed_cb (GObject    *search_bar,
                        GParamSpec *pspec,
                        gpointer    user_data)
{
  PetGtkWindow *self = user_data;

  if (!gtk_search_bar_get_search_mode (GTK_SEARCH_BAR (search_bar))
      && gtk_stack_get_visible_child (GTK_STACK (self->stack)) != NULL)
    gtk_widget_grab_focus (self->tree_view);
}

/* Typing in the list starts a search with what was typed. */
static gboolean
tree_view_key_press_cb (GtkWidget   *widget,
                        GdkEventKey *event,
                        gpointer     user_data)
{
  PetGtkWindow *self = user_data;

  return gtk_search_bar_handle_event (GTK_SEARCH_BAR (self->search_bar), (GdkEvent *) event);
}

static const char shortcuts_ui[] =
  "<interface>"
  "  <object class='GtkShortcutsWindow' id='shortcuts'>"
  "    <property name='modal'>True</property>"
  "    <child><object class='GtkShortcutsSection'>"
  "      <property name='visible'>True</property>"
  "      <property name='section-name'>shortcuts</property>"
  "      <property name='max-height'>12</property>"
  "      <child><object class='GtkShortcutsGroup'>"
  "        <property name='visible'>True</property>"
  "        <property name='title'>Finding pets</property>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>&lt;Primary&gt;f</property>"
  "          <property name='title'>Search by name, breed or story</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>Escape</property>"
  "          <property name='title'>Close the search</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>Up Down</property>"
  "          <property name='title'>Previous or next pet</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>Tab &lt;Shift&gt;Tab</property>"
  "          <property name='title'>Move between search, filters, list and card</property>"
  "        </object></child>"
  "      </object></child>"
  "      <child><object class='GtkShortcutsGroup'>"
  "        <property name='visible'>True</property>"
  "        <property name='title'>Filters and order</property>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>&lt;Alt&gt;s</property>"
  "          <property name='title'>Species</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>&lt;Alt&gt;g</property>"
  "          <property name='title'>Age</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>&lt;Alt&gt;x</property>"
  "          <property name='title'>Sex</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>&lt;Alt&gt;z</property>"
  "          <property name='title'>Size</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>&lt;Alt&gt;w</property>"
  "          <property name='title'>Good with</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>&lt;Alt&gt;o</property>"
  "          <property name='title'>Sort order</property>"
  "        </object></child>"
  "      </object></child>"
  "      <child><object class='GtkShortcutsGroup'>"
  "        <property name='visible'>True</property>"
  "        <property name='title'>General</property>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>&lt;Primary&gt;d</property>"
  "          <property name='title'>Add or remove the pet from favourites</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>F10</property>"
  "          <property name='title'>Open the menu</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>F1 &lt;Primary&gt;question</property>"
  "          <property name='title'>Keyboard shortcuts</property>"
  "        </object></child>"
  "        <child><object class='GtkShortcutsShortcut'>"
  "          <property name='visible'>True</property>"
  "          <property name='accelerator'>&lt;Primary&gt;q</property>"
  "          <property name='title'>Quit</property>"
  "        </object></child>"
  "      </object></child>"
  "    </object></child>"
  "  </object>"
  "</interface>";

/* ---- Window: the list --------------------------------------------------------------------- */

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

static GtkTreeViewColumn *
text_column_new (const char *title,
                 PetGtkColumn column,
                 gint         width,
                 gboolean     expand,
                 gfloat       xalign,
                 gboolean     bold)
{
  GtkCellRenderer *renderer = gtk_cell_renderer_text_new ();
  GtkTreeViewColumn *tree_column;

  g_object_set (renderer, "ellipsize", PANGO_ELLIPSIZE_END, "xalign", xalign, "xpad", 6, NULL);
  if (bold)
    g_object_set (renderer, "weight", PANGO_WEIGHT_BOLD, NULL);
  /* "text", never "markup": catalogue text is shown as typed. */
  tree_column = gtk_tree_view_column_new_with_attributes (title, renderer, "text", column, NULL);
  gtk_tree_view_column_set_sizing (tree_column, GTK_TREE_VIEW_COLUMN_FIXED);
  gtk_tree_view_column_set_fixed_width (tree_column, width);
  gtk_tree_view_column_set_expand (tree_column, expand);
  gtk_tree_view_column_set_resizable (tree_column, TRUE);
  gtk_tree_view_column_set_alignment (tree_column, xalign);
  return tree_column;
}

/* The row whose star is at (x, y) in the tree view's bin window, or -1. */
static int32_t
star_row_at (PetGtkWindow *self,
             gdouble       x,
             gdouble       y)
{
  g_autoptr(GtkTreePath) path = NULL;
  GtkTreeViewColumn *column = NULL;

  if (!gtk_tree_view_get_path_at_pos (GTK_TREE_VIEW (self->tree_view), (gint) x, (gint) y, &path,
                                      &column, NULL, NULL)
      || column != self->star_column)
    return -1;
  return gtk_tree_path_get_indices (path)[0];
}

/* A click on a star toggles it and leaves the selection alone. */
static gboolean
tree_view_button_press_cb (GtkWidget      *widget,
                           GdkEventButton *event,
                           gpointer        user_data)
{
  PetGtkWindow *self = user_data;
  int32_t row;

  if (event->type != GDK_BUTTON_PRESS || event->button != GDK_BUTTON_PRIMARY
      || event->window != gtk_tree_view_get_bin_window (GTK_TREE_VIEW (widget))
      || !self->stars_sensitive)
    return GDK_EVENT_PROPAGATE;
  row = star_row_at (self, event->x, event->y);
  if (row < 0)
    return GDK_EVENT_PROPAGATE;
  star_activate (self, row);
  return GDK_EVENT_STOP;
}

/* The star's tooltip: set as text, never markup, since it holds the pet's name. */
static gboolean
tree_view_query_tooltip_cb (GtkWidget  *widget,
                            gint        x,
                            gint        y,
                            gboolean    keyboard_mode,
                            GtkTooltip *tooltip,
                            gpointer    user_data)
{
  PetGtkWindow *self = user_data;
  GtkTreeView *tree_view = GTK_TREE_VIEW (widget);
  GtkTreeModel *model = NULL;
  GtkTreeIter iter;
  g_autoptr(GtkTreePath) path = NULL;
  GtkTreeViewColumn *column = NULL;
  g_autofree char *label = NULL;
  gint bin_x, bin_y;

  if (keyboard_mode)
    {
      if (!gtk_tree_view_get_tooltip_context (tree_view, &x, &y, keyboard_mode, &model, &path,
                                              &iter))
        return FALSE;
      column = self->star_column;
    }
  else
    {
      gtk_tree_view_convert_widget_to_bin_window_coords (tree_view, x, y, &bin_x, &bin_y);
      model = gtk_tree_view_get_model (tree_view);
      if (model == NULL
          || !gtk_tree_view_get_path_at_pos (tree_view, bin_x, bin_y, &path, &column, NULL, NULL)
          || column != self->star_column || !gtk_tree_model_get_iter (model, &iter, path))
        return FALSE;
    }
  gtk_tree_model_get (model, &iter, PET_GTK_COLUMN_STAR_LABEL, &label, -1);
  if (label == NULL || label[0] == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, label);
  gtk_tree_view_set_tooltip_cell (tree_view, tooltip, path, column, NULL);
  return TRUE;
}


/* ---- The pets' list ------------------------------------------------------------------------ */

/* A GtkTreeView whose accessible is made only when something asks for it (a screen reader,
 * a test), and named then. GtkTreeView keeps its accessible in step with the model by
 * emitting children-changed for every cell of every row added or removed, but only once the
 * accessible exists: made eagerly, just to name it, it cost each large list change about
 * 1.5 µs a row (55 ms for a keystroke that hides 40,000 pets) with no screen reader running. */
typedef struct
{
  GtkTreeView parent_instance;
} PetGtkPetList;

typedef struct
{
  GtkTreeViewClass parent_class;
} PetGtkPetListClass;

G_DEFINE_TYPE (PetGtkPetList, pet_gtk_pet_list, GTK_TYPE_TREE_VIEW)

static AtkObject *
pet_gtk_pet_list_get_accessible (GtkWidget *widget)
{
  AtkObject *accessible;

  accessible = GTK_WIDGET_CLASS (pet_gtk_pet_list_parent_class)->get_accessible (widget);
  if (accessible != NULL && g_object_get_data (G_OBJECT (widget), "pet-gtk-named") == NULL)
    {
      g_object_set_data (G_OBJECT (widget), "pet-gtk-named", GINT_TO_POINTER (TRUE));
      atk_object_set_name (accessible, "Pets");
      atk_object_set_description (accessible, "The pets that match the search and filters");
    }
  return accessible;
}

static void
pet_gtk_pet_list_class_init (PetGtkPetListClass *klass)
{
  GTK_WIDGET_CLASS (klass)->get_accessible = pet_gtk_pet_list_get_accessible;
}

static void
pet_gtk_pet_list_init (PetGtkPetList *self)
{
}

static GtkWidget *
tree_view_new (PetGtkWindow *self,
               gint          thumbnail_size)
{
  GtkWidget *tree_view = g_object_new (pet_gtk_pet_list_get_type (), NULL);
  GtkCellRenderer *renderer;
  GtkTreeViewColumn *column;

  gtk_tree_view_set_fixed_height_mode (GTK_TREE_VIEW (tree_view), TRUE);
  gtk_tree_view_set_enable_search (GTK_TREE_VIEW (tree_view), FALSE);
  gtk_tree_view_set_headers_clickable (GTK_TREE_VIEW (tree_view), FALSE);
  gtk_style_context_add_class (gtk_widget_get_style_context (tree_view), "pet-list");

  renderer = gtk_cell_renderer_pixbuf_new ();
  g_object_set (renderer, "xpad", 10, "ypad", 4, NULL);
  gtk_cell_renderer_set_fixed_size (renderer, thumbnail_size + 20, thumbnail_size + 8);
  column = gtk_tree_view_column_new ();
  gtk_tree_view_column_set_title (column, "Picture");
  gtk_tree_view_column_pack_start (column, renderer, FALSE);
  gtk_tree_view_column_set_cell_data_func (column, renderer, thumbnail_cell_data_cb, self, NULL);
  gtk_tree_view_column_set_sizing (column, GTK_TREE_VIEW_COLUMN_FIXED);
  gtk_tree_view_column_set_fixed_width (column, thumbnail_size + 20);
  gtk_tree_view_append_column (GTK_TREE_VIEW (tree_view), column);

  gtk_tree_view_append_column (GTK_TREE_VIEW (tree_view),
                               text_column_new ("Name", PET_GTK_COLUMN_NAME, 142, TRUE, 0.0, TRUE));
  gtk_tree_view_append_column (GTK_TREE_VIEW (tree_view),
                               text_column_new ("Species", PET_GTK_COLUMN_SPECIES, 95, FALSE, 0.0,
                                                FALSE));
  gtk_tree_view_append_column (GTK_TREE_VIEW (tree_view),
                               text_column_new ("Age", PET_GTK_COLUMN_AGE, 110, FALSE, 0.0, FALSE));
  gtk_tree_view_append_column (GTK_TREE_VIEW (tree_view),
                               text_column_new ("Fee", PET_GTK_COLUMN_FEE, 80, FALSE, 1.0, FALSE));
  /* The star: text like the other cells, asked of Swift for the rows on screen only. */
  self->star_renderer = gtk_cell_renderer_text_new ();
  g_object_set (self->star_renderer, "xalign", 0.5, "scale", 1.3, NULL);
  self->star_column = gtk_tree_view_column_new_with_attributes ("★", self->star_renderer, "text",
                                                                PET_GTK_COLUMN_STAR, NULL);
  gtk_tree_view_column_set_sizing (self->star_column, GTK_TREE_VIEW_COLUMN_FIXED);
  gtk_tree_view_column_set_fixed_width (self->star_column, 44);
  gtk_tree_view_column_set_alignment (self->star_column, 0.5);
  gtk_tree_view_append_column (GTK_TREE_VIEW (tree_view), self->star_column);
  gtk_widget_set_has_tooltip (tree_view, TRUE);

  gtk_tree_view_set_model (GTK_TREE_VIEW (tree_view), GTK_TREE_MODEL (self->model));
  g_signal_connect (tree_view, "key-press-event", G_CALLBACK (tree_view_key_press_cb), self);
  g_signal_connect (tree_view, "button-press-event", G_CALLBACK (tree_view_button_press_cb), self);
  g_signal_connect (tree_view, "query-tooltip", G_CALLBACK (tree_view_query_tooltip_cb), self);
  return tree_view;
}

/* ---- Window: construction ----------------------------------------------------------------- */

static void
load_style (const char *css_path,
            const char *icons_path)
{
  static gboolean loaded = FALSE;
  g_autoptr(GtkCssProvider) provider = NULL;
  g_autoptr(GError) error = NULL;

  if (loaded)
    return;
  loaded = TRUE;
  if (icons_path != NULL)
    gtk_icon_theme_append_search_path (gtk_icon_theme_get_default (), icons_path);
  if (css_path == NULL)
    return;
  provider = gtk_css_provider_new ();
  if (!gtk_css_provider_load_from_path (provider, css_path, &error))
    {
      g_warning ("Unable to load the style sheet '%s': %s. Using the theme's plain style.",
                 css_path, error->message);
      return;
    }
  gtk_style_context_add_provider_for_screen (gdk_screen_get_default (),
                                             GTK_STYLE_PROVIDER (provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static GtkWidget *
header_bar_new (PetGtkWindow             *self,
                const PetGtkWindowConfig *config)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenu) help_section = g_menu_new ();
  g_autoptr(GMenu) quit_section = g_menu_new ();
  GtkWidget *header_bar = gtk_header_bar_new ();

  gtk_header_bar_set_title (GTK_HEADER_BAR (header_bar), config->title);
  gtk_header_bar_set_subtitle (GTK_HEADER_BAR (header_bar), config->subtitle);
  gtk_header_bar_set_show_close_button (GTK_HEADER_BAR (header_bar), TRUE);

  self->search_button = gtk_toggle_button_new ();
  gtk_container_add (GTK_CONTAINER (self->search_button),
                     gtk_image_new_from_icon_name ("system-search-symbolic", GTK_ICON_SIZE_BUTTON));
  gtk_widget_set_tooltip_text (self->search_button, "Search (Ctrl+F)");
  atk_object_set_name (gtk_widget_get_accessible (self->search_button), "Search");
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header_bar), self->search_button);

  g_menu_append (help_section, "_Keyboard Shortcuts", "win.show-help-overlay");
  g_menu_append (help_section, "_About Pet Browser", "app.about");
  g_menu_append (quit_section, "_Quit", "app.quit");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (help_section));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (quit_section));
  self->menu_button = gtk_menu_button_new ();
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->menu_button), G_MENU_MODEL (menu));
  gtk_button_set_image (GTK_BUTTON (self->menu_button),
                        gtk_image_new_from_icon_name ("open-menu-symbolic", GTK_ICON_SIZE_BUTTON));
  gtk_widget_set_tooltip_text (self->menu_button, "Main menu (F10)");
  atk_object_set_name (gtk_widget_get_accessible (self->menu_button), "Main menu");
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header_bar), self->menu_button);
  return header_bar;
}

static void
info_bar_response_cb (GtkInfoBar *info_bar,
                      gint        response,
                      gpointer    user_data)
{
  PetGtkWindow *self = user_data;

  if (response != GTK_RESPONSE_CLOSE)
    return;
  gtk_widget_hide (GTK_WIDGET (info_bar));
  if (self->message_closure != NULL)
    ((PetGtkCallback) self->message_closure->callback) (self->message_closure->user_data);
}

/* Why favourites cannot be saved, and similar news: shown until closed or replaced. */
static GtkWidget *
info_bar_new (PetGtkWindow *self)
{
  self->info_bar = gtk_info_bar_new ();
  gtk_info_bar_set_message_type (GTK_INFO_BAR (self->info_bar), GTK_MESSAGE_WARNING);
  gtk_info_bar_set_show_close_button (GTK_INFO_BAR (self->info_bar), TRUE);
  self->info_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->info_label), 0.0);
  gtk_label_set_line_wrap (GTK_LABEL (self->info_label), TRUE);
  gtk_label_set_line_wrap_mode (GTK_LABEL (self->info_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (self->info_label), TRUE);
  gtk_container_add (GTK_CONTAINER (gtk_info_bar_get_content_area (GTK_INFO_BAR (self->info_bar))),
                     self->info_label);
  g_signal_connect (self->info_bar, "response", G_CALLBACK (info_bar_response_cb), self);
  return self->info_bar;
}

static GtkWidget *
empty_state_new (PetGtkWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *icon = gtk_image_new_from_icon_name ("system-search-symbolic", GTK_ICON_SIZE_DIALOG);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  g_object_set (box, "margin", 36, NULL);
  gtk_style_context_add_class (gtk_widget_get_style_context (box), "empty-state");
  gtk_image_set_pixel_size (GTK_IMAGE (icon), 128);
  gtk_style_context_add_class (gtk_widget_get_style_context (icon), "dim-label");
  atk_object_set_name (gtk_widget_get_accessible (icon), "No pets found");
  gtk_box_pack_start (GTK_BOX (box), icon, FALSE, FALSE, 0);

  self->empty_title = gtk_label_new (NULL);
  gtk_label_set_line_wrap (GTK_LABEL (self->empty_title), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->empty_title), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->empty_title), 40);
  gtk_style_context_add_class (gtk_widget_get_style_context (self->empty_title), "empty-title");
  gtk_box_pack_start (GTK_BOX (box), self->empty_title, FALSE, FALSE, 0);

  self->empty_message = gtk_label_new (NULL);
  gtk_label_set_line_wrap (GTK_LABEL (self->empty_message), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->empty_message), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->empty_message), 50);
  gtk_style_context_add_class (gtk_widget_get_style_context (self->empty_message), "dim-label");
  gtk_box_pack_start (GTK_BOX (box), self->empty_message, FALSE, FALSE, 0);
  return box;
}

PetGtkWindow *
pet_gtk_window_new (PetGtkApp                *app,
                    const PetGtkWindowConfig *config)
{
  static const GActionEntry win_entries[] = {
    { "search", search_activated_cb, NULL, NULL, NULL, { 0 } },
    { "show-menu", show_menu_activated_cb, NULL, NULL, NULL, { 0 } },
    { "toggle-favorite", toggle_favorite_activated_cb, NULL, NULL, NULL, { 0 } },
  };
  PetGtkWindow *self = g_new0 (PetGtkWindow, 1);
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *content, *paned, *list_pane, *scrolled, *card_scrolled, *separator;
  gint thumbnail_size = config->thumbnail_size > 0 ? config->thumbnail_size : 48;
  const char *title = config->title != NULL ? config->title : "Pet Browser";

  load_style (config->css_path, config->icons_path);

  self->pending_row = -1;
  self->choices = g_ptr_array_new ();
  self->toggles = g_ptr_array_new ();
  self->stars_sensitive = TRUE;
  self->model = pet_gtk_row_model_new ();
  self->thumbnails = pet_gtk_picture_cache_new (config->placeholder_path, thumbnail_size,
                                                PET_GTK_THUMBNAIL_CACHE_CAPACITY);
  self->window = g_object_new (GTK_TYPE_APPLICATION_WINDOW, "application", app, NULL);
  g_object_ref_sink (self->window);
  gtk_window_set_default_size (GTK_WINDOW (self->window), 1000, 700);
  gtk_window_set_icon_name (GTK_WINDOW (self->window), "org.shelterpets.PetBrowser");
  if (config->subtitle != NULL && config->subtitle[0] != '\0')
    {
      g_autofree char *window_title = g_strdup_printf ("%s — %s", config->subtitle, title);
      gtk_window_set_title (GTK_WINDOW (self->window), window_title);
    }
  else
    gtk_window_set_title (GTK_WINDOW (self->window), title);
  g_object_set_data_full (G_OBJECT (self->window), "pet-gtk-version",
                          g_strdup (config->version != NULL ? config->version : ""), g_free);
  g_action_map_add_action_entries (G_ACTION_MAP (self->window), win_entries,
                                   G_N_ELEMENTS (win_entries), self);

  self->header_bar = header_bar_new (self, config);
  gtk_header_bar_set_title (GTK_HEADER_BAR (self->header_bar), title);
  gtk_window_set_titlebar (GTK_WINDOW (self->window), self->header_bar);

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_container_add (GTK_CONTAINER (self->window), content);

  gtk_box_pack_start (GTK_BOX (content), info_bar_new (self), FALSE, FALSE, 0);

  self->search_bar = gtk_search_bar_new ();
  self->search_entry = gtk_search_entry_new ();
  gtk_entry_set_width_chars (GTK_ENTRY (self->search_entry), 40);
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->search_entry), "Search names, breeds and stories");
  atk_object_set_name (gtk_widget_get_accessible (self->search_entry), "Search pets");
  gtk_container_add (GTK_CONTAINER (self->search_bar), self->search_entry);
  gtk_search_bar_connect_entry (GTK_SEARCH_BAR (self->search_bar), GTK_ENTRY (self->search_entry));
  gtk_search_bar_set_show_close_button (GTK_SEARCH_BAR (self->search_bar), TRUE);
  g_object_bind_property (self->search_button, "active", self->search_bar, "search-mode-enabled",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_signal_connect (self->search_bar, "notify::search-mode-enabled",
                    G_CALLBACK (search_mode_changed_cb), self);
  gtk_box_pack_start (GTK_BOX (content), self->search_bar, FALSE, FALSE, 0);

  self->filter_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_style_context_add_class (gtk_widget_get_style_context (self->filter_box), "filter-bar");
  g_object_set (self->filter_box, "margin-start", 12, "margin-end", 12, "margin-top", 6,
                "margin-bottom", 6, NULL);
  gtk_box_pack_start (GTK_BOX (content), self->filter_box, FALSE, FALSE, 0);
  separator = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_box_pack_start (GTK_BOX (content), separator, FALSE, FALSE, 0);

  self->stack = gtk_stack_new ();
  gtk_box_pack_start (GTK_BOX (content), self->stack, TRUE, TRUE, 0);

  paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_paned_set_position (GTK_PANED (paned), 540);
  /* The left pane: "27 pets" and the sort order above the list. */
  list_pane = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  self->list_bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_style_context_add_class (gtk_widget_get_style_context (self->list_bar), "list-bar");
  g_object_set (self->list_bar, "margin-start", 12, "margin-end", 12, "margin-top", 6,
                "margin-bottom", 6, NULL);
  self->count_label = gtk_label_new (NULL);
  gtk_style_context_add_class (gtk_widget_get_style_context (self->count_label), "pet-count");
  gtk_label_set_xalign (GTK_LABEL (self->count_label), 0.0);
  atk_object_set_name (gtk_widget_get_accessible (self->count_label), "Matching pets");
  gtk_box_pack_start (GTK_BOX (self->list_bar), self->count_label, TRUE, TRUE, 0);
  gtk_box_pack_start (GTK_BOX (list_pane), self->list_bar, FALSE, FALSE, 0);
  gtk_box_pack_start (GTK_BOX (list_pane), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL),
                      FALSE, FALSE, 0);
  scrolled = gtk_scrolled_window_new (NULL, NULL);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  self->tree_view = tree_view_new (self, thumbnail_size);
  gtk_container_add (GTK_CONTAINER (scrolled), self->tree_view);
  gtk_box_pack_start (GTK_BOX (list_pane), scrolled, TRUE, TRUE, 0);
  gtk_paned_pack1 (GTK_PANED (paned), list_pane, TRUE, FALSE);

  self->card = pet_gtk_card_new (config->placeholder_path, config->picture_size);
  card_scrolled = gtk_scrolled_window_new (NULL, NULL);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (card_scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_container_add (GTK_CONTAINER (card_scrolled), pet_gtk_card_get_widget (self->card));
  /* Tabbing to the story scrolls the card to it. */
  gtk_container_set_focus_vadjustment (
      GTK_CONTAINER (pet_gtk_card_get_widget (self->card)),
      gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (card_scrolled)));
  gtk_paned_pack2 (GTK_PANED (paned), card_scrolled, TRUE, FALSE);
  gtk_stack_add_named (GTK_STACK (self->stack), paned, "pets");
  gtk_stack_add_named (GTK_STACK (self->stack), empty_state_new (self), "empty");

  builder = gtk_builder_new_from_string (shortcuts_ui, -1);
  gtk_application_window_set_help_overlay (
      GTK_APPLICATION_WINDOW (self->window),
      GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "shortcuts")));

  gtk_widget_show_all (content);
  gtk_widget_hide (self->info_bar);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "pets");
  gtk_widget_show_all (self->header_bar);
  gtk_widget_grab_focus (self->tree_view);
  return self;
}

void
pet_gtk_window_free (PetGtkWindow *self)
{
  if (self == NULL)
    return;
  g_clear_handle_id (&self->converge_id, g_source_remove);
  /* Destroying the widgets disconnects their handlers, which releases the Swift boxes. */
  gtk_widget_destroy (self->window);
  g_clear_object (&self->window);
  g_clear_pointer (&self->card, pet_gtk_card_free);
  g_clear_object (&self->model); /* releases the cell text function's box */
  g_clear_pointer (&self->thumbnails, pet_gtk_picture_cache_free);
  g_clear_pointer (&self->choices, g_ptr_array_unref);
  g_clear_pointer (&self->toggles, g_ptr_array_unref);
  g_clear_pointer (&self->star_closure, swift_closure_free);
  g_clear_pointer (&self->message_closure, swift_closure_free);
  g_free (self);
}

void
pet_gtk_window_present (PetGtkWindow *self)
{
  gtk_window_present (GTK_WINDOW (self->window));
}

PetGtkCard *
pet_gtk_window_get_card (PetGtkWindow *self)
{
  return self->card;
}

GtkWindow *
pet_gtk_window_get_toplevel (PetGtkWindow *self)
{
  return GTK_WINDOW (self->window);
}

/* ---- Window: rows and selection ----------------------------------------------------------- */

void
pet_gtk_window_set_cell_text_func (PetGtkWindow       *self,
                                   PetGtkCellTextFunc  func,
                                   void               *user_data,
                                   PetGtkDestroyNotify destroy)
{
  pet_gtk_row_model_set_text_func (self->model, func, user_data, destroy);
}

/* The view's bookkeeping per row (its red-black tree, and a "children-changed" signal per
 * cell from its accessible, which GTK's focus tracking makes as soon as the list has focus)
 * costs about 1.5 µs per row inserted or deleted, and about 0.5 µs per row, old and new, when
 * the model is detached and reattached (measured on 100,000 pets; see docs/performance.md).
 * A keystroke that hides 40,000 pets would so hold the main loop for 60 ms or more.
 *
 * So the rows that stay are told at once that they show other pets (only those on screen need
 * telling: the view asks for the others' text when it draws them), and the count moves toward
 * its new value at the end of the list, row by row, in slices of a few milliseconds: one before
 * the frame, the rest in idle time between frames. Rows past the new count show nothing until
 * they go (deleting from the middle of the view's tree costs ten times as much as from its
 * end), so on screen the list is right from the first frame and the scroll bar catches up over
 * the next few. Before the window is on screen there is no frame to keep: the list is rebuilt in
 * one go. (Not so while the empty state hides the list: the list comes back in slices too.) */
#define FIRST_SLICE_USEC 1500
#define IDLE_SLICE_USEC 5000

static void select_row_now (PetGtkWindow *self, gint32 row);

/* Moves the count toward target_rows for at most `budget` µs; TRUE once it is there. */
static gboolean
converge_rows (PetGtkWindow *self,
               gint64        budget)
{
  gint64 started = g_get_monotonic_time ();
  gint64 deadline = started + budget;
  guint n_rows = pet_gtk_row_model_get_n_rows (self->model);

  self->resetting_rows = TRUE;
  while (n_rows != self->target_rows && g_get_monotonic_time () < deadline)
    {
      /* A hundred-odd rows (about 0.2 ms) between looks at the clock. */
      guint step = MIN (128, n_rows > self->target_rows ? n_rows - self->target_rows
                                                        : self->target_rows - n_rows);

      pet_gtk_row_model_resize (self->model, n_rows > self->target_rows ? n_rows - step : n_rows + step);
      n_rows = pet_gtk_row_model_get_n_rows (self->model);
    }
  self->resetting_rows = FALSE;

  if (self->pending_row >= 0 && (guint) self->pending_row < n_rows)
    {
      gint32 row = self->pending_row;

      self->pending_row = -1;
      select_row_now (self, row);
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
  if (!gtk_widget_get_mapped (self->window))
    {
      self->resetting_rows = TRUE;
      gtk_tree_view_set_model (GTK_TREE_VIEW (self->tree_view), NULL);
      pet_gtk_row_model_reset (self->model, n_rows);
      gtk_tree_view_set_model (GTK_TREE_VIEW (self->tree_view), GTK_TREE_MODEL (self->model));
      self->resetting_rows = FALSE;
      g_clear_handle_id (&self->converge_id, g_source_remove);
      return;
    }

  /* The rows that stay now show other pets: only those on screen need telling. */
  if (gtk_tree_view_get_visible_range (GTK_TREE_VIEW (self->tree_view), &start, &end))
    pet_gtk_row_model_changed (self->model, (guint) gtk_tree_path_get_indices (start)[0],
                               (guint) gtk_tree_path_get_indices (end)[0]);
  if (converge_rows (self, FIRST_SLICE_USEC))
    g_clear_handle_id (&self->converge_id, g_source_remove);
  else if (self->converge_id == 0)
    /* Below redrawing's priority, so each slice leaves room for a frame. */
    self->converge_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, converge_rows_cb, self, NULL);
}

bool
pet_gtk_window_get_rows_settled (PetGtkWindow *self)
{
  return pet_gtk_row_model_get_n_rows (self->model) == self->target_rows;
}

int64_t
pet_gtk_window_take_longest_slice (PetGtkWindow *self)
{
  gint64 longest = self->longest_slice;

  self->longest_slice = 0;
  return longest;
}

uint32_t
pet_gtk_window_get_row_count (PetGtkWindow *self)
{
  GtkTreeModel *model = gtk_tree_view_get_model (GTK_TREE_VIEW (self->tree_view));

  return model == NULL ? 0 : (uint32_t) gtk_tree_model_iter_n_children (model, NULL);
}

char *
pet_gtk_window_dup_cell_text (PetGtkWindow *self,
                              uint32_t      row,
                              PetGtkColumn  column)
{
  GtkTreeModel *model = gtk_tree_view_get_model (GTK_TREE_VIEW (self->tree_view));
  GtkTreeIter iter;
  char *text = NULL;

  if (model == NULL || !gtk_tree_model_iter_nth_child (model, &iter, NULL, (gint) row))
    return NULL;
  gtk_tree_model_get (model, &iter, column, &text, -1);
  return text;
}

static int32_t selected_row (PetGtkWindow *self);

static void
select_row_now (PetGtkWindow *self,
                gint32        row)
{
  g_autoptr(GtkTreePath) path = gtk_tree_path_new_from_indices (row, -1);

  /* Deleting the selected row moves the selection while the rows change, unannounced; if it
   * landed on `row`, setting the cursor there changes nothing, so say it changed. */
  if (selected_row (self) == row)
    g_signal_emit_by_name (gtk_tree_view_get_selection (GTK_TREE_VIEW (self->tree_view)), "changed");
  else
    gtk_tree_view_set_cursor (GTK_TREE_VIEW (self->tree_view), path, NULL, FALSE);
  gtk_tree_view_scroll_to_cell (GTK_TREE_VIEW (self->tree_view), path, NULL, FALSE, 0.0, 0.0);
}

void
pet_gtk_window_select_row (PetGtkWindow *self,
                           int32_t       row)
{
  GtkTreeSelection *selection = gtk_tree_view_get_selection (GTK_TREE_VIEW (self->tree_view));

  self->pending_row = -1;
  if (row < 0 || (guint) row >= self->target_rows)
    {
      gtk_tree_selection_unselect_all (selection);
      return;
    }
  if ((guint) row >= pet_gtk_row_model_get_n_rows (self->model))
    {
      /* Not there yet while the count catches up: selected when it is. */
      self->pending_row = row;
      return;
    }
  select_row_now (self, row);
}

static int32_t
selected_row (PetGtkWindow *self)
{
  GtkTreeSelection *selection = gtk_tree_view_get_selection (GTK_TREE_VIEW (self->tree_view));
  GtkTreeModel *model = NULL;
  GtkTreeIter iter;
  g_autoptr(GtkTreePath) path = NULL;

  if (!gtk_tree_selection_get_selected (selection, &model, &iter))
    return -1;
  path = gtk_tree_model_get_path (model, &iter);
  return path == NULL ? -1 : gtk_tree_path_get_indices (path)[0];
}

int32_t
pet_gtk_window_get_selected_row (PetGtkWindow *self)
{
  return selected_row (self);
}

static void
selection_changed_cb (GtkTreeSelection *selection,
                      gpointer          user_data)
{
  SwiftClosure *closure = user_data;

  if (closure->window->resetting_rows)
    return;
  ((PetGtkIndexCallback) closure->callback) (selected_row (closure->window), closure->user_data);
}

void
pet_gtk_window_connect_selection_changed (PetGtkWindow       *self,
                                          PetGtkIndexCallback callback,
                                          void               *user_data,
                                          PetGtkDestroyNotify destroy)
{
  g_signal_connect_data (gtk_tree_view_get_selection (GTK_TREE_VIEW (self->tree_view)), "changed",
                         G_CALLBACK (selection_changed_cb),
                         swift_closure_new (callback, user_data, destroy, self),
                         swift_closure_notify, 0);
}

/* ---- Window: count, empty state, search --------------------------------------------------- */

void
pet_gtk_window_set_count_text (PetGtkWindow *self,
                               const char   *text)
{
  gtk_label_set_text (GTK_LABEL (self->count_label), text != NULL ? text : "");
}

void
pet_gtk_window_set_empty_state (PetGtkWindow *self,
                                bool          empty,
                                const char   *title,
                                const char   *message)
{
  gtk_label_set_text (GTK_LABEL (self->empty_title), title != NULL ? title : "");
  gtk_label_set_text (GTK_LABEL (self->empty_message), message != NULL ? message : "");
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), empty ? "empty" : "pets");
}

bool
pet_gtk_window_get_empty_state_visible (PetGtkWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "empty") == 0;
}

void
pet_gtk_window_set_search_text (PetGtkWindow *self,
                                const char   *text)
{
  if (text != NULL && text[0] != '\0')
    gtk_search_bar_set_search_mode (GTK_SEARCH_BAR (self->search_bar), TRUE);
  gtk_entry_set_text (GTK_ENTRY (self->search_entry), text != NULL ? text : "");
}

static void
search_changed_cb (GtkSearchEntry *entry,
                   gpointer        user_data)
{
  SwiftClosure *closure = user_data;

  ((PetGtkTextCallback) closure->callback) (gtk_entry_get_text (GTK_ENTRY (entry)),
                                            closure->user_data);
}

void
pet_gtk_window_connect_search_changed (PetGtkWindow       *self,
                                       PetGtkTextCallback  callback,
                                       void               *user_data,
                                       PetGtkDestroyNotify destroy)
{
  g_signal_connect_data (self->search_entry, "search-changed", G_CALLBACK (search_changed_cb),
                         swift_closure_new (callback, user_data, destroy, self),
                         swift_closure_notify, 0);
}

/* ---- Window: filter and sort choices ------------------------------------------------------ */

int32_t
pet_gtk_window_add_choice (PetGtkWindow *self,
                           const char   *mnemonic_label,
                           const char   *accessible_name,
                           bool          above_list)
{
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic_label);
  GtkWidget *combo = gtk_combo_box_text_new ();

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), combo);
  gtk_style_context_add_class (gtk_widget_get_style_context (label), "dim-label");
  atk_object_set_name (gtk_widget_get_accessible (combo), accessible_name);
  gtk_box_pack_start (GTK_BOX (group), label, FALSE, FALSE, 0);
  gtk_box_pack_start (GTK_BOX (group), combo, FALSE, FALSE, 0);
  if (above_list)
    gtk_box_pack_end (GTK_BOX (self->list_bar), group, FALSE, FALSE, 0);
  else
    gtk_box_pack_start (GTK_BOX (self->filter_box), group, FALSE, FALSE, 0);
  gtk_widget_show_all (group);
  g_ptr_array_add (self->choices, combo);
  return (int32_t) self->choices->len - 1;
}

static GtkComboBox *
choice_get (PetGtkWindow *self,
            int32_t       choice)
{
  g_return_val_if_fail (choice >= 0 && (guint) choice < self->choices->len, NULL);
  return GTK_COMBO_BOX (g_ptr_array_index (self->choices, choice));
}

void
pet_gtk_window_append_choice_item (PetGtkWindow *self,
                                   int32_t       choice,
                                   const char   *text)
{
  GtkComboBox *combo = choice_get (self, choice);

  if (combo != NULL)
    gtk_combo_box_text_append_text (GTK_COMBO_BOX_TEXT (combo), text);
}

void
pet_gtk_window_set_choice_active (PetGtkWindow *self,
                                  int32_t       choice,
                                  int32_t       item)
{
  GtkComboBox *combo = choice_get (self, choice);

  if (combo != NULL)
    gtk_combo_box_set_active (combo, item);
}

int32_t
pet_gtk_window_get_choice_active (PetGtkWindow *self,
                                  int32_t       choice)
{
  GtkComboBox *combo = choice_get (self, choice);

  return combo == NULL ? -1 : gtk_combo_box_get_active (combo);
}

static void
choice_changed_cb (GtkComboBox *combo,
                   gpointer     user_data)
{
  SwiftClosure *closure = user_data;

  ((PetGtkIndexCallback) closure->callback) (gtk_combo_box_get_active (combo), closure->user_data);
}

void
pet_gtk_window_connect_choice_changed (PetGtkWindow       *self,
                                       int32_t             choice,
                                       PetGtkIndexCallback callback,
                                       void               *user_data,
                                       PetGtkDestroyNotify destroy)
{
  GtkComboBox *combo = choice_get (self, choice);

  if (combo == NULL)
    {
      if (destroy != NULL)
        destroy (user_data);
      return;
    }
  g_signal_connect_data (combo, "changed", G_CALLBACK (choice_changed_cb),
                         swift_closure_new (callback, user_data, destroy, self),
                         swift_closure_notify, 0);
}

/* ---- Window: favourite stars, messages, toggles ------------------------------------------- */

void
pet_gtk_window_connect_star_activated (PetGtkWindow       *self,
                                       PetGtkIndexCallback callback,
                                       void               *user_data,
                                       PetGtkDestroyNotify destroy)
{
  g_clear_pointer (&self->star_closure, swift_closure_free);
  self->star_closure = swift_closure_new (callback, user_data, destroy, self);
}

void
pet_gtk_window_set_stars_sensitive (PetGtkWindow *self,
                                    bool          sensitive)
{
  self->stars_sensitive = sensitive;
  g_object_set (self->star_renderer, "sensitive", sensitive, NULL);
  g_simple_action_set_enabled (
      G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->window), "toggle-favorite")),
      sensitive);
  gtk_widget_queue_draw (self->tree_view);
}

void
pet_gtk_window_row_changed (PetGtkWindow *self,
                            int32_t       row)
{
  GtkTreeModel *model = gtk_tree_view_get_model (GTK_TREE_VIEW (self->tree_view));
  g_autoptr(GtkTreePath) path = NULL;
  GtkTreeIter iter;

  if (model == NULL)
    return;
  if (row < 0)
    {
      /* Cells are asked for when drawn: redrawing asks again, for the rows on screen only. */
      gtk_widget_queue_draw (self->tree_view);
      return;
    }
  if (!gtk_tree_model_iter_nth_child (model, &iter, NULL, row))
    return;
  path = gtk_tree_path_new_from_indices (row, -1);
  gtk_tree_model_row_changed (model, path, &iter);
}

static void
send_button_event (GtkWidget *widget,
                   GdkWindow *window,
                   GdkEventType type,
                   gdouble    x,
                   gdouble    y)
{
  GdkEvent *event = gdk_event_new (type);
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (widget));

  event->button.window = g_object_ref (window);
  event->button.send_event = TRUE;
  event->button.time = GDK_CURRENT_TIME;
  event->button.x = x;
  event->button.y = y;
  event->button.button = GDK_BUTTON_PRIMARY;
  gdk_event_set_device (event, gdk_seat_get_pointer (seat));
  gtk_widget_event (widget, event);
  gdk_event_free (event);
}

bool
pet_gtk_window_click_star (PetGtkWindow *self,
                           uint32_t      row)
{
  GtkTreeView *tree_view = GTK_TREE_VIEW (self->tree_view);
  GdkWindow *bin_window = gtk_tree_view_get_bin_window (tree_view);
  g_autoptr(GtkTreePath) path = NULL;
  GdkRectangle area = { 0 };

  if (bin_window == NULL || row >= pet_gtk_row_model_get_n_rows (self->model))
    return FALSE;
  path = gtk_tree_path_new_from_indices ((gint) row, -1);
  gtk_tree_view_get_cell_area (tree_view, path, self->star_column, &area);
  if (area.width <= 0 || area.height <= 0)
    return FALSE;
  /* The same events a mouse click sends, to the same window, at the middle of the star. */
  send_button_event (self->tree_view, bin_window, GDK_BUTTON_PRESS, area.x + area.width / 2.0,
                     area.y + area.height / 2.0);
  send_button_event (self->tree_view, bin_window, GDK_BUTTON_RELEASE, area.x + area.width / 2.0,
                     area.y + area.height / 2.0);
  return TRUE;
}

void
pet_gtk_window_activate_action (PetGtkWindow *self,
                                const char   *name)
{
  g_action_group_activate_action (G_ACTION_GROUP (self->window), name, NULL);
}

void
pet_gtk_window_show_message (PetGtkWindow *self,
                             const char   *text)
{
  if (text == NULL)
    {
      gtk_widget_hide (self->info_bar);
      return;
    }
  gtk_label_set_text (GTK_LABEL (self->info_label), text);
  gtk_widget_show (self->info_bar);
}

const char *
pet_gtk_window_get_message (PetGtkWindow *self)
{
  if (!gtk_widget_get_visible (self->info_bar))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (self->info_label));
}

void
pet_gtk_window_connect_message_closed (PetGtkWindow       *self,
                                       PetGtkCallback      callback,
                                       void               *user_data,
                                       PetGtkDestroyNotify destroy)
{
  g_clear_pointer (&self->message_closure, swift_closure_free);
  self->message_closure = swift_closure_new (callback, user_data, destroy, self);
}

void
pet_gtk_window_close_message (PetGtkWindow *self)
{
  if (gtk_widget_get_visible (self->info_bar))
    gtk_info_bar_response (GTK_INFO_BAR (self->info_bar), GTK_RESPONSE_CLOSE);
}

int32_t
pet_gtk_window_add_toggle (PetGtkWindow *self,
                           const char   *mnemonic_label,
                           const char   *accessible_name)
{
  GtkWidget *toggle = gtk_toggle_button_new_with_mnemonic (mnemonic_label);

  atk_object_set_name (gtk_widget_get_accessible (toggle), accessible_name);
  gtk_widget_set_tooltip_text (toggle, accessible_name);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_box_pack_start (GTK_BOX (self->filter_box), toggle, FALSE, FALSE, 0);
  gtk_widget_show (toggle);
  g_ptr_array_add (self->toggles, toggle);
  return (int32_t) self->toggles->len - 1;
}

static GtkToggleButton *
toggle_get (PetGtkWindow *self,
            int32_t       toggle)
{
  g_return_val_if_fail (toggle >= 0 && (guint) toggle < self->toggles->len, NULL);
  return GTK_TOGGLE_BUTTON (g_ptr_array_index (self->toggles, toggle));
}

void
pet_gtk_window_set_toggle_active (PetGtkWindow *self,
                                  int32_t       toggle,
                                  bool          active)
{
  GtkToggleButton *button = toggle_get (self, toggle);

  if (button != NULL)
    gtk_toggle_button_set_active (button, active);
}

bool
pet_gtk_window_get_toggle_active (PetGtkWindow *self,
                                  int32_t       toggle)
{
  GtkToggleButton *button = toggle_get (self, toggle);

  return button != NULL && gtk_toggle_button_get_active (button);
}

static void
toggle_toggled_cb (GtkToggleButton *button,
                   gpointer         user_data)
{
  SwiftClosure *closure = user_data;

  ((PetGtkIndexCallback) closure->callback) (gtk_toggle_button_get_active (button) ? 1 : 0,
                                             closure->user_data);
}

void
pet_gtk_window_connect_toggle_changed (PetGtkWindow       *self,
                                       int32_t             toggle,
                                       PetGtkIndexCallback callback,
                                       void               *user_data,
                                       PetGtkDestroyNotify destroy)
{
  GtkToggleButton *button = toggle_get (self, toggle);

  if (button == NULL)
    {
      if (destroy != NULL)
        destroy (user_data);
      return;
    }
  g_signal_connect_data (button, "toggled", G_CALLBACK (toggle_toggled_cb),
                         swift_closure_new (callback, user_data, destroy, self),
                         swift_closure_notify, 0);
}

const char *
pet_gtk_window_get_count_text (PetGtkWindow *self)
{
  return gtk_label_get_text (GTK_LABEL (self->count_label));
}

static void
is_active_changed_cb (GObject    *window,
                      GParamSpec *pspec,
                      gpointer    user_data)
{
  SwiftClosure *closure = user_data;

  if (gtk_window_is_active (GTK_WINDOW (window)))
    ((PetGtkCallback) closure->callback) (closure->user_data);
}

void
pet_gtk_window_connect_activated (PetGtkWindow       *self,
                                  PetGtkCallback      callback,
                                  void               *user_data,
                                  PetGtkDestroyNotify destroy)
{
  g_signal_connect_data (self->window, "notify::is-active", G_CALLBACK (is_active_changed_cb),
                         swift_closure_new (callback, user_data, destroy, self),
                         swift_closure_notify, 0);
}

/* ---- Window: first frame and screenshots -------------------------------------------------- */

/* Shared by the map handler, the after-paint handler and the idle source, each holding a
 * reference; the Swift box is released when the last one lets go. */
typedef struct {
  PetGtkCallback      callback;
  gpointer            user_data;
  PetGtkDestroyNotify destroy;
} FirstFrame;

static void
first_frame_clear (gpointer data)
{
  FirstFrame *first_frame = data;

  if (first_frame->destroy != NULL)
    first_frame->destroy (first_frame->user_data);
}

static void
first_frame_release (gpointer data)
{
  g_rc_box_release_full (data, first_frame_clear);
}

static void
first_frame_release_notify (gpointer  data,
                            GClosure *unused)
{
  first_frame_release (data);
}

static gboolean
first_frame_idle_cb (gpointer data)
{
  FirstFrame *first_frame = data;

  first_frame->callback (first_frame->user_data);
  return G_SOURCE_REMOVE;
}

static void
first_frame_after_paint_cb (GdkFrameClock *clock,
                            gpointer       data)
{
  /* Painted; wait for the loop to go idle so the frame is complete, then call back. */
  g_idle_add_full (G_PRIORITY_LOW, first_frame_idle_cb, g_rc_box_acquire (data),
                   first_frame_release);
  g_signal_handlers_disconnect_by_func (clock, first_frame_after_paint_cb, data);
}

static void
first_frame_watch_clock (GtkWidget  *widget,
                         FirstFrame *first_frame)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_signal_connect_data (clock, "after-paint", G_CALLBACK (first_frame_after_paint_cb),
                         g_rc_box_acquire (first_frame), first_frame_release_notify, 0);
  gtk_widget_queue_draw (widget);
}

static void
first_frame_map_cb (GtkWidget *widget,
                    gpointer   data)
{
  first_frame_watch_clock (widget, data);
  g_signal_handlers_disconnect_by_func (widget, first_frame_map_cb, data);
}

void
pet_gtk_window_connect_first_frame (PetGtkWindow       *self,
                                    PetGtkCallback      callback,
                                    void               *user_data,
                                    PetGtkDestroyNotify destroy)
{
  FirstFrame *first_frame = g_rc_box_new0 (FirstFrame);

  first_frame->callback = callback;
  first_frame->user_data = user_data;
  first_frame->destroy = destroy;
  if (gtk_widget_get_mapped (self->window))
    first_frame_watch_clock (self->window, first_frame);
  else
    g_signal_connect_data (self->window, "map", G_CALLBACK (first_frame_map_cb),
                           g_rc_box_acquire (first_frame), first_frame_release_notify,
                           G_CONNECT_AFTER);
  first_frame_release (first_frame);
}

void
pet_gtk_window_get_size (PetGtkWindow *self,
                         int32_t      *width,
                         int32_t      *height)
{
  gint w = 0, h = 0;

  gtk_window_get_size (GTK_WINDOW (self->window), &w, &h);
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
}

gboolean
pet_gtk_save_widget_png (GtkWidget  *widget,
                         const char *path,
                         int32_t    *width,
                         int32_t    *height,
                         char      **error)
{
  GtkWidget *toplevel = gtk_widget_get_toplevel (widget);
  GdkWindow *gdk_window = gtk_widget_get_window (toplevel);
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  g_autoptr(GError) save_error = NULL;
  gint w, h;

  if (gdk_window == NULL || !gtk_widget_get_mapped (toplevel))
    {
      if (error != NULL)
        *error = g_strdup ("the window has not been shown yet");
      return FALSE;
    }
  /* Read back what the display shows: drawing the widget tree into an image instead
   * (gtk_widget_draw) leaves out child GdkWindows such as the list's column headers. */
  w = gdk_window_get_width (gdk_window);
  h = gdk_window_get_height (gdk_window);
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
  pixbuf = gdk_pixbuf_get_from_window (gdk_window, 0, 0, w, h);
  if (pixbuf == NULL)
    {
      if (error != NULL)
        *error = g_strdup ("the display gave back no picture of the window");
      return FALSE;
    }
  /* gdk_pixbuf_save is variadic (option key/value pairs): kept in C. */
  if (!gdk_pixbuf_save (pixbuf, path, "png", &save_error, NULL))
    {
      if (error != NULL)
        *error = g_strdup (save_error->message);
      return FALSE;
    }
  return TRUE;
}

bool
pet_gtk_window_save_png (PetGtkWindow *self,
                         const char   *path,
                         int32_t      *width,
                         int32_t      *height,
                         char        **error)
{
  return pet_gtk_save_widget_png (self->window, path, width, height, error);
}
