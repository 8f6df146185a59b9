import Foundation
import PetBrowsing
import PetCatalog
import PetTestSupport
import Testing

/// Which pane a narrow window shows, the back button, the Filters toggle and the columns, and
/// the widest text of each sized column, all with no display.
@MainActor
@Suite struct PanesTests {
  @Test func wideWindow_showsBothPanes_noBackButton_filtersAndEveryColumn() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.rowActivated()
      #expect(viewModel.isFolded == false)
      #expect(viewModel.visiblePane == .list)
      #expect(viewModel.showsBackButton == false)
      #expect(viewModel.showsOpenButton == true)
      #expect(viewModel.showsFilters == true)
      #expect(viewModel.showsFiltersToggle == false)
      #expect(viewModel.showsSecondaryColumns == true)
    }
  }

  /// The species and age columns follow the list's own width, folded or not: hiding them when
  /// the window folded let it unfold again, over and over, at 1.5x text.
  @Test func aNarrowList_hidesSpeciesAndAge_whateverTheFold() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.listNarrowChanged(true)
      #expect(browser.updates.last == .pane)
      #expect(viewModel.showsSecondaryColumns == false)
      viewModel.foldedChanged(true)
      #expect(viewModel.showsSecondaryColumns == false)
      viewModel.listNarrowChanged(false)
      #expect(viewModel.showsSecondaryColumns == true)
      #expect(viewModel.isFolded == true)
    }
  }

  @Test func foldedWindow_opensTheCard_andBackReturnsToTheList() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.foldedChanged(true)
      #expect(browser.updates.last == .pane)
      #expect(viewModel.visiblePane == .list)
      #expect(viewModel.showsFilters == false)
      #expect(viewModel.showsFiltersToggle == true)
      // Folding alone hides no column: a folded list as wide as the window shows them all.
      #expect(viewModel.showsSecondaryColumns == true)
      #expect(viewModel.showsOpenButton == false)
      viewModel.filtersToggled(true)
      #expect(viewModel.showsFilters == true)

      #expect(viewModel.headerTitle == "Pet Browser")
      viewModel.rowActivated()
      #expect(viewModel.visiblePane == .card)
      #expect(viewModel.showsBackButton == true)
      #expect(viewModel.showsSearchButton == false)
      #expect(viewModel.showsFilters == false)
      #expect(viewModel.showsFiltersToggle == false)
      // Over the card, the title is the pet's, as in GNOME's adaptive apps.
      let name = try #require(viewModel.selectedPet?.name)
      #expect(viewModel.headerTitle == name)
      #expect(viewModel.windowTitle == name)

      viewModel.backTapped()
      #expect(viewModel.headerTitle == "Pet Browser")
      #expect(viewModel.windowTitle == "Pet Browser")
      #expect(viewModel.visiblePane == .list)
      #expect(viewModel.showsBackButton == false)
      #expect(viewModel.showsSearchButton == true)
      #expect(viewModel.showsFilters == true)

      viewModel.rowActivated()
      viewModel.foldedChanged(false)
      #expect(viewModel.visiblePane == .list)
      #expect(viewModel.showsBackButton == false)
      #expect(viewModel.showsOpenButton == true)
    }
  }

  @Test func petOpenedByName_showsItsCard_whenTheWindowFirstFolds() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.openPet(id: "zoe"))
      #expect(viewModel.visiblePane == .list)
      viewModel.foldedChanged(true)
      #expect(viewModel.visiblePane == .card)
      #expect(viewModel.selectedPet?.name == "Zoë")
      #expect(viewModel.showsBackButton == true)
      // Only the first fold: back in the list, folding again later keeps the list.
      viewModel.backTapped()
      viewModel.foldedChanged(false)
      viewModel.foldedChanged(true)
      #expect(viewModel.visiblePane == .list)
      // Folded already: the card at once. A pet the list does not show opens nothing.
      #expect(viewModel.openPet(id: "stuart"))
      #expect(viewModel.visiblePane == .card)
      #expect(!viewModel.openPet(id: "nobody"))
    }
  }

  @Test func columnSamples_holdTheWidestTextsOfEachColumn() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let samples = Dictionary(uniqueKeysWithValues: browser.viewModel.columnSamples.map { ($0.column, $0.texts) })
      #expect(samples["picture"] == [])
      #expect(
        samples["fee"] == ["$50.00", "$75.00", "$150.00", "$500.00", "$9,999.00", "Fee waived", "Fee not listed"])
      #expect(samples["star"] == ["★", "☆", "★…", "☆…"])
      let ages = try #require(samples["age"])
      #expect(ages.first == "Born today")
      #expect(ages.contains("11 months old"))
      #expect(ages.contains("about 28 years old"))
      #expect(!ages.contains("29 years old"))
      #expect(ages.suffix(5) == ["Baby", "Young", "Adult", "Senior", "Age not known"])
      #expect(samples["species"]?.contains("Guinea pig") == true)
    }
  }
}
