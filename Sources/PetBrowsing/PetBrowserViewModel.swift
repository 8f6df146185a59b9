import Foundation
import PetAdoptionFlow
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// What changed in the window's outputs, so a view redraws only that.
public enum PetBrowserUpdate: Equatable, Sendable {
  /// The rows, the count, the empty state and the selected row.
  case list
  /// One row's star (its position).
  case row(Int)
  /// Every row's star.
  case stars
  /// The selected pet's card, its star and its "Ask to adopt…" button.
  case card
  /// The message bar.
  case message
  /// The adoption form opened or closed.
  case inquiryForm
  /// The notification over the window appeared, changed or went.
  case notification
  /// The narrow window folded or unfolded, or the pane it shows changed (the back button).
  case pane
  /// Another catalogue was opened: the header's subtitle, the catalogue bar and the error page
  /// (the list and the card follow with `.list` and `.card`).
  case catalog
  /// The problems view opened or closed.
  case problems
  /// The view model changed the search itself (the empty state's button cleared it): the
  /// search entry shows the new text. Typing never causes it, so no keystroke is overwritten.
  case searchText
}

/// The empty state that replaces the list when no pet is shown.
public struct EmptyState: Equatable, Sendable {
  /// The text for the empty state's title, e.g. `No pets match “rex”`.
  public var title: String
  /// The text under it, saying what to do, e.g. `Try a different name or breed, or fewer words.`
  public var message: String
  /// The symbolic icon's name, e.g. `system-search-symbolic`.
  public var iconName: String
  /// The text for the button that shows pets again, e.g. `Clear the filters`, or `nil` when
  /// there is nothing to clear (an empty catalogue).
  public var actionTitle: String?

  /// An empty state with these texts, icon and button.
  public init(title: String, message: String, iconName: String, actionTitle: String? = nil) {
    self.title = title
    self.message = message
    self.iconName = iconName
    self.actionTitle = actionTitle
  }
}

/// A notification shown over the window for a moment's decision, e.g. `Removed Zoë from
/// favourites` with `Undo`.
public struct InAppNotification: Equatable, Sendable {
  /// The text for the notification, e.g. `Removed Zoë from favourites`.
  public var text: String
  /// The text for its button, e.g. `Undo`.
  public var actionTitle: String
  /// The text screen readers say for its close button.
  public var closeName: String

  public init(text: String, actionTitle: String, closeName: String) {
    self.text = text
    self.actionTitle = actionTitle
    self.closeName = closeName
  }
}

/// A button's text, what its tooltip and screen readers say, and whether it can be clicked.
public struct ButtonState: Equatable, Sendable {
  /// The text on the button, e.g. `Ask to adopt…`.
  public var text: String
  /// The text for the tooltip and accessible name, e.g. `Ask the shelter about adopting Stuart`.
  public var tooltip: String
  /// Whether the button can be clicked.
  public var isEnabled: Bool

  /// A button with this text and tooltip, clickable or not.
  public init(text: String, tooltip: String, isEnabled: Bool) {
    self.text = text
    self.tooltip = tooltip
    self.isEnabled = isEnabled
  }
}

/// One row of the list: the texts of its cells.
public struct PetRowViewModel: Equatable, Sendable {
  /// The picture file for the thumbnail, or `nil` for the placeholder.
  public var imagePath: String?
  /// The text for the name cell, e.g. `Stuart`.
  public var name: String
  /// The text for the species cell, e.g. `Dog`.
  public var species: String
  /// The text for the age cell, e.g. `2 years old`.
  public var age: String
  /// The text for the fee cell, e.g. `$500.00`.
  public var fee: String
  /// The row's star: its symbol, e.g. `☆`, and its tooltip.
  public var star: FavoriteStar
}

/// The browser window as a view model: the inputs a person gives it (typing a search, picking a
/// filter, selecting a pet, starring one, asking to adopt) and every output the window shows
/// (titles, the count, the rows, the empty state, the message bar, the card, the drop-downs).
///
/// The window only forwards its widgets' signals to the inputs and, on `onChange`, sets each
/// output on its widget. Queries over a large catalogue run on the injected `query` scheduler and
/// come back through `main`, so tests step them with `ManualScheduler`s.
@MainActor
public final class PetBrowserViewModel {
  /// Where the view model's work runs, and when a query leaves the main thread.
  public struct Configuration: Sendable {
    /// Catalogues with at least this many pets are queried on `query`, not at once.
    public var backgroundQueryThreshold = 20_000
    /// Where large queries run.
    public var query: any WorkScheduler = DispatchQueueScheduler(queue: .global(qos: .userInitiated))
    /// Where the database work runs, in order.
    public var background: any WorkScheduler = DispatchQueueScheduler.serialBackground()
    /// Where results come back: the user interface's main loop.
    public var main: any WorkScheduler
    /// The calendar whose time zone says on which day an inquiry was sent.
    public var calendar: Calendar = .current

