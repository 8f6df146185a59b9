import CGtk3
import CPetGtk
import Foundation
import PetGtk
import Testing

/// At 1.5x text (as `GDK_DPI_SCALE=1.5` makes it) the window at its default size folds and
/// stays folded, shows every column of its list whole, and leaves no blank band above it.
@MainActor
@Suite struct LargeTextWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  /// Runs `body` with text 1.5 times as large, as GTK's own setting makes it.
  func atLargeText(_ body: () throws -> Void) rethrows {
    let settings = UnsafeMutableRawPointer(gtk_settings_get_default())
    let normal = pet_gtk_object_get_int(settings, "gtk-xft-dpi")
    pet_gtk_object_set_int(settings, "gtk-xft-dpi", 144 * 1024)
    defer { pet_gtk_object_set_int(settings, "gtk-xft-dpi", normal) }
    try body()
  }

  @Test func atLargeText_theDefaultWindowFoldsOnce_andCutsNothing() throws {
    try atLargeText {
      let window = Fixtures.window(for: try Fixtures.bundledCatalog())
      defer { window.close() }
      try Fixtures.show(window)
      var folds: [Bool] = []
      for _ in 0..<10 {
        _ = Fixtures.runMainLoop(for: 0.1) { false }
        if folds.last != window.viewModel.isFolded { folds.append(window.viewModel.isFolded) }
      }
      // It folded and stayed folded: hiding columns on folding made it unfold and fold again.
      #expect(folds.last == true)
      #expect(folds.count <= 2, "folded and unfolded: \(folds)")
      // Every column shows whole: the list is as wide as they are together.
      let list = try #require(window.bounds(of: "list_pane"))
      #expect(list.width >= Int(pet_gtk_object_get_int(window.windowPointerForTests, "full-list-width")))
      #expect(window.viewModel.showsSecondaryColumns)
      // No blank band: the list's page starts right under the header bar.
      let header = try #require(window.bounds(of: "header_bar"))
      let stack = try #require(window.bounds(of: "stack"))
      #expect(stack.y - header.maxY <= 2, "a band of \(stack.y - header.maxY) px above the list")
    }
  }
}
