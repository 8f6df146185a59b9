import PetCatalog
import Synchronization

/// Where a shared catalogue's password comes from when libpq's usual places (the address,
/// `PGPASSWORD`, `~/.pgpass`) have none the server takes: a password a person gave this process
/// (the window's dialog, a terminal's prompt), then what the program asks (the desktop's
/// keyring, a prompt). A password is never written into an address, a message or a log: it goes
/// to libpq as a parameter of its own, and is kept here only in memory.
public enum CataloguePasswords {
  /// What a program is asked when the server wants a password: `attempt` 0 when none was
  /// given, then 1, 2 after each one the server refused. It answers a password to try, or
  /// `nil` to stop (the connection then fails, saying which login wanted one).
  public typealias Source = @Sendable (_ login: ServerLogin, _ attempt: Int) -> String?

  /// At most this many passwords are tried a connection: a server that counts failed logins
  /// (and locks the role) sees a few, never a loop.
  public static let attempts = 3

  private static let given = Mutex<[ServerLogin: String]>([:])
  private static let source = Mutex<Source?>(nil)

  /// Uses `source` for every connection this process makes from now on.
  public static func use(_ source: Source?) {
    self.source.withLock { $0 = source }
  }

  /// Remembers, in memory, that `password` is `login`'s: the next connection (a reconnect, the
  /// window's next statement) uses it without asking again.
  public static func give(_ password: String, for login: ServerLogin) {
    given.withLock { $0[login] = password }
  }

  /// Forgets the password given for `login` (the server refused it).
  public static func forget(_ login: ServerLogin) {
    given.withLock { $0[login] = nil }
  }

  /// The password given this process for `login` (and accepted by its server), if any.
  public static func given(for login: ServerLogin) -> String? {
    given.withLock { $0[login] }
  }

  /// What the program's source answers for `login` at `attempt`; `nil` without a source.
  static func ask(_ login: ServerLogin, attempt: Int) -> String? {
    guard let source = source.withLock({ $0 }) else { return nil }
    return source(login, attempt)
  }
}
