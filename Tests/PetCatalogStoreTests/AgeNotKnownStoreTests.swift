import Foundation
import GRDB
import PetCatalog
import PetTestSupport
import Testing

@testable import PetCatalogStore

/// A store keeps an age not known as no birthday ('') with `ageKnown` `unknown` (version 7,
/// issue 42): read back as it was, last by age either way, in no age group and not the
/// earliest birthday; a row that says one without the other is refused by name.
@Suite struct AgeNotKnownStoreTests {
  static let catalog = Catalog(shelter: "Riverbend Animal Shelter", pets: [.ageNotKnown, .stuart, .adultOnly])

  @Test func aStore_keepsAnAgeNotKnown_andListsItLastByAgeEitherWay() throws {
    try withStore(of: Self.catalog) { store in
      #expect(try store.catalog().pets == Self.catalog.pets)
      let stored = try DatabaseQueue(path: store.path).read {
        try String.fetchOne($0, sql: "SELECT birthday || '|' || ageKnown FROM pet WHERE id = 'rg-10'")
      }
      #expect(stored == "|unknown")
      let backed = try store.backedCatalog()
      #expect(backed.earliestBirthday == Pet.adultOnly.birthday)
      for indexed in [false, true] {
        let backing = try #require(try store.backedCatalog(indexedInMemory: indexed).backing as? StoreBacking)
        if indexed {
          backing.prepare()
          #expect(backing.isIndexed)
        }
        func ids(_ filter: PetFilter, _ order: PetSortOrder) -> [String] {
          backing.query(filter, order: order, today: .fixedToday, speciesNames: [:]).map { backing.pet(at: $0).id }
        }
        #expect(ids(PetFilter(), .age) == ["stuart", "pf-700101", "rg-10"])
        #expect(ids(PetFilter(), .oldest) == ["pf-700101", "stuart", "rg-10"])
        var adults = PetFilter()
        adults.ageGroups = Set(AgeGroup.allCases)
        #expect(ids(adults, .name) == ["pf-700101", "stuart"])
      }
    }
  }

  /// No birthday for an age that is known, or a birthday for one that is not: a store changed
  /// by hand, refused naming the store, the pet and the field.
  @Test(arguments: [
    (
      "UPDATE pet SET birthday = '' WHERE id = 'stuart'",
      #"pet "stuart", field "birthday": expected a date YYYY-MM-DD, found """#
    ),
    (
      "UPDATE pet SET ageKnown = 'unknown' WHERE id = 'stuart'",
      #"pet "stuart", field "birthday": expected no birthday for an age not known, found "2023-06-14""#
    ),
  ])
  func anAgeThatSaysOneWithoutTheOther_isRefused(damage: String, message: String) throws {
    let damaged = { (path: String) in try DatabaseQueue(path: path).write { try $0.execute(sql: damage) } }
    try withStore(of: Self.catalog, changedBy: damaged) { store in
      let error = #expect(throws: CatalogError.self) { try store.catalog() }
      #expect(error?.problems.map(\.description) == ["\(store.path): \(message)"])
    }
  }
}
