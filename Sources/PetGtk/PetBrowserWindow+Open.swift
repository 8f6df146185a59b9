import CPetGtk
import Foundation
import PetBrowsing
import PetCatalog
import PetPresentation

extension PetBrowserWindow {
  /// GTK_RESPONSE_ACCEPT, the file chooser's answer when a file was chosen.
  static let acceptResponse = -3

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
    chooser.setItems([BrowserTexts.catalogueFilterName, "*.json *.JSON"])
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

  /// Opens the catalogue at `path` in this window, as choosing it with Open… does: it is read
  /// on another thread (the window keeps answering), then replaces the list; the search and the
  /// filters stay. A file that cannot be read shows the error page; a file read is remembered
  /// for the next launch. `done` is called once it shows.
  public func open(path: String, done: (@MainActor () -> Void)? = nil) {
    let today = viewModel.list.context.today
    let query = viewModel.listQuery
    let configuration = configuration
    let isBundled = BundledCatalog.isShipped(path)
    openNumber += 1
    let number = openNumber
    Thread.detachNewThread {
      var loader = CatalogLoader(today: today)
      loader.leavesOutInvalidPets = true
      loader.cache = configuration.catalogCache
      loader.load(path: path) { result in
        let opening = CatalogOpening(path: path, isBundled: isBundled, result: result)
        let list = PetListViewModel(
          catalog: opening.catalog, today: today, locale: configuration.locale, filter: query.filter,
          sortOrder: query.sortOrder)
        GtkSession.runOnMainLoop { [weak self] in
          self?.finishOpening(opening, list: list, number: number)
          done?()
        }
      }
    }
  }

  private func finishOpening(_ opening: CatalogOpening, list: PetListViewModel, number: Int) {
    guard number == openNumber else { return }
    if case .success = opening.result { configuration.lastCatalogue?.remember(opening.path) }
    viewModel.catalogOpened(opening, list: list)
  }
}
