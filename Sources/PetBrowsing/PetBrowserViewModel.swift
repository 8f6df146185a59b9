import Foundation
import PetAdoptionFlow
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// The browser window as a view model: the inputs a person gives it (typing a search, picking a
/// filter, selecting a pet, starring one, asking to adopt, opening a catalogue) and every output
/// the window shows (titles, the count, the rows, the empty state, the message bar, the card,
/// the drop-downs).
///
/// One shape, as in kickstarter/ios-oss: what the window shows is one value (`BrowserState`);
/// each input changes it inside `update(_:)`, which compares what is drawn before and after and
/// tells the window what to redraw (`onChange`); every output is a read of it. The inputs and
/// outputs are public, nothing else. The roles live in their own files: the list and its query
/// (`+List`), stars, the message bar and the undo offer (`+Stars`), the catalogue and Open…
/// (`+Catalogue`), the adoption form and the close question (`+Inquiry`), the panes of a
/// narrow window (`+Panes`), and the outputs (`+Outputs`, `+EmptyState`).
///
/// The window only forwards its widgets' signals to the inputs and, on `onChange`, sets each
/// output on its widget. Queries over a large catalogue, catalogue reads and database work run
/// on the injected schedulers and come back through `main`, so tests step them with
/// `ManualScheduler`s and a test `CatalogLoadingClient`, with no display.
@MainActor
public final class PetBrowserViewModel {
  /// Where the view model's work runs, how it reads catalogues, and when a query leaves the
  /// main thread.
  public struct Configuration: Sendable {
    /// Catalogues with at least this many pets are queried on `query`, not at once.
    public var backgroundQueryThreshold = 20_000
    /// A catalogue read whole into memory with at least this many pets is shown from its store
    /// once the client keeps one (`catalogueReadingFinished`); a small one stays as it is.
    public var storeInsteadOfMemoryAbove = 10_000
    /// Called on the main thread once a catalogue held in memory is shown from its store
    /// instead (`catalogueReadingFinished`): the program may give the freed memory back.
    public var shownFromStore: @MainActor @Sendable () -> Void = {}
    /// How many pets a query asks first of a store that answers a page alone (a shared
    /// catalogue's server), with the count, before the whole answer: a few screens of rows.
    public var firstPageSize = Self.defaultFirstPageSize
    public static let defaultFirstPageSize = 1_000
    /// Where large queries run.
    public var query: any WorkScheduler = ThreadPerWorkScheduler()
    /// Where the database work runs, in order.
    public var background: any WorkScheduler = DispatchQueueScheduler.serialBackground()
    /// Where catalogues are read (Open…), apart from the database work so a save never waits
    /// for a large file.
    public var loading: any WorkScheduler = DispatchQueueScheduler.serialBackground(label: "pet-adoption.catalogue")
    /// Where results come back: the user interface's main loop.
    public var main: any WorkScheduler
    /// How catalogues are read; by default from disk, with no cache and nothing remembered.
    public var catalogues: CatalogLoadingClient = .unavailable
    /// The calendar whose time zone says on which day an inquiry was sent.
    public var calendar: Calendar = .current
    /// Where a place entered is (`placeEntered`): the gazetteer the program ships, read when
    /// first asked; `nil` when it is not installed.
    public var places: @Sendable (String) -> Gazetteer.Lookup? = { Gazetteer.lookUp($0) }
    /// Where a password typed in the password dialog goes: this run's connections, the keyring.
    public var passwords: PasswordClient = .unavailable

    /// Queries, reads and saves on dispatch queues, results back on `main`.
    public init(main: any WorkScheduler) {
      self.main = main
    }
  }

  /// Called on the main thread after outputs changed, once for each part to redraw.
  public var onChange: ((PetBrowserUpdate) -> Void)?

  /// Called on the main thread with each desktop notification to send (a newly published pet a
  /// saved search finds); `desktopNotificationOpened` is told when one is clicked.
  public var onDesktopNotification: ((DesktopNotification) -> Void)?
  /// What each saved search found at the catalogue's last reading.
  let savedSearchMatches = SavedSearchMatches()
  /// The password typed in the password dialog, held only until the server takes it and it is
  /// kept in the keyring (when asked to); never in `state`, which tests and logs may print.
  var typedPassword: String?
  /// The inquiries a shelter's role had received when last read; `nil` until the first reading,
  /// which is not told.
  var receivedInquiryIDs: Set<Int64>?
  /// The desktop notifications sent, by their token.
  var toldMatches: [String: DesktopNotification] = [:]

