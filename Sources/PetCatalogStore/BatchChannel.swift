import Foundation
import PetCatalog

/// Hands batches of list rows from the thread reading the store to the thread printing them:
/// at most two wait at once, so the reader stays a batch or two ahead and memory stays that of
/// a few batches, whatever the number of rows.
final class BatchChannel: @unchecked Sendable {
  // Every field below is read and written with `condition` locked.
  private let condition = NSCondition()
  private var batches: [ListedRowBatch] = []
  private var finished = false
  private var cancelled = false
  private var failure: (any Error)?

  /// Waits for room and adds `batch`; `false` once the taker has cancelled.
  func put(_ batch: ListedRowBatch) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while batches.count >= 2 && !cancelled { condition.wait() }
    guard !cancelled else { return false }
    batches.append(batch)
    condition.broadcast()
    return true
  }

  /// The reader is done, with `error` when it failed.
  func finish(_ error: (any Error)?) {
    condition.lock()
    defer { condition.unlock() }
    finished = true
    failure = error
    condition.broadcast()
  }

  /// The next batch, waiting for it; `nil` once the reader is done and every batch taken.
  func take() -> ListedRowBatch? {
    condition.lock()
    defer { condition.unlock() }
    while batches.isEmpty && !finished { condition.wait() }
    guard !batches.isEmpty else { return nil }
    let batch = batches.removeFirst()
    condition.broadcast()
    return batch
  }

  /// The taker stops: the reader's next `put` returns `false`. Returns once the reader is done.
  func cancel() {
    condition.lock()
    defer { condition.unlock() }
    cancelled = true
    batches.removeAll()
    condition.broadcast()
    while !finished { condition.wait() }
  }

  /// Why the reader stopped, once it has; `nil` when it read every row (or was cancelled).
  var error: (any Error)? {
    condition.lock()
    defer { condition.unlock() }
    return failure is CancellationError ? nil : failure
  }
}
