import CLibpq
import Foundation
import PetCatalog

/// Watches a shared catalogue for what changes on its server while a window shows it: each
/// publish (`NOTIFY pets_catalogue`, sent when the publish commits) and the connection to the
/// server lost and found again. It has a connection and a thread of its own, and calls its
/// handler on that thread: the window takes it to the main loop.
public final class SharedCatalogWatch: @unchecked Sendable {
  /// What the watch saw.
  public enum Event: Equatable, Sendable {
    /// A shelter published (its id), or, after the server was back, anything may have changed
    /// (`nil`).
    case published(shelter: String?)
    /// The server cannot be reached (why, naming the server, never a password); it is tried
    /// again, at growing pauses.
    case lost(String)
    /// The server refused the role (a wrong password, a role it does not know): never tried
    /// again, so a wrong password is not tried twice a second forever (issue 43, point 3).
    case refused(String)
  }

  private let address: String
  private let handler: @Sendable (Event) -> Void
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stopped = false
  /// How long to wait before the first try to reach a server that went away; each try after
  /// waits twice as long as the one before, up to `longestRetryInterval`.
  static let retryInterval: TimeInterval = 1
  static let longestRetryInterval: TimeInterval = 8

  private init(address: String, handler: @escaping @Sendable (Event) -> Void) {
    self.address = address
    self.handler = handler
  }

  /// Starts watching the shared catalogue at `address`, calling `handler` with each event on
  /// the watch's thread until `stop()`.
  public static func start(_ address: String, handler: @escaping @Sendable (Event) -> Void) -> SharedCatalogWatch {
    let watch = SharedCatalogWatch(address: address, handler: handler)
    let thread = Thread { watch.run() }
    thread.name = "shared-catalogue-watch"
    thread.start()
    return watch
  }

  /// Stops watching: no event is handed on after this returns, and the thread ends within half
  /// a second.
  public func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func send(_ event: Event) {
    // Checked under the lock the stop takes: nothing is handed on once `stop` has returned.
    lock.lock()
    defer { lock.unlock() }
    if !stopped { handler(event) }
  }

  private func run() {
    var wasLost = false
    var pause = Self.retryInterval
    while !isStopped {
      let connection: PostgresConnection
      do {
        connection = try PostgresConnection(address)
      } catch {
        guard !isStopped else { return }
        let reason = error.problems.map(\.description).joined(separator: "; ")
        if error.kind == .notPermitted { return send(.refused(reason)) }
        if !wasLost { send(.lost(reason)) }
        wasLost = true
        wait(pause)
        pause = min(pause * 2, Self.longestRetryInterval)
        continue
      }
      do {
        try connection.execute("LISTEN pets_catalogue")
        pause = Self.retryInterval
        if wasLost {
          wasLost = false
          send(.published(shelter: nil))
        }
        try connection.waitForNotifications(
          until: { self.isStopped }, { _, payload in self.send(.published(shelter: payload)) })
      } catch {
        guard !isStopped else { return }
        if !wasLost { send(.lost(error.problems.map(\.description).joined(separator: "; "))) }
        wasLost = true
        wait(pause)
      }
    }
  }

  /// Sleeps `seconds`, half a second at a time, so a stop is heard within half a second.
  private func wait(_ seconds: TimeInterval) {
    var left = seconds
    while left > 0, !isStopped {
      Thread.sleep(forTimeInterval: min(left, 0.5))
      left -= 0.5
    }
  }
}

extension PostgresConnection {
  /// Waits for notifications of the channels this connection listens to, calling `body` with
  /// each one's channel and payload, until `stop` says so (asked every half second); throws
  /// when the connection is lost.
  func waitForNotifications(until stop: () -> Bool, _ body: (String, String) -> Void) throws(CatalogError) {
    while !stop() {
      var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
      guard descriptor.fd >= 0 else { throw lostConnection() }
      let ready = poll(&descriptor, 1, 500)
      if ready < 0 && errno != EINTR { throw lostConnection() }
      guard ready > 0 else { continue }
      guard PQconsumeInput(handle) == 1 else { throw lostConnection() }
      while let notification = PQnotifies(handle) {
        body(String(cString: notification.pointee.relname), String(cString: notification.pointee.extra))
        PQfreemem(notification)
      }
      guard PQstatus(handle) == CONNECTION_OK else { throw lostConnection() }
    }
  }
}
