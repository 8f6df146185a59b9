import Foundation
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// The store's search, filters and sort held to the plain references: the search rule
/// (`PetIndex.referenceMatches`) and the in-memory index's filters and orders, on the bundled
/// catalogue, on generated ones, on Japanese text and on catalogues from the fuzz corpus.
@Suite struct StoreSearchTests {
  static let speciesNames: [Species: String] = [.dog: "Hund", .cat: "猫"]

  /// Word starts and pieces from inside words of the catalogue's texts, 1 to 4 characters, and a
  /// few that cross punctuation or start outside the Latin alphabet.
  static func terms(of catalog: Catalog, limit: Int = .max) -> [String] {
    var terms: Set<String> = ["小", "雪", "犬", "3", "dog-sized", "zz", "-sized", "o'", "hund", "猫", "guinea"]
    for pet in catalog.pets {
      let text = SearchText.fold(pet.searchedTexts.joined(separator: " "))
      for word in text.split(whereSeparator: \.isWhitespace) where terms.count < limit {
        let letters = Array(word)
        for length in 1...min(4, letters.count) {
          terms.insert(String(letters.prefix(length)))
          if letters.count > length { terms.insert(String(letters.dropFirst().prefix(length))) }
        }
      }
    }
    return terms.sorted()
  }

  /// The terms whose pets the store and the reference disagree on, with both answers.
  static func disagreements(_ catalog: Catalog, terms: [String]) throws -> [String] {
    try withStore(of: catalog) { store in
      var disagreements: [String] = []
      for term in terms + ["guinea pig", "pig guinea"] {
        let filter = PetFilter(search: term)
        let rowIDs = try store.query(filter, order: .name, today: .fixedToday, speciesNames: speciesNames)
        let stored = Set(try store.pets(rowIDs).pets.values.map(\.id))
        let reference = Set(
          catalog.pets.filter {
            PetIndex.referenceMatches($0, terms: filter.searchTerms, speciesNames: speciesNames)
          }.map(\.id))
        if stored != reference {
          disagreements.append("\(term): store \(stored.sorted()), reference \(reference.sorted())")
        }
      }
      return disagreements
    }
  }

  @Test func search_agreesWithTheReference_onTheBundledCatalogue() throws {
    let catalog = try bundledCatalog()
    let terms = Self.terms(of: catalog)
    #expect(terms.count > 1000)
    #expect(try Self.disagreements(catalog, terms: terms) == [])
  }

  @Test func search_agreesWithTheReference_onJapaneseText() throws {
    let catalog = Catalog(shelter: LocalWordsCatalog.shelter, pets: LocalWordsCatalog.pets)
    #expect(try Self.disagreements(catalog, terms: Self.terms(of: catalog)) == [])
  }

  @Test func search_agreesWithTheReference_onAGeneratedCatalogue() throws {
    let catalog = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(generatedCatalogJSON(count: 1_000).utf8), file: "generated.json", directory: nil)
    #expect(try Self.disagreements(catalog, terms: Self.terms(of: catalog, limit: 150)) == [])
  }

  @Test func search_agreesWithTheReference_onCataloguesOfTheFuzzCorpus() throws {
    var mutator = CatalogMutator(seed: 7)
    let base = try bundledCatalogueBytes()
    var loaded = 0
    var disagreements: [String] = []
    let loader = CatalogLoader(today: .fixedToday, checksImages: false)
    for round in 0..<400 where loaded < 40 {
      let bytes = mutator.mutate(base)
      guard let catalog = try? loader.load(data: Data(bytes), file: "pets.json", directory: nil) else { continue }
      loaded += 1
      let found = try Self.disagreements(catalog, terms: Self.terms(of: catalog, limit: 150))
      disagreements += found.map { "round \(round): \($0)" }
    }
    for (name, text) in TrickyCatalogs.corpus {
      guard let catalog = try? loader.load(data: Data(text.utf8), file: "pets.json", directory: nil) else { continue }
      disagreements += try Self.disagreements(catalog, terms: Self.terms(of: catalog, limit: 150)).map {
        "\(name): \($0)"
      }
    }
    #expect(loaded >= 20)
    #expect(disagreements.prefix(5) == [])
  }

  /// The filters and orders a person can choose, each compared with the in-memory index.
  static let filters: [PetFilter] = {
    var filters = [PetFilter(), PetFilter(search: "be"), PetFilter(search: "gentle dog")]
    for change: (inout PetFilter) -> Void in [
      { $0.species = [.dog, .cat] }, { $0.sex = .female }, { $0.sizes = [.small] }, { $0.ageGroups = [.senior] },
      { $0.ageGroups = [.baby, .young] }, { $0.rarities = [.rare, .veryRare] }, { $0.goodWith = [.kids, .cats] },
      { $0.statuses = [.available, .pending] },
      {
        $0.search = "a"
        $0.species = [.dog]
        $0.goodWith = [.dogs]
      },
    ] {
      var filter = PetFilter()
      change(&filter)
      filters.append(filter)
    }
    return filters
  }()

  @Test func filtersAndOrders_giveTheInMemoryIndexsAnswer_inItsOrder() throws {
    let catalog = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(generatedCatalogJSON(count: 2_000).utf8), file: "generated.json", directory: nil)
    let index = PetIndex(catalog: catalog)
    try withStore(of: catalog) { store in
      for filter in Self.filters {
        for order in PetSortOrder.allCases {
          let expected = index.query(filter, order: order, today: .fixedToday).map { catalog.pets[$0].id }
          let rowIDs = try store.query(filter, order: order, today: .fixedToday)
          let pets = try store.pets(rowIDs).pets
          #expect(rowIDs.compactMap { pets[$0]?.id } == expected, "\(filter) by \(order)")
          #expect(try store.count(filter, today: .fixedToday) == expected.count)
        }
      }
    }
  }

  @Test func sortByName_foldsAccents_asTheInMemoryIndexDoes() throws {
    try withStore(of: .riverbend) { store in
      let rowIDs = try store.query(PetFilter(), order: .name, today: .fixedToday)
      let pets = try store.pets(rowIDs).pets
      let index = PetIndex(catalog: .riverbend)
      #expect(
        rowIDs.compactMap { pets[$0]?.name }
          == index.query(PetFilter(), order: .name, today: .fixedToday).map { Catalog.riverbend.pets[$0].name })
    }
  }
}
