import CGtk3
import CPetGtk
import PetBrowsing
import PetInstallation

/// The GtkApplication behind the window: its id, the app menu's actions (About, Quit), every
/// keyboard shortcut, and the main loop.
@MainActor
public final class PetBrowserApplication {
  /// The reverse-DNS id, also the icon's and the desktop file's name.
  public static let id = "org.shelterpets.PetBrowser"

  let app: GObject

  /// `unique`: a second launch raises the first window instead of opening another. One-shot
  /// runs (screenshots, tests) are not unique, so they never hand their work to a running copy.
  public init(unique: Bool) {
    app = GObject(new: "GtkApplication")
    app.set("application-id", Self.id)
    app.set("flags", unique ? 0 : Int(G_APPLICATION_NON_UNIQUE.rawValue))
    pet_gtk_action_add(
      app.pointer, "quit", callSignal, CallbackBox<Int> { [weak self] _ in self?.quit() }.retain(), releaseBox)
    pet_gtk_action_add(
      app.pointer, "about", callSignal, CallbackBox<Int> { [weak self] _ in self?.showAbout() }.retain(),
      releaseBox)
    for (action, keys) in BrowserAccelerators.all { pet_gtk_app_set_accels(app.pointer, action, keys) }
  }

  /// Calls `body` each time the application is launched (the first time, and on each launch
  /// of a second copy when unique).
  public func onActivate(_ body: @escaping @MainActor () -> Void) {
    app.connect("activate") { _ in body() }
  }

  /// Runs the main loop until the last window closes or `quit()`; returns the exit status.
  /// GTK gets only the program name, never our flags.
  public func run(programName: String) -> Int32 {
    Int32(pet_gtk_app_run(app.pointer, programName))
  }

  /// Closes the window as its close button does (it asks first while an inquiry is unsent), and
  /// the application ends with its last window.
  public func quit() {
    if let mainWindow { pet_gtk_window_close(mainWindow.pointer) }
  }

  /// Ends the main loop at once, asking nothing: for the one-shot modes (a screenshot, a
  /// print), which may end with the adoption form open.
  public func quitNow() {
    if let mainWindow { pet_gtk_widget_destroy(mainWindow.pointer) }
    mainWindow = nil
  }

  /// The window About is shown over.
  var mainWindow: GObject?
  private var about: GObject?

  /// The About dialog, over the window; made once, then shown again.
  private func showAbout() {
    let about = self.about ?? GObject(new: "GtkAboutDialog")
    if self.about == nil {
      self.about = about
      about.set("program-name", BrowserTexts.appName)
      about.set("logo-icon-name", Self.id)
      about.set("version", Installation.version)
      // As the metainfo and LICENSE say.
      about.set("license-type", Int(GTK_LICENSE_MIT_X11.rawValue))
      about.set("comments", BrowserTexts.aboutComments)
      about.set("title", BrowserTexts.aboutTitle)
      about.set("modal", true)
      about.set("transient-for", object: mainWindow)
      about.connect("response") { [weak about] _ in about?.set("visible", false) }
    }
    about.set("visible", true)
  }
}
