import Foundation
import GRDB
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// Making and updating a store (`CatalogImport`), reading it back, and refusing files that are
/// not stores of this version without changing them.
@Suite struct StoreImportTests {
  @discardableResult
  static func importing(_ catalogs: Catalog..., into path: String) throws -> CatalogImport.Report {
    try CatalogImport.run(catalogs.map { CatalogImport.Source(file: "pets.json", catalog: $0) }, into: path)
  }

  @Test func aStore_givesBackTheCatalogue_asTheJSONReaderGaveIt() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      #expect(try Self.importing(catalog, into: path) == CatalogImport.Report(added: 27))
      let store = try CatalogStore.open(path)
      let read = try store.catalog()
      #expect(read.pets == catalog.pets)
      #expect(read.shelter == catalog.shelter)
      #expect(read.shelterEmail == catalog.shelterEmail)
      #expect(read.fees == catalog.fees)
      #expect(read.directory?.standardizedFileURL == catalog.directory?.standardizedFileURL)
      #expect(store.info.count == 27)
      // Exported, it is the file a person would write, the same as the catalogue's own.
      #expect(
        CatalogWriter.json(shelter: read.shelter, shelterEmail: read.shelterEmail, fees: read.fees, pets: read.pets)
          == CatalogWriter.json(
            shelter: catalog.shelter, shelterEmail: catalog.shelterEmail, fees: catalog.fees, pets: catalog.pets))
    }
  }

  @Test func importingTheSameListingAgain_changesNotOneByte() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      try Self.importing(.riverbend, into: path)
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(try Self.importing(.riverbend, into: path) == CatalogImport.Report(unchanged: 8))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }

  @Test func aPetMissingFromTheNewListing_isMarkedGone_andComesBackWhenListedAgain() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      try Self.importing(.riverbend, into: path)
      var changed = Catalog.riverbend
      let stuart = changed.pets.removeFirst()
      changed.pets[0].name = "Zoë Rose"
      #expect(try Self.importing(changed, into: path) == CatalogImport.Report(changed: 1, unchanged: 6, gone: 1))
      let store = try CatalogStore.open(path)
      #expect(try store.catalog().pets == changed.pets)
      #expect(try store.pet(id: "stuart") == nil)
      #expect(try store.query(PetFilter(search: "rose"), order: .name, today: .fixedToday).count == 1)
      #expect(try store.query(PetFilter(search: "stuart"), order: .name, today: .fixedToday) == [])
      // The row is kept (inquiries refer to it): listed again, it is back under its old row id.
      let rowID = try DatabaseQueue(path: path).read {
        try Int64.fetchOne($0, sql: "SELECT rowid FROM pet WHERE id = 'stuart'")
      }
      #expect(
        try Self.importing(Catalog(shelter: changed.shelter, pets: [stuart] + changed.pets), into: path)
          == CatalogImport.Report(changed: 1, unchanged: 7))
      #expect(try CatalogStore.open(path).pet(id: "stuart")?.rowID == rowID)
    }
  }

  /// A NUL in a catalogue's text (`\u0000` in its JSON) goes into a store and comes back whole:
  /// SQLite takes text as a C string from GRDB, which would end it there (found by StoreFuzzTests).
  @Test func textWithANul_comesBackWhole_andIsSearchedAndSortedAsInMemory() throws {
    let pets = [
      Pet.make("nul", "Ab\u{0}z") { $0.description = "Greets every\u{0}one at the door." },
      Pet.make("plain", "Ab") { $0.description = "Greets everyone." },
      Pet.make("after", "Ab\u{1}") { $0.breed = "Mix\u{0}" },
    ]
    let catalog = Catalog(shelter: "Shelter\u{0}One", pets: pets)
    try withStore(of: catalog) { store in
      let back = try store.catalog()
      #expect(back.pets == pets)
      #expect(back.shelter == "Shelter\u{0}One")
      let index = PetIndex(catalog: catalog)
      for search in ["one", "every", "greets one", "mix", "ab"] {
        let filter = PetFilter(search: search)
        let stored = try store.query(filter, order: .name, today: .fixedToday)
        let names = try store.pets(stored).pets
        #expect(
          stored.compactMap { names[$0]?.id }
            == index.query(filter, order: .name, today: .fixedToday).map { pets[$0].id },
          "\(search)")
      }
    }
  }

  @Test func severalFiles_importAsOneListing_andAnIDInTwoIsRefused() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      let first = Catalog(shelter: "Riverbend Animal Shelter", pets: Array(Catalog.riverbend.pets.prefix(3)))
      let second = Catalog(shelter: "Riverbend Animal Shelter", pets: Array(Catalog.riverbend.pets.dropFirst(3)))
      try CatalogImport.run(
        [.init(file: "a.json", catalog: first), .init(file: "b.json", catalog: second)], into: path)
      #expect(try CatalogStore.open(path).catalog().pets == Catalog.riverbend.pets)
      let error = #expect(throws: CatalogError.self) {
        try CatalogImport.run(
          [.init(file: "a.json", catalog: first), .init(file: "c.json", catalog: first)], into: path)
      }
      #expect(
        error?.description
          == """
          c.json: pets[0] (id "stuart"), field "id": the id is already used by a pet in a.json
          c.json: pets[1] (id "zoe"), field "id": the id is already used by a pet in a.json
          c.json: pets[2] (id "senor-bigotes"), field "id": the id is already used by a pet in a.json
          """)
      #expect(try CatalogStore.open(path).info.count == 8)
      // One file (a shelter's listing, which its reader does not check so) with an id twice:
      // refused alike, and nothing changes.
      var twice = first
      twice.pets.append(Catalog.riverbend.pets[1])
      let one = #expect(throws: CatalogError.self) {
        try CatalogImport.run([.init(file: "d.json", catalog: twice)], into: path)
      }
      #expect(one?.description == #"d.json: pets[3] (id "zoe"), field "id": the id is already used by a pet in d.json"#)
      #expect(try CatalogStore.open(path).info.count == 8)
    }
  }

  @Test func aFailedImportIntoANewStore_leavesNoFile() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      let twice = Catalog(pets: [.stuart])
      #expect(throws: CatalogError.self) {
        try CatalogImport.run(
          [.init(file: "a.json", catalog: twice), .init(file: "b.json", catalog: twice)], into: path)
      }
      #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) == [])
    }
  }

  /// A file that is not a store this program reads: the whole message, the exit status, and
  /// the file left byte for byte as it was, by `open` and by an import into it.
  static func refusal(_ make: (String) throws -> Void) throws -> (
    open: String, exit: Int32, importing: String, unchanged: Bool
  ) {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      try make(path)
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      var opened = ""
      var exit: Int32 = 0
      do {
        _ = try CatalogStore.open(path)
      } catch let error as CatalogError {
        opened = error.description.replacingOccurrences(of: path, with: "STORE")
        exit = error.exitCode
      }
      var imported = ""
      do {
        try Self.importing(.riverbend, into: path)
      } catch let error as CatalogError {
        imported = error.description.replacingOccurrences(of: path, with: "STORE")
      }
      let unchanged = try Data(contentsOf: URL(fileURLWithPath: path)) == before
      return (opened, exit, imported, unchanged)
    }
  }

  /// Both `open` and an import refused the file with `message` (the path written `STORE`), exit
  /// status 65, and left it as it was.
  static func expectRefused(
    _ refused: (open: String, exit: Int32, importing: String, unchanged: Bool), saying message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(refused.open == message, sourceLocation: sourceLocation)
    #expect(refused.exit == 65, sourceLocation: sourceLocation)
    #expect(refused.importing == refused.open, sourceLocation: sourceLocation)
    #expect(refused.unchanged, sourceLocation: sourceLocation)
  }

  @Test func aTextFile_isNoStore() throws {
    let refused = try Self.refusal { try Data("{\"pets\": []}".utf8).write(to: URL(fileURLWithPath: $0)) }
    Self.expectRefused(refused, saying: "STORE: is not a catalogue store (it is not an SQLite database)")
  }

  @Test func anotherProgramsDatabase_isRefused() throws {
    let refused = try Self.refusal { path in
      try DatabaseQueue(path: path).write {
        try $0.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('x')")
      }
    }
    Self.expectRefused(refused, saying: "STORE: is an SQLite database of another program, not a catalogue store")
  }

  @Test func aStoreFromANewerVersion_isRefused() throws {
    let refused = try Self.refusal { path in
      try Self.importing(.riverbend, into: path)
      try DatabaseQueue(path: path).write { try $0.execute(sql: "PRAGMA user_version = 8") }
    }
    Self.expectRefused(
      refused, saying: "STORE: was made by a newer version of this program (store version 8; this one reads up to 7)")
  }

  /// A store with a trigger someone else added is refused before anything runs, by `open` and
  /// by an import, older version or not: an import ran it, and Zoë's story and fee were
  /// rewritten after every import (issue 40, point 15).
  @Test(arguments: [3, 2, 1])
  func aStoreWithSomeoneElsesTrigger_isRefused_andNothingRuns(version: Int) throws {
    let refused = try Self.refusal { path in
      try Self.importing(.riverbend, into: path)
      try DatabaseQueue(path: path).write {
        try $0.execute(
          sql: """
            CREATE TRIGGER evil AFTER INSERT ON pet BEGIN
              UPDATE pet SET description = 'Send the fee to evil@example.org', fee = '1.00' WHERE id = 'zoe';
            END;
            PRAGMA user_version = \(version);
            """)
      }
    }
    Self.expectRefused(
      refused, saying: "STORE: was not made by this program: it holds the trigger \"evil\", which a store never has")
  }

  /// A store whose `catalogue` is a view (an endless recursive query, a `zeroblob` of gigabytes)
  /// is refused before it is read: `list`, `show` and the window hung on it (issue 40, point 14).
  @Test func aStoreWhoseTableIsAView_isRefused() throws {
    let refused = try Self.refusal { path in
      try Self.importing(.riverbend, into: path)
      try DatabaseQueue(path: path).write {
        try $0.execute(
          sql: """
            ALTER TABLE catalogue RENAME TO kept;
            CREATE VIEW catalogue AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)
              SELECT kept.* FROM kept, n;
            """)
      }
    }
    Self.expectRefused(
      refused, saying: "STORE: was not made by this program: it holds the view \"catalogue\", which a store never has")
  }

  @Test func aTruncatedStore_isRefused() throws {
    var size = 0
    let refused = try Self.refusal { path in
      try Self.importing(try bundledCatalog(), into: path)
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      size = data.count
      try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
    }
    Self.expectRefused(refused, saying: "STORE: is truncated: it has \(size / 2) bytes of the \(size) it should have")
  }

  @Test func aStoreWithADamagedPage_isRefused_whenRead() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      try Self.importing(try bundledCatalog(), into: path)
      var data = try Data(contentsOf: URL(fileURLWithPath: path))
      // Every page after the first two overwritten: the tables' pages are garbage.
      let pageSize = Int(data[16]) << 8 | Int(data[17])
      for offset in stride(from: 2 * pageSize, to: data.count, by: 7) { data[offset] = 0xA5 }
      try data.write(to: URL(fileURLWithPath: path))
      let error = #expect(throws: CatalogError.self) {
        let store = try CatalogStore.open(path)
        _ = try store.catalog()
      }
      #expect(error?.exitCode == 65)
      // Which damage SQLite meets first depends on where the tables' pages fell.
      let damaged = ["is damaged (database disk image is malformed)", "is damaged: it has no catalogue record"]
      #expect(damaged.map { "\(path): \($0)" }.contains(error?.description ?? ""))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == data)
    }
  }

  @Test func aMissingStore_isMissingInput() throws {
    let error = #expect(throws: CatalogError.self) { try CatalogStore.open("/nonexistent/pets.sqlite") }
    #expect(error?.description == "/nonexistent/pets.sqlite: cannot be read: No such file or directory")
    #expect(error?.exitCode == 66)
  }

  @Test func aValueTheModelDoesNotKnow_namesTheStoreThePetAndTheField() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      try Self.importing(.riverbend, into: path)
      try DatabaseQueue(path: path).write { try $0.execute(sql: "UPDATE pet SET species = 'unicorn' WHERE id = 'zoe'") }
      let error = #expect(throws: CatalogError.self) { try CatalogStore.open(path).catalog() }
      #expect(
        error?.description
          == "\(path): pet \"zoe\", field \"species\": expected one of dog, cat, rabbit, bird, guinea-pig, hamster, ferret, reptile, horse, other, found \"unicorn\""
      )
    }
  }

  /// Flags written by hand as text, a fraction or NULL read alike whether a pet is read from a
  /// GRDB row (a look-up by id) or in place from the statement (every pet in turn, and an
  /// import comparing the listing with what is stored).
  @Test func flagsWrittenByHand_readAlike_fromARowAndInPlace() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      try Self.importing(.riverbend, into: path)
      try DatabaseQueue(path: path).write {
        try $0.execute(
          sql:
            "UPDATE pet SET spayedNeutered = 'yes', vaccinated = 0.5, houseTrained = NULL, imageMissing = 2 WHERE id = 'zoe'"
        )
      }
      let store = try CatalogStore.open(path)
      let byID = try #require(try store.pet(id: "zoe")).pet
      var inPlace: [Pet] = []
      try store.forEachPet { inPlace.append($0) }
      #expect(inPlace.first { $0.id == "zoe" } == byID)
      #expect([byID.spayedNeutered, byID.vaccinated, byID.houseTrained] == [false, false, nil])
      // Imported again, Zoë is read in place and compared: changed back to the listing's flags.
      #expect(try Self.importing(.riverbend, into: path) == CatalogImport.Report(changed: 1, unchanged: 7))
      #expect(
        try #require(try CatalogStore.open(path).pet(id: "zoe")).pet == Catalog.riverbend.pets.first { $0.id == "zoe" })
    }
  }

  /// The listed fields of `pet`, as a list's row reads them.
  static func listed(_ pet: Pet) -> String {
    "\(pet.id) \(pet.name.debugDescription) \(pet.species) \(pet.birthday.isoString) \(String(describing: pet.rarity)) "
      + "\(pet.status) \(String(describing: pet.fee)) \(pet.ageKnown)"
  }

  /// A store changed by hand, a row at a time: a list's rows read in place take what the whole
  /// pet's reading takes, and refuse what it refuses with the same words, though the values
  /// before them were recognised by their bytes (Zoë is listed last).
  @Test(arguments: [
    "UPDATE pet SET species = 'unicorn' WHERE id = 'zoe'",
    "UPDATE pet SET status = 5 WHERE id = 'zoe'",
    "UPDATE pet SET rarity = 5 WHERE id = 'zoe'",
    "UPDATE pet SET rarity = '' WHERE id = 'zoe'",
    "UPDATE pet SET rarity = 'RARE' WHERE id = 'zoe'",
    "UPDATE pet SET birthday = 20200101 WHERE id = 'zoe'",
    "UPDATE pet SET birthday = '2020-02-30' WHERE id = 'zoe'",
    "UPDATE pet SET fee = 75 WHERE id = 'zoe'",
    "UPDATE pet SET fee = '75.5' WHERE id = 'zoe'",
    "UPDATE pet SET fee = 'free' WHERE id = 'zoe'",
    "UPDATE pet SET ageKnown = 'sometimes' WHERE id = 'zoe'",
    "UPDATE pet SET name = CAST('Zo' || char(0) || 'e' AS BLOB) WHERE id = 'zoe'",
    "UPDATE pet SET name = 7, id = x'7a6f65ff' WHERE id = 'zoe'",
  ])
  func aListedRow_readInPlace_isReadOrRefused_asTheWholePetIs(damage: String) throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      try Self.importing(try bundledCatalog(), into: path)
      try DatabaseQueue(path: path).write { try $0.execute(sql: damage) }
      let store = try CatalogStore.open(path)
      defer { store.close() }
      var listed: [String] = []
      let listing = Result {
        try store.forEachListedRow(PetFilter(), order: .name, today: .fixedToday) { listed.append(Self.listed($0.pet)) }
      }
      let reference = Result { try store.catalog() }
      switch (listing, reference) {
      case (.success, .success(let catalog)):
        #expect(listed.sorted() == catalog.pets.map(Self.listed).sorted())
        #expect(listed.count == 27)
      case (.failure(let error), .failure(let expected)):
        #expect("\(error)" == "\(expected)")
        #expect("\(error)".contains("pet \"zoe\""))
      default:
        Issue.record("listed \(listing), whole \(reference)")
      }
    }
  }

  /// The pets whose picture was missing come from the store's partial index (`INDEXED BY`),
  /// whatever SQLite would otherwise choose: each picture's warning on its first pet, with the
  /// others that use it counted.
  @Test func aStoreWithMissingPictures_givesTheWindowTheirPets_andOneWarningAPicture() throws {
    var catalog = Catalog(
      pets: [
        .make("a", "Ada") { $0.image = "pictures/gone.png" }, .make("b", "Bo"),
        .make("c", "Cy") { $0.image = "pictures/gone.png" }, .make("d", "Di") { $0.image = "pictures/lost.png" },
      ])
    catalog.missingImages = ["a", "c", "d"]
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      try Self.importing(catalog, into: path)
      let backed = try CatalogStore.open(path).backedCatalog()
      #expect(backed.missingImages == ["a", "c", "d"])
      #expect(
        backed.warnings.map(\.description) == [
          "warning: \(path): pet \"a\", field \"image\": the picture \"pictures/gone.png\" does not exist; showing a placeholder instead (for this pet and 1 other pet that use it)",
          "warning: \(path): pet \"d\", field \"image\": the picture \"pictures/lost.png\" does not exist; showing a placeholder instead",
        ])
    }
  }
}

