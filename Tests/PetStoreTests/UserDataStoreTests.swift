import Foundation
import GRDB
import Testing

@testable import PetStore

@Suite struct UserDataStoreTests {
  @Test func open_whenFolderIsMissing_createsItAndMigratesFromEmpty() throws {
    let folder = try TemporaryFolder()
    let nested = UserDataLocation(directory: folder.url.appendingPathComponent("a/b/pet-adoption"))
    let store = try UserDataStore(location: nested)
    #expect(store.path == nested.path)
    #expect(
      try store.appliedMigrations() == [
        "v1-favorites-and-inquiries", "v2-keyed-by-catalogue", "v3-shared-inquiry-numbers", "v4-saved-searches",
        "v5-inquiry-tokens",
      ])
    #expect(try store.integrityCheck() == ["ok"])
    #expect(try store.favorites().isEmpty)
    #expect(try store.inquiries().isEmpty)
    // One record of the version: user_version, and the program's application id; no GRDB
    // migrations table beside it (issue 41, point 5).
    let (version, application, tables) = try store.queue.read { db in
      (
        try Int.fetchOne(db, sql: "PRAGMA user_version"), try Int32.fetchOne(db, sql: "PRAGMA application_id"),
        try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      )
    }
    #expect(version == 5)
    #expect(application == 0x5045_5455)
    #expect(tables == ["favorite", "inquiry", "saved_search", "saved_search_seen", "sqlite_sequence"])
  }

  /// A file made when GRDB's migrator kept the record beside `user_version` (all three
  /// migrations listed, `user_version` 3) opens with its stars kept, those three not migrated
  /// again: only the saved searches' tables (version 4) and the inquiries' secrets (5) are added.
  @Test func open_aFileWithTheOldRecord_readsAsBefore_andMigratesOnlyWhatIsNew() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try UserDataStore(location: folder.location)
      try store.addFavorite("stuart", at: .fixed)
      try store.queue.writeWithoutTransaction { db in
        try db.execute(
          sql: """
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES
              ('v1-favorites-and-inquiries'), ('v2-keyed-by-catalogue'), ('v3-shared-inquiry-numbers');
            DROP TABLE saved_search; DROP TABLE saved_search_seen; ALTER TABLE inquiry DROP COLUMN sharedToken;
            PRAGMA application_id = 0; PRAGMA user_version = 3;
            """)
      }
      try store.queue.close()
    }
    let store = try UserDataStore(location: folder.location)
    #expect(try store.favorites().map(\.petID) == ["stuart"])
    #expect(try store.appliedMigrations().count == 5)
    #expect(try store.queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == 5)
    // Opened again, it is at this version: nothing changes.
    try store.queue.close()
    let before = try Data(contentsOf: URL(fileURLWithPath: folder.databasePath))
    let again = try UserDataStore(location: folder.location)
    #expect(try again.favorites().map(\.petID) == ["stuart"])
    try again.queue.close()
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.databasePath)) == before)
  }

  @Test func open_usesWALAndFullSynchronousCommits() throws {
    let folder = try TemporaryFolder()
    let store = try UserDataStore(location: folder.location)
    let (journal, synchronous) = try store.queue.read { db in
      (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA synchronous"))
    }
    #expect(journal == "wal")
    #expect(synchronous == 2)  // FULL
  }

  /// A write waits while another connection holds the lock, and goes through once it is free,
  /// rather than failing at once: the busy handler looks again every millisecond.
  @Test func write_whileAnotherConnectionHoldsTheLock_waitsAndSucceeds() throws {
    let folder = try TemporaryFolder()
    let first = try UserDataStore(location: folder.location)
    let second = try UserDataStore(location: folder.location)
    let locked = DispatchSemaphore(value: 0)
    let holder = Thread {
      try? first.queue.inTransaction(.immediate) { _ in
        locked.signal()
        usleep(300_000)
        return .commit
      }
    }
    holder.start()
    locked.wait()
    let started = Date()
    try second.addFavorite("stuart")
    #expect(Date().timeIntervalSince(started) >= 0.2, "the write did not wait for the lock")
    #expect(try first.favoriteIDs() == ["stuart"])
  }

  /// The busy handler gives up after `busyTimeoutSeconds`, a look a millisecond.
  @Test func busyHandler_givesUpAfterTenThousandLooks() {
    guard case .callback(let handler) = UserDataStore.busyMode else {
      Issue.record("the busy mode is not a callback")
      return
    }
    #expect(UserDataStore.busyTimeoutSeconds == 10)
    #expect(handler(9_999))
    #expect(!handler(10_000))
  }

  @Test func open_whenFileIsEmpty_migratesIt() throws {
    let folder = try TemporaryFolder()
    FileManager.default.createFile(atPath: folder.databasePath, contents: Data())
    let store = try UserDataStore(location: folder.location)
    #expect(
      try store.appliedMigrations() == [
        "v1-favorites-and-inquiries", "v2-keyed-by-catalogue", "v3-shared-inquiry-numbers", "v4-saved-searches",
        "v5-inquiry-tokens",
      ])
  }

  @Test func open_again_keepsEverything() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try UserDataStore(location: folder.location)
      try store.addFavorite("stuart", at: .fixed)
      _ = try store.addInquiry(.ada, at: .fixed)
    }
    let store = try UserDataStore(location: folder.location)
    #expect(try store.favorites() == [Favorite(petID: "stuart", addedAt: .fixed)])
    #expect(try store.inquiries().map(\.application) == [.ada])
  }

  @Test func favorites_roundTrip() throws {
    let folder = try TemporaryFolder()
    let store = try UserDataStore(location: folder.location)
    #expect(try store.addFavorite("stuart", at: .fixed))
    #expect(try store.addFavorite("zoe", at: .fixed.addingTimeInterval(60)))
    #expect(try store.addFavorite("stuart", at: .fixed.addingTimeInterval(120)) == false)
    #expect(
      try store.favorites() == [
        Favorite(petID: "stuart", addedAt: .fixed), Favorite(petID: "zoe", addedAt: .fixed.addingTimeInterval(60)),
      ])
    #expect(try store.favoriteIDs() == ["stuart", "zoe"])
    #expect(try store.removeFavorite("stuart"))
    #expect(try store.removeFavorite("stuart") == false)
    try store.setFavorite("koyuki", true, at: .fixed)
    try store.setFavorite("zoe", false, at: .fixed)
    #expect(try store.favoriteIDs() == ["koyuki"])
  }

  @Test func inquiries_roundTripAndStatusChanges() throws {
    let folder = try TemporaryFolder()
    let store = try UserDataStore(location: folder.location)
    let first = try store.addInquiry(.ada, at: .fixed)
    var second = InquiryApplication.ada
    second.petID = "zoe"
    second.phone = nil
    second.housing = .own
    second.landlordConsent = false
    _ = try store.addInquiry(second, at: .fixed.addingTimeInterval(5))

    #expect(first.id == 1)
    #expect(first.status == .submitted)
    #expect(try store.inquiry(id: 1) == first)
    #expect(try store.inquiries().map(\.application) == [.ada, second])
    #expect(try store.inquiries(petID: "zoe").map(\.id) == [2])

    let later = Date.fixed.addingTimeInterval(3600)
    let changed = try #require(try store.setStatus(.underReview, ofInquiry: 1, at: later))
    #expect(changed.status == .underReview)
    #expect(changed.createdAt == .fixed)
    #expect(changed.updatedAt == later)
    #expect(try store.setStatus(.approved, ofInquiry: 99) == nil)
    #expect(try store.inquiry(id: 99) == nil)
  }

  @Test func location_prefersPetDataDirThenXDGThenHome() {
    #expect(
      UserDataLocation.resolve(environment: ["PET_DATA_DIR": "/d", "XDG_DATA_HOME": "/x", "HOME": "/h"]).path
        == "/d/userdata.sqlite")
    #expect(
      UserDataLocation.resolve(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]).path
        == "/x/pet-adoption/userdata.sqlite")
    #expect(
      UserDataLocation.resolve(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]).path
        == "/h/.local/share/pet-adoption/userdata.sqlite")
    #expect(
      UserDataLocation.resolve(environment: ["HOME": "/h"]).path == "/h/.local/share/pet-adoption/userdata.sqlite")
  }

  @Test func exitCodes_cannotCreateIs73_ioIs74() {
    let readOnly = UserDataError.readOnly("/x", problem: "p")
    #expect(readOnly.exitCode == 73)
    #expect(UserDataError.corrupt("/x", detail: "d").exitCode == 74)
    #expect(UserDataError.newerVersion("/x", unknown: ["v2"]).exitCode == 74)
  }
}
