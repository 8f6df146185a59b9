import Foundation
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

@Suite struct PetListViewModelTests {
  private func list(
    _ catalog: Catalog = .riverbend, sortOrder: PetSortOrder = .name, _ change: (inout PetFilter) -> Void = { _ in }
  ) -> PetListViewModel {
    var filter = PetFilter()
    change(&filter)
    return PetListViewModel(catalog: catalog, today: .fixedToday, filter: filter, sortOrder: sortOrder)
  }

  private func ids(_ list: PetListViewModel) -> [String] {
    list.rows.map(\.id)
  }

  /// 26 pets, three of them dogs.
  private static let twentySix = Catalog(
    pets: (0..<26).map { number in
      Pet.make("pet-\(number)", "Pet \(number)") { if number < 3 { $0.species = .dog } }
    })

  // MARK: Count

  @Test func countText_whenEveryPetIsShown() {
    #expect(list(Self.twentySix).countText == "26 pets")
    #expect(list().countText == "8 pets")
  }

  @Test func countText_whenSomeAreShown() {
    #expect(list(Self.twentySix) { $0.species = [.dog] }.countText == "3 of 26 pets")
    #expect(list { $0.search = "zoe" }.countText == "1 of 8 pets")
    #expect(list { $0.search = "nobody" }.countText == "0 of 8 pets")
  }

  @Test func countText_forASinglePet() {
    #expect(list(Catalog(pets: [.stuart])).countText == "1 pet")
    #expect(list(Catalog(pets: [.stuart])) { $0.search = "nobody" }.countText == "0 of 1 pet")
  }

  @Test func countText_forAnEmptyCatalogue() {
    #expect(list(Catalog(pets: [])).countText == "0 pets")
  }

  // MARK: Empty state

  @Test func emptyState_whenTheCatalogueHasNoPets() {
    let list = list(Catalog(pets: []))
    #expect(list.isEmpty)
    #expect(list.emptyTitle == "No pets in this catalogue")
    #expect(list.emptyMessage == "Add pets to the catalogue file to see them here.")
  }

  @Test func emptyState_whenASearchFindsNothing() {
    let list = list { $0.search = "  rex  " }
    #expect(list.isEmpty)
    #expect(list.emptyTitle == "No pets match “rex”")
    #expect(list.emptyMessage == "Try a different name or breed, or fewer words.")
  }

  @Test func emptyState_whenASearchAndFiltersFindNothing() {
    let list = list { ($0.search, $0.species) = ("zoe", [.dog]) }
    #expect(list.isEmpty)
    #expect(list.emptyTitle == "No pets match “zoe”")
    #expect(list.emptyMessage == "Try a different name or breed, or clear the filters.")
  }

  @Test func emptyState_whenFiltersAloneFindNothing() {
    let list = list { ($0.species, $0.sex) = ([.bird], .female) }
    #expect(list.isEmpty)
    #expect(list.emptyTitle == "No pets match these filters")
    #expect(list.emptyMessage == "Clear some filters to see more pets.")
  }

  @Test func isEmpty_isFalse_whenSomethingIsShown() {
    #expect(!list().isEmpty)
  }

  // MARK: Rows, filter and sort

  @Test func rows_areViewModelsInTheSortOrder() {
    let list = list()
    #expect(ids(list) == ["ada", "biscuit", "captain", "emile", "senor-bigotes", "stuart", "tiny", "zoe"])
    #expect(list.visibleCount == 8)
    #expect(list.row(at: 5).name == "Stuart")
    #expect(list.row(at: 5).adoptionFeeText == "$500.00")
    #expect(list.row(at: 5).ageText == "3 years old")
    #expect(list.position(ofPetWithID: "stuart") == 5)
    #expect(list.position(ofPetWithID: "nobody") == nil)
  }

