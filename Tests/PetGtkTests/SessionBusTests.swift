import Foundation
import PetTestSupport
import Testing

/// What a window test starts ends with it: the session bus that `dbus-run-session` starts for
/// the second-launch tests is gone once the session is. It outlived `make test` (issue 45):
/// started from the test runner's thread, it inherited a mask that blocked the SIGTERM meant to
/// end it (`Process.runDeliveringSignals`).
@Suite struct SessionBusTests {
  @Test func aSessionBus_endsWithItsSession() async throws {
    let session = Process()
    session.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
    session.arguments = [
      "--", "gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
      "--method", "org.freedesktop.DBus.GetConnectionUnixProcessID", "org.freedesktop.DBus",
    ]
    // Into a file, and the session waited for with a deadline: a bus that does not end holds
    // a pipe and its session open, and must fail the test, not hang it.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bus-\(UUID()).txt")
    FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    session.standardOutput = try FileHandle(forWritingTo: file)
    session.standardError = FileHandle.nullDevice
    session.standardInput = FileHandle.nullDevice
    try session.runDeliveringSignals()
    let deadline = Date().addingTimeInterval(20)
    while session.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
    let printed = try String(contentsOf: file, encoding: .utf8)
    // "(uint32 1234,)"
    let digits = printed.drop { $0 != " " }.dropFirst().prefix { $0.isNumber }
    let bus = try #require(Int32(digits), "gdbus printed: \(printed)")
    while Self.isRunning(bus), Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
    let running = Self.isRunning(bus)
    #expect(!running, "the session's dbus-daemon (\(bus)) still runs after its session ended")
    if running { kill(bus, SIGKILL) }
  }

  /// A child started so blocks no signal.
  @Test func aProcessStartedByATest_blocksNoSignal() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/grep")
    process.arguments = ["^SigBlk:", "/proc/self/status"]
    let output = Pipe()
    process.standardOutput = output
    try process.runDeliveringSignals()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(printed == "SigBlk:\t0000000000000000\n")
  }

  /// Whether `pid` is a process that has not ended (a zombie no one reaps has ended).
  static func isRunning(_ pid: Int32) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
    return !status.contains("\nState:\tZ")
  }
}
