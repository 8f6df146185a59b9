import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetKeyring

extension PasswordClient {
  /// Passwords typed in the window: given to `CataloguePasswords` for this run, kept in the
  /// desktop's keyring (`Keyring`) when asked.
  public static let live = PasswordClient(
    give: { password, login in CataloguePasswords.give(password, for: login) },
    keep: { password, login in
      do {
        try Keyring.keep(password, for: login)
        return nil
      } catch {
        return "\(error)"
      }
    },
    canKeep: { Keyring.isReachable })
}

extension CataloguePasswords {
  /// The window's source: the keyring's password, tried once a connection; the person is asked
  /// in the window's dialog (`PasswordClient`), not from the thread that connects.
  public static func useKeyring() {
    use { login, attempt in attempt == 0 ? Keyring.password(for: login) : nil }
  }
}