  @Test func rows_useTheCataloguesFeesAndLocale() throws {
    var catalog = Catalog.riverbend
    catalog.fees = FeeSchedule(currencyCode: "EUR", fees: [.veryRare: 1000])
    let list = PetListViewModel(catalog: catalog, today: .fixedToday, locale: Locale(identifier: "de_DE"))
    let stuart = try #require(list.position(ofPetWithID: "stuart"))
    #expect(list.row(at: stuart).adoptionFeeText == "1.000,00\u{A0}€")
  }

  @Test func settingTheFilter_runsTheQueryAgain() {
    var list = list()
    list.filter.species = [.cat]
    #expect(ids(list) == ["ada", "tiny", "zoe"])
    #expect(list.countText == "3 of 8 pets")
    list.filter.statuses = [.available]
    #expect(ids(list) == ["zoe"])
    list.filter = PetFilter()
    #expect(list.countText == "8 pets")
  }

  @Test(arguments: [
    (PetSortOrder.name, ["ada", "biscuit", "captain", "emile", "senor-bigotes", "stuart", "tiny", "zoe"]),
    (.age, ["tiny", "emile", "senor-bigotes", "stuart", "ada", "zoe", "biscuit", "captain"]),
    (.fee, ["biscuit", "tiny", "ada", "emile", "zoe", "senor-bigotes", "stuart", "captain"]),
    (.intake, ["captain", "biscuit", "zoe", "senor-bigotes", "stuart", "ada", "emile", "tiny"]),
  ])
  func sortOrder_givenAtTheStart_andChangedLater_giveTheSameRows(order: PetSortOrder, expected: [String]) {
    #expect(ids(list(sortOrder: order)) == expected)
    var changed = list(sortOrder: order == .name ? .intake : .name)
    changed.sortOrder = order
    #expect(ids(changed) == expected)
  }

  @Test func sortOrder_changed_keepsTheFilter() {
    var list = list { $0.species = [.cat] }
    list.sortOrder = .age
    #expect(ids(list) == ["tiny", "ada", "zoe"])
  }

  @Test func sortOrder_displayNames() {
    #expect(
      PetSortOrder.allCases.map(\.displayName) == [
        "Name", "Name, Z to A", "Youngest first", "Oldest first", "Lowest fee first", "Highest fee first",
        "Longest waiting first", "Newest arrivals first", "Nearest first",
      ])
  }

  // MARK: Search as you type

  /// Typing `query` a letter at a time, then deleting it a letter at a time, gives at
  /// every step the rows a fresh list with that search would show.
  @Test(arguments: [
    "señor bigotes", "SENOR", "zoë talks", "Zoe", "emile", "domestic shorthair", "the", "a lap cat",
    "captain says hello", "lab mix", "  tennis   ball ", "xyz", "e e e",
  ])
  func search_typedAndDeletedLetterByLetter_equalsAFreshQuery(query: String) {
    var females = PetFilter()
    females.sex = .female
    for order in PetSortOrder.allCases {
      for base in [PetFilter(), PetFilter(search: "a"), females] {
        var typing = list(sortOrder: order) { $0 = base }
        let prefixes = (0...query.count).map { base.search + String(query.prefix($0)) }
        for search in prefixes + prefixes.reversed() {
          typing.filter.search = search
          let fresh = list(sortOrder: order) { ($0, $0.search) = (base, search) }
          #expect(typing.visible == fresh.visible, "\(order), \"\(search)\"")
          #expect(typing.countText == fresh.countText)
        }
      }
    }
  }

  @Test func search_narrowedThenFiltered_equalsAFreshQuery() {
    var typing = list()
    for search in ["d", "do", "dom", "dome"] {
      typing.filter.search = search
    }
    typing.filter.search = "dom"
    typing.filter.statuses = [.onHold]
    #expect(ids(typing) == ["tiny"])
    typing.filter.search = "domestic"
    #expect(ids(typing) == ["tiny"])
    typing.filter.statuses = []
    #expect(ids(typing) == ["ada", "tiny"])
  }
}
