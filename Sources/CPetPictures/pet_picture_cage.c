/* pet_picture_cage.c — pictures decoded in a separate, short-lived process.
 *
 * Measured against the in-process decoder it replaces: a FIFO named as a picture hung `petcards
 * show` for ever (open() waits for a writer); a 10 KB SVG whose text expands to 1 MB ran past
 * 120 s at 3.4 GB; an SVG embedding a 20,000 × 20,000 data: PNG cost 2.8 GB; a link to a file
 * outside the catalogue's folder was drawn. So:
 *
 * - This process opens the file, beneath the catalogue's folder as the kernel resolves it
 *   (openat2 with RESOLVE_BENEATH: a link may point within the folder, never out of it), without
 *   blocking (O_NONBLOCK, so a FIFO cannot hang the open), and only when fstat says it is a
 *   regular file. The decoder is handed that one open file as its standard input.
 * - The decoder (Sources/pet-picture-decoder) limits itself before it reads a byte: memory
 *   (RLIMIT_AS), CPU time (RLIMIT_CPU), no file written, no socket, no program run. This side
 *   kills it past the wall-clock timeout, or as soon as the caller cancels.
 * - Its answer is checked as untrusted input: the magic, sizes no larger than asked, a bounded
 *   detail, exactly the pixels announced.
 * - A picture that fails is remembered (by folder and path) for the rest of the process, so ten
 *   pets that share a picture the decoder gives up on cost one decode, not ten. Only a failure
 *   that the picture itself causes is remembered: not a cancelled decode, nor one stopped by the
 *   wall clock, which a busy machine can run out.
 *
 * A process costs about 4 ms to start and run on a small picture (the bundled SVGs), measured
 * with `make bench`; the window decodes each file once per size.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "pet_picture.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <linux/openat2.h>

#include <gdk-pixbuf/gdk-pixbuf.h>

extern char **environ;

#define DECODER_NAME "pet-picture-decoder"

/* The wall clock allows this many times the CPU time, and at least a minute: the CPU limit
 * bounds the work, the wall clock only a decoder that waits (and on a busy machine every
 * decoder waits its turn: a test suite on two cores ran out 10 s). */
#define WALL_CLOCK_FACTOR 6
#define WALL_CLOCK_MIN_SECONDS 60
/* In a PET_PICTURE_TIMED_OUT problem's height: stopped by the wall clock, not the CPU limit. */
#define WALL_CLOCK 1

/* ---- Failures, once per file ------------------------------------------------------------ */

static GMutex failed_lock;
static GHashTable *failed; /* "folder\npath" → PetPictureProblem* */

static void
problem_free (gpointer data)
{
  PetPictureProblem *problem = data;

  pet_picture_problem_clear (problem);
  g_free (problem);
}

static gboolean
failed_before (const char        *path,
               PetPictureProblem *problem)
{
  PetPictureProblem *known;
  gboolean found = FALSE;

  g_mutex_lock (&failed_lock);
  known = failed != NULL ? g_hash_table_lookup (failed, path) : NULL;
  if (known != NULL)
    {
      *problem = *known;
      problem->detail = g_strdup (known->detail);
      found = TRUE;
    }
  g_mutex_unlock (&failed_lock);
  return found;
}

static void
remember_failure (const char              *path,
                  const PetPictureProblem *problem)
{
  PetPictureProblem *copy;

  if (problem->kind == PET_PICTURE_OK || problem->kind == PET_PICTURE_CANCELLED
      || problem->kind == PET_PICTURE_NO_DECODER
      || (problem->kind == PET_PICTURE_TIMED_OUT && problem->height == WALL_CLOCK))
    return;
  copy = g_new (PetPictureProblem, 1);
  *copy = *problem;
  copy->detail = g_strdup (problem->detail);
  g_mutex_lock (&failed_lock);
  if (failed == NULL)
    failed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, problem_free);
  g_hash_table_replace (failed, g_strdup (path), copy);
  g_mutex_unlock (&failed_lock);
}

static void
set_problem (PetPictureProblem *problem,
             PetPictureFailure  kind,
             int32_t            width,
             int32_t            height,
             const char        *detail)
{
  problem->kind = kind;
  problem->width = width;
  problem->height = height;
  problem->detail = g_strdup (detail);
}

