/* pet_picture.h — a pet's picture file decoded at the size it is shown, within a pixel limit,
 * in a cage.
 *
 * One decoder for the window (CPetGtk: list thumbnails and the card) and the terminal
 * (CPetChafa), so both refuse, shrink and report the same pictures the same way.
 *
 * A catalogue's pictures come from whoever wrote it, so they are decoded as GNOME's glycin
 * does: in a separate, short-lived process (pet-picture-decoder) with a memory limit, a CPU-time
 * limit and a wall-clock timeout, no network and no right to write a file. This process opens
 * the picture itself, and only a regular file inside the catalogue's folder (resolved by the
 * kernel, so no link leads out; no FIFO, device or folder), and hands the decoder that one
 * open file. A picture that fails fails once per file and process: it is not decoded again.
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
  PET_PICTURE_NOT_A_FILE = 6,  /* a FIFO, a device, a socket or a folder, never opened for reading */
  PET_PICTURE_OUTSIDE = 7,     /* the path, links followed, leaves the catalogue's folder */
  PET_PICTURE_TIMED_OUT = 8,   /* the decoder ran past its time; width: the CPU limit in seconds,
                                  height: 1 when the wall clock stopped it (not remembered) */
  PET_PICTURE_STOPPED = 9,     /* the decoder stopped with no answer (past its memory limit, or a
                                  fault); width: its memory limit in MiB; detail: the signal */
  PET_PICTURE_NO_DECODER = 10, /* the decoder program could not be started; detail: why */
} PetPictureFailure;

/* The decoder's limits: the memory it may map (the pixel limit decoded twice, at 4 bytes a
 * pixel, and the libraries), its CPU time, and the time it may take in all. A picture that
 * passes one fails. PET_PICTURE_TIME_LIMIT (seconds, 1 to 60) in the environment sets the
 * CPU time; the wall-clock timeout is six times that, and at least a minute. */
#define PET_PICTURE_MEMORY_LIMIT_MIB 768
#define PET_PICTURE_CPU_SECONDS 5

/* What went wrong, for the caller to put into words. */
typedef struct {
  PetPictureFailure kind;
  int32_t width;  /* the size the file claims, or 0 when it was not read that far */
  int32_t height;
  char *detail;   /* the system's or gdk-pixbuf's message, or NULL; free with pet_picture_free */
} PetPictureProblem;

struct _GdkPixbuf;

/* Decodes the picture at `path`, which must lie inside `folder` (NULL: the folder that holds
 * it), to fit `max_width` × `max_height` pixels, keeping its shape (larger or smaller, as
 * gdk_pixbuf_new_from_file_at_scale does). Scalable formats (SVG) and JPEG are decoded at that
 * size; other formats in full, then shrunk, and only when they claim at most `pixel_limit`
 * pixels, refused from their header otherwise. All of it happens in the caged decoder process;
 * it is stopped once `*cancelled` is nonzero (an int the caller sets with g_atomic_int_set;
 * NULL for never). Safe on any thread.
 * Returns a new GdkPixbuf, with the size the file claims in `problem->width` and `->height`,
 * or NULL with `*problem` filled in (clear it with pet_picture_problem_clear). */
struct _GdkPixbuf *pet_picture_decode(const char *folder, const char *path, int32_t max_width,
                                      int32_t max_height, int64_t pixel_limit,
                                      const int *cancelled, PetPictureProblem *problem);

/* The size the picture at `path` (inside `folder`, as above) claims, read from its header in
 * the caged decoder: true with it in `problem->width` and `->height`, or false with `*problem`
 * filled in as pet_picture_decode fills it. */
bool pet_picture_read_size(const char *folder, const char *path, PetPictureProblem *problem);

/* The decoder process's own work, in that process: decodes what `fd` holds as
 * pet_picture_decode describes (`size_only`: the size alone, no pixels). Not caged: never call
 * it from a program that shows the picture. */
struct _GdkPixbuf *pet_picture_decode_fd(int fd, int32_t max_width, int32_t max_height,
                                         int64_t pixel_limit, bool size_only,
                                         PetPictureProblem *problem);

/* The decoder process's answer on its standard output: this header, `detail_length` bytes of
 * detail, then (for PET_PICTURE_OK with pixels) `height` rows of `width` × (3 or 4 with alpha)
 * bytes, RGB(A), 8 bits a sample. */
typedef struct {
  uint32_t magic; /* PET_PICTURE_ANSWER_MAGIC */
  int32_t kind;   /* a PetPictureFailure */
  int32_t claimed_width;
  int32_t claimed_height;
  int32_t width;  /* of the pixels that follow, 0 when none do */
  int32_t height;
  int32_t has_alpha;
  int32_t detail_length;
} PetPictureAnswer;
#define PET_PICTURE_ANSWER_MAGIC 0x50455431u /* "PET1" */
#define PET_PICTURE_DETAIL_MAX 1024

/* Frees the detail of `problem` and zeroes it. */
void pet_picture_problem_clear(PetPictureProblem *problem);

/* Frees a string the decoder returned. */
void pet_picture_free(void *pointer);

#ifdef __cplusplus
}
#endif
