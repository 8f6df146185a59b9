import Dispatch
import Foundation

/// Runs work somewhere else: on a background queue for saving, or on the
/// user interface's main loop for delivering results.
///
/// The view models take two: `background` for the database and `main` for
/// coming back. A GTK window passes a scheduler built on `g_idle_add`; tests
/// pass `ManualScheduler`s (PetTestSupport) and run them step by step.
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

/// A scheduler that runs each piece of work on a thread of its own: for work that may block on
/// a server, such as a shared catalogue's query, so a newer one never waits for a pooled thread
/// behind older ones that block (Dispatch's global queue has about one per core, and the newer
/// is the one that asks the server to stop the older).
public struct ThreadPerWorkScheduler: WorkScheduler {
  public init() {}

  public func schedule(_ work: @escaping @Sendable () -> Void) {
    Thread.detachNewThread(work)
  }
}
