/* pet_gtk_pictures.c — pictures decoded off the main thread, once, at the size they are shown.
 *
 * The list asks for a thumbnail each time it draws a row; decoding an SVG each time would make
 * scrolling stutter, and decoding a large PNG on the main thread froze the window for seconds.
 * So a picture not yet in the cache is decoded by a worker thread (pet_picture_decode: at the
 * size shown, times the display's scale, within a pixel limit) while the placeholder shows; the
 * result comes back to the main thread by an idle callback, which alone touches the cache and
 * tells its owner (who redraws the list, or the card if it still shows that picture).
 *
 * The cache keys pictures by file path (generated catalogues share a few dozen pictures across
 * 100,000 pets) and keeps at most `capacity` of them, dropping the least recently used, so
 * memory stays bounded whatever the catalogue holds. A picture that fails is cached as failed,
 * so its owner hears of it once, not on every redraw.
 */
#include "pet_gtk_private.h"

/* Two decodes at a time: the machine's other cores stay free, and with the pixel limit no
 * more than 2 × 160 MB is ever being decoded. */
#define DECODE_THREADS 2

typedef struct {
  char            *path;
  cairo_surface_t *surface; /* NULL while loading */
  gboolean         failed;  /* the surface is the placeholder's */
} CacheEntry;

struct _PetGtkPictureCache {
  gint                 ref_count;  /* the owner's, and one per decode under way */
  int                  cancelled;  /* set (atomically) when the owner goes: decodes stop */
  guint                generation; /* a decode of an older generation (another scale) is dropped */
  GHashTable          *links;      /* path → GList link in `recent`, whose data is a CacheEntry */
  GQueue               recent;     /* most recently used first */
  guint                capacity;
  gint                 size;       /* in application pixels */
  gint                 scale;      /* device pixels per application pixel */
  guint                n_loading;
  char                *placeholder_path;
  char                *folder;     /* the catalogue's: pictures outside it are refused */
  cairo_surface_t     *placeholder;
  PetGtkPictureDoneFunc done;
  gpointer             done_data;
};

/* A decode under way: made on the main thread, filled by a worker, finished on the main thread. */
typedef struct {
  PetGtkPictureCache *cache;
  char               *folder;
  char               *path;
  guint               generation;
  gint                width;
  gint                height;
  GdkPixbuf          *pixbuf;
  PetPictureProblem   problem;
} Decode;

static GThreadPool *decoders;

static void
cache_entry_free (CacheEntry *entry)
{
  g_free (entry->path);
  g_clear_pointer (&entry->surface, cairo_surface_destroy);
  g_free (entry);
}

static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf,
                     gint       scale)
{
  return gdk_cairo_surface_create_from_pixbuf (pixbuf, scale, NULL);
}

GdkPixbuf *
pet_gtk_load_placeholder (const char *placeholder_path,
                          gint        size)
{
  g_autoptr(GError) error = NULL;
  GdkPixbuf *pixbuf = NULL;

  if (placeholder_path != NULL)
    {
      pixbuf = gdk_pixbuf_new_from_file_at_scale (placeholder_path, size, size, TRUE, &error);
      if (pixbuf != NULL)
        return pixbuf;
      g_warning ("Unable to load the placeholder picture '%s': %s. Using the theme's "
                 "missing-image icon instead.", placeholder_path, error->message);
      g_clear_error (&error);
    }
  pixbuf = gtk_icon_theme_load_icon (gtk_icon_theme_get_default (), "image-missing", size,
                                     GTK_ICON_LOOKUP_FORCE_SIZE, &error);
  if (pixbuf == NULL)
    {
      /* Not even an icon theme: a plain grey square keeps the layout. */
      pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, TRUE, 8, size, size);
      gdk_pixbuf_fill (pixbuf, 0xc0c0c0ff);
    }
  return pixbuf;
}

static void
load_placeholder (PetGtkPictureCache *cache)
{
  /* The bundled placeholder is a small SVG: drawn here, on the main thread, in a moment. */
  g_autoptr(GdkPixbuf) pixbuf = pet_gtk_load_placeholder (cache->placeholder_path,
                                                          cache->size * cache->scale);

  g_clear_pointer (&cache->placeholder, cairo_surface_destroy);
  cache->placeholder = surface_from_pixbuf (pixbuf, cache->scale);
}

