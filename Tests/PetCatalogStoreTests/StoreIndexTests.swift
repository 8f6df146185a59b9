import Foundation
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// The index a store's window keeps in memory (`StoreIndex`, through `StoreBacking`) gives the
/// in-memory catalogue's answers (`PetIndex`), for every filter and order, on a generated
/// catalogue, on the bundled one, and on catalogues of the fuzz corpus.
@Suite struct StoreIndexTests {
  /// The filters and orders where the two disagree, each with both answers' first ids.
  static func disagreements(_ catalog: Catalog, searches: [String]) throws -> [String] {
    let speciesNames: [Species: String] = [.dog: "Hund", .cat: "猫"]
    let reference = PetIndex(catalog: catalog, speciesNames: speciesNames)
    return try withStore(of: catalog) { store in
      let backed = try store.backedCatalog(indexedInMemory: true)
      let backing = try #require(backed.backing as? StoreBacking)
      backing.prepare()
      #expect(backing.isIndexed)
      var disagreements: [String] = []
      var filters = StoreSearchTests.filters
      for search in searches { filters.append(PetFilter(search: search)) }
      for filter in filters {
        for order in PetSortOrder.allCases {
          let expected = reference.query(filter, order: order, today: .fixedToday).map { catalog.pets[$0].id }
          let answered = backing.query(filter, order: order, today: .fixedToday, speciesNames: speciesNames).map {
            backing.pet(at: $0).id
          }
          if answered != expected {
            disagreements.append("\(filter) by \(order): \(answered.prefix(5)) against \(expected.prefix(5))")
          }
        }
      }
      return disagreements
    }
  }

  @Test func theIndex_answersAsTheCatalogueInMemory_onAGeneratedCatalogue() throws {
    let catalog = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(generatedCatalogJSON(count: 2_000).utf8), file: "generated.json", directory: nil)
    #expect(try Self.disagreements(catalog, searches: ["b", "be", "bea", "beagle", "dog-", "hund", "猫", "a b"]) == [])
  }

  /// A typed word of three letters or more is asked of the index as the words that start so,
  /// when there are at most `mostWordsNamed`, else as a prefix: both, and no word at all, give
  /// the catalogue's answers.
  @Test func aWordThatStartsFewWordsOrMany_isAnsweredAsTheCatalogueInMemory() throws {
    let count = 150
    let pets = (0..<count).map { number in
      Pet.make("pet-\(number)", "Quokka\(number)") { pet in
        pet.description = number.isMultiple(of: 2) ? "Quokkaesque and \"quiet\"." : "A quoll's friend."
      }
    }
    #expect(count > 2 * StoreBacking.mostWordsNamed)
    let searches = [
      "quo", "quok", "quokka", "quokka1", "quokka14", "quokka149", "quoll", "quokkae", "quq", "quokka1 qui",
    ]
    #expect(try Self.disagreements(Catalog(shelter: "Quokkas", pets: pets), searches: searches) == [])
  }

  @Test func theIndex_answersAsTheCatalogueInMemory_onTheBundledCatalogue() throws {
    let catalog = try bundledCatalog()
    let searches = Array(StoreSearchTests.terms(of: catalog).prefix(200))
    #expect(try Self.disagreements(catalog, searches: searches) == [])
  }

  @Test func theIndex_answersAsTheCatalogueInMemory_onCataloguesOfTheFuzzCorpus() throws {
    var mutator = CatalogueMutator(seed: 11)
    let base = try bundledCatalogueBytes()
    let loader = CatalogLoader(today: .fixedToday, checksImages: false)
    var loaded = 0
    var disagreements: [String] = []
    for round in 0..<300 where loaded < 15 {
      guard let catalog = try? loader.load(data: Data(mutator.mutate(base)), file: "pets.json", directory: nil) else {
        continue
      }
      loaded += 1
      disagreements += try Self.disagreements(catalog, searches: ["a", "st", "小", "-", "dog"]).map {
        "round \(round): \($0)"
      }
    }
    #expect(loaded >= 10)
    #expect(disagreements.prefix(3) == [])
  }
}
