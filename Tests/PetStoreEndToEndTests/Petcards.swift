import Foundation

/// Runs the built `petcards` binary with its user data in a folder of the test's own.
struct Petcards {
  /// The binary built beside this test bundle.
  static let executable: URL = {
    let testBinary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("petcards")
  }()

  /// The repository's root, where the bundled catalogue lives.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

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
    let process = Process()
    if prefix.isEmpty {
      process.executableURL = Self.executable
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: prefix[0])
      process.arguments = Array(prefix.dropFirst()) + [Self.executable.path] + arguments
    }
    process.environment = environment
    process.currentDirectoryURL = Self.repository
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    return (process, out, err)
  }

  /// Runs `petcards arguments` to the end (optionally through a command such as `setpriv`).
  func run(_ arguments: [String], prefix: [String] = []) throws -> Result {
    let (process, out, err) = process(arguments, prefix: prefix)
    try process.run()
    // Read both pipes before waiting, so a large output cannot fill a pipe and hang.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
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
