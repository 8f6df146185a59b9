import CGtk3
import CPetGtk
import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCards
import PetCatalog
import PetCatalogStore
import PetInstallation
import PetLiveClients
import PetPresentation
import PetStore

/// The browser window: the widgets of window.ui bound to a `PetBrowserViewModel`.
///
/// It decides nothing and has no words of its own: each widget's signal goes to a view-model
/// input, and on `onChange` each output is set on its widget, one line each. The list is
/// virtual: GTK holds only a row count and asks `cellText` for the rows it draws. What it does
/// keep is GTK's side of things: the widgets it holds, the actions and dialogs it made, the
/// picture caches, the row last drawn, the watch on a shared catalogue, and the counts tests
/// read; none of it is shown state the view model does not have.
///
/// Lifetimes: Swift holds a reference to every widget it touches (`GObject`), and when the
/// window is destroyed (its close button, or the app quitting) it lets go of them all and stops
/// drawing; later inputs still reach the view model, which stays correct, but no GTK call is
/// made on a destroyed widget.
@MainActor
public final class PetBrowserWindow {
  /// What the window shows and decides.
  public let viewModel: PetBrowserViewModel
  /// The card of the selected pet.
  public let card: GtkPetView
  /// The adoption form, while it is open.
  public private(set) var inquiryForm: InquiryFormWindow?
  /// Whether the window was destroyed; then nothing is drawn any more.
  public private(set) var isClosed = false

  let window: GObject
  private var widgets: [TemplateID: GObject] = [:]
  /// The Ctrl+D action, enabled while stars can be saved.
  var toggleFavoriteAction: GObject?
  /// The card's gallery: enabled while the pet has photos to move among.
  var previousPhotoAction: GObject?
  var nextPhotoAction: GObject?
  /// The Escape and Alt+Left action, enabled only while the back button shows (Escape closes
  /// the search otherwise).
  var backAction: GObject?
  /// Open… (`win.open`, Ctrl+O): the file chooser.
  var openAction: GObject?
  /// Set while the window itself sets a widget, so the widget's signal is not taken as input.
  var drawing = false
  /// The Saved Searches dialog's rows, each with the name of its search.
  var savedSearchRows: [(row: GObject, name: String)] = []
  /// The rows drawn since the view model last changed, by place (`shownRow`), at most
  /// `drawnRowsKept`; forgotten at every change, and when a web picture comes.
  var drawnRows: [Int: PetRowViewModel] = [:]
  /// How many drawn rows are kept: a few screens of them.
  static let drawnRowsKept = 256
  /// Set while `measureTyping` drives the search itself, so the entry's own signal is ignored.
  var measuresTyping = false
  let configuration: Configuration
  /// The file chooser of Open…, while it is shown.
  var openDialog: GObject?
  /// How the adoption form hands its email to the shelter; `nil` uses the desktop's
  /// (`InquiryFormWindow.liveMail`). Tests record the link and the copied text instead.
  public var mail: InquiryFormViewModel.MailClient?
  private var isWatchingOutsideChanges = false
  /// On a shared catalogue, what its server says while the window is open.
  private var catalogueWatch: SharedCatalogWatch?
  /// The shared catalogue to watch while it is shown (`watchSharedCatalogue`).
  private var watchedAddress: String?
  /// The main menu's Write to the Shelter…, clickable only where the view model says.
  var writeToShelterAction: GObject?
  private var isRefreshing = false
  private var refreshesAgain = false
  /// When the last reading of a shared catalogue ended; the next waits until `readingGap` after.
  private var lastReadEnded: ContinuousClock.Instant?
  /// The re-readings of the shared catalogue its notifications asked for, for tests.
  public private(set) var catalogueReads = 0
  /// How many times a row was asked of the view model to be drawn, for the tests.
  public private(set) var rowsAsked = 0
  /// The keyboard shortcuts window (F1), made once.
  private var shortcutsOverlay: GObject?
  /// The Shelter filter's items as last set.
  private var shelterItems: [String] = []
  /// The list's thumbnails, decoded off the main thread at the list's size.
  let thumbnails = PictureCache(
    size: Int32(PET_GTK_THUMBNAIL_SIZE), capacity: 512, placeholderPath: GtkSession.placeholderPicture)
  /// What waits for the window to settle (`whenSettled`).
  var settledWaiters: [@MainActor () -> Void] = []

  public struct Configuration: Sendable {
    /// The view model's: where queries and the database work run (results come back on the
    /// GTK main loop), the calendar, and how catalogues are read (Open…): from disk, and by
    /// default with no cache and nothing remembered for the next launch (tests). Set here, not
    /// copied field by field.
    public var viewModel: PetBrowserViewModel.Configuration = {
      var settings = PetBrowserViewModel.Configuration(main: GtkMainLoopScheduler())
      settings.catalogues = .live(cache: nil, lastCatalogue: nil)
      // A large catalogue's pets, let go once it is shown from its store, go back to the system.
      settings.shownFromStore = { DispatchQueue.global(qos: .utility).async { LargeBlocks.giveBackFreedPages() } }
      return settings
    }()
    /// Where the window's size and the pet shown are kept for the next launch, or `nil` (tests,
    /// one-shot runs).
    public var windowState: WindowStateFile?
    /// The least time from one reading of a shared catalogue to the next that its
    /// notifications ask for: any role may send one, and a loop of them had every open window
    /// read the catalogue 12 times a second (issue 40). A change waits this long at most.
    public var readingGap: Duration = .seconds(2)

