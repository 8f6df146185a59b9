import Foundation

/// Runs a command on a pseudo-terminal, as a person's shell would give it one, through
/// `script`, for tests of what a program does only on a terminal (colour, pictures).
public enum PseudoTerminal {
  /// What `command` (a shell command line) printed, run in `directory` with only `PATH`,
  /// `LANG=C.UTF-8` and `environment` set, and its exit status. The terminal turns each line
  /// feed into a carriage return and a line feed; they are turned back.
  public static func run(_ command: String, environment: [String: String], directory: URL) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", command, "/dev/null"]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }
    process.currentDirectoryURL = directory
    let out = Pipe()
    process.standardOutput = out
    process.standardInput = FileHandle.nullDevice
    try process.runDeliveringSignals()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    return (process.terminationStatus, text)
  }
}
