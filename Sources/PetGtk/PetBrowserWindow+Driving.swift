import CGtk3
import CPetGtk
import PetAdoptionFlow
import PetBrowsing
import PetCards

#if canImport(Glibc)
  import Glibc
#endif

/// What the flags and the tests do with the window: act as a person would, through the widgets'
/// own signals, and read back what the widgets hold.
extension PetBrowserWindow {
  /// Opens the search bar and types `text` into it; the list follows at once.
  public func search(_ text: String) {
    guard !isClosed else { return viewModel.searchTextChanged(text) }
    if !text.isEmpty { window.child(.searchBar).set("search-mode-enabled", true) }
    window.child(.searchEntry).set("text", text)
    // The entry reports a change only after a pause (GTK's debounce); a person would wait.
    viewModel.searchTextChanged(text)
  }

  /// Types `text` into the place entry and presses Enter, as a person would.
  public func enterPlace(_ text: String) {
    guard !isClosed else { return viewModel.placeEntered(text) }
    window.child(.nearEntry).set("text", text)
    window.child(.nearEntry).emit("activate")
  }

  /// The text in the place entry, as GTK has it.
  public var shownPlaceText: String { isClosed ? "" : window.child(.nearEntry).string("text") ?? "" }

  /// The text in the search entry, as GTK has it.
  public var shownSearchText: String { isClosed ? "" : window.child(.searchEntry).string("text") ?? "" }

  /// Picks the `item`th entry of the drop-down `kind`, as a person would; `false` when it has
  /// no such item.
  @discardableResult
  public func choose(item: Int, in kind: BrowserChoice.Kind) -> Bool {
    guard !isClosed else {
      viewModel.choiceChanged(kind, item: item)
      return false
    }
    let combo = window.child(.combo(kind))
    combo.set("active", item)
    return combo.int("active") == item
  }

  /// Clicks the empty state's button (e.g. `Clear the filters`), when it shows.
  public func clickEmptyStateButton() {
    guard !isClosed else { return viewModel.emptyStateActionTapped() }
    if window.child(.emptyAction).bool("visible") { window.child(.emptyAction).emit("clicked") }
  }

  /// Clicks the notification's button (Undo), when a notification shows.
  public func clickNotificationButton() {
    guard !isClosed else { return viewModel.notificationActionTapped() }
    if window.child(.notification).bool("reveal-child") { window.child(.notificationAction).emit("clicked") }
  }

  /// Clicks the header of the list column `column` (`name`, `age`, `fee`), as the mouse would.
  public func clickColumnHeader(_ column: String) {
    guard !isClosed else { return viewModel.columnHeaderClicked(column) }
    ListColumn(rawValue: column).map { window.child($0.templateID).emit("clicked") }
  }

  /// Whether the header of `column` shows the sort indicator, read back from GTK.
  public func showsSortIndicator(_ column: String) -> Bool {
    !isClosed && (ListColumn(rawValue: column).map { window.child($0.templateID).bool("sort-indicator") } ?? false)
  }

  /// Whether the header of `column` shows its arrow the other way (descending: Z to A, oldest,
  /// highest fee first), read back from GTK.
  public func sortIndicatorIsReversed(_ column: String) -> Bool {
    !isClosed
      && (ListColumn(rawValue: column).map {
        window.child($0.templateID).int("sort-order") == Int(GTK_SORT_DESCENDING.rawValue)
      } ?? false)
  }

  /// Selects the pet with `id` if the list shows it.
  @discardableResult
  public func select(petID id: String) -> Bool {
    // Opened, as a click on its row does: a narrow window shows its card.
    viewModel.openPet(id: id)
  }

  /// The window's widget `name` from window.ui (or card.ui with `inCard`, form.ui with `inForm`
  /// while the form is open), for tests that measure it with GTK itself; `nil` once closed.
  public func widgetPointer(_ name: String, inCard: Bool = false, inForm: Bool = false) -> UnsafeMutableRawPointer? {
    guard !isClosed else { return nil }
    if inForm { return inquiryForm.flatMap { pet_gtk_template_child($0.dialog.pointer, name) } }
    return pet_gtk_template_child(inCard ? window.child(.card).pointer : window.pointer, name)
  }

