/* pet-picture-decoder — decodes one picture, in a cage, for pet-browser and petcards.
 *
 *   pet-picture-decoder pixels|size MAX_WIDTH MAX_HEIGHT PIXEL_LIMIT MEMORY_MIB CPU_SECONDS
 *
 * Standard input is the picture, a regular file the caller opened inside the catalogue's folder
 * (pet_picture_cage.c); standard output takes one PetPictureAnswer (pet_picture.h). Before it
 * reads a byte the process limits itself, so a hostile picture costs at most that:
 *
 * - memory: RLIMIT_AS, the address space it may map (libraries included), so an SVG that embeds
 *   a 20,000 × 20,000 data: PNG fails its allocation instead of taking 2.8 GB;
 * - time: RLIMIT_CPU, so text that librsvg lays out in quadratic time is stopped (SIGXCPU);
 *   the caller kills it past twice that on the wall clock;
 * - no file written (RLIMIT_FSIZE 0, and a seccomp filter refuses opening for writing), no
 *   socket or connection (so no network), no program run: refused by the kernel with EACCES;
 * - no inherited descriptor but its standard input, output and error;
 * - no life beyond its caller's: it is killed when the thread that waits for it goes.
 *
 * It reads the fonts and loader modules of gdk-pixbuf and librsvg, as any decode does; the
 * SVG itself has no base file, so librsvg resolves no external reference from it.
 * GLib's messages (a loader's criticals) are kept from the terminal: G_DEBUG is dropped, so
 * `fatal-criticals` in a test's environment never turns a picture's fault into a crash.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "pet_picture.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

#include <gdk-pixbuf/gdk-pixbuf.h>

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#endif

static void
limit (int      resource,
       rlim_t   soft,
       rlim_t   hard)
{
  struct rlimit value = { soft, hard };

  setrlimit (resource, &value);
}

#ifdef NATIVE_ARCH
/* Returns EACCES for the call `number` (its instructions: 2). */
#define REFUSE(number) \
  BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, (number), 0, 1), \
  BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES)
/* Returns EACCES for `number` when its flags (argument `arg`) ask to write or create (5). */
#define REFUSE_WRITING(number, arg) \
  BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, (number), 0, 4), \
  BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, args[arg])), \
  BPF_JUMP (BPF_JMP | BPF_JSET | BPF_K, O_WRONLY | O_RDWR | O_CREAT | O_TRUNC, 0, 1), \
  BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES), \
  BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, nr))
#endif

/* No network, no program run, no file opened for writing: the kernel refuses each with EACCES.
 * Where the kernel has no seccomp the limits above still hold. */
static void
refuse_the_rest (void)
{
#ifdef NATIVE_ARCH
  struct sock_filter filter[] = {
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, arch)),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0),
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, nr)),
    REFUSE (__NR_socket),
    REFUSE (__NR_socketpair),
    REFUSE (__NR_connect),
    REFUSE (__NR_execve),
    REFUSE (__NR_execveat),
    REFUSE (__NR_openat2),
    REFUSE_WRITING (__NR_openat, 2),
#ifdef __NR_open
    REFUSE_WRITING (__NR_open, 1),
#endif
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  struct sock_fprog program = { (unsigned short) G_N_ELEMENTS (filter), filter };

  if (prctl (PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0)
    prctl (PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program);
#endif
}

static GLogWriterOutput
quiet_writer_cb (GLogLevelFlags   level,
                 const GLogField *fields,
                 gsize            n_fields,
                 gpointer         user_data)
{
  return G_LOG_WRITER_HANDLED;
}

static gboolean
write_all (const void *data,
           gsize       length)
{
  const char *bytes = data;

  while (length > 0)
    {
      ssize_t written = write (STDOUT_FILENO, bytes, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        return FALSE;
      bytes += written;
      length -= (gsize) written;
    }
  return TRUE;
}

static gboolean
number (const char *text,
        gint64      max,
        gint64     *value)
{
  return g_ascii_string_to_signed (text, 10, 1, max, value, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  PetPictureProblem problem = { 0 };
  PetPictureAnswer answer = { PET_PICTURE_ANSWER_MAGIC };
  gint64 width, height, pixel_limit, memory, seconds;
  gboolean size_only;
  gsize detail_length = 0;

  unsetenv ("G_DEBUG");
  if (argc != 7 || (strcmp (argv[1], "pixels") != 0 && strcmp (argv[1], "size") != 0)
      || !number (argv[2], 1 << 16, &width) || !number (argv[3], 1 << 16, &height)
      || !number (argv[4], G_MAXINT64, &pixel_limit) || !number (argv[5], 1 << 20, &memory)
      || !number (argv[6], 3600, &seconds))
    return 64;
  size_only = strcmp (argv[1], "size") == 0;

  /* A decoder outlives no window: killed with the thread that waits for it. */
  prctl (PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  close_range (3, ~0U, 0);
  limit (RLIMIT_AS, (rlim_t) memory << 20, (rlim_t) memory << 20);
  limit (RLIMIT_CPU, (rlim_t) seconds, (rlim_t) seconds + 1);
  limit (RLIMIT_FSIZE, 0, 0);
  limit (RLIMIT_CORE, 0, 0);
  refuse_the_rest ();
  g_log_set_writer_func (quiet_writer_cb, NULL, NULL);

  pixbuf = pet_picture_decode_fd (STDIN_FILENO, (int32_t) width, (int32_t) height, pixel_limit,
                                  size_only, &problem);
  answer.kind = problem.kind;
  answer.claimed_width = problem.width;
  answer.claimed_height = problem.height;
  if (problem.detail != NULL)
    detail_length = MIN (strlen (problem.detail), PET_PICTURE_DETAIL_MAX);
  answer.detail_length = (int32_t) detail_length;
  if (pixbuf != NULL
      && (gdk_pixbuf_get_bits_per_sample (pixbuf) != 8
          || gdk_pixbuf_get_colorspace (pixbuf) != GDK_COLORSPACE_RGB
          || gdk_pixbuf_get_n_channels (pixbuf) != (gdk_pixbuf_get_has_alpha (pixbuf) ? 4 : 3)))
    {
      g_clear_object (&pixbuf);
      answer.kind = PET_PICTURE_UNDECODABLE;
    }
  if (pixbuf != NULL)
    {
      answer.width = gdk_pixbuf_get_width (pixbuf);
      answer.height = gdk_pixbuf_get_height (pixbuf);
      answer.has_alpha = gdk_pixbuf_get_has_alpha (pixbuf);
    }
  if (!write_all (&answer, sizeof answer) || !write_all (problem.detail, detail_length))
    return 74;
  if (pixbuf != NULL)
    {
      gsize row_length = (gsize) answer.width * gdk_pixbuf_get_n_channels (pixbuf);
      const guint8 *pixels = gdk_pixbuf_read_pixels (pixbuf);

      for (int row = 0; row < answer.height; row++)
        if (!write_all (pixels + (gsize) row * gdk_pixbuf_get_rowstride (pixbuf), row_length))
          return 74;
    }
  return 0;
}
