import PetAdoptionFlow
import PetCatalog
import PetPresentation

/// The list: the search, the drop-downs, the Favourites toggle, the selection, and the query
/// that answers them (at once on a small catalogue, on the `query` scheduler on a large one).
extension PetBrowserViewModel {
  /// The search entry's text changed.
  public func searchTextChanged(_ text: String) {
    var next = state.query.asked
    next.filter.search = text
    update { run(next) }
  }

  /// The header of the list column `column` (`name`, `age`, `fee`) was clicked: the list is
  /// sorted by it, or the other way when it already is (the header's arrow turns), and the
  /// Sort drop-down follows.
  public func columnHeaderClicked(_ column: String) {
    let current = state.query.asked.sortOrder
    let forward = PetSortOrder.allCases.first { $0.column == column && !$0.isReversed }
    let order = current.column == column ? current.reversed : forward
    guard let order, let item = PetSortOrder.allCases.firstIndex(of: order) else { return }
    choiceChanged(.sort, item: item)
  }

  /// The drop-down `kind` now shows item `item` (-1: none, and positions past the last item, ignored).
  public func choiceChanged(_ kind: BrowserChoice.Kind, item: Int) {
    guard let choice = choices.first(where: { $0.kind == kind }), choice.items.indices.contains(item) else { return }
    var next = state.query.asked
    choice.apply(&next, item)
    update { run(next) }
  }

  /// Lists only the pets of the shelter `text` names (its id, its name, or `any` for every
  /// shelter), as picking it in the Shelter filter does; `false`, changing nothing, when the
  /// catalogue has no such shelter or is one shelter's (its Shelter filter does not show).
  @discardableResult
  public func chooseShelter(named text: String) -> Bool {
    guard let choice = choices.first(where: { $0.kind == .shelter }), let item = choice.item(named: text) else {
      return false
    }
    choiceChanged(.shelter, item: item)
    return true
  }

  /// The Favourites toggle was pressed or released.
  public func favoritesToggled(_ on: Bool) {
    guard on != state.onlyFavorites else { return }
    update {
      state.onlyFavorites = on
      refreshRows()
    }
  }

  /// Reset was clicked: every filter goes back to its default (any species, age, sex, size and
  /// shelter, good with anyone, the pets that can still be adopted, anywhere, within 50) and
  /// Favourites off; the
  /// search and the order stay. Putting each drop-down back by hand was the only way (issue 45).
  public func resetFilters() {
    let asked = state.query.asked
    let next = ListQuery(filter: .browsing(search: asked.filter.search), sortOrder: asked.sortOrder)
    update {
      if state.place.text != "" || state.place.problem != nil {
        state.place = PlaceEntry(text: "", setByModel: state.place.setByModel + 1)
      }
      if state.onlyFavorites {
        state.onlyFavorites = false
        refreshRows()
      }
      if next != asked { run(next) }
    }
  }

  /// Whether Reset has anything to reset: a filter off its default, or Favourites on.
  public var canResetFilters: Bool {
    let asked = state.query.asked.filter
    return state.onlyFavorites || asked != .browsing(search: asked.search)
  }

  /// The person selected the row at `row` (or none, `nil`).
  public func rowSelected(_ row: Int?) {
    guard let row, state.rows.indices.indices.contains(row) else { return }
    let id = state.list.catalog.pet(at: state.rows.indices[row]).id
    state.selectWhenWhole = nil
    update { state.rows.select(row, id: id, byModel: false) }
  }