  /// What the window shows. Changed only inside `update(_:)`.
  var state: BrowserState

  // Dependencies: where stars and inquiries are saved, and the drafts kept this session.
  let configuration: Configuration
  /// The number of the query asked last, for the threads queries run on to ask.
  let newestQuery = NewestQuery()
  /// Where the stars and inquiries are saved, or `nil` when the user data could not be opened.
  var store: (any UserDataStoring)?
  /// The stars, or `nil` when the user-data database could not be opened.
  var favorites: FavoritesViewModel?
  /// Why favourites and inquiries cannot be saved, or `nil` when they can.
  let userDataProblem: String?
  /// The store's outside-change count when the stars and inquiries were last read.
  var outsideChangeCount: Int?
  /// Whether a look for outside changes is under way.
  var isCheckingOutsideChanges = false
  /// The drafts of each catalogue opened in this window, by `CatalogKey`: another
  /// catalogue's "stuart" is another pet, and opening another catalogue loses no draft.
  var draftsByCatalogue: [String: InquiryDrafts] = [:]
  /// The filter the window started with, less the search: what "Clear the filters" goes back to.
  let startFilter: PetFilter
  private var updateDepth = 0
  /// Whether a small shared catalogue's queries are answered at once, as the window's flags are
  /// given before it shows (`answeringAtOnce`).
  var answersAtOnce = false
  /// Rows drawn blank while their pets are read from a server (`rowAtHand`), not yet told read.
  var rowsBeingRead = 0
  /// Whether the favourites' indices are being read (`starredAtHand`), counted in `rowsBeingRead`.
  var favoritesBeingRead = false
  /// The pet to select once its place is read (`selectPet` on a shared catalogue).
  var selectWhenRead: String?

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
    self.configuration = configuration
    var start = list.filter
    start.search = ""
    self.startFilter = start
    // The favourites are read once here, on the main thread, so the first frame shows the stars.
    var opened: (store: any UserDataStoring, favoriteIDs: Set<String>)?
    do {
      let store = try userData.get()
      opened = (store, try store.favoriteIDs())
      self.userDataProblem = nil
    } catch {
      self.userDataProblem = FavoritesViewModel.unavailableText(error)
    }
    state = BrowserState(
      list: list, query: QueryProgress(ListQuery(filter: list.filter, sortOrder: list.sortOrder)),
      rows: RowSelection(),
      catalogue: CatalogState(
        status: opening.map(CatalogStatus.init) ?? .none, source: opening?.source,
        key: opening.map { CatalogKey($0.source) }, isOpening: opening?.isPreview ?? false,
        isPreview: opening?.isPreview ?? false),
      inquiryHistory: InquiryHistory(calendar: configuration.calendar))
    state.messageBar = userDataProblem.map(MessageBar.userDataUnavailable) ?? .hidden
    if let opened { use(opened.store, favoriteIDs: opened.favoriteIDs) }
    refreshRows()
    matchSavedSearches(in: list, telling: false)
    // A server that wanted a password the launch did not have: the dialog asks for it.
    if let opening { passwordAnswered(opening.result) }
  }

  /// Runs `body`, which changes `state`, then tells the window what to redraw: each part whose
  /// drawn outputs differ before and after. An input that leads to another (a star saved at once
  /// changes the message bar) redraws once, at the end of the outermost.
  func update(_ body: () -> Void) {
    guard updateDepth == 0 else { return body() }
    let before = drawn
    updateDepth += 1
    body()
    updateDepth -= 1
    // Another pet's card starts at its first photo, and so does this one's when it comes back.
    if state.photo.petID != nil, state.photo.petID != state.rows.petID { state.photo = (nil, 0) }
    guard let onChange else { return }
    for part in drawn.changes(since: before) { onChange(part) }
  }

  /// What each part of the window draws, cheap to make: compared before and after an input.
  private var drawn: Drawn {
    Drawn(
      catalogue: Drawn.CatalogPart(
        revision: state.catalogue.revision, status: state.catalogue.status, path: state.catalogue.path),
      showsProblems: state.catalogue.showsProblems,
      form: state.inquiryForm.map(ObjectIdentifier.init),
      rowsRevision: state.rows.revision, onlyFavorites: state.onlyFavorites, stars: state.starChange,
      starPosition: state.starChange.petID.flatMap(position(ofPetWithID:)),
      card: Drawn.Card(
        pet: state.rows.selectedIndex.map { state.list.catalog.pet(at: $0) }, photo: shownPhoto, star: cardStar,
        starChanges: state.cardStarChanges, asked: askedText, button: askToAdoptButton),
      message: message, notification: notification, panes: state.panes, searchSetByModel: state.searchSetByModel,
      place: state.place, savedSearches: state.savedSearches, password: state.password, reply: state.reply,
      canWriteToShelter: canWriteToShelter)
  }

  /// Saves and reads the stars and inquiries through `store`, whose stars are `ids`: at the
  /// start, and for each catalogue opened after.
  func use(_ store: any UserDataStoring, favoriteIDs ids: Set<String>) {
    self.store = store
    outsideChangeCount = try? store.outsideChangeCount()
    // Without the old inquiries only the card's "You asked…" line and the form's filling in
    // are missing: not a reason to refuse saving.
    state.inquiryHistory = InquiryHistory(
      (try? store.storedInquiries()) ?? [], calendar: configuration.calendar, reachesShelter: store.reachesShelter)
    readShelterMessages()
    let favorites = FavoritesViewModel(
      store: store, favoriteIDs: ids, background: configuration.background, main: configuration.main)
    // A save still under way for the catalogue shown before is not this window's news.
    favorites.onChange = { [weak self, weak favorites] petID in
      guard let self, let favorites, favorites === self.favorites else { return }
      favoritesChanged(petID)
    }
    self.favorites = favorites
  }
}