    /// Queries and saves on dispatch queues, results back on `main`.
    public init(main: any WorkScheduler) {
      self.main = main
    }
  }

  // MARK: Outputs

  /// Called on the main thread after an output changed.
  public var onChange: ((PetBrowserUpdate) -> Void)?

  /// The list as last answered: filter, sort order and the matching pets.
  public private(set) var list: PetListViewModel
  /// The stars, or `nil` when the user-data database could not be opened.
  public private(set) var favorites: FavoritesViewModel?
  /// Why favourites and inquiries cannot be saved, or `nil` when they can.
  public let userDataProblem: String?
  /// The catalogue indices of the rows shown, in order.
  public private(set) var rows: [Int]
  /// The id of the pet whose card is shown.
  public private(set) var selectedPetID: String?
  /// Whether only favourites are listed (the Favourites toggle).
  public private(set) var onlyFavorites = false
  /// The text for the message bar, or `nil` while it is hidden.
  public private(set) var message: String?
  /// The adoption form, while it is open.
  public private(set) var inquiryForm: InquiryFormViewModel?
  /// Whether the window is too narrow for the list and the card side by side, so it shows one.
  public internal(set) var isFolded = false
  /// Whether the list is too narrow to show every column (`listNarrowChanged`).
  public internal(set) var isListNarrow = false
  /// The pane the window shows while folded: the list, or the selected pet's card.
  public internal(set) var visiblePane: BrowserPane = .list
  /// Whether a folded window shows the filters above its list (the Filters toggle).
  public internal(set) var filtersRevealed = false
  /// Whether the window, once it folds, shows the selected pet's card rather than the list: a
  /// pet asked for by name (`openPet(id:)`) before the first allocation said how wide it is.
  var opensCardOnFold = false
  /// What the person has asked the shelter before: read once at the start, then kept up to date.
  public private(set) var inquiryHistory: InquiryHistory
  /// The forms closed unsent this session, by pet.
  public var inquiryDrafts: InquiryDrafts {
    let key = catalogueKey?.text ?? ""
    if let drafts = draftsByCatalogue[key] { return drafts }
    let drafts = InquiryDrafts()
    draftsByCatalogue[key] = drafts
    return drafts
  }
  /// The drafts of each catalogue opened in this window, by `CatalogueKey`: another
  /// catalogue's "stuart" is another pet, and opening another catalogue loses no draft.
  private var draftsByCatalogue: [String: InquiryDrafts] = [:]
  /// Which catalogue is shown, as stars, inquiries, drafts and the window's saved state know
  /// it (its real path), or `nil` for one built in memory.
  public private(set) var catalogueKey: CatalogueKey?
  /// What the window says about its catalogue: the bar, the problems, the error page.
  public private(set) var catalogStatus: CatalogStatus
  /// The path of the catalogue shown (or that could not be read), or `nil` when built in memory.
  public private(set) var catalogPath: String?
  /// Whether the problems view is open.
  public private(set) var showsProblems = false

  /// The text for the window's title, `Pet Browser`, or the pet's name, e.g. `Stuart`, while a
  /// folded window shows its card (as GNOME's adaptive apps title the item shown). GTK keeps a
  /// window's title and its header bar's title the same, so the shelter's name goes in the
  /// subtitle, not in the title.
  public var windowTitle: String { headerTitle }
  /// The text for the header bar's title: `Pet Browser`, or the pet's name over a folded
  /// window's card.
  public var headerTitle: String {
    showsBackButton ? selectedPet?.name ?? BrowserTexts.appName : BrowserTexts.appName
  }
  /// The text for the header bar's subtitle: the shelter's name and which file is open, e.g.
  /// `Riverbend Animal Shelter — pets.json`, either alone when the other is not known, or `nil`.
  public var headerSubtitle: String? {
    let shelter = list.catalog.shelter.flatMap {
      $0.isEmpty ? nil : DisplayText.clipped($0, to: DisplayText.readableNameLength)
    }
    let file = catalogPath.map { URL(fileURLWithPath: $0).lastPathComponent }
    switch (shelter, file) {
    // TRANSLATORS: the header bar's subtitle; %1$@ is the shelter's name, %2$@ the catalogue's file name.
    case (let shelter?, let file?): return trf(tr("%1$@ — %2$@"), shelter, file)
    case (let shelter?, nil): return shelter
    case (nil, let file?): return file
    case (nil, nil): return nil
    }
  }

