import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetPresentation
import PetTestSupport
import Testing

/// The empty state's button shows pets again; a removed star can be undone.
@MainActor
@Suite struct EmptyStateActionAndUndoTests {
  @Test func clearTheSearchAndFilters_goesBackToTheStartingFilter() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.choiceChanged(.species, item: 2)
      viewModel.searchTextChanged("biscuit")
      #expect(viewModel.emptyState?.actionTitle == "Clear the search and filters")
      viewModel.emptyStateActionTapped()
      #expect(viewModel.emptyState == nil)
      #expect(viewModel.searchText == "")
      #expect(viewModel.selectedItem(of: .species) == 0)
      #expect(viewModel.countText == "27 pets")
      #expect(browser.updates.suffix(1) == [.searchText])
    }
  }

  @Test func clearTheFilters_keepsTheWindowsStartingStatus() throws {
    var start = PetFilter.browsing()
    start.species = [.horse]
    let list = PetListViewModel(catalog: try bundledCatalog(), today: today, filter: start)
    let main = ManualScheduler()
    let viewModel = PetBrowserViewModel(
      list: list, store: .success(FakeStore()), configuration: .init(main: main))
    viewModel.choiceChanged(.size, item: 1)
    #expect(viewModel.emptyState?.actionTitle == "Clear the filters")
    viewModel.emptyStateActionTapped()
    // Back to the horse the window started with, among adoptable pets only.
    #expect(viewModel.selectedItem(of: .size) == 0)
    #expect(viewModel.selectedItem(of: .species) == 9)
    #expect(viewModel.selectedItem(of: .status) == 0)
    #expect(viewModel.emptyState == nil)
  }

  @Test func noFavourites_showAllPets_releasesTheToggle() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.favoritesToggled(true)
      #expect(viewModel.emptyState?.actionTitle == "Show all pets")
      viewModel.emptyStateActionTapped()
      #expect(!viewModel.onlyFavorites)
      #expect(viewModel.countText == "27 pets")
    }
  }

  @Test func emptyCatalogue_hasNothingToClear() throws {
    try withBrowser(Catalog(pets: [])) { browser, _ in
      #expect(browser.viewModel.emptyState?.actionTitle == nil)
    }
  }

  @Test func removingAStar_offersUndo_andUndoStarsItAgain() throws {
    try withBrowser(bundledCatalog(), favorites: ["zoe", "stuart"]) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.favoritesToggled(true)
      #expect(viewModel.selectPet(id: "zoe"))
      viewModel.selectedStarActivated()
      #expect(viewModel.notification == nil, "announced only once saved")
      browser.settle()
      #expect(
        viewModel.notification
          == InAppNotification(
            text: "Removed Zoë from favourites", actionTitle: "_Undo", closeName: "Close the notification"))
      #expect(viewModel.countText == "1 of 27 pets")

      viewModel.notificationActionTapped()
      #expect(viewModel.notification == nil)
      browser.settle()
      #expect(viewModel.countText == "2 of 27 pets")
      let star = try browser.star("zoe")
      #expect(star.symbol == "★")
      // Starring is not announced.
      #expect(viewModel.notification == nil)
    }
  }

  @Test func closingTheNotification_leavesTheStarRemoved() throws {
    try withBrowser(bundledCatalog(), favorites: ["zoe"]) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "zoe"))
      viewModel.selectedStarActivated()
      browser.settle()
      #expect(viewModel.notification?.text == "Removed Zoë from favourites")
      viewModel.notificationClosed()
      #expect(viewModel.notification == nil)
      viewModel.notificationActionTapped()
      browser.settle()
      let star = try browser.star("zoe")
      #expect(star.symbol == "☆")
    }
  }
}
