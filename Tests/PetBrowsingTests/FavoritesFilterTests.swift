import Foundation
import PetBrowsing
import PetCatalog
import PetStore
import PetTestSupport
import Testing

/// The Favourites toggle: only starred pets listed, as the stars change under it.
@MainActor
@Suite struct FavoritesFilterTests {
  @Test func favouritesToggle_listsOnlyFavourites_asTheyChange() throws {
    try withBrowser(bundledCatalog(), favorites: ["stuart", "zoe", "maple"]) { browser, location in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "zoe"))

      viewModel.favoritesToggled(true)
      #expect(viewModel.onlyFavorites)
      #expect(browser.names == ["Maple", "Stuart", "Zoë"])
      #expect(viewModel.countText == "3 of 27 pets")
      #expect(viewModel.selectedPetID == "zoe")

      // The search narrows the favourites further.
      viewModel.searchTextChanged("horse")
      #expect(browser.names == ["Maple"])
      #expect(viewModel.countText == "1 of 27 pets")
      viewModel.searchTextChanged("")

      // Unstarring a listed pet: it stays, pending, until saved, then leaves the list.
      let row = try #require(viewModel.position(ofPetWithID: "zoe"))
      viewModel.starActivated(row: row)
      #expect(browser.names == ["Maple", "Stuart", "Zoë"])
      #expect(try browser.star("zoe").symbol == "☆…")
      browser.save()
      #expect(browser.names == ["Maple", "Stuart"])
      #expect(viewModel.countText == "2 of 27 pets")
      #expect(viewModel.selectedPetID == "maple")

      // Another program stars Biscuit; the window sees it when brought to the front.
      try UserDataStore(location: location).addFavorite("biscuit")
      viewModel.windowActivated()
      browser.save()
      #expect(browser.names == ["Biscuit", "Maple", "Stuart"])
      #expect(viewModel.countText == "3 of 27 pets")
      #expect(viewModel.selectedPetID == "maple")

      viewModel.favoritesToggled(false)
      #expect(browser.names.count == 27)
      #expect(viewModel.countText == "27 pets")
    }
  }

  @Test func favouritesToggle_withNoFavourites_showsTheStarredEmptyState() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.favoritesToggled(true)
      #expect(
        viewModel.emptyState
          == EmptyState(
            title: "No favourites yet", message: "Click the ☆ on a pet to keep it here.", iconName: "starred-symbolic",
            actionTitle: "Show all pets"))
      #expect(viewModel.countText == "0 of 27 pets")
      #expect(viewModel.selectedPetID == nil)

      viewModel.favoritesToggled(false)
      #expect(viewModel.emptyState == nil)
      #expect(viewModel.selectedPetID == "bandit")
    }
  }

  @Test func favouritesToggle_whenASearchHidesTheFavourites_saysSoAboutTheSearch() throws {
    try withBrowser(bundledCatalog(), favorites: ["stuart"]) { browser, _ in
      browser.viewModel.favoritesToggled(true)
      browser.viewModel.searchTextChanged("cat")
      #expect(
        browser.viewModel.emptyState
          == EmptyState(
            title: "No pets match “cat”", message: "Try a different name or breed, or fewer words.",
            iconName: "system-search-symbolic", actionTitle: "Clear the search"))
    }
  }

  @Test func favouritesToggle_onAnEmptyCatalogue_saysTheCatalogueIsEmpty() throws {
    try withBrowser(Catalog(pets: [])) { browser, _ in
      browser.viewModel.favoritesToggled(true)
      #expect(browser.viewModel.emptyState == .emptyCatalogue)
      #expect(browser.viewModel.countText == "0 pets")
    }
  }
}
