import Foundation
import GRDB
import PetAdoptionFlow
import PetBrowsing
import PetCards
import PetCatalog
import PetLiveClients
import PetPresentation
import PetStore
import PetTestSupport
import Testing

/// The day every test counts ages to.
let today = CalendarDate.fixedToday

/// A Gregorian calendar in UTC, so an inquiry's day does not depend on the machine's time zone.
let utcCalendar: Calendar = {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
  return calendar
}()

/// A window's view model with no display: its three schedulers are `ManualScheduler`s the test
/// steps, and every `onChange` it sends is kept in `updates`.
@MainActor
final class Browser {
  let query = ManualScheduler()
  let background = ManualScheduler()
  let main = ManualScheduler()
  /// Where catalogues chosen with Open… are read.
  let loading = ManualScheduler()
  let viewModel: PetBrowserViewModel
  private(set) var updates: [PetBrowserUpdate] = []
  /// How many times the window said it shows a catalogue from its store instead of memory.
  let shownFromStore = Count()

  @MainActor final class Count {
    var value = 0
  }

  convenience init(
    _ catalog: Catalog, userData: Result<UserDataStore, UserDataError>, backgroundQueryThreshold: Int = 20_000,
    opening: CatalogOpening? = nil
  ) {
    self.init(
      catalog, store: userData.map { $0 as any UserDataStoring }, backgroundQueryThreshold: backgroundQueryThreshold,
      opening: opening)
  }

  /// A window saving through `store` (e.g. a `FakeStore`), counting days in UTC.
  init(
    _ catalog: Catalog, store: Result<any UserDataStoring, UserDataError>, backgroundQueryThreshold: Int = 20_000,
    opening: CatalogOpening? = nil, catalogues: CatalogLoadingClient? = nil, storeInsteadOfMemoryAbove: Int? = nil
  ) {
    var configuration = PetBrowserViewModel.Configuration(main: main)
    if let storeInsteadOfMemoryAbove { configuration.storeInsteadOfMemoryAbove = storeInsteadOfMemoryAbove }
    configuration.shownFromStore = { [shownFromStore] in shownFromStore.value += 1 }
    configuration.loading = loading
    // The files on disk unless a test gives its own.
    configuration.catalogues = catalogues ?? .live(cache: nil, lastCatalogue: nil)
    configuration.query = query
    configuration.background = background
    configuration.backgroundQueryThreshold = backgroundQueryThreshold
    configuration.calendar = utcCalendar
    configuration.places = testPlaces
    viewModel = PetBrowserViewModel(
      list: PetListViewModel(catalog: catalog, today: today), store: store, configuration: configuration,
      opening: opening)
    viewModel.onChange = { [weak self] update in self?.updates.append(update) }
  }

  /// Runs the queries, the database work and what comes back, until nothing is waiting.
  func settle() {
    while query.runNext() || background.runNext() || loading.runNext() || main.runNext() {}
  }

  /// Saves the database work waiting, then delivers its results.
  func save() {
    background.runAll()
    main.runAll()
  }

  /// The names in the rows, in order.
  var names: [String] { (0..<viewModel.rowCount).map { viewModel.row(at: $0).name } }

  /// The star in the row of the pet `id`.
  func star(_ id: String) throws -> FavoriteStar {
    let row = try #require(viewModel.position(ofPetWithID: id), "\(id) is not listed")
    return viewModel.row(at: row).star
  }

  /// The whole window as text.
  var text: String { WindowSnapshot(viewModel).text }
}

/// A gazetteer of two names: Chicago, IL, and Springfield, which is several places.
@Sendable func testPlaces(_ text: String) -> Gazetteer.Lookup? {
  switch text {
  case "Chicago, IL": .found(.chicago)
  case "Springfield": .ambiguous(["Springfield, IL", "Springfield, MA"])
  default: .notFound
  }
}

