import Foundation
import PetBrowsing
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

/// The titles, the count, the rows and the empty states, as a person reads them.
@MainActor
@Suite struct WindowTextTests {
  /// The search icon's empty states.
  func searchEmptyState(_ title: String, _ message: String, action: String?) -> EmptyState {
    EmptyState(title: title, message: message, iconName: "system-search-symbolic", actionTitle: action)
  }

  /// GTK keeps a window's title and its header bar's title the same, so the shelter goes in the
  /// subtitle.
  @Test func windowTitle_withAShelter_isTheAppsName_andTheSubtitleTheShelters() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      #expect(browser.viewModel.windowTitle == "Pet Browser")
      #expect(browser.viewModel.headerTitle == "Pet Browser")
      #expect(browser.viewModel.headerSubtitle == "Riverbend Animal Shelter")
    }
  }

  @Test(arguments: [nil, ""])
  func windowTitle_withoutAShelter_isTheAppsName(shelter: String?) throws {
    try withBrowser(Catalog(shelter: shelter, pets: [.template])) { browser, _ in
      #expect(browser.viewModel.windowTitle == "Pet Browser")
      #expect(browser.viewModel.headerTitle == "Pet Browser")
      #expect(browser.viewModel.headerSubtitle == nil)
    }
  }

  @Test func countText_forEveryPet_aSearch_aFilter_andBoth() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.countText == "27 pets")
      viewModel.searchTextChanged("lab")
      #expect(viewModel.countText == "1 of 27 pets")
      viewModel.searchTextChanged("")
      viewModel.choiceChanged(.species, item: 1)
      #expect(viewModel.countText == "7 of 27 pets")
      viewModel.searchTextChanged("dog")
      #expect(viewModel.countText == "7 of 27 pets")
    }
  }

  @Test func countText_forOnePet_isSingular() throws {
    try withBrowser(Catalog(pets: [.template])) { browser, _ in
      #expect(browser.viewModel.countText == "1 pet")
      browser.viewModel.searchTextChanged("zzzz")
      #expect(browser.viewModel.countText == "0 of 1 pet")
    }
  }

  @Test func rows_forASearch_showEveryCell() throws {
    let catalog = try bundledCatalog()
    let pictures = try #require(catalog.directory).appendingPathComponent("pictures").path
    try withBrowser(catalog) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.searchTextChanged("dog")
      let cells = (0..<viewModel.rowCount).map { position in
        let row = viewModel.row(at: position)
        return [row.imagePath ?? "", row.name, row.species, row.age, row.fee, row.star.symbol, row.star.label]
      }
      #expect(
        cells == [
          ["\(pictures)/biscuit.svg", "Biscuit", "Dog", "7 years old", "$50.00", "☆", "Add Biscuit to favourites"],
          ["\(pictures)/moose.svg", "Moose", "Dog", "6 years old", "$75.00", "☆", "Add Moose to favourites"],
          ["\(pictures)/pepper.svg", "Pepper", "Dog", "5 months old", "$50.00", "☆", "Add Pepper to favourites"],
          ["\(pictures)/rosie.svg", "Rosie", "Dog", "13 years old", "$50.00", "☆", "Add Rosie to favourites"],
          ["\(pictures)/stuart.svg", "Stuart", "Dog", "3 years old", "$500.00", "☆", "Add Stuart to favourites"],
          ["\(pictures)/thumper.svg", "Thumper", "Rabbit", "4 years old", "$150.00", "☆", "Add Thumper to favourites"],
          ["\(pictures)/waffles.svg", "Waffles", "Dog", "5 years old", "$75.00", "☆", "Add Waffles to favourites"],
          ["\(pictures)/koyuki.svg", "小雪", "Dog", "5 years old", "$150.00", "☆", "Add 小雪 to favourites"],
        ])
    }
  }

  @Test func emptyState_whilePetsAreListed_isNone() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      #expect(browser.viewModel.emptyState == nil)
    }
  }

  @Test func emptyState_forASearch_saysToTryAnotherName() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      browser.viewModel.searchTextChanged("  zzzz ")
      #expect(
        browser.viewModel.emptyState
          == searchEmptyState(
            "No pets match “zzzz”", "Try a different name or breed, or fewer words.", action: "Clear the search"))
      #expect(browser.viewModel.rowCount == 0)
    }
  }

  @Test func emptyState_forASearchAndFilters_saysToClearTheFilters() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      browser.viewModel.choiceChanged(.species, item: 2)
      browser.viewModel.searchTextChanged("biscuit")
      #expect(
        browser.viewModel.emptyState
          == searchEmptyState(
            "No pets match “biscuit”", "Try a different name or breed, or clear the filters.",
            action: "Clear the search and filters"))
    }
  }

  @Test func emptyState_forFiltersAlone_saysToClearSome() throws {
    try withBrowser(Catalog(pets: [.template])) { browser, _ in
      browser.viewModel.choiceChanged(.species, item: 1)
      #expect(
        browser.viewModel.emptyState
          == searchEmptyState(
            "No pets match these filters", "Clear some filters to see more pets.", action: "Clear the filters"))
      #expect(browser.viewModel.countText == "0 of 1 pet")
    }
  }

  @Test func emptyState_forAnEmptyCatalogue_saysToAddPets() throws {
    try withBrowser(Catalog(pets: [])) { browser, _ in
      #expect(browser.viewModel.emptyState == .emptyCatalogue)
      #expect(browser.viewModel.countText == "0 pets")
    }
  }
}
