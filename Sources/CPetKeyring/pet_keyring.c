/* pet_keyring.c: see pet_keyring.h. */
#include "pet_keyring.h"

#include <libsecret/secret.h>
#include <stdlib.h>
#include <string.h>

static const SecretSchema *
pet_keyring_schema (void)
{
  static const SecretSchema schema = {
    "org.shelterpets.PetBrowser.Catalogue",
    SECRET_SCHEMA_NONE,
    {
      { "server", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { "user", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { "database", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    },
  };
  return &schema;
}

static void
pet_keyring_take_error (GError *failure, char **error)
{
  if (failure == NULL)
    return;
  if (error != NULL)
    *error = strdup (failure->message);
  g_error_free (failure);
}

char *
pet_keyring_lookup (const char *server, const char *user, const char *database, char **error)
{
  GError *failure = NULL;
  gchar *password = secret_password_lookup_sync (pet_keyring_schema (), NULL, &failure,
                                                 "server", server, "user", user,
                                                 "database", database, NULL);
  pet_keyring_take_error (failure, error);
  if (password == NULL)
    return NULL;
  /* Copied into malloc's memory so one free function serves both; libsecret's copy is cleared. */
  char *copy = strdup (password);
  secret_password_free (password);
  return copy;
}

bool
pet_keyring_store (const char *label, const char *server, const char *user, const char *database,
                   const char *password, char **error)
{
  GError *failure = NULL;
  gboolean stored = secret_password_store_sync (pet_keyring_schema (), SECRET_COLLECTION_DEFAULT,
                                                label, password, NULL, &failure,
                                                "server", server, "user", user,
                                                "database", database, NULL);
  pet_keyring_take_error (failure, error);
  return stored;
}

bool
pet_keyring_clear (const char *server, const char *user, const char *database, char **error)
{
  GError *failure = NULL;
  secret_password_clear_sync (pet_keyring_schema (), NULL, &failure,
                              "server", server, "user", user, "database", database, NULL);
  bool cleared = failure == NULL;
  pet_keyring_take_error (failure, error);
  return cleared;
}

void
pet_keyring_free (char *text)
{
  if (text == NULL)
    return;
  explicit_bzero (text, strlen (text));
  free (text);
}
