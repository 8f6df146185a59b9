import Foundation
import PetBrowsing
import PetCatalog
import PetGtk
import PetPresentation
import PetStore
import PetTestSupport
import Testing

/// Saved searches in GTK (issue 44, point 3): Save Search (Ctrl+S) and Saved Searches
/// (Ctrl+Shift+S) are dialogs of the window whose words and rows come from the view model;
/// the rows' texts are plain (a name with markup shows as typed).
@MainActor
@Suite struct SavedSearchWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func aSearchSaved_isListed_andChosen() throws {
    let data = TemporaryDataDirectory()
    let window = Fixtures.window(for: try Fixtures.bundledCatalog(), data: data)
    try Fixtures.show(window)
    window.search("cat")
    #expect(Fixtures.runMainLoop { window.countText == "7 of 27 pets" }, "\(window.countText)")
    window.chooseSaveSearch()
    #expect(Fixtures.runMainLoop { window.shownSaveSearchNote != nil })
    #expect(
      window.shownSaveSearchNote == """
        Finds: “cat” · Status: Any.
        The pets it finds now are not new; those listed later are.
        """)
    window.saveSearch(as: "<b>Cats</b> & co")
    #expect(Fixtures.runMainLoop { window.shownSaveSearchNote == nil })
    #expect(Fixtures.runMainLoop { window.viewModel.notification != nil })
    #expect(window.viewModel.notification?.text == "Saved “<b>Cats</b> & co”: 7 pets match now.")

    window.search("")
    #expect(Fixtures.runMainLoop { window.countText == "27 pets" }, "\(window.countText)")
    window.chooseSavedSearches()
    #expect(Fixtures.runMainLoop { window.shownSavedSearches?.count == 1 })
    let row = try #require(window.shownSavedSearches?.first)
    #expect(row.name == "<b>Cats</b> & co")
    #expect(row.description == "Nothing new since earlier today. “cat” · Status: Any")
    if let folder = ProcessInfo.processInfo.environment["PET_SCREENSHOTS"] {
      _ = Fixtures.runMainLoop(for: 1) { false }
      _ = try? window.saveSavedSearchesScreenshot(to: folder + "/saved-searches.png")
    }
    window.chooseSavedSearch("<b>Cats</b> & co")
    #expect(Fixtures.runMainLoop { window.shownSavedSearches == nil })
    #expect(Fixtures.runMainLoop { window.countText == "7 of 27 pets" }, "\(window.countText)")
    #expect(window.shownSearchText == "cat")
    window.close()
  }

  @Test func noSavedSearch_saysHowToSaveOne() throws {
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    try Fixtures.show(window)
    window.chooseSavedSearches()
    #expect(Fixtures.runMainLoop { window.shownNoSavedSearches != nil })
    #expect(
      window.shownNoSavedSearches
        == "No saved searches yet. Save Search… (Ctrl+S) keeps the search, the filters and the place under a name.")
    window.close()
  }
}
