/* pet_gtk_card.c — the detail card: a large picture and one label per field.
 *
 * Every text goes to gtk_label_set_text, so a name like "<b>Rex</b> & Co" is shown as typed;
 * looks (the large bold name, the fee's emphasis) come from CSS classes, never from markup.
 */
#include "pet_gtk_private.h"

struct _PetGtkCard {
  GtkWidget *root; /* a reference we own, so the card outlives a window that drops it */
  GtkWidget *image;
  GtkWidget *labels[PET_GTK_N_FIELDS];
  GtkWidget *buttons[PET_GTK_N_CARD_BUTTONS];
  char      *image_path; /* NULL while the placeholder is shown */
  char      *placeholder_path;
  gint       picture_size;
  PetGtkPictureCache *pictures; /* at picture_size; made on first use */
};

static GtkWidget *
value_label_new (const char *style_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_yalign (GTK_LABEL (label), 0.0);
  gtk_label_set_line_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_line_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_set_hexpand (label, TRUE);
  if (style_class != NULL)
    gtk_style_context_add_class (gtk_widget_get_style_context (label), style_class);
  return label;
}

/* A caption in the card's grid, e.g. "Breed", named as the label's accessible relation. */
static void
grid_attach_row (GtkGrid    *grid,
                 gint        row,
                 const char *caption,
                 GtkWidget  *value)
{
  GtkWidget *caption_label = gtk_label_new (caption);

  gtk_label_set_xalign (GTK_LABEL (caption_label), 1.0);
  gtk_label_set_yalign (GTK_LABEL (caption_label), 0.0);
  gtk_style_context_add_class (gtk_widget_get_style_context (caption_label), "dim-label");
  gtk_style_context_add_class (gtk_widget_get_style_context (caption_label), "pet-caption");
  gtk_label_set_mnemonic_widget (GTK_LABEL (caption_label), value); /* labelled-by for ATK */
  gtk_grid_attach (grid, caption_label, 0, row, 1, 1);
  gtk_grid_attach (grid, value, 1, row, 1, 1);
}

