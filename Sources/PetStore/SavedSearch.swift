import Foundation
import GRDB
import PetLocalization

/// A search someone saved under a name (`petcards saved add`): the list's flags as given
/// (`--search beagle --near 62704 --within 25mi`), read again each time it is asked, so a
/// place is found in the gazetteer of the day; when it was saved, and when it last said what
/// was new.
public struct SavedSearch: Equatable, Sendable {
  public var name: String
  public var flags: [String]
  public var savedAt: Date
  public var checkedAt: Date

  public init(name: String, flags: [String], savedAt: Date, checkedAt: Date) {
    self.name = name
    self.flags = flags
    self.savedAt = savedAt
    self.checkedAt = checkedAt
  }

  /// Why a name cannot be a saved search's.
  public enum NameProblem: Error, Equatable, Sendable {
    /// Empty, longer than 100 characters, or more than one line.
    case length
    /// A word of `petcards saved` (`add`, `list`…), which would read as its subcommand.
    case reserved
  }

  /// The words of `petcards saved` a search may not be named.
  public static let reservedNames: Set<String> = ["check", "add", "list", "show", "delete", "help"]

  /// `text` trimmed as a saved search's name, or why it cannot be one: 1 to 100 characters on
  /// one line, not a word of `petcards saved`. The window and `petcards` ask this one rule.
  public static func name(_ text: String) -> Result<String, NameProblem> {
    let name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, name.count <= 100, !name.contains(where: \.isNewline) else { return .failure(.length) }
    guard !reservedNames.contains(name.lowercased()) else { return .failure(.reserved) }
    return .success(name)
  }

  /// The flags as one line, each quoted where a shell would need it: `--search "golden retriever"`.
  public var flagsText: String {
    flags.map { flag in
      flag.isEmpty || flag.contains(where: { $0.isWhitespace || "\"'\\$`".contains($0) })
        ? "\"" + flag.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        : flag
    }.joined(separator: " ")
  }
}

extension UserDataStore {
  /// Every saved search of this store's catalogue, by name.
  public func savedSearches() throws -> [SavedSearch] {
    try read(tr("cannot read the saved searches")) { db in
      try Row.fetchAll(
        db, sql: "SELECT name, flags, savedAt, checkedAt FROM saved_search WHERE catalogue = ? ORDER BY name",
        arguments: [catalogue.text]
      ).map(Self.savedSearch)
    }
  }

  /// The saved search `name`, or `nil`.
  public func savedSearch(named name: String) throws -> SavedSearch? {
    try read(tr("cannot read the saved searches")) { db in
      try Row.fetchOne(
        db, sql: "SELECT name, flags, savedAt, checkedAt FROM saved_search WHERE catalogue = ? AND name = ?",
        arguments: [catalogue.text, name]
      ).map(Self.savedSearch)
    }
  }

  /// Saves the search `name` as `flags`, the pets it shows now (`showing`) seen: only those
  /// listed later are new. One of that name is replaced, what it had seen forgotten; `false`
  /// when there was one.
  @discardableResult
  public func saveSearch(_ name: String, flags: [String], showing: [String], at date: Date = Date()) throws -> Bool {
    // TRANSLATORS: %1$@ is the saved search's name.
    try write(trf(tr("cannot save the search %1$@"), name)) { db in
      let existed =
        try Bool.fetchOne(
          db, sql: "SELECT EXISTS (SELECT 1 FROM saved_search WHERE catalogue = ? AND name = ?)",
          arguments: [catalogue.text, name]) ?? false
      let text = String(decoding: try JSONEncoder().encode(flags), as: UTF8.self)
      try db.execute(
        sql: """
          INSERT INTO saved_search (catalogue, name, flags, savedAt, checkedAt) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT(catalogue, name) DO UPDATE SET flags = excluded.flags, savedAt = excluded.savedAt,
            checkedAt = excluded.checkedAt
          """, arguments: [catalogue.text, name, text, date, date])
      try db.execute(
        sql: "DELETE FROM saved_search_seen WHERE catalogue = ? AND name = ?", arguments: [catalogue.text, name])
      try Self.see(showing, of: name, catalogue: catalogue.text, in: db)
      return !existed
    }
  }

  /// Forgets the saved search `name`; `false` when there was none.
  @discardableResult
  public func deleteSavedSearch(_ name: String) throws -> Bool {
    // TRANSLATORS: %1$@ is the saved search's name.
    try write(trf(tr("cannot delete the saved search %1$@"), name)) { db in
      try db.execute(
        sql: "DELETE FROM saved_search_seen WHERE catalogue = ? AND name = ?", arguments: [catalogue.text, name])
      try db.execute(
        sql: "DELETE FROM saved_search WHERE catalogue = ? AND name = ?", arguments: [catalogue.text, name])
      return db.changesCount > 0
    }
  }

  /// Of `showing` (the pets the saved search `name` shows now, in order), those it has not
  /// shown before, in that order. With `marking`, they are seen from now on, and the search
  /// was checked at `date`.
  public func newPets(
    of name: String, showing: [String], marking: Bool, at date: Date = Date()
  ) throws -> [String] {
    let seen = try read(tr("cannot read the saved searches")) { db in
      try String.fetchSet(
        db, sql: "SELECT petID FROM saved_search_seen WHERE catalogue = ? AND name = ?",
        arguments: [catalogue.text, name])
    }
    let new = showing.filter { !seen.contains($0) }
    guard marking else { return new }
    // TRANSLATORS: %1$@ is the saved search's name.
    try write(trf(tr("cannot save the search %1$@"), name)) { db in
      try Self.see(new, of: name, catalogue: catalogue.text, in: db)
      try db.execute(
        sql: "UPDATE saved_search SET checkedAt = ? WHERE catalogue = ? AND name = ?",
        arguments: [date, catalogue.text, name])
    }
    return new
  }

  private static func see(_ pets: [String], of name: String, catalogue: String, in db: Database) throws {
    let statement = try db.makeStatement(
      sql: "INSERT OR IGNORE INTO saved_search_seen (catalogue, name, petID) VALUES (?, ?, ?)")
    for pet in pets { try statement.execute(arguments: [catalogue, name, pet]) }
  }

  private static func savedSearch(_ row: Row) -> SavedSearch {
    let text: String = row["flags"]
    let flags = (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    return SavedSearch(name: row["name"], flags: flags, savedAt: row["savedAt"], checkedAt: row["checkedAt"])
  }
}
