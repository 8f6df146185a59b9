import Foundation

/// A program of this package built beside the test bundle (`petcards`, `pet-browser`),
/// run as a user would run it.
public struct BuiltProgram: Sendable {
  /// What a run left behind.
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The repository's root, where the bundled catalogue lives.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The program's file.
  public let executable: URL

  /// The program called `name` in the folder the running test bundle was built into.
  public init(_ name: String) {
    let testBinary =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    executable = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name)
  }

  /// The program at `executable`.
  public init(executable: URL) {
    self.executable = executable
  }

  /// A process ready to run the program with `arguments` (through `prefix`, such as
  /// `setpriv …`, when given), with exactly `environment` (`nil`: this process's), its
  /// output to pipes.
  public func process(
    _ arguments: [String], environment: [String: String]?, directory: URL? = nil, prefix: [String] = []
  ) -> (process: Process, stdout: Pipe, stderr: Pipe) {
    let process = Process()
    if let command = prefix.first {
      process.executableURL = URL(fileURLWithPath: command)
      process.arguments = Array(prefix.dropFirst()) + [executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let environment { process.environment = environment }
    process.currentDirectoryURL = directory ?? Self.repository
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = FileHandle.nullDevice
    return (process, stdout, stderr)
  }

  /// Runs the program to the end.
  ///
  /// A run that could not open the X display it was given (exit 69, `":102" cannot be
  /// opened`) is run once more: Xvfb refused one connection in one of six CI runs, in a
  /// test whose program had opened that display many times that run. That was the display
  /// failing, not the program. A program that never opens the display still fails.
  public func run(
    _ arguments: [String], environment: [String: String]?, directory: URL? = nil, prefix: [String] = []
  ) throws -> Result {
    let result = try runOnce(arguments, environment: environment, directory: directory, prefix: prefix)
    // Told by the display's name in quotes, which every translation of the message keeps.
    let display = (environment ?? ProcessInfo.processInfo.environment)["DISPLAY"] ?? ""
    guard result.status == 69, !display.isEmpty, result.stderr.contains("\"\(display)\"") else { return result }
    return try runOnce(arguments, environment: environment, directory: directory, prefix: prefix)
  }

  private func runOnce(
    _ arguments: [String], environment: [String: String]?, directory: URL?, prefix: [String]
  ) throws -> Result {
    let (process, stdout, stderr) = process(arguments, environment: environment, directory: directory, prefix: prefix)
    try process.runDeliveringSignals()
    // Read standard error on its own thread while reading standard output here, so neither
    // pipe can fill up and stall the program.
    let errors = PipeReader(stderr)
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: output, as: UTF8.self),
      stderr: String(decoding: errors.wait(), as: UTF8.self))
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  // Written once by the reading thread before `done` is signalled.
  private var data = Data()

  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
