import PetAdoptionFlow
import PetBrowsing
import PetCards
import PetCatalog
import PetGtk
import PetPresentation
import PetTestSupport
import Testing

/// Closing the window (as its close button does: the window is destroyed) leaves no dangling
/// widget behind: every input after it reaches the view model and touches no destroyed widget.
/// The suite runs with G_DEBUG=fatal-criticals, so a single GTK critical ends the run.
@MainActor
@Suite struct WindowLifetimeTests {
  init() throws { try Fixtures.requireDisplay() }

  @Test func closedWindow_takesEveryInput_withoutTouchingItsWidgets() throws {
    let catalog = try Fixtures.bundledCatalog()
    let store = FakeStore()
    let window = PetBrowserWindow(
      list: PetListViewModel(catalog: catalog, today: Fixtures.today), store: .success(store))
    try Fixtures.show(window)
    window.askToAdopt()
    #expect(window.inquiryForm != nil)
    let form = try #require(window.inquiryForm)

    window.close()
    #expect(window.isClosed)
    #expect(window.inquiryForm == nil)
    _ = Fixtures.runMainLoop(for: 0.2) { false }

    window.search("cat")
    for kind in BrowserChoice.Kind.allCases { window.choose(item: 1, in: kind) }
    window.showOnlyFavorites(false)
    #expect(!window.clickStar(row: 0))
    window.toggleSelectedFavorite()
    window.closeMessage()
    window.askToAdopt()
    window.present()
    form.type("Ada", into: .name)
    form.choose(1, for: .housing)
    form.leave(.name)
    form.clickSend()
    _ = Fixtures.runMainLoop(for: 0.5) { false }

    // The view model took every input: the search and the filters apply, and nothing is shown.
    #expect(window.viewModel.searchText == "cat")
    #expect(window.viewModel.selectedItem(of: .species) == 1)
    #expect(window.rowCount == 0)
    #expect(window.countText == "")
    #expect(window.message == nil)
    // Nothing is read back from destroyed widgets: the snapshot is empty.
    #expect(window.snapshot == WindowSnapshot())
  }

  @Test func windowDroppedBySwift_destroysItsWidgets_andReleasesItsClosures() throws {
    let catalog = try Fixtures.bundledCatalog()
    weak var released: PetBrowserWindow?
    do {
      let window = Fixtures.window(for: catalog)
      try Fixtures.show(window)
      window.search("dog")
      released = window
    }
    _ = Fixtures.runMainLoop(for: 0.2) { false }
    // No handler, idle source or cell function kept the window alive.
    #expect(released == nil)
  }
}

/// The window's templates are checked before GTK starts: a missing one is named in the reader's
/// words, never left to a GLib error.
@Suite struct MissingTemplateTests {
  @Test func missingResource_namesTheFirstTemplateNotThere() throws {
    try withTemporaryDirectory { folder in
      var resources = GtkSession.Resources()
      resources.templates = folder.path
      #expect(
        GtkSession.missingResource(resources)
          == "cannot read \(folder.path)/window.ui, which the window is built from; reinstall pet-browser")
      #expect(GtkSession.missingResource(.bundled) == nil)
    }
  }
}