  /// Selects the pet with `id` if the list shows it; `false` when it does not. On a list that
  /// shows only its first page yet, a pet of the catalogue that is not among it is selected
  /// when the whole answer shows, if it is among that (`true`).
  ///
  /// On a shared catalogue once the window's start is answered, a pet whose place is not at
  /// hand is looked up on another thread, and selected (and opened, by `openPet`) once it is,
  /// if the list shows it (`true` meanwhile): a second launch's `--select` asked the server on
  /// the main thread (issue 40, point 5).
  @discardableResult
  public func selectPet(id: String) -> Bool {
    state.selectWhenWhole = nil
    selectWhenRead = nil
    if readsAway, let backing = state.list.catalog.backing {
      let main = configuration.main
      let lookup = backing.indexAtHand(ofPetWithID: id) { [weak self] in
        main.schedule { MainActor.assumeIsolated { self?.petLookedUp(id) } }
      }
      switch lookup {
      case .reading:
        selectWhenRead = id
        return true
      case .absent: return false
      case .at: break
      }
    }
    guard let row = position(ofPetWithID: id) else {
      guard !state.list.isWhole, state.list.catalog.index(ofPetWithID: id) != nil else { return false }
      state.selectWhenWhole = id
      return true
    }
    update { state.rows.select(row, id: id, byModel: true) }
    return true
  }

  /// The pet with `id` was looked up on another thread (`selectPet`): selected and opened now,
  /// unless another was asked for meanwhile.
  private func petLookedUp(_ id: String) {
    guard selectWhenRead == id else { return }
    openPet(id: id)
  }

  /// The search changed to `text`, answered at once on any catalogue, with `afterQuery` called
  /// between the query and the outputs' update (the typing benchmark times the two apart). On
  /// a shared catalogue that is its first page and count, and the rest is asked on the `query`
  /// scheduler, as a keystroke asks it.
  public func answerNow(search text: String, afterQuery: () -> Void = {}) {
    var next = state.query.asked
    next.filter.search = text
    // The outputs are updated (`onChange`) as `update` ends, after `afterQuery`.
    update {
      guard let number = state.query.begin(next) else { return afterQuery() }
      newestQuery.set(number)
      let current = state.list
      let kept = state.rows.selectedIndex
      let page = firstPageSize.flatMap { size in
        current.firstPage(next.filter, sortOrder: next.sortOrder, size: size, keeping: kept, isWanted: { true })
      }
      let answer = page ?? current.answering(next)
      afterQuery()
      show(answer, number: number)
      if !answer.isWhole { askWhole(next, number: number, from: current) }
    }
  }

  /// Runs `body`, which gives the window's inputs before it shows (its command line's search,
  /// filters and pet), with a small shared catalogue's queries answered at once, each in turn,
  /// as a catalogue in memory answers them: asked on the query thread, each but the last would
  /// be typed over, and the pet kept selected from one to the next would not be the one the
  /// window printed without a display. Once it shows, they are asked on the query thread.
  public func answeringAtOnce(_ body: () -> Void) {
    answersAtOnce = true
    defer { answersAtOnce = false }
    body()
  }

  /// Makes the search index ready on the `query` scheduler (the words of every pet, the other
  /// sort orders), so the first keystroke does not wait for it.
  public func prepareSearch() {
    let index = state.list.index
    configuration.query.schedule { index.prepare() }
  }

  /// Makes the search index ready now (the typing benchmark times keystrokes, not this).
  public func prepareSearchNow() {
    state.list.index.prepare()
  }

  // MARK: Work

  /// Shows the pets that `next` asks for: at once on a small catalogue, else after a query on
  /// the `query` scheduler, whose result `main` brings back unless a newer query overtook it.
  /// A store that answers a page alone (a shared catalogue's server) answers the first page
  /// and the count first, shown at once, then the whole answer.
  func run(_ next: ListQuery) {
    guard let number = state.query.begin(next) else { return }
    let current = state.list
    let remote = current.catalog.backing?.isRemote == true && !answersAtOnce
    guard current.catalog.petCount >= configuration.backgroundQueryThreshold || remote else {
      show(current.answering(next), number: number)
      return
    }
    let pageSize = firstPageSize
    // The selected pet, which a page from an index in memory reaches, to keep its row.
    let kept = state.rows.selectedIndex
    newestQuery.set(number)
    let newest = newestQuery
    let deliver = bringBack(number)
    configuration.query.schedule {
      // Typed over while it waits or runs, a shared catalogue's query is stopped on its server,
      // so the newer one need not wait for it; no answer comes of it.
      let isWanted: @Sendable () -> Bool = { newest.isNewest(number) }
      if let pageSize {
        guard
          let page = current.firstPage(
            next.filter, sortOrder: next.sortOrder, size: pageSize, keeping: kept, isWanted: isWanted)
        else { return }
        deliver(page)
        guard !page.isWhole else { return }
      }
      guard let result = current.answering(next.filter, sortOrder: next.sortOrder, isWanted: isWanted) else { return }
      deliver(result)
    }
  }

