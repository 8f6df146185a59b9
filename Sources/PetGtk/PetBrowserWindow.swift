import CPetGtk
import Foundation
import PetAdoptionFlow
import PetCatalog
import PetPresentation
import PetStore

/// The browser window: search, filters and sort over a `PetListViewModel`, the list of pets it
/// shows, and the card of the selected pet; a favourite star on each row and on the card
/// (`FavoritesViewModel`), a Favourites filter, and the "Ask to adopt" form.
///
/// The list is virtual: GTK holds only a row count, and asks `cellText` for the rows it draws,
/// so 100,000 pets cost no per-row object and a filter change is one pass. On a large
/// catalogue the query itself runs on a background queue and its result comes back to the main
/// loop (`g_idle_add`), so typing in the search stays smooth; only the newest result is shown.
@MainActor
public final class PetBrowserWindow {
  /// What the window shows: the filter, the sort order and the matching pets.
  public private(set) var list: PetListViewModel
  /// The card of the selected pet.
  public let card: GtkPetView
  /// The id of the pet whose card is shown.
  public private(set) var selectedPetID: String?
  /// The stars, or `nil` when the user-data database could not be opened.
  public let favorites: FavoritesViewModel?
  /// Why favourites and inquiries cannot be saved, or `nil` when they can.
  public let userDataProblem: String?
  /// Whether only favourites are listed (the Favourites toggle).
  public internal(set) var onlyFavorites = false
  /// The adoption form, while it is open.
  public internal(set) var inquiryForm: InquiryFormWindow?
  let window: OpaquePointer
  let store: UserDataStore?
  let background: any WorkScheduler
  let mainLoop: any WorkScheduler
  /// The catalogue indices the rows show: the list's, less non-favourites when only favourites are listed.
  var rows: [Int]
  /// The favourites the rows were chosen with, so a change that does not move rows only redraws.
  private var rowsFavoriteIDs: Set<String> = []
  /// The pet whose failed save the message bar shows.
  var messagePetID: String?
  /// The Favourites toggle's number in the filter row.
  var favoritesToggle: Int32 = -1
  private let controls = FilterControl.all
  /// What the person asked for last; `list` catches up with it.
  private var query: ListQuery
  /// Counts queries, so a slow result that a newer one has overtaken is dropped.
  private var queryNumber = 0
  private var shownQueryNumber = 0
  private let backgroundQueryThreshold: Int
  /// Set while `measureTyping` drives the search itself, so the entry's own signal is ignored.
  var measuresTyping = false

  public struct Configuration: Sendable {
    public var title = "Pet Browser"
    public var version = "0.1.0"
    public var placeholderPath: String?
    public var styleSheetPath: String?
    public var iconsDirectory: String?
    public var thumbnailSize = 48
    public var pictureSize = 256
    /// Catalogues with at least this many pets are queried off the main thread.
    public var backgroundQueryThreshold = 20_000
    /// Where the database work runs (in order); results come back on the GTK main loop.
    public var background: any WorkScheduler = DispatchQueueScheduler.serialBackground()

    public init() {}
  }

