import CPetGtk
import Foundation
import PetInstallation
import PetLocalization

/// GTK for this process: opened once, on the main thread.
@MainActor
public enum GtkSession {
  private static var state: Bool?

  /// Where the window finds its templates, pictures, style sheet and icons.
  public struct Resources: Sendable {
    /// The folder of the `.ui` templates.
    public var templates: String?
    public var placeholderPicture: String?
    public var styleSheet: String?
    public var icons: String?

    /// As pet-browser finds them: installed under `PREFIX/share`, else in the source tree.
    public static var bundled: Resources {
      let installedIcons = URL(fileURLWithPath: Installation.executablePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/icons").path
      return Resources(
        templates: Installation.resource("ui"),
        placeholderPicture: Installation.resource("pictures/placeholder.svg"),
        styleSheet: Installation.resource("pet-browser.css"),
        icons: FileManager.default.fileExists(atPath: installedIcons)
          ? installedIcons : Installation.resource("icons"))
    }
  }

  /// Opens the display (`gtk_init_check`) the first time; `false` when there is none.
  public static func start(_ resources: Resources = .bundled) -> Bool {
    if let state { return state }
    let opened = pet_gtk_init_check(
      resources.templates, resources.placeholderPicture, resources.styleSheet, resources.icons)
    state = opened
    return opened
  }

  /// Handles whatever GTK has pending (redraws, idle callbacks) without waiting.
  public static func runPendingEvents() {
    pet_gtk_iterate_pending()
  }

  /// Lays every window out right to left (as for Arabic or Hebrew), or back left to right; GTK
  /// otherwise takes the direction from the locale's language.
  public static func setRightToLeft(_ rightToLeft: Bool) {
    pet_gtk_set_default_direction(rightToLeft)
  }

  /// Runs `body` on the main loop when it is next idle. Call from any thread: this is how
  /// work done elsewhere comes back to GTK.
  public nonisolated static func runOnMainLoop(_ body: @escaping @MainActor @Sendable () -> Void) {
    let box = Unmanaged.passRetained(IdleBox(body)).toOpaque()
    pet_gtk_idle_add(
      { pointer in
        guard let pointer else { return }
        let box = Unmanaged<IdleBox>.fromOpaque(pointer).takeUnretainedValue()
        MainActor.assumeIsolated { box.body() }
      }, box, releaseBox)
  }

  /// Why the window cannot open, for the message, or `nil` when a display is named.
  public nonisolated static func missingDisplayReason(environment: [String: String]) -> String? {
    let display = environment["DISPLAY"] ?? ""
    let wayland = environment["WAYLAND_DISPLAY"] ?? ""
    return display.isEmpty && wayland.isEmpty ? tr("neither DISPLAY nor WAYLAND_DISPLAY is set") : nil
  }
}

private final class IdleBox: Sendable {
  let body: @MainActor @Sendable () -> Void
  init(_ body: @escaping @MainActor @Sendable () -> Void) { self.body = body }
}
