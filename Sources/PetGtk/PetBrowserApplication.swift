import CPetGtk

/// The GtkApplication behind the window: its id, the app menu's actions (About, Quit) and
/// their keyboard shortcuts, and the main loop.
@MainActor
public final class PetBrowserApplication {
  /// The reverse-DNS id, also the icon's and the desktop file's name.
  public static let id = "org.shelterpets.PetBrowser"

  let app: OpaquePointer

  /// `unique`: a second launch raises the first window instead of opening another. One-shot
  /// runs (screenshots, tests) are not unique, so they never hand their work to a running copy.
  public init(unique: Bool) {
    guard let app = pet_gtk_app_new(Self.id, unique) else { fatalError("pet_gtk_app_new returned NULL") }
    self.app = app
  }

  isolated deinit {
    pet_gtk_app_free(app)
  }

  /// Calls `body` each time the application is launched (the first time, and on each launch
  /// of a second copy when unique).
  public func onActivate(_ body: @escaping @MainActor () -> Void) {
    pet_gtk_app_connect_activate(app, callVoid, CallbackBox<Void>(body).retain(), releaseBox)
  }

  /// Runs the main loop until the last window closes or `quit()`; returns the exit status.
  /// GTK gets only the program name, never our flags.
  public func run(programName: String) -> Int32 {
    Int32(pet_gtk_app_run(app, programName))
  }

  public func quit() {
    pet_gtk_app_quit(app)
  }
}