/// What each part of the window draws, as far as deciding whether to redraw it goes.
private struct Drawn: Equatable {
  struct Card: Equatable {
    var pet: Pet?
    var photo: Int
    var star: FavoriteStar?
    var starChanges: Int
    var asked: String?
    var button: ButtonState?
  }

  struct CatalogPart: Equatable {
    var revision: Int
    var status: CatalogStatus
    var path: String?
  }

  var catalogue: CatalogPart
  var showsProblems: Bool
  var form: ObjectIdentifier?
  /// The rows were chosen again, or the view model moved the selection (a row the person
  /// selects is selected on screen already).
  var rowsRevision: Int
  var onlyFavorites: Bool
  var stars: StarChange
  var starPosition: Int?
  var card: Card
  var message: String?
  var notification: InAppNotification?
  var panes: Panes
  var searchSetByModel: Int
  var place: PlaceEntry
  var savedSearches: SavedSearchesState
  var password: PasswordDialogState?
  var reply: ReplyDialogState?
  var canWriteToShelter: Bool

  /// The parts to redraw, in the order the window sets them: the catalogue before the list it
  /// lists, the list before the card of its selected row.
  func changes(since old: Drawn) -> [PetBrowserUpdate] {
    var parts: [PetBrowserUpdate] = []
    if catalogue != old.catalogue { parts.append(.catalog) }
    if showsProblems != old.showsProblems || catalogue != old.catalogue { parts.append(.problems) }
    if form != old.form { parts.append(.inquiryForm) }
    let listChanged = rowsRevision != old.rowsRevision || onlyFavorites != old.onlyFavorites
    if listChanged { parts.append(.list) }
    if stars != old.stars, !listChanged {
      if stars.petID == nil {
        parts.append(.stars)
      } else if let starPosition {
        parts.append(.row(starPosition))
      }
    }
    if card != old.card { parts.append(.card) }
    if message != old.message { parts.append(.message) }
    if notification != old.notification { parts.append(.notification) }
    if panes != old.panes { parts.append(.pane) }
    if searchSetByModel != old.searchSetByModel { parts.append(.searchText) }
    if place != old.place { parts.append(.place) }
    if savedSearches != old.savedSearches { parts.append(.savedSearches) }
    if password != old.password { parts.append(.password) }
    if reply != old.reply || canWriteToShelter != old.canWriteToShelter { parts.append(.reply) }
    return parts
  }
}
