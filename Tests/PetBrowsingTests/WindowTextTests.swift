import Foundation
import PetBrowsing
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

/// The titles, the count, the rows and the empty states, as a person reads them.
@MainActor
@Suite struct WindowTextTests {
  func browser(_ catalog: Catalog) throws -> Browser {
    try withTemporaryDirectory { Browser(catalog, userData: openStore(in: $0)) }
  }

  @Test func windowTitle_withAShelter_namesTheShelterThenTheApp() throws {
    let viewModel = try browser(bundledCatalog()).viewModel
    #expect(viewModel.windowTitle == "Riverbend Animal Shelter — Pet Browser")
    #expect(viewModel.headerTitle == "Pet Browser")
    #expect(viewModel.headerSubtitle == "Riverbend Animal Shelter")
  }

  @Test(arguments: [nil, ""])
  func windowTitle_withoutAShelter_isTheAppsName(shelter: String?) throws {
    let viewModel = try browser(Catalog(shelter: shelter, pets: [.template])).viewModel
    #expect(viewModel.windowTitle == "Pet Browser")
    #expect(viewModel.headerTitle == "Pet Browser")
    #expect(viewModel.headerSubtitle == nil)
  }

  @Test func countText_forEveryPet_aSearch_aFilter_andBoth() throws {
    let viewModel = try browser(bundledCatalog()).viewModel
    #expect(viewModel.countText == "27 pets")
    viewModel.searchTextChanged("lab")
    #expect(viewModel.countText == "1 of 27 pets")
    viewModel.searchTextChanged("")
    viewModel.choiceChanged(.species, item: 1)
    #expect(viewModel.countText == "7 of 27 pets")
    viewModel.searchTextChanged("dog")
    #expect(viewModel.countText == "2 of 27 pets")
  }

  @Test func countText_forOnePet_isSingular() throws {
    let viewModel = try browser(Catalog(pets: [.template])).viewModel
    #expect(viewModel.countText == "1 pet")
    viewModel.searchTextChanged("zzzz")
    #expect(viewModel.countText == "0 of 1 pet")
  }

  @Test func rows_forASearch_showEveryCell() throws {
    let catalog = try bundledCatalog()
    let viewModel = try browser(catalog).viewModel
    viewModel.searchTextChanged("dog")
    let pictures = try #require(catalog.directory).appendingPathComponent("pictures").path
    let cells = (0..<viewModel.rows.count).map { position in
      let row = viewModel.row(at: position)
      return [row.imagePath ?? "", row.name, row.species, row.age, row.fee, row.star.symbol, row.star.label]
    }
    #expect(
      cells == [
        ["\(pictures)/moose.svg", "Moose", "Dog", "6 years old", "$75.00", "☆", "Add Moose to favourites"],
        ["\(pictures)/thumper.svg", "Thumper", "Rabbit", "4 years old", "$150.00", "☆", "Add Thumper to favourites"],
        ["\(pictures)/koyuki.svg", "小雪", "Dog", "5 years old", "$150.00", "☆", "Add 小雪 to favourites"],
      ])
  }

  @Test func emptyState_whilePetsAreListed_isNone() throws {
    let viewModel = try browser(bundledCatalog()).viewModel
    #expect(viewModel.emptyState == nil)
  }

  @Test func emptyState_forASearch_saysToTryAnotherName() throws {
    let viewModel = try browser(bundledCatalog()).viewModel
    viewModel.searchTextChanged("  zzzz ")
    let empty = try #require(viewModel.emptyState)
    #expect(empty.title == "No pets match “zzzz”")
    #expect(empty.message == "Try a different name or breed, or fewer words.")
    #expect(empty.iconName == "system-search-symbolic")
    #expect(viewModel.rows.isEmpty)
  }

  @Test func emptyState_forASearchAndFilters_saysToClearTheFilters() throws {
    let viewModel = try browser(bundledCatalog()).viewModel
    viewModel.choiceChanged(.species, item: 2)
    viewModel.searchTextChanged("biscuit")
    let empty = try #require(viewModel.emptyState)
    #expect(empty.title == "No pets match “biscuit”")
    #expect(empty.message == "Try a different name or breed, or clear the filters.")
    #expect(empty.iconName == "system-search-symbolic")
  }

  @Test func emptyState_forFiltersAlone_saysToClearSome() throws {
    let viewModel = try browser(Catalog(pets: [.template])).viewModel
    viewModel.choiceChanged(.species, item: 1)
    let empty = try #require(viewModel.emptyState)
    #expect(empty.title == "No pets match these filters")
    #expect(empty.message == "Clear some filters to see more pets.")
    #expect(empty.iconName == "system-search-symbolic")
    #expect(viewModel.countText == "0 of 1 pet")
  }

  @Test func emptyState_forAnEmptyCatalogue_saysToAddPets() throws {
    let viewModel = try browser(Catalog(pets: [])).viewModel
    let empty = try #require(viewModel.emptyState)
    #expect(empty.title == "No pets in this catalogue")
    #expect(empty.message == "Add pets to the catalogue file to see them here.")
    #expect(empty.iconName == "folder-open-symbolic")
    #expect(viewModel.countText == "0 pets")
  }
}
