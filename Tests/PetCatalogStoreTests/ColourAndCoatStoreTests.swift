import Foundation
import GRDB
import PetCatalog
import PetTestSupport
import Testing

@testable import PetCatalogStore

/// A pet's colour and coat in both stores (issue 41, point 6): kept, searched and filtered; a
/// store or a shared catalogue made before they were is read as it is (no colour, coat not
/// recorded), and its next import or publish brings it up to date.
@Suite struct ColourAndCoatStoreTests {
  static let catalog = Catalog(shelter: "Riverbend", pets: [.stuart, .pumpkin, .template])

  static var shortCoats: PetFilter {
    var filter = PetFilter()
    filter.coats = [.short]
    return filter
  }

  /// The ids `filter` finds in `backing`, by name.
  static func ids(_ backing: any CatalogBacking, _ filter: PetFilter) -> [String] {
    backing.query(filter, order: .name, today: .fixedToday, speciesNames: [:]).map { backing.pet(at: $0).id }
  }

  @Test func aStore_keepsSearchesAndFiltersTheColourAndCoat() throws {
    #expect(
      CatalogStoreSchema.migrations.firstIndex(of: CatalogStoreSchema.coloursAndCoats).map { $0 + 1 }
        == CatalogStoreSchema.coloursAndCoatsVersion)
    try withStore(of: Self.catalog) { store in
      #expect(store.info.version == CatalogStoreSchema.version)
      #expect(try store.catalog().pets == Self.catalog.pets)
      #expect(try store.count(PetFilter(search: "tabby"), today: .fixedToday) == 1)
      #expect(try store.count(Self.shortCoats, today: .fixedToday) == 1)
      // The index in memory, as the window has it.
      let backing = try #require(try store.backedCatalog(indexedInMemory: true).backing)
      backing.prepare()
      #expect(Self.ids(backing, PetFilter(search: "tabby")) == ["pumpkin"])
      #expect(Self.ids(backing, Self.shortCoats) == ["pumpkin"])
    }
  }

  /// A store of version 3 (no colour, no coat): read as it is, never written by a reader; its
  /// pets have no colour and their coat is not recorded, which a filter asks as it asks any
  /// other. The next import brings it to version 4.
  @Test func aStoreOfVersion3_isReadAsItIs_andTheNextImportBringsItUpToDate() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      // What version 3 kept: no colour, in the folded texts and words too.
      let plain = Self.catalog.pets.map { pet in
        var pet = pet
        (pet.colour, pet.coat) = ("", .unknown)
        return pet
      }
      try CatalogImport.run(
        [CatalogImport.Source(file: "pets.json", catalog: Catalog(shelter: "Riverbend", pets: plain))], into: path)
      let queue = try DatabaseQueue(path: path)
      try queue.writeWithoutTransaction { db in
        try db.execute(
          sql:
            """
            DROP INDEX pet_by_shelter; ALTER TABLE pet DROP COLUMN colour; ALTER TABLE pet DROP COLUMN coat;
            ALTER TABLE pet DROP COLUMN photos; ALTER TABLE pet DROP COLUMN shelter; DROP TABLE shelter;
            DROP INDEX pet_by_intake_known; DROP INDEX pet_by_age_known
            """)
        try db.execute(sql: "PRAGMA user_version = 3")
      }
      try queue.close()
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      let store = try CatalogStore.open(path)
      #expect(store.info.version == 3)
      #expect(try store.catalog().pets == plain)
      #expect(try store.count(PetFilter(search: "tabby"), today: .fixedToday) == 0)
      #expect(try store.count(Self.shortCoats, today: .fixedToday) == 0)
      var notRecorded = PetFilter()
      notRecorded.coats = [.unknown]
      #expect(try store.count(notRecorded, today: .fixedToday) == 3)
      let backing = try #require(try store.backedCatalog(indexedInMemory: true).backing)
      backing.prepare()
      #expect(Self.ids(backing, notRecorded) == ["pumpkin", "stuart", "template"])
      #expect(Self.ids(backing, PetFilter(search: "kitten")) == [])
      #expect((0..<backing.count).map { backing.pet(at: $0) } == plain)
      store.close()
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "a reader wrote to the store")

      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: Self.catalog)], into: path)
      let updated = try CatalogStore.open(path)
      defer { updated.close() }
      #expect(updated.info.version == CatalogStoreSchema.version)
      #expect(try updated.catalog().pets == Self.catalog.pets)
      #expect(try updated.count(PetFilter(search: "tabby"), today: .fixedToday) == 1)
    }
  }

  /// Tables of version 13 (before the colour and coat): a reader reads them as they are; the
  /// owner's next publish brings them to 14, and the pets' colours are searched.
  @Test func aSharedCatalogueOfVersion13_isReadAsItIs_andTheNextPublishBringsItUpToDate() throws {
    try TestPostgres.server().withDatabase { database in
      let sources = [CatalogImport.Source(file: "pets.json", catalog: Self.catalog)]
      _ = try SharedCatalog.publish(sources, shelter: "riverbend", into: database.ownerAddress)
      try database.run(
        """
        ALTER TABLE pet DROP CONSTRAINT pet_coat_known, DROP COLUMN colour, DROP COLUMN coat,
          DROP CONSTRAINT pet_photos_on_the_web, DROP COLUMN photos;
        UPDATE pets_catalogue SET version = 13;
        """)
      let old = try SharedCatalog.open(database.ownerAddress).backedCatalog()
      let backing = try #require(old.backing)
      #expect((0..<backing.count).map { backing.pet(at: $0).coat } == [.unknown, .unknown, .unknown])
      var notRecorded = PetFilter()
      notRecorded.coats = [.unknown]
      #expect(Self.ids(backing, notRecorded).count == 3)
      #expect(Self.ids(backing, Self.shortCoats) == [])
      #expect(backing.problem == nil)

      _ = try SharedCatalog.publish(sources, shelter: "riverbend", into: database.ownerAddress)
      #expect(try database.run("SELECT version FROM pets_catalogue") == "\(SharedCatalogSchema.version)\n")
      let updated = try #require(try SharedCatalog.open(database.ownerAddress).backedCatalog().backing)
      #expect(Self.ids(updated, Self.shortCoats) == ["pumpkin"])
      #expect(Self.ids(updated, PetFilter(search: "tabby")) == ["pumpkin"])
      #expect([updated.pet(at: 1).colour, updated.pet(at: 1).coat.rawValue] == ["Orange Tabby, White", "short"])
    }
  }
}
