import CGtk3
import CPetGtk
import Foundation
import PetGtk
import Testing

/// A person closes a window, then switches to the dark theme, another theme or a larger text
/// size: every open widget restyles, and nothing of the closed window is left to touch. GTK 3's
/// shortcuts window (the window's F1 help overlay) used to leave its content box behind, parented
/// to the freed window, so the theme change after a close read freed memory (a Gtk-CRITICAL,
/// gtk_widget_get_scale_factor). The suite runs with G_DEBUG=fatal-criticals.
@MainActor
@Suite(.serialized) struct ThemeChangeTests {
  init() throws { try Fixtures.requireDisplay() }

  private var settings: UnsafeMutableRawPointer { UnsafeMutableRawPointer(gtk_settings_get_default()) }

  /// Sets an int or boolean GtkSettings property to `value`, runs the main loop so every
  /// widget restyles, and sets it back.
  private func toggle(_ property: String, to value: Int64) {
    let original = pet_gtk_object_get_int(settings, property)
    pet_gtk_object_set_int(settings, property, value)
    _ = Fixtures.runMainLoop(for: 0.3) { false }
    pet_gtk_object_set_int(settings, property, original)
    _ = Fixtures.runMainLoop(for: 0.3) { false }
  }

  /// A window opened and closed (its shortcuts window with it): the shortcuts window's content
  /// goes too, and a theme, dark-theme or text-size change afterwards touches no gone widget.
  @Test func closingAWindow_thenChangingTheThemeOrTextSize_touchesNoGoneWidget() throws {
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    try Fixtures.show(window)
    let overlay = try #require(
      gtk_application_window_get_help_overlay(
        window.windowPointerForTests.assumingMemoryBound(to: GtkApplicationWindow.self)))
    let content = try #require(gtk_bin_get_child(UnsafeMutableRawPointer(overlay).assumingMemoryBound(to: GtkBin.self)))
    var contentLeft = GWeakRef()
    g_weak_ref_init(&contentLeft, UnsafeMutableRawPointer(content))
    defer { g_weak_ref_clear(&contentLeft) }

    window.close()
    _ = Fixtures.runMainLoop(for: 0.3) { false }
    let left = g_weak_ref_get(&contentLeft)
    if let left { g_object_unref(left) }
    #expect(left == nil, "the closed window's shortcuts window left its content box alive")

    toggle("gtk-application-prefer-dark-theme", to: 1)
    let dpi = pet_gtk_object_get_int(settings, "gtk-xft-dpi")
    toggle("gtk-xft-dpi", to: (dpi > 0 ? dpi : 96 * 1024) * 3 / 2)
    let theme = try #require(pet_gtk_object_dup_string(settings, "gtk-theme-name"))
    defer { pet_gtk_free(theme) }
    pet_gtk_object_set_string(settings, "gtk-theme-name", "HighContrast")
    _ = Fixtures.runMainLoop(for: 0.3) { false }
    pet_gtk_object_set_string(settings, "gtk-theme-name", theme)
    _ = Fixtures.runMainLoop(for: 0.3) { false }
  }
}
