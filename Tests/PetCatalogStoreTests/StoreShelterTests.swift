import Foundation
import GRDB
import PetCatalog
import PetTestSupport
import Testing

@testable import PetCatalogStore

/// A store keeps the shelters its pets come from (version 6, issue 42): read whole when it
/// opens, written only when they change, refused by name when damaged; a store of version 5
/// is read as it is, its pets all the catalogue's own.
@Suite struct StoreShelterTests {
  @Test func aStore_keepsTheShelters_andEachPetsShelter() throws {
    try withStore(of: .twoShelters) { store in
      #expect(store.info.shelters == [.hillside, .riverRescue])
      let catalog = try store.catalog()
      #expect(catalog.shelters == [.hillside, .riverRescue])
      #expect(catalog.pets == Catalog.twoShelters.pets)
      #expect(try store.backedCatalog().shelters == [.hillside, .riverRescue])
      #expect(try store.petCountsByShelter() == ["rescuegroups:55": 1, "petfinder:OR101": 1, "": 1])
    }
  }

  /// A search among the pets of few shelters (near a place) checks each of their pets by the
  /// search rule, not the word index, where a prefix of a letter or two is a third of the pets:
  /// "b" near a place took 150 ms at a million pets. Without shelters, the word index finds them.
  @Test func aSearchNearAPlace_checksTheFewPetsThere_andTheIndexFindsTheRest() throws {
    try withStore(of: .twoShelters) { store in
      var near = PetFilter()
      near.search = "b"
      near.near = Nearby(center: try #require(Shelter.hillside.coordinates), radius: 50)
      var anywhere = PetFilter()
      anywhere.search = "b"
      let (few, many) = try store.withConnection { db in
        (
          StoreQuery(near, order: .name, today: .fixedToday, store: store.info, speciesNames: [:], db: db).clauses,
          StoreQuery(anywhere, order: .name, today: .fixedToday, store: store.info, speciesNames: [:], db: db).clauses
        )
      }
      #expect(few.contains("pet_holds(") && !few.contains("pet_words"), "\(few)")
      #expect(many.contains("pet_words MATCH"), "\(many)")
    }
  }

  /// A list by name reads its rows from `pet_by_name` alone, which holds every listed column but
  /// the shelter's: the shelter is read only near a place, where the rows say how far. Read
  /// always, a million pets took 4.6 s to list, not 1.2 s.
  @Test func aListByName_isReadFromItsIndexAlone_andTheShelterOnlyNearAPlace() throws {
    try withStore(of: .twoShelters) { store in
      for near in [false, true] {
        let sql = StoreQuery(
          PetFilter(), order: .name, today: .fixedToday, store: store.info, speciesNames: [:], db: nil)
        let plan = try store.withConnection { db in
          try Row.fetchAll(
            db,
            sql: "EXPLAIN QUERY PLAN SELECT \(PetRecord.listedColumns(store.info.version, withShelter: near)) FROM pet"
              + sql.clauses, arguments: sql.arguments
          ).map { $0["detail"] as String? ?? "" }.joined(separator: "\n")
        }
        #expect(plan.contains("USING COVERING INDEX pet_by_name") == !near, "\(plan)")
      }
      var shelters: [String] = []
      var near = PetFilter()
      near.near = Nearby(center: try #require(Shelter.hillside.coordinates), radius: 50)
      for filter in [PetFilter(), near] {
        try store.forEachListedRow(filter, order: .name, today: .fixedToday) { row in
          shelters.append(String(decoding: row.shelter, as: UTF8.self))
        }
      }
      #expect(shelters == ["", "", "", "rescuegroups:55"])
    }
  }

  @Test func importingTheSameShelters_changesNotOneByte_andNewOnesReplaceThem() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      let source = { (catalog: Catalog) in [CatalogImport.Source(file: "pets.json", catalog: catalog)] }
      try CatalogImport.run(source(.twoShelters), into: path)
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      try CatalogImport.run(source(.twoShelters), into: path)
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)

      var moved = Catalog.twoShelters
      moved.shelters[0].phone = "(217) 555-0199"
      moved.shelters.reverse()
      try CatalogImport.run(source(moved), into: path)
      let store = try CatalogStore.open(path)
      defer { store.close() }
      #expect(store.info.shelters == moved.shelters)
    }
  }

  @Test func aDamagedShelter_isRefused_namingTheStoreAndTheShelter() throws {
    try withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("pets.sqlite").path
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: .twoShelters)], into: path)
      try DatabaseQueue(path: path).write {
        try $0.execute(
          sql:
            #"UPDATE shelter SET json = '{"id": "rescuegroups:55", "website": "file:///etc/passwd"}' WHERE ordinal = 0"#
        )
      }
      let error = #expect(throws: CatalogError.self) { try CatalogStore.open(path) }
      #expect(
        error?.problems.map(\.description) == [
          #"\#(path): field "shelters": is damaged: the shelter "rescuegroups:55" is not one a catalogue describes: {"id": "rescuegroups:55", "website": "file:///etc/passwd"}"#
        ])
    }
  }

  /// A store of version 5: no shelters, every pet the catalogue's own; read as it is, never
  /// written by a reader; the next import brings it to version 6.
  @Test func aStoreOfVersion5_isReadAsItIs_andTheNextImportBringsItUpToDate() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      var own = Catalog.twoShelters
      own.shelters = []
      for index in own.pets.indices { own.pets[index].shelter = "" }
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: own)], into: path)
      try DatabaseQueue(path: path).writeWithoutTransaction { db in
        try db.execute(
          sql: """
            DROP INDEX pet_by_intake_known; DROP INDEX pet_by_age_known; DROP INDEX pet_by_shelter; ALTER TABLE pet DROP COLUMN shelter; DROP TABLE shelter;
            PRAGMA user_version = 5
            """)
      }
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      let store = try CatalogStore.open(path)
      #expect(store.info.version == 5)
      #expect(store.info.shelters == [])
      #expect(try store.catalog().pets == own.pets)
      #expect(try store.petCountsByShelter() == ["": 3])
      store.close()
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "a reader wrote to the store")

      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: .twoShelters)], into: path)
      let updated = try CatalogStore.open(path)
      defer { updated.close() }
      #expect(updated.info.version == CatalogStoreSchema.version)
      #expect(try updated.catalog().pets == Catalog.twoShelters.pets)
      #expect(updated.info.shelters == [.hillside, .riverRescue])
    }
  }
}
