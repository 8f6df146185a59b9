/* minimal.c — the peer for pet-browser's first frame: the least a GTK 3 application window
 * does (a GtkApplication, a header bar, a label), timed the same way: after its first frame is
 * painted and the main loop is idle, it reads the window back from the display, saves it as a
 * PNG and exits. scripts/compare.sh builds it with gcc and pkg-config gtk+-3.0.
 *
 *   minimal FILE.png
 */
#include <gtk/gtk.h>

static const char *screenshot_path;

static gboolean
screenshot_idle_cb (gpointer user_data)
{
  GtkWidget *window = user_data;
  GdkWindow *gdk_window = gtk_widget_get_window (window);
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  g_autoptr(GError) error = NULL;

  pixbuf = gdk_pixbuf_get_from_window (gdk_window, 0, 0, gdk_window_get_width (gdk_window),
                                       gdk_window_get_height (gdk_window));
  if (pixbuf == NULL || !gdk_pixbuf_save (pixbuf, screenshot_path, "png", &error, NULL))
    g_printerr ("minimal: cannot save %s: %s\n", screenshot_path,
                error != NULL ? error->message : "the display gave back no picture");
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  g_idle_add_full (G_PRIORITY_LOW, screenshot_idle_cb, user_data, NULL);
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, user_data);
}

static void
map_cb (GtkWidget *window,
        gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), window);
}

static void
activate_cb (GtkApplication *app,
             gpointer        user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *header = gtk_header_bar_new ();

  gtk_header_bar_set_title (GTK_HEADER_BAR (header), "Minimal");
  gtk_header_bar_set_show_close_button (GTK_HEADER_BAR (header), TRUE);
  gtk_window_set_titlebar (GTK_WINDOW (window), header);
  gtk_container_add (GTK_CONTAINER (window), gtk_label_new ("A minimal GTK 3 window"));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  g_signal_connect (window, "map", G_CALLBACK (map_cb), NULL);
  gtk_widget_show_all (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkApplication) app = NULL;

  if (argc != 2)
    {
      g_printerr ("usage: minimal FILE.png\n");
      return 64;
    }
  screenshot_path = argv[1];
  app = gtk_application_new ("org.shelterpets.MinimalWindow", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
