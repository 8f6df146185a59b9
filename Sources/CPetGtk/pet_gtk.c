/* pet_gtk.c — the process, and the generic calls through which Swift binds view-model outputs
 * to template children: properties, signals, actions, menus and screenshots.
 *
 * A Swift closure arrives as a function pointer, a retained box and the box's release function.
 * It is carried by a GClosure whose finalize notifier releases the box, so the box lives exactly
 * as long as the handler that can call it.
 */
#include "pet_gtk_private.h"

/* A drop-down of more items than this is not measured item by item (pet_gtk_set_items); it is
 * this many characters wide. */
#define PET_GTK_MEASURED_ITEMS 50
#define PET_GTK_LONG_LIST_CHARS 18

static char *ui_dir;

/* The style sheet for every window; one that does not parse leaves the theme's plain style
 * (Swift checks the file is there before it starts GTK). */
static void
load_style (const char *css_path,
            const char *icons_path)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

  if (icons_path != NULL)
    gtk_icon_theme_append_search_path (gtk_icon_theme_get_default (), icons_path);
  if (css_path == NULL || !gtk_css_provider_load_from_path (provider, css_path, NULL))
    return;
  gtk_style_context_add_provider_for_screen (gdk_screen_get_default (),
                                             GTK_STYLE_PROVIDER (provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

bool
pet_gtk_init_check (const char *templates,
                    const char *css_path,
                    const char *icons_path)
{
  if (!gtk_init_check (NULL, NULL))
    return FALSE;
  /* Before any template with a Hdy type loads (window.ui's leaflet and clamp). */
  hdy_init ();
  ui_dir = g_strdup (templates);
  load_style (css_path, icons_path);
  /* Tabbing to a selectable label (the story) must not leave all its text highlighted. */
  g_object_set (gtk_settings_get_default (), "gtk-label-select-on-focus", FALSE, NULL);
  /* Registered now, so pet_gtk_object_new can find them by name. */
  g_type_ensure (PET_GTK_TYPE_WINDOW);
  g_type_ensure (PET_GTK_TYPE_CARD);
  g_type_ensure (PET_GTK_TYPE_FORM);
  g_type_ensure (GTK_TYPE_SHORTCUTS_WINDOW);
  g_type_ensure (GTK_TYPE_SHORTCUTS_SECTION);
  g_type_ensure (GTK_TYPE_SHORTCUTS_GROUP);
  g_type_ensure (GTK_TYPE_SHORTCUTS_SHORTCUT);
  return TRUE;
}

/* Collects the id of every <object> in a template. */
static void
collect_id_cb (GMarkupParseContext *context,
               const char          *element,
               const char         **names,
               const char         **values,
               gpointer             user_data,
               GError             **error)
{
  if (g_strcmp0 (element, "object") != 0)
    return;
  for (gsize i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (names[i], "id") == 0)
      g_ptr_array_add (user_data, g_strdup (values[i]));
}

/* Binds every object the template names with an id, so that Swift reaches each by its name
 * (pet_gtk_template_child): the names are declared once, in the .ui file, and Swift's list of
 * them is checked against it by a test. */
static void
bind_every_id (GtkWidgetClass *widget_class,
               const char     *contents,
               gsize           length)
{
  static const GMarkupParser parser = { collect_id_cb, NULL, NULL, NULL, NULL };
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GMarkupParseContext) context = g_markup_parse_context_new (&parser, 0, ids, NULL);

  if (!g_markup_parse_context_parse (context, contents, length, NULL))
    return; /* gtk_widget_init_template says what is wrong with it */
  for (guint i = 0; i < ids->len; i++)
    gtk_widget_class_bind_template_child_full (widget_class, g_ptr_array_index (ids, i), FALSE, 0);
}

void
pet_gtk_class_set_template (GtkWidgetClass *widget_class,
                            const char     *file)
{
  g_autofree char *path = g_build_filename (ui_dir != NULL ? ui_dir : ".", file, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;

  /* Swift checks every template is there before it starts GTK (GtkSession.start). */
  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("%s", error->message);
  gtk_widget_class_set_template (widget_class, g_bytes_new (contents, length));
  bind_every_id (widget_class, contents, length);
}

void
pet_gtk_free (void *pointer)
{
  g_free (pointer);
}

/* ---- Swift closures ----------------------------------------------------------------------- */

typedef struct {
  GClosure            closure;
  PetGtkSignalCallback callback;
  gpointer            user_data;
  PetGtkDestroyNotify destroy;
} SwiftClosure;

static void
swift_closure_finalize_cb (gpointer  unused,
                           GClosure *closure)
{
  SwiftClosure *self = (SwiftClosure *) closure;

  if (self->destroy != NULL)
    self->destroy (self->user_data);
}

static void
swift_closure_marshal (GClosure     *closure,
                       GValue       *return_value,
                       guint         n_param_values,
                       const GValue *param_values,
                       gpointer      invocation_hint,
                       gpointer      marshal_data)
{
  SwiftClosure *self = (SwiftClosure *) closure;
  gint64 argument = 0;

  /* param_values[0] is the instance; the first argument, if any, follows. */
  if (n_param_values > 1)
    {
      const GValue *value = &param_values[1];

      if (G_VALUE_HOLDS_INT (value))
        argument = g_value_get_int (value);
      else if (G_VALUE_HOLDS_UINT (value))
        argument = g_value_get_uint (value);
      else if (G_VALUE_HOLDS_BOOLEAN (value))
        argument = g_value_get_boolean (value);
      else if (G_VALUE_HOLDS_ENUM (value))
        argument = g_value_get_enum (value);
      else if (G_VALUE_HOLDS_OBJECT (value))
        argument = (gint64) (gintptr) g_value_get_object (value);
      else if (G_VALUE_HOLDS_VARIANT (value))
        argument = (gint64) (gintptr) g_value_get_variant (value); /* an action's parameter */
    }
  self->callback (argument, self->user_data);
  if (return_value != NULL && G_VALUE_HOLDS_BOOLEAN (return_value))
    g_value_set_boolean (return_value, FALSE);
}

static GClosure *
swift_closure_new (PetGtkSignalCallback callback,
                   void                *user_data,
                   PetGtkDestroyNotify  destroy)
{
  GClosure *closure = g_closure_new_simple (sizeof (SwiftClosure), NULL);
  SwiftClosure *self = (SwiftClosure *) closure;

  self->callback = callback;
  self->user_data = user_data;
  self->destroy = destroy;
  g_closure_set_marshal (closure, swift_closure_marshal);
  g_closure_add_finalize_notifier (closure, NULL, swift_closure_finalize_cb);
  return closure;
}

/* A call on the main loop: a callback with no argument, run once. */
typedef struct {
  PetGtkCallback      callback;
  gpointer            user_data;
  PetGtkDestroyNotify destroy;
} IdleCall;

static gboolean
idle_call_cb (gpointer data)
{
  IdleCall *call = data;

  call->callback (call->user_data);
  return G_SOURCE_REMOVE;
}

static void
idle_call_free (gpointer data)
{
  IdleCall *call = data;

  if (call->destroy != NULL)
    call->destroy (call->user_data);
  g_free (call);
}

void
pet_gtk_timeout_add (uint32_t            milliseconds,
                     PetGtkCallback      callback,
                     void               *user_data,
                     PetGtkDestroyNotify destroy)
{
  IdleCall *call = g_new0 (IdleCall, 1);

  call->callback = callback;
  call->user_data = user_data;
  call->destroy = destroy;
  if (milliseconds == 0)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, idle_call_cb, call, idle_call_free);
  else
    g_timeout_add_full (G_PRIORITY_DEFAULT, milliseconds, idle_call_cb, call, idle_call_free);
}

/* ---- Any GObject -------------------------------------------------------------------------- */

void *
pet_gtk_object_new (const char *type_name)
{
  GType type = g_type_from_name (type_name);

  /* A type nothing has used yet is not registered: GtkBuilder finds its _get_type function,
   * as it does for the classes a .ui file names. */
  if (type == G_TYPE_INVALID)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new ();

      type = gtk_builder_get_type_from_name (builder, type_name);
    }
  g_return_val_if_fail (type != G_TYPE_INVALID, NULL);
  /* A dialog puts its buttons in a header bar, as GNOME's do, whatever the desktop's
   * gtk-dialogs-use-header says: "use-header-bar" can only be given here, at construction. */
  if (g_type_is_a (type, GTK_TYPE_DIALOG))
    return g_object_ref_sink (g_object_new (type, "use-header-bar", TRUE, NULL));
  return g_object_ref_sink (g_object_new (type, NULL));
}

