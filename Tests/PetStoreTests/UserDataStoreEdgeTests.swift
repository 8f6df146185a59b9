import Foundation
import GRDB
import Testing

@testable import PetStore

/// Files at the edges: a link to the database, a schema version from the future, a table gone.
@Suite struct UserDataStoreEdgeTests {
  @Test func open_throughASymbolicLinkToASoundDatabase_usesTheTarget() throws {
    let real = try TemporaryFolder()
    let linked = try TemporaryFolder()
    do {
      let store = try UserDataStore(location: real.location)
      try store.addFavorite("stuart", at: .fixed)
    }
    try FileManager.default.createSymbolicLink(atPath: linked.databasePath, withDestinationPath: real.databasePath)
    let store = try UserDataStore(location: linked.location)
    #expect(store.path == real.databasePath)
    try store.addFavorite("zoe", at: .fixed)
    #expect(try UserDataStore(location: real.location).favoriteIDs() == ["stuart", "zoe"])
    #expect(try linked.fileNames() == ["userdata.sqlite"])
  }

  @Test func open_throughALinkToNothing_saysSo() throws {
    let folder = try TemporaryFolder()
    let target = folder.path + "/nowhere.sqlite"
    try FileManager.default.createSymbolicLink(atPath: folder.databasePath, withDestinationPath: target)
    let error = try #require(throws: UserDataError.self) { try UserDataStore(location: folder.location) }
    #expect(
      error.description
        == "\(folder.databasePath): this is a symbolic link to \(target), which does not exist. "
        + "Nothing was changed. Point the link at your database, or remove it to start afresh.")
    #expect(try folder.fileNames() == ["userdata.sqlite"])
  }

  @Test func open_recordsTheSchemaVersion() throws {
    let folder = try TemporaryFolder()
    let store = try UserDataStore(location: folder.location)
    #expect(try store.queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 5)
  }

  @Test func open_whenTheSchemaVersionIsFromTheFuture_refusesAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try UserDataStore(location: folder.location)
      try store.addFavorite("stuart", at: .fixed)
      try store.queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA user_version = 99") }
      try store.queue.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: folder.databasePath))
    let error = try #require(throws: UserDataError.self) { try UserDataStore(location: folder.location) }
    #expect(error.kind == .newerVersion)
    #expect(
      error.description
        == "\(folder.databasePath): this database was changed by a newer version of pet-adoption (its schema "
        + "version is 99; this version knows up to 5). It was left untouched. Use the newer version, or set "
        + "PET_DATA_DIR to use another folder.")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.databasePath)) == before)
  }

  @Test func open_whenATableWasDropped_saysTheDatabaseIsDamaged_notTryAgain() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try UserDataStore(location: folder.location)
      try store.queue.write { try $0.execute(sql: "DROP TABLE favorite") }
      try store.queue.close()
    }
    let error = try #require(throws: UserDataError.self) { try UserDataStore(location: folder.location) }
    #expect(error.exitCode == 74)
    #expect(
      error.description
        == "\(folder.databasePath): the database is damaged (its table \"favorite\" is missing). It was left "
        + "untouched. Restore it from a backup (see docs/user-data.md), or move it aside to start afresh.")
  }

  @Test func aTableDroppedWhileOpen_isDamage_notTryAgain() throws {
    let folder = try TemporaryFolder()
    let store = try UserDataStore(location: folder.location)
    try store.queue.write { try $0.execute(sql: "DROP TABLE favorite") }
    let error = try #require(throws: UserDataError.self) { try store.favoriteIDs() }
    #expect(error.kind == .corrupt)
    #expect(error.advice.hasPrefix("It was left untouched."))
  }
}
