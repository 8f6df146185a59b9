import Foundation

/// What a `--catalog` argument, an Open… or an `--into` names, decided once: a shared
/// catalogue's server, a catalogue store, or a file read whole (the project's JSON, or a
/// shelter's listing, whose format its reader tells from its bytes). Every program and view
/// model asks this value: the question was answered 17 times in 10 files, each with its own
/// test of the string (issue 41).
///
/// Made with `CatalogSource(_:)` (in `PetCatalogStore`, which can parse a server's address
/// to name it without its password), or, in tests, with the memberwise initialiser.
public struct CatalogSource: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// A JSON catalogue or a shelter's listing, read whole.
    case file
    /// A catalogue store (SQLite), read a page at a time.
    case store
    /// A shared catalogue on a PostgreSQL server, read a page at a time.
    case shared
  }

  public let kind: Kind
  /// The path or the address as given: an address may hold a password, so it is never shown
  /// (`described` and `shownName` are).
  public let argument: String
  /// As messages name it: a file's path, or the server's address without its password
  /// (`postgresql://ada@db.example.org/pets`).
  public let described: String
  /// As the window names it, in its subtitle: `pets.json`, `pets on db.example.org`.
  public let shownName: String

  public init(kind: Kind, argument: String, described: String? = nil, shownName: String? = nil) {
    self.kind = kind
    self.argument = argument
    self.described = described ?? argument
    self.shownName = shownName ?? URL(fileURLWithPath: argument).lastPathComponent
  }

  /// A file or a store at `path`, told apart by its first bytes.
  public init(path: String) {
    self.init(kind: Self.isStore(path: path) ? .store : .file, argument: path)
  }

  public var isShared: Bool { kind == .shared }

  /// The file on this computer it names (a file or a store), `nil` for a server.
  public var path: String? { kind == .shared ? nil : argument }

  public var description: String { described }

  /// Whether `argument` is a PostgreSQL address rather than a file: a `postgresql://` URL, or
  /// libpq's `key=value` pairs (`host=db dbname=pets`), as the docs promise (they were taken
  /// for a file's name, issue 40). A file of that name is a file.
  public static func isSharedAddress(_ argument: String) -> Bool {
    if argument.hasPrefix("postgresql://") || argument.hasPrefix("postgres://") { return true }
    guard let equals = argument.firstIndex(of: "=") else { return false }
    let keyword = argument[..<equals].trimmingCharacters(in: .whitespaces)
    return keywords.contains(keyword) && !FileManager.default.fileExists(atPath: argument)
  }

  /// The libpq keywords an address of `key=value` pairs may start with.
  private static let keywords: Set<String> = [
    "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "service", "sslmode", "connect_timeout",
    "application_name", "options", "target_session_attrs",
  ]

  /// The first 16 bytes of every SQLite database, and so of every store.
  public static let storeMagic = Data("SQLite format 3\0".utf8)

  /// Whether the file at `path` starts as an SQLite database does (a FIFO or a device is not
  /// waited on: `CatalogFile.start` reads none).
  public static func isStore(path: String) -> Bool {
    CatalogFile.start(of: path, count: storeMagic.count)?.elementsEqual(storeMagic) == true
  }
}
