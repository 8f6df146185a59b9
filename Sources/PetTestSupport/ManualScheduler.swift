import Foundation
import PetAdoptionFlow

/// A scheduler that only queues work until told to run it, for tests: `runAll()` runs it on the calling thread.
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