    public init() {}
  }

  /// Builds the window for `list`; `application` is `nil` in tests (no app menu actions).
  public convenience init(
    list: PetListViewModel, userData: Result<UserDataStore, UserDataError>,
    application: PetBrowserApplication? = nil, configuration: Configuration = Configuration(),
    opening: CatalogOpening? = nil
  ) {
    self.init(
      list: list, store: userData.map { $0 as any UserDataStoring }, application: application,
      configuration: configuration, opening: opening)
  }

  /// Builds the window for `list`, saving through `store` (e.g. a fake that fails, in tests).
  public init(
    list: PetListViewModel, store userData: Result<any UserDataStoring, UserDataError>,
    application: PetBrowserApplication? = nil, configuration: Configuration = Configuration(),
    opening: CatalogOpening? = nil
  ) {
    self.configuration = configuration
    viewModel = PetBrowserViewModel(
      list: list, store: userData, configuration: configuration.viewModel, opening: opening)
    window = GObject(new: "PetGtkWindow")
    card = GtkPetView(card: window.child(.card))
    if let application {
      window.set("application", object: application.app)
      application.mainWindow = window
      // Once destroyed, there is no window left to close or to show About over.
      window.connect("destroy") { [weak application] _ in application?.mainWindow = nil }
    }
    bindDesktopNotifications(application)
    bindStaticTexts()
    connect()
    card.onPictureDone = { [weak self] in self?.settle() }
    viewModel.onChange = { [weak self] update in self?.draw(update) }
    draw(.catalog)
    draw(.list)
    draw(.card)
    draw(.message)
    draw(.pane)
    // A list made of its first page (pet-browser's first, on a shared catalogue) asks for the
    // rest once the window is on screen: asked sooner, its million rows took the cores the
    // first frame needed.
    afterFirstFrame { [weak self] in self?.viewModel.askWholeAnswer() }
    // A server that wants a password: the dialog, over the window once it shows.
    if viewModel.showsPasswordDialog { afterFirstFrame { [weak self] in self?.draw(.password) } }
  }

  isolated deinit {
    if !isClosed { pet_gtk_widget_destroy(window.pointer) }
  }

  /// Destroys the window, as its close button does.
  public func close() {
    guard !isClosed else { return }
    pet_gtk_widget_destroy(window.pointer)
  }

  /// The template child `id`, held for the window's life.
  func widget(_ id: TemplateID) -> GObject {
    if let widget = widgets[id] { return widget }
    let widget = window.child(id)
    widgets[id] = widget
    return widget
  }

  func widget(_ id: WindowID) -> GObject { widget(id.templateID) }

  public func present() {
    guard !isClosed else { return }
    window.set("visible", true)
    // Once: a second launch presents the window again, and a second shortcuts window put in
    // place of the first made GTK destroy the first's content twice (a gtk_bin_remove critical).
    if shortcutsOverlay == nil { window.set("help-overlay", object: shortcutsWindow()) }
    watchOutsideChanges()
  }

  /// The list's width changed: it shows its species and age columns only where they all fit.
  private func listResized() {
    guard !isClosed else { return }
    viewModel.listNarrowChanged(window.bool("list-narrow"))
  }

  /// Closing was asked for: the window closes, unless an inquiry is written and not saved;
  /// then it asks, and `Keep Editing` (the default) keeps everything.
  private func closeRequested() {
    guard !isClosed else { return }
    guard viewModel.confirmsClose else {
      finishClosing()
      return
    }
    let question = widget(.quitDialog)
    question.set("text", viewModel.closeQuestion)
    question.set("secondary-text", viewModel.closeDetail)
    widget(.quitKeepButton).set("label", viewModel.closeAnswers.keep)
    widget(.quitButton).set("label", viewModel.closeAnswers.quit)
    question.set("visible", true)
  }

  /// GTK_RESPONSE_REJECT: Quit; any other answer (Keep Editing, Escape) keeps the window.
  private func closeQuestionAnswered(_ response: Int) {
    guard !isClosed else { return }
    widget(.quitDialog).set("visible", false)
    if response == Self.quitResponse { finishClosing() }
  }

  /// Saves the window's size and the pet shown for the next launch, then destroys the window.
  private func finishClosing() {
    if let file = configuration.windowState {
      let size = windowSize
      file.save(
        WindowState(
          width: size.width, height: size.height, isMaximized: window.bool("is-maximized"),
          catalogue: viewModel.catalogueKey?.text, petID: viewModel.selectedPetID, place: viewModel.rememberedPlace))
    }
    pet_gtk_widget_destroy(window.pointer)
  }

  /// Gives the window the size it had when it was last closed, maximised if it was, and shows
  /// the pet it showed when that pet is in this catalogue and listed; a size or a pet asked for
  /// on the command line comes after and wins.
  public func restoreState() {
    guard !isClosed, let state = configuration.windowState?.read() else { return }
    requestSize(width: state.width, height: state.height)
    if state.isMaximized { window.emit("maximize") }
    if let key = viewModel.catalogueKey, let petID = state.petID(in: key) {
      _ = select(petID: petID)
    }
    if let place = state.place { viewModel.restorePlace(place) }
  }

  /// The close question's Quit.
  static let quitResponse = Int(GTK_RESPONSE_REJECT.rawValue)