void *
pet_gtk_object_ref (void *object)
{
  return g_object_ref (object);
}

void
pet_gtk_object_unref (void *object)
{
  g_object_unref (object);
}

void
pet_gtk_object_set_string (void       *object,
                           const char *property,
                           const char *value)
{
  /* A file chooser's file has no property: set as "filename", it opens in that file's folder
   * with the file selected (read back the same way, below). */
  if (GTK_IS_FILE_CHOOSER (object) && g_strcmp0 (property, "filename") == 0)
    {
      gtk_file_chooser_set_filename (GTK_FILE_CHOOSER (object), value);
      return;
    }
  g_object_set (object, property, value, NULL);
}

char *
pet_gtk_object_dup_string (void       *object,
                           const char *property)
{
  char *value = NULL;

  /* A file chooser's chosen file has no property: it reads as "filename". */
  if (GTK_IS_FILE_CHOOSER (object) && g_strcmp0 (property, "filename") == 0)
    return gtk_file_chooser_get_filename (GTK_FILE_CHOOSER (object));
  g_object_get (object, property, &value, NULL);
  return value;
}

void
pet_gtk_object_set_int (void       *object,
                        const char *property,
                        int64_t     value)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), property);
  g_auto(GValue) given = G_VALUE_INIT;
  g_auto(GValue) converted = G_VALUE_INIT;

  g_return_if_fail (pspec != NULL);
  g_value_init (&given, G_TYPE_INT64);
  g_value_set_int64 (&given, value);
  g_value_init (&converted, pspec->value_type);
  if (G_VALUE_HOLDS_BOOLEAN (&converted))
    g_value_set_boolean (&converted, value != 0);
  else if (G_VALUE_HOLDS_ENUM (&converted))
    g_value_set_enum (&converted, (gint) value);
  else if (G_VALUE_HOLDS_FLAGS (&converted))
    g_value_set_flags (&converted, (guint) value);
  else if (!g_value_transform (&given, &converted))
    g_return_if_reached ();
  g_object_set_property (object, property, &converted);
}

