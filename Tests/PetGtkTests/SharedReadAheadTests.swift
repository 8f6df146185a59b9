import CPetGtk
import Foundation
import PetCatalog
import PetGtk
import PetPresentation
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

extension SharedCatalogueWindowTests {
  /// Rows scrolled to whose pets are not read yet are drawn blank, and read on another thread:
  /// with the server stopped, scrolling drew nothing for 10 s and then rows of "?" (issue 40,
  /// point 5). The window goes on drawing; nothing on its main thread waited for the server.
  @Test func rowsScrolledTo_onAServerThatStopped_areDrawnBlank_withoutAWait() throws {
    try TestPostgres.server().withDatabase { database in
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