  /// Asks the window to close, as its close button does: it may ask first.
  public func requestClose() {
    guard !isClosed else { return }
    pet_gtk_window_close(window.pointer)
  }

  /// The question shown before closing, and the text under it, or `nil` while it is not shown.
  public var shownCloseQuestion: (text: String, detail: String)? {
    guard !isClosed, widget(.quitDialog).bool("visible") else { return nil }
    return (widget(.quitDialog).string("text") ?? "", widget(.quitDialog).string("secondary-text") ?? "")
  }

  /// Saves the close question as a PNG, while it is shown.
  public func saveCloseQuestionScreenshot(to path: String) throws(ScreenshotError) {
    _ = try widget(.quitDialog).saveScreenshot(to: path)
  }

  /// Answers the close question as its buttons do: Quit, or Keep Editing.
  public func answerCloseQuestion(quit: Bool) {
    guard !isClosed else { return }
    widget(quit ? WindowID.quitButton : .quitKeepButton).emit("clicked")
  }

  /// How often the window looks whether another program changed the stars or the inquiries.
  public static let outsideChangeInterval: Duration = .seconds(1)

  /// Asks the view model every `outsideChangeInterval` seconds, while the window is open,
  /// whether `petcards` or another window changed the stars or the inquiries.
  private func watchOutsideChanges() {
    guard !isWatchingOutsideChanges else { return }
    isWatchingOutsideChanges = true
    lookForOutsideChangesLater()
  }

  private func lookForOutsideChangesLater() {
    // A timeout on the GTK main loop, holding the window weakly: no thread waits for it.
    GtkSession.runOnMainLoop(after: Self.outsideChangeInterval) { [weak self] in
      guard let self, !isClosed else { return }
      viewModel.checkForOutsideChanges()
      lookForOutsideChangesLater()
    }
  }

  /// On the shared catalogue at `address`, shows within a second what shelters publish while
  /// the window is open, keeping the search, the selection and an open form; says so when the
  /// server goes away, keeping what it shows, and reads the catalogue again when it is back.
  ///
  /// The watch starts once the catalogue shows: a server that wanted a password is watched
  /// after the password dialog's is taken, and one that refused the watch's login is watched
  /// again once the window reads it with a password the server takes.
  public func watchSharedCatalogue(_ address: String) {
    watchedAddress = address
    startWatchingIfShown()
  }

  /// Starts the watch of `watchedAddress` when it is the catalogue shown, read, and none runs.
  func startWatchingIfShown() {
    guard catalogueWatch == nil, !isClosed, let address = watchedAddress, viewModel.catalogPath == address,
      viewModel.catalogStatus.errorPage == nil
    else { return }
    catalogueWatch = SharedCatalogWatch.start(address) { event in
      GtkSession.runOnMainLoop { [weak self] in self?.sharedCatalogueChanged(event) }
    }
  }

  private func sharedCatalogueChanged(_ event: SharedCatalogWatch.Event) {
    guard !isClosed else { return }
    switch event {
    case .lost(let reason): viewModel.catalogueUnreachable(reason)
    case .refused(let reason):
      // It tries no more: a new one starts once the catalogue is read with a password again.
      catalogueWatch?.stop()
      catalogueWatch = nil
      viewModel.catalogueRefused(reason)
    case .published: refreshCatalogue()
    }
  }

  /// Reads the catalogue again; the notifications heard while it reads, or within `readingGap`
  /// of its end, are one reading more, after the gap. A notification says only "look again":
  /// it carries nothing the window acts on, and any number of them is one reading a gap.
  private func refreshCatalogue() {
    guard !isRefreshing else {
      refreshesAgain = true
      return
    }
    if let lastReadEnded {
      let due = lastReadEnded + configuration.readingGap
      let wait = due - ContinuousClock.now
      if wait > .zero {
        guard !refreshesAgain else { return }
        refreshesAgain = true
        GtkSession.runOnMainLoop(after: wait) { [weak self] in
          guard let self, !isClosed, refreshesAgain, !isRefreshing else { return }
          refreshesAgain = false
          refreshCatalogue()
        }
        return
      }
    }
    isRefreshing = true
    catalogueReads += 1
    viewModel.refreshCatalogue { [weak self] in
      guard let self else { return }
      isRefreshing = false
      lastReadEnded = .now
      if refreshesAgain, !isClosed {
        refreshesAgain = false
        refreshCatalogue()
      }
    }
  }

  var windowPointer: OpaquePointer { OpaquePointer(window.pointer) }

  // MARK: Binding: the fixed words

