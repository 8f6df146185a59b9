import Foundation
import Testing

/// The throwaway PostgreSQL server `make test` starts (scripts/test-postgres.sh), for the tests
/// of a shared catalogue: a database of their own each, and login roles of their own.
public struct TestPostgres: Sendable {
  /// The superuser's connection, over the server's socket.
  public let conninfo: String
  public let socketFolder: String
  public let port: String

  /// The server, or a failure that says how to start one: these tests never skip.
  public static func server() throws -> TestPostgres {
    let environment = ProcessInfo.processInfo.environment
    guard let conninfo = environment["PET_TEST_POSTGRES"] else {
      Issue.record("PET_TEST_POSTGRES is not set: run the tests with make test, which starts a server")
      throw TestPostgresError.noServer
    }
    func value(_ key: String) -> String {
      conninfo.split(separator: " ").first { $0.hasPrefix("\(key)=") }.map { String($0.dropFirst(key.count + 1)) } ?? ""
    }
    return TestPostgres(conninfo: conninfo, socketFolder: value("host"), port: value("port"))
  }

  public enum TestPostgresError: Error { case noServer }

  /// A server of the test's own, which it may stop and start again (the server `make test`
  /// starts is every test's): `scripts/test-postgres.sh` runs it, and a shell beside it takes
  /// `stop` and `start` on its standard input; closing that ends it all once `body` returns.
  public static func withOwnServer(_ body: (TestPostgres, OwnServer) throws -> Void) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      BuiltProgram.repository.appendingPathComponent("scripts/test-postgres.sh").path, "bash", "-c", Self.controller,
    ]
    let (input, output) = (Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.runDeliveringSignals()
    defer {
      // Closing its input ends the shell, and the script stops and removes the server.
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    let own = OwnServer(input: input.fileHandleForWriting, output: output.fileHandleForReading)
    guard let conninfo = own.line() else {
      Issue.record("the test's own PostgreSQL server did not start")
      throw TestPostgresError.noServer
    }
    func value(_ key: String) -> String {
      conninfo.split(separator: " ").first { $0.hasPrefix("\(key)=") }.map { String($0.dropFirst(key.count + 1)) } ?? ""
    }
    try body(TestPostgres(conninfo: conninfo, socketFolder: value("host"), port: value("port")), own)
  }

  /// The shell beside a test's own server: says how to reach it, then runs `pg_ctl` for each
  /// `stop` or `start` it reads (as postgres when root), answering each with its exit status.
  private static let controller = #"""
    echo "$PET_TEST_POSTGRES"
    ctl() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$PET_TEST_POSTGRES_CTL" -s -D "$PET_TEST_POSTGRES_DATA" "$@"; else "$PET_TEST_POSTGRES_CTL" -s -D "$PET_TEST_POSTGRES_DATA" "$@"; fi; }
    while read -r command; do
      case $command in
        stop) ctl -m immediate stop >/dev/null 2>&1 ;;
        start) ctl -w -t 60 -l "$PET_TEST_POSTGRES_DATA/../restarted.log" restart >/dev/null 2>&1 ;;
      esac
      echo "$?"
    done
    """#

  /// Stops and starts a test's own server (`withOwnServer`).
  public final class OwnServer: @unchecked Sendable {
    private let input: FileHandle
    private let output: FileHandle
    private var buffered = ""

    init(input: FileHandle, output: FileHandle) {
      self.input = input
      self.output = output
    }

    /// The next line the shell says, `nil` once it has ended.
    func line() -> String? {
      while !buffered.contains("\n") {
        let chunk = output.availableData
        guard !chunk.isEmpty else { return nil }
        buffered += String(decoding: chunk, as: UTF8.self)
      }
      let end = buffered.firstIndex(of: "\n") ?? buffered.endIndex
      defer { buffered = String(buffered[buffered.index(after: end)...]) }
      return String(buffered[..<end])
    }

    /// Stops the server at once, as a crash or a power cut would.
    public func stop() throws { try ask("stop") }

    /// Starts it again, on the same port and socket, and waits until it takes connections.
    public func start() throws { try ask("start") }

    private func ask(_ command: String) throws {
      try input.write(contentsOf: Data((command + "\n").utf8))
      let status = line()
      #expect(status == "0", "pg_ctl \(command): status \(status ?? "none")")
    }
  }

  /// Runs `sql` with `psql` as `conninfo` (the superuser's by default), stopping at the first
  /// error: its exit status, output and errors.
  public func psql(_ sql: String, as conninfo: String? = nil) throws -> (status: Int32, stdout: String, stderr: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
    process.arguments = [conninfo ?? self.conninfo, "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-c", sql]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "PGCONNECT_TIMEOUT": "10"]
    let (out, err) = (Pipe(), Pipe())
    process.standardOutput = out
    process.standardError = err
    try process.runDeliveringSignals()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
  }

  /// Runs `sql` as the superuser, recording a failure.
  @discardableResult
  public func run(_ sql: String, in database: String = "postgres") throws -> String {
    let result = try psql(sql, as: conninfo + " dbname=\(database)")
    #expect(result.status == 0, "\(sql): \(result.stderr)")
    return result.stdout
  }

  /// A database of the test's own, dropped after `body`, with login roles made for it by
  /// `role(_:password:)` dropped too.
  public func withDatabase(_ body: (SharedDatabase) throws -> Void) throws {
    let database = try newDatabase()
    defer { drop(database) }
    try body(database)
  }

  /// `withDatabase` for a test that waits on the way.
  public func withDatabaseAsync(_ body: (SharedDatabase) async throws -> Void) async throws {
    let database = try newDatabase()
    defer { drop(database) }
    try await body(database)
  }

  private func newDatabase() throws -> SharedDatabase {
    let database = SharedDatabase(server: self, name: "pets_\(UUID().uuidString.prefix(8).lowercased())")
    try run("CREATE DATABASE \(database.name)")
    return database
  }

  private func drop(_ database: SharedDatabase) {
    _ = try? psql("DROP DATABASE IF EXISTS \(database.name) WITH (FORCE)")
    for role in database.roles.names { _ = try? psql("DROP ROLE IF EXISTS \(role)") }
  }
}

/// One test's database on the test server.
public struct SharedDatabase: Sendable {
  public let server: TestPostgres
  public let name: String
  let roles = RoleNames()

  /// The database as its owner (the superuser) reaches it: over the socket, no password.
  public var ownerAddress: String {
    "postgresql:///\(name)?host=\(server.socketFolder)&port=\(server.port)&user=postgres"
  }

  /// The database as `role` reaches it from a desktop: over TCP, with its password.
  public func address(role: String, password: String) -> String {
    "postgresql://\(role):\(password)@127.0.0.1:\(server.port)/\(name)"
  }

  /// `role`'s address over TCP with no password in it: libpq's files, the keyring or a person
  /// give it.
  public func address(role: String) -> String {
    "postgresql://\(role)@127.0.0.1:\(server.port)/\(name)"
  }

  /// A login role of this test's own, named after `name`, with `password`, in `group`
  /// (`pets_adopter`, `pets_shelter`) when given.
  public func role(_ name: String, password: String, in group: String? = nil) throws -> String {
    let role = "\(name)_\(self.name)"
    try server.run("CREATE ROLE \(role) LOGIN PASSWORD '\(password)'")
    roles.add(role)
    if let group {
      // The group is made by the first publish into any database; a test may come first.
      try server.run(
        """
        DO $$ BEGIN CREATE ROLE \(group) NOLOGIN;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$
        """)
      try server.run("GRANT \(group) TO \(role)")
    }
    return role
  }

  /// Runs `sql` as `role` (over the socket, no password): what it may do through `psql`.
  public func psql(_ sql: String, as role: String) throws -> (status: Int32, stdout: String, stderr: String) {
    try server.psql(sql, as: server.conninfo + " dbname=\(name) user=\(role)")
  }

  /// Starts `sql` as the owner in a session of its own, through `psql`, and returns at once:
  /// a transaction that holds a lock while the test does something else. Its output goes
  /// nowhere; `terminate()` ends it early.
  public func startInAnotherSession(_ sql: String) throws -> Process {
    let session = Process()
    session.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
    session.arguments = [server.conninfo + " dbname=\(name)", "-X", "-q", "-c", sql]
    session.standardOutput = FileHandle.nullDevice
    session.standardError = FileHandle.nullDevice
    try session.runDeliveringSignals()
    return session
  }

  /// Runs `sql` as the owner.
  @discardableResult
  public func run(_ sql: String) throws -> String {
    try server.run(sql, in: name)
  }
}

/// The roles a test made, to drop when it ends.
final class RoleNames: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []

  func add(_ name: String) {
    lock.lock()
    list.append(name)
    lock.unlock()
  }

  var names: [String] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}
