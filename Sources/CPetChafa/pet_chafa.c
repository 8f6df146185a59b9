/* pet_chafa.c — decodes a pet's picture with gdk-pixbuf and draws it with chafa.
 *
 * The picture is decoded at the size the canvas needs by pet_picture_decode, in its cage (SVG is rasterised
 * at that size, so a 256-pixel drawing costs a few milliseconds, not a full-size render; a PNG
 * over the pixel limit is refused from its header), its pixels handed to chafa, and chafa's
 * text returned to Swift. What went wrong comes back as a kind, put into words by Swift. */
#include "pet_chafa.h"

#include <chafa.h>
#include <gdk-pixbuf/gdk-pixbuf.h>

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChafaCanvasConfig, chafa_canvas_config_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChafaCanvas, chafa_canvas_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChafaSymbolMap, chafa_symbol_map_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChafaTermInfo, chafa_term_info_unref)

/* Symbols at most this many pixels a side per cell: chafa matches symbols on 8 × 8 cells. */
#define PET_CHAFA_SYMBOL_CELL 8

/* The terminal as chafa's database knows it from the environment, with chafa's fallback
 * sequences added so that a mode the user forces (--picture sixels into a pipe) still prints. */
static ChafaTermInfo *
pet_chafa_term_info_new (ChafaTermInfo **detected_out)
{
  g_auto (GStrv) envp = g_get_environ ();
  ChafaTermDb *term_db = chafa_term_db_get_default ();
  ChafaTermInfo *term_info = chafa_term_db_detect (term_db, envp);

  if (detected_out != NULL)
    *detected_out = chafa_term_info_copy (term_info);
  g_autoptr (ChafaTermInfo) fallback_info = chafa_term_db_get_fallback_info (term_db);
  chafa_term_info_supplement (term_info, fallback_info);
  return term_info;
}

void
pet_chafa_detect (PetChafaPixels *pixels_out, PetChafaColors *colors_out)
{
  g_autoptr (ChafaTermInfo) detected = NULL;
  g_autoptr (ChafaTermInfo) term_info = pet_chafa_term_info_new (&detected);

  /* The same order chafa's own tool tries them in. */
  if (pixels_out != NULL)
    {
      if (chafa_term_info_have_seq (detected, CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1))
        *pixels_out = PET_CHAFA_PIXELS_KITTY;
      else if (chafa_term_info_have_seq (detected, CHAFA_TERM_SEQ_BEGIN_SIXELS))
        *pixels_out = PET_CHAFA_PIXELS_SIXELS;
      else if (chafa_term_info_have_seq (detected, CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE))
        *pixels_out = PET_CHAFA_PIXELS_ITERM;
      else
        *pixels_out = PET_CHAFA_PIXELS_SYMBOLS;
    }
  if (colors_out != NULL)
    {
      if (chafa_term_info_have_seq (detected, CHAFA_TERM_SEQ_SET_COLOR_FGBG_DIRECT))
        *colors_out = PET_CHAFA_COLORS_TRUECOLOR;
      else if (chafa_term_info_have_seq (detected, CHAFA_TERM_SEQ_SET_COLOR_FGBG_256))
        *colors_out = PET_CHAFA_COLORS_256;
      else if (chafa_term_info_have_seq (detected, CHAFA_TERM_SEQ_SET_COLOR_FGBG_16))
        *colors_out = PET_CHAFA_COLORS_16;
      else
        *colors_out = PET_CHAFA_COLORS_NONE;
    }
}

static ChafaCanvasMode
pet_chafa_canvas_mode (PetChafaColors colors)
{
  switch (colors)
    {
    case PET_CHAFA_COLORS_TRUECOLOR:
      return CHAFA_CANVAS_MODE_TRUECOLOR;
    case PET_CHAFA_COLORS_256:
      return CHAFA_CANVAS_MODE_INDEXED_240;
    case PET_CHAFA_COLORS_16:
      return CHAFA_CANVAS_MODE_INDEXED_16;
    case PET_CHAFA_COLORS_NONE:
    default:
      return CHAFA_CANVAS_MODE_FGBG;
    }
}

static ChafaPixelMode
pet_chafa_pixel_mode (PetChafaPixels pixels)
{
  switch (pixels)
    {
    case PET_CHAFA_PIXELS_SIXELS:
      return CHAFA_PIXEL_MODE_SIXELS;
    case PET_CHAFA_PIXELS_KITTY:
      return CHAFA_PIXEL_MODE_KITTY;
    case PET_CHAFA_PIXELS_ITERM:
      return CHAFA_PIXEL_MODE_ITERM2;
    case PET_CHAFA_PIXELS_SYMBOLS:
    default:
      return CHAFA_PIXEL_MODE_SYMBOLS;
    }
}

