import Foundation
import GRDB
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// A catalogue file imported as it is read (`CatalogImport.run(streaming:)`): the store that
/// reading it whole first makes, row for row, and nothing changed when the file is out of the
/// ordinary and left to the whole reading.
@Suite struct StreamedImportTests {
  /// Every row of every table a store keeps, as text: two stores alike are alike here.
  static func rows(of path: String) throws -> [String: [String]] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      var rows: [String: [String]] = [:]
      for table in [
        "catalogue", "pet", "pet_word_starts", "pet_word_list", "pet_words_data", "pet_words_idx", "pet_words_config",
      ] {
        rows[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1").map(\.description)
      }
      return rows
    }
  }

  static let loader = CatalogLoader(today: .fixedToday)

  /// Imports `file` read whole first, as several files or a listing are.
  static func importedWhole(_ file: String, into store: String) throws -> CatalogImport.Report {
    try CatalogImport.run([CatalogImport.Source(file: file, catalog: loader.load(path: file))], into: store)
  }

  /// A generated catalogue of `count` pets with no pictures beside it (each one missing, and
  /// warned about), changed by `change`.
  static func write(count: Int, to file: URL, _ change: (inout [[String: Any]]) -> Void = { _ in }) throws {
    let data = Data(generatedCatalogJSON(count: count).utf8)
    var document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var pets = try #require(document["pets"] as? [[String: Any]])
    change(&pets)
    document["pets"] = pets
    try JSONSerialization.data(withJSONObject: document).write(to: file)
  }

  @Test func aFileStreamedIn_makesAndUpdatesTheStoreThatReadingItWholeDoes() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("pets.json")
      let (streamed, whole) = (
        folder.appendingPathComponent("a.sqlite").path, folder.appendingPathComponent("b.sqlite").path
      )
      try Self.write(count: 3_000, to: file)
      var steps: [CatalogImport.Step] = []
      let made = try #require(
        try CatalogImport.run(streaming: file.path, with: Self.loader, into: streamed) { steps.append($0) })
      #expect(made.report == CatalogImport.Report(added: 3_000))
      #expect(try Self.importedWhole(file.path, into: whole) == made.report)
      #expect(try Self.rows(of: streamed) == Self.rows(of: whole))
      // Its warnings are the whole reading's: every picture is missing.
      #expect(made.catalog.warningLines() == (try Self.loader.load(path: file.path)).warningLines())
      #expect(made.catalog.missingImages.count == 3_000)
      // The file read as the pets are written, then the indexes, then saving.
      let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
      #expect(steps.suffix(3) == [.streaming(done: 3_000, read: size, size: size), .indexing, .saving])
      #expect(steps.count == 3_000 / 512 + 1 + 2)

      // A pet renamed, one gone, one new: the same update both ways.
      try Self.write(count: 3_000, to: file) { pets in
        pets[10]["name"] = "Zebulon"
        pets.remove(at: 20)
        var newcomer = pets[30]
        newcomer["id"] = "newcomer"
        pets.append(newcomer)
      }
      let updated = try #require(try CatalogImport.run(streaming: file.path, with: Self.loader, into: streamed))
      #expect(updated.report == CatalogImport.Report(added: 1, changed: 1, unchanged: 2_998, gone: 1))
      #expect(try Self.importedWhole(file.path, into: whole) == updated.report)
      #expect(try Self.rows(of: streamed) == Self.rows(of: whole))
    }
  }

  /// A pet that breaks a rule near the end, after thousands were written: `nil`, and the store
  /// as it was (an existing one byte for byte; a new one not made at all).
  @Test func aFileOutOfTheOrdinary_changesNothing_andIsLeftToTheWholeReading() throws {
    try withTemporaryDirectory { folder in
      let (good, bad) = (folder.appendingPathComponent("good.json"), folder.appendingPathComponent("bad.json"))
      try Self.write(count: 3_000, to: good)
      // Its first pet renamed, which an update writes before it comes to the bad one.
      try Self.write(count: 3_000, to: bad) { pets in
        pets[0]["name"] = "Zebulon"
        pets[2_990]["birthday"] = "2026-13-45"
      }
      let store = folder.appendingPathComponent("pets.sqlite").path
      #expect(try CatalogImport.run(streaming: bad.path, with: Self.loader, into: store) == nil)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.json", "good.json"])
      _ = try #require(try CatalogImport.run(streaming: good.path, with: Self.loader, into: store))
      let before = try Data(contentsOf: URL(fileURLWithPath: store))
      #expect(try CatalogImport.run(streaming: bad.path, with: Self.loader, into: store) == nil)
      #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
      // Read whole, the file's problem is explained: its pet and field.
      #expect {
        try Self.loader.load(path: bad.path)
      } throws: { error in
        (error as? CatalogError)?.problems.map(\.description).first?.contains("pets[2990]") == true
      }
    }
  }
}