  /// Builds the window for `list`; `application` is `nil` in tests (no app menu actions).
  ///
  /// `userData` is the opened database, or why it could not be opened: then the window still
  /// opens, with the stars and "Ask to adopt" disabled and a message bar saying why.
  public init(
    list: PetListViewModel, userData: Result<UserDataStore, UserDataError>,
    application: PetBrowserApplication? = nil, configuration: Configuration
  ) {
    self.list = list
    self.rows = list.visible
    self.query = ListQuery(filter: list.filter, sortOrder: list.sortOrder)
    self.backgroundQueryThreshold = configuration.backgroundQueryThreshold
    self.background = configuration.background
    self.mainLoop = GtkMainLoopScheduler()
    // The favourites are read once here, on the main thread, so the first frame shows the stars.
    do {
      let store = try userData.get()
      let ids = try store.favoriteIDs()
      self.store = store
      self.favorites = FavoritesViewModel(
        store: store, favoriteIDs: ids, background: configuration.background, main: mainLoop)
      self.userDataProblem = nil
    } catch {
      self.store = nil
      self.favorites = nil
      self.userDataProblem = FavoritesViewModel.unavailableText(error)
    }
    let shelter = list.catalog.shelter
    let window = configuration.title.withCString { title in
      withOptionalCString(shelter) { subtitle in
        withOptionalCString(configuration.placeholderPath) { placeholder in
          withOptionalCString(configuration.styleSheetPath) { css in
            withOptionalCString(configuration.iconsDirectory) { icons in
              configuration.version.withCString { version in
                var config = PetGtkWindowConfig(
                  title: title, subtitle: subtitle, placeholder_path: placeholder, css_path: css,
                  icons_path: icons, version: version, thumbnail_size: Int32(configuration.thumbnailSize),
                  picture_size: Int32(configuration.pictureSize))
                return pet_gtk_window_new(application?.app, &config)
              }
            }
          }
        }
      }
    }
    guard let window else { fatalError("pet_gtk_window_new returned NULL") }
    self.window = window
    guard let card = pet_gtk_window_get_card(window) else { fatalError("the window has no card") }
    self.card = GtkPetView(card: card)
    connect()
    connectFavorites()
    refresh()
  }

  isolated deinit {
    pet_gtk_window_free(window)
  }

  public func present() {
    pet_gtk_window_present(window)
  }

  // MARK: Driving the window (the flags and the tests use what a person would)

  /// Opens the search bar with `text`, and shows the result at once (typing waits a moment).
  public func search(_ text: String) {
    pet_gtk_window_set_search_text(window, text)
    searchChanged(text)
  }

  /// Picks the `item`th entry of the filter-row drop-down labelled `label` (e.g. `_Species`),
  /// as a person would; the drop-down's signal updates the list.
  @discardableResult
  public func choose(item: Int, inControlLabelled label: String) -> Bool {
    guard let index = controls.firstIndex(where: { $0.label == label }) else { return false }
    pet_gtk_window_set_choice_active(window, Int32(index), Int32(item))
    return pet_gtk_window_get_choice_active(window, Int32(index)) == Int32(item)
  }

  /// The filter row's drop-downs: label and items.
  public var controlItems: [(label: String, items: [String])] {
    controls.map { ($0.label, $0.items) }
  }

  /// Selects the pet with `id` if the list shows it.
  @discardableResult
  public func select(petID id: String) -> Bool {
    guard let position = position(ofPetWithID: id) else { return false }
    pet_gtk_window_select_row(window, Int32(position))
    return true
  }

  /// Where the pet with `id` is among the rows, if it is shown.
  public func position(ofPetWithID id: String) -> Int? {
    rows.firstIndex { list.catalog.pets[$0].id == id }
  }

  /// The count label's text, read back from GTK, e.g. `3 of 27 pets`.
  public var countText: String {
    pet_gtk_window_get_count_text(window).map { String(cString: $0) } ?? ""
  }

  /// The rows the tree view's model has (`gtk_tree_model_iter_n_children`).
  public var rowCount: Int { Int(pet_gtk_window_get_row_count(window)) }

  /// Whether the list's row count has caught up with the rows shown (see `pet_gtk_window_set_row_count`).
  public var rowsSettled: Bool { pet_gtk_window_get_rows_settled(window) }

  /// A cell as the tree view reads it from its model.
  public func cellText(row: Int, column: PetGtkColumn) -> String? {
    guard let text = pet_gtk_window_dup_cell_text(window, UInt32(row), column) else { return nil }
    defer { pet_gtk_free(text) }
    return String(cString: text)
  }

  /// Whether a query is still running in the background.
  public var isUpdating: Bool { shownQueryNumber != queryNumber }

