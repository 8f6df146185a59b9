import CPetGtk
import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetGtk
import PetLiveClients
import PetPresentation
import PetStore
import PetTestSupport
import Testing

@testable import PetCatalogStore

/// A shared catalogue's answer comes with its first rows' pets, read on the thread that asked
/// it: the window then draws them without a word to the server on its main thread, so a server
/// that stops answering right after the answer does not freeze it (issue 40, point 5).
@Suite struct SharedReadAheadTests {
  @Test(arguments: [false, true])
  func anAnswersFirstRows_areReadWithIt(whole: Bool) throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
      _ = try data.petcards([
        "import", bundled, "--into", database.ownerAddress, "--shelter", "riverbend", "--today",
        CalendarDate.fixedToday.isoString,
      ])
      let proxy = try StallingProxy(to: database.server, stallOn: "no statement says this")
      let catalog = try SharedCatalog.open(proxy.address(database: database.name)).backedCatalog()
      let backing = try #require(catalog.backing)
      let filter = PetFilter(search: "a")
      let answer =
        whole
        ? backing.query(filter, order: .name, today: .fixedToday, speciesNames: [:], isWanted: { true })
        : backing.firstPage(
          filter, order: .name, today: .fixedToday, speciesNames: [:], size: 1_000, keeping: nil, isWanted: { true }
        )?.indices
      let indices = try #require(answer)
      proxy.stallAll()
      let bundledPets = try bundledCatalog()
      let expected = PetIndex(catalog: bundledPets).query(filter, order: .name, today: .fixedToday)
        .map { bundledPets.pets[$0].name }
      #expect(indices.count > 10)
      #expect(indices.map { backing.pet(at: $0).name } == expected)
      // A pet read is found by its id without the server, as a window finds the star toggled.
      let ids = indices.map { backing.pet(at: $0).id }
      #expect(ids.map { backing.index(ofPetWithID: $0) } == indices)
      #expect(backing.problem == nil)
    }
  }
}

extension SharedCatalogWindowTests {
  /// 3,000 made-up pets of two shelters, published into `database`; the data folder they were
  /// made in.
  static func publishThreeThousandPets(into database: SharedDatabase) throws -> TemporaryDataDirectory {
    let data = TemporaryDataDirectory()
    let folder = data.location.directory
    _ = try data.petcards([
      "generate", "--count", "3000", "--shelters", "2", "--seed", "5", "--today", Fixtures.today.isoString, "--out",
      folder.path,
    ])
    for (file, shelter) in [("shelter-0001", "north"), ("shelter-0002", "south")] {
      _ = try data.petcards([
        "import", folder.appendingPathComponent("\(file).json").path, "--into", database.ownerAddress, "--shelter",
        shelter, "--today", Fixtures.today.isoString,
      ])
    }
    return data
  }

  /// Rows scrolled to whose pets are not read yet are drawn blank, and read on another thread:
  /// with the server stopped, scrolling drew nothing for 10 s and then rows of "?" (issue 40,
  /// point 5). The window goes on drawing; nothing on its main thread waited for the server.
  @Test func rowsScrolledTo_onAServerThatStopped_areDrawnBlank_withoutAWait() throws {
    try TestPostgres.server().withDatabase { database in
      let data = try Self.publishThreeThousandPets(into: database)
      let proxy = try StallingProxy(to: database.server, stallOn: "no statement says this")
      let catalog = try SharedCatalog.open(proxy.address(database: database.name)).backedCatalog()
      let backing = try #require(catalog.backing as? SharedBacking)
      let window = Fixtures.window(for: catalog, userData: Fixtures.openStore(data.location))
      try Fixtures.show(window)
      #expect(Fixtures.runMainLoop(for: 10) { window.countText == "3,000 pets" && window.rowsSettled })
      #expect(!window.textsOnScreen(column: PET_GTK_COLUMN_NAME).contains(""))
      proxy.stallAll()
      window.scrollList(by: 4_000)
      _ = Fixtures.runMainLoop(for: 1) { false }
      let names = window.textsOnScreen(column: PET_GTK_COLUMN_NAME)
      #expect(names.contains(""), "\(names)")
      #expect(!names.contains("?"))
      #expect(backing.problem == nil)
      #expect(window.viewModel.isReadingRows)
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }
}

extension SharedCatalogWindowTests {
  /// Favourites on a shared catalogue are looked up on another thread: turning Favourites on
  /// asked the server on the main thread, three times a refresh, and froze the window on a
  /// server that stopped answering (issue 40, point 5). The rows are blank and no empty state
  /// is said until they are read; then the favourites alone are listed.
  @Test func favourites_onASharedCatalogue_areReadAwayFromTheMainThread() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      _ = try data.petcards([
        "import", Self.bundled, "--into", database.ownerAddress, "--shelter", "riverbend", "--today",
        Fixtures.today.isoString,
      ])
      let proxy = try StallingProxy(to: database.server, stallOn: "no statement says this")
      let address = proxy.address(database: database.name)
      let local = try UserDataStore(location: data.location, catalogue: CatalogKey(CatalogSource(address)))
      try local.setFavorite("luna", true)
      try local.setFavorite("stuart", true)
      let catalog = try SharedCatalog.open(address).backedCatalog()
      let window = PetBrowserWindow(
        list: PetListViewModel(catalog: catalog, today: Fixtures.today),
        store: .success(SharedCatalogUserData(local: local, address: address)),
        opening: CatalogOpening(source: CatalogSource(address), isBundled: false, result: .success(catalog)))
      try Fixtures.show(window)
      #expect(Fixtures.runMainLoop(for: 10) { window.countText == "27 pets" && window.rowsSettled })

