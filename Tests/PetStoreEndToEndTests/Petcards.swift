import Foundation
import PetTestSupport

/// Runs the built `petcards` binary with its user data in a folder of the test's own.
struct Petcards {
  static let program = BuiltProgram("petcards")
  static var executable: URL { program.executable }
  static let repository = BuiltProgram.repository

  /// The folder `PET_DATA_DIR` points at.
  let dataDirectory: URL

  var databasePath: String { dataDirectory.appendingPathComponent("userdata.sqlite").path }

  var environment: [String: String] {
    [
      "PATH": "/usr/bin:/bin", "COLUMNS": "100", "LANG": "C.UTF-8", "TZ": "UTC",
      "PET_DATA_DIR": dataDirectory.path, "HOME": "/nonexistent",
    ]
  }

  /// A process ready to run `petcards arguments`, output to pipes.
  func process(_ arguments: [String], prefix: [String] = []) -> (Process, Pipe, Pipe) {
    Self.program.process(arguments, environment: environment, prefix: prefix)
  }

  /// Runs `petcards arguments` to the end (optionally through a command such as `setpriv`).
  func run(_ arguments: [String], prefix: [String] = []) throws -> BuiltProgram.Result {
    try Self.program.run(arguments, environment: environment, prefix: prefix)
  }
}

/// A fresh data folder, removed when the test is done.
final class TemporaryData {
  let directory: URL
  let petcards: Petcards

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("petstore-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    petcards = Petcards(dataDirectory: directory.appendingPathComponent("data"))
  }

  deinit { try? FileManager.default.removeItem(at: directory) }
}
