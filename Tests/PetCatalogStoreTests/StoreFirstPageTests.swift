import Foundation
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// A store's first page, asked in SQL before its index in memory is made (`LIMIT`), must be the
/// whole answer's first pets, counted only when they are all of it (a full page leaves the
/// count to the whole answer); once the index is made, the page comes from it, counted.
@Suite struct StoreFirstPageTests {
  @Test func theFirstPage_isTheWholeAnswersFirstPets_countedWhenItIsAllOfThem() throws {
    let catalog = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(generatedCatalogJSON(count: 1_500).utf8), file: "generated.json", directory: nil)
    var filters = StoreSearchTests.filters
    for search in ["b", "beagle", "%", "_", "'", "\\", "b%", "zzzz", "小", " ", "st. bern"] {
      filters.append(PetFilter(search: search))
    }
    let speciesNames: [Species: String] = [.dog: "Hund", .cat: "猫"]
    try withStore(of: catalog) { store in
      let backing = try #require(try store.backedCatalog(indexedInMemory: true).backing as? StoreBacking)
      // The whole answers, in SQL too, from a backing of their own.
      let reference = try #require(try store.backedCatalog().backing)
      var sizesSeen: Set<Int> = []
      for filter in filters {
        for order in PetSortOrder.allCases {
          let whole = reference.query(filter, order: order, today: .fixedToday, speciesNames: speciesNames)
          sizesSeen.insert(whole.count)
          for size in [0, 7, 1_000] {
            let page = backing.firstPage(
              filter, order: order, today: .fixedToday, speciesNames: speciesNames, size: size, keeping: nil,
              isWanted: { true })
            let count = whole.count < size ? whole.count : nil
            #expect(
              page == AnswerPage(indices: Array(whole.prefix(size)), count: count),
              "\(filter) by \(order), \(size)")
          }
        }
      }
      // Asked before any whole answer, every page was asked in SQL: the index was not begun.
      #expect(!backing.isIndexed)
      #expect(sizesSeen.contains(0) && sizesSeen.contains { $0 > 1_000 } && sizesSeen.contains { 1..<1_000 ~= $0 })
      // Once the index is made, a first page comes from it, counted (StoreIndexTests holds
      // its pages to the catalogue in memory's answers).
      backing.prepare()
      #expect(backing.isIndexed)
      let whole = backing.query(PetFilter(), order: .name, today: .fixedToday, speciesNames: speciesNames)
      #expect(
        backing.firstPage(
          PetFilter(), order: .name, today: .fixedToday, speciesNames: speciesNames, size: 7, keeping: nil
        ) { true } == AnswerPage(indices: Array(whole.prefix(7)), count: whole.count))
    }
  }
}
