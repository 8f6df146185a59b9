/// The two panes of the window: the list of pets and the selected pet's card.
public enum BrowserPane: String, Equatable, Sendable {
  /// The list, with the count above it.
  case list
  /// The selected pet's card.
  case card
}

/// A narrow window shows the list or the card, not both: opening a pet from the list shows its
/// card, and the back button (or Escape, or Alt+Left) returns to the list.
extension PetBrowserViewModel {
  /// Whether the back button shows: only while a folded window shows the card.
  public var showsBackButton: Bool { state.panes.isFolded && state.panes.visiblePane == .card }

  /// Whether the window is too narrow for the list and the card side by side, so it shows one.
  public var isFolded: Bool { state.panes.isFolded }

  /// The pane the window shows while folded: the list, or the selected pet's card.
  public var visiblePane: BrowserPane { state.panes.visiblePane }

  /// Whether a folded window shows the filters above its list (the Filters toggle).
  public var filtersRevealed: Bool { state.panes.filtersRevealed }

  /// Whether the header bar's search button shows: not over a folded window's card, which has
  /// nothing to search and needs the room for its back button and title.
  public var showsSearchButton: Bool { !showsBackButton }

  /// Whether the header bar's Open… button shows: not in a folded window, whose header bar is
  /// as narrow as a phone and has the back button to hold; Open… stays in the menu (Ctrl+O).
  public var showsOpenButton: Bool { !state.panes.isFolded }

  /// Whether the filters, Sort and Favourites show: always in a wide window; in a folded one
  /// above the list once the Filters toggle is pressed, never above the card.
  /// The error page (a catalogue that could not be read) has nothing to filter: no filters.
  public var showsFilters: Bool {
    let panes = state.panes
    return catalogStatus.errorPage == nil
      && (!panes.isFolded || (panes.visiblePane == .list && panes.filtersRevealed))
  }

  /// Whether the Filters toggle shows: in a folded window's list, where the filters would take
  /// most of a phone's screen, so they wait to be asked for.
  public var showsFiltersToggle: Bool {
    catalogStatus.errorPage == nil && state.panes.isFolded && state.panes.visiblePane == .list
  }

  /// The Filters toggle was pressed (`true`) or released.
  public func filtersToggled(_ on: Bool) {
    update { state.panes.filtersRevealed = on }
  }

  /// Whether the list shows its species and age columns: not when the list is too narrow for
  /// every column (a phone; the card says both). Narrowness is the list's own width, not
  /// whether the window folded: hiding columns on folding let the window unfold again (the
  /// list asked for less), show them, and fold, over and over at 1.5x text.
  public var showsSecondaryColumns: Bool { !state.panes.isListNarrow }

  /// The list became too narrow to show every column (`true`), or wide enough again.
  public func listNarrowChanged(_ narrow: Bool) {
    update { state.panes.isListNarrow = narrow }
  }

  /// The window became too narrow for both panes (`true`), or wide enough again (`false`).
  public func foldedChanged(_ folded: Bool) {
    guard folded != state.panes.isFolded else { return }
    update {
      state.panes.isFolded = folded
      if !folded { state.panes.visiblePane = .list }
      if folded, state.panes.opensCardOnFold, state.rows.petID != nil { state.panes.visiblePane = .card }
      state.panes.opensCardOnFold = false
    }
  }

  /// A pet asked for by name (`pet-browser --select`): selected and opened, so a narrow window
  /// shows its card, now or as soon as it folds. Returns whether the list shows that pet.
  @discardableResult
  public func openPet(id: String) -> Bool {
    guard selectPet(id: id) else { return false }
    if state.panes.isFolded { rowActivated() } else { update { state.panes.opensCardOnFold = true } }
    return true
  }

  /// The person opened the selected row (a click, or Enter): a folded window shows its card. A
  /// wide window already shows it, and stays on the list should it fold later.
  public func rowActivated() {
    guard state.panes.isFolded, state.rows.petID != nil else { return }
    update { state.panes.visiblePane = .card }
  }

  /// The back button, Escape or Alt+Left: a folded window shows the list again.
  public func backTapped() {
    update { state.panes.visiblePane = .list }
  }
}
