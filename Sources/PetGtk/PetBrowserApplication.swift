import CGtk3
import CPetGtk
import Glibc
import PetBrowsing
import PetInstallation

/// The GtkApplication behind the window: its id, the app menu's actions (About, Quit), every
/// keyboard shortcut, and the main loop.
@MainActor
public final class PetBrowserApplication {
  /// The reverse-DNS id, also the icon's and the desktop file's name.
  public static let id = "org.shelterpets.PetBrowser"

  let app: GObject
  /// Whether a second launch hands its command line to this copy.
  let isUnique: Bool

  /// `unique`: a second launch hands its command line to this one
  /// (`G_APPLICATION_HANDLES_COMMAND_LINE`, `onLaunch`) instead of opening another window.
  /// One-shot runs (screenshots, tests) are not unique, so they never hand their work to a
  /// running copy.
  public init(unique: Bool) {
    app = GObject(new: "GtkApplication")
    isUnique = unique
    app.set("application-id", Self.id)
    app.set(
      "flags", Int(unique ? G_APPLICATION_HANDLES_COMMAND_LINE.rawValue : G_APPLICATION_NON_UNIQUE.rawValue))
    pet_gtk_action_add(
      app.pointer, "quit", callSignal, CallbackBox<Int> { [weak self] _ in self?.quit() }.retain(), releaseBox)
    pet_gtk_action_add(
      app.pointer, "about", callSignal, CallbackBox<Int> { [weak self] _ in self?.showAbout() }.retain(),
      releaseBox)
    for (action, keys) in BrowserAccelerators.all { pet_gtk_app_set_accels(app.pointer, action, keys) }
    // A desktop notification's click: its token, a string (`app.open-match('…')`).
    let type = g_variant_type_new("s")
    let open = g_simple_action_new("open-match", type)
    g_variant_type_free(type)
    if let open {
      pet_gtk_signal_connect(
        UnsafeMutableRawPointer(open), "activate", callSignal,
        CallbackBox<Int> { [weak self] parameter in
          guard let variant = OpaquePointer(bitPattern: parameter), let text = g_variant_get_string(variant, nil) else {
            return
          }
          self?.onNotificationOpened?(String(cString: text))
        }.retain(), releaseBox)
      g_action_map_add_action(OpaquePointer(app.pointer), open)
      g_object_unref(UnsafeMutableRawPointer(open))
    }
  }

  /// Called with the token of a desktop notification the person clicked.
  var onNotificationOpened: (@MainActor (String) -> Void)?

  /// Sends `notification` to the desktop (GNotification, replacing one of its id); a click
  /// comes back to `onNotificationOpened`.
  public func send(_ notification: DesktopNotification) {
    guard let sent = g_notification_new(notification.title) else { return }
    g_notification_set_body(sent, notification.body)
    g_notification_set_default_action_and_target_value(
      sent, "app.open-match", g_variant_new_string(notification.token))
    g_application_send_notification(application, notification.id, sent)
    g_object_unref(UnsafeMutableRawPointer(sent))
  }

  /// A second launch's command line, handed to the running copy. The second launch waits until
  /// this is let go (`finish()`, or dropped), so a request that takes a while, such as a
  /// catalogue to read, can end it once it is done.
  @MainActor public final class Request {
    /// The arguments after the program's name.
    public let arguments: [String]
    /// The second launch's working folder, which its relative paths are relative to.
    public let directory: String
    private var commandLine: GObject?

    init(_ line: UnsafeMutablePointer<GApplicationCommandLine>) {
      var count: Int32 = 0
      let argv = g_application_command_line_get_arguments(line, &count)
      defer { g_strfreev(argv) }
      let given = (0..<Int(count)).compactMap { index in argv?[index].map { String(cString: $0) } }
      arguments = Array(given.dropFirst())
      directory = g_application_command_line_get_cwd(line).map { String(cString: $0) } ?? "/"
      commandLine = GObject(borrowing: line)
    }

    /// Lets the second launch end, with 0.
    public func finish() { commandLine = nil }
  }

  /// Calls `body` for each launch: the application's own first (`nil`), then, when it is
  /// unique, each second launch's command line, and `nil` for each activation over D-Bus (a
  /// desktop's launcher, `gapplication launch`).
  public func onLaunch(_ body: @escaping @MainActor (Request?) -> Void) {
    app.connect("activate") { _ in body(nil) }
    app.connect("command-line") { address in
      guard let line = UnsafeMutablePointer<GApplicationCommandLine>(bitPattern: address),
        g_application_command_line_get_is_remote(line) != 0
      else {
        return body(nil)
      }
      body(Request(line))
    }
  }

  /// Registers on the session bus, as the running copy or as a second launch: `false` when a
  /// copy of the program already runs there (a unique application only; `run` then hands this
  /// launch's command line to it). With no session bus, every launch is the first.
  public func registerIsFirst() -> Bool {
    guard g_application_register(application, nil, nil) != 0 else { return true }
    return g_application_get_is_remote(application) == 0
  }

  /// Runs the main loop until the last window closes or `quit()`; returns the exit status. A
  /// unique application is given the whole command line, which a second launch hands to the
  /// running copy (GApplication leaves the options it does not know to `onLaunch`); any
  /// other gets only the program name, so GTK never trips over our flags.
  public func run(arguments: [String]) -> Int32 {
    let given = isUnique ? arguments : Array(arguments.prefix(1))
    var argv = given.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    return g_application_run(application, Int32(given.count), &argv)
  }

  private var application: UnsafeMutablePointer<GApplication> { app.pointer.assumingMemoryBound(to: GApplication.self) }

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

  /// The About dialog, once shown, for tests that look at it with GTK itself.
  public var aboutDialogPointer: UnsafeMutableRawPointer? { about?.pointer }

  /// Shows the About dialog, over the window, as the main menu's About item does; made once,
  /// then shown again.
  public func showAbout() {
    let about = self.about ?? GObject(new: "GtkAboutDialog")
    if self.about == nil {
      self.about = about
      about.set("program-name", BrowserTexts.appName)
      about.set("logo-icon-name", Self.id)
      about.set("version", Installation.version)
      // As the metainfo and LICENSE say.
      about.set("license-type", Int(GTK_LICENSE_MIT_X11.rawValue))
      about.set("comments", BrowserTexts.aboutComments)
      // The places of "near me" are GeoNames', whose licence asks for this credit.
      BrowserTexts.placesCredit.withCString { credit in
        var people: [UnsafePointer<gchar>?] = [credit, nil]
        people.withUnsafeMutableBufferPointer { people in
          gtk_about_dialog_add_credit_section(
            about.pointer.assumingMemoryBound(to: GtkAboutDialog.self), BrowserTexts.placesCreditSection,
            people.baseAddress)
        }
      }
      about.set("title", BrowserTexts.aboutTitle)
      about.set("modal", true)
      about.set("transient-for", object: mainWindow)
      about.connect("response") { [weak about] _ in about?.set("visible", false) }
      // Its header bar's × closes it, as GNOME's About windows do: GTK adds a Close button too.
      let dialog = about.pointer.assumingMemoryBound(to: GtkDialog.self)
      if let close = gtk_dialog_get_widget_for_response(dialog, Int32(GTK_RESPONSE_DELETE_EVENT.rawValue)) {
        gtk_widget_hide(close)
      }
    }
    about.set("visible", true)
  }
}
