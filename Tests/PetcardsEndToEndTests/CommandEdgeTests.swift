import Foundation
import PetTestSupport
import Testing

/// Values at the edges of what `generate` and `stress-write` accept: each refusal is a usage
/// error (64) or a write error (73) that says what is wrong, never a trap or a Foundation code.
@Suite struct CommandEdgeTests {
  static let generateUsage = """
    Usage: petcards generate --count <count> [--seed <seed>] --out <dir> [--today <date>] [--force]
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
}
