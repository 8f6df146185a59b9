/* pet_keyring.h: a shared catalogue's passwords in the desktop's keyring, through libsecret.
 *
 * Each password is kept under the schema "org.shelterpets.PetBrowser.Catalogue" with three
 * attributes, the server (host and port), the role and the database, so a role's password for
 * one catalogue is never offered to another server. The calls are synchronous: they are made
 * off the main thread (the catalogue's loading thread) or from a command line.
 */
#pragma once

#include <stdbool.h>

/* The password kept for @user on @server's @database, to be freed with pet_keyring_free(); NULL
 * when none is kept or the keyring cannot be asked, *error (freed with pet_keyring_free()) then
 * saying why when it is a failure rather than nothing kept. */
char *pet_keyring_lookup(const char *server, const char *user, const char *database, char **error);

/* Keeps @password for @user on @server's @database under @label, replacing one kept before. */
bool pet_keyring_store(const char *label, const char *server, const char *user, const char *database,
                       const char *password, char **error);

/* Forgets the password kept for @user on @server's @database; false with *error on failure
 * (none kept is no failure). */
bool pet_keyring_clear(const char *server, const char *user, const char *database, char **error);

/* Frees a password (its bytes cleared first) or an error from the calls above. */
void pet_keyring_free(char *text);
