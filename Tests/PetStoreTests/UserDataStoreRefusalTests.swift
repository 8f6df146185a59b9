import Foundation
import GRDB
import Testing

@testable import PetStore

#if canImport(Glibc)
  import Glibc
#endif

/// Files this version must not touch: each is reported, and left byte for byte as it was.
@Suite struct UserDataStoreRefusalTests {
  /// Opens the store at `folder`, expecting an error, and checks the file did not change.
  func refusal(in folder: TemporaryFolder) throws -> UserDataError {
    let before = try Data(contentsOf: URL(fileURLWithPath: folder.databasePath))
    let namesBefore = try folder.fileNames()
    let error = try #require(throws: UserDataError.self) { try UserDataStore(location: folder.location) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.databasePath)) == before)
    #expect(try folder.fileNames() == namesBefore)
    return error
  }

  /// A newer version's migration sets `user_version` past this version's, the one record of a
  /// file's version: refused, and nothing changed.
  @Test func open_whenANewerVersionMigrated_refusesAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try UserDataStore(location: folder.location)
      try store.addFavorite("stuart", at: .fixed)
      try store.queue.writeWithoutTransaction { db in
        try db.execute(sql: "CREATE TABLE future (id INTEGER); PRAGMA user_version = 6")
      }
      try store.queue.close()
    }
    let error = try refusal(in: folder)
    #expect(error.kind == .newerVersion)
    #expect(
      error.description
        == "\(folder.databasePath): this database was changed by a newer version of pet-adoption "
        + "(its schema version is 6; this version knows up to 5). It was left untouched. Use the newer version, "
        + "or set PET_DATA_DIR to use another folder.")
    #expect(error.exitCode == 74)
  }

  /// A file made before `user_version` was the one record kept its migrations' names in GRDB's
  /// `grdb_migrations`: a name this version does not know is still a newer version's.
  @Test func open_whenAnOlderFilesRecordNamesANewerMigration_refusesAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try UserDataStore(location: folder.location)
      try store.queue.write { db in
        try db.execute(
          sql: """
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('v1-favorites-and-inquiries'), ('v2-from-the-future');
            """)
      }
      try store.queue.close()
    }
    let error = try refusal(in: folder)
    #expect(error.kind == .newerVersion)
    #expect(error.description.contains("(unknown migrations: v2-from-the-future)"))
  }

  @Test func open_whenFileIsNotADatabase_refusesAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    try Data("favorites: stuart, zoe\n".utf8).write(to: URL(fileURLWithPath: folder.databasePath))
    let error = try refusal(in: folder)
    #expect(error.kind == .notADatabase)
    #expect(
      error.description
        == "\(folder.databasePath): this file is not an SQLite database (it may be damaged). It was left untouched. "
        + "Restore it from a backup, or move it aside to start with no favourites or inquiries.")
  }

  @Test func open_whenDatabaseIsDamaged_refusesAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try UserDataStore(location: folder.location)
      for number in 0..<200 { try store.addFavorite("pet-\(number)-" + String(repeating: "x", count: 100)) }
      try store.queue.close()
    }
    // Scribble over every page after the first, keeping the header intact.
    let url = URL(fileURLWithPath: folder.databasePath)
    var bytes = try Data(contentsOf: url)
    #expect(bytes.count > 8192)
    for index in 4096..<bytes.count { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
    try bytes.write(to: url)
    let error = try refusal(in: folder)
    #expect(error.kind == .corrupt || error.kind == .notADatabase)
    #expect(error.description.hasPrefix("\(folder.databasePath): "))
    #expect(error.description.contains("It was left untouched."))
  }

  @Test func open_whenDatabaseIsSomeoneElses_refusesAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    do {
      let other = try DatabaseQueue(path: folder.databasePath)
      try other.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
      try other.close()
    }
    let error = try refusal(in: folder)
    #expect(error.kind == .foreignDatabase)
  }

  @Test func open_whenFolderCannotBeCreated_says73() throws {
    let folder = try TemporaryFolder()
    let blocker = folder.url.appendingPathComponent("pet-adoption")
    try Data("in the way".utf8).write(to: blocker)
    let error = try #require(throws: UserDataError.self) {
      try UserDataStore(location: UserDataLocation(directory: blocker))
    }
    #expect(error.kind == .cannotCreateFolder)
    #expect(
      error.description
        == "\(blocker.path): cannot create the folder for your saved data (a file of that name is in the way). "
        + "Nothing was saved. Create the folder yourself, or set PET_DATA_DIR to use another folder.")
    #expect(error.exitCode == 73)
  }
}