PetGtkPictureCache *
pet_gtk_picture_cache_new (const char *placeholder_path,
                           gint        size,
                           guint       capacity)
{
  PetGtkPictureCache *cache = g_new0 (PetGtkPictureCache, 1);

  cache->ref_count = 1;
  cache->links = g_hash_table_new (g_str_hash, g_str_equal);
  g_queue_init (&cache->recent);
  cache->capacity = MAX (capacity, 1);
  cache->size = size;
  cache->scale = 1;
  cache->placeholder_path = g_strdup (placeholder_path);
  load_placeholder (cache);
  return cache;
}

static void
cache_clear (PetGtkPictureCache *cache)
{
  g_hash_table_remove_all (cache->links);
  g_queue_clear_full (&cache->recent, (GDestroyNotify) cache_entry_free);
  g_queue_init (&cache->recent);
  cache->n_loading = 0;
  cache->generation++;
}

static void
cache_unref (PetGtkPictureCache *cache)
{
  if (--cache->ref_count > 0)
    return;
  cache_clear (cache);
  g_hash_table_destroy (cache->links);
  g_clear_pointer (&cache->placeholder, cairo_surface_destroy);
  g_free (cache->placeholder_path);
  g_free (cache->folder);
  g_free (cache);
}

/* The owner goes: decodes under way stop at their next chunk, and their results are dropped. */
void
pet_gtk_picture_cache_free (PetGtkPictureCache *cache)
{
  if (cache == NULL)
    return;
  g_atomic_int_set (&cache->cancelled, 1);
  cache->done = NULL;
  cache_clear (cache);
  cache_unref (cache);
}

void
pet_gtk_picture_cache_set_done_func (PetGtkPictureCache    *cache,
                                     PetGtkPictureDoneFunc  done,
                                     gpointer               user_data)
{
  cache->done = done;
  cache->done_data = user_data;
}

void
pet_gtk_picture_cache_set_scale (PetGtkPictureCache *cache,
                                 gint                scale)
{
  scale = MAX (scale, 1);
  if (scale == cache->scale)
    return;
  cache->scale = scale;
  cache_clear (cache);
  load_placeholder (cache);
}

void
pet_gtk_picture_cache_set_folder (PetGtkPictureCache *cache,
                                  const char         *folder)
{
  if (g_strcmp0 (folder, cache->folder) == 0)
    return;
  g_free (cache->folder);
  cache->folder = g_strdup (folder);
  cache_clear (cache);
}

cairo_surface_t *
pet_gtk_picture_cache_get_placeholder (PetGtkPictureCache *cache)
{
  return cache->placeholder;
}

gboolean
pet_gtk_picture_cache_is_loading (PetGtkPictureCache *cache)
{
  return cache->n_loading > 0;
}

/* ---- Decoding ------------------------------------------------------------------------------ */

static void
decode_free (Decode *decode)
{
  cache_unref (decode->cache);
  g_free (decode->folder);
  g_free (decode->path);
  g_clear_object (&decode->pixbuf);
  pet_picture_problem_clear (&decode->problem);
  g_free (decode);
}

/* On the main thread: the decode's result goes into the cache, and the owner hears of it. */
static gboolean
decode_done_cb (gpointer data)
{
  Decode *decode = data;
  PetGtkPictureCache *cache = decode->cache;
  GList *link;
  CacheEntry *entry;

  /* Cleared (the owner went, or the scale changed) since: nobody waits for it. */
  if (decode->generation != cache->generation)
    {
      decode_free (decode);
      return G_SOURCE_REMOVE;
    }
  link = g_hash_table_lookup (cache->links, decode->path);
  entry = link != NULL ? link->data : NULL;
  /* Dropped from the cache while it loaded: the next look-up decodes it again. */
  if (entry != NULL && entry->surface == NULL)
    {
      cache->n_loading--;
      entry->failed = decode->pixbuf == NULL;
      entry->surface = entry->failed ? cairo_surface_reference (cache->placeholder)
                                     : surface_from_pixbuf (decode->pixbuf, cache->scale);
      if (cache->done != NULL)
        cache->done (decode->path, entry->failed ? &decode->problem : NULL, cache->done_data);
    }
  decode_free (decode);
  return G_SOURCE_REMOVE;
}

/* On a worker thread: touches no GTK and nothing of the cache but its `cancelled` flag. */
static void
decode_in_worker (gpointer data,
                  gpointer unused)
{
  Decode *decode = data;

  decode->pixbuf = pet_picture_decode (decode->folder, decode->path, decode->width, decode->height,
                                       PET_PICTURE_PIXEL_LIMIT, &decode->cache->cancelled,
                                       &decode->problem);
  g_idle_add_full (G_PRIORITY_DEFAULT, decode_done_cb, decode, NULL);
}