int64_t
pet_gtk_object_get_int (void       *object,
                        const char *property)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), property);
  g_auto(GValue) value = G_VALUE_INIT;
  g_auto(GValue) converted = G_VALUE_INIT;

  g_return_val_if_fail (pspec != NULL, 0);
  g_value_init (&value, pspec->value_type);
  g_object_get_property (object, property, &value);
  if (G_VALUE_HOLDS_BOOLEAN (&value))
    return g_value_get_boolean (&value);
  if (G_VALUE_HOLDS_ENUM (&value))
    return g_value_get_enum (&value);
  if (G_VALUE_HOLDS_FLAGS (&value))
    return g_value_get_flags (&value);
  g_value_init (&converted, G_TYPE_INT64);
  return g_value_transform (&value, &converted) ? g_value_get_int64 (&converted) : 0;
}

void
pet_gtk_object_set_object (void       *object,
                           const char *property,
                           void       *value)
{
  g_object_set (object, property, value, NULL);
}

uint64_t
pet_gtk_signal_connect (void                *object,
                        const char          *signal,
                        PetGtkSignalCallback callback,
                        void                *user_data,
                        PetGtkDestroyNotify  destroy)
{
  return g_signal_connect_closure (object, signal,
                                   swift_closure_new (callback, user_data, destroy), FALSE);
}