  /// The search as last typed.
  public var searchText: String { query.filter.search }

  /// The drop-downs: the filters, then the sort order.
  public let choices = BrowserChoice.all
  /// The item each drop-down shows, by kind.
  public func selectedItem(of kind: BrowserChoice.Kind) -> Int {
    choices.first { $0.kind == kind }?.selectedItem(in: query) ?? 0
  }

  /// The text for the count label, e.g. `3 of 27 pets`.
  public var countText: String {
    onlyFavorites ? list.countText(onlyFavorites: favoriteIDs) : list.countText
  }

  /// The empty state, or `nil` while pets are listed.
  public var emptyState: EmptyState? {
    guard rows.isEmpty, catalogStatus.errorPage == nil else { return nil }
    // An empty catalogue says so, favourites or not: there is no ☆ to click.
    if onlyFavorites && !list.catalog.pets.isEmpty {
      let noFavorites = hasNoFavoritesYet
      return EmptyState(
        title: list.emptyTitle(onlyFavorites: favoriteIDs), message: list.emptyMessage(onlyFavorites: favoriteIDs),
        iconName: noFavorites ? "starred-symbolic" : "system-search-symbolic",
        actionTitle: noFavorites ? Self.showAllPetsTitle : clearTitle)
    }
    guard !list.catalog.pets.isEmpty else {
      return EmptyState(title: list.emptyTitle, message: list.emptyMessage, iconName: "folder-open-symbolic")
    }
    return EmptyState(
      title: list.emptyTitle, message: list.emptyMessage, iconName: "system-search-symbolic", actionTitle: clearTitle)
  }

  /// Whether only favourites are listed and none of this catalogue's pets is one: the empty
  /// state says "No favourites yet", and its button lists every pet again. Decided from the
  /// stars, not from the title's words (which are translated).
  private var hasNoFavoritesYet: Bool {
    onlyFavorites && !list.catalog.pets.isEmpty && !list.hasFavorite(in: favoriteIDs)
  }

  /// The text for the empty state's button when only favourites are listed and there are none.
  // TRANSLATORS: the button under "No favourites yet": lists every pet again.
  public nonisolated static var showAllPetsTitle: String { tr("Show all pets") }

  /// What the empty state's button clears: the search, the filters the person chose (the window
  /// started with others), or both; `nil` when neither is set.
  private var clearTitle: String? {
    var filters = query.filter
    filters.search = ""
    let searched = !query.filter.search.trimmingCharacters(in: .whitespaces).isEmpty
    switch (searched, filters != startFilter) {
    // TRANSLATORS: the button under "No pets match…".
    case (true, true): return tr("Clear the search and filters")
    case (true, false): return tr("Clear the search")
    case (false, true): return tr("Clear the filters")
    case (false, false): return nil
    }
  }

  /// The notification over the window, e.g. `Removed Zoë from favourites` with `Undo`, or `nil`.
  public private(set) var notification: InAppNotification?

  /// The row at `position`.
  public func row(at position: Int) -> PetRowViewModel {
    let pet = list.catalog.pets[rows[position]]
    let model = PetViewModel(pet: pet, context: list.context)
    return PetRowViewModel(
      imagePath: model.image.path, name: model.name, species: model.speciesText, age: model.ageText,
      fee: model.adoptionFeeText, star: star(for: pet))
  }

  /// Where the pet with `id` is among the rows, if it is shown.
  public func position(ofPetWithID id: String) -> Int? {
    rows.firstIndex { list.catalog.pets[$0].id == id }
  }

  /// The row whose pet's card is shown, or `nil`.
  public var selectedRow: Int? { selectedPosition }

