import Foundation
import PetTestSupport
import Testing

/// Values at the edges of what `generate` and `stress-write` accept: each refusal is a usage
/// error (64) or a write error (73) that says what is wrong, never a trap or a Foundation code.
@Suite struct CommandEdgeTests {
  static let generateUsage = """
    Usage: petcards generate --count <count> [--seed <seed>] --out <dir> [--today <date>] [--shelters <count>] [--one-file] [--force]
      See 'petcards generate --help' for more information.

    """

  @Test func stressWrite_withANegativeCount_isAUsageError() throws {
    try withTemporaryDirectory { folder in
      let result = try Petcards.run(
        ["stress-write", "--favorites=-1"], environment: ["PET_DATA_DIR": folder.path])
      #expect(result.status == 64)
      #expect(
        result.stderr == """
          Error: --favorites must be 0 or more, not -1
          Usage: petcards stress-write [--prefix <prefix>] [--favorites <favorites>] [--inquiries <inquiries>]
            See 'petcards stress-write --help' for more information.

          """)
    }
  }

  @Test func generate_moreThanTheToolsCanRead_isRefusedUpFront() throws {
    try withTemporaryDirectory { folder in
      let result = try Petcards.run(["generate", "--count", "5000001", "--out", folder.path])
      #expect(result.status == 64)
      #expect(
        result.stderr
          == "Error: --count must be between 0 and 5000000 (more would pass the 4294967296 bytes the tools read), "
          + "not 5000001\n" + Self.generateUsage)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
  }

  @Test func generate_withAVeryEarlyToday_isAUsageErrorAboutToday() throws {
    try withTemporaryDirectory { folder in
      let result = try Petcards.run(["generate", "--count", "3", "--out", folder.path, "--today", "1900-01-01"])
      #expect(result.status == 64)
      #expect(result.stderr == "Error: --today must be 1970-01-01 or later, not 1900-01-01\n" + Self.generateUsage)
    }
  }

  @Test func generate_withATodayBeforeTheBundledPets_stillWorks() throws {
    try withTemporaryDirectory { folder in
      let result = try Petcards.run(["generate", "--count", "3", "--out", folder.path, "--today", "2000-01-01"])
      #expect(result.status == 0)
      #expect(result.stdout == "Wrote 3 pets to \(folder.path)/pets.json\n")
      #expect(result.stderr == "")
    }
  }

  @Test func generate_intoAFile_saysItIsAFile() throws {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("notes.txt")
      try Data("notes".utf8).write(to: file)
      let into = try Petcards.run(["generate", "--count", "3", "--out", file.path])
      #expect(into.status == 73)
      #expect(
        into.stderr
          == "petcards: cannot write into \(file.path): it is a file, not a folder; "
          + "--out names the folder for pets.json\n")
      let below = try Petcards.run(["generate", "--count", "3", "--out", file.path + "/sub"])
      #expect(below.status == 73)
      #expect(
        below.stderr == "petcards: cannot write \(file.path)/sub/pets.json: \(file.path) is a file, not a folder\n")
    }
  }

  /// `--shelters` splits the same pets among shelters, a file each, as evenly as whole pets go:
  /// the files imported into a store together list what the one file does. More shelters than
  /// pets, or none, is a usage error.
  @Test func generate_forShelters_splitsTheSamePets() throws {
    try withTemporaryDirectory { folder in
      let day = ["--today", "2026-11-21", "--seed", "4"]
      let split = try Petcards.run(["generate", "--count", "10", "--shelters", "3", "--out", folder.path] + day)
      #expect(split.stderr == "")
      #expect(
        split.stdout
          == "Wrote 3 shelters' listings (10 pets in all) to \(folder.path)/shelter-0001.json … shelter-0003.json\n")
      var ids: [String] = []
      for (number, count) in [(1, 4), (2, 3), (3, 3)] {
        let file = folder.appendingPathComponent("shelter-000\(number).json")
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(listing["shelter"] as? String == "Generated shelter \(number) (seed 4)")
        let pets = try #require(listing["pets"] as? [[String: Any]])
        #expect(pets.count == count)
        ids += pets.compactMap { $0["id"] as? String }
      }
      #expect(ids == (1...10).map { String(format: "pet-%06d", $0) })

      let whole = folder.appendingPathComponent("whole")
      _ = try Petcards.run(["generate", "--count", "10", "--out", whole.path] + day)
      let store = folder.appendingPathComponent("split.sqlite").path
      let files = (1...3).map { folder.appendingPathComponent("shelter-000\($0).json").path }
      let imported = try Petcards.run(["import"] + files + ["--into", store, "--today", "2026-11-21"])
      #expect(imported.status == 0, "\(imported.stderr)")
      let fromSplit = try Petcards.run(["list", "--catalog", store, "--today", "2026-11-21", "--status", "any"])
      let fromWhole = try Petcards.run(
        [
          "list", "--catalog", whole.appendingPathComponent("pets.json").path, "--today", "2026-11-21", "--status",
          "any",
        ])
      #expect(fromSplit.stdout.split(separator: "\n").count == 11)
      #expect(fromSplit.stdout == fromWhole.stdout)

      for shelters in ["11", "0"] {
        let refused = try Petcards.run(["generate", "--count", "10", "--shelters", shelters, "--out", whole.path])
        #expect(refused.status == 64)
        #expect(
          refused.stderr
            == "Error: --shelters must be between 1 and the --count of pets, 10, not \(shelters)\n" + Self.generateUsage
        )
      }
    }
  }
}
