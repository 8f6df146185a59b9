/// A role on a PostgreSQL server's database: what a password is asked for and kept under, so a
/// password given for one catalogue is never offered to another server or role.
public struct ServerLogin: Hashable, Sendable {
  /// The host, or the folder of the server's socket.
  public var host: String
  public var port: String
  public var user: String
  public var database: String

  public init(host: String, port: String, user: String, database: String) {
    self.host = host
    self.port = port
    self.user = user
    self.database = database
  }

  /// The server, as the keyring keeps it: `db.example.org:5432`.
  public var server: String { "\(host):\(port)" }

  /// The server as a person reads it, a socket's folder in brackets: `db.example.org`,
  /// `db.example.org:5433`, `[/run/postgresql]`.
  public var serverName: String {
    let place = host.hasPrefix("/") ? "[\(host)]" : host
    return port == "5432" ? place : "\(place):\(port)"
  }
}

/// Why a shared catalogue's server wants a password: none was given (not in the address,
/// `PGPASSWORD`, `~/.pgpass` or the keyring), or the one given was refused.
public struct PasswordWanted: Hashable, Sendable {
  public var login: ServerLogin
  /// Whether a password was given and the server did not accept it.
  public var refused: Bool

  public init(login: ServerLogin, refused: Bool) {
    self.login = login
    self.refused = refused
  }
}