  private func bindStaticTexts() {
    drawTitles()
    widget(.headerBar).set("subtitle", viewModel.headerSubtitle)
    widget(.searchButton).set("tooltip-text", BrowserTexts.searchTooltip)
    widget(.searchButton).setAccessible(name: BrowserTexts.searchButtonName)
    widget(.searchClose).set("tooltip-text", BrowserTexts.searchCloseTooltip)
    widget(.searchClose).setAccessible(name: BrowserTexts.searchCloseTooltip)
    widget(.searchEntry).set("placeholder-text", BrowserTexts.searchPlaceholder)
    widget(.searchEntry).setAccessible(name: BrowserTexts.searchEntryName)
    widget(.nearLabel).set("label", BrowserTexts.placeLabel)
    widget(.nearEntry).set("placeholder-text", BrowserTexts.placePlaceholder)
    drawPlace()
    widget(.backButton).set("tooltip-text", BrowserTexts.backButtonName)
    widget(.backButton).setAccessible(name: BrowserTexts.backButtonName)
    widget(.menuButton).set("tooltip-text", BrowserTexts.menuTooltip)
    widget(.menuButton).setAccessible(name: BrowserTexts.menuButtonName)
    widget(.menuButton).set("menu-model", object: menu())
    widget(.countLabel).setAccessible(name: BrowserTexts.countName)
    widget(.treeView).set("accessible-name", BrowserTexts.listName)
    widget(.treeView).set("accessible-description", BrowserTexts.listDescription)
    for (column, title) in zip(ListColumn.allCases, BrowserTexts.columnTitles) {
      widget(column.templateID).set("title", title)
    }
    // The headers of the columns that sort the list are buttons; the others look static.
    for order in PetSortOrder.allCases where !order.isReversed {
      guard let name = order.column, let column = ListColumn(rawValue: name) else { continue }
      widget(column.templateID).set("clickable", true)
      widget(column.templateID).connect("clicked") { [weak self] _ in self?.viewModel.columnHeaderClicked(name) }
    }
    let starHeader = GObject(new: "GtkLabel")
    starHeader.set("label", BrowserTexts.columnTitles.last)
    starHeader.set("tooltip-text", BrowserTexts.starColumnTooltip)
    starHeader.set("visible", true)
    widget(ListColumn.star.templateID).set("widget", object: starHeader)
    // The Shelter filter's items are the catalogue's shelters, set as each catalogue shows.
    for choice in BrowserChoice.all + [.shelter([])] {
      widget(.label(choice.kind)).set("label", choice.label)
      widget(.combo(choice.kind)).setAccessible(name: choice.accessibleName)
      widget(.combo(choice.kind)).setItems(choice.items)
      widget(.combo(choice.kind)).set("active", viewModel.selectedItem(of: choice.kind))
    }
    widget(.favoritesToggle).set("label", BrowserTexts.favoritesToggleLabel)
    widget(.favoritesToggle).set("tooltip-text", BrowserTexts.favoritesToggleName)
    widget(.favoritesToggle).setAccessible(name: BrowserTexts.favoritesToggleName)
    widget(.resetButton).set("label", BrowserTexts.resetFiltersLabel)
    widget(.resetButton).set("tooltip-text", BrowserTexts.resetFiltersName)
    widget(.resetButton).setAccessible(name: BrowserTexts.resetFiltersName)
    widget(.filtersToggle).set("label", BrowserTexts.filtersToggleLabel)
    widget(.filtersToggle).set("tooltip-text", BrowserTexts.filtersToggleName)
    widget(.filtersToggle).setAccessible(name: BrowserTexts.filtersToggleName)
    widget(.infoBar).set("visible", false)
    widget(.openButton).set("tooltip-text", BrowserTexts.openTooltip)
    widget(.openButton).setAccessible(name: BrowserTexts.openTooltip)
  }

  /// The main menu, from `BrowserTexts.menuItems`.
  private func menu() -> GObject {
    let menu = GObject(new: "GMenu")
    for items in BrowserTexts.menuItems {
      let section = GObject(new: "GMenu")
      for item in items { pet_gtk_menu_append(section.pointer, item.label, item.action, nil) }
      pet_gtk_menu_append(menu.pointer, nil, nil, section.pointer)
    }
    return menu
  }

  /// The keyboard shortcuts window, from `ShortcutGroup.all`; made once, when the window is
  /// first shown.
  private func shortcutsWindow() -> GObject {
    let shortcuts = GObject(new: "GtkShortcutsWindow")
    shortcuts.set("modal", true)
    shortcuts.set("title", BrowserTexts.shortcutsTitle)
    let section = GObject(new: "GtkShortcutsSection")
    section.set("section-name", "shortcuts")
    // Each group in one column, and every column on one page: at 12 a column, the General
    // group went to a second page that few people find, and at 16 with the photos' keys.
    section.set("max-height", 20)
    section.set("visible", true)
    for group in ShortcutGroup.all {
      let box = GObject(new: "GtkShortcutsGroup")
      box.set("title", group.title)
      box.set("visible", true)
      for shortcut in group.shortcuts {
        let line = GObject(new: "GtkShortcutsShortcut")
        line.set("accelerator", shortcut.accelerator)
        line.set("title", shortcut.title)
        line.set("visible", true)
        line.set("parent", object: box)
      }
      box.set("parent", object: section)
    }
    section.set("parent", object: shortcuts)
    shortcutsOverlay = shortcuts
    return shortcuts
  }

  // MARK: Binding: inputs

