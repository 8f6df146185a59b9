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
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let store = try UserDataStore(location: UserDataLocation(directory: folder))
      for id in ["stuart", "zoe", "maple"] { try store.addFavorite(id) }
      let browser = Browser(catalog, userData: .success(store))
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
      try UserDataStore(location: UserDataLocation(directory: folder)).addFavorite("biscuit")
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
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let viewModel = Browser(catalog, userData: openStore(in: folder)).viewModel
      viewModel.favoritesToggled(true)
      let empty = try #require(viewModel.emptyState)
      #expect(empty.title == "No favourites yet")
      #expect(empty.message == "Click the ☆ on a pet to keep it here.")
      #expect(empty.iconName == "starred-symbolic")
      #expect(viewModel.countText == "0 of 27 pets")
      #expect(viewModel.selectedPetID == nil)

      viewModel.favoritesToggled(false)
      #expect(viewModel.emptyState == nil)
      #expect(viewModel.selectedPetID == "bandit")
    }
  }

  @Test func favouritesToggle_whenASearchHidesTheFavourites_saysSoAboutTheSearch() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let store = try UserDataStore(location: UserDataLocation(directory: folder))
      try store.addFavorite("stuart")
      let viewModel = Browser(catalog, userData: .success(store)).viewModel
      viewModel.favoritesToggled(true)
      viewModel.searchTextChanged("cat")
      let empty = try #require(viewModel.emptyState)
      #expect(empty.title == "No pets match “cat”")
      #expect(empty.message == "Try a different name or breed, or fewer words.")
      #expect(empty.iconName == "system-search-symbolic")
    }
  }

  @Test func favouritesToggle_onAnEmptyCatalogue_saysTheCatalogueIsEmpty() throws {
    try withTemporaryDirectory { folder in
      let viewModel = Browser(Catalog(pets: []), userData: openStore(in: folder)).viewModel
      viewModel.favoritesToggled(true)
      let empty = try #require(viewModel.emptyState)
      #expect(empty.title == "No pets in this catalogue")
      #expect(empty.message == "Add pets to the catalogue file to see them here.")
      #expect(empty.iconName == "folder-open-symbolic")
      #expect(viewModel.countText == "0 pets")
    }
  }
}
