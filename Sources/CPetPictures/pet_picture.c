/* pet_picture.c — decodes a picture with a GdkPixbufLoader, fed in chunks from a file
 * descriptor. Only the caged decoder process (Sources/pet-picture-decoder) calls it; everyone
 * else asks that process through pet_picture_decode (pet_picture_cage.c).
 *
 * gdk_pixbuf_new_from_file_at_scale decodes a PNG in full before shrinking it: a 10000 × 10000
 * PNG of a few kilobytes cost 380 MB and 2.5 s to show as a 48-pixel thumbnail. The loader
 * says the size the file claims ("size-prepared") before any pixel is decoded, so an
 * over-limit picture is refused there: the size is set to 0 × 0, which gdk-pixbuf's decoders
 * take as "stop" before allocating anything (gdk_pixbuf_get_file_info does the same).
 *
 * A truncated PNG closes without an error once its pixels were allocated, the rows it never
 * reached left grey; so for the formats decoded in full the rows the loader reported
 * ("area-updated") must reach the bottom, or the picture is incomplete. A JPEG decoded at a
 * smaller size reports no rows, and libjpeg greys what is missing too: its last chunk must hold
 * the end-of-image marker (FF D9, which entropy-coded data never contains), or it is incomplete.
 *
 * A size of 0 × 0, or one that rounds to nothing (an SVG `width="1e-30"`), is undecodable:
 * nothing would be drawn, and gdk-pixbuf's SVG loader prints a critical for it.
 *
 * An SVG is drawn at any size, but a picture it embeds as a `data:` URL is decoded in full by
 * librsvg: a 1.6 MB SVG embedding a 20,000 × 20,000 PNG cost 2.8 GB. So before an SVG is parsed,
 * each base64 `data:` picture in it is read as far as its header (a loader of its own, stopped
 * in "size-prepared") and held to the same pixel limit as a file: over it, the SVG is too large.
 */
#include "pet_picture.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <gdk-pixbuf/gdk-pixbuf.h>

#define CHUNK_SIZE 65536

typedef struct {
  gint     max_width;
  gint     max_height;
  gint64   pixel_limit;
  gint     claimed_width;
  gint     claimed_height;
  gint     width; /* the size to show, once known */
  gint     height;
  gboolean too_large;
  gboolean loader_scales; /* the loader decodes at the size shown and reports no rows */
  gboolean jpeg;
  gint     bottom;        /* the lowest row the loader reported decoded, when it does not scale */
  gboolean size_only;     /* stop at the header: only the size the file claims is wanted */
} Decode;

/* Whether a picture claiming `pixels` is over `pixel_limit`: a JPEG decodes at as little as 1/8
 * a side, so what it decodes is at least 1/64 of what it claims. */
static gboolean
over_limit (gint64   pixels,
            gboolean jpeg,
            gint64   pixel_limit)
{
  return (jpeg ? pixels / 64 : pixels) > pixel_limit;
}

/* The size that fits `max_width` × `max_height`, keeping the shape of `width` × `height`,
 * rounded as gdk_pixbuf_new_from_file_at_scale rounds it. */
static void
fit (Decode *decode,
     gint    width,
     gint    height)
{
  if ((double) height * decode->max_width > (double) width * decode->max_height)
    {
      decode->width = (gint) (0.5 + (double) width * decode->max_height / height);
      decode->height = decode->max_height;
    }
  else
    {
      decode->width = decode->max_width;
      decode->height = (gint) (0.5 + (double) height * decode->max_width / width);
    }
  decode->width = MAX (decode->width, 1);
  decode->height = MAX (decode->height, 1);
}

static void
size_prepared_cb (GdkPixbufLoader *loader,
                  gint             width,
                  gint             height,
                  Decode          *decode)
{
  GdkPixbufFormat *format = gdk_pixbuf_loader_get_format (loader);
  gboolean scalable = format != NULL && gdk_pixbuf_format_is_scalable (format);
  g_autofree char *name = format != NULL ? gdk_pixbuf_format_get_name (format) : NULL;

  gboolean jpeg = decode->jpeg = g_strcmp0 (name, "jpeg") == 0;
  gint64 pixels = (gint64) width * height;

  decode->claimed_width = width;
  decode->claimed_height = height;
  if (width <= 0 || height <= 0 || decode->size_only)
    {
      gdk_pixbuf_loader_set_size (loader, 0, 0);
      return;
    }
  if (!scalable && over_limit (pixels, jpeg, decode->pixel_limit))
    {
      decode->too_large = TRUE;
      gdk_pixbuf_loader_set_size (loader, 0, 0);
      return;
    }
  fit (decode, width, height);
  /* SVG is drawn at the size asked; JPEG decodes at 1/2, 1/4 or 1/8 scale on its own. */
  if (scalable || jpeg)
    {
      decode->loader_scales = TRUE;
      gdk_pixbuf_loader_set_size (loader, decode->width, decode->height);
    }
}

