/* pet_picture.h — a pet's picture file decoded at the size it is shown, within a pixel limit.
 *
 * One decoder for the window (CPetGtk: list thumbnails and the card) and the terminal
 * (CPetChafa), so both refuse, shrink and report the same pictures the same way.
 *
 * Only <stdbool.h> and <stdint.h> are included, so Swift can read the failure kinds; the
 * decoding call takes and returns gdk-pixbuf's types by their struct names. The failure is a
 * kind and the decoder's own words (strerror, gdk-pixbuf's message): no sentence a person
 * reads is written here. Every symbol starts with pet_picture_ / PetPicture.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The most pixels a picture may decode to, unless its format is drawn at any size (SVG): 40
 * million, e.g. 8000 × 5000. PNG and most other formats decode in full before they are
 * shrunk, 4 bytes a pixel, so this bounds one decode at 160 MB; a picture over it is refused
 * from its header alone, before any pixel is decoded. A JPEG decodes at as little as 1/8 a
 * side, so it may claim 64 times as many. The Swift side says the same number
 * (PictureProblem.pixelLimit; a test holds them equal). */
#define PET_PICTURE_PIXEL_LIMIT 40000000

/* Why a picture is not shown. */
typedef enum {
  PET_PICTURE_OK = 0,
  PET_PICTURE_UNREADABLE = 1,  /* the file cannot be opened or read; detail: strerror */
  PET_PICTURE_TOO_LARGE = 2,   /* width × height is over the limit; nothing was decoded */
  PET_PICTURE_UNDECODABLE = 3, /* not a picture gdk-pixbuf reads, or corrupt; detail: its message */
  PET_PICTURE_INCOMPLETE = 4,  /* the file ends before the picture does (a truncated PNG) */
  PET_PICTURE_CANCELLED = 5,   /* the caller stopped the decode */
} PetPictureFailure;

/* What went wrong, for the caller to put into words. */
typedef struct {
  PetPictureFailure kind;
  int32_t width;  /* the size the file claims, or 0 when it was not read that far */
  int32_t height;
  char *detail;   /* the system's or gdk-pixbuf's message, or NULL; free with pet_picture_free */
} PetPictureProblem;

struct _GdkPixbuf;

/* Decodes the picture at `path` to fit `max_width` × `max_height` pixels, keeping its shape
 * (larger or smaller, as gdk_pixbuf_new_from_file_at_scale does). Scalable formats (SVG) and
 * JPEG are decoded at that size; other formats in full, then shrunk, and only when they claim
 * at most `pixel_limit` pixels. The file is read in chunks, so a decode stops at its header
 * when the picture is refused, and between chunks once `*cancelled` is nonzero (an int the
 * caller sets with g_atomic_int_set; NULL for never). Safe on any thread.
 * Returns a new GdkPixbuf, or NULL with `*problem` filled in (clear it with
 * pet_picture_problem_clear). */
struct _GdkPixbuf *pet_picture_decode(const char *path, int32_t max_width, int32_t max_height,
                                      int64_t pixel_limit, const int *cancelled,
                                      PetPictureProblem *problem);

/* Frees the detail of `problem` and zeroes it. */
void pet_picture_problem_clear(PetPictureProblem *problem);

/* Frees a string the decoder returned. */
void pet_picture_free(void *pointer);

#ifdef __cplusplus
}
#endif