char *
pet_chafa_draw (const char *folder, const char *path, PetChafaPixels pixels, PetChafaColors colors,
                int32_t max_columns, int32_t max_rows, int32_t cell_width, int32_t cell_height,
                int64_t pixel_limit, int32_t *columns_out, int32_t *rows_out,
                PetPictureProblem *problem_out)
{
  g_autoptr (GdkPixbuf) pixbuf = NULL;
  g_autoptr (ChafaCanvasConfig) config = NULL;
  g_autoptr (ChafaSymbolMap) symbols = NULL;
  g_autoptr (ChafaCanvas) canvas = NULL;
  g_autoptr (ChafaTermInfo) term_info = NULL;
  PetPictureProblem problem = { 0 };
  GString *text;
  gint source_width = 0;
  gint source_height = 0;
  gint columns = max_columns;
  gint rows = max_rows;
  gint pixel_width;
  gint pixel_height;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (max_columns >= 1 && max_rows >= 1 && cell_width >= 1 && cell_height >= 1,
                        NULL);
  /* A terminal's word on its cell size is input like any other: 65535 × 65535 pixels asked
   * for a 50,000 × 65,535 canvas, and chafa crashed. */
  cell_width = MIN (cell_width, PET_CHAFA_CELL_MAX);
  cell_height = MIN (cell_height, PET_CHAFA_CELL_MAX);

  /* The size the file claims, from its header, read by the caged decoder (pet_picture.h). */
  if (!pet_picture_read_size (folder, path, &problem))
    {
      if (problem_out != NULL)
        *problem_out = problem;
      else
        pet_picture_problem_clear (&problem);
      return NULL;
    }
  source_width = problem.width;
  source_height = problem.height;
  pet_picture_problem_clear (&problem);

  /* The largest size in cells that fits, keeping the picture's shape on the terminal's cells. */
  chafa_calc_canvas_geometry (source_width, source_height, &columns, &rows,
                              (gfloat) cell_width / (gfloat) cell_height, TRUE, FALSE);
  columns = CLAMP (columns, 1, max_columns);
  rows = CLAMP (rows, 1, max_rows);

  if (pixels == PET_CHAFA_PIXELS_SYMBOLS)
    {
      pixel_width = columns * PET_CHAFA_SYMBOL_CELL;
      pixel_height = rows * PET_CHAFA_SYMBOL_CELL * cell_height / cell_width;
    }
  else
    {
      pixel_width = columns * cell_width;
      pixel_height = rows * cell_height;
    }
  pixbuf = pet_picture_decode (folder, path, pixel_width, pixel_height, pixel_limit, NULL, &problem);
  if (pixbuf == NULL)
    {
      if (problem_out != NULL)
        *problem_out = problem;
      else
        pet_picture_problem_clear (&problem);
      return NULL;
    }
  /* gdk-pixbuf hands 8-bit RGB or RGBA, not premultiplied; chafa takes both. */
  if (gdk_pixbuf_get_bits_per_sample (pixbuf) != 8 || gdk_pixbuf_get_colorspace (pixbuf) != GDK_COLORSPACE_RGB)
    {
      if (problem_out != NULL)
        *problem_out = (PetPictureProblem){ PET_PICTURE_UNDECODABLE, source_width, source_height, NULL };
      return NULL;
    }

  config = chafa_canvas_config_new ();
  chafa_canvas_config_set_geometry (config, columns, rows);
  chafa_canvas_config_set_cell_geometry (config, cell_width, cell_height);
  chafa_canvas_config_set_pixel_mode (config, pet_chafa_pixel_mode (pixels));
  chafa_canvas_config_set_canvas_mode (config, pet_chafa_canvas_mode (colors));
  /* Block elements and spaces, as `chafa --symbols block+space`: one column each in every
   * terminal font, so a card's border stays straight. The inverted ones (▟ for ▘) matter
   * without colour, where the background cannot stand in for them. */
  symbols = chafa_symbol_map_new ();
  chafa_symbol_map_add_by_tags (symbols, CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_SPACE);
  chafa_symbol_map_remove_by_tags (symbols, CHAFA_SYMBOL_TAG_WIDE);
  chafa_canvas_config_set_symbol_map (config, symbols);

  canvas = chafa_canvas_new (config);
  chafa_canvas_draw_all_pixels (canvas,
                                gdk_pixbuf_get_has_alpha (pixbuf) ? CHAFA_PIXEL_RGBA8_UNASSOCIATED
                                                                  : CHAFA_PIXEL_RGB8,
                                gdk_pixbuf_read_pixels (pixbuf), gdk_pixbuf_get_width (pixbuf),
                                gdk_pixbuf_get_height (pixbuf), gdk_pixbuf_get_rowstride (pixbuf));
  term_info = pet_chafa_term_info_new (NULL);
  text = chafa_canvas_print (canvas, term_info);

  if (columns_out != NULL)
    *columns_out = columns;
  if (rows_out != NULL)
    *rows_out = rows;
  return g_string_free (text, FALSE);
}

void
pet_chafa_free (char *text)
{
  g_free (text);
}