  /// The toplevel window, for tests that measure it with GTK itself.
  public var windowPointerForTests: UnsafeMutableRawPointer { window.pointer }

  /// Asks for a window `width` by `height` pixels (before `present`, or to resize it after).
  public func requestSize(width: Int, height: Int) {
    guard !isClosed else { return }
    window.set("default-width", width)
    window.set("default-height", height)
  }

  /// The window's size as GTK has it.
  public var windowSize: (width: Int, height: Int) {
    guard !isClosed else { return (0, 0) }
    return (window.int("current-width"), window.int("current-height"))
  }

  /// The id of the pet whose card is shown.
  public var selectedPetID: String? { viewModel.selectedPetID }

  /// Presses or releases the Favourites toggle.
  public func showOnlyFavorites(_ only: Bool) {
    guard !isClosed else { return viewModel.favoritesToggled(only) }
    window.child(.favoritesToggle).set("active", only)
  }

  /// Whether the Favourites toggle is pressed, read back from GTK.
  public var favoritesToggleIsActive: Bool {
    !isClosed && window.child(.favoritesToggle).bool("active")
  }

  /// Clicks Reset, as a person does: nothing happens while it is disabled.
  public func clickReset() {
    guard !isClosed, resetIsEnabled else { return }
    window.child(.resetButton).emit("clicked")
  }

  /// Whether Reset can be clicked, read back from GTK.
  public var resetIsEnabled: Bool { !isClosed && window.child(.resetButton).bool("sensitive") }

  /// The lines the filters wrap to, as GTK lays them out: the shown drop-downs' and the
  /// Favourites toggle's distinct tops in the window.
  public var filterLines: Int {
    guard !isClosed else { return 0 }
    let widgets = BrowserChoice.Kind.allCases.map { window.child(.combo($0)) } + [window.child(.favoritesToggle)]
    let middles = widgets.compactMap { $0.bounds.map { $0.y + $0.height / 2 } }.sorted()
    // Widgets of one line are centred on it, give or take a pixel.
    return zip(middles, middles.dropFirst()).filter { $1 - $0 > 4 }.count + (middles.isEmpty ? 0 : 1)
  }

  /// The item each filter's drop-down shows, read back from GTK, by kind.
  public func shownItem(of kind: BrowserChoice.Kind) -> Int { window.child(.combo(kind)).int("active") }

  /// Clicks the star in `row` with the mouse; the window must be shown.
  @discardableResult
  public func clickStar(row: Int) -> Bool {
    !isClosed && pet_gtk_window_click_star(windowPointer, UInt32(row))
  }

  /// Presses Ctrl+D: stars or unstars the selected pet.
  public func toggleSelectedFavorite() {
    guard !isClosed else { return viewModel.selectedStarActivated() }
    // As the shortcut would: only while the action is enabled.
    if let action = toggleFavoriteAction, action.bool("enabled") { action.emit("activate") }
  }

  /// The message bar's text, read back from GTK, or `nil` while it is hidden.
  public var message: String? {
    guard !isClosed, window.child(.infoBar).bool("visible") else { return nil }
    return window.child(.infoLabel).text
  }

  /// Closes the message bar with its close button.
  public func closeMessage() {
    guard !isClosed else { return viewModel.messageClosed() }
    window.child(.infoBar).emit("response")
  }

  /// The count label's text, read back from GTK, e.g. `3 of 27 pets`.
  public var countText: String { isClosed ? "" : window.child(.countLabel).text }

  /// The rows the tree view's model has.
  public var rowCount: Int { isClosed ? 0 : window.int("row-count") }

  /// Whether the list's row count has caught up with the view model's rows.
  public var rowsSettled: Bool { rowCount == viewModel.rowCount }

  /// A cell of the list's `row` as the tree view's model gives it, whether or not the window of
  /// rows the tree view holds has reached it.
  public func cellText(row: Int, column: PetGtkColumn) -> String? {
    guard !isClosed, row >= 0, let text = pet_gtk_window_get_cell_text(windowPointer, UInt32(row), column.rawValue)
    else { return nil }
    defer { free(text) }
    return String(cString: text)
  }

