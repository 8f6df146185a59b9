import GRDB

/// The database's migrations, in order.
///
/// A migration that has shipped never changes: a file migrated by it must
/// mean the same thing forever. Changes come as a new migration appended at
/// the end, named `vN-what-it-does`. See docs/user-data.md.
enum UserDataSchema {
  static let migrationIdentifiers = ["v1-favorites-and-inquiries"]

  /// The schema's version, kept in `PRAGMA user_version`: one more with each migration. A file
  /// with a larger one was changed by a newer version and is refused.
  static var version: Int { migrationIdentifiers.count }

  /// The tables each migration makes; a file missing one is damaged.
  static let tables: [(migration: String, table: String)] = [
    ("v1-favorites-and-inquiries", "favorite"), ("v1-favorites-and-inquiries", "inquiry"),
  ]

  static let migrator: DatabaseMigrator = {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1-favorites-and-inquiries") { db in
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
    }
    return migrator
  }()
}
