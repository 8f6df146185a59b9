import Foundation
import PetCatalog

/// Hands batches from a thread that makes them to the thread that uses them (list rows read
/// from the store to the thread printing them; an import's rows made ready to the thread
/// writing them): at most two wait at once, so the maker stays a batch or two ahead and memory
/// stays that of a few batches, whatever the number of rows.
final class BatchChannel<Batch>: @unchecked Sendable {
  // Every field below is read and written with `condition` locked.
  private let condition = NSCondition()
  private var batches: [Batch] = []
  private var finished = false
  private var cancelled = false
  private var failure: (any Error)?

  /// Runs `make` on a thread of its own, handing each batch it puts (`put` says `false` once the
  /// taker has stopped) to `use` on this one, in order. When `use` throws, the maker is stopped
  /// and waited for before the error is thrown; when `make` throws, the batches it put are used,
  /// then its error is thrown (a `CancellationError` it throws on a refused `put` is not one).
  static func handOver(
    make: @escaping @Sendable (_ put: (Batch) -> Bool) throws -> Void, use: (Batch) throws -> Void
  ) throws {
    let channel = BatchChannel()
    Thread {
      do {
        try make(channel.put)
        channel.finish(nil)
      } catch {
        channel.finish(error)
      }
    }.start()
    do {
      while let batch = channel.take() { try use(batch) }
    } catch {
      channel.cancel()
      throw error
    }
    if let error = channel.error { throw error }
  }

  /// Waits for room and adds `batch`; `false` once the taker has cancelled.
  func put(_ batch: Batch) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while batches.count >= 2 && !cancelled { condition.wait() }
    guard !cancelled else { return false }
    batches.append(batch)
    condition.broadcast()
    return true
  }

  /// The maker is done, with `error` when it failed.
  func finish(_ error: (any Error)?) {
    condition.lock()
    defer { condition.unlock() }
    finished = true
    failure = error
    condition.broadcast()
  }

  /// The next batch, waiting for it; `nil` once the maker is done and every batch taken.
  func take() -> Batch? {
    condition.lock()
    defer { condition.unlock() }
    while batches.isEmpty && !finished { condition.wait() }
    guard !batches.isEmpty else { return nil }
    let batch = batches.removeFirst()
    condition.broadcast()
    return batch
  }

  /// The taker stops: the maker's next `put` returns `false`. Returns once the maker is done.
  func cancel() {
    condition.lock()
    defer { condition.unlock() }
    cancelled = true
    batches.removeAll()
    condition.broadcast()
    while !finished { condition.wait() }
  }

  /// Why the maker stopped, once it has; `nil` when it made every batch (or was cancelled).
  var error: (any Error)? {
    condition.lock()
    defer { condition.unlock() }
    return failure is CancellationError ? nil : failure
  }
}
