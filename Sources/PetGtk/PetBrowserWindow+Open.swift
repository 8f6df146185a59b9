import CGtk3
import CPetGtk
import Foundation
import PetBrowsing
import PetCatalog
import PetPresentation

extension PetBrowserWindow {
  /// The file chooser's answer when a file was chosen.
  static let acceptResponse = Int(GTK_RESPONSE_ACCEPT.rawValue)

  /// Whether Open…'s file chooser is shown.
  public var showsOpenDialog: Bool { openDialog?.bool("visible") ?? false }

  /// The file Open…'s chooser has selected, or `nil` while it is not shown.
  public var openDialogFile: String? { openDialog?.string("filename") }

  /// Chooses Open… as Ctrl+O, the header bar's button or the menu item do (`win.open`).
  public func chooseOpen() {
    openAction?.emit("activate")
  }

  /// Hides Open…'s file chooser, as its Cancel button does.
  public func cancelOpenDialog() {
    openDialog?.set("visible", false)
    openDialog = nil
  }

  /// Shows the native file chooser (Open…, Ctrl+O); the file chosen is opened with `open(path:)`.
  public func showOpenDialog() {
    guard !isClosed else { return }
    if let openDialog {
      openDialog.set("visible", true)
      return
    }
    let chooser = GObject(new: "GtkFileChooserNative")
    chooser.set("title", BrowserTexts.openDialogTitle)
    chooser.set("accept-label", BrowserTexts.openAcceptLabel)
    chooser.set("modal", true)
    chooser.set("transient-for", object: window)
    // One glob a pattern: a JSON catalogue or a store (docs/catalog-store.md).
    chooser.setItems([BrowserTexts.catalogueFilterName, "*.json", "*.JSON", "*.sqlite", "*.SQLITE", "*.csv", "*.CSV"])
    // It starts where the catalogue shown is, with that file selected, rather than on Recent.
    if let path = viewModel.catalogPath { chooser.set("filename", path) }
    chooser.connect("response") { [weak self, weak chooser] response in
      guard let self else { return }
      let path = response == Self.acceptResponse ? chooser?.string("filename") : nil
      openDialog = nil
      if let path { open(path: path) }
    }
    openDialog = chooser
    chooser.set("visible", true)
  }

  /// Opens the catalogue at `path` in this window, as choosing it with Open… does: the view
  /// model reads it through its loading client, off the main loop, and the list follows. `done`
  /// is called once it shows.
  public func open(path: String, done: (@MainActor () -> Void)? = nil) {
    viewModel.open(path: path, done: done)
  }
}