  private func connect() {
    let rows = RowSourceBox(
      text: { [weak self] row, column in self?.rowText(row: row, column: column) ?? "" },
      picture: { [weak self] row, scale in self?.thumbnail(row: row, scale: scale) })
    pet_gtk_window_set_row_source(
      windowPointer, callCellText, callCellPicture, Unmanaged.passRetained(rows).toOpaque(), releaseBox)
    thumbnails.onDone = { [weak self] _, problem in self?.thumbnailDone(problem) }
    // The closures hold the window weakly: the widgets that own them may outlive it.
    window.connect("destroy") { [weak self] _ in self?.closed() }
    // Closing (its close button, Alt+F4, Ctrl+Q) asks first while an inquiry is unsent.
    window.set("confirms-close", true)
    window.connect("close-requested") { [weak self] _ in self?.closeRequested() }
    widget(.quitDialog).connect("response") { [weak self] response in self?.closeQuestionAnswered(response) }
    // The list's count and the queries' answers are what `whenSettled` waits for.
    window.connect("notify::row-count") { [weak self] _ in self?.settle() }
    window.connect("row-selected") { [weak self] row in
      guard let self, !drawing else { return }
      viewModel.rowSelected(row < 0 ? nil : row)
    }
    widget(.searchClose).connect("clicked") { [weak self] _ in
      self?.widget(.searchBar).set("search-mode-enabled", false)
    }
    window.connect("star-activated") { [weak self] row in self?.viewModel.starActivated(row: row) }
    window.connect("notify::is-active") { [weak self] _ in
      guard let self, !isClosed, window.bool("is-active") else { return }
      viewModel.windowActivated()
    }
    widget(.searchEntry).connect("search-changed") { [weak self] _ in
      guard let self, !drawing, !measuresTyping else { return }
      viewModel.searchTextChanged(widget(.searchEntry).string("text") ?? "")
    }
    // A place is looked up once entered (Enter), not at each keystroke; emptied, it is gone.
    widget(.nearEntry).connect("activate") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.placeEntered(widget(.nearEntry).string("text") ?? "")
    }
    widget(.nearEntry).connect("changed") { [weak self] _ in
      guard let self, !drawing, (widget(.nearEntry).string("text") ?? "").isEmpty else { return }
      viewModel.placeEntered("")
    }
    for kind in BrowserChoice.Kind.allCases {
      let combo = widget(.combo(kind))
      combo.connect("changed") { [weak self, weak combo] _ in
        guard let self, let combo, !drawing else { return }
        viewModel.choiceChanged(kind, item: combo.int("active"))
      }
    }
    widget(.favoritesToggle).connect("toggled") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.favoritesToggled(widget(.favoritesToggle).bool("active"))
    }
    widget(.resetButton).connect("clicked") { [weak self] _ in self?.viewModel.resetFilters() }
    widget(.leaflet).connect("notify::folded") { [weak self] _ in
      guard let self, !isClosed else { return }
      viewModel.foldedChanged(widget(.leaflet).bool("folded"))
    }
    widget(.treeView).connect("row-activated") { [weak self] _ in self?.viewModel.rowActivated() }
    // Whether the list can show every column follows its own width; what it hides is changed
    // once GTK has finished laying the window out.
    widget(.listPane).connect("size-allocate") { [weak self] _ in
      GtkSession.runOnMainLoop { [weak self] in self?.listResized() }
    }
    widget(.filtersToggle).connect("toggled") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.filtersToggled(widget(.filtersToggle).bool("active"))
    }
    widget(.backButton).connect("clicked") { [weak self] _ in self?.viewModel.backTapped() }
    widget(.infoBar).connect("response") { [weak self] _ in self?.viewModel.messageClosed() }
    widget(.catalogProblems).connect("clicked") { [weak self] _ in self?.viewModel.showProblemsTapped() }
    widget(.catalogBar).connect("response") { [weak self] _ in self?.viewModel.catalogBarClosed() }
    widget(.problemsPopover).connect("closed") { [weak self] _ in
      guard let self, !drawing else { return }
      viewModel.problemsClosed()
    }
    widget(.errorOpen).connect("clicked") { [weak self] _ in self?.showOpenDialog() }
    widget(.errorOpenBundled).connect("clicked") { [weak self] _ in
      guard let path = BundledCatalog.locate(environment: [:]) else { return }
      self?.open(path: path)
    }
    widget(.emptyAction).connect("clicked") { [weak self] _ in self?.viewModel.emptyStateActionTapped() }
    widget(.notificationAction).connect("clicked") { [weak self] _ in self?.viewModel.notificationActionTapped() }
    widget(.notificationClose).connect("clicked") { [weak self] _ in self?.viewModel.notificationClosed() }
    card.onClick(.favorite) { [weak self] in self?.viewModel.selectedStarActivated() }
    card.onClick(.askToAdopt) { [weak self] in self?.viewModel.askToAdopt() }

    addAction("search") { [weak self] in
      guard let self else { return }
      widget(.searchBar).set("search-mode-enabled", true)
      widget(.searchEntry).set("has-focus", true)
    }
    addAction("show-menu") { [weak self] in self?.widget(.menuButton).set("active", true) }
    toggleFavoriteAction = addAction("toggle-favorite") { [weak self] in self?.viewModel.selectedStarActivated() }
    backAction = addAction("back") { [weak self] in self?.viewModel.backTapped() }
    openAction = addAction("open") { [weak self] in self?.showOpenDialog() }
    previousPhotoAction = addAction("previous-photo") { [weak self] in self?.viewModel.previousPhotoTapped() }
    nextPhotoAction = addAction("next-photo") { [weak self] in self?.viewModel.nextPhotoTapped() }
    connectSavedSearches()
    connectPasswordDialog()
    connectReplyDialog()
  }

  @discardableResult
  func addAction(_ name: String, _ body: @escaping @MainActor () -> Void) -> GObject? {
    GObject(
      borrowing: pet_gtk_action_add(
        window.pointer, name, callSignal, CallbackBox<Int> { _ in body() }.retain(), releaseBox))
  }

  /// The window was destroyed: let go of every widget and draw no more.
  private func closed() {
    isClosed = true
    catalogueWatch?.stop()
    catalogueWatch = nil
    inquiryForm = nil
    widgets.removeAll()
    shortcutsOverlay = nil
    toggleFavoriteAction = nil
    previousPhotoAction = nil
    nextPhotoAction = nil
    backAction = nil
    openAction = nil
    openDialog = nil
  }

  // MARK: Binding: outputs

  /// The row at `position` as it is drawn: GTK asks for a row's cells one after another (ten
  /// columns), and each asked the view model for the whole row anew, a pet read and a view
  /// model made ten times a row. The rows asked are kept until the view model says anything
  /// changed (`draw`): a thumbnail decoded redraws the rows on screen, which asked the view
  /// model for each of them again, at every picture.
  private func shownRow(at position: Int) -> PetRowViewModel {
    if let drawn = drawnRows[position] { return drawn }
    rowsAsked += 1
    let row = viewModel.rowAtHand(at: position)
    if drawnRows.count >= Self.drawnRowsKept { drawnRows.removeAll(keepingCapacity: true) }
    drawnRows[position] = row
    return row
  }

  private func rowText(row: Int, column: PetGtkColumn) -> String {
    guard row < viewModel.rowCount else { return "" }
    let pet = shownRow(at: row)
    switch column {
    case PET_GTK_COLUMN_IMAGE_PATH: return pet.imagePath ?? ""
    case PET_GTK_COLUMN_NAME: return pet.name
    case PET_GTK_COLUMN_SPECIES: return pet.species
    case PET_GTK_COLUMN_AGE: return pet.age
    case PET_GTK_COLUMN_FEE: return pet.fee
    case PET_GTK_COLUMN_STAR: return pet.star.symbol
    case PET_GTK_COLUMN_STAR_LABEL: return pet.star.label
    case PET_GTK_COLUMN_STAR_NAME: return BrowserTexts.starCellName(isFavorite: pet.star.isFavorite)
    case PET_GTK_COLUMN_STAR_CHECKED: return pet.star.isFavorite ? "1" : ""
    case PET_GTK_COLUMN_STATUS: return pet.status ?? ""
    case PET_GTK_COLUMN_DISTANCE: return pet.distance ?? ""
    default: return ""
    }
  }

  /// The thumbnail of the row at `row`, from the picture cache: the placeholder until it is
  /// decoded, and when it cannot be shown.
  private func thumbnail(row: Int, scale: Int32) -> OpaquePointer? {
    guard row < viewModel.rowCount else { return nil }
    let shown = shownRow(at: row)
    return thumbnails.surface(for: shown.imagePath, in: shown.imageFolder, scale: scale).surface
  }

  /// A thumbnail is decoded: the rows on screen are drawn again (many rows share a picture,
  /// and only those on screen ask for theirs); a failure is told, once per file.
  private func thumbnailDone(_ problem: PictureProblem?) {
    if let problem { PictureWarnings.report(problem) }
    guard !isClosed else { return }
    if problem == nil || thumbnails.loadingCount == 0 { window.emit("redraw-row", -1) }
    settle()
  }

  /// Sets the outputs that `update` says changed on their widgets.
  private func draw(_ update: PetBrowserUpdate) {
    // Whatever changed, a row is asked for anew.
    drawnRows.removeAll(keepingCapacity: true)
    guard !isClosed else { return }
    drawing = true
    defer { drawing = false }
    switch update {
    case .list:
      defer { settle() }
      window.set("row-count", viewModel.rowCount)
      widget(.countLabel).set("label", viewModel.countText)
      let empty = viewModel.emptyState
      widget(.emptyTitle).set("label", empty?.title ?? "")
      widget(.emptyMessage).set("label", empty?.message ?? "")
      widget(.emptyIcon).set("icon-name", empty?.iconName ?? "system-search-symbolic")
      widget(.emptyIcon).setAccessible(name: empty?.title ?? "")
      widget(.emptyAction).set("label", empty?.actionTitle ?? "")
      widget(.emptyAction).set("visible", empty?.actionTitle != nil)
      let page = viewModel.catalogStatus.errorPage != nil ? "error" : empty == nil ? "pets" : "empty"
      widget(.stack).set("visible-child-name", page)

      window.set("selected-row", viewModel.selectedRow ?? -1)
      drawShelterFilter()
      for choice in viewModel.choices {
        let combo = widget(.combo(choice.kind))
        let item = viewModel.selectedItem(of: choice.kind)
        if combo.int("active") != item { combo.set("active", item) }
      }
      for column in [ListColumn.name, .age, .fee] {
        widget(column.templateID).set("sort-indicator", viewModel.sortedColumn == column.rawValue)
        let order = viewModel.sortIsReversed ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING
        widget(column.templateID).set("sort-order", Int(order.rawValue))
      }
      if widget(.favoritesToggle).bool("active") != viewModel.onlyFavorites {
        widget(.favoritesToggle).set("active", viewModel.onlyFavorites)
      }
      widget(.resetButton).set("sensitive", viewModel.canResetFilters)
      let distanceColumn = widget(ListColumn.distance.templateID)
      if distanceColumn.bool("visible") != viewModel.showsDistance {
        distanceColumn.set("visible", viewModel.showsDistance)
        // The list wants its width more or less: whether it is too narrow is asked again.
        GtkSession.runOnMainLoop { [weak self] in self?.listResized() }
      }
    case .row(let row):
      window.emit("redraw-row", row)
    case .stars:
      window.emit("redraw-row", -1)
    case .rowsRead:
      window.emit("redraw-row", -1)
      settle()
    case .card:
      drawTitles()
      viewModel.selectedPet?.configure(card)
      if let star = viewModel.cardStar { card.setStar(star) }
      if let button = viewModel.askToAdoptButton {
        card.setButton(.askToAdopt, text: button.text, tooltip: button.tooltip, isEnabled: button.isEnabled)
      }
      card.setAskedText(viewModel.askedText)
      let starsEnabled = viewModel.starsEnabled
      widget(.starRenderer).set("sensitive", starsEnabled)
      toggleFavoriteAction?.set("enabled", starsEnabled)
      for action in [previousPhotoAction, nextPhotoAction] { action?.set("enabled", viewModel.canMovePhotos) }
    case .message:
      widget(.infoLabel).set("label", viewModel.message ?? "")
      widget(.infoBar).set("visible", viewModel.message != nil)
    case .pane:
      drawPanes()
    case .inquiryForm:
      drawInquiryForm()
    case .catalog:
      drawCatalog()
      drawPanes()
      startWatchingIfShown()
    case .problems:
      let status = viewModel.catalogStatus
      widget(.problemsTitle).set("label", status.problemsTitle)
      widget(.problemsLabel).set("label", status.problems.map { "• " + $0 }.joined(separator: "\n"))
      widget(.problemsDetails).set("label", CatalogStatus.detailsTitle)
      widget(.problemsDetailsLabel).set("label", status.problemDetails.joined(separator: "\n"))
      widget(.problemsPopover).set("visible", viewModel.showsProblems)
    case .searchText:
      widget(.searchEntry).set("text", viewModel.searchText)
    case .place:
      drawPlace()
    case .savedSearches:
      drawSavedSearches()
    case .password:
      drawPasswordDialog()
    case .reply:
      drawReplyDialog()
    case .notification:
      let notification = viewModel.notification
      widget(.notificationLabel).set("label", notification?.text ?? "")
      widget(.notificationAction).set("label", notification?.actionTitle ?? "")
      widget(.notificationClose).setAccessible(name: notification?.closeName)
      widget(.notificationClose).set("tooltip-text", notification?.closeName)
      widget(.notification).set("reveal-child", notification != nil)
    }
  }

  /// The place entry: the text the view model set, and what is wrong with the place entered,
  /// as GTK marks an entry in error (its style, an icon, the tooltip).
  private func drawPlace() {
    let entry = widget(.nearEntry)
    if entry.string("text") != viewModel.placeText { entry.set("text", viewModel.placeText) }
    let problem = viewModel.placeProblem
    entry.setStyleClass("error", problem != nil)
    entry.set("secondary-icon-name", problem == nil ? nil : "dialog-warning-symbolic")
    entry.set("secondary-icon-tooltip-text", problem)
    entry.set("tooltip-text", problem ?? BrowserTexts.placeEntryName)
    entry.setAccessible(name: BrowserTexts.placeEntryName, description: problem ?? "")
  }

  private func drawCatalog() {
    widget(.headerBar).set("subtitle", viewModel.headerSubtitle)
    // No thumbnail is opened outside the shown catalogue's folder (links followed).
    thumbnails.folder = viewModel.pictureFolder
    // Each column as wide as its title (set before) and the widest text this catalogue's pets
    // can show there: another catalogue has other fees and ages.
    for (name, texts) in viewModel.columnSamples {
      guard let column = ListColumn(rawValue: name) else { continue }
      widget(column.templateID).setItems(texts)
    }
    let status = viewModel.catalogStatus
    widget(.catalogLabel).set("label", status.bar?.text ?? "")
    widget(.catalogProblems).set("label", status.bar?.buttonTitle ?? "")
    widget(.catalogProblems).set("visible", status.bar?.buttonTitle != nil)
    widget(.catalogBar).set("visible", status.bar != nil)
    let page = status.errorPage
    widget(.errorIcon).set("icon-name", page?.iconName ?? "dialog-error-symbolic")
    widget(.errorIcon).setAccessible(name: page?.title ?? "")
    widget(.errorTitle).set("label", page?.title ?? "")
    widget(.errorMessage).set("label", page?.message ?? "")
    widget(.errorAdvice).set("label", page?.advice ?? "")
    widget(.errorDetails).set("label", CatalogStatus.detailsTitle)
    widget(.errorDetailsLabel).set("label", page?.details ?? "")
    widget(.errorDetails).set("visible", !(page?.details.isEmpty ?? true))
    widget(.errorOpen).set("label", page?.openTitle ?? "")
    widget(.errorOpenBundled).set("label", page?.openBundledTitle ?? "")
    widget(.errorOpenBundled).set("visible", page?.openBundledTitle != nil)
  }

  /// The Shelter filter, shown only on a catalogue several shelters share, with their names.
  private func drawShelterFilter() {
    let choice = viewModel.choices.first { $0.kind == .shelter }
    widget(.shelterFilter).set("visible", choice != nil)
    guard let choice, choice.items != shelterItems else { return }
    shelterItems = choice.items
    widget(.combo(.shelter)).setItems(choice.items)
  }

  /// The header bar's title and the window's: the pet's name over a folded window's card.
  private func drawTitles() {
    widget(.headerBar).set("title", viewModel.headerTitle)
    // After the header bar's: a GtkWindow gives its title to a header bar titlebar, and back.
    window.set("title", viewModel.windowTitle)
  }

  private func drawPanes() {
    drawTitles()
    widget(.leaflet).set("visible-child-name", viewModel.visiblePane.rawValue)
    widget(.backButton).set("visible", viewModel.showsBackButton)
    widget(.openButton).set("visible", viewModel.showsOpenButton)
    widget(.searchButton).set("visible", viewModel.showsSearchButton)
    backAction?.set("enabled", viewModel.showsBackButton)
    widget(.filterBox).set("visible", viewModel.showsFilters)
    // A window is as tall as its content at its narrowest: a wide window's filter groups keep
    // three drop-downs a line there, not one, or a 1060 px window grew past a 768 px screen.
    // Folded (as narrow as a phone), they may wrap to one.
    for group in [WindowID.petFilters, .listFilters] {
      widget(group).set("min-children-per-line", viewModel.isFolded ? 1 : 3)
    }
    widget(.filterSeparator).set("visible", viewModel.showsFilters)
    widget(.filtersToggle).set("visible", viewModel.showsFiltersToggle)
    if widget(.filtersToggle).bool("active") != viewModel.filtersRevealed {
      widget(.filtersToggle).set("active", viewModel.filtersRevealed)
    }
    for column in [ListColumn.species, .age] {
      widget(column.templateID).set("visible", viewModel.showsSecondaryColumns)
    }
  }

  private func drawInquiryForm() {
    guard let model = viewModel.inquiryForm else {
      inquiryForm = nil
      return
    }
    if let inquiryForm, inquiryForm.model === model {
      inquiryForm.present()
      return
    }
    let form = InquiryFormWindow(parent: window, model: model, mail: mail)
    form.onClose = { [weak self] in
      // Not from inside the dialog's own signal: drop it once the main loop is idle.
      GtkSession.runOnMainLoop { self?.viewModel.inquiryFormClosed() }
    }
    inquiryForm = form
    form.present()
  }
}

