import Foundation
import GRDB
import PetCatalog
import PetStore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The storage promises, tested through the real binary: errors and their
/// exit codes, two processes writing at once, and a process killed mid-write.
@Suite struct StorageTests {
  /// `favorite list --today 2026-11-21` with Stuart starred.
  static let stuartListed =
    "ID      NAME    SPECIES  AGE              FEE\nstuart  Stuart  Dog      3 years old  $500.00\n"
  /// Runs a command as `nobody`: root may write any file, whatever its mode.
  static let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]

  @Test func corruptFile_exits74_andIsLeftAlone() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    try FileManager.default.createDirectory(at: petcards.dataDirectory, withIntermediateDirectories: true)
    let junk = Data("not a database at all\n".utf8)
    try junk.write(to: URL(fileURLWithPath: petcards.databasePath))
    let result = try petcards.run(["favorite", "add", "stuart"])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "petcards: \(petcards.databasePath): this file is not an SQLite database (it may be damaged). "
        + "It was left untouched. Restore it from a backup, or move it aside to start with no favourites or inquiries.\n"
    )
    #expect(try Data(contentsOf: URL(fileURLWithPath: petcards.databasePath)) == junk)
    #expect(try FileManager.default.contentsOfDirectory(atPath: petcards.dataDirectory.path) == ["userdata.sqlite"])
  }

  @Test func newerDatabase_exits74_andIsLeftAlone() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    #expect(try petcards.run(["favorite", "add", "stuart"]).status == 0)
    do {
      let queue = try DatabaseQueue(path: petcards.databasePath)
      try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA user_version = 6") }
      try queue.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: petcards.databasePath))
    let result = try petcards.run(["favorite", "list"])
    #expect(result.status == 74)
    #expect(
      result.stderr.contains(
        "newer version of pet-adoption (its schema version is 6; this version knows up to 5)"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: petcards.databasePath)) == before)
  }

  /// Root may write anywhere, so as root this runs `petcards` as `nobody` through `setpriv`.
  @Test func readOnlyFolder_exits73_andChangesNothing() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    #expect(try petcards.run(["favorite", "add", "stuart"]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: petcards.databasePath))
    var prefix: [String] = []
    if getuid() == 0 {
      prefix = Self.asNobody
      // nobody may read the folders on the way, but not write the data folder (0755, owned by root).
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.directory.path)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: petcards.dataDirectory.path)
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: petcards.databasePath)
    } else {
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: petcards.dataDirectory.path)
    }
    defer {
      _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: petcards.dataDirectory.path)
    }
    let result = try petcards.run(["favorite", "add", "zoe"], prefix: prefix)
    #expect(result.status == 73)
    #expect(
      result.stderr
        == "petcards: \(petcards.dataDirectory.path): the folder for your saved data is read-only. "
        + "Nothing was changed. Make it writable, or set PET_DATA_DIR to use another folder.\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: petcards.databasePath)) == before)
  }

  /// Reading needs no write access: a read-only database file still lists its favourites.
  @Test func readOnlyDatabase_listsFavorites_andRefusesToAddOne() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    #expect(try petcards.run(["favorite", "add", "stuart"]).status == 0)
    var prefix: [String] = []
    if getuid() == 0 {
      prefix = Self.asNobody
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.directory.path)
      try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: petcards.dataDirectory.path)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: petcards.databasePath)
    let list = try petcards.run(["favorite", "list", "--today", CalendarDate.fixedToday.isoString], prefix: prefix)
    #expect(list.status == 0, "stderr: \(list.stderr)")
    #expect(
      list.stdout == Self.stuartListed)
    let add = try petcards.run(["favorite", "add", "zoe"], prefix: prefix)
    #expect(add.status == 73)
    #expect(
      add.stderr
        == "petcards: \(petcards.databasePath): the database file is read-only. "
        + "Nothing was changed. Make it writable, or set PET_DATA_DIR to use another folder.\n")
  }

  /// Reading a read-only database left SQLite's log and shared-memory files read-only too
  /// (SQLite makes them with the database's mode): once the user made the database writable
  /// again, as the error advises, every command failed (73), reads included.
  @Test func readOnlyDatabase_madeWritableAgain_readsAndSaves() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    var prefix: [String] = []
    try FileManager.default.createDirectory(at: petcards.dataDirectory, withIntermediateDirectories: true)
    if getuid() == 0 {
      // As root, as nobody: root may write any file, whatever its mode.
      prefix = Self.asNobody
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.directory.path)
      try FileManager.default.setAttributes([.ownerAccountID: 65534], ofItemAtPath: petcards.dataDirectory.path)
    }
    #expect(try petcards.run(["favorite", "add", "stuart"], prefix: prefix).status == 0)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: petcards.databasePath)
    #expect(try petcards.run(["favorite", "list"], prefix: prefix).status == 0)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: petcards.databasePath)
    let list = try petcards.run(["favorite", "list", "--today", CalendarDate.fixedToday.isoString], prefix: prefix)
    #expect(list.status == 0, "stderr: \(list.stderr)")
    #expect(
      list.stdout == Self.stuartListed)
    let add = try petcards.run(["favorite", "add", "zoe"], prefix: prefix)
    #expect(add.status == 0, "stderr: \(add.stderr)")
    #expect(add.stdout == "★ Zoë (zoe) is now a favourite\n")
  }

  /// In WAL mode a reader need not wait for a writer: while another connection held a write
  /// transaction, `favorite list` waited 10 s and failed (74), as opening the database wrote.
  @Test func reads_whileAnotherProgramHoldsAWriteTransaction_doNotWait() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    #expect(try petcards.run(["favorite", "add", "stuart"]).status == 0)
    let writer = try DatabaseQueue(path: petcards.databasePath)
    try writer.writeWithoutTransaction { db in
      try db.execute(sql: "BEGIN IMMEDIATE")
      try db.execute(sql: "INSERT INTO favorite (catalogue, petID, addedAt) VALUES ('', 'zoe', '2026-11-21 12:00:00')")
      let list = try petcards.run(["favorite", "list", "--today", CalendarDate.fixedToday.isoString])
      #expect(list.status == 0, "stderr: \(list.stderr)")
      // The writer's favourite is not committed: the reader sees the database as it was.
      #expect(
        list.stdout == Self.stuartListed)
      let show = try petcards.run(["show", "stuart", "--today", CalendarDate.fixedToday.isoString])
      #expect(show.status == 0, "stderr: \(show.stderr)")
      try db.execute(sql: "COMMIT")
    }
    try writer.close()
  }

  /// On a full disk SQLite has no room for the shared-memory file that reading in WAL mode
  /// needs: `favorite list` failed (74), and a save said "cannot read the database" (74), where
  /// `--help` promises 73. Now the favourites are listed, and a save says the disk is full (73)
  /// and changes nothing. The full disk is a 256 KiB tmpfs in a mount namespace of the test's own.
  @Test func fullDisk_listsFavorites_andASaveSaysTheDiskIsFull() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    try FileManager.default.createDirectory(at: petcards.dataDirectory, withIntermediateDirectories: true)
    let script = """
      mount -t tmpfs -o size=256k tmpfs "$PET_DATA_DIR" || exit 99
      "$0" favorite add stuart >/dev/null || exit 98
      dd if=/dev/zero of="$PET_DATA_DIR/filler" bs=4k 2>/dev/null
      "$0" favorite list --today \(CalendarDate.fixedToday.isoString); echo "list: $?"
      "$0" favorite add zoe; echo "add: $?"
      "$0" favorite list --today \(CalendarDate.fixedToday.isoString); echo "list: $?"
      """
    let result = try petcards.run(
      [], prefix: ["/usr/bin/unshare", "--mount", "--map-root-user", "/bin/sh", "-c", script])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let favorites = Self.stuartListed
    #expect(result.stdout == favorites + "list: 0\nadd: 73\n" + favorites + "list: 0\n")
    #expect(
      result.stderr
        == "petcards: \(petcards.databasePath): the disk is full. Nothing was changed. Free some space and try again.\n"
    )
  }

  @Test func twoProcessesWritingAtOnce_loseNothing() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    let count = 300
    let writers = ["left", "right"].map { prefix in
      petcards.process(["stress-write", "--prefix", prefix, "--favorites", "\(count)", "--inquiries", "\(count / 3)"])
    }
    for (process, _, _) in writers { try process.runDeliveringSignals() }
    var acknowledged: [String] = []
    for (process, out, err) in writers {
      let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(errors)")
      acknowledged += output.split(separator: "\n").map(String.init)
    }
    let store = try UserDataStore(location: UserDataLocation(directory: petcards.dataDirectory))
    let favorites = try store.favoriteIDs()
    let expected = Set(["left", "right"].flatMap { prefix in (0..<count).map { "\(prefix)-\($0)" } })
    #expect(favorites == expected)
    let inquiries = try store.inquiries()
    #expect(inquiries.count == 2 * (count / 3))
    #expect(Set(inquiries.map(\.id)).count == inquiries.count)
    #expect(acknowledged.count == 2 * (count + count / 3))
    #expect(try store.integrityCheck() == ["ok"])
  }

  @Test func processKilledMidBatch_keepsEveryAcknowledgedWrite() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    let (process, out, _) = petcards.process([
      "stress-write", "--prefix", "killed", "--favorites", "1000000", "--inquiries", "1000000",
    ])
    try process.runDeliveringSignals()
    // Read acknowledgements until a few hundred have arrived, then kill without warning.
    var received = Data()
    let reader = out.fileHandleForReading
    while received.split(separator: UInt8(ascii: "\n")).count < 400 {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      received.append(chunk)
    }
    kill(process.processIdentifier, SIGKILL)
    received.append(reader.readDataToEndOfFile())
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)

    // Only whole lines count: a line cut short was not acknowledged.
    var text = String(decoding: received, as: UTF8.self)
    if !text.hasSuffix("\n"), let lastBreak = text.lastIndex(of: "\n") {
      text = String(text[...lastBreak])
    }
    let lines = text.split(separator: "\n")
    let favoriteAcks = Set(lines.filter { $0.hasPrefix("favorite ") }.map { String($0.dropFirst("favorite ".count)) })
    let inquiryAcks = Set(lines.filter { $0.hasPrefix("inquiry ") }.compactMap { Int64($0.split(separator: " ")[1]) })
    #expect(favoriteAcks.count >= 150)

    let store = try UserDataStore(location: UserDataLocation(directory: petcards.dataDirectory))
    #expect(try store.integrityCheck() == ["ok"])
    #expect(favoriteAcks.isSubset(of: try store.favoriteIDs()))
    #expect(inquiryAcks.isSubset(of: Set(try store.inquiries().map(\.id))))
  }
}

extension StorageTests {
  /// An import into a catalogue store that cannot be written exits 73 (a file that cannot be
  /// written), not 74 (one that cannot be read), and changes nothing (issue 40, point 8). Root
  /// may write anywhere, so as root `petcards` runs as `nobody`.
  @Test func importIntoAReadOnlyStore_exits73_andChangesNothing() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    let store = data.directory.appendingPathComponent("pets.sqlite").path
    let bundled = Petcards.repository.appendingPathComponent("data/pets.json").path
    #expect(try petcards.run(["import", bundled, "--into", store, "--today", "2026-11-21"]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.directory.path)
    let prefix = getuid() == 0 ? Self.asNobody : []
    let result = try petcards.run(["import", bundled, "--into", store, "--today", "2026-11-22"], prefix: prefix)
    #expect(result.status == 73)
    #expect(
      result.stderr
        == "petcards: \(store): cannot be written (attempt to write a readonly database)\n"
        + "petcards: nothing was imported into \(store)\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
  }
}
