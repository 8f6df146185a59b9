import CPetGtk
import Foundation
import PetAdoptionFlow
import PetCatalog
import PetGtk
import PetPresentation
import PetStore
import Testing

@testable import PetBrowsing

@MainActor
@Suite struct FavoritesWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  func star(_ window: PetBrowserWindow, _ id: String) throws -> String? {
    let row = try #require(window.viewModel.position(ofPetWithID: id), "\(id) is not listed")
    return window.cellText(row: row, column: PET_GTK_COLUMN_STAR)
  }

  @Test func clickingAStarInTheList_isSeenByPetcards() throws {
    let data = TemporaryDataDirectory()
    let window = Fixtures.window(for: try Fixtures.bundledCatalog(), data: data)
    try Fixtures.show(window)
    let row = try #require(window.viewModel.position(ofPetWithID: "stuart"))
    #expect(window.cellText(row: row, column: PET_GTK_COLUMN_STAR) == "☆")
    #expect(window.cellText(row: row, column: PET_GTK_COLUMN_STAR_LABEL) == "Add Stuart to favourites")

    #expect(window.clickStar(row: row))
    // Saving: the star shows it is pending and cannot be toggled again.
    #expect(window.cellText(row: row, column: PET_GTK_COLUMN_STAR) == "★…")
    #expect(window.cellText(row: row, column: PET_GTK_COLUMN_STAR_LABEL) == "Adding Stuart to favourites…")
    #expect(window.clickStar(row: row))
    #expect(window.viewModel.favorites?.state(of: "stuart") == .saving(isFavorite: true))

    #expect(
      Fixtures.runMainLoop { window.viewModel.favorites?.state(of: "stuart") == .saved }, "not saved within 5 seconds")
    #expect(window.cellText(row: row, column: PET_GTK_COLUMN_STAR) == "★")
    #expect(window.cellText(row: row, column: PET_GTK_COLUMN_STAR_LABEL) == "Remove Stuart from favourites")
    #expect(try data.favoriteIDsFromPetcards() == ["stuart"])
    #expect(window.message == nil)
  }

  @Test func theCardsStar_andCtrlD_toggleTheSelectedPet() throws {
    let data = TemporaryDataDirectory()
    let window = Fixtures.window(for: try Fixtures.bundledCatalog(), data: data)
    try Fixtures.show(window)
    #expect(window.select(petID: "zoe"))
    #expect(window.card.buttonText(.favorite) == "☆")
    #expect(window.card.buttonLabel(.favorite) == "Add Zoë to favourites")

    window.card.click(.favorite)
    #expect(window.card.buttonText(.favorite) == "★…")
    #expect(!window.card.isButtonEnabled(.favorite))
    #expect(Fixtures.runMainLoop { window.viewModel.favorites?.state(of: "zoe") == .saved })
    #expect(window.card.buttonText(.favorite) == "★")
    #expect(window.card.isButtonEnabled(.favorite))
    #expect(try star(window, "zoe") == "★")
    #expect(try data.favoriteIDsFromPetcards() == ["zoe"])

    window.toggleSelectedFavorite()  // Ctrl+D
    #expect(window.card.buttonText(.favorite) == "☆…")
    #expect(Fixtures.runMainLoop { window.viewModel.favorites?.state(of: "zoe") == .saved })
    #expect(window.card.buttonText(.favorite) == "☆")
    #expect(try data.favoriteIDsFromPetcards() == [])
  }

  @Test func favouritesFilter_changesTheRowCountAndCount_asTheViewModelSays() throws {
    let data = TemporaryDataDirectory()
    _ = try data.petcards(["favorite", "add", "stuart", "zoe", "maple"])
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog, data: data)
    let favorites = try #require(window.viewModel.favorites)
    #expect(favorites.favoriteIDs == ["stuart", "zoe", "maple"])
    #expect(window.rowCount == 27)

    window.showOnlyFavorites(true)
    #expect(window.favoritesToggleIsActive)
    let list = PetListViewModel(catalog: catalog, today: Fixtures.today)
    #expect(window.rowCount == list.visible(onlyFavorites: favorites.favoriteIDs).count)
    #expect(window.rowCount == 3)
    #expect(window.countText == list.countText(onlyFavorites: favorites.favoriteIDs))
    #expect(window.countText == "3 of 27 pets")
    let names = (0..<window.rowCount).map { window.cellText(row: $0, column: PET_GTK_COLUMN_NAME) }
    #expect(names == list.rows(onlyFavorites: favorites.favoriteIDs).map(\.name))

    // Filters narrow the favourites further.
    window.search("cat")
    var filtered = list
    filtered.filter = PetFilter(search: "cat")
    #expect(window.rowCount == filtered.visible(onlyFavorites: favorites.favoriteIDs).count)
    #expect(window.countText == filtered.countText(onlyFavorites: favorites.favoriteIDs))
    window.search("")

    // Unstarring a pet while only favourites are listed takes it off the list once saved.
    try Fixtures.show(window)
    let row = try #require(window.viewModel.position(ofPetWithID: "zoe"))
    #expect(window.clickStar(row: row))
    #expect(Fixtures.runMainLoop { window.viewModel.favorites?.state(of: "zoe") == .saved })
    #expect(window.rowCount == 2)
    #expect(window.countText == "2 of 27 pets")
    #expect(window.viewModel.position(ofPetWithID: "zoe") == nil)

    window.showOnlyFavorites(false)
    #expect(window.rowCount == 27)
    #expect(window.countText == "27 pets")
  }

  @Test func favouritesFilter_withNoFavourites_showsTheEmptyState() throws {
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    window.showOnlyFavorites(true)
    #expect(window.rowCount == 0)
    #expect(window.showsEmptyState)
    #expect(window.countText == "0 of 27 pets")
    window.showOnlyFavorites(false)
    #expect(!window.showsEmptyState)
  }

  @Test func whenTheDataFolderIsAFile_theWindowStillBrowses_withStarsDisabled() throws {
    let data = TemporaryDataDirectory()
    let file = data.url.appendingPathExtension("file")
    try Data("not a folder".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let userData = Fixtures.openStore(UserDataLocation(directory: file))
    let error = try #require(
      {
        if case .failure(let error) = userData { return error }
        return nil
      }(), "the store opened in a file")
    let window = Fixtures.window(for: try Fixtures.bundledCatalog(), userData: userData)
    try Fixtures.show(window)

    #expect(window.viewModel.favorites == nil)
    let reason = FavoritesViewModel.unavailableText(error)
    #expect(window.viewModel.userDataProblem == reason)
    #expect(window.message == reason)
    #expect(reason.hasPrefix("Favourites and adoption inquiries are unavailable: \(file.path): "))

    let row = try #require(window.viewModel.position(ofPetWithID: "stuart"))
    #expect(window.cellText(row: row, column: PET_GTK_COLUMN_STAR) == "☆")
    #expect(window.cellText(row: row, column: PET_GTK_COLUMN_STAR_LABEL) == reason)
    window.clickStar(row: row)
    window.toggleSelectedFavorite()
    GtkSession.runPendingEvents()
    #expect(window.cellText(row: row, column: PET_GTK_COLUMN_STAR) == "☆")

    #expect(window.select(petID: "stuart"))
    #expect(!window.card.isButtonEnabled(.favorite))
    #expect(window.card.buttonLabel(.favorite) == reason)
    #expect(!window.card.isButtonEnabled(.askToAdopt))
    window.askToAdopt()
    #expect(window.inquiryForm == nil)

    // Browsing works as ever.
    window.search("zoe")
    #expect(window.rowCount == 1)
    #expect(window.card.text(.name) == "Zoë")
    window.closeMessage()
    #expect(window.message == nil)
  }
}
