import CGtk3
import CPetGtk
import Foundation
import PetGtk
import Testing

@testable import PetBrowsing

/// What screen readers get for the list's stars and the search bar's close button, read through
/// ATK under Xvfb.
@MainActor
@Suite struct AccessibleStarsTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func starCells_areToggles_namedAndCheckedAsTheStarIs() throws {
    let data = TemporaryDataDirectory()
    _ = try data.petcards(["favorite", "add", "zoe"])
    let window = Fixtures.window(for: try Fixtures.bundledCatalog(), data: data)
    try Fixtures.show(window)
    let zoe = try #require(window.viewModel.position(ofPetWithID: "zoe"))
    let stuart = try #require(window.viewModel.position(ofPetWithID: "stuart"))
    #expect(
      window.starCellAccessible(row: zoe)
        == PetBrowserWindow.Accessible(role: "toggle button", name: "Favourite", isChecked: true))
    #expect(
      window.starCellAccessible(row: stuart)
        == PetBrowserWindow.Accessible(
          role: "toggle button", name: "Not a favourite, press Ctrl+D to star", isChecked: false))

    // Starring Stuart checks his cell, once saved.
    #expect(window.clickStar(row: stuart))
    #expect(Fixtures.runMainLoop { window.viewModel.favorites?.state(of: "stuart") == .saved })
    #expect(
      window.starCellAccessible(row: stuart)
        == PetBrowserWindow.Accessible(role: "toggle button", name: "Favourite", isChecked: true))
    #expect(window.starCellAccessible(row: window.viewModel.rowCount) == nil)
  }

  @Test func searchBarsCloseButton_hasATooltip() throws {
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    try Fixtures.show(window)
    #expect(window.searchCloseTooltip == "Close search")
    #expect(window.searchCloseTooltip == BrowserTexts.searchCloseTooltip)
    // The close button is the template's own: screen readers hear its name, and it closes the bar.
    let close = try #require(window.widgetPointer("search_close"))
    let bar = try #require(window.widgetPointer("search_bar"))
    #expect(
      String(cString: atk_object_get_name(gtk_widget_get_accessible(close.assumingMemoryBound(to: GtkWidget.self))))
        == "Close search")
    window.search("bea")
    pet_gtk_object_set_int(bar, "search-mode-enabled", 1)
    #expect(pet_gtk_object_get_int(bar, "search-mode-enabled") == 1)
    pet_gtk_signal_emit(close, "clicked", 0)
    #expect(pet_gtk_object_get_int(bar, "search-mode-enabled") == 0)
  }
}
