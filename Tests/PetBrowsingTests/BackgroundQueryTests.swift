import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetPresentation
import PetTestSupport
import Synchronization
import Testing

/// Queries on the `query` scheduler (every catalogue, with a threshold of 0): the drop-downs and
/// the search show what was asked at once, the list what was last answered, and only the newest answer.
@MainActor
@Suite struct BackgroundQueryTests {
  let catalog: Catalog
  let query = OutOfOrderScheduler()
  let main = ManualScheduler()
  let viewModel: PetBrowserViewModel

  init() throws {
    catalog = try bundledCatalog()
    var configuration = PetBrowserViewModel.Configuration(main: main)
    configuration.query = query
    configuration.background = ManualScheduler()
    configuration.backgroundQueryThreshold = 0
    let catalog = catalog
    viewModel = try withTemporaryDirectory { folder in
      PetBrowserViewModel(
        list: PetListViewModel(catalog: catalog, today: today), userData: openStore(in: folder),
        configuration: configuration)
    }
  }

  /// The names the list would show for `search` in `order`, made apart from the window.
  func expectedNames(_ search: String, _ order: PetSortOrder = .name) -> [String] {
    PetListViewModel(catalog: catalog, today: today, filter: PetFilter(search: search), sortOrder: order).rows
      .map(\.name)
  }

  var names: [String] { (0..<viewModel.rowCount).map { viewModel.row(at: $0).name } }

  /// A window's model on the bundled pets kept by `backing`, every query on `query`; its pages
  /// (and its first list) `firstPage` pets long, when given.
  private func viewModel(on backing: WantedRecordingBacking, firstPage: Int? = nil, threshold: Int = 0) throws
    -> PetBrowserViewModel
  {
    var backed = catalog
    backed.backing = backing
    var configuration = PetBrowserViewModel.Configuration(main: main)
    configuration.query = query
    configuration.background = ManualScheduler()
    configuration.backgroundQueryThreshold = threshold
    if let firstPage { configuration.firstPageSize = firstPage }
    let list =
      firstPage.map { PetListViewModel(catalog: backed, today: today, firstPage: $0) }
      ?? PetListViewModel(catalog: backed, today: today)
    return try withTemporaryDirectory { folder in
      PetBrowserViewModel(list: list, userData: openStore(in: folder), configuration: configuration)
    }
  }

  /// A server's catalogue is asked off the main thread however few pets it lists: a window of
  /// 27 pets (under the 20,000 a catalogue in memory is asked on it) froze on a paused server
  /// at the first keystroke (issue 40, point 5).
  @Test func aServersCatalogue_isNeverAskedOnTheMainThread_howeverSmall() throws {
    let backing = WantedRecordingBacking(pets: catalog.pets, remote: true)
    let viewModel = try viewModel(on: backing, threshold: 20_000)
    viewModel.searchTextChanged("dog")
    #expect(query.pendingCount == 1)
    #expect(backing.asked.withLock { $0.map(\.search) } == [])
    #expect(viewModel.countText == "27 pets")
    query.run(0)
    main.runAll()
    #expect(backing.asked.withLock { $0.map(\.search) } == ["dog"])
    #expect((0..<viewModel.rowCount).map { viewModel.row(at: $0).name } == expectedNames("dog"))
    #expect(viewModel.countText == "8 of 27 pets")
  }

