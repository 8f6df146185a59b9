import Foundation
import PetCatalog
import PetTestSupport
import Testing

@testable import PetCatalogStore

/// `petcards list` reads a shared catalogue's rows twice, to measure the columns and then to
/// write them. A shelter publishing between the two readings showed in the second only: rows
/// wider than their columns, or fewer than measured.
@Suite struct SharedSnapshotTests {
  @Test func readingsInOneSnapshot_seeTheCatalogueAsTheFirstSawIt() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let day = ["--today", "2026-11-21"]
      let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
      _ = try data.petcards(["import", bundled, "--into", database.ownerAddress, "--shelter", "riverbend"] + day)
      var listing = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundled))) as? [String: Any])
      let pets = try #require(listing["pets"] as? [[String: Any]])
      #expect(pets.first?["id"] as? String == "stuart")
      listing["pets"] = Array(pets.dropFirst())
      let smaller = data.location.directory.appendingPathComponent("smaller.json")
      try FileManager.default.createDirectory(at: data.location.directory, withIntermediateDirectories: true)
      try JSONSerialization.data(withJSONObject: listing).write(to: smaller)

      let catalog = try SharedCatalog.open(database.ownerAddress)
      let today = try #require(CalendarDate(iso: "2026-11-21"))
      func listed() throws -> [String] {
        var ids: [String] = []
        try catalog.forEachListedRow(PetFilter(), order: .name, today: today) {
          ids.append(String(decoding: $0.id, as: UTF8.self))
        }
        return ids
      }
      let (first, second) = try catalog.inOneSnapshot {
        let first = try listed()
        // Stuart is gone from the listing, published on a connection of its own.
        _ = try data.petcards(
          ["import", smaller.path, "--into", database.ownerAddress, "--shelter", "riverbend"] + day)
        return (first, try listed())
      }
      #expect(first.contains("stuart"))
      #expect(second == first)
      #expect(try listed() == first.filter { $0 != "stuart" })
    }
  }
}
