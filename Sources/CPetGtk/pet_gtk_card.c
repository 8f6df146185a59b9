/* pet_gtk_card.c — PetGtkCard, the detail card declared by card.ui.
 *
 * Swift sets every text on the template's labels (as text, never markup: a name like
 * "<b>Rex</b> & Co" shows as typed) and the picture on its image, from Swift's picture cache
 * (decoded once each at the card's size off the main thread, since browsing goes back and
 * forth among pets); looks come from CSS classes. The class is the template: the card is
 * reached by its children's ids.
 */
#include "pet_gtk_private.h"

struct _PetGtkCard {
  GtkBox parent_instance;
};

G_DEFINE_FINAL_TYPE (PetGtkCard, pet_gtk_card, GTK_TYPE_BOX)

static void
pet_gtk_card_class_init (PetGtkCardClass *klass)
{
  pet_gtk_class_set_template (GTK_WIDGET_CLASS (klass), "card.ui");
}

static void
pet_gtk_card_init (PetGtkCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
