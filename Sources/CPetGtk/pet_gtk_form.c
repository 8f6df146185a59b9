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

static void
pet_gtk_form_class_init (PetGtkFormClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

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