  /// The card's view model: the selected pet, or `nil` when none is.
  public var selectedPet: PetViewModel? {
    selectedPetIndex.map { PetViewModel(pet: list.catalog.pets[$0], context: list.context) }
  }

  /// The card's star.
  public var cardStar: FavoriteStar? {
    selectedPetIndex.map { star(for: list.catalog.pets[$0]) }
  }

  /// The card's "Ask to adopt…" button.
  public var askToAdoptButton: ButtonState? {
    guard let pet = selectedPetIndex.map({ list.catalog.pets[$0] }) else { return nil }
    let refusal = InquiryEligibility.refusal(for: pet)
    return ButtonState(
      text: InquiryFormViewModel.openButtonTitle,
      tooltip: store == nil ? userDataProblem ?? "" : InquiryEligibility.buttonLabel(for: pet),
      isEnabled: store != nil && refusal == nil)
  }

  /// The text under the card's "Ask to adopt…" button, e.g. `You asked about Bandit on November
  /// 21`, or `nil` when the person has not asked about the selected pet.
  public var askedText: String? {
    guard let pet = selectedPetIndex.map({ list.catalog.pets[$0] }) else { return nil }
    return inquiryHistory.askedText(
      petID: pet.id, petName: pet.shownName, today: list.context.today, locale: list.context.fees.locale)
  }

  /// Whether the stars can be clicked (not when favourites cannot be saved).
  public var starsEnabled: Bool { favorites != nil }

  /// Whether a query is still running on the `query` scheduler.
  public var isUpdating: Bool { shownQueryNumber != queryNumber }

  // MARK: State

  private var store: (any UserDataStoring)?
  private let configuration: Configuration
  /// The store's outside-change count when the stars and inquiries were last read.
  private var outsideChangeCount: Int?
  /// Whether a look for outside changes is under way.
  private var isCheckingOutsideChanges = false
  /// What the person asked for last; `list` catches up with it.
  private var query: ListQuery
  /// Counts queries, so a slow result that a newer one has overtaken is dropped.
  private var queryNumber = 0
  private var shownQueryNumber = 0
  /// The favourites the rows were chosen with, so a change that does not move rows only redraws.
  private var rowsFavoriteIDs: Set<String> = []
  /// The pet whose failed save the message bar shows.
  private var messagePetID: String?
  /// Where `selectedPetID` is among `rows`, kept in step with both (a search of 100,000 rows
  /// for an id costs milliseconds, and every output of the card needs it).
  private var selectedPosition: Int?
  /// The filter the window started with, less the search: what "Clear the filters" goes back to.
  private let startFilter: PetFilter
  /// Pets whose star the person is removing, so the removal can be announced with Undo.
  private var removing: Set<String> = []
  /// The pet whose removal the notification offers to undo.
  private var undoPetID: String?
  /// Whether the message bar shows that the favourites could not be read again.
  private var messageIsLoadError = false

  /// A window on `list`. `userData` is the opened database, or why it could not be opened: then
  /// browsing still works, the stars and "Ask to adopt…" are disabled and the message bar says why.
  public convenience init(
    list: PetListViewModel, userData: Result<UserDataStore, UserDataError>, configuration: Configuration,
    opening: CatalogOpening? = nil
  ) {
    self.init(
      list: list, store: userData.map { $0 as any UserDataStoring }, configuration: configuration, opening: opening)
  }

  /// A window on `list` saving through `store` (any store, e.g. a fake that fails), or without
  /// saving when it is an error.
  /// `opening`, when given, says which file `list` was read from and how that went.
  public init(
    list: PetListViewModel, store userData: Result<any UserDataStoring, UserDataError>, configuration: Configuration,
    opening: CatalogOpening? = nil
  ) {
    self.list = list
    self.catalogStatus = opening.map(CatalogStatus.init) ?? .none
    self.catalogPath = opening?.path
    self.catalogueKey = opening.map { CatalogueKey(file: $0.path) }
    self.configuration = configuration
    self.query = ListQuery(filter: list.filter, sortOrder: list.sortOrder)
    var start = list.filter
    start.search = ""
    self.startFilter = start
    self.rows = list.visible
    // The favourites are read once here, on the main thread, so the first frame shows the stars.
    var opened: (store: any UserDataStoring, favoriteIDs: Set<String>)?
    do {
      let store = try userData.get()
      opened = (store, try store.favoriteIDs())
      self.userDataProblem = nil
    } catch {
      self.userDataProblem = FavoritesViewModel.unavailableText(error)
    }
    inquiryHistory = InquiryHistory(calendar: configuration.calendar)
    message = userDataProblem
    if let opened { use(opened.store, favoriteIDs: opened.favoriteIDs) }
    refreshRows()
  }

