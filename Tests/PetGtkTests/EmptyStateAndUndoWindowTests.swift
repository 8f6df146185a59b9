import PetBrowsing
import PetCards
import PetCatalog
import PetGtk
import PetPresentation
import PetTestSupport
import Testing

/// The empty state's button and the Undo notification, clicked as a person would.
@MainActor
@Suite struct EmptyStateAndUndoWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  func window(favorites: Set<String> = []) throws -> PetBrowserWindow {
    let catalog = try Fixtures.bundledCatalog()
    let window = PetBrowserWindow(
      list: PetListViewModel(catalog: catalog, today: Fixtures.today), store: .success(FakeStore(favorites: favorites)))
    try Fixtures.show(window)
    return window
  }

  @Test func emptyStateButton_clearsTheSearch_andEmptiesTheEntry() throws {
    let window = try window()
    window.search("zzzz")
    #expect(window.showsEmptyState)
    #expect(window.snapshot.emptyState?.last == "[Clear the search]")
    window.clickEmptyStateButton()
    #expect(!window.showsEmptyState)
    #expect(window.rowCount == 27)
    #expect(window.snapshot.search == nil)
    #expect(window.countText == "27 pets")
  }

  @Test func removingAStar_showsANotification_andUndoStarsItAgain() throws {
    let window = try window(favorites: ["zoe"])
    #expect(window.select(petID: "zoe"))
    window.toggleSelectedFavorite()
    #expect(Fixtures.runMainLoop { window.snapshot.notification != nil })
    #expect(window.snapshot.notification == WindowSnapshot.Field("Removed Zoë from favourites", "_Undo"))
    #expect(window.card.buttonText(.favorite) == "☆")

    window.clickNotificationButton()
    #expect(Fixtures.runMainLoop { window.card.buttonText(.favorite) == "★" })
    #expect(window.snapshot.notification == nil)
  }
}