  /// A window draws a row of a server's catalogue without waiting for its pet: blank until it
  /// is sent, then drawn again (issue 40, point 5).
  @Test func aRowWhosePetIsNotSentYet_isDrawnBlank_thenAgainOnceItIs() throws {
    let backing = WantedRecordingBacking(pets: catalog.pets, remote: true)
    let viewModel = try viewModel(on: backing)
    var updates: [PetBrowserUpdate] = []
    viewModel.onChange = { updates.append($0) }
    for position in 0...1 {
      let row = viewModel.rowAtHand(at: position)
      #expect(
        [row.imagePath, row.name, row.species, row.age, row.fee, row.star.symbol, row.star.label] == [
          nil, "", "", "", "", "", "",
        ])
      #expect(!row.star.isEnabled)
    }
    #expect(viewModel.isReadingRows)
    backing.send()
    #expect(updates == [])
    main.runAll()
    #expect(updates == [.rowsRead, .rowsRead])
    #expect(!viewModel.isReadingRows)
    #expect(viewModel.rowAtHand(at: 0) == viewModel.row(at: 0))
    #expect(viewModel.rowAtHand(at: 0).name == expectedNames("")[0])
  }

  @Test func resultsThatComeBackOutOfOrder_onlyTheNewestIsShown() {
    viewModel.searchTextChanged("cat")
    viewModel.searchTextChanged("zzzz")
    viewModel.choiceChanged(.sort, item: 4)
    viewModel.searchTextChanged("dog")
    #expect(query.pendingCount == 4)
    #expect(viewModel.isUpdating)
    // Asked for, not yet answered: the entry and the drop-down show the question, the list the old answer.
    #expect(viewModel.searchText == "dog")
    #expect(viewModel.selectedItem(of: .sort) == 4)
    #expect(viewModel.countText == "27 pets")
    #expect(names == expectedNames(""))

    query.run(3)  // "dog", by fee: the newest, answered first
    main.runAll()
    #expect(!viewModel.isUpdating)
    #expect(names == expectedNames("dog", .fee))
    #expect(viewModel.countText == "8 of 27 pets")

    while query.pendingCount > 0 { query.run(0) }
    main.runAll()
    #expect(!viewModel.isUpdating)
    #expect(names == expectedNames("dog", .fee))
    #expect(viewModel.countText == "8 of 27 pets")
    #expect(viewModel.emptyState == nil)
  }

  /// A backing is told, for each query, whether it is still wanted: the one typed over is not,
  /// the newest is (a shared catalogue stops the one typed over on its server).
  @Test func aBacking_isToldWhichQueriesAreStillWanted() throws {
    let backing = WantedRecordingBacking(pets: catalog.pets)
    let viewModel = try viewModel(on: backing)
    viewModel.searchTextChanged("cat")
    viewModel.searchTextChanged("dog")
    query.run(0)
    query.run(0)
    let asked = backing.asked.withLock { $0 }
    #expect(asked.map(\.search) == ["cat", "dog"])
    #expect(asked.map { $0.isWanted() } == [false, true])
    main.runAll()
    #expect(viewModel.countText == "8 of 27 pets")
  }

  /// A store that answers a first page alone (a shared catalogue's server): each query shows
  /// it at once, counted or not, then its whole answer; the first list is a first page too.
  @Test func aStoreThatAnswersPages_showsTheFirstPageAndCount_thenTheWholeAnswer() throws {
    let backing = WantedRecordingBacking(pets: catalog.pets, pages: true)
    let viewModel = try viewModel(on: backing, firstPage: 3)
    var names: [String] { (0..<viewModel.rowCount).map { viewModel.row(at: $0).name } }
    // The first frame's list: three rows and the whole count; the rest asked once it is up.
    #expect(names == Array(expectedNames("").prefix(3)))
    #expect(viewModel.countText == "27 pets")
    #expect(query.pendingCount == 0)
    // A pet past the first page, asked for by its id (--select), is selected once the rest is in.
    let last = try #require(catalog.pets.first { $0.name == expectedNames("").last })
    #expect(viewModel.selectPet(id: last.id))
    #expect(viewModel.selectedRow == 0)
    // One the catalogue does not hold is not, and the asking before is dropped with it.
    #expect(!viewModel.selectPet(id: "no-such-pet"))
    #expect(viewModel.selectPet(id: last.id))
    viewModel.askWholeAnswer()
    #expect(viewModel.isUpdating)
    query.run(0)
    main.runAll()
    #expect(names == expectedNames(""))
    #expect(!viewModel.isUpdating)
    #expect(viewModel.selectedPetID == last.id)
    #expect(viewModel.selectedRow == 26)

    viewModel.searchTextChanged("dog")
    query.run(0)
    #expect(main.runNext())
    #expect(names == Array(expectedNames("dog").prefix(3)))
    #expect(viewModel.countText == "At least 3 of 27 pets")
    #expect(viewModel.emptyState == nil)
    #expect(viewModel.isUpdating)
    main.runAll()
    #expect(names == expectedNames("dog"))
    #expect(viewModel.countText == "8 of 27 pets")
    #expect(!viewModel.isUpdating)

    // An older query's page and whole answer, come after a newer one's page, are dropped.
    viewModel.searchTextChanged("cat")
    viewModel.searchTextChanged("stuart")
    query.run(1)
    #expect(main.runNext())
    query.run(0)
    main.runAll()
    #expect(names == expectedNames("stuart"))
    #expect(viewModel.countText == "1 of 27 pets")
    #expect(!viewModel.isUpdating)
    // Each asked its page, then its whole answer; but Stuart's page held all one of them, and
    // it was not asked again.
    #expect(backing.asked.withLock { $0.map(\.search) } == ["", "", "dog", "dog", "stuart", "cat", "cat"])
  }

  /// A store's index in memory answers a keystroke's first page and its count, and goes on
  /// through the selected pet when the answer holds it: the selection keeps its pet and its row
  /// while the rest comes, and the card never shows another pet.
  @Test func aFirstPageThroughTheSelectedPet_keepsTheSelection_untilTheWholeAnswer() throws {
    let backing = WantedRecordingBacking(pets: catalog.pets, pages: true, asAnIndex: true)
    let viewModel = try viewModel(on: backing, firstPage: 3)
    var names: [String] { (0..<viewModel.rowCount).map { viewModel.row(at: $0).name } }
    viewModel.askWholeAnswer()
    query.run(0)
    main.runAll()
    // The fifth of the eight dogs by name, past a page of three.
    let dogs = expectedNames("dog")
    #expect(dogs.count == 8)
    let fifthDog = try #require(catalog.pets.first { $0.name == dogs[4] })
    #expect(viewModel.selectPet(id: fifthDog.id))
    var shown: [String] = []
    viewModel.onChange = { _ in shown.append(viewModel.selectedPetID ?? "none") }
    viewModel.searchTextChanged("dog")
    query.run(0)
    #expect(main.runNext())
    // The page: the first three dogs and on through the selected one, counted.
    #expect(names == Array(dogs.prefix(5)))
    #expect(viewModel.countText == "8 of 27 pets")
    #expect(viewModel.selectedPetID == fifthDog.id)
    #expect(viewModel.selectedRow == 4)
    #expect(viewModel.isUpdating)
    main.runAll()
    #expect(names == dogs)
    #expect(viewModel.selectedRow == 4)
    #expect(!viewModel.isUpdating)
    #expect(Set(shown) == [fifthDog.id])
    // A search that leaves it out: the page is three, the first selected.
    viewModel.searchTextChanged("cat")
    query.run(0)
    #expect(main.runNext())
    #expect(names == Array(expectedNames("cat").prefix(3)))
    #expect(viewModel.countText == "7 of 27 pets")
    #expect(viewModel.selectedRow == 0)
  }

  @Test func anOlderResult_isShownUntilTheNewestArrives_andStillUpdating() {
    viewModel.searchTextChanged("cat")
    viewModel.searchTextChanged("dog")
    query.run(0)
    main.runAll()
    #expect(names == expectedNames("cat"))
    #expect(viewModel.countText == "7 of 27 pets")
    #expect(viewModel.isUpdating)

    query.run(0)
    main.runAll()
    #expect(names == expectedNames("dog"))
    #expect(!viewModel.isUpdating)
  }

  @Test func askingAgainForWhatIsAsked_runsNoQuery() {
    viewModel.searchTextChanged("")
    viewModel.choiceChanged(.sort, item: 0)
    #expect(query.pendingCount == 0)
    #expect(!viewModel.isUpdating)
  }
}