  /// The list's rows on screen, counted from the list's start, or `nil` when none is.
  public var rowsOnScreen: ClosedRange<Int>? {
    var first: UInt32 = 0
    var last: UInt32 = 0
    guard !isClosed, pet_gtk_window_get_rows_on_screen(windowPointer, &first, &last) else { return nil }
    return Int(first)...Int(last)
  }

  /// The texts of `column` in the rows on screen, read through the tree view's own model, as the
  /// person sees them.
  public func textsOnScreen(column: PetGtkColumn) -> [String] {
    guard let rows = rowsOnScreen, let model = treeModel else { return [] }
    let start = Int(pet_gtk_window_get_window_start(windowPointer))
    return rows.map { row in
      var iter = GtkTreeIter()
      guard gtk_tree_model_iter_nth_child(model, &iter, nil, Int32(row - start)) != 0 else { return "" }
      var value = GValue()
      gtk_tree_model_get_value(model, &iter, Int32(column.rawValue), &value)
      defer { g_value_unset(&value) }
      return g_value_get_string(&value).map { String(cString: $0) } ?? ""
    }
  }

  /// Presses a key in the list (`keyval` a GDK key value such as `GDK_KEY_End`), as the keyboard
  /// would; `false` when the list has no binding for it.
  @discardableResult
  public func pressListKey(_ keyval: Int32, modifiers: GdkModifierType = GdkModifierType(0)) -> Bool {
    !isClosed && pet_gtk_window_press_list_key(windowPointer, UInt32(keyval), modifiers.rawValue)
  }

