/* pet_chafa.h — pet pictures drawn as terminal text by libchafa, as Swift sees it.
 *
 * Only <stdbool.h>, <stdint.h> and <stddef.h> are included here: chafa's and gdk-pixbuf's
 * types stay in pet_chafa.c. Every symbol starts with pet_chafa_ / PetChafa.
 *
 * Why this is in C rather than Swift: chafa and gdk-pixbuf are GObject C libraries whose
 * objects are best held with g_autoptr, and the whole job (decode, draw, print) is one call,
 * so Swift sees two functions and a free.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pet_picture.h"

#ifdef __cplusplus
extern "C" {
#endif

/* How a picture reaches the terminal. */
typedef enum
{
  PET_CHAFA_PIXELS_SYMBOLS = 0, /* Unicode block symbols, with or without colour */
  PET_CHAFA_PIXELS_SIXELS = 1,  /* DEC sixel graphics */
  PET_CHAFA_PIXELS_KITTY = 2,   /* the kitty graphics protocol */
  PET_CHAFA_PIXELS_ITERM = 3,   /* iTerm2's inline images */
} PetChafaPixels;

/* Which colours symbols may use. */
typedef enum
{
  PET_CHAFA_COLORS_NONE = 0, /* no escape codes at all: the terminal's own colours */
  PET_CHAFA_COLORS_16 = 1,
  PET_CHAFA_COLORS_256 = 2,
  PET_CHAFA_COLORS_TRUECOLOR = 3,
} PetChafaColors;

/* What the terminal supports, as chafa 1.12 detects it from the environment (TERM, COLORTERM,
 * TERM_PROGRAM, VTE_VERSION, KONSOLE_VERSION, TMUX) through its terminal database. Asks the
 * terminal nothing. */
void pet_chafa_detect (PetChafaPixels *pixels_out, PetChafaColors *colors_out);

/* The largest terminal cell drawn for, a side in pixels: a terminal that reports more (65535,
 * say) is drawn for as if it reported this, so the canvas stays bounded. */
#define PET_CHAFA_CELL_MAX 256

/* Draws the picture file at `path` (any format gdk-pixbuf reads: PNG, JPEG, SVG), inside
 * `folder` (NULL: its own; see pet_picture_decode), in at most `max_columns` × `max_rows`
 * cells of `cell_width` × `cell_height` pixels (each at most PET_CHAFA_CELL_MAX), keeping its
 * aspect ratio. The picture is decoded in the caged decoder at the size drawn, and refused when
 * it claims more than `pixel_limit` pixels (pet_picture_decode). Returns the text to print (for symbols:
 * `*rows_out` lines, each `*columns_out` cells wide, separated by "\n", with no trailing
 * newline; otherwise one escape sequence covering that many cells), to be freed with
 * pet_chafa_free; or NULL with `*problem_out` saying why (its detail freed with
 * pet_chafa_free too). */
char *pet_chafa_draw (const char *folder, const char *path, PetChafaPixels pixels, PetChafaColors colors,
                      int32_t max_columns, int32_t max_rows, int32_t cell_width,
                      int32_t cell_height, int64_t pixel_limit, int32_t *columns_out,
                      int32_t *rows_out, PetPictureProblem *problem_out);

/* Frees text returned by pet_chafa_draw (its result and its problem's detail). */
void pet_chafa_free (char *text);

#ifdef __cplusplus
}
#endif