  /// Saves and reads the stars and inquiries through `store`, whose stars are `ids`: at the
  /// start, and for each catalogue opened after.
  private func use(_ store: any UserDataStoring, favoriteIDs ids: Set<String>) {
    self.store = store
    outsideChangeCount = try? store.outsideChangeCount()
    // Without the old inquiries only the card's "You asked…" line and the form's filling in
    // are missing: not a reason to refuse saving.
    inquiryHistory = InquiryHistory((try? store.storedInquiries()) ?? [], calendar: configuration.calendar)
    let favorites = FavoritesViewModel(
      store: store, favoriteIDs: ids, background: configuration.background, main: configuration.main)
    // A save still under way for the catalogue shown before is not this window's news.
    favorites.onChange = { [weak self, weak favorites] petID in
      guard let self, let favorites, favorites === self.favorites else { return }
      favoritesChanged(petID)
    }
    self.favorites = favorites
  }

  // MARK: Inputs

  /// The search, filters and sort order asked for last: a list made for another catalogue
  /// with these needs no second query.
  public var listQuery: ListQuery { query }

  /// Another catalogue was read (Open…): `list` lists it (made with `listQuery`, or it is
  /// queried again here). The search and filters stay; the selection goes to the first pet.
  public func catalogOpened(_ opening: CatalogOpening, list newList: PetListViewModel) {
    catalogStatus = CatalogStatus(opening)
    catalogPath = opening.path
    showsProblems = false
    // A query still running was for the old catalogue: its answer is dropped.
    queryNumber += 1
    shownQueryNumber = queryNumber
    list = newList.filter == query.filter && newList.sortOrder == query.sortOrder ? newList : newList.answering(query)
    selectedPetID = nil
    selectedPosition = nil
    onChange?(.catalog)
    onChange?(.problems)
    // The form closes as Escape closes it: what was typed stays as that pet's draft.
    inquiryFormClosed()
    useUserData(ofCatalogueAt: opening.path)
    refreshRows()
  }

  /// Reads the stars and inquiries of the catalogue at `path`: another catalogue's "stuart" is
  /// another pet. Read on the main thread, as at the start, so the list shows its stars at once.
  private func useUserData(ofCatalogueAt path: String) {
    let key = CatalogueKey(file: path)
    catalogueKey = key
    guard let current = store else { return }
    let scoped = current.forCatalogue(key)
    removing = []
    undoPetID = nil
    use(scoped, favoriteIDs: (try? scoped.favoriteIDs()) ?? [])
  }

  /// The catalogue bar's "Show Problems" was clicked: the problems view opens.
  public func showProblemsTapped() {
    guard !catalogStatus.problems.isEmpty, !showsProblems else { return }
    showsProblems = true
    onChange?(.problems)
  }

  /// The problems view was closed.
  public func problemsClosed() {
    guard showsProblems else { return }
    showsProblems = false
    onChange?(.problems)
  }

  /// The catalogue bar was closed.
  public func catalogBarClosed() {
    guard catalogStatus.bar != nil else { return }
    catalogStatus.bar = nil
    onChange?(.catalog)
  }

  /// Looks, off the main thread, whether another program (`petcards`, another window) changed
  /// the stars or the inquiries; if so, reads them again, and the rows' stars and the card's
  /// "You asked…" line follow. The window calls this every second; it costs one `PRAGMA`.
  public func checkForOutsideChanges() {
    guard let store, !isCheckingOutsideChanges else { return }
    isCheckingOutsideChanges = true
    let known = outsideChangeCount
    let main = configuration.main
    configuration.background.schedule {
      let count = try? store.outsideChangeCount()
      let inquiries = count != nil && count != known ? try? store.storedInquiries() : nil
      main.schedule {
        MainActor.assumeIsolated { [weak self] in self?.outsideChangesChecked(count: count, inquiries: inquiries) }
      }
    }
  }

