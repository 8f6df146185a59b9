import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetStore
import PetTestSupport
import Testing

/// Catalogues that a test client reads from memory, and what it was asked to remember.
final class MemoryCatalogs: @unchecked Sendable {
  private let lock = NSLock()
  private let files: [String: Result<Catalog, CatalogError>]
  private let previews: [String: Catalog]
  private var rememberedPaths: [String] = []

  /// `files` by path; a file in `previews` gives those first pets before the whole of it.
  init(_ files: [String: Result<Catalog, CatalogError>], previews: [String: Catalog] = [:]) {
    self.files = files
    self.previews = previews
  }

  /// The paths remembered for the next launch, in order.
  var remembered: [String] { lock.withLock { rememberedPaths } }

  /// A client over these files: any other path is missing, as on disk.
  var client: CatalogLoadingClient {
    CatalogLoadingClient(
      load: { [self] source, _, preview, deliver in
        let path = source.argument
        if let preview, let first = previews[path] { preview(first) }
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
@Suite @MainActor struct OpenCatalogTests {
  let shelter = Catalog(
    shelter: "Hillside Rescue",
    pets: [Pet.make("pip", "Pip"), Pet.make("mo", "Mo") { $0.species = .dog }])

  func browser(_ files: MemoryCatalogs) throws -> Browser {
    Browser(try bundledCatalog(), store: .success(FakeStore()), catalogues: files.client)
  }

  @Test func open_aGoodFile_listsItsPets_afterTheReadComesBack_andRemembersIt() throws {
    let files = MemoryCatalogs(["/srv/hillside.json": .success(shelter)])
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
    let files = MemoryCatalogs([:])
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
    let files = MemoryCatalogs(["/srv/first.json": .success(shelter), "/srv/second.json": .success(.riverbend)])
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
    let files = MemoryCatalogs(["/srv/hillside.json": .success(shelter)])
    let browser = try browser(files)
    browser.viewModel.searchTextChanged("mo")
    browser.settle()
    browser.viewModel.open(path: "/srv/hillside.json")
    browser.settle()
    #expect(browser.names == ["Mo"])
    #expect(browser.viewModel.searchText == "mo")
  }

  /// A large file's first pets show while the rest is read, the bar saying so; then the whole
  /// catalogue replaces them, the pet selected meanwhile still selected, and the bar goes.
  @Test func open_aLargeFile_showsItsFirstPets_thenTheWholeCatalogue_keepingTheSelection() throws {
    let whole = Catalog(
      shelter: "Hillside Rescue",
      pets: [Pet.make("pip", "Pip"), Pet.make("ada", "Ada"), Pet.make("mo", "Mo") { $0.species = .dog }])
    let first = Catalog(shelter: "Hillside Rescue", pets: Array(whole.pets.prefix(2)))
    let files = MemoryCatalogs(["/srv/hillside.json": .success(whole)], previews: ["/srv/hillside.json": first])
    let browser = try browserShowingThePreview(of: "/srv/hillside.json", in: files)
    #expect(browser.names == ["Ada", "Pip"])
    #expect(
      browser.viewModel.catalogStatus.bar
        == CatalogBar(
          text: "Reading hillside.json… Its first 2 pets are shown while the rest are read.", buttonTitle: nil))
    #expect(browser.viewModel.isOpening)
    #expect(files.remembered.isEmpty)
    browser.viewModel.rowSelected(1)
    #expect(browser.viewModel.selectedPetID == "pip")
    browser.settle()
    #expect(browser.names == ["Ada", "Mo", "Pip"])
    #expect(browser.viewModel.selectedPetID == "pip")
    #expect(browser.viewModel.catalogStatus.bar == nil)
    #expect(!browser.viewModel.isOpening)
    #expect(files.remembered == ["/srv/hillside.json"])
  }

  /// A window that opened `path` of `files` and shows its preview, the whole file not yet shown.
  private func browserShowingThePreview(
    of path: String, in files: MemoryCatalogs, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Browser {
    let browser = try browser(files)
    browser.viewModel.open(path: path)
    browser.loading.runAll()
    #expect(browser.main.runNext(), sourceLocation: sourceLocation)
    return browser
  }

  /// The whole file turns out broken past its first pets: the error page replaces the preview.
  @Test func open_aLargeFileBrokenFurtherOn_showsTheErrorPage_afterItsPreview() throws {
    let broken = CatalogError(
      kind: .invalid, problems: [CatalogProblem(file: "/srv/hillside.json", message: "malformed JSON at line 900")])
    let files = MemoryCatalogs(["/srv/hillside.json": .failure(broken)], previews: ["/srv/hillside.json": shelter])
    let browser = try browserShowingThePreview(of: "/srv/hillside.json", in: files)
    #expect(browser.names == ["Mo", "Pip"])
    browser.settle()
    #expect(browser.names.isEmpty)
    #expect(browser.viewModel.catalogStatus.errorPage?.message == "/srv/hillside.json: malformed JSON at line 900")
    #expect(files.remembered.isEmpty)
  }

  /// The launch's way: the window opens on the preview, and `showWhole` brings the whole
  /// catalogue in when the read is done, unless an Open… came first.
  @Test func launch_onAPreview_showsTheWholeCatalogue_unlessAnOpenOvertakesIt() throws {
    for opensAnother in [false, true] {
      let files = MemoryCatalogs(
        ["/srv/big.json": .success(.riverbend), "/srv/hillside.json": .success(shelter)],
        previews: ["/srv/big.json": Catalog(pets: Array(Catalog.riverbend.pets.prefix(1)))])
      let reading = ManualScheduler()
      let pending = files.client.start(path: "/srv/big.json", today: today, on: reading, previews: true)
      // The reader waits after the preview until the window has shown it; here, at once.
      pending.windowShown()
      reading.runAll()
      #expect(pending.isPreview)
      var opening = CatalogOpening(source: CatalogSource("/srv/big.json"), isBundled: false, result: pending.wait())
      opening.isPreview = true
      let browser = Browser(
        try pending.wait().get(), store: .success(FakeStore()), opening: opening, catalogues: files.client)
      #expect(browser.names.count == 1)
      #expect(browser.viewModel.isOpening)
      if opensAnother {
        browser.viewModel.open(path: "/srv/hillside.json")
        browser.settle()
      }
      var shown: Result<Catalog, CatalogError>?
      browser.viewModel.showWhole(of: pending) { shown = $0 }
      browser.settle()
      #expect(browser.names.count == (opensAnother ? 2 : Catalog.riverbend.pets.count))
      #expect((try? shown?.get())?.pets.count == (opensAnother ? nil : Catalog.riverbend.pets.count))
      #expect(!browser.viewModel.isOpening)
    }
  }
}