extension StoreImportTests {
  /// A store keeps one record of its version, `user_version`: a new store has no second one
  /// (GRDB's `grdb_migrations`), and a store made before, with that table, imports as before,
  /// the table left as it was (issue 41, point 5).
  @Test func aStoresVersion_isKeptOnce_andAStoreWithTheOldRecord_importsAsBefore() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      _ = try CatalogImport.run([CatalogImport.Source(file: "riverbend.json", catalog: .riverbend)], into: path)
      let tables = {
        try DatabaseQueue(path: path).read { db in
          try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
      }
      #expect(try !tables().contains("grdb_migrations"))
      #expect(
        try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "PRAGMA user_version") }
          == 7)
      // As the version before left it: the record of GRDB's migrator beside the version.
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: """
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('v1-pets-and-words'), ('v2-fees-and-ages'), ('v3-word-starts');
            """)
      }
      var changed = Catalog.riverbend
      changed.pets[0].status = .adopted
      let report = try CatalogImport.run([CatalogImport.Source(file: "riverbend.json", catalog: changed)], into: path)
      #expect(report.changed == 1)
      #expect(try tables().contains("grdb_migrations"))
      #expect(try CatalogStore.open(path).catalog().pets == changed.pets)
    }
  }
}

extension StoreImportTests {
  /// A store whose count of pets is below 0, or not a number, is refused as damaged: a count
  /// below 0 crashed the first reader that made a range of its pets, and a text stopped GRDB's
  /// conversion (found by `ForeignStoreFuzzTests` under `make fuzz`).
  @Test(arguments: [("-3", "-3"), ("'many'", "\"many\""), ("2.5", "2.5")])
  func aStoresCountOfPets_belowZeroOrNotANumber_isRefusedAsDamaged(value: String, shown: String) throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      _ = try CatalogImport.run([CatalogImport.Source(file: "riverbend.json", catalog: .riverbend)], into: path)
      try DatabaseQueue(path: path).write { try $0.execute(sql: "UPDATE catalogue SET petCount = \(value)") }
      let error = #expect(throws: CatalogError.self) { try CatalogStore.open(path) }
      #expect(error?.problems.map(\.description) == ["\(path): is damaged: its count of pets is \(shown)"])
      #expect(error?.exitCode == 65)
    }
  }
}
