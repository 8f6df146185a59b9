import Foundation

/// A server that stops answering, for the tests of what waits on one: a loopback TCP port that
/// passes each connection on to the test PostgreSQL server's socket until what the client sends
/// holds `stallOn` (a statement's words), then passes nothing more either way and keeps the
/// connection open, as a paused server or a cut network does. `stallOn` empty stalls every
/// connection from its first byte (a server that accepted and never answered).
public final class StallingProxy: @unchecked Sendable {
  public let port: UInt16
  private let listener: Int32
  private let target: String
  private let stallOn: [UInt8]
  private let lock = NSLock()
  private var connections: [Int32] = []
  private var stalledCount = 0
  private var stopped = false
  private var stallingAll = false

  /// Listens on 127.0.0.1; connections go on to the server `postgres` runs, on its socket.
  public init(to postgres: TestPostgres, stallOn statement: String) throws {
    target = "\(postgres.socketFolder)/.s.PGSQL.\(postgres.port)"
    stallOn = Array(statement.utf8)
    (listener, port) = try LoopbackHTTPServer.listen()
    Thread { [self] in acceptLoop() }.start()
  }

  deinit { stop() }

  /// How many connections have stalled so far.
  public var stalled: Int {
    lock.withLock { stalledCount }
  }

  /// From now on, every connection passes nothing more either way (the server paused).
  public func stallAll() {
    lock.withLock { stallingAll = true }
  }

  /// The database `name` on the server, through this proxy, as `user` (trusted on the socket).
  public func address(database name: String, user: String = "postgres") -> String {
    "postgresql://\(user)@127.0.0.1:\(port)/\(name)"
  }

  /// Stops listening and closes every connection (the stalled ones too).
  public func stop() {
    let open: [Int32] = lock.withLock {
      guard !stopped else { return [] }
      stopped = true
      return connections
    }
    shutdown(listener, Int32(SHUT_RDWR))
    for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
  }

  private func acceptLoop() {
    defer { close(listener) }
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      let server = Self.connect(to: target)
      guard server >= 0 else {
        close(client)
        continue
      }
      lock.withLock { connections += [client, server] }
      let stall = Stall()
      Thread { [self] in pump(from: client, to: server, watching: true, stall: stall) }.start()
      Thread { [self] in pump(from: server, to: client, watching: false, stall: stall) }.start()
    }
  }

  /// Whether a connection stalled: once it has, neither way passes a byte.
  private final class Stall: @unchecked Sendable {
    let lock = NSLock()
    var isOn = false
  }

  private func pump(from source: Int32, to destination: Int32, watching: Bool, stall: Stall) {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var seen: [UInt8] = []
    while true {
      let count = read(source, &buffer, buffer.count)
      guard count > 0 else { break }
      if watching, !stall.lock.withLock({ stall.isOn }) {
        seen += buffer[0..<count]
        if stallOn.isEmpty || Self.contains(seen, stallOn) {
          stall.lock.withLock { stall.isOn = true }
          lock.withLock { stalledCount += 1 }
        }
        if seen.count > stallOn.count { seen.removeFirst(seen.count - stallOn.count) }
      }
      if stall.lock.withLock({ stall.isOn }) || lock.withLock({ stallingAll }) { continue }
      var sent = 0
      while sent < count {
        let written = buffer[sent..<count].withUnsafeBytes { write(destination, $0.baseAddress, $0.count) }
        guard written > 0 else { break }
        sent += written
      }
    }
    shutdown(destination, Int32(SHUT_RDWR))
  }

  private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    guard bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
  }

  private static func connect(to path: String) -> Int32 {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return -1 }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    withUnsafeMutableBytes(of: &address.sun_path) { place in
      for (offset, byte) in bytes.prefix(place.count - 1).enumerated() { place[offset] = byte }
    }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return -1
    }
    return descriptor
  }
}