  private func outsideChangesChecked(count: Int?, inquiries: [Inquiry]?) {
    isCheckingOutsideChanges = false
    guard let count, count != outsideChangeCount else { return }
    outsideChangeCount = count
    if let inquiries {
      inquiryHistory = InquiryHistory(inquiries, calendar: configuration.calendar)
      onChange?(.card)
    }
    favorites?.reload()
  }

  // MARK: Quitting with an unsent inquiry

  /// The names of the pets whose inquiry is written but not saved (a draft, or the open form
  /// with something typed), in this catalogue and the others opened in this window; the
  /// window asks before it closes while there is any.
  public var unsentInquiryNames: [String] {
    var names: [String] = []
    for (catalogue, drafts) in draftsByCatalogue.sorted(by: { $0.key < $1.key }) {
      for id in drafts.petIDs {
        let pet = catalogue == (catalogueKey?.text ?? "") ? list.catalog.pets.first { $0.id == id } : nil
        names.append(pet?.shownName ?? id)
      }
    }
    if let form = inquiryForm, form.isModified, !form.isDiscarded, !names.contains(form.petName) {
      if case .sent = form.sendState {} else { names.append(form.petName) }
    }
    return names
  }

  /// Whether closing the window asks first: an inquiry is written and not saved.
  public var confirmsClose: Bool { !unsentInquiryNames.isEmpty }

  /// The question asked before closing with an unsent inquiry.
  public var closeQuestion: String {
    trn("Quit with an unsent inquiry?", "Quit with unsent inquiries?", unsentInquiryNames.count)
  }

  /// The text under it, e.g. `What you wrote about Stuart is not saved and will be lost.`
  public var closeDetail: String {
    let names = unsentInquiryNames
    let list = DisplayText.list(names)
    // TRANSLATORS: under "Quit with an unsent inquiry?"; %1$@ names the pets, e.g. "Stuart and Zoë".
    return trf(tr("What you wrote about %1$@ is not saved and will be lost."), list)
  }

  /// The question's answers, with `_` before the Alt+letter key: `_Keep Editing`, which loses
  /// nothing, and `_Quit`.
  public var closeAnswers: (keep: String, quit: String) {
    // TRANSLATORS: the answers to "Quit with an unsent inquiry?"; "_" marks the Alt+letter key.
    (tr("_Keep Editing"), tr("_Quit"))
  }

  /// The search entry's text changed.
  public func searchTextChanged(_ text: String) {
    var next = query
    next.filter.search = text
    run(next)
  }

  /// The empty state's button was clicked: shows every pet again (the search and the filters
  /// back as the window started, or the Favourites toggle released).
  public func emptyStateActionTapped() {
    guard rows.isEmpty else { return }
    if hasNoFavoritesYet {
      favoritesToggled(false)
      return
    }
    let clearsSearch = !query.filter.search.isEmpty
    var next = query
    next.filter = startFilter
    run(next)
    if clearsSearch { onChange?(.searchText) }
  }

  /// The notification's button (Undo) was clicked: the pet is starred again.
  public func notificationActionTapped() {
    guard let petID = undoPetID, let favorites,
      let pet = list.catalog.pets.first(where: { $0.id == petID })
    else { return }
    closeNotification()
    favorites.toggle(petID: pet.id, name: pet.shownName)
  }

  /// The notification was closed (its close button, or it timed out).
  public func notificationClosed() {
    closeNotification()
  }

  private func closeNotification() {
    guard notification != nil else { return }
    notification = nil
    undoPetID = nil
    onChange?(.notification)
  }

  /// The header of the list column `column` (`name`, `age`, `fee`) was clicked: the list is
  /// sorted by it, and the Sort drop-down follows.
  public func columnHeaderClicked(_ column: String) {
    guard let item = PetSortOrder.allCases.firstIndex(where: { $0.column == column }) else { return }
    choiceChanged(.sort, item: item)
  }

  /// The list column whose header shows the sort indicator, or `nil`.
  public var sortedColumn: String? { query.sortOrder.column }

  /// The drop-down `kind` now shows item `item` (-1: none, and positions past the last item, ignored).
  public func choiceChanged(_ kind: BrowserChoice.Kind, item: Int) {
    guard let choice = choices.first(where: { $0.kind == kind }), choice.items.indices.contains(item) else { return }
    var next = query
    choice.apply(&next, item)
    run(next)
  }