static void
area_updated_cb (GdkPixbufLoader *loader,
                 gint             x,
                 gint             y,
                 gint             width,
                 gint             height,
                 Decode          *decode)
{
  decode->bottom = MAX (decode->bottom, y + height);
}

/* Whether the last bytes read hold a JPEG's end-of-image marker: `data` is the last chunk and
 * `before` the byte before it. Bytes after the marker (some cameras add them) are allowed. */
static gboolean
ends_jpeg (const guchar *data,
           gsize         length,
           guchar        before)
{
  for (gsize i = length; i > 0; i--)
    if (data[i - 1] == 0xD9 && (i >= 2 ? data[i - 2] : before) == 0xFF)
      return TRUE;
  return FALSE;
}

/* Whether `data` starts as XML does (after a byte-order mark and white space): an SVG, whose
 * text is kept whole and checked before the loader sees any of it. */
static gboolean
looks_like_xml (const guchar *data,
                gsize         length)
{
  gsize at = length >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF ? 3 : 0;

  while (at < length && g_ascii_isspace (data[at]))
    at++;
  return at < length && data[at] == '<';
}

/* What an embedded picture claims. */
typedef struct {
  gint     width;
  gint     height;
  gboolean jpeg;
} Claim;

static void
claim_size_prepared_cb (GdkPixbufLoader *loader,
                        gint             width,
                        gint             height,
                        Claim           *claim)
{
  GdkPixbufFormat *format = gdk_pixbuf_loader_get_format (loader);
  g_autofree char *name = format != NULL ? gdk_pixbuf_format_get_name (format) : NULL;

  claim->width = width;
  claim->height = height;
  claim->jpeg = g_strcmp0 (name, "jpeg") == 0;
  gdk_pixbuf_loader_set_size (loader, 0, 0);
}

/* The header bytes read of an embedded picture: enough for a PNG's or GIF's size, and for a
 * JPEG's after a large EXIF block. */
#define EMBEDDED_HEADER_BYTES (256 * 1024)

/* The size the base64 picture starting at `text` (up to `end`) claims, from its first bytes;
 * 0 × 0 when its header does not say. */
static Claim
embedded_claim (const guchar *text,
                const guchar *end)
{
  g_autoptr(GdkPixbufLoader) loader = gdk_pixbuf_loader_new ();
  guchar decoded[3 * 1024];
  Claim claim = { 0 };
  gint state = 0;
  guint save = 0;
  gsize fed = 0;

  g_signal_connect (loader, "size-prepared", G_CALLBACK (claim_size_prepared_cb), &claim);
  while (text < end && fed < EMBEDDED_HEADER_BYTES && claim.width == 0)
    {
      /* 4 KB of base64 at a time, as 3 KB of bytes. */
      gsize length = 0;
      gsize count;

      while (text + length < end && length < 4 * 1024
             && (g_ascii_isalnum (text[length]) || text[length] == '+' || text[length] == '/'
                 || text[length] == '=' || g_ascii_isspace (text[length])))
        length++;
      if (length == 0)
        break;
      count = g_base64_decode_step ((const char *) text, length, decoded, &state, &save);
      text += length;
      fed += count;
      if (count > 0 && !gdk_pixbuf_loader_write (loader, decoded, count, NULL))
        break;
      if (length < 4 * 1024)
        break; /* the URL ended */
    }
  gdk_pixbuf_loader_close (loader, NULL);
  return claim;
}

/* Whether every base64 `data:` picture in the SVG text `svg` claims at most `pixel_limit`
 * pixels (64 times that for a JPEG, decoded smaller); `*too_large` is the first that does not. */
static gboolean
embedded_pictures_fit (const guchar *svg,
                       gsize         length,
                       gint64        pixel_limit,
                       Claim        *too_large)
{
  const guchar *end = svg + length;
  const guchar *at = svg;

  while ((at = memchr (at, 'd', (gsize) (end - at))) != NULL)
    {
      const guchar *comma;
      Claim claim;
      gint64 pixels;

      if ((gsize) (end - at) < 5 || memcmp (at, "data:", 5) != 0)
        {
          at++;
          continue;
        }
      /* data:[type][;parameters];base64, — within a line's worth of text. */
      comma = memchr (at, ',', MIN ((gsize) (end - at), 256));
      at += 5;
      if (comma == NULL || comma - at < 7 || memcmp (comma - 7, ";base64", 7) != 0)
        continue;
      claim = embedded_claim (comma + 1, end);
      pixels = (gint64) claim.width * claim.height;
      if (over_limit (pixels, claim.jpeg, pixel_limit))
        {
          *too_large = claim;
          return FALSE;
        }
      at = comma + 1;
    }
  return TRUE;
}

static void
fail (PetPictureProblem *problem,
      PetPictureFailure  kind,
      const Decode      *decode,
      const char        *detail)
{
  problem->kind = kind;
  problem->width = decode->claimed_width;
  problem->height = decode->claimed_height;
  problem->detail = g_strdup (detail);
}