static void
start_decode (PetGtkPictureCache *cache,
              const char         *path)
{
  Decode *decode = g_new0 (Decode, 1);

  if (decoders == NULL)
    decoders = g_thread_pool_new (decode_in_worker, NULL, DECODE_THREADS, FALSE, NULL);
  cache->ref_count++;
  cache->n_loading++;
  decode->cache = cache;
  decode->folder = g_strdup (cache->folder);
  decode->path = g_strdup (path);
  decode->generation = cache->generation;
  decode->width = cache->size * cache->scale;
  decode->height = cache->size * cache->scale;
  g_thread_pool_push (decoders, decode, NULL);
}

cairo_surface_t *
pet_gtk_picture_cache_lookup (PetGtkPictureCache *cache,
                              const char         *path,
                              PetGtkPictureState *state)
{
  CacheEntry *entry;
  GList *link;

  if (path == NULL || path[0] == '\0')
    {
      *state = PET_GTK_PICTURE_NONE;
      return cache->placeholder;
    }

  link = g_hash_table_lookup (cache->links, path);
  if (link != NULL)
    {
      g_queue_unlink (&cache->recent, link);
      g_queue_push_head_link (&cache->recent, link);
      entry = link->data;
      *state = entry->surface == NULL ? PET_GTK_PICTURE_LOADING
               : entry->failed        ? PET_GTK_PICTURE_FAILED
                                      : PET_GTK_PICTURE_SHOWN;
      return entry->surface != NULL ? entry->surface : cache->placeholder;
    }

  entry = g_new0 (CacheEntry, 1);
  entry->path = g_strdup (path);
  g_queue_push_head (&cache->recent, entry);
  g_hash_table_insert (cache->links, entry->path, cache->recent.head);
  start_decode (cache, path);

  if (cache->recent.length > cache->capacity)
    {
      CacheEntry *oldest = g_queue_pop_tail (&cache->recent);

      if (oldest->surface == NULL)
        cache->n_loading--; /* its decode finishes unheard */
      g_hash_table_remove (cache->links, oldest->path);
      cache_entry_free (oldest);
    }
  *state = PET_GTK_PICTURE_LOADING;
  return cache->placeholder;
}

/* ---- What the owner tells Swift about a failed picture ----------------------------------- */

guint
pet_gtk_picture_failure_install (GObjectClass *object_class,
                                 guint         first_property_id)
{
  g_object_class_install_property (object_class, first_property_id,
      g_param_spec_string ("failed-picture", NULL, NULL, NULL, G_PARAM_READABLE));
  g_object_class_install_property (object_class, first_property_id + 1,
      g_param_spec_int ("failed-picture-width", NULL, NULL, 0, G_MAXINT, 0, G_PARAM_READABLE));
  g_object_class_install_property (object_class, first_property_id + 2,
      g_param_spec_int ("failed-picture-height", NULL, NULL, 0, G_MAXINT, 0, G_PARAM_READABLE));
  g_object_class_install_property (object_class, first_property_id + 3,
      g_param_spec_string ("failed-picture-detail", NULL, NULL, NULL, G_PARAM_READABLE));
  return g_signal_new ("picture-failed", G_TYPE_FROM_CLASS (object_class), G_SIGNAL_RUN_LAST, 0,
                       NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

void
pet_gtk_picture_failure_emit (gpointer                 owner,
                              guint                    signal_id,
                              PetGtkPictureFailure    *failure,
                              const char              *path,
                              const PetPictureProblem *problem)
{
  *failure = (PetGtkPictureFailure){ path, problem };
  g_signal_emit (owner, signal_id, 0, (gint) problem->kind);
  *failure = (PetGtkPictureFailure){ NULL, NULL };
}

void
pet_gtk_picture_failure_get (const PetGtkPictureFailure *failure,
                             guint                       offset,
                             GValue                     *value)
{
  switch (offset)
    {
    case 0:
      g_value_set_string (value, failure->path);
      break;
    case 1:
      g_value_set_int (value, failure->problem != NULL ? failure->problem->width : 0);
      break;
    case 2:
      g_value_set_int (value, failure->problem != NULL ? failure->problem->height : 0);
      break;
    default:
      g_value_set_string (value, failure->problem != NULL ? failure->problem->detail : NULL);
      break;
    }
}