PetGtkCard *
pet_gtk_card_new (const char *placeholder_path,
                  int32_t     picture_size)
{
  PetGtkCard *card = g_new0 (PetGtkCard, 1);
  GtkWidget *box, *line, *caption, *grid;

  card->placeholder_path = g_strdup (placeholder_path);
  card->picture_size = picture_size > 0 ? picture_size : 256;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_style_context_add_class (gtk_widget_get_style_context (box), "pet-card");
  g_object_set (box, "margin", 18, NULL);
  card->root = g_object_ref_sink (box);

  card->image = gtk_image_new ();
  gtk_widget_set_halign (card->image, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (card->image, card->picture_size, card->picture_size);
  gtk_style_context_add_class (gtk_widget_get_style_context (card->image), "pet-picture");
  gtk_box_pack_start (GTK_BOX (box), card->image, FALSE, FALSE, 0);

  /* "Stuart                                   ☆" */
  line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  card->labels[PET_GTK_FIELD_NAME] = value_label_new ("pet-name");
  gtk_label_set_max_width_chars (GTK_LABEL (card->labels[PET_GTK_FIELD_NAME]), 24);
  gtk_label_set_selectable (GTK_LABEL (card->labels[PET_GTK_FIELD_NAME]), TRUE);
  gtk_box_pack_start (GTK_BOX (line), card->labels[PET_GTK_FIELD_NAME], TRUE, TRUE, 0);
  /* A plain button, not a GtkToggleButton: the view model owns the state, the button draws it. */
  card->buttons[PET_GTK_CARD_BUTTON_FAVORITE] = gtk_button_new_with_label ("☆");
  gtk_widget_set_valign (card->buttons[PET_GTK_CARD_BUTTON_FAVORITE], GTK_ALIGN_CENTER);
  gtk_style_context_add_class (
      gtk_widget_get_style_context (card->buttons[PET_GTK_CARD_BUTTON_FAVORITE]), "pet-star");
  gtk_box_pack_end (GTK_BOX (line), card->buttons[PET_GTK_CARD_BUTTON_FAVORITE], FALSE, FALSE,
                    0);
  gtk_box_pack_start (GTK_BOX (box), line, FALSE, FALSE, 0);

  /* "2 years old            Adoption fee $500.00" */
  line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  card->labels[PET_GTK_FIELD_AGE] = value_label_new ("pet-age");
  gtk_label_set_line_wrap (GTK_LABEL (card->labels[PET_GTK_FIELD_AGE]), FALSE);
  gtk_box_pack_start (GTK_BOX (line), card->labels[PET_GTK_FIELD_AGE], TRUE, TRUE, 0);
  caption = gtk_label_new ("Adoption fee");
  gtk_style_context_add_class (gtk_widget_get_style_context (caption), "dim-label");
  gtk_box_pack_start (GTK_BOX (line), caption, FALSE, FALSE, 0);
  card->labels[PET_GTK_FIELD_FEE] = value_label_new ("pet-fee");
  gtk_label_set_line_wrap (GTK_LABEL (card->labels[PET_GTK_FIELD_FEE]), FALSE);
  gtk_widget_set_hexpand (card->labels[PET_GTK_FIELD_FEE], FALSE);
  gtk_label_set_yalign (GTK_LABEL (card->labels[PET_GTK_FIELD_FEE]), 0.5);
  gtk_label_set_mnemonic_widget (GTK_LABEL (caption), card->labels[PET_GTK_FIELD_FEE]);
  gtk_box_pack_start (GTK_BOX (line), card->labels[PET_GTK_FIELD_FEE], FALSE, FALSE, 0);
  gtk_box_pack_start (GTK_BOX (box), line, FALSE, FALSE, 0);

  grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  card->labels[PET_GTK_FIELD_BREED] = value_label_new (NULL);
  card->labels[PET_GTK_FIELD_SEX] = value_label_new (NULL);
  card->labels[PET_GTK_FIELD_SIZE] = value_label_new (NULL);
  card->labels[PET_GTK_FIELD_TEMPERAMENT] = value_label_new (NULL);
  card->labels[PET_GTK_FIELD_HEALTH] = value_label_new (NULL);
  card->labels[PET_GTK_FIELD_STATUS] = value_label_new ("pet-status");
  grid_attach_row (GTK_GRID (grid), 0, "Breed", card->labels[PET_GTK_FIELD_BREED]);
  grid_attach_row (GTK_GRID (grid), 1, "Sex", card->labels[PET_GTK_FIELD_SEX]);
  grid_attach_row (GTK_GRID (grid), 2, "Size", card->labels[PET_GTK_FIELD_SIZE]);
  grid_attach_row (GTK_GRID (grid), 3, "Temperament", card->labels[PET_GTK_FIELD_TEMPERAMENT]);
  grid_attach_row (GTK_GRID (grid), 4, "Health", card->labels[PET_GTK_FIELD_HEALTH]);
  grid_attach_row (GTK_GRID (grid), 5, "Status", card->labels[PET_GTK_FIELD_STATUS]);
  gtk_box_pack_start (GTK_BOX (box), grid, FALSE, FALSE, 0);

  card->buttons[PET_GTK_CARD_BUTTON_ASK_TO_ADOPT] = gtk_button_new_with_label ("");
  gtk_widget_set_halign (card->buttons[PET_GTK_CARD_BUTTON_ASK_TO_ADOPT], GTK_ALIGN_START);
  gtk_style_context_add_class (
      gtk_widget_get_style_context (card->buttons[PET_GTK_CARD_BUTTON_ASK_TO_ADOPT]),
      GTK_STYLE_CLASS_SUGGESTED_ACTION);
  gtk_box_pack_start (GTK_BOX (box), card->buttons[PET_GTK_CARD_BUTTON_ASK_TO_ADOPT], FALSE,
                      FALSE, 0);

  card->labels[PET_GTK_FIELD_DESCRIPTION] = value_label_new ("pet-description");
  gtk_label_set_max_width_chars (GTK_LABEL (card->labels[PET_GTK_FIELD_DESCRIPTION]), 60);
  /* Selectable: the story can be copied, and Tab reaches it, which scrolls a long card. */
  gtk_label_set_selectable (GTK_LABEL (card->labels[PET_GTK_FIELD_DESCRIPTION]), TRUE);
  gtk_box_pack_start (GTK_BOX (box), card->labels[PET_GTK_FIELD_DESCRIPTION], FALSE, FALSE, 0);

  atk_object_set_name (gtk_widget_get_accessible (card->labels[PET_GTK_FIELD_NAME]), "Name");
  atk_object_set_name (gtk_widget_get_accessible (card->labels[PET_GTK_FIELD_AGE]), "Age");
  atk_object_set_name (gtk_widget_get_accessible (card->labels[PET_GTK_FIELD_DESCRIPTION]),
                       "Description");

  gtk_widget_show_all (box);
  pet_gtk_card_set_image (card, NULL, "No pet selected");
  return card;
}

void
pet_gtk_card_free (PetGtkCard *card)
{
  if (card == NULL)
    return;
  g_clear_object (&card->root);
  g_clear_pointer (&card->pictures, pet_gtk_picture_cache_free);
  g_free (card->image_path);
  g_free (card->placeholder_path);
  g_free (card);
}

GtkWidget *
pet_gtk_card_get_widget (PetGtkCard *card)
{
  return card->root;
}

void
pet_gtk_card_set_text (PetGtkCard *card,
                       PetGtkField field,
                       const char *text)
{
  g_return_if_fail (card != NULL);
  g_return_if_fail (field >= 0 && field < PET_GTK_N_FIELDS);

  gtk_label_set_text (GTK_LABEL (card->labels[field]), text != NULL ? text : "");
}

void
pet_gtk_card_set_image (PetGtkCard *card,
                        const char *path,
                        const char *description)
{
  GdkPixbuf *pixbuf;
  AtkObject *accessible;

  g_return_if_fail (card != NULL);

  /* Browsing goes back and forth among pets that often share pictures: each is decoded once,
   * at the card's size (the list's thumbnails have a cache of their own, at theirs). */
  if (card->pictures == NULL)
    card->pictures = pet_gtk_picture_cache_new (card->placeholder_path, card->picture_size, 32);
  pixbuf = pet_gtk_picture_cache_lookup (card->pictures, path);
  g_clear_pointer (&card->image_path, g_free);
  if (pixbuf != pet_gtk_picture_cache_get_placeholder (card->pictures))
    card->image_path = g_strdup (path);
  gtk_image_set_from_pixbuf (GTK_IMAGE (card->image), pixbuf);

  accessible = gtk_widget_get_accessible (card->image);
  atk_object_set_name (accessible, description != NULL ? description : "");
  atk_object_set_description (accessible, description != NULL ? description : "");
}

const char *
pet_gtk_card_get_text (PetGtkCard *card,
                       PetGtkField field)
{
  g_return_val_if_fail (card != NULL, NULL);
  g_return_val_if_fail (field >= 0 && field < PET_GTK_N_FIELDS, NULL);

  return gtk_label_get_text (GTK_LABEL (card->labels[field]));
}

bool
pet_gtk_card_get_uses_markup (PetGtkCard *card,
                              PetGtkField field)
{
  g_return_val_if_fail (card != NULL, FALSE);
  g_return_val_if_fail (field >= 0 && field < PET_GTK_N_FIELDS, FALSE);

  return gtk_label_get_use_markup (GTK_LABEL (card->labels[field]));
}

const char *
pet_gtk_card_get_image_path (PetGtkCard *card)
{
  g_return_val_if_fail (card != NULL, NULL);

  return card->image_path;
}

const char *
pet_gtk_card_get_image_description (PetGtkCard *card)
{
  g_return_val_if_fail (card != NULL, NULL);

  return atk_object_get_description (gtk_widget_get_accessible (card->image));
}

static GtkWidget *
button_get (PetGtkCard      *card,
            PetGtkCardButton button)
{
  g_return_val_if_fail (card != NULL, NULL);
  g_return_val_if_fail (button >= 0 && button < PET_GTK_N_CARD_BUTTONS, NULL);

  return card->buttons[button];
}

void
pet_gtk_card_set_button (PetGtkCard      *card,
                         PetGtkCardButton button,
                         const char      *text,
                         const char      *tooltip,
                         bool             sensitive)
{
  GtkWidget *widget = button_get (card, button);
  GtkWidget *label;

  if (widget == NULL)
    return;
  gtk_button_set_label (GTK_BUTTON (widget), text != NULL ? text : "");
  label = gtk_bin_get_child (GTK_BIN (widget));
  if (GTK_IS_LABEL (label))
    gtk_label_set_use_markup (GTK_LABEL (label), FALSE);
  /* gtk_widget_set_tooltip_text, not _markup: the pet's name is in it. */
  gtk_widget_set_tooltip_text (widget, tooltip);
  atk_object_set_name (gtk_widget_get_accessible (widget), tooltip != NULL ? tooltip : "");
  gtk_widget_set_sensitive (widget, sensitive);
}

static void
button_clicked_cb (GtkButton *button,
                   gpointer   user_data)
{
  SwiftClosure *closure = user_data;

  ((PetGtkCallback) closure->callback) (closure->user_data);
}

void
pet_gtk_card_connect_button_clicked (PetGtkCard         *card,
                                     PetGtkCardButton    button,
                                     PetGtkCallback      callback,
                                     void               *user_data,
                                     PetGtkDestroyNotify destroy)
{
  GtkWidget *widget = button_get (card, button);

  if (widget == NULL)
    {
      if (destroy != NULL)
        destroy (user_data);
      return;
    }
  g_signal_connect_data (widget, "clicked", G_CALLBACK (button_clicked_cb),
                         swift_closure_new (callback, user_data, destroy, NULL),
                         swift_closure_notify, 0);
}

void
pet_gtk_card_click_button (PetGtkCard      *card,
                           PetGtkCardButton button)
{
  GtkWidget *widget = button_get (card, button);

  /* A person cannot click an insensitive button; neither can a test. */
  if (widget != NULL && gtk_widget_is_sensitive (widget))
    gtk_button_clicked (GTK_BUTTON (widget));
}

const char *
pet_gtk_card_get_button_text (PetGtkCard      *card,
                              PetGtkCardButton button)
{
  GtkWidget *widget = button_get (card, button);

  return widget == NULL ? NULL : gtk_button_get_label (GTK_BUTTON (widget));
}

const char *
pet_gtk_card_get_button_tooltip (PetGtkCard      *card,
                                 PetGtkCardButton button)
{
  GtkWidget *widget = button_get (card, button);

  return widget == NULL ? NULL : atk_object_get_name (gtk_widget_get_accessible (widget));
}

bool
pet_gtk_card_get_button_sensitive (PetGtkCard      *card,
                                   PetGtkCardButton button)
{
  GtkWidget *widget = button_get (card, button);

  return widget != NULL && gtk_widget_get_sensitive (widget);
}
