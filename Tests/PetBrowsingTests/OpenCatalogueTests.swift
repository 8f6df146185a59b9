import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetStore
import PetTestSupport
import Testing

/// Catalogues that a test client reads from memory, and what it was asked to remember.
final class MemoryCatalogues: @unchecked Sendable {
  private let lock = NSLock()
  private let files: [String: Result<Catalog, CatalogError>]
  private var rememberedPaths: [String] = []

  init(_ files: [String: Result<Catalog, CatalogError>]) {
    self.files = files
  }

  /// The paths remembered for the next launch, in order.
  var remembered: [String] { lock.withLock { rememberedPaths } }

  /// A client over these files: any other path is missing, as on disk.
  var client: CatalogueLoadingClient {
    CatalogueLoadingClient(
      load: { [self] path, _, deliver in
        deliver(
          files[path]
            ?? .failure(
              CatalogError(kind: .missing, problems: [CatalogProblem(file: path, message: "no such file")])))
      },
      remember: { [self] path in lock.withLock { rememberedPaths.append(path) } })
  }
}

/// Open… through the view model's loading client, with no display: the read runs on the
/// `loading` scheduler, the answer comes back on `main`, and a newer Open… overtakes an older one.
@Suite @MainActor struct OpenCatalogueTests {
  let shelter = Catalog(
    shelter: "Hillside Rescue",
    pets: [Pet.make("pip", "Pip"), Pet.make("mo", "Mo") { $0.species = .dog }])

  func browser(_ files: MemoryCatalogues) throws -> Browser {
    Browser(try bundledCatalog(), store: .success(FakeStore()), catalogues: files.client)
  }

  @Test func open_aGoodFile_listsItsPets_afterTheReadComesBack_andRemembersIt() throws {
    let files = MemoryCatalogues(["/srv/hillside.json": .success(shelter)])
    let browser = try browser(files)
    browser.viewModel.open(path: "/srv/hillside.json")
    #expect(browser.viewModel.isOpening)
    // Nothing changes until the read has run and its answer came back on the main loop.
    #expect(browser.names.count == 27)
    #expect(browser.loading.pendingCount == 1)
    browser.loading.runAll()
    #expect(browser.names.count == 27)
    browser.main.runAll()
    #expect(browser.names == ["Mo", "Pip"])
    #expect(!browser.viewModel.isOpening)
    #expect(browser.viewModel.headerSubtitle == "Hillside Rescue — hillside.json")
    #expect(browser.viewModel.catalogStatus.errorPage == nil)
    #expect(browser.viewModel.selectedPetID == "mo")
    #expect(files.remembered == ["/srv/hillside.json"])
    #expect(browser.updates.suffix(4) == [.catalog, .problems, .list, .card])
  }

  @Test func open_aMissingFile_showsTheErrorPage_andIsNotRemembered() throws {
    let files = MemoryCatalogues([:])
    let browser = try browser(files)
    var done = false
    browser.viewModel.open(path: "/srv/gone.json") { done = true }
    browser.settle()
    #expect(done)
    #expect(browser.names.isEmpty)
    #expect(browser.viewModel.emptyState == nil)
    #expect(browser.viewModel.catalogStatus.errorPage?.title == "Could Not Open the Catalogue")
    #expect(browser.viewModel.headerSubtitle == "gone.json")
    #expect(files.remembered.isEmpty)
  }

  /// Two Open…s in a row whose reads finish in the other order: the second is shown, and the
  /// first, answering late, changes nothing.
  @Test func open_twoInARow_theNewerWins_whicheverReadFinishesFirst() throws {
    let files = MemoryCatalogues(["/srv/first.json": .success(shelter), "/srv/second.json": .success(.riverbend)])
    let browser = try browser(files)
    browser.viewModel.open(path: "/srv/first.json")
    browser.viewModel.open(path: "/srv/second.json")
    #expect(browser.loading.pendingCount == 2)
    // Both reads run; their answers come back in order: the first's is stale by then.
    browser.loading.runAll()
    #expect(browser.main.runNext())
    #expect(browser.names.count == 27)
    #expect(browser.viewModel.isOpening)
    browser.main.runAll()
    #expect(browser.names.count == Catalog.riverbend.pets.count)
    #expect(browser.viewModel.catalogPath == "/srv/second.json")
    #expect(files.remembered == ["/srv/second.json"])
    #expect(!browser.viewModel.isOpening)
  }

  /// The search and filters typed before Open… apply to the new catalogue.
  @Test func open_keepsTheSearch() throws {
    let files = MemoryCatalogues(["/srv/hillside.json": .success(shelter)])
    let browser = try browser(files)
    browser.viewModel.searchTextChanged("mo")
    browser.settle()
    browser.viewModel.open(path: "/srv/hillside.json")
    browser.settle()
    #expect(browser.names == ["Mo"])
    #expect(browser.viewModel.searchText == "mo")
  }
}
