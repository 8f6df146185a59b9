import Foundation
import PetCatalog
import PetTestSupport
import Testing

@Suite struct PetIndexTests {
  let index = PetIndex(catalog: .riverbend)

  /// The ids of the pets `filter` shows, in `order`.
  private func ids(_ filter: PetFilter = PetFilter(), order: PetSortOrder = .name) -> [String] {
    index.query(filter, order: order, today: .fixedToday).map { index.catalog.pets[$0].id }
  }

  private func filter(_ change: (inout PetFilter) -> Void) -> PetFilter {
    var filter = PetFilter()
    change(&filter)
    return filter
  }

  // MARK: Search

  @Test(arguments: [
    ("zoe", ["zoe"]),
    ("ZOË", ["zoe"]),
    ("Zoe\u{0308}", ["zoe"]),  // ë as e and a combining diaeresis
    ("SEÑOR", ["senor-bigotes"]),
    ("senor", ["senor-bigotes"]),
    ("emile", ["emile"]),
    ("ÉMILE", ["emile"]),
    ("bigotes señor", ["senor-bigotes"]),  // every word, in any order
    ("domestic shorthair", ["ada", "tiny"]),
    ("labrador", ["biscuit"]),  // the breed
    ("tennis ball", ["biscuit"]),  // the description
    ("  GREETS   ", ["stuart"]),
    ("cat zoë", ["zoe"]),  // the species is searched too
    ("guinea", ["senor-bigotes"]),  // the species' English name, "guinea pig"
    ("talks", ["zoe"]),
    ("alks", []),  // only at the start of a word: "talks" holds it, no word starts with it
    ("hedg", ["tiny"]),  // the start of "hedge", as search as you type gets it
    ("xyz", []),
  ])
  func search_findsEveryWord_ignoringCaseAndAccents(text: String, expected: [String]) {
    #expect(ids(PetFilter(search: text)) == expected)
  }

  @Test func search_whenEmptyOrBlank_showsEveryPet() {
    #expect(ids(PetFilter(search: "")).count == 8)
    #expect(ids(PetFilter(search: " \t ")).count == 8)
    #expect(PetFilter(search: "").isEmpty)
    #expect(!PetFilter(search: "a").isEmpty)
  }

  @Test func searchTerms_areFoldedWords() {
    #expect(PetFilter(search: "  Señor   BIGOTES\tZoë ").searchTerms == ["senor", "bigotes", "zoe"])
  }

  @Test func searchText_foldsCaseAndDiacritics() {
    #expect(SearchText.fold("Señor Bigotes") == "senor bigotes")
    #expect(SearchText.fold("ZOË") == "zoe")
    #expect(SearchText.fold("Émile") == "emile")
    #expect(SearchText.fold("PLAIN ascii 42") == "plain ascii 42")
  }

  // MARK: Filters, alone and combined

  @Test func filter_bySpecies() {
    #expect(ids(filter { $0.species = [.cat] }) == ["ada", "tiny", "zoe"])
    #expect(ids(filter { $0.species = [.dog, .bird] }) == ["biscuit", "captain", "stuart"])
  }

  @Test func filter_bySex() {
    #expect(ids(filter { $0.sex = .male }) == ["captain", "emile", "senor-bigotes", "stuart"])
    #expect(ids(filter { $0.sex = .female }) == ["ada", "biscuit", "tiny", "zoe"])
  }

  @Test func filter_bySize() {
    #expect(ids(filter { $0.sizes = [.small] }) == ["emile", "senor-bigotes", "stuart"])
    #expect(ids(filter { $0.sizes = [.large, .extraLarge] }) == ["biscuit"])
  }

  @Test func filter_byAgeGroup_onToday() {
    #expect(ids(filter { $0.ageGroups = [.baby] }) == ["tiny"])
    #expect(ids(filter { $0.ageGroups = [.young] }) == ["emile"])
    // Captain, an African grey of 25, is an adult: his kind lives for fifty years. Señor Bigotes,
    // a guinea pig of 2, is an adult too, and Émile, a rabbit of 8 months, is young.
    #expect(ids(filter { $0.ageGroups = [.adult] }) == ["ada", "biscuit", "captain", "senor-bigotes", "stuart", "zoe"])
    #expect(ids(filter { $0.ageGroups = [.senior] }) == [])
  }

