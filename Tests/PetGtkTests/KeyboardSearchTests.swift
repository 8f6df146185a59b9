import CGtk3
import CPetGtk
import Foundation
import PetCatalog
import PetGtk
import PetTestSupport
import Testing

/// Typing anywhere in the window starts the search, as in GNOME's apps. The focus started on the
/// Species drop-down, where typing "lab" did nothing and a space opened the menu.
@MainActor
@Suite(.serialized) struct KeyboardSearchTests {
  /// A shown window on the bundled catalogue, `height` pixels tall when given (1000 wide), its
  /// size settled.
  func shownWindow(height: Int? = nil) throws -> PetBrowserWindow {
    try Fixtures.requireDisplay()
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    if let height { window.requestSize(width: 1000, height: height) }
    try Fixtures.show(window)
    if height != nil { _ = Fixtures.runMainLoop(for: 0.3) { false } }
    return window
  }

  func widget(_ window: PetBrowserWindow, _ name: String) throws -> UnsafeMutablePointer<GtkWidget> {
    try #require(window.widgetPointer(name)).assumingMemoryBound(to: GtkWidget.self)
  }

  func focus(of window: PetBrowserWindow) -> UnsafeMutableRawPointer? {
    gtk_window_get_focus(window.windowPointerForTests.assumingMemoryBound(to: GtkWindow.self)).map {
      UnsafeMutableRawPointer($0)
    }
  }

  @Test func theListHasTheKeyboard_atStart() throws {
    let window = try shownWindow()
    defer { window.close() }
    #expect(focus(of: window) == window.widgetPointer("tree_view"))
  }

  /// From the Species drop-down (where the focus used to start), "lab" is a search for "lab".
  @Test func typingOnADropDown_startsTheSearch() throws {
    let window = try shownWindow()
    defer { window.close() }
    gtk_widget_grab_focus(try widget(window, "species_combo"))
    for key in [GDK_KEY_l, GDK_KEY_a, GDK_KEY_b] { try window.press(key) }
    #expect(Fixtures.runMainLoop { window.viewModel.searchText == "lab" })
    #expect(pet_gtk_object_get_int(window.widgetPointer("search_bar"), "search-mode-enabled") == 1)
  }

  /// Space presses the focused button, as it always did: it starts no search.
  @Test func space_pressesTheFocusedButton_andStartsNoSearch() throws {
    let window = try shownWindow()
    defer { window.close() }
    let toggle = try widget(window, "favorites_toggle")
    gtk_widget_grab_focus(toggle)
    try window.press(GDK_KEY_space)
    #expect(Fixtures.runMainLoop { window.viewModel.onlyFavorites })
    #expect(window.viewModel.searchText == "")
    #expect(pet_gtk_object_get_int(window.widgetPointer("search_bar"), "search-mode-enabled") == 0)
  }

  /// Click Bandit, press Down ten times: Midnight's card showed while the list still showed
  /// Bandit…Maple. The selected row is always scrolled into view.
  @Test func downTenTimes_keepsTheSelectedRowInView() throws {
    let window = try shownWindow(height: 500)
    defer { window.close() }
    let tree = try widget(window, "tree_view")
    #expect(window.select(petID: "bandit"))
    gtk_widget_grab_focus(tree)
    // The list kept its width: it changed with each pet (602 to 613 px here), and each change
    // cut short the scroll that follows the selection.
    var widths: Set<Int32> = []
    for _ in 0..<10 {
      try window.press(GDK_KEY_Down)
      _ = Fixtures.runMainLoop(for: 0.05) { false }
      widths.insert(gtk_widget_get_allocated_width(tree))
    }
    #expect(widths.count == 1, "the list's widths: \(widths.sorted())")
    _ = Fixtures.runMainLoop(for: 0.5) { false }
    let view = UnsafeMutableRawPointer(tree).assumingMemoryBound(to: GtkTreeView.self)
    var start: OpaquePointer?
    var end: OpaquePointer?
    try #require(gtk_tree_view_get_visible_range(view, &start, &end) != 0, "the list shows no rows")
    defer {
      gtk_tree_path_free(start)
      gtk_tree_path_free(end)
    }
    let first = Int(try #require(gtk_tree_path_get_indices(start)).pointee)
    let last = Int(try #require(gtk_tree_path_get_indices(end)).pointee)
    let selected = Int(pet_gtk_object_get_int(window.windowPointerForTests, "selected-row"))
    #expect(window.viewModel.selectedPet?.name == window.card.text(.name))
    #expect(selected == 10, "Bandit is the first row; ten rows down")
    #expect((first...last).contains(selected), "rows \(first)…\(last) are on screen, \(selected) is selected")
  }

  /// The card kept the previous pet's scroll position, so the next pet's picture was cut off at
  /// the top: a pet picked from the list shows its card from the top.
  @Test func anotherPet_showsItsCardFromTheTop() throws {
    let window = try shownWindow(height: 420)
    defer { window.close() }
    let tree = try widget(window, "tree_view")
    gtk_widget_grab_focus(tree)
    try window.press(GDK_KEY_Down)
    _ = Fixtures.runMainLoop(for: 0.2) { false }
    let pane = try widget(window, "card_pane")
    let adjustment = gtk_scrolled_window_get_vadjustment(
      UnsafeMutableRawPointer(pane).assumingMemoryBound(to: GtkScrolledWindow.self))
    let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    #expect(bottom > 0, "the card is taller than its pane at this height")
    gtk_adjustment_set_value(adjustment, bottom)
    try window.press(GDK_KEY_Down)
    _ = Fixtures.runMainLoop(for: 0.2) { false }
    #expect(gtk_adjustment_get_value(adjustment) == 0)
  }

  /// The shortcuts window (F1) put its five general shortcuts on a second page, and missed
  /// Alt+P (Show Problems): it is one page now, with every group and Alt+P.
  @Test func shortcutsWindow_isOnePage_withAltP() throws {
    let window = try shownWindow()
    defer { window.close() }
    let overlay = try #require(
      gtk_application_window_get_help_overlay(
        window.windowPointerForTests.assumingMemoryBound(to: GtkApplicationWindow.self)))
    let widgets = allWidgets(in: UnsafeMutableRawPointer(overlay).assumingMemoryBound(to: GtkWidget.self))
    let section = try #require(widgets.first { isWidget($0, a: gtk_shortcuts_section_get_type()) })
    let stack = try #require(allWidgets(in: section).first { isWidget($0, a: gtk_stack_get_type()) })
    // The section lays its groups out in pages of columns when it is shown.
    gtk_widget_show(UnsafeMutableRawPointer(overlay).assumingMemoryBound(to: GtkWidget.self))
    defer { gtk_widget_hide(UnsafeMutableRawPointer(overlay).assumingMemoryBound(to: GtkWidget.self)) }
    _ = Fixtures.runMainLoop(for: 0.3) { false }
    let pages = allWidgets(in: stack).filter { gtk_widget_get_parent($0) == stack }
    #expect(pages.count == 1)
    let accelerators = allWidgets(in: section).filter { isWidget($0, a: gtk_shortcuts_shortcut_get_type()) }.compactMap
    {
      pet_gtk_object_dup_string(UnsafeMutableRawPointer($0), "accelerator").map { text in
        defer { pet_gtk_free(text) }
        return String(cString: text)
      }
    }
    #expect(accelerators.contains("<Alt>p"))
    #expect(accelerators.count == 25)
  }
}