/* ---- Opening the file, confined --------------------------------------------------------- */

/* Whether `path` names a place inside `root` once both are resolved (the fallback where the
 * kernel has no openat2): compared as whole path components. */
static gboolean
resolves_inside (const char *root,
                 const char *resolved)
{
  size_t length = strlen (root);

  if (strcmp (root, "/") == 0)
    return TRUE;
  return strncmp (resolved, root, length) == 0 && resolved[length] == '/';
}

/* Opens `path` for reading when it is a regular file inside `folder`: returns the descriptor,
 * or -1 with `problem` filled in. */
static int
open_confined (const char        *folder,
               const char        *path,
               PetPictureProblem *problem)
{
  g_autofree char *own_folder = NULL;
  const char *relative;
  size_t folder_length;
  struct open_how how = { 0 };
  struct stat info;
  int directory;
  int fd;

  if (folder == NULL)
    folder = own_folder = g_path_get_dirname (path);
  folder_length = strlen (folder);
  while (folder_length > 1 && folder[folder_length - 1] == '/')
    folder_length--;
  if (strncmp (path, folder, folder_length) != 0 || path[folder_length] != '/')
    {
      set_problem (problem, PET_PICTURE_OUTSIDE, 0, 0, NULL);
      return -1;
    }
  relative = path + folder_length + 1;
  while (*relative == '/')
    relative++;

  directory = open (folder, O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (directory < 0)
    {
      set_problem (problem, PET_PICTURE_UNREADABLE, 0, 0, g_strerror (errno));
      return -1;
    }
  /* O_NONBLOCK: opening a FIFO for reading would wait for a writer. */
  how.flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC;
  how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS;
  fd = (int) syscall (SYS_openat2, directory, relative, &how, sizeof how);
  if (fd < 0 && (errno == ENOSYS || errno == EPERM))
    {
      /* No openat2 here (a kernel before 5.6, or a sandbox that filters it): resolve the links
       * by hand, and open the result without following a link swapped in meanwhile. */
      g_autofree char *root = realpath (folder, NULL);
      g_autofree char *resolved = realpath (path, NULL);

      if (root == NULL || resolved == NULL)
        fd = -1;
      else if (!resolves_inside (root, resolved))
        errno = EXDEV, fd = -1;
      else
        fd = open (resolved, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW);
    }
  close (directory);
  if (fd < 0)
    {
      int open_errno = errno;

      if (open_errno == EXDEV || open_errno == ELOOP)
        set_problem (problem, PET_PICTURE_OUTSIDE, 0, 0, NULL);
      else
        set_problem (problem, PET_PICTURE_UNREADABLE, 0, 0, g_strerror (open_errno));
      return -1;
    }
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      close (fd);
      set_problem (problem, PET_PICTURE_NOT_A_FILE, 0, 0, NULL);
      return -1;
    }
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  return fd;
}

/* ---- The decoder process ---------------------------------------------------------------- */

/* The decoder program: $PET_PICTURE_DECODER, else beside this program (the build folder, or
 * bin/ when installed with it), else in ../libexec/pet-adoption from this program. */
static gpointer
find_decoder (gpointer unused)
{
  const char *named = g_getenv ("PET_PICTURE_DECODER");
  g_autofree char *self = NULL;
  g_autofree char *here = NULL;
  char *candidate;

  if (named != NULL && *named != '\0')
    return g_strdup (named);
  self = g_file_read_link ("/proc/self/exe", NULL);
  if (self == NULL)
    return NULL;
  here = g_path_get_dirname (self);
  candidate = g_build_filename (here, DECODER_NAME, NULL);
  if (g_file_test (candidate, G_FILE_TEST_IS_EXECUTABLE))
    return candidate;
  g_free (candidate);
  candidate = g_build_filename (here, "..", "libexec", "pet-adoption", DECODER_NAME, NULL);
  if (g_file_test (candidate, G_FILE_TEST_IS_EXECUTABLE))
    return candidate;
  g_free (candidate);
  return NULL;
}

/* Whether the variable `entry` (NAME=value) is one the decoder may see: what GLib, gdk-pixbuf,
 * librsvg and fontconfig read, and the locale. Everything else stays here: the decoder
 * inherited PGPASSWORD and every other secret of the program's environment (issue 40). */
