import CGtk3
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

    /// Resources at these places (`nil`: none).
    public init(
      templates: String? = nil, placeholderPicture: String? = nil, styleSheet: String? = nil, icons: String? = nil
    ) {
      self.templates = templates
      self.placeholderPicture = placeholderPicture
      self.styleSheet = styleSheet
      self.icons = icons
    }

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

  /// The templates every window is built from.
  nonisolated static let templateFiles = ["window.ui", "card.ui", "form.ui"]

  /// The picture shown while a pet's picture decodes, when it has none and when it cannot be
  /// shown, as `start` was given it.
  static private(set) var placeholderPicture: String?

  /// What is missing from `resources` for a window to be built, in the reader's words, or `nil`.
  public nonisolated static func missingResource(_ resources: Resources) -> String? {
    let templates = templateFiles.map { (resources.templates ?? ".") + "/" + $0 }
    guard let missing = templates.first(where: { !FileManager.default.isReadableFile(atPath: $0) }) else { return nil }
    // TRANSLATORS: %1$@ is a file the window is built from, e.g. /usr/share/pet-adoption/ui/window.ui.
    return trf(tr("cannot read %1$@, which the window is built from; reinstall pet-browser"), missing)
  }

  /// Opens the display (`gtk_init_check`) the first time; `false` when there is none. The
  /// templates must be there (`missingResource`).
  public static func start(_ resources: Resources = .bundled) -> Bool {
    if let state { return state }
    placeholderPicture = resources.placeholderPicture
    let opened = pet_gtk_init_check(resources.templates, resources.styleSheet, resources.icons)
    state = opened
    return opened
  }

  /// Handles whatever GTK has pending (redraws, idle callbacks) without waiting.
  public static func runPendingEvents() {
    while gtk_events_pending() != 0 { gtk_main_iteration_do(0) }
  }

  /// Lays every window out right to left (as for Arabic or Hebrew), or back left to right; GTK
  /// otherwise takes the direction from the locale's language.
  public static func setRightToLeft(_ rightToLeft: Bool) {
    gtk_widget_set_default_direction(rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
  }

  /// Runs `body` on the main loop when it is next idle, or once `delay` has passed. Call from
  /// any thread: this is how work done elsewhere comes back to GTK.
  public nonisolated static func runOnMainLoop(
    after delay: Duration = .zero, _ body: @escaping @MainActor @Sendable () -> Void
  ) {
    let box = Unmanaged.passRetained(IdleBox(body)).toOpaque()
    let milliseconds = UInt32(
      clamping: delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000)
    pet_gtk_timeout_add(
      milliseconds,
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