void
pet_gtk_signal_emit (void       *object,
                     const char *signal,
                     int64_t     argument)
{
  guint signal_id = 0;
  GQuark detail = 0;
  GSignalQuery query;
  g_autofree GValue *values = NULL;
  guint i;

  if (!g_signal_parse_name (signal, G_OBJECT_TYPE (object), &signal_id, &detail, FALSE))
    g_return_if_reached ();
  g_signal_query (signal_id, &query);
  values = g_new0 (GValue, query.n_params + 1);
  g_value_init_from_instance (&values[0], object);
  for (i = 0; i < query.n_params; i++)
    g_value_init (&values[i + 1], query.param_types[i] & ~G_SIGNAL_TYPE_STATIC_SCOPE);
  if (query.n_params > 0 && G_VALUE_HOLDS_INT (&values[1]))
    g_value_set_int (&values[1], (gint) argument);
  else if (query.n_params > 0 && G_VALUE_HOLDS_BOOLEAN (&values[1]))
    g_value_set_boolean (&values[1], argument != 0);
  g_signal_emitv (values, signal_id, detail, NULL);
  for (i = 0; i <= query.n_params; i++)
    g_value_unset (&values[i]);
}

void *
pet_gtk_template_child (void       *widget,
                        const char *name)
{
  return gtk_widget_get_template_child (widget, G_OBJECT_TYPE (widget), name);
}

/* ---- Widgets ------------------------------------------------------------------------------ */

void
pet_gtk_widget_destroy (void *widget)
{
  gtk_widget_destroy (GTK_WIDGET (widget));
}

void
pet_gtk_window_close (void *window)
{
  gtk_window_close (GTK_WINDOW (window));
}

bool
pet_gtk_show_uri (void       *widget,
                  const char *uri,
                  int32_t    *error_code)
{
  GtkWidget *toplevel = gtk_widget_get_toplevel (GTK_WIDGET (widget));
  g_autoptr(GError) error = NULL;

  if (gtk_show_uri_on_window (GTK_IS_WINDOW (toplevel) ? GTK_WINDOW (toplevel) : NULL, uri,
                              GDK_CURRENT_TIME, &error))
    return TRUE;
  *error_code = error->domain == G_IO_ERROR ? error->code : G_IO_ERROR_FAILED;
  return FALSE;
}

void
pet_gtk_widget_set_accessible (void       *widget,
                               const char *name,
                               const char *description)
{
  AtkObject *accessible = gtk_widget_get_accessible (GTK_WIDGET (widget));

  if (name != NULL)
    atk_object_set_name (accessible, name);
  if (description != NULL)
    atk_object_set_description (accessible, description);
}

void
pet_gtk_object_set_items (void              *object,
                          const char *const *items,
                          size_t             n_items)
{
  if (GTK_IS_TREE_VIEW_COLUMN (object))
    {
      pet_gtk_tree_view_column_set_samples (object, items, n_items);
      return;
    }
  if (GTK_IS_FILE_CHOOSER (object))
    {
      g_autoptr(GSList) filters = gtk_file_chooser_list_filters (GTK_FILE_CHOOSER (object));
      GtkFileFilter *filter = gtk_file_filter_new ();

      for (GSList *l = filters; l != NULL; l = l->next)
        gtk_file_chooser_remove_filter (GTK_FILE_CHOOSER (object), l->data);
      gtk_file_filter_set_name (filter, n_items > 0 ? items[0] : NULL);
      for (size_t i = 1; i < n_items; i++)
        gtk_file_filter_add_pattern (filter, items[i]);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (object), filter);
      return;
    }
  g_return_if_fail (GTK_IS_COMBO_BOX_TEXT (object));
  /* The items go into a new store, handed over whole: appended one at a time to the combo's
   * own, each insertion made its popup menu walk the rows before it, and a Shelter filter of a
   * thousand shelters held the first frame for most of a second. The store has the columns
   * GtkComboBoxText's has: the text, then the id. */
  g_autoptr(GtkListStore) store = gtk_list_store_new (2, G_TYPE_STRING, G_TYPE_STRING);
  for (size_t i = 0; i < n_items; i++)
    gtk_list_store_insert_with_values (store, NULL, -1, 0, items[i], 1, items[i], -1);
  gtk_combo_box_set_model (GTK_COMBO_BOX (object), GTK_TREE_MODEL (store));

  /* A combo box is as wide as its widest item: it measures every one (the cell view's
   * "fit-model"), and a Shelter filter of a thousand shelters took a third of a second of the
   * first frame so. A long list is as wide as its chosen item instead, within a width of its
   * own, a longer name ellipsized. */
  GtkWidget *view = gtk_bin_get_child (GTK_BIN (object));
  gboolean long_list = n_items > PET_GTK_MEASURED_ITEMS;
  if (GTK_IS_CELL_VIEW (view))
    gtk_cell_view_set_fit_model (GTK_CELL_VIEW (view), !long_list);
  g_autoptr(GList) cells = gtk_cell_layout_get_cells (GTK_CELL_LAYOUT (object));
  for (GList *l = cells; l != NULL; l = l->next)
    if (GTK_IS_CELL_RENDERER_TEXT (l->data))
      g_object_set (l->data,
                    "ellipsize", long_list ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE,
                    "width-chars", long_list ? PET_GTK_LONG_LIST_CHARS : -1,
                    NULL);
}