  @Test func filter_byAgeGroup_countsToTheDayGiven() {
    // Tiny, born 2026-10-31, was not born yet in 2025: an age of zero is a baby.
    // Biscuit, born 2019-03-01, turns 8 (senior) on 2027-03-01.
    let seniors = filter { $0.ageGroups = [.senior] }
    let names: (CalendarDate) -> [String] = { day in
      index.query(seniors, today: day).map { index.catalog.pets[$0].id }
    }
    #expect(names(CalendarDate(2027, 2, 28)) == [])
    #expect(names(CalendarDate(2027, 3, 1)) == ["biscuit"])
    // Captain turns 30 on 2031-03-01; Señor Bigotes, a guinea pig, has been senior since 2029.
    #expect(names(CalendarDate(2031, 2, 28)) == ["biscuit", "senor-bigotes"])
    #expect(names(CalendarDate(2031, 3, 1)) == ["biscuit", "captain", "senor-bigotes"])
  }

  @Test func filter_byRarity() {
    #expect(ids(filter { $0.rarities = [.veryRare] }) == ["captain", "stuart"])
    #expect(ids(filter { $0.rarities = [.uncommon] }) == ["senor-bigotes", "zoe"])
  }

  @Test func filter_byGoodWith_needsAKnownYesForEach() {
    #expect(ids(filter { $0.goodWith = [.kids] }) == ["biscuit", "senor-bigotes", "stuart", "zoe"])
    #expect(ids(filter { $0.goodWith = [.kids, .dogs] }) == ["biscuit", "stuart"])
    #expect(ids(filter { $0.goodWith = [.cats] }) == ["zoe"])
  }

  @Test func filter_byStatus() {
    #expect(ids(filter { $0.statuses = [.available] }) == ["biscuit", "captain", "senor-bigotes", "stuart", "zoe"])
    #expect(ids(filter { $0.statuses = [.pending, .onHold] }) == ["emile", "tiny"])
  }