  /// Runs the main loop until the newest query's result is shown (tests, flags).
  public func waitUntilUpdated() {
    while isUpdating {
      GtkSession.runPendingEvents()
      if isUpdating { usleep(1000) }
    }
  }

  /// Whether the empty state replaces the list.
  public var showsEmptyState: Bool { pet_gtk_window_get_empty_state_visible(window) }

  /// The window's size in pixels.
  public var size: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    pet_gtk_window_get_size(window, &width, &height)
    return (Int(width), Int(height))
  }

  /// Calls `body` once the window's first frame is on screen.
  public func afterFirstFrame(_ body: @escaping @MainActor () -> Void) {
    pet_gtk_window_connect_first_frame(window, callVoid, CallbackBox<Void>(body).retain(), releaseBox)
  }

  /// Saves what the window shows as a PNG; returns its size.
  public func saveScreenshot(to path: String) throws(ScreenshotError) -> (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    var error: UnsafeMutablePointer<CChar>?
    guard pet_gtk_window_save_png(window, path, &width, &height, &error) else {
      let message = error.map { String(cString: $0) } ?? "unknown error"
      pet_gtk_free(error)
      throw ScreenshotError(path: path, message: message)
    }
    return (Int(width), Int(height))
  }

  // MARK: Wiring

  private func connect() {
    pet_gtk_window_set_cell_text_func(
      window, callCellText,
      Unmanaged.passRetained(CellTextBox { [weak self] row, column in self?.text(row: row, column: column) ?? "" })
        .toOpaque(),
      releaseBox)
    // The boxes hold the window weakly: the window owns the widgets that own the boxes.
    pet_gtk_window_connect_selection_changed(
      window, callIndex, CallbackBox<Int> { [weak self] row in self?.selectionChanged(row) }.retain(),
      releaseBox)
    pet_gtk_window_connect_search_changed(
      window, callText, CallbackBox<String> { [weak self] text in self?.searchChanged(text) }.retain(),
      releaseBox)
    for (index, control) in controls.enumerated() {
      let choice = pet_gtk_window_add_choice(window, control.label, control.accessibleName, control.aboveList)
      for item in control.items { pet_gtk_window_append_choice_item(window, choice, item) }
      pet_gtk_window_set_choice_active(window, choice, Int32(control.current(query)))
      pet_gtk_window_connect_choice_changed(
        window, choice, callIndex,
        CallbackBox<Int> { [weak self] item in self?.choiceChanged(control: index, item: item) }.retain(),
        releaseBox)
    }
  }

  /// The view model of the `position`th row.
  func row(at position: Int) -> PetViewModel {
    PetViewModel(pet: list.catalog.pets[rows[position]], context: list.context)
  }

  private func text(row: Int, column: PetGtkColumn) -> String {
    guard row < rows.count else { return "" }
    if column == PET_GTK_COLUMN_STAR || column == PET_GTK_COLUMN_STAR_LABEL {
      let pet = list.catalog.pets[rows[row]]
      let star = star(for: pet.id, name: pet.name)
      return column == PET_GTK_COLUMN_STAR ? star.symbol : star.label
    }
    let pet = self.row(at: row)
    switch column {
    case PET_GTK_COLUMN_IMAGE_PATH: return pet.image.path ?? ""
    case PET_GTK_COLUMN_NAME: return pet.name
    case PET_GTK_COLUMN_SPECIES: return pet.speciesText
    case PET_GTK_COLUMN_AGE: return pet.ageText
    case PET_GTK_COLUMN_FEE: return pet.adoptionFeeText
    default: return ""
    }
  }

  private func selectionChanged(_ row: Int) {
    guard row >= 0, row < rows.count else { return }
    let pet = self.row(at: row)
    selectedPetID = pet.id
    pet.configure(card)
    drawCardButtons()
  }

  private func searchChanged(_ text: String) {
    guard !measuresTyping else { return }
    run(searching(text))
  }

  /// The current query with the search `text`.
  func searching(_ text: String) -> ListQuery {
    var next = query
    next.filter.search = text
    return next
  }

  private func choiceChanged(control index: Int, item: Int) {
    guard item >= 0 else { return }
    var next = query
    controls[index].apply(&next, item)
    run(next)
  }

  /// Shows the pets that `next` asks for: at once on a small catalogue, else after a query on a
  /// background queue, whose result the main loop picks up unless a newer query overtook it.
  private func run(_ next: ListQuery) {
    guard let number = begin(next) else { return }
    let current = list
    guard current.catalog.pets.count >= backgroundQueryThreshold else {
      show(current.answering(next), number: number)
      return
    }
    DispatchQueue.global(qos: .userInitiated).async {
      let result = current.answering(next)
      GtkSession.runOnMainLoop { [weak self] in self?.show(result, number: number) }
    }
  }

  /// Makes `next` the query the list catches up with; its number, or `nil` if it is the current one.
  func begin(_ next: ListQuery) -> Int? {
    guard next != query else { return nil }
    query = next
    queryNumber += 1
    return queryNumber
  }

  /// Shows `updated` unless a newer query's result is already shown.
  func show(_ updated: PetListViewModel, number: Int) {
    guard number > shownQueryNumber else { return }
    shownQueryNumber = number
    list = updated
    refresh()
  }

  /// Shows the list's current rows (only favourites when asked), count and empty state, keeping
  /// the selected pet if it is still shown, else selecting the first.
  func refresh() {
    let favoriteIDs = favorites?.favoriteIDs ?? []
    rowsFavoriteIDs = favoriteIDs
    rows = onlyFavorites ? list.visible(onlyFavorites: favoriteIDs) : list.visible
    pet_gtk_window_set_row_count(window, UInt32(rows.count))
    if onlyFavorites {
      pet_gtk_window_set_count_text(window, list.countText(onlyFavorites: favoriteIDs))
      pet_gtk_window_set_empty_state(
        window, rows.isEmpty, list.emptyTitle(onlyFavorites: favoriteIDs), list.emptyMessage(onlyFavorites: favoriteIDs)
      )
    } else {
      pet_gtk_window_set_count_text(window, list.countText)
      pet_gtk_window_set_empty_state(window, list.isEmpty, list.emptyTitle, list.emptyMessage)
    }
    if let id = selectedPetID, let position = position(ofPetWithID: id) {
      pet_gtk_window_select_row(window, Int32(position))
    } else if !rows.isEmpty {
      pet_gtk_window_select_row(window, 0)
    }
  }

  /// Whether the rows must be chosen again because the favourites changed under the filter.
  var rowsAreStale: Bool {
    onlyFavorites && (favorites?.favoriteIDs ?? []) != rowsFavoriteIDs
  }

  /// Turns the Favourites filter on or off, as its toggle does.
  func setOnlyFavorites(_ only: Bool) {
    guard only != onlyFavorites else { return }
    onlyFavorites = only
    refresh()
  }

}

extension PetListViewModel {
  /// This list with `query`'s filter and sort order (the query runs here).
  fileprivate func answering(_ query: ListQuery) -> PetListViewModel {
    var updated = self
    updated.filter = query.filter
    updated.sortOrder = query.sortOrder
    return updated
  }
}

/// Why a screenshot could not be saved.
public struct ScreenshotError: Error, CustomStringConvertible {
  public var path: String
  public var message: String
  public var description: String { "cannot save the screenshot \(path): \(message)" }
}

/// Calls `body` with a C string for `string`, or with `nil`.
func withOptionalCString<Result>(
  _ string: String?, _ body: (UnsafePointer<CChar>?) -> Result
) -> Result {
  guard let string else { return body(nil) }
  return string.withCString { body($0) }
}