      window.showOnlyFavorites(true)
      // Asked, not answered, on the main thread: blank, and not "No favourites yet".
      #expect(window.viewModel.isReadingRows)
      #expect(window.viewModel.emptyState == nil)
      #expect(
        Fixtures.runMainLoop(for: 10) { window.textsOnScreen(column: PET_GTK_COLUMN_NAME) == ["Luna", "Stuart"] },
        "\(window.textsOnScreen(column: PET_GTK_COLUMN_NAME))")
      #expect(window.countText == "2 of 27 pets")
      #expect(!window.viewModel.isReadingRows)

      // The server stops answering; a third pet is starred: the new set is asked away from the
      // main thread, and the window goes on drawing.
      proxy.stallAll()
      window.showOnlyFavorites(false)
      #expect(window.select(petID: "zoe"))
      window.toggleSelectedFavorite()
      #expect(Fixtures.runMainLoop(for: 5) { (try? local.favoriteIDs()) == ["luna", "stuart", "zoe"] })
      _ = Fixtures.runMainLoop(for: 0.5) { false }
      window.showOnlyFavorites(true)
      #expect(window.viewModel.isReadingRows)
      #expect(window.viewModel.emptyState == nil)
      #expect(Fixtures.runMainLoop(for: 1) { false } == false)
      #expect(window.viewModel.isReadingRows)
      #expect(window.textsOnScreen(column: PET_GTK_COLUMN_NAME) == [])
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }
}

extension SharedCatalogWindowTests {
  /// A pet asked for by id whose page was never read (a second launch's `--select`) is looked
  /// up on another thread and selected once found: the look-up asked the server on the main
  /// thread, and froze the window on a server that stopped answering (issue 40, point 5).
  @Test func aPetAskedForById_onASharedCatalogue_isLookedUpAwayFromTheMainThread() throws {
    try TestPostgres.server().withDatabase { database in
      let data = try Self.publishThreeThousandPets(into: database)
      // Two pets far from the first rows, read on a connection of the test's own.
      let direct = try #require(try SharedCatalog.open(database.ownerAddress).backedCatalog().backing)
      let far = direct.pet(at: 2_990)
      let proxy = try StallingProxy(to: database.server, stallOn: "no statement says this")
      let catalog = try SharedCatalog.open(proxy.address(database: database.name)).backedCatalog()
      let window = Fixtures.window(for: catalog, userData: Fixtures.openStore(data.location))
      try Fixtures.show(window)
      #expect(Fixtures.runMainLoop(for: 10) { window.countText == "3,000 pets" && window.rowsSettled })
      let first = window.selectedPetID

      #expect(window.select(petID: far.id))
      #expect(window.selectedPetID == first)
      #expect(
        Fixtures.runMainLoop(for: 10) { window.selectedPetID == far.id }, "\(String(describing: window.selectedPetID))")
      #expect(window.card.text(.name) == far.name)

      // A pet of a page not read: asking for it starts its read, which the stalled server holds.
      proxy.stallAll()
      let backing = try #require(catalog.backing)
      let unread = try #require(
        stride(from: 0, to: 3_000, by: 64).first { backing.petAtHand(at: $0, whenRead: {}) == nil })
      let farther = direct.pet(at: unread)
      #expect(window.select(petID: farther.id))
      #expect(Fixtures.runMainLoop(for: 1) { false } == false)
      #expect(window.selectedPetID == far.id)
      #expect(catalog.backing?.problem == nil)
      window.close()
      #expect(Fixtures.runMainLoop { window.isClosed })
    }
  }
}
