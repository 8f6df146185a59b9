// libsecret: passwords in the desktop's keyring (the Secret Service: GNOME Keyring, KWallet).
#include <libsecret/secret.h>
