import Foundation
import PetTestSupport
import Testing

/// `import --files-from LIST`: a listing of more pages than a command line takes is imported
/// as one. More than 512 files were refused, and `xargs -n 100`, which the refusal advised,
/// marked every pet of the other pages gone: a 600-page listing could not be imported at all
/// (issue 40, point 18).
@Suite struct FilesFromTests {
  /// Page `number` of a Petfinder listing of `count` pages, three dogs on each.
  static func page(_ number: Int, of count: Int) -> String {
    let animals = (0..<3).map { index in
      """
      {"id": \(number * 10 + index), "name": "Pet \(number)-\(index)", "type": "Dog", "species": "Dog",
       "gender": "Female", "age": "Adult", "status": "adoptable", "breeds": {"primary": "Beagle"},
       "description": "A dog.", "photos": [], "status_changed_at": "2026-11-01T00:00:00+0000"}
      """
    }
    return "{\"animals\": [\(animals.joined(separator: ","))], "
      + "\"pagination\": {\"current_page\": \(number), \"total_pages\": \(count)}}"
  }

  /// `count` pages written in `folder`, their paths in order.
  static func pages(_ count: Int, in folder: URL) throws -> [String] {
    try (1...count).map { number in
      let file = folder.appendingPathComponent(String(format: "page-%03d.json", number))
      try Data(Self.page(number, of: count).utf8).write(to: file)
      return file.path
    }
  }

  @Test(arguments: ["\n", "\0"])
  func aListingOf600Pages_isImportedAsOne(separator: String) throws {
    try withTemporaryDirectory { folder in
      let pages = try Self.pages(600, in: folder)
      let list = folder.appendingPathComponent("pages.txt")
      try Data((pages.joined(separator: separator) + separator).utf8).write(to: list)
      let store = folder.appendingPathComponent("pets.sqlite").path
      let arguments = ["import", "--files-from", list.path, "--into", store, "--today", "2026-11-21"]
      let result = try Petcards.run(arguments)
      #expect(result.stderr == "")
      #expect(result.status == 0)
      #expect(result.stdout == "1800 pets listed in \(store): 1800 added, 0 changed, 0 unchanged, 0 gone\n")
      // The files named on the command line come first, then the list's.
      let rest = folder.appendingPathComponent("rest.txt")
      try Data(pages.dropFirst().joined(separator: separator).utf8).write(to: rest)
      let again = try Petcards.run(
        ["import", pages[0], "--files-from", rest.path, "--into", store, "--today", "2026-11-21"])
      #expect(again.stderr == "")
      #expect(again.stdout == "1800 pets listed in \(store): 0 added, 0 changed, 1800 unchanged, 0 gone\n")
    }
  }

  @Test func aListThatIsNotThere_orNamesNoFile_isSaidAndNothingIsImported() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let missing = folder.appendingPathComponent("nope.txt").path
      let gone = try Petcards.run(["import", "--files-from", missing, "--into", store])
      #expect(gone.status == 66)
      #expect(gone.stderr == "petcards: \(missing): cannot be read: No such file or directory\n")
      let empty = folder.appendingPathComponent("empty.txt")
      try Data("\n\n".utf8).write(to: empty)
      let none = try Petcards.run(["import", "--files-from", empty.path, "--into", store])
      #expect(none.status == 64)
      #expect(none.stderr == "petcards: \(empty.path): names no file to import\n")
      #expect(!FileManager.default.fileExists(atPath: store))
    }
  }
}
