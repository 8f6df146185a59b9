import Foundation
import PetCatalog
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
      #expect(backing.problem == nil)
    }
  }
}
