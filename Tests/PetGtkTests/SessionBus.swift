import Foundation
import PetTestSupport

/// A bash script run in a D-Bus session bus of its own (`dbus-run-session`), as a desktop
/// session runs its programs: the desktop notifications and keyring tests read what reaches it.
enum SessionBus {
  /// Runs `script` with `environment` and no input, and returns what it printed once it ended,
  /// or once it was stopped after `seconds`; what it says on standard error is left out.
  static func run(_ script: String, environment: [String: String], seconds: Double = 90) throws -> String {
    try withTemporaryDirectory { folder in
      let output = folder.appendingPathComponent("output.txt")
      FileManager.default.createFile(atPath: output.path, contents: nil)
      let session = Process()
      session.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
      session.arguments = ["--", "bash", "-c", script]
      session.environment = environment
      session.standardOutput = try FileHandle(forWritingTo: output)
      session.standardError = FileHandle.nullDevice
      session.standardInput = FileHandle.nullDevice
      try session.runDeliveringSignals()
      let deadline = Date().addingTimeInterval(seconds)
      while session.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      if session.isRunning { session.terminate() }
      return try String(contentsOf: output, encoding: .utf8)
    }
  }
}
