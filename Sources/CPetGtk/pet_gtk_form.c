/* pet_gtk_form.c — PetGtkForm, the "Ask to adopt" dialog declared by form.ui.
 *
 * Swift sets every text and reads every entry through the template's children, each reached by
 * its id. What stays here: each field's message describes the field to screen readers, and the
 * fields take the height they need up to what the screen leaves ("fit-to-screen").
 */
#include "pet_gtk_private.h"

struct _PetGtkForm {
  GtkDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (PetGtkForm, pet_gtk_form, GTK_TYPE_DIALOG)

/* Room the form leaves on the screen for its header bar, borders and the desktop's panels. */
#define CHROME_HEIGHT 140
#define MINIMUM_HEIGHT 200

/* The height of the work area (the screen less its panels) of the monitor the form's parent is
 * on, or of the display's first monitor before it is shown; 0 when there is none. */
static int
workarea_height (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));
  GdkWindow *window = gtk_widget_get_window (parent != NULL ? GTK_WIDGET (parent) : widget);
  GdkMonitor *monitor = NULL;
  GdkRectangle area = { 0 };

  if (window != NULL)
    monitor = gdk_display_get_monitor_at_window (display, window);
  if (monitor == NULL)
    monitor = gdk_display_get_primary_monitor (display);
  if (monitor == NULL && gdk_display_get_n_monitors (display) > 0)
    monitor = gdk_display_get_monitor (display, 0);
  if (monitor == NULL)
    return 0;
  gdk_monitor_get_workarea (monitor, &area);
  return area.height;
}

/* "fit-to-screen" (action signal; int: the screen's height, 0 for the monitor's work area): the
 * fields take the height they need, as messages come and go, up to what the screen leaves
 * (1366x768 at 1.5x text); past that they scroll, and Save stays in the header bar. */
static void
fit_to_screen (PetGtkForm *self,
               gint        screen_height)
{
  GtkWidget *content = pet_gtk_template_child (self, "form_content");
  GtkWidget *scroller = pet_gtk_template_child (self, "form_scroller");
  gint workarea = screen_height > 0 ? screen_height : workarea_height (GTK_WIDGET (self));
  gint room = workarea > 0 ? MAX (MINIMUM_HEIGHT, workarea - CHROME_HEIGHT) : G_MAXINT;
  gint width = 0, needed = 0;

  gtk_widget_get_preferred_width (content, NULL, &width);
  gtk_widget_get_preferred_height_for_width (content, width, NULL, &needed);
  g_object_set (scroller, "min-content-height", MIN (needed, room), NULL);
}

static void
pet_gtk_form_class_init (PetGtkFormClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_signal_new_class_handler ("fit-to-screen", G_TYPE_FROM_CLASS (klass),
                              G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, G_CALLBACK (fit_to_screen),
                              NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  pet_gtk_class_set_template (widget_class, "form.ui");
  /* The discard question hides on Escape rather than going, so it can be asked again. */
  gtk_widget_class_bind_template_callback_full (widget_class, "gtk_widget_hide_on_delete",
                                                G_CALLBACK (gtk_widget_hide_on_delete));
}

static void
pet_gtk_form_init (PetGtkForm *self)
{
  static const char *const fields[] = { "name", "email", "phone", "childrenAtHome", "otherPets",
                                        "housing", "landlordConsent", "message" };

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Each field's error describes it to screen readers. */
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *input = g_strconcat (fields[i], "_input", NULL);
      g_autofree char *message = g_strconcat (fields[i], "_message", NULL);
      AtkObject *described = gtk_widget_get_accessible (pet_gtk_template_child (self, input));
      AtkObject *description = gtk_widget_get_accessible (pet_gtk_template_child (self, message));

      atk_object_add_relationship (described, ATK_RELATION_DESCRIBED_BY, description);
      atk_object_add_relationship (description, ATK_RELATION_DESCRIPTION_FOR, described);
    }
}
