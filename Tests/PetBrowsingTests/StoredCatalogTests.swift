import Foundation
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// A JSON file read whole into memory on its first read, then kept in a store by the loading
/// client (its store in the cache): a large one is shown from the store once it is kept, with
/// what the person was doing kept, and its pets in memory let go; a small one stays in memory.
@Suite @MainActor struct StoredCatalogTests {
  /// A client reading `path` from memory until `keep()`, then from `stored`, as the live
  /// client does once it has made the file's store in the cache (`isKept` then says so).
  final class KeepingCatalogs: @unchecked Sendable {
    private let lock = NSLock()
    private let memory: Catalog
    private let stored: Catalog
    private var kept: Set<String> = []
    private var loads = 0
    /// Whether the client keeps a store of what it reads, once it has read it.
    let keepsAfterReading: Bool

    init(memory: Catalog, stored: Catalog, keepsAfterReading: Bool = true) {
      self.memory = memory
      self.stored = stored
      self.keepsAfterReading = keepsAfterReading
    }

    /// How many times a catalogue was read.
    var loadCount: Int { lock.withLock { loads } }

    var client: CatalogLoadingClient {
      CatalogLoadingClient(
        load: { [self] source, _, _, deliver in
          let path = source.argument
          let catalog = lock.withLock { () -> Catalog in
            loads += 1
            return kept.contains(path) ? stored : memory
          }
          deliver(.success(catalog))
          // The live client imports the file into its store after handing it over.
          if keepsAfterReading { lock.withLock { _ = kept.insert(path) } }
        },
        isKept: { [self] source, _ in lock.withLock { kept.contains(source.argument) } })
    }
  }

  /// The bundled catalogue in memory, and the same pets in a store, for `body`.
  func withBothCatalogues(_ body: (_ memory: Catalog, _ stored: Catalog) throws -> Void) throws {
    let memory = try bundledCatalog()
    try withStore(of: memory) { store in try body(memory, try store.backedCatalog()) }
  }

  /// A window on the bundled catalogue reading files through `files`, which shows a catalogue of
  /// at least `above` pets from its store once kept.
  func window(on files: KeepingCatalogs, above: Int) throws -> Browser {
    Browser(
      try bundledCatalog(), store: .success(FakeStore()), catalogues: files.client, storeInsteadOfMemoryAbove: above)
  }

  /// `window(on:above:)` opening /srv/big.json, its file read and the answer not yet shown.
  func windowReadingTheLargeFile(_ files: KeepingCatalogs) throws -> Browser {
    let browser = try window(on: files, above: 20)
    browser.viewModel.open(path: "/srv/big.json")
    browser.loading.runAll()
    return browser
  }

  @Test func aLargeCatalogueKeptInAStore_isShownFromIt_withTheSearchAndTheSelectionKept() throws {
    try withBothCatalogues { memory, stored in
      let files = KeepingCatalogs(memory: memory, stored: stored)
      let browser = try windowReadingTheLargeFile(files)
      // The file is shown from memory; the person searches and picks a pet meanwhile.
      #expect(browser.main.runNext())
      #expect(browser.viewModel.headerSubtitle == "Riverbend Animal Shelter — big.json")
      browser.viewModel.searchTextChanged("dog")
      #expect(browser.viewModel.selectPet(id: "moose"))
      let shown = browser.text
      #expect(files.loadCount == 1)
      #expect(browser.shownFromStore.value == 0)
      browser.settle()
      // Read again, from the store: the same window, text for text, and the program told.
      #expect(files.loadCount == 2)
      #expect(browser.viewModel.isShownFromStore)
      #expect(browser.shownFromStore.value == 1)
      #expect(browser.viewModel.searchText == "dog")
      #expect(browser.viewModel.selectedPetID == "moose")
      #expect(browser.text == shown)
    }
  }

  /// The launch's way: once the reader is done (asked before it is, or after), the catalogue
  /// is shown from its store, and the program is told (it gives the freed memory back), as
  /// after an Open….
  @Test func launch_showsTheCatalogueFromItsStore_onceTheReaderIsDone() throws {
    try withBothCatalogues { memory, stored in
      for asksBeforeTheReaderIsDone in [true, false] {
        let files = KeepingCatalogs(memory: memory, stored: stored)
        let reading = ManualScheduler()
        let pending = files.client.start(path: "/srv/big.json", today: .fixedToday, on: reading)
        let browser = Browser(
          memory, store: .success(FakeStore()),
          opening: CatalogOpening(source: CatalogSource("/srv/big.json"), isBundled: false, result: .success(memory)),
          catalogues: files.client, storeInsteadOfMemoryAbove: 20)
        if asksBeforeTheReaderIsDone { browser.viewModel.whenReadingFinished(of: pending) }
        reading.runAll()
        if !asksBeforeTheReaderIsDone { browser.viewModel.whenReadingFinished(of: pending) }
        #expect(!browser.viewModel.isShownFromStore)
        browser.settle()
        #expect(browser.viewModel.isShownFromStore)
        #expect(browser.shownFromStore.value == 1)
        #expect(files.loadCount == 2)
      }
    }
  }

  @Test func aSmallCatalogue_orOneNotKept_staysInMemory() throws {
    try withBothCatalogues { memory, stored in
      // 27 pets, under the 28 from which a catalogue is shown from its store.
      let small = KeepingCatalogs(memory: memory, stored: stored)
      let browser = try window(on: small, above: 28)
      browser.viewModel.open(path: "/srv/big.json")
      browser.settle()
      #expect(small.loadCount == 1)
      #expect(!browser.viewModel.isShownFromStore)
      // Large enough, but no store was kept (a file with pets left out is not).
      let notKept = KeepingCatalogs(memory: memory, stored: stored, keepsAfterReading: false)
      let other = try window(on: notKept, above: 20)
      other.viewModel.open(path: "/srv/big.json")
      other.settle()
      #expect(notKept.loadCount == 1)
      #expect(!other.viewModel.isShownFromStore)
      #expect(browser.shownFromStore.value == 0 && other.shownFromStore.value == 0)
    }
  }

  /// Another file opened while the first one's store is being asked for: the first is not read
  /// again over it (three reads: the first file, the other, the other from its store).
  @Test func anOpenMeanwhile_isNotOvertaken() throws {
    try withBothCatalogues { memory, stored in
      let files = KeepingCatalogs(memory: memory, stored: stored)
      let browser = try windowReadingTheLargeFile(files)
      browser.main.runAll()
      // The store is being asked for on the loading scheduler; another Open… comes first.
      browser.viewModel.open(path: "/srv/other.json")
      browser.settle()
      #expect(browser.viewModel.headerSubtitle == "Riverbend Animal Shelter — other.json")
      // The other file is read once and, kept in its turn, shown from its store.
      #expect(files.loadCount == 3)
      #expect(browser.viewModel.isShownFromStore)
    }
  }
}