/// The bundled pets as a backing that records each query asked with its `isWanted`.
final class WantedRecordingBacking: CatalogBacking, @unchecked Sendable {
  let pets: [Pet]
  let memory: PetIndex
  let asked = Mutex<[(search: String, isWanted: @Sendable () -> Bool)]>([])
  /// Whether it answers a first page alone, as a shared catalogue's server does.
  let pages: Bool
  /// Whether its pages are counted and go on through the pet kept, as a store's index in
  /// memory answers them.
  let pagesAsAnIndex: Bool
  let problem: CatalogError? = nil
  /// Whether it stands for a server's catalogue.
  let isRemote: Bool

  init(pets: [Pet], pages: Bool = false, asAnIndex: Bool = false, remote: Bool = false) {
    self.pets = pets
    isRemote = remote
    self.pages = pages
    pagesAsAnIndex = asAnIndex
    memory = PetIndex(catalog: Catalog(pets: pets))
  }

  /// For a server's catalogue: the pets sent so far, and who waits for the others.
  let sent = Mutex<(indices: Set<Int>, waiting: [@Sendable () -> Void])>(([], []))

  var count: Int { pets.count }
  var earliestBirthday: CalendarDate? { pets.lazy.map(\.birthday).min() }
  func pet(at index: Int) -> Pet { pets[index] }
  func petAtHand(at index: Int, whenRead: @escaping @Sendable () -> Void) -> Pet? {
    guard isRemote else { return pets[index] }
    return sent.withLock { sent in
      guard sent.indices.contains(index) else {
        sent.waiting.append(whenRead)
        return nil
      }
      return pets[index]
    }
  }

  /// Sends every pet asked so far, and tells who waited.
  func send() {
    let waiting = sent.withLock { sent in
      sent.indices.formUnion(pets.indices)
      defer { sent.waiting = [] }
      return sent.waiting
    }
    for waiter in waiting { waiter() }
  }
  func index(ofPetWithID id: String) -> Int? { pets.firstIndex { $0.id == id } }
  func indices(ofPetsNamed folded: String) -> [Int] {
    pets.indices.filter { SearchText.fold(pets[$0].name) == folded }
  }
  func indices(ofPetsWithIDs ids: Set<String>) -> Set<Int> { Set(pets.indices.filter { ids.contains(pets[$0].id) }) }
  func prepare() {}

  func query(_ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String]) -> [Int] {
    memory.query(filter, order: order, today: today)
  }

  func query(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String],
    isWanted: @escaping @Sendable () -> Bool
  ) -> [Int]? {
    asked.withLock { $0.append((filter.search, isWanted)) }
    return query(filter, order: order, today: today, speciesNames: speciesNames)
  }

  func firstPage(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String], size: Int,
    keeping kept: Int?, isWanted: @escaping @Sendable () -> Bool
  ) -> AnswerPage? {
    guard let whole = query(filter, order: order, today: today, speciesNames: speciesNames, isWanted: isWanted)
    else { return nil }
    guard pages, whole.count > size else { return AnswerPage(indices: whole, count: whole.count) }
    if pagesAsAnIndex {
      let through = kept.flatMap { whole.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      return AnswerPage(indices: Array(whole.prefix(max(size, through))), count: whole.count)
    }
    // As a shared catalogue: a search's page is not counted.
    return AnswerPage(indices: Array(whole.prefix(size)), count: filter.search.isEmpty ? whole.count : nil)
  }
}