/// The browser window's objects (window.ui).
enum WindowID: String, CaseIterable {
  case headerBar = "header_bar"
  case backButton = "back_button"
  case openButton = "open_button"
  case searchButton = "search_button"
  case menuButton = "menu_button"
  case searchBar = "search_bar"
  case searchEntry = "search_entry"
  case searchClose = "search_close"
  case infoBar = "info_bar"
  case infoLabel = "info_label"
  case catalogBar = "catalog_bar"
  case catalogLabel = "catalog_label"
  case catalogProblems = "catalog_problems"
  case filterBox = "filter_box"
  case petFilters = "pet_filters"
  case listFilters = "list_filters"
  case filterSeparator = "filter_separator"
  case shelterFilter = "shelter_filter"
  case favoritesToggle = "favorites_toggle"
  case resetButton = "reset_button"
  case nearLabel = "near_label"
  case nearEntry = "near_entry"
  case filtersToggle = "filters_toggle"
  case stack, leaflet
  case listPane = "list_pane"
  case cardPane = "card_pane"
  case countLabel = "count_label"
  case treeView = "tree_view"
  case listScrollbar = "list_scrollbar"
  case starRenderer = "star_renderer"
  case card
  case emptyIcon = "empty_icon"
  case emptyTitle = "empty_title"
  case emptyMessage = "empty_message"
  case emptyAction = "empty_action"
  case errorIcon = "error_icon"
  case errorTitle = "error_title"
  case errorMessage = "error_message"
  case errorAdvice = "error_advice"
  case errorDetails = "error_details"
  case errorDetailsLabel = "error_details_label"
  case errorOpen = "error_open"
  case errorOpenBundled = "error_open_bundled"
  case notification
  case notificationLabel = "notification_label"
  case notificationAction = "notification_action"
  case notificationClose = "notification_close"
  case quitDialog = "quit_dialog"
  case quitKeepButton = "quit_keep_button"
  case quitButton = "quit_button"
  case saveSearchDialog = "save_search_dialog"
  case saveSearchNameLabel = "save_search_name_label"
  case saveSearchEntry = "save_search_entry"
  case saveSearchNote = "save_search_note"
  case saveSearchProblem = "save_search_problem"
  case saveSearchCancel = "save_search_cancel"
  case saveSearchButton = "save_search_button"
  case savedSearchesDialog = "saved_searches_dialog"
  case savedSearchesProblem = "saved_searches_problem"
  case savedSearchesStack = "saved_searches_stack"
  case savedSearchesList = "saved_searches_list"
  case savedSearchesEmpty = "saved_searches_empty"
  case savedSearchesClose = "saved_searches_close"
  case passwordDialog = "password_dialog"
  case passwordText = "password_text"
  case passwordLabel = "password_label"
  case passwordEntry = "password_entry"
  case passwordProblem = "password_problem"
  case passwordRemember = "password_remember"
  case passwordCancel = "password_cancel"
  case passwordConnect = "password_connect"
  case replyDialog = "reply_dialog"
  case replyText = "reply_text"
  case replyLabel = "reply_label"
  case replyEntry = "reply_entry"
  case replyProblem = "reply_problem"
  case replyCancel = "reply_cancel"
  case replySend = "reply_send"
  case problemsPopover = "problems_popover"
  case problemsTitle = "problems_title"
  case problemsLabel = "problems_label"
  case problemsDetails = "problems_details"
  case problemsDetailsLabel = "problems_details_label"

  var templateID: TemplateID { TemplateID(file: .window, id: rawValue) }
}
