import Foundation
import PetTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A FIFO given as the catalogue: every command that reads one says what it is and exits 66 at
/// once. Telling a store or a listing from a JSON file opened the path to read its first bytes,
/// which waits for a writer for ever on a FIFO (issue 45: `list` hung where it held before).
/// Each run goes through `timeout -s KILL`, so a command that waits fails the test rather than
/// holding the suite up.
@Suite struct SpecialFileCommandTests {
  static let commands: [[String]] = [
    ["list"], ["list", "--json"], ["show", "rex"], ["list", "--format", "csv"], ["export"],
  ]

  @Test(arguments: commands)
  func aFIFOAsTheCatalogue_isRefusedAtOnce(command: [String]) throws {
    try withTemporaryDirectory { folder in
      let fifo = folder.appendingPathComponent("pets.json").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let result = try Petcards.program.run(
        command + ["--catalog", fifo],
        environment: [
          "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PET_CACHE_DIR": folder.appendingPathComponent("cache").path,
        ],
        prefix: ["/usr/bin/timeout", "-s", "KILL", "20"])
      #expect(result.status == 66)
      #expect(result.stderr == "petcards: \(fifo): is a pipe (FIFO), expected a catalogue file\n")
      #expect(result.stdout == "")
    }
  }

  @Test func importingAFIFO_isRefusedAtOnce_andMakesNoStore() throws {
    try withTemporaryDirectory { folder in
      let fifo = folder.appendingPathComponent("pets.json").path
      let store = folder.appendingPathComponent("pets.sqlite").path
      #expect(mkfifo(fifo, 0o600) == 0)
      let result = try Petcards.program.run(
        ["import", fifo, "--into", store], environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
        prefix: ["/usr/bin/timeout", "-s", "KILL", "20"])
      #expect(result.status == 66)
      #expect(
        result.stderr
          == "petcards: \(fifo): is a pipe (FIFO), expected a catalogue file\npetcards: nothing was imported into \(store)\n"
      )
      #expect(!FileManager.default.fileExists(atPath: store))
    }
  }
}