/// Runs `body` with a window on `catalog` whose database is in a temporary folder (its location
/// given too), with `favorites` starred before the window opens.
@MainActor
func withBrowser(
  _ catalog: Catalog, favorites: [String] = [], _ body: (Browser, UserDataLocation) throws -> Void
) throws {
  try withTemporaryDirectory { folder in
    let location = UserDataLocation(directory: folder)
    let store = try UserDataStore(location: location)
    for id in favorites { try store.addFavorite(id) }
    try body(Browser(catalog, userData: .success(store)), location)
  }
}

/// Runs `body` with a window on `catalog` whose data folder is a file, so the database cannot be
/// opened; `file` is its path.
@MainActor
func withUnopenableBrowser(_ catalog: Catalog, _ body: (Browser, _ file: String) throws -> Void) throws {
  try withTemporaryDirectory { folder in
    let file = folder.appendingPathComponent("data")
    try Data("not a folder".utf8).write(to: file)
    try body(Browser(catalog, userData: openStore(in: file)), file.path)
  }
}

/// The text the window shows when the data folder `file` is a file.
func unavailableText(_ file: String) -> String {
  "Favourites and adoption inquiries are unavailable: \(file): cannot create the folder for your saved data (a file "
    + "of that name is in the way). Nothing was saved. Create the folder yourself, or set PET_DATA_DIR to use "
    + "another folder."
}

/// The database in `folder`, or why it cannot be opened, as `pet-browser` hands it to the window.
func openStore(in folder: URL) -> Result<UserDataStore, UserDataError> {
  do {
    return .success(try UserDataStore(location: UserDataLocation(directory: folder)))
  } catch let error as UserDataError {
    return .failure(error)
  } catch {
    return .failure(UserDataError(kind: .ioError, path: folder.path, problem: "\(error)", advice: ""))
  }
}

/// The database at `path`, changed behind the store's back by a connection of its own, as
/// another program or a failing disk would.
enum Sabotage {
  /// Every new favourite is refused with `reason` (a trigger aborts the insert).
  static func refuseNewFavorites(in path: String, reason: String) throws {
    // A trigger's body takes no bound arguments: the reason goes in as an SQL string literal.
    let literal = "'" + reason.replacingOccurrences(of: "'", with: "''") + "'"
    try DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: "CREATE TRIGGER refuse_favorites BEFORE INSERT ON favorite BEGIN SELECT RAISE(ABORT, \(literal)); END")
    }
  }

  /// Saves go through again.
  static func acceptFavorites(in path: String) throws {
    try DatabaseQueue(path: path).write { try $0.execute(sql: "DROP TRIGGER refuse_favorites") }
  }

  /// The favourites table is renamed away (reading them fails), or back (`hidden: false`).
  static func hideFavorites(in path: String, _ hidden: Bool = true) throws {
    let (from, to) = hidden ? ("favorite", "favorite_hidden") : ("favorite_hidden", "favorite")
    try DatabaseQueue(path: path).write { try $0.execute(sql: "ALTER TABLE \(from) RENAME TO \(to)") }
  }
}

/// A scheduler whose waiting work the test runs in any order it likes, to bring query results
/// back out of order.
final class OutOfOrderScheduler: WorkScheduler, @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [@Sendable () -> Void] = []

  func schedule(_ work: @escaping @Sendable () -> Void) {
    lock.withLock { pending.append(work) }
  }

  /// How many pieces of work are waiting.
  var pendingCount: Int { lock.withLock { pending.count } }

  /// Runs the waiting work at `position` (0: the oldest).
  func run(_ position: Int) {
    let work = lock.withLock { pending.remove(at: position) }
    work()
  }
}

extension EmptyState {
  /// What the window shows for a catalogue with no pets, favourites or not.
  static let emptyCatalogue = EmptyState(
    title: "No pets in this catalogue", message: "Add pets to the catalogue file to see them here.",
    iconName: "folder-open-symbolic")
}
