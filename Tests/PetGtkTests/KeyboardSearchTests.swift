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
  /// A shown window on the bundled catalogue.
  func shownWindow() throws -> PetBrowserWindow {
    try Fixtures.requireDisplay()
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    try Fixtures.show(window)
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

  /// Presses and releases `keyval` as the keyboard would: the events go to the window, which
  /// hands them on to its focus.
  func press(_ keyval: Int32, in window: PetBrowserWindow) throws {
    let toplevel = window.windowPointerForTests.assumingMemoryBound(to: GtkWidget.self)
    let gdkWindow = try #require(gtk_widget_get_window(toplevel))
    let keyboard = gdk_seat_get_keyboard(gdk_display_get_default_seat(gtk_widget_get_display(toplevel)))
    var keys: UnsafeMutablePointer<GdkKeymapKey>?
    var count: Int32 = 0
    gdk_keymap_get_entries_for_keyval(
      gdk_keymap_get_for_display(gtk_widget_get_display(toplevel)), guint(keyval), &keys, &count)
    let keycode = count > 0 ? UInt16(keys?.pointee.keycode ?? 0) : 0
    g_free(keys)
    for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
      let event = try #require(gdk_event_new(type))
      event.pointee.key.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gdkWindow)))
      event.pointee.key.send_event = 1
      event.pointee.key.keyval = guint(keyval)
      event.pointee.key.hardware_keycode = keycode
      event.pointee.key.time = guint32(GDK_CURRENT_TIME)
      gdk_event_set_device(event, keyboard)
      gtk_main_do_event(event)
      gdk_event_free(event)
    }
    GtkSession.runPendingEvents()
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
    for key in [GDK_KEY_l, GDK_KEY_a, GDK_KEY_b] { try press(key, in: window) }
    #expect(Fixtures.runMainLoop { window.viewModel.searchText == "lab" })
    #expect(pet_gtk_object_get_int(window.widgetPointer("search_bar"), "search-mode-enabled") == 1)
  }

  /// Space presses the focused button, as it always did: it starts no search.
  @Test func space_pressesTheFocusedButton_andStartsNoSearch() throws {
    let window = try shownWindow()
    defer { window.close() }
    let toggle = try widget(window, "favorites_toggle")
    gtk_widget_grab_focus(toggle)
    try press(GDK_KEY_space, in: window)
    #expect(Fixtures.runMainLoop { window.viewModel.onlyFavorites })
    #expect(window.viewModel.searchText == "")
    #expect(pet_gtk_object_get_int(window.widgetPointer("search_bar"), "search-mode-enabled") == 0)
  }
}
