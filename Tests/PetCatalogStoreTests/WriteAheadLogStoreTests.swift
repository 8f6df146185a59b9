import Foundation
import GRDB
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// A store another program put in write-ahead-log mode (`PRAGMA journal_mode = WAL`, which this
/// program never sets): reading it changes nothing beside it, importing into it brings it back
/// to a rollback journal, and one whose log still holds changes is refused, not half read.
/// Reading one left `-wal` and `-shm` files beside it, and on read-only media it was refused
/// as if missing (issue 40, point 16).
@Suite struct WriteAheadLogStoreTests {
  /// The bundled catalogue's store at `path`, put in WAL mode by another program.
  static func walStore(at path: String) throws {
    try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: bundledCatalog())], into: path)
    let queue = try DatabaseQueue(path: path)
    let mode = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
    #expect(mode == "wal")
    try queue.close()
  }

  /// The header's read and write versions: 2 for a write-ahead log, 1 for a rollback journal.
  static func headerVersions(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path))[18...19])
  }

  @Test func readingAStoreInWALMode_makesNoFileBesideIt_andChangesNothing() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      try Self.walStore(at: path)
      #expect(try Self.headerVersions(path) == [2, 2])
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let store = try CatalogStore.open(path)
      let backing = try store.backedCatalog()
      #expect(backing.petCount == 27)
      #expect(backing.pets(matching: "zoe").map(\.name) == ["Zoë"])
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pets.sqlite"])
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }

  @Test func aStoreWhoseLogStillHoldsChanges_isRefused_andLeftAsItWas() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      try Self.walStore(at: path)
      // A change left in the log, as by a program that stopped before it checkpointed.
      let log = Data("not yet folded in".utf8)
      try log.write(to: URL(fileURLWithPath: path + "-wal"))
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let error = try #require(throws: CatalogError.self) { try CatalogStore.open(path) }
      #expect(
        error.description
          == "\(path): has changes that are not in it yet, in its write-ahead log pets.sqlite-wal (left by a program that stopped while writing it); import the catalogue into it again"
      )
      #expect(error.exitCode == 65)
      #expect(
        try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["pets.sqlite", "pets.sqlite-wal"])
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
      #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == log)
    }
  }

  @Test func importingIntoAStoreInWALMode_bringsItBackToARollbackJournal() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      try Self.walStore(at: path)
      let report = try CatalogImport.run(
        [CatalogImport.Source(file: "pets.json", catalog: bundledCatalog())], into: path)
      #expect(report == CatalogImport.Report(unchanged: 27))
      #expect(try Self.headerVersions(path) == [1, 1])
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pets.sqlite"])
      #expect(try CatalogStore.open(path).backedCatalog().petCount == 27)
    }
  }
}
