/* pet_gtk_pictures.c — pictures decoded once, at the size they are shown.
 *
 * The list asks for a thumbnail each time it draws a row; decoding an SVG each time would make
 * scrolling stutter. The cache keys decoded pixbufs by file path (generated catalogues share a
 * few dozen pictures across 100,000 pets) and keeps at most `capacity` of them, dropping the
 * least recently used, so memory stays bounded whatever the catalogue holds.
 */
#include "pet_gtk_private.h"

typedef struct {
  char      *path;
  GdkPixbuf *pixbuf;
} CacheEntry;

struct _PetGtkPictureCache {
  GHashTable *links; /* path → GList link in `recent`, whose data is a CacheEntry */
  GQueue      recent; /* most recently used first */
  guint       capacity;
  gint        size;
  GdkPixbuf  *placeholder;
};

static void
cache_entry_free (CacheEntry *entry)
{
  g_free (entry->path);
  g_clear_object (&entry->pixbuf);
  g_free (entry);
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

PetGtkPictureCache *
pet_gtk_picture_cache_new (const char *placeholder_path,
                           gint        size,
                           guint       capacity)
{
  PetGtkPictureCache *cache = g_new0 (PetGtkPictureCache, 1);

  cache->links = g_hash_table_new (g_str_hash, g_str_equal);
  g_queue_init (&cache->recent);
  cache->capacity = MAX (capacity, 1);
  cache->size = size;
  cache->placeholder = pet_gtk_load_placeholder (placeholder_path, size);
  return cache;
}

void
pet_gtk_picture_cache_free (PetGtkPictureCache *cache)
{
  if (cache == NULL)
    return;
  g_hash_table_destroy (cache->links);
  g_queue_clear_full (&cache->recent, (GDestroyNotify) cache_entry_free);
  g_clear_object (&cache->placeholder);
  g_free (cache);
}

GdkPixbuf *
pet_gtk_picture_cache_get_placeholder (PetGtkPictureCache *cache)
{
  return cache->placeholder;
}

GdkPixbuf *
pet_gtk_picture_cache_lookup (PetGtkPictureCache *cache,
                              const char         *path)
{
  g_autoptr(GError) error = NULL;
  CacheEntry *entry;
  GList *link;

  if (path == NULL || path[0] == '\0')
    return cache->placeholder;

  link = g_hash_table_lookup (cache->links, path);
  if (link != NULL)
    {
      g_queue_unlink (&cache->recent, link);
      g_queue_push_head_link (&cache->recent, link);
      return ((CacheEntry *) link->data)->pixbuf;
    }

  entry = g_new0 (CacheEntry, 1);
  entry->path = g_strdup (path);
  entry->pixbuf = gdk_pixbuf_new_from_file_at_scale (path, cache->size, cache->size, TRUE,
                                                     &error);
  if (entry->pixbuf == NULL)
    {
      /* Cached too, so a broken file is reported once, not on every redraw. */
      g_warning ("Unable to load the picture '%s': %s. Showing the placeholder instead.",
                 path, error->message);
      entry->pixbuf = g_object_ref (cache->placeholder);
    }
  g_queue_push_head (&cache->recent, entry);
  g_hash_table_insert (cache->links, entry->path, cache->recent.head);

  if (cache->recent.length > cache->capacity)
    {
      CacheEntry *oldest = g_queue_pop_tail (&cache->recent);

      g_hash_table_remove (cache->links, oldest->path);
      cache_entry_free (oldest);
    }
  return entry->pixbuf;
}