  /// The list's own scrollbar, shown past a window of rows: whether it shows, and its position,
  /// range and page in pixels.
  public var listScrollbar: (isVisible: Bool, value: Double, upper: Double, pageSize: Double) {
    guard let adjustment = listScrollbarAdjustment else { return (false, 0, 0, 0) }
    return (
      window.child(.listScrollbar).bool("visible"), gtk_adjustment_get_value(adjustment),
      gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment)
    )
  }

  /// Drags the list's own scrollbar to `value` pixels.
  public func moveListScrollbar(to value: Double) {
    guard let adjustment = listScrollbarAdjustment else { return }
    gtk_adjustment_set_value(adjustment, value)
  }

  private var listScrollbarAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
    guard !isClosed else { return nil }
    return gtk_range_get_adjustment(window.child(.listScrollbar).pointer.assumingMemoryBound(to: GtkRange.self))
  }

  /// Scrolls the tree view by `pixels`, as the wheel does (its scrolled window's adjustment).
  public func scrollList(by pixels: Double) {
    guard !isClosed else { return }
    let view = window.child(.treeView).pointer.assumingMemoryBound(to: GtkTreeView.self)
    let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(view))
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + pixels)
  }

  /// The rows the tree view itself holds: a window of the list, at most 1,024 rows.
  public var treeViewRowCount: Int {
    treeModel.map { Int(gtk_tree_model_iter_n_children($0, nil)) } ?? 0
  }

  /// The tree view's model: the window of the list's rows it holds.
  private var treeModel: OpaquePointer? {
    guard !isClosed else { return nil }
    return gtk_tree_view_get_model(window.child(.treeView).pointer.assumingMemoryBound(to: GtkTreeView.self))
  }

  /// Whether the empty state replaces the list.
  public var showsEmptyState: Bool { !isClosed && window.child(.stack).string("visible-child-name") == "empty" }

  /// Whether the error page shows instead of the list.
  public var showsErrorPage: Bool { !isClosed && window.child(.stack).string("visible-child-name") == "error" }

  /// The catalogue bar's text, read back from GTK, or `nil` while it is hidden.
  public var catalogBarText: String? {
    guard !isClosed, window.child(.catalogBar).bool("visible") else { return nil }
    return window.child(.catalogLabel).text
  }

  /// Clicks the catalogue bar's "Show Problems" button.
  public func clickShowProblems() {
    guard !isClosed else { return viewModel.showProblemsTapped() }
    window.child(.catalogProblems).emit("clicked")
  }

  /// The problems view's title and lines, read back from GTK, or `nil` while it is closed.
  public var shownProblems: (title: String, text: String, detailsTitle: String, details: String)? {
    guard !isClosed, window.child(.problemsPopover).bool("visible") else { return nil }
    return (
      window.child(.problemsTitle).text, window.child(.problemsLabel).text,
      window.child(.problemsDetails).string("label") ?? "", window.child(.problemsDetailsLabel).text
    )
  }

  /// Runs the main loop until the newest query's result is shown (tests). The loop sleeps
  /// until GTK has something to do: the answer comes back as a main-loop source.
  public func waitUntilUpdated() {
    while viewModel.isUpdating, !isClosed { gtk_main_iteration_do(1) }
  }

  /// Whether a picture is being decoded: a thumbnail on screen, or the card's.
  public var picturesLoading: Bool {
    !isClosed && (thumbnails.loadingCount > 0 || card.isPictureLoading)
  }

  /// Runs the main loop until the window has settled (`whenSettled`): every picture asked for
  /// decoded or failed, and drawn (tests). The loop sleeps until GTK has something to do.
  public func waitForPictures() {
    var settled = false
    whenSettled { settled = true }
    while !settled, !isClosed { gtk_main_iteration_do(1) }
  }

  /// Calls `body` once the window shows what its view model says: the newest query answered,
  /// the list's rows all counted, and every picture asked for decoded (or failed) and drawn.
  /// Nothing polls: each of those says when it changes (`settle`), and the last is followed by
  /// the frame that draws it.
  public func whenSettled(_ body: @escaping @MainActor () -> Void) {
    settledWaiters.append(body)
    settle()
  }

  /// Hands the waiters of `whenSettled` the settled window, if it is.
  func settle() {
    guard !settledWaiters.isEmpty, !isClosed, !viewModel.isUpdating, !viewModel.isReadingRows, rowsSettled,
      !picturesLoading
    else { return }
    let waiters = settledWaiters
    settledWaiters = []
    // The rows and the card are drawn again at the next frames of the frame clock (60 a second).
    GtkSession.runOnMainLoop(after: .milliseconds(50)) {
      for waiter in waiters { waiter() }
    }
  }

  /// Calls `body` once the window's first frame is on screen.
  public func afterFirstFrame(_ body: @escaping @MainActor () -> Void) {
    var called = false
    window.connect("first-frame") { _ in
      guard !called else { return }
      called = true
      body()
    }
  }

  /// Where the widget named `name` in the window's template (`inCard`: in the card's) lies in
  /// the window, in pixels; `nil` while it is not shown.
  public func bounds(of name: String, inCard: Bool = false) -> WidgetBounds? {
    guard !isClosed else { return nil }
    return (inCard ? card.card : window).child(named: name).bounds
  }

  /// Saves what the window shows as a PNG; returns its size.
  public func saveScreenshot(to path: String) throws(ScreenshotError) -> (width: Int, height: Int) {
    try window.saveScreenshot(to: path)
  }

  /// Everything the window's widgets hold now, read back from GTK, for `--print-window`: the
  /// same snapshot the view model gives with no display, and printed the same way.
  public var snapshot: WindowSnapshot {
    var snapshot = WindowSnapshot()
    guard !isClosed else { return snapshot }
    snapshot.title = window.string("title") ?? ""
    snapshot.headerTitle = window.child(.headerBar).string("title") ?? ""
    snapshot.headerSubtitle = window.child(.headerBar).string("subtitle") ?? ""
    let search = window.child(.searchEntry).string("text") ?? ""
    snapshot.search = search.isEmpty ? nil : search
    for kind in BrowserChoice.Kind.allCases where kind != .shelter || window.child(.shelterFilter).bool("visible") {
      if kind == .within {
        let entry = window.child(.nearEntry)
        snapshot.filters.append(
          WindowSnapshot.Field(
            window.child(.nearLabel).text,
            WindowSnapshot.placeText(
              entry.string("text") ?? "", problem: entry.string("secondary-icon-tooltip-text"))))
      }
      let field = WindowSnapshot.Field(window.child(.label(kind)).text, window.child(.combo(kind)).comboText)
      if kind == .sort { snapshot.sort = field } else { snapshot.filters.append(field) }
    }
    snapshot.filters.append(
      WindowSnapshot.Field(
        window.child(.favoritesToggle).text,
        WindowSnapshot.toggleText(window.child(.favoritesToggle).bool("active"))))
    snapshot.count = countText
    snapshot.message = message
    if window.child(.catalogBar).bool("visible") {
      let button = window.child(.catalogProblems)
      snapshot.catalogBar = WindowSnapshot.Field(
        window.child(.catalogLabel).text, button.bool("visible") ? button.text : "")
    }
    if window.child(.notification).bool("reveal-child") {
      snapshot.notification = WindowSnapshot.Field(
        window.child(.notificationLabel).text, window.child(.notificationAction).text)
    }
    // The Distance column, while it shows.
    let shown = ListColumn.allCases.filter { $0 != .distance || window.child($0.templateID).bool("visible") }
    snapshot.columns = shown.map { window.child($0.templateID).string("title") ?? "" }
    let columns = shown.map(\.cells)
    if showsErrorPage {
      var buttons = [WindowSnapshot.buttonText(window.child(.errorOpen).text)]
      if window.child(.errorOpenBundled).bool("visible") {
        buttons.append(WindowSnapshot.buttonText(window.child(.errorOpenBundled).text))
      }
      snapshot.errorPage =
        [
          window.child(.errorIcon).string("icon-name") ?? "", window.child(.errorTitle).text,
          window.child(.errorMessage).text, window.child(.errorAdvice).text,
        ] + buttons
    } else if showsEmptyState {
      let icon = window.child(.emptyIcon).string("icon-name") ?? ""
      snapshot.emptyState = [icon, window.child(.emptyTitle).text, window.child(.emptyMessage).text]
      if window.child(.emptyAction).bool("visible") {
        snapshot.emptyState?.append(WindowSnapshot.buttonText(window.child(.emptyAction).text))
      }
    } else {
      snapshot.rows = (0..<rowCount).map { row in
        columns.map { column in
          let text = cellText(row: row, column: column) ?? ""
          switch column {
          case PET_GTK_COLUMN_IMAGE_PATH: return text.isEmpty ? WindowSnapshot.placeholder : text
          case PET_GTK_COLUMN_NAME:
            return WindowSnapshot.nameCell(text, status: cellText(row: row, column: PET_GTK_COLUMN_STATUS))
          default: return text
          }
        }
      }
      let selected = window.int("selected-row")
      snapshot.selectedRow = selected < 0 ? nil : selected
    }
    if snapshot.selectedRow != nil {
      let ask = GtkPetView.Button.askToAdopt
      snapshot.card = WindowSnapshot.cardFields(
        texts: card.snapshotTexts, picture: card.imagePath ?? WindowSnapshot.placeholder,
        photo: card.photoPosition,
        star: FavoriteStar(
          symbol: card.buttonText(.favorite), isFavorite: false, isEnabled: card.isButtonEnabled(.favorite),
          label: card.buttonLabel(.favorite)),
        askToAdopt: ButtonState(
          text: card.buttonText(ask), tooltip: card.buttonLabel(ask), isEnabled: card.isButtonEnabled(ask)),
        asked: card.askedText)
    }
    return snapshot
  }
}