  /// The Favourites toggle was pressed or released.
  public func favoritesToggled(_ on: Bool) {
    guard on != onlyFavorites else { return }
    onlyFavorites = on
    refreshRows()
  }

  /// The person selected the row at `row` (or none, `nil`).
  public func rowSelected(_ row: Int?) {
    guard let row, rows.indices.contains(row) else { return }
    let id = list.catalog.pets[rows[row]].id
    selectedPosition = row
    guard id != selectedPetID else { return }
    selectedPetID = id
    onChange?(.card)
  }

  /// Selects the pet with `id` if the list shows it; `false` when it does not.
  @discardableResult
  public func selectPet(id: String) -> Bool {
    guard let row = position(ofPetWithID: id) else { return false }
    rowSelected(row)
    onChange?(.list)
    return true
  }

  /// The star in the row at `row` was clicked.
  public func starActivated(row: Int) {
    guard let favorites, rows.indices.contains(row) else { return }
    toggle(list.catalog.pets[rows[row]], in: favorites)
  }

  /// The card's star was clicked, or Ctrl+D pressed: stars or unstars the selected pet.
  public func selectedStarActivated() {
    guard let favorites, let index = selectedPetIndex else { return }
    toggle(list.catalog.pets[index], in: favorites)
  }

  /// "Ask to adopt…" was clicked: opens the form for the selected pet (or keeps the open one),
  /// as the person left it when they closed it unsent, else filled in with their name, email
  /// and phone from their latest inquiry.
  public func askToAdopt() {
    guard inquiryForm == nil, let store, let index = selectedPetIndex else { return }
    let pet = list.catalog.pets[index]
    guard InquiryEligibility.refusal(for: pet) == nil else { return }
    let form = InquiryFormViewModel(
      petID: pet.id, petName: pet.shownName,
      shelter: ShelterContact(name: list.catalog.shelter, email: list.catalog.shelterEmail),
      previous: inquiryHistory.latestInquiry(petID: pet.id), store: store,
      background: configuration.background,
      main: configuration.main, initial: inquiryHistory.newForm(petID: pet.id),
      draft: inquiryDrafts.draft(petID: pet.id))
    form.onSent = { [weak self] inquiry in self?.inquirySent(inquiry) }
    inquiryForm = form
    onChange?(.inquiryForm)
  }

  /// The adoption form was closed: what it holds is kept as the pet's draft, unless it was
  /// sent, discarded, or left as it opened.
  public func inquiryFormClosed() {
    guard let form = inquiryForm else { return }
    let petID = form.initialForm.petID
    if case .sent = form.sendState {
      inquiryDrafts.remove(petID: petID)
    } else if form.isDiscarded || !form.isModified {
      inquiryDrafts.remove(petID: petID)
    } else {
      inquiryDrafts.keep(form.draft)
    }
    inquiryForm = nil
    onChange?(.inquiryForm)
  }

  /// An inquiry was stored: the card says so, and the next form starts from it.
  private func inquirySent(_ inquiry: Inquiry) {
    inquiryHistory.record(inquiry)
    inquiryDrafts.remove(petID: inquiry.petID)
    if inquiry.petID == selectedPetID { onChange?(.card) }
  }

  /// The window was brought to the front: another program (petcards) may have starred pets.
  public func windowActivated() {
    favorites?.reload()
  }

  /// The person closed the message bar.
  public func messageClosed() {
    message = nil
    messageIsLoadError = false
    onChange?(.message)
    guard let petID = messagePetID else { return }
    messagePetID = nil
    favorites?.dismissError(petID: petID)
  }

  /// The search changed to `text`, answered at once on any catalogue, with `afterQuery` called
  /// between the query and the outputs' update (the typing benchmark times the two apart).
  public func answerNow(search text: String, afterQuery: () -> Void = {}) {
    var next = query
    next.filter.search = text
    guard let number = begin(next) else { return afterQuery() }
    let answer = list.answering(next)
    afterQuery()
    show(answer, number: number)
  }

  // MARK: Work

  private var favoriteIDs: Set<String> { favorites?.favoriteIDs ?? [] }

  private var selectedPetIndex: Int? { selectedPosition.map { rows[$0] } }

  /// Stars or unstars `pet`, remembering a removal so that it can be announced with Undo.
  private func toggle(_ pet: Pet, in favorites: FavoritesViewModel) {
    let removes = favorites.isFavorite(pet.id)
    if favorites.toggle(petID: pet.id, name: pet.shownName), removes { removing.insert(pet.id) }
  }