  /// How many pets a query asks first, when it asks a first page: of a store (in memory, the
  /// whole answer costs what its page would, and narrows what is shown as a word grows), and
  /// not for only favourites (their count is of the whole answer's).
  private var firstPageSize: Int? {
    state.onlyFavorites || state.list.catalog.backing == nil ? nil : configuration.firstPageSize
  }

  /// What brings an answer to query `number` back from the thread it was asked on, to show on
  /// the main thread unless a newer query's answer is shown.
  private func bringBack(_ number: Int) -> @Sendable (PetListViewModel) -> Void {
    let main = configuration.main
    return { [weak self] answer in
      main.schedule { MainActor.assumeIsolated { self?.update { self?.show(answer, number: number) } } }
    }
  }

  /// Asks `current`'s whole answer to `next` on the `query` scheduler, its first page shown as
  /// query `number`'s.
  private func askWhole(_ next: ListQuery, number: Int, from current: PetListViewModel) {
    let newest = newestQuery
    let deliver = bringBack(number)
    configuration.query.schedule {
      guard
        let result = current.answering(next.filter, sortOrder: next.sortOrder, isWanted: { newest.isNewest(number) })
      else { return }
      deliver(result)
    }
  }

  /// Asks for the whole answer when the list shows only its first page (the first frame's,
  /// made before the window): a window calls it once its first frame is on screen. It shows
  /// as the answer of a query asked now.
  public func askWholeAnswer() {
    guard !state.list.isWhole else { return }
    let number = state.query.again()
    _ = state.query.accept(number, whole: false)
    newestQuery.set(number)
    askWhole(state.query.asked, number: number, from: state.list)
  }

  /// Shows `updated` unless a newer query's answer is already shown; a first page shows until
  /// its whole answer comes.
  private func show(_ updated: PetListViewModel, number: Int) {
    guard state.query.accept(number, whole: updated.isWhole) else { return }
    state.list = updated
    refreshRows()
    if updated.isWhole, let id = state.selectWhenWhole {
      state.selectWhenWhole = nil
      if let row = position(ofPetWithID: id) { state.rows.select(row, id: id, byModel: true) }
    }
  }

  /// Chooses the rows (only favourites when asked), keeping the selected pet if it is still
  /// shown, else selecting the first.
  func refreshRows() {
    state.rowsFavoriteIDs = favoriteIDs
    let catalog = state.list.catalog
    state.rows.show(visibleIndices) { $0 < catalog.petCount ? catalog.pet(at: $0).id : nil }
  }

  /// `refreshRows` for a catalogue read again, whose selected pet is now at `selected`.
  func refreshRowsKeeping(_ selected: Int?) {
    state.rowsFavoriteIDs = favoriteIDs
    let catalog = state.list.catalog
    state.rows.show(visibleIndices, keeping: selected) { $0 < catalog.petCount ? catalog.pet(at: $0).id : nil }
  }

  /// The catalogue indices of the rows to show: the list's, or only its favourites'.
  private var visibleIndices: [Int] {
    guard state.onlyFavorites else { return state.list.visible }
    guard readsAway else { return state.list.visible(onlyFavorites: state.rowsFavoriteIDs) }
    return starredAtHand(state.rowsFavoriteIDs).map(state.list.visible(onlyStarred:)) ?? []
  }
}

extension PetListViewModel {
  /// This list with `query`'s filter and sort order (the query runs here).
  func answering(_ query: ListQuery) -> PetListViewModel {
    var updated = self
    updated.filter = query.filter
    updated.sortOrder = query.sortOrder
    return updated
  }
}