static gboolean
decoder_may_see (const char *entry)
{
  static const char *const names[] = { "PATH=", "HOME=", "TMPDIR=", "LANG=", "LANGUAGE=", "G_DEBUG=",
                                       "XDG_DATA_DIRS=", "XDG_DATA_HOME=", "XDG_CACHE_HOME=",
                                       "XDG_CONFIG_HOME=", "XDG_CONFIG_DIRS=" };
  static const char *const prefixes[] = { "LC_", "GDK_PIXBUF_", "FONTCONFIG_", "PET_PICTURE_" };

  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_has_prefix (entry, names[i]))
      return TRUE;
  for (gsize i = 0; i < G_N_ELEMENTS (prefixes); i++)
    if (g_str_has_prefix (entry, prefixes[i]) && strchr (entry, '=') != NULL)
      return TRUE;
  return FALSE;
}

/* The environment the decoder runs with: this program's, less what it may not see. */
static gpointer
make_decoder_environment (gpointer unused)
{
  GPtrArray *kept = g_ptr_array_new ();

  for (char **entry = environ; entry != NULL && *entry != NULL; entry++)
    if (decoder_may_see (*entry))
      g_ptr_array_add (kept, g_strdup (*entry));
  g_ptr_array_add (kept, NULL);
  return g_ptr_array_free (kept, FALSE);
}

static char **
decoder_environment (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, make_decoder_environment, NULL);
}

static const char *
decoder_path (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, find_decoder, NULL);
}

/* The CPU seconds the decoder may use: PET_PICTURE_TIME_LIMIT, 1 to 60, or the default. */
static int
cpu_seconds (void)
{
  const char *text = g_getenv ("PET_PICTURE_TIME_LIMIT");
  gint64 seconds;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, 1, 60, &seconds, NULL))
    return PET_PICTURE_CPU_SECONDS;
  return (int) seconds;
}

static gint64
now_ms (void)
{
  return g_get_monotonic_time () / 1000;
}

/* How reading the decoder's answer went. */
typedef enum {
  ANSWER_READ,      /* every byte asked for */
  ANSWER_SHORT,     /* the decoder closed its output first: it ended without a whole answer */
  ANSWER_LATE,      /* the wall clock ran out */
  ANSWER_CANCELLED, /* the caller cancelled */
  ANSWER_INVALID,   /* bytes that are no answer: sizes over those asked, say */
} AnswerRead;

/* Reads `length` bytes into `buffer` before `deadline`, looking at `cancelled` between waits. */
static AnswerRead
read_answer (int         fd,
             void       *buffer,
             gsize       length,
             gint64      deadline,
             const int  *cancelled)
{
  gsize done = 0;

  while (done < length)
    {
      struct pollfd ready = { fd, POLLIN, 0 };
      gint64 left = deadline - now_ms ();
      ssize_t got;
      int polled;

      if (cancelled != NULL && g_atomic_int_get (cancelled))
        return ANSWER_CANCELLED;
      if (left <= 0)
        return ANSWER_LATE;
      /* A short wait between looks at `cancelled`. */
      polled = poll (&ready, 1, (int) MIN (left, 50));
      if (polled < 0 && errno != EINTR)
        return ANSWER_SHORT;
      if (polled <= 0)
        continue;
      got = read (fd, (char *) buffer + done, length - done);
      if (got < 0 && (errno == EINTR || errno == EAGAIN))
        continue;
      if (got <= 0)
        return ANSWER_SHORT;
      done += (gsize) got;
    }
  return ANSWER_READ;
}

/* Waits for the decoder, killing it first when `kill_it`; its wait status. */
static int
reap (pid_t    pid,
      gboolean kill_it)
{
  int status = 0;

  if (kill_it)
    kill (pid, SIGKILL);
  while (waitpid (pid, &status, 0) < 0 && errno == EINTR)
    ;
  return status;
}