struct _GdkPixbuf *
pet_picture_decode_fd (int                fd,
                       int32_t            max_width,
                       int32_t            max_height,
                       int64_t            pixel_limit,
                       bool               size_only,
                       PetPictureProblem *problem)
{
  g_autoptr(GdkPixbufLoader) loader = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guchar *chunk = NULL;
  Decode decode = { MAX (max_width, 1), MAX (max_height, 1), pixel_limit };
  GdkPixbuf *pixbuf;
  GdkPixbuf *shown;
  gboolean writing = TRUE;
  gsize last_length = 0; /* the bytes of the last chunk read, still in `chunk` */
  guchar before_last = 0; /* the byte before them */
  g_autoptr(GByteArray) svg = NULL; /* an SVG's text, kept whole to check what it embeds */
  Claim too_large = { 0 };

  g_return_val_if_fail (fd >= 0 && problem != NULL, NULL);
  memset (problem, 0, sizeof *problem);
  decode.size_only = size_only;

  loader = gdk_pixbuf_loader_new ();
  g_signal_connect (loader, "size-prepared", G_CALLBACK (size_prepared_cb), &decode);
  g_signal_connect (loader, "area-updated", G_CALLBACK (area_updated_cb), &decode);
  chunk = g_malloc (CHUNK_SIZE);
  while (writing)
    {
      ssize_t length = read (fd, chunk, CHUNK_SIZE);

      if (length < 0 && errno == EINTR)
        continue;
      if (length < 0)
        {
          int read_errno = errno;

          gdk_pixbuf_loader_close (loader, NULL);
          fail (problem, PET_PICTURE_UNREADABLE, &decode, g_strerror (read_errno));
          return NULL;
        }
      if (length == 0)
        break;
      if (last_length == 0 && looks_like_xml (chunk, (gsize) length))
        svg = g_byte_array_new ();
      if (last_length > 0)
        before_last = chunk[last_length - 1];
      last_length = (gsize) length;
      if (svg != NULL)
        {
          g_byte_array_append (svg, chunk, (guint) length);
          continue;
        }
      writing = gdk_pixbuf_loader_write (loader, chunk, (gsize) length, &error);
      /* The size is known once "size-prepared" ran: no need to read on. */
      if (size_only && decode.claimed_width != 0)
        break;
    }
  /* An SVG's text is checked for what it embeds before the loader (librsvg) sees any of it. */
  if (svg != NULL)
    {
      if (!embedded_pictures_fit (svg->data, svg->len, pixel_limit, &too_large))
        {
          gdk_pixbuf_loader_close (loader, NULL);
          problem->kind = PET_PICTURE_TOO_LARGE;
          problem->width = too_large.width;
          problem->height = too_large.height;
          return NULL;
        }
      for (gsize at = 0; writing && at < svg->len; at += CHUNK_SIZE)
        writing = gdk_pixbuf_loader_write (loader, svg->data + at, MIN (CHUNK_SIZE, svg->len - at), &error);
    }
  /* After a failed write the loader is closed already; closing again only says so. */
  if (writing)
    gdk_pixbuf_loader_close (loader, &error);
  else
    gdk_pixbuf_loader_close (loader, NULL);

  if (decode.claimed_width <= 0 || decode.claimed_height <= 0)
    {
      fail (problem, PET_PICTURE_UNDECODABLE, &decode,
            error != NULL ? error->message : "the picture has no size (0 × 0 pixels)");
      return NULL;
    }
  if (size_only)
    {
      problem->width = decode.claimed_width;
      problem->height = decode.claimed_height;
      return NULL;
    }
  if (decode.too_large)
    {
      fail (problem, PET_PICTURE_TOO_LARGE, &decode, NULL);
      return NULL;
    }
  pixbuf = error == NULL ? gdk_pixbuf_loader_get_pixbuf (loader) : NULL;
  if (pixbuf == NULL)
    {
      fail (problem, PET_PICTURE_UNDECODABLE, &decode, error != NULL ? error->message : NULL);
      return NULL;
    }
  if ((!decode.loader_scales && decode.bottom < gdk_pixbuf_get_height (pixbuf))
      || (decode.jpeg && !ends_jpeg (chunk, last_length, before_last)))
    {
      fail (problem, PET_PICTURE_INCOMPLETE, &decode, NULL);
      return NULL;
    }
  if (decode.width == 0)
    fit (&decode, gdk_pixbuf_get_width (pixbuf), gdk_pixbuf_get_height (pixbuf));
  if (gdk_pixbuf_get_width (pixbuf) == decode.width
      && gdk_pixbuf_get_height (pixbuf) == decode.height)
    shown = g_object_ref (pixbuf);
  else
    shown = gdk_pixbuf_scale_simple (pixbuf, decode.width, decode.height, GDK_INTERP_BILINEAR);
  problem->width = decode.claimed_width;
  problem->height = decode.claimed_height;
  return shown;
}

void
pet_picture_problem_clear (PetPictureProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->detail);
  memset (problem, 0, sizeof *problem);
}

void
pet_picture_free (void *pointer)
{
  g_free (pointer);
}
