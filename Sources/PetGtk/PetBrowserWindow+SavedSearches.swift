import CGtk3
import CPetGtk
import PetBrowsing

/// The saved searches' two dialogs (window.ui): Save Search (a name) and Saved Searches (a row
/// each: its name, how many pets are new, what it finds, and a button that forgets it). Their
/// words and rows come from the view model; the window only forwards the clicks.
extension PetBrowserWindow {
  /// Binds the dialogs' fixed words and signals, and the menu's two actions.
  func connectSavedSearches() {
    let save = widget(.saveSearchDialog)
    save.set("title", BrowserTexts.saveSearchDialogTitle)
    widget(.saveSearchNameLabel).set("label", BrowserTexts.saveSearchNameLabel)
    widget(.saveSearchCancel).set("label", BrowserTexts.cancelTitle)
    let list = widget(.savedSearchesDialog)
    list.set("title", BrowserTexts.savedSearchesDialogTitle)
    widget(.savedSearchesClose).set("label", BrowserTexts.closeTitle)
    widget(.savedSearchesList).setAccessible(name: BrowserTexts.savedSearchesDialogTitle)

    save.connect("response") { [weak self] response in
      guard let self, !drawing else { return }
      if response == Int(GTK_RESPONSE_OK.rawValue) {
        viewModel.saveSearchConfirmed()
      } else {
        viewModel.saveSearchCancelled()
      }
    }
    // Closed by Escape or its title bar, the dialog is hidden by GTK: the view model is told.
    save.connect("hide") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.saveSearchCancelled()
    }
    widget(.saveSearchEntry).connect("changed") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.saveSearchNameChanged(widget(.saveSearchEntry).string("text") ?? "")
    }
    list.connect("response") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.savedSearchesClosed()
    }
    list.connect("hide") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.savedSearchesClosed()
    }
    widget(.savedSearchesList).connect("row-activated") { [weak self] pointer in
      guard let self else { return }
      guard let name = savedSearchRows.first(where: { Int(bitPattern: $0.row.pointer) == pointer })?.name else {
        return
      }
      viewModel.savedSearchChosen(name)
    }
    addAction("save-search") { [weak self] in self?.viewModel.saveSearchTapped() }
    addAction("saved-searches") { [weak self] in self?.viewModel.savedSearchesTapped() }
  }

  /// Shows the dialog the view model has open, with its words and rows; hides the other.
  func drawSavedSearches() {
    let dialog = viewModel.savedSearchDialog
    let save = widget(.saveSearchDialog)
    if dialog == .save {
      let entry = widget(.saveSearchEntry)
      if entry.string("text") != viewModel.saveSearchName { entry.set("text", viewModel.saveSearchName) }
      let button = viewModel.saveSearchButton
      widget(.saveSearchButton).set("label", button.text)
      widget(.saveSearchButton).set("tooltip-text", button.tooltip)
      widget(.saveSearchButton).set("sensitive", button.isEnabled)
      widget(.saveSearchNote).set("label", viewModel.saveSearchNote)
      widget(.saveSearchProblem).set("label", viewModel.savedSearchProblem ?? "")
      widget(.saveSearchProblem).set("visible", viewModel.savedSearchProblem != nil)
      if !save.bool("visible") {
        save.set("visible", true)
        entry.set("has-focus", true)
      }
    } else if save.bool("visible") {
      save.set("visible", false)
    }

    let list = widget(.savedSearchesDialog)
    guard dialog == .list else {
      if list.bool("visible") { list.set("visible", false) }
      return
    }
    drawSavedSearchRows()
    widget(.savedSearchesProblem).set("label", viewModel.savedSearchProblem ?? "")
    widget(.savedSearchesProblem).set("visible", viewModel.savedSearchProblem != nil)
    widget(.savedSearchesEmpty).set("label", viewModel.noSavedSearchesText)
    widget(.savedSearchesStack).set("visible-child-name", viewModel.savedSearchRows.isEmpty ? "empty" : "list")
    if !list.bool("visible") { list.set("visible", true) }
  }

  /// The rows of the Saved Searches dialog, made again from the view model's: a row is a name,
  /// how many are new and what it finds (plain text, never markup), and a delete button.
  private func drawSavedSearchRows() {
    let listBox = widget(.savedSearchesList)
    for (row, _) in savedSearchRows { pet_gtk_widget_destroy(row.pointer) }
    savedSearchRows = []
    for search in viewModel.savedSearchRows {
      let row = GObject(new: "GtkListBoxRow")
      row.set("tooltip-text", BrowserTexts.savedSearchRowTooltip)
      row.setStyleClass("saved-search", true)
      let box = GObject(new: "GtkBox")
      box.set("spacing", 12)
      box.set("margin", 10)
      let texts = GObject(new: "GtkBox")
      texts.set("orientation", Int(GTK_ORIENTATION_VERTICAL.rawValue))
      texts.set("spacing", 2)
      texts.set("hexpand", true)
      for (text, style) in [
        (search.name, "saved-search-name"), (search.newText, nil), (search.filtersText, "dim-label"),
      ] {
        let label = GObject(new: "GtkLabel")
        label.set("label", text)
        label.set("xalign", 0)
        label.set("wrap", true)
        label.set("visible", true)
        if let style { label.setStyleClass(style, true) }
        label.set("parent", object: texts)
      }
      texts.set("visible", true)
      texts.set("parent", object: box)
      let delete = GObject(new: "GtkButton")
      let icon = GObject(new: "GtkImage")
      icon.set("icon-name", "user-trash-symbolic")
      icon.set("icon-size", Int(GTK_ICON_SIZE_BUTTON.rawValue))
      delete.set("image", object: icon)
      delete.set("valign", Int(GTK_ALIGN_CENTER.rawValue))
      delete.set("tooltip-text", search.deleteName)
      delete.setAccessible(name: search.deleteName)
      delete.set("visible", true)
      let name = search.name
      delete.connect("clicked") { [weak self] _ in self?.viewModel.savedSearchDeleteTapped(name) }
      delete.set("parent", object: box)
      box.set("visible", true)
      box.set("parent", object: row)
      row.setAccessible(name: search.name, description: search.newText + ". " + search.filtersText)
      row.set("visible", true)
      row.set("parent", object: listBox)
      savedSearchRows.append((row, name))
    }
  }

  /// Sends the view model's desktop notifications through `application`, and brings a clicked
  /// one's saved search and pet to this window.
  func bindDesktopNotifications(_ application: PetBrowserApplication?) {
    guard let application else { return }
    viewModel.onDesktopNotification = { [weak application] in application?.send($0) }
    application.onNotificationOpened = { [weak self] token in
      guard let self, !isClosed else { return }
      viewModel.desktopNotificationOpened(token)
      gtk_window_present(window.pointer.assumingMemoryBound(to: GtkWindow.self))
    }
  }

  /// Opens Save Search, as Ctrl+S and the menu do.
  public func chooseSaveSearch() { viewModel.saveSearchTapped() }

  /// Types `name` in Save Search and clicks Save, as a person does.
  public func saveSearch(as name: String) {
    widget(.saveSearchEntry).set("text", name)
    widget(.saveSearchDialog).emit("response", Int(GTK_RESPONSE_OK.rawValue))
  }

  /// Opens Saved Searches, as Ctrl+Shift+S and the menu do.
  public func chooseSavedSearches() { viewModel.savedSearchesTapped() }

  /// The Saved Searches dialog's rows as screen readers hear them from GTK: each row's name
  /// and description (how many are new, what it finds), or `nil` while it is hidden.
  public var shownSavedSearches: [(name: String, description: String)]? {
    guard !isClosed, widget(.savedSearchesDialog).bool("visible") else { return nil }
    return savedSearchRows.map { row, _ in (row.accessible(), row.accessible(description: true)) }
  }

  /// What the Saved Searches dialog says when there are none, as GTK shows it, or `nil` while
  /// it shows rows or is hidden.
  public var shownNoSavedSearches: String? {
    guard !isClosed, widget(.savedSearchesDialog).bool("visible"),
      widget(.savedSearchesStack).string("visible-child-name") == "empty"
    else { return nil }
    return widget(.savedSearchesEmpty).string("label")
  }

  /// Saves the Saved Searches dialog as a PNG, while it is shown.
  public func saveSavedSearchesScreenshot(to path: String) throws(ScreenshotError) {
    _ = try widget(.savedSearchesDialog).saveScreenshot(to: path)
  }

  /// Chooses the saved search `name` in the dialog, as a click on its row does.
  public func chooseSavedSearch(_ name: String) {
    guard let row = savedSearchRows.first(where: { $0.name == name })?.row else { return }
    row.emit("activate")
  }

  /// Whether the Save Search dialog is shown, and the note it shows.
  public var shownSaveSearchNote: String? {
    guard !isClosed, widget(.saveSearchDialog).bool("visible") else { return nil }
    return widget(.saveSearchNote).string("label")
  }
}