extension GObject {
  /// The text of a GtkComboBoxText's active item (each item's id is its text).
  var comboText: String { string("active-id") ?? "" }

  /// Where this widget lies in its window, or `nil` while it is not shown.
  var bounds: WidgetBounds? {
    let widget = pointer.assumingMemoryBound(to: GtkWidget.self)
    var (left, top): (Int32, Int32) = (0, 0)
    guard gtk_widget_get_mapped(widget) != 0,
      gtk_widget_translate_coordinates(widget, gtk_widget_get_toplevel(widget), 0, 0, &left, &top) != 0
    else { return nil }
    var allocation = GtkAllocation()
    gtk_widget_get_allocation(widget, &allocation)
    return WidgetBounds(x: Int(left), y: Int(top), width: Int(allocation.width), height: Int(allocation.height))
  }
}

/// Where a widget lies in its window, in pixels from the window's top left corner.
public struct WidgetBounds: Equatable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Int
  /// The top edge.
  public var y: Int
  /// The width.
  public var width: Int
  /// The height.
  public var height: Int

  /// The bounds with this corner and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  /// The right edge: `x + width`.
  public var maxX: Int { x + width }
  /// The bottom edge: `y + height`.
  public var maxY: Int { y + height }

  /// Whether the two share any pixel.
  public func overlaps(_ other: WidgetBounds) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// `x,y widthxheight`, for test messages.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
