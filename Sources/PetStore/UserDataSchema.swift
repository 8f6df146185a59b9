import GRDB

/// The database's migrations, in order.
///
/// A migration that has shipped never changes: a file migrated by it must
/// mean the same thing forever. Changes come as a new migration appended at
/// the end, named `vN-what-it-does`. See docs/user-data.md.
enum UserDataSchema {
  static let migrationIdentifiers = [
    "v1-favorites-and-inquiries", "v2-keyed-by-catalogue", "v3-shared-inquiry-numbers",
  ]

  /// The schema's version, kept in `PRAGMA user_version`: one more with each migration. A file
  /// with a larger one was changed by a newer version and is refused.
  static var version: Int { migrationIdentifiers.count }

  /// The tables each migration makes; a file missing one is damaged.
  static let tables: [(migration: String, table: String)] = [
    ("v1-favorites-and-inquiries", "favorite"), ("v1-favorites-and-inquiries", "inquiry"),
  ]

  /// The migrations, with the checks that need no legacy catalogue.
  static let migrator = migrator(legacyCatalogue: .unnamed)

  /// The migrations; `legacyCatalogue` is the catalogue the stars and inquiries of a version 1
  /// file are given, since version 1 did not say which catalogue they were of.
  static func migrator(legacyCatalogue: CatalogKey) -> DatabaseMigrator {
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
    // Stars and inquiries belong to a catalogue: another catalogue's "stuart" is another pet.
    // Those made before are given the catalogue they were most likely made in.
    migrator.registerMigration("v2-keyed-by-catalogue") { db in
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
    }
    // An inquiry sent to a shared catalogue keeps the number the shelter knows it by, so its
    // copy here can show the shelter's answer.
    migrator.registerMigration("v3-shared-inquiry-numbers") { db in
      try db.execute(sql: "ALTER TABLE inquiry ADD COLUMN sharedID INTEGER")
    }
    return migrator
  }
}
