import GRDB

/// The database's migrations, in order.
///
/// A migration that has shipped never changes: a file migrated by it must
/// mean the same thing forever. Changes come as a new migration appended at
/// the end, named `vN-what-it-does`. See docs/user-data.md.
enum UserDataSchema {
  /// `PRAGMA application_id`: "PETU", so a file this program made is told from any other
  /// SQLite file (those made before kept GRDB's `grdb_migrations`, which tells them).
  static let applicationID: Int32 = 0x5045_5455

  /// Each migration's name, in order: version N has had the first N.
  static let migrationIdentifiers = [
    "v1-favorites-and-inquiries", "v2-keyed-by-catalogue", "v3-shared-inquiry-numbers", "v4-saved-searches",
    "v5-inquiry-tokens",
  ]

  /// The schema's version, kept in `PRAGMA user_version`, its one record: one more with each
  /// migration, which sets it in the migration's own transaction. A file with a larger one was
  /// changed by a newer version and is refused.
  static var version: Int { migrationIdentifiers.count }

  /// The tables each version makes; a file of that version or later missing one is damaged.
  static let tables: [(version: Int, table: String)] = [
    (1, "favorite"), (1, "inquiry"), (4, "saved_search"), (4, "saved_search_seen"),
  ]

  /// The version of the file in `db`: its `user_version`. A file made before that was the one
  /// record kept the names of its migrations in GRDB's `grdb_migrations` too, and set
  /// `user_version` only once they had run: it has had as many as that table lists, in order.
  static func version(_ db: Database) throws -> Int {
    let stored = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    let recorded = try legacyIdentifiers(db)
    let listed = migrationIdentifiers.prefix { recorded.contains($0) }.count
    return max(stored, listed)
  }

  /// The names in `grdb_migrations`, for a file made before `user_version` was the record.
  static func legacyIdentifiers(_ db: Database) throws -> Set<String> {
    guard try db.tableExists("grdb_migrations") else { return [] }
    return Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
  }

  /// Migrations a file's `grdb_migrations` records that this version does not know, sorted.
  static func unknownMigrations(_ db: Database) throws -> [String] {
    try legacyIdentifiers(db).subtracting(migrationIdentifiers).sorted()
  }

  /// Whether `db`, with `tables`, is a file of this program's: empty, or made by it.
  static func isOurs(_ db: Database, tables: [String]) throws -> Bool {
    try tables.isEmpty || tables.contains("grdb_migrations")
      || Int32.fetchOne(db, sql: "PRAGMA application_id") == applicationID
  }

  /// Runs the migrations the file has not had, in order, each in an immediate transaction of its
  /// own with the version it sets: a file is always at one version, whole. A second program
  /// migrating the same file at once waits, then finds the work done and does nothing.
  static func migrate(_ queue: DatabaseQueue, legacyCatalogue: CatalogKey) throws {
    for (number, migration) in migrations(legacyCatalogue: legacyCatalogue).enumerated() {
      try queue.writeWithoutTransaction { db in
        try db.inTransaction(.immediate) {
          guard try version(db) < number + 1 else { return .commit }
          try migration(db)
          try db.execute(sql: "PRAGMA application_id = \(applicationID)")
          try db.execute(sql: "PRAGMA user_version = \(number + 1)")
          return .commit
        }
      }
    }
  }

  /// The migrations, in order; `legacyCatalogue` is the catalogue the stars and inquiries of a
  /// version 1 file are given, since version 1 did not say which catalogue they were of.
  static func migrations(legacyCatalogue: CatalogKey) -> [(Database) throws -> Void] {
    [
      // v1-favorites-and-inquiries
      { db in
        // A favourite is a pet id and when it was starred. Pet ids refer to the
        // catalogue file, which the database does not hold: no foreign key.
        try db.execute(
          sql: """
            CREATE TABLE favorite (
              petID TEXT PRIMARY KEY NOT NULL,
              addedAt DATETIME NOT NULL
            );
            """)
        // An inquiry outlives its pet's adoption: never cascaded, never deleted.
        try db.execute(
          sql: """
            CREATE TABLE inquiry (
              id INTEGER PRIMARY KEY AUTOINCREMENT,
              petID TEXT NOT NULL,
              createdAt DATETIME NOT NULL,
              updatedAt DATETIME NOT NULL,
              status TEXT NOT NULL,
              applicantName TEXT NOT NULL,
              email TEXT NOT NULL,
              phone TEXT,
              childrenAtHome BOOLEAN NOT NULL,
              otherPets TEXT NOT NULL,
              housing TEXT NOT NULL,
              landlordConsent BOOLEAN NOT NULL,
              message TEXT NOT NULL
            );
            CREATE INDEX inquiry_on_petID ON inquiry(petID);
            """)
      },
      // v2-keyed-by-catalogue: stars and inquiries belong to a catalogue (another catalogue's
      // "stuart" is another pet). Those made before are given the catalogue they were most
      // likely made in.
      { db in
        try db.execute(
          sql: """
            CREATE TABLE favorite_v2 (
              catalogue TEXT NOT NULL,
              petID TEXT NOT NULL,
              addedAt DATETIME NOT NULL,
              PRIMARY KEY (catalogue, petID)
            );
            INSERT INTO favorite_v2 (catalogue, petID, addedAt) SELECT ?, petID, addedAt FROM favorite;
            DROP TABLE favorite;
            ALTER TABLE favorite_v2 RENAME TO favorite;
            ALTER TABLE inquiry ADD COLUMN catalogue TEXT NOT NULL DEFAULT '';
            UPDATE inquiry SET catalogue = ?;
            DROP INDEX inquiry_on_petID;
            CREATE INDEX inquiry_on_catalogue_petID ON inquiry(catalogue, petID);
            """, arguments: [legacyCatalogue.text, legacyCatalogue.text])
      },
      // v3-shared-inquiry-numbers: an inquiry sent to a shared catalogue keeps the number the
      // shelter knows it by, so its copy here can show the shelter's answer.
      { db in try db.execute(sql: "ALTER TABLE inquiry ADD COLUMN sharedID INTEGER") },
      // v4-saved-searches: a search saved under a name, as the list's flags (`--species dog
      // --near 62704`), and the pets it has shown, so it can say which are new.
      { db in
        try db.execute(
          sql: """
            CREATE TABLE saved_search (
              catalogue TEXT NOT NULL,
              name TEXT NOT NULL,
              flags TEXT NOT NULL,
              savedAt DATETIME NOT NULL,
              checkedAt DATETIME NOT NULL,
              PRIMARY KEY (catalogue, name)
            );
            CREATE TABLE saved_search_seen (
              catalogue TEXT NOT NULL,
              name TEXT NOT NULL,
              petID TEXT NOT NULL,
              PRIMARY KEY (catalogue, name, petID)
            ) WITHOUT ROWID;
            """)
      },
      // v5-inquiry-tokens: an inquiry sent through a shared catalogue's public access keeps the
      // secret the server gave it, the only key to its answers (issue 43, point 2).
      { db in try db.execute(sql: "ALTER TABLE inquiry ADD COLUMN sharedToken TEXT") },
    ]
  }
}