  private func star(for pet: Pet) -> FavoriteStar {
    guard let favorites else { return .unavailable(reason: userDataProblem ?? "") }
    return favorites.star(for: pet.id, name: pet.shownName)
  }

  /// Shows the pets that `next` asks for: at once on a small catalogue, else after a query on
  /// the `query` scheduler, whose result `main` brings back unless a newer query overtook it.
  private func run(_ next: ListQuery) {
    guard let number = begin(next) else { return }
    let current = list
    guard current.catalog.pets.count >= configuration.backgroundQueryThreshold else {
      show(current.answering(next), number: number)
      return
    }
    let main = configuration.main
    configuration.query.schedule {
      let result = current.answering(next)
      main.schedule {
        MainActor.assumeIsolated { [weak self] in self?.show(result, number: number) }
      }
    }
  }

  /// Makes `next` the query the list catches up with; its number, or `nil` if it is the current one.
  private func begin(_ next: ListQuery) -> Int? {
    guard next != query else { return nil }
    query = next
    queryNumber += 1
    return queryNumber
  }

  /// Shows `updated` unless a newer query's result is already shown.
  private func show(_ updated: PetListViewModel, number: Int) {
    guard number > shownQueryNumber else { return }
    shownQueryNumber = number
    list = updated
    refreshRows()
  }

  /// Chooses the rows (only favourites when asked), keeping the selected pet if it is still
  /// shown, else selecting the first.
  private func refreshRows() {
    rowsFavoriteIDs = favoriteIDs
    rows = onlyFavorites ? list.visible(onlyFavorites: rowsFavoriteIDs) : list.visible
    let previous = selectedPetID
    // One pass over the rows finds the selected pet; every output reads the position after.
    selectedPosition = selectedPetID.flatMap(position(ofPetWithID:))
    if selectedPosition == nil {
      selectedPosition = rows.isEmpty ? nil : 0
      selectedPetID = rows.first.map { list.catalog.pets[$0].id }
    }
    onChange?(.list)
    if selectedPetID != previous || selectedPetID == nil { onChange?(.card) }
  }

  /// Redraws what a change of `petID`'s star (or of every star, `nil`) affects.
  private func favoritesChanged(_ petID: String?) {
    guard let favorites else { return }
    if onlyFavorites && favorites.favoriteIDs != rowsFavoriteIDs {
      refreshRows()
    } else if let petID {
      if let row = position(ofPetWithID: petID) { onChange?(.row(row)) }
    } else {
      onChange?(.stars)
    }
    if petID == nil || petID == selectedPetID { onChange?(.card) }

    if let petID, removing.contains(petID), favorites.state(of: petID) != .saving(isFavorite: false) {
      removing.remove(petID)
      if favorites.state(of: petID) == .saved, let pet = list.catalog.pets.first(where: { $0.id == petID }) {
        undoPetID = petID
        notification = InAppNotification(
          // TRANSLATORS: the notification after a star is removed; %1$@ is the pet's name.
          text: trf(tr("Removed %1$@ from favourites"), pet.shownName),
          // TRANSLATORS: the notification's button; "_" marks the Alt+letter key.
          actionTitle: tr("_Undo"), closeName: tr("Close the notification"))
        onChange?(.notification)
      }
    }
    if let petID, case .failed(let text) = favorites.state(of: petID) {
      messagePetID = petID
      messageIsLoadError = false
      showMessage(text)
    } else if petID == nil, let text = favorites.loadErrorMessage {
      messagePetID = nil
      messageIsLoadError = true
      showMessage(text)
    } else if petID == nil, messageIsLoadError {
      // Read again, this time without trouble: the old failure no longer applies.
      messageIsLoadError = false
      showMessage(nil)
    } else if let shown = messagePetID, petID == shown || petID == nil, !hasFailed(shown) {
      // Tried again, or saved since: the old failure no longer applies.
      messagePetID = nil
      showMessage(nil)
    }
  }

  private func showMessage(_ text: String?) {
    guard text != message else { return }
    message = text
    onChange?(.message)
  }

  private func hasFailed(_ petID: String) -> Bool {
    guard case .failed = favorites?.state(of: petID) else { return false }
    return true
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
