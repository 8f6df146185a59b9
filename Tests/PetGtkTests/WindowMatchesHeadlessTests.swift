import PetAdoptionFlow
import PetCards
import PetCatalog
import PetCatalogStore
import PetGtk
import PetPresentation
import PetStore
import PetTestSupport
import Testing

@testable import PetBrowsing

/// What the real widgets hold, read back from GTK, is byte for byte what the browser's view
/// model renders with no display, in every state a person can bring the window to.
@MainActor
@Suite struct WindowMatchesHeadlessTests {
  init() throws { try Fixtures.requireDisplay() }

  /// One step a person takes, given to the window (through its widgets) and to a headless view
  /// model alike.
  enum Step {
    case search(String)
    case choose(BrowserChoice.Kind, Int)
    case onlyFavorites(Bool)
    case select(String)
    case star
    /// Open… chose this file.
    case open(String)
    /// A place typed into the place entry, and Enter.
    case place(String)
  }

  /// A shown window saving through `store`, and a headless view model on the same list saving
  /// through `headlessStore`, whose work `main` runs.
  func pair(store: FakeStore, headlessStore: FakeStore, catalog: Catalog? = nil) throws -> (
    window: PetBrowserWindow, headless: PetBrowserViewModel, main: ManualScheduler
  ) {
    let list = PetListViewModel(catalog: try catalog ?? Fixtures.bundledCatalog(), today: Fixtures.today)
    let window = PetBrowserWindow(list: list, store: .success(store))
    try Fixtures.show(window)
    let main = ManualScheduler()
    var configuration = PetBrowserViewModel.Configuration(main: main)
    configuration.background = main
    configuration.query = main
    let headless = PetBrowserViewModel(list: list, store: .success(headlessStore), configuration: configuration)
    return (window, headless, main)
  }

  /// Takes `steps` in the window and in a view model of its own, then compares the two texts.
  func expectSameText(_ steps: [Step], _ comment: Comment, catalog: Catalog? = nil) throws {
    let (window, headless, main) = try pair(store: FakeStore(), headlessStore: FakeStore(), catalog: catalog)
    for step in steps {
      switch step {
      case .search(let text):
        window.search(text)
        headless.searchTextChanged(text)
      case .choose(let kind, let item):
        #expect(window.choose(item: item, in: kind))
        headless.choiceChanged(kind, item: item)
      case .onlyFavorites(let only):
        window.showOnlyFavorites(only)
        headless.favoritesToggled(only)
      case .select(let id):
        #expect(window.select(petID: id))
        headless.selectPet(id: id)
      case .star:
        window.toggleSelectedFavorite()
        headless.selectedStarActivated()
      case .place(let text):
        window.enterPlace(text)
        headless.placeEntered(text)
      case .open(let path):
        var opened = false
        window.open(path: path) { opened = true }
        #expect(Fixtures.runMainLoop { opened })
        var loader = CatalogLoader(today: Fixtures.today)
        loader.leavesOutInvalidPets = true
        let opening = CatalogOpening(
          source: CatalogSource(path), isBundled: false,
          result: Result { () throws(CatalogError) in try loader.load(path: path) })
        let list = PetListViewModel(
          catalog: opening.catalog, today: Fixtures.today, filter: headless.listQuery.filter,
          sortOrder: headless.listQuery.sortOrder)
        headless.catalogOpened(opening, list: list)
      }
      // A star's save runs on a background queue: wait until its result is drawn.
      #expect(
        Fixtures.runMainLoop {
          !window.viewModel.isUpdating && window.rowsSettled && (window.viewModel.cardStar?.isEnabled ?? true)
        })
      main.runAll()
    }
    let shown = window.snapshot.text
    #expect(shown == WindowSnapshot(headless).text, comment)
    #expect(!shown.isEmpty)
  }

  @Test func openedCatalogue_withBadPets() throws {
    let data = TemporaryDataDirectory()
    let file = try BrokenCatalogs.writeTwoBadPets(to: data.url.appendingPathComponent("pets.json"))
    try expectSameText([.search("a"), .open(file.path)], "a catalogue with two bad pets, opened over a search")
  }

  @Test func openedCatalogue_thatIsMissing() throws {
    let data = TemporaryDataDirectory()
    try expectSameText([.open(data.url.appendingPathComponent("none.json").path)], "a missing catalogue")
  }

  @Test func search() throws {
    try expectSameText([.search("lab")], "a search")
  }

  @Test func filtersAndSort() throws {
    try expectSameText([.choose(.species, 2), .choose(.sort, 1), .choose(.goodWith, 1)], "filters and a sort order")
  }

  /// Near a place, in the shipped gazetteer: the place entry, the Distance column, nearest
  /// first; then a place that is several, said on the entry.
  @Test func nearAPlace() throws {
    try expectSameText(
      [.place("Chicago, IL"), .choose(.within, 5), .choose(.sort, PetSortOrder.allCases.count - 1)], "near Chicago",
      catalog: .sheltersNearAndFar)
    try expectSameText([.place("Springfield")], "a place that is several", catalog: .sheltersNearAndFar)
  }

  @Test func emptyState() throws {
    try expectSameText([.search("zzzz")], "the empty state")
  }

  @Test func favourites() throws {
    try expectSameText([.select("zoe"), .star, .select("stuart"), .star, .onlyFavorites(true)], "favourites only")
  }

  @Test func noFavouritesYet() throws {
    try expectSameText([.onlyFavorites(true)], "favourites only, with none")
  }

  /// Cleo has been adopted: listed only when the status filter allows it, and her card's
  /// "Ask to adopt…" is disabled, with the reason as its tooltip, in the widgets as in the model.
  @Test func adoptedPet() throws {
    try expectSameText([.choose(.status, 1), .select("cleo")], "an adopted pet selected")
  }

  @Test func selectedPet() throws {
    try expectSameText([.select("koyuki")], "小雪 selected")
  }

  /// A failed save shows in the window's message bar; the headless view model, given a store
  /// that fails the same way, shows the same bar.
  @Test func failedSave() throws {
    let store = FakeStore()
    let headlessStore = FakeStore()
    let (window, headless, main) = try pair(store: store, headlessStore: headlessStore)
    #expect(window.select(petID: "stuart"))
    headless.selectPet(id: "stuart")
    store.failNext("the disk is full")
    headlessStore.failNext("the disk is full")
    window.toggleSelectedFavorite()
    headless.selectedStarActivated()
    main.runAll()
    #expect(Fixtures.runMainLoop { window.message != nil })
    #expect(window.message == "Could not add Stuart to favourites: the disk is full")
    #expect(window.snapshot.text == WindowSnapshot(headless).text)
  }
}