/* What went wrong when the decoder ended without a whole answer. */
static void
stopped (PetPictureProblem *problem,
         int                status,
         int                seconds)
{
  g_autofree char *detail = NULL;

  if (WIFSIGNALED (status) && (WTERMSIG (status) == SIGXCPU || WTERMSIG (status) == SIGKILL))
    {
      /* SIGXCPU at the soft CPU limit, SIGKILL at the hard one. */
      set_problem (problem, PET_PICTURE_TIMED_OUT, seconds, 0, NULL);
      return;
    }
  if (WIFSIGNALED (status))
    detail = g_strdup_printf ("signal %d, %s", WTERMSIG (status), strsignal (WTERMSIG (status)));
  else
    detail = g_strdup_printf ("exit status %d", WIFEXITED (status) ? WEXITSTATUS (status) : -1);
  set_problem (problem, PET_PICTURE_STOPPED, PET_PICTURE_MEMORY_LIMIT_MIB, 0, detail);
}

static GdkPixbuf *
run_decoder (int                fd,
             int32_t            max_width,
             int32_t            max_height,
             int64_t            pixel_limit,
             gboolean           size_only,
             const int         *cancelled,
             PetPictureProblem *problem)
{
  const char *decoder = decoder_path ();
  int seconds = cpu_seconds ();
  char width_text[16], height_text[16], limit_text[24], memory_text[16], seconds_text[16];
  char *argv[] = { (char *) DECODER_NAME, size_only ? (char *) "size" : (char *) "pixels",
                   width_text, height_text, limit_text, memory_text, seconds_text, NULL };
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  sigset_t signals;
  PetPictureAnswer answer;
  g_autofree char *detail = NULL;
  g_autofree guchar *pixels = NULL;
  gint64 deadline;
  AnswerRead outcome;
  pid_t pid;
  int pipe_ends[2];
  int status;
  int spawned;
  int channels;
  gsize row_length = 0;
  gsize pixel_length = 0;

  if (decoder == NULL)
    {
      set_problem (problem, PET_PICTURE_NO_DECODER, 0, 0, NULL); /* not installed: Swift says so */
      return NULL;
    }
  g_snprintf (width_text, sizeof width_text, "%d", MAX (max_width, 1));
  g_snprintf (height_text, sizeof height_text, "%d", MAX (max_height, 1));
  g_snprintf (limit_text, sizeof limit_text, "%" G_GINT64_FORMAT, (gint64) pixel_limit);
  g_snprintf (memory_text, sizeof memory_text, "%d", PET_PICTURE_MEMORY_LIMIT_MIB);
  g_snprintf (seconds_text, sizeof seconds_text, "%d", seconds);

  if (pipe2 (pipe_ends, O_CLOEXEC) != 0)
    {
      set_problem (problem, PET_PICTURE_NO_DECODER, 0, 0, g_strerror (errno));
      return NULL;
    }
  posix_spawn_file_actions_init (&actions);
  posix_spawn_file_actions_adddup2 (&actions, fd, STDIN_FILENO);
  posix_spawn_file_actions_adddup2 (&actions, pipe_ends[1], STDOUT_FILENO);
  posix_spawn_file_actions_addopen (&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawnattr_init (&attributes);
  sigemptyset (&signals);
  posix_spawnattr_setsigmask (&attributes, &signals);
  sigfillset (&signals);
  posix_spawnattr_setsigdefault (&attributes, &signals);
  posix_spawnattr_setflags (&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  spawned = posix_spawn (&pid, decoder, &actions, &attributes, argv, decoder_environment ());
  posix_spawn_file_actions_destroy (&actions);
  posix_spawnattr_destroy (&attributes);
  close (pipe_ends[1]);
  if (spawned != 0)
    {
      g_autofree char *why = g_strdup_printf ("%s: %s", decoder, g_strerror (spawned));

      close (pipe_ends[0]);
      set_problem (problem, PET_PICTURE_NO_DECODER, 0, 0, why);
      return NULL;
    }

  deadline = now_ms () + 1000 * (gint64) MAX (WALL_CLOCK_MIN_SECONDS, WALL_CLOCK_FACTOR * seconds);
  outcome = read_answer (pipe_ends[0], &answer, sizeof answer, deadline, cancelled);
  if (outcome == ANSWER_READ
      && !(answer.magic == PET_PICTURE_ANSWER_MAGIC
           && answer.kind >= PET_PICTURE_OK && answer.kind <= PET_PICTURE_INCOMPLETE
           && answer.kind != PET_PICTURE_CANCELLED
           && answer.detail_length >= 0 && answer.detail_length <= PET_PICTURE_DETAIL_MAX
           && answer.width >= 0 && answer.width <= MAX (max_width, 1)
           && answer.height >= 0 && answer.height <= MAX (max_height, 1)
           && (answer.width == 0) == (answer.height == 0)
           && (answer.kind == PET_PICTURE_OK && !size_only) == (answer.width > 0)))
    outcome = ANSWER_INVALID;
  if (outcome == ANSWER_READ)
    {
      channels = answer.has_alpha ? 4 : 3;
      row_length = (gsize) answer.width * channels;
      pixel_length = row_length * (gsize) answer.height;
      detail = g_malloc0 ((gsize) answer.detail_length + 1);
      pixels = g_malloc (MAX (pixel_length, 1));
      outcome = read_answer (pipe_ends[0], detail, (gsize) answer.detail_length, deadline, cancelled);
      if (outcome == ANSWER_READ)
        outcome = read_answer (pipe_ends[0], pixels, pixel_length, deadline, cancelled);
    }
  /* Killed unless it answered in full or closed its output (it is ending): it may be working
   * on, or waiting to write the rest. */
  status = reap (pid, outcome != ANSWER_READ && outcome != ANSWER_SHORT);
  close (pipe_ends[0]);
  switch (outcome)
    {
    case ANSWER_READ:
      break;
    case ANSWER_CANCELLED:
      set_problem (problem, PET_PICTURE_CANCELLED, 0, 0, NULL);
      return NULL;
    case ANSWER_LATE:
      set_problem (problem, PET_PICTURE_TIMED_OUT, seconds, WALL_CLOCK, NULL);
      return NULL;
    case ANSWER_INVALID:
      set_problem (problem, PET_PICTURE_STOPPED, PET_PICTURE_MEMORY_LIMIT_MIB, 0,
                   "its answer was not a picture of the size asked for");
      return NULL;
    case ANSWER_SHORT:
      stopped (problem, status, seconds);
      return NULL;
    }
  if (answer.kind != PET_PICTURE_OK)
    {
      set_problem (problem, answer.kind, answer.claimed_width, answer.claimed_height,
                   answer.detail_length > 0 ? detail : NULL);
      return NULL;
    }
  problem->width = answer.claimed_width;
  problem->height = answer.claimed_height;
  if (size_only)
    return NULL;
  /* The rows as read, packed, become the pixbuf's: no second copy. */
  return gdk_pixbuf_new_from_data (g_steal_pointer (&pixels), GDK_COLORSPACE_RGB, answer.has_alpha != 0,
                                   8, answer.width, answer.height, (int) row_length,
                                   (GdkPixbufDestroyNotify) g_free, NULL);
}

static GdkPixbuf *
decode_caged (const char        *folder,
              const char        *path,
              int32_t            max_width,
              int32_t            max_height,
              int64_t            pixel_limit,
              gboolean           size_only,
              const int         *cancelled,
              PetPictureProblem *problem)
{
  g_autofree char *key = NULL;
  GdkPixbuf *pixbuf;
  int fd;

  g_return_val_if_fail (path != NULL && problem != NULL, NULL);
  memset (problem, 0, sizeof *problem);
  /* The same file may be inside one catalogue's folder and outside another's. */
  key = g_strconcat (folder != NULL ? folder : "", "\n", path, NULL);
  if (failed_before (key, problem))
    return NULL;
  fd = open_confined (folder, path, problem);
  if (fd < 0)
    {
      remember_failure (key, problem);
      return NULL;
    }
  pixbuf = run_decoder (fd, max_width, max_height, pixel_limit, size_only, cancelled, problem);
  close (fd);
  remember_failure (key, problem);
  return pixbuf;
}

struct _GdkPixbuf *
pet_picture_decode (const char        *folder,
                    const char        *path,
                    int32_t            max_width,
                    int32_t            max_height,
                    int64_t            pixel_limit,
                    const int         *cancelled,
                    PetPictureProblem *problem)
{
  return decode_caged (folder, path, max_width, max_height, pixel_limit, FALSE, cancelled, problem);
}

bool
pet_picture_read_size (const char        *folder,
                       const char        *path,
                       PetPictureProblem *problem)
{
  decode_caged (folder, path, 1, 1, PET_PICTURE_PIXEL_LIMIT, TRUE, NULL, problem);
  return problem->kind == PET_PICTURE_OK;
}