  @Test func filters_combined_mustAllHold() {
    #expect(ids(filter { ($0.species, $0.sex) = ([.dog], .female) }) == ["biscuit"])
    #expect(ids(filter { ($0.species, $0.statuses) = ([.cat], [.available]) }) == ["zoe"])
    #expect(
      ids(filter { ($0.sex, $0.sizes, $0.goodWith) = (.male, [.small], [.kids]) }) == ["senor-bigotes", "stuart"])
    #expect(ids(filter { ($0.search, $0.species) = ("domestic", [.cat]) }) == ["ada", "tiny"])
    #expect(ids(filter { ($0.search, $0.species) = ("domestic", [.dog]) }) == [])
    #expect(ids(filter { ($0.ageGroups, $0.rarities) = ([.adult, .senior], [.veryRare]) }) == ["captain", "stuart"])
  }

  @Test func filter_matchesAttributes_ignoresTheSearch() {
    let filter = filter { ($0.search, $0.species) = ("nothing matches this", [.dog]) }
    #expect(filter.matchesAttributes(.stuart, today: .fixedToday))
    #expect(!filter.matchesAttributes(.template, today: .fixedToday))
  }

  // MARK: Sort orders, with stable ties

  @Test func sort_byName_foldsCaseAndAccents() {
    #expect(ids(order: .name) == ["ada", "biscuit", "captain", "emile", "senor-bigotes", "stuart", "tiny", "zoe"])
  }

  @Test func sort_byAge_youngestFirst_tiesInCatalogueOrder() {
    // Stuart and Ada share a birthday; Stuart comes first in the catalogue.
    #expect(ids(order: .age) == ["tiny", "emile", "senor-bigotes", "stuart", "ada", "zoe", "biscuit", "captain"])
  }

  @Test func sort_byFee_lowestFirst_tiesInCatalogueOrder() {
    #expect(ids(order: .fee) == ["biscuit", "tiny", "ada", "emile", "zoe", "senor-bigotes", "stuart", "captain"])
  }

  @Test func sort_byFee_followsTheCataloguesSchedule() {
    var catalog = Catalog.riverbend
    catalog.fees = FeeSchedule(currencyCode: "USD", fees: [.common: 600, .uncommon: 10])
    let index = PetIndex(catalog: catalog)
    let ids = index.query(PetFilter(), order: .fee, today: .fixedToday).map { catalog.pets[$0].id }
    #expect(ids == ["zoe", "senor-bigotes", "stuart", "captain", "biscuit", "tiny", "ada", "emile"])
  }

  @Test func sort_byIntake_longestWaitingFirst_tiesInCatalogueOrder() {
    #expect(ids(order: .intake) == ["captain", "biscuit", "zoe", "senor-bigotes", "stuart", "ada", "emile", "tiny"])
  }

  /// Ties keep the catalogue's order; the other way, they are reversed with the rest.
  @Test(arguments: PetSortOrder.allCases)
  func sort_isStable_whenEveryKeyTies(order: PetSortOrder) {
    let clones = (0..<20).map { number in Pet.make("pet-\(number)", "Same") }
    let index = PetIndex(catalog: Catalog(pets: clones))
    let expected = order.isReversed ? Array((0..<20).reversed()) : Array(0..<20)
    #expect(index.query(PetFilter(), order: order, today: .fixedToday) == expected)
  }

  /// Each order the other way is its exact reverse, but for a fee not listed, which stays last
  /// (issue 45).
  @Test func sort_theOtherWay_reversesEachOrder_butAFeeNotListedStaysLast() {
    for order in PetSortOrder.allCases where order.isReversed && order != .highestFee {
      #expect(ids(order: order) == ids(order: order.reversed).reversed(), "\(order)")
    }
    #expect(ids(order: .reverseName).first == "zoe")
    var catalog = Catalog.riverbend
    catalog.pets[0].rarity = nil
    catalog.pets[0].fee = nil
    let index = PetIndex(catalog: catalog)
    let byFee = index.query(PetFilter(), order: .fee, today: .fixedToday).map { catalog.pets[$0].id }
    let highest = index.query(PetFilter(), order: .highestFee, today: .fixedToday).map { catalog.pets[$0].id }
    #expect(byFee.last == catalog.pets[0].id)
    #expect(highest == Array(byFee.dropLast().reversed()) + [catalog.pets[0].id])
  }

  @Test func sort_ofAFilteredList_keepsOnlyThoseShown() {
    var shown = [7, 0, 3]
    index.sort(&shown, by: .age)
    #expect(shown == [7, 0, 3])
    index.sort(&shown, by: .name)
    #expect(shown == [3, 7, 0])
  }

  // MARK: Narrowing

  @Test(arguments: ["señor bigotes", "domestic shorthair", "the", "a lap cat", "zoë talks", "captain says hello"])
  func refine_withOneMoreLetter_equalsAFreshQuery(query: String) {
    var shown = index.query(PetFilter(), order: .name, today: .fixedToday)
    for length in 1...query.count {
      let filter = PetFilter(search: String(query.prefix(length)))
      shown = index.refine(shown, terms: filter.searchTerms)
      #expect(shown == index.query(filter, order: .name, today: .fixedToday), "after \"\(filter.search)\"")
    }
  }

  // MARK: Finding one pet

  @Test func petsMatching_findsByIDThenByNameIgnoringCaseAndAccents() {
    let catalog = Catalog.riverbend
    #expect(catalog.pets(matching: "stuart").map(\.id) == ["stuart"])
    #expect(catalog.pets(matching: "ZOE").map(\.id) == ["zoe"])
    #expect(catalog.pets(matching: "señor bigotes").map(\.id) == ["senor-bigotes"])
    #expect(catalog.pets(matching: "senor").map(\.id) == [])
    #expect(catalog.pets(matching: "nobody").map(\.id) == [])
  }
}