void
pet_gtk_menu_append (void       *menu,
                     const char *label,
                     const char *action,
                     void       *section)
{
  if (section != NULL)
    g_menu_append_section (G_MENU (menu), NULL, G_MENU_MODEL (section));
  else
    g_menu_append (G_MENU (menu), label, action);
}

uint8_t *
pet_gtk_widget_snapshot_png (void                    *widget,
                             size_t                  *length,
                             int32_t                 *width,
                             int32_t                 *height,
                             PetGtkScreenshotProblem *problem)
{
  GtkWidget *toplevel = gtk_widget_get_toplevel (GTK_WIDGET (widget));
  GdkWindow *window = gtk_widget_get_window (toplevel);
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  gchar *bytes = NULL;
  gsize size = 0;

  if (window == NULL || !gtk_widget_get_mapped (toplevel))
    {
      *problem = PET_GTK_SCREENSHOT_NOT_SHOWN;
      return NULL;
    }
  /* Read back what the display shows: gtk_widget_draw leaves out child GdkWindows such as
   * the list's column headers. */
  *width = gdk_window_get_width (window);
  *height = gdk_window_get_height (window);
  pixbuf = gdk_pixbuf_get_from_window (window, 0, 0, *width, *height);
  if (pixbuf == NULL)
    {
      *problem = PET_GTK_SCREENSHOT_NO_PICTURE;
      return NULL;
    }
  /* gdk_pixbuf_save_to_buffer is variadic: one reason this is C. Swift writes the file. */
  if (!gdk_pixbuf_save_to_buffer (pixbuf, &bytes, &size, "png", NULL, NULL))
    {
      *problem = PET_GTK_SCREENSHOT_NOT_ENCODED;
      return NULL;
    }
  *length = size;
  *problem = PET_GTK_SCREENSHOT_OK;
  return (uint8_t *) bytes;
}

/* ---- Actions and the application ---------------------------------------------------------- */

void *
pet_gtk_action_add (void                *map,
                    const char          *name,
                    PetGtkSignalCallback callback,
                    void                *user_data,
                    PetGtkDestroyNotify  destroy)
{
  g_autoptr(GSimpleAction) action = g_simple_action_new (name, NULL);

  pet_gtk_signal_connect (action, "activate", callback, user_data, destroy);
  g_action_map_add_action (G_ACTION_MAP (map), G_ACTION (action));
  return action; /* the map holds it */
}

void
pet_gtk_app_set_accels (void       *app,
                        const char *action,
                        const char *accels)
{
  g_auto(GStrv) keys = g_strsplit (accels, " ", -1);

  gtk_application_set_accels_for_action (GTK_APPLICATION (app), action,
                                         (const char *const *) keys);
}
