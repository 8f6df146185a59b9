/* pet_gtk_card.c — PetGtkCard, the detail card declared by card.ui.
 *
 * Swift sets every text on the template's labels (as text, never markup: a name like
 * "<b>Rex</b> & Co" shows as typed); looks come from CSS classes. The card keeps its pictures
 * here, decoded once each at the card's size off the main thread (pet_gtk_pictures.c), since
 * browsing goes back and forth among pets: the card's text changes at once, its picture when
 * it is ready, and a picture that cannot be shown leaves the placeholder and "picture-failed".
 */
#include "pet_gtk_private.h"

#define PICTURE_CACHE_CAPACITY 32

struct _PetGtkCard {
  GtkBox               parent_instance;

  GtkImage            *image; /* template child */
  PetGtkPictureCache  *pictures;
  char                *requested; /* the picture asked for, or NULL */
  PetGtkPictureState   state;     /* and what shows for it */
  PetGtkPictureFailure failure;   /* while "picture-failed" runs */
};

G_DEFINE_FINAL_TYPE (PetGtkCard, pet_gtk_card, GTK_TYPE_BOX)

enum { PROP_0, PROP_IMAGE_PATH, PROP_PICTURE_LOADING, PROP_PICTURE_FOLDER, PROP_FAILED_PICTURE };
enum { PICTURE_FAILED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Shows what the cache has for the picture asked for: the picture, or the placeholder while
 * it loads, when there is none, or when it cannot be shown. Never waits for a decode. */
static void
card_show_image (PetGtkCard *self)
{
  PetGtkPictureState was = self->state;
  cairo_surface_t *surface;

  pet_gtk_picture_cache_set_scale (self->pictures, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  surface = pet_gtk_picture_cache_lookup (self->pictures, self->requested, &self->state);
  if (self->image != NULL)
    gtk_image_set_from_surface (self->image, surface);
  if ((was == PET_GTK_PICTURE_LOADING) != (self->state == PET_GTK_PICTURE_LOADING))
    g_object_notify (G_OBJECT (self), "picture-loading");
}

/* A decode is done: a failure is told (whichever pet the card shows now, as the file is what
 * failed); the picture shows if the card still asks for it. */
static void
picture_done_cb (const char              *path,
                 const PetPictureProblem *problem,
                 gpointer                 user_data)
{
  PetGtkCard *self = user_data;

  if (problem != NULL)
    {
      pet_gtk_picture_failure_emit (self, signals[PICTURE_FAILED], &self->failure, path, problem);
    }
  if (g_strcmp0 (path, self->requested) == 0)
    card_show_image (self);
}

static void
scale_factor_changed_cb (GObject    *object,
                         GParamSpec *pspec,
                         PetGtkCard *self)
{
  card_show_image (self);
}

/* "image-path": set it to a picture file to show (NULL: the placeholder); read it for the
 * picture shown or loading, NULL while the placeholder shows instead. "picture-loading" is
 * TRUE while the picture asked for is being decoded. "picture-folder" (write-only): the
 * catalogue's folder, outside which no picture is opened. */
static void
pet_gtk_card_set_property (GObject      *object,
                           guint         property_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  PetGtkCard *self = PET_GTK_CARD (object);

  if (property_id == PROP_PICTURE_FOLDER)
    {
      pet_gtk_picture_cache_set_folder (self->pictures, g_value_get_string (value));
      card_show_image (self);
      return;
    }
  g_free (self->requested);
  self->requested = g_value_dup_string (value);
  card_show_image (self);
}

static void
pet_gtk_card_get_property (GObject    *object,
                           guint       property_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  PetGtkCard *self = PET_GTK_CARD (object);

  switch (property_id)
    {
    case PROP_IMAGE_PATH:
      g_value_set_string (value, self->state == PET_GTK_PICTURE_SHOWN
                                     || self->state == PET_GTK_PICTURE_LOADING
                                 ? self->requested
                                 : NULL);
      break;
    case PROP_PICTURE_LOADING:
      g_value_set_boolean (value, self->state == PET_GTK_PICTURE_LOADING);
      break;
    default:
      pet_gtk_picture_failure_get (&self->failure, property_id - PROP_FAILED_PICTURE, value);
      break;
    }
}

static void
pet_gtk_card_finalize (GObject *object)
{
  PetGtkCard *self = PET_GTK_CARD (object);

  g_clear_pointer (&self->pictures, pet_gtk_picture_cache_free);
  g_free (self->requested);
  G_OBJECT_CLASS (pet_gtk_card_parent_class)->finalize (object);
}

static void
pet_gtk_card_class_init (PetGtkCardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pet_gtk_card_finalize;
  object_class->set_property = pet_gtk_card_set_property;
  object_class->get_property = pet_gtk_card_get_property;
  g_object_class_install_property (object_class, PROP_IMAGE_PATH,
      g_param_spec_string ("image-path", NULL, NULL, NULL, G_PARAM_READWRITE));
  g_object_class_install_property (object_class, PROP_PICTURE_LOADING,
      g_param_spec_boolean ("picture-loading", NULL, NULL, FALSE, G_PARAM_READABLE));
  g_object_class_install_property (object_class, PROP_PICTURE_FOLDER,
      g_param_spec_string ("picture-folder", NULL, NULL, NULL, G_PARAM_WRITABLE));
  /* A picture file cannot be shown: its PetPictureFailure kind; the properties "failed-picture…"
   * say which file and why while the handlers run. */
  signals[PICTURE_FAILED] = pet_gtk_picture_failure_install (object_class, PROP_FAILED_PICTURE);
  pet_gtk_class_set_template (widget_class, "card.ui");
  gtk_widget_class_bind_template_child (widget_class, PetGtkCard, image);
}

static void
pet_gtk_card_init (PetGtkCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->pictures = pet_gtk_picture_cache_new (pet_gtk_placeholder_path (), PET_GTK_PICTURE_SIZE,
                                              PICTURE_CACHE_CAPACITY);
  pet_gtk_picture_cache_set_done_func (self->pictures, picture_done_cb, self);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (scale_factor_changed_cb), self);
  card_show_image (self);
}
