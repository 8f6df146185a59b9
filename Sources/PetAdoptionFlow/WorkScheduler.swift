import Dispatch
import Foundation

/// Runs work somewhere else: on a background queue for saving, or on the
/// user interface's main loop for delivering results.
///
/// The view models take two: `background` for the database and `main` for
/// coming back. A GTK window passes a scheduler built on `g_idle_add`; tests
/// pass `ManualScheduler`s and run them step by step.
public protocol WorkScheduler: Sendable {
  /// Runs `work` later, on this scheduler's thread or queue.
  func schedule(_ work: @escaping @Sendable () -> Void)
}

/// A scheduler on a dispatch queue: a serial background queue for writes, or `DispatchQueue.main`.
public struct DispatchQueueScheduler: WorkScheduler {
  public let queue: DispatchQueue

  public init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// A serial background queue, so writes happen in the order they were asked for.
  public static func serialBackground(label: String = "pet-adoption.user-data") -> DispatchQueueScheduler {
    DispatchQueueScheduler(queue: DispatchQueue(label: label, qos: .userInitiated))
  }

  public func schedule(_ work: @escaping @Sendable () -> Void) {
    queue.async(execute: work)
  }
}

/// A scheduler that only queues work until told to run it, for tests and
/// headless drivers: `runAll()` runs it on the calling thread.
public final class ManualScheduler: WorkScheduler, @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [@Sendable () -> Void] = []

  public init() {}

  public func schedule(_ work: @escaping @Sendable () -> Void) {
    lock.withLock { pending.append(work) }
  }

  /// How many pieces of work are waiting.
  public var pendingCount: Int { lock.withLock { pending.count } }

  /// Runs the oldest waiting work; `false` when there was none.
  @discardableResult
  public func runNext() -> Bool {
    let work: (@Sendable () -> Void)? = lock.withLock { pending.isEmpty ? nil : pending.removeFirst() }
    guard let work else { return false }
    work()
    return true
  }

  /// Runs waiting work, and any it schedules, until none is left.
  public func runAll() {
    while runNext() {}
  }
}
