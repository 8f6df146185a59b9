import Foundation
import Testing

@testable import PetCatalogStore

/// The hand-over between a thread that makes batches and one that uses them (`BatchChannel`):
/// what `petcards list` reads ahead with, and what an import makes its rows ready with.
@Suite struct BatchChannelTests {
  /// Runs `make` on a thread of its own, as the list and the import do, and waits for it.
  final class Maker: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var madeCount = 0
    private var refusedCount = 0

    init(_ channel: BatchChannel<[Int]>, batches: Int, failingAt failure: Int? = nil) {
      Thread { [self] in
        for number in 0..<batches {
          if number == failure {
            channel.finish(CocoaError(.fileReadCorruptFile))
            done.signal()
            return
          }
          let taken = channel.put([number, number])
          lock.withLock { if taken { madeCount += 1 } else { refusedCount += 1 } }
          if !taken { break }
        }
        channel.finish(nil)
        done.signal()
      }.start()
    }

    func wait() { done.wait() }
    var made: Int { lock.withLock { madeCount } }
    var refused: Int { lock.withLock { refusedCount } }
  }

  @Test func everyBatch_arrivesInOrder_andThenNil() {
    let channel = BatchChannel<[Int]>()
    let maker = Maker(channel, batches: 50)
    var taken: [[Int]] = []
    while let batch = channel.take() { taken.append(batch) }
    maker.wait()
    #expect(taken == (0..<50).map { [$0, $0] })
    #expect(channel.error == nil)
  }

  @Test func theMaker_staysAtMostTwoBatchesAhead() {
    let channel = BatchChannel<[Int]>()
    let maker = Maker(channel, batches: 50)
    // Nothing is taken: the maker puts two and waits for room.
    while maker.made < 2 { usleep(1_000) }
    usleep(50_000)
    #expect(maker.made == 2)
    #expect(channel.take() == [0, 0])
    while maker.made < 3 { usleep(1_000) }
    usleep(50_000)
    #expect(maker.made == 3)
    channel.cancel()
    maker.wait()
  }

  @Test func aTakerThatStops_stopsTheMaker_andCancelWaitsForIt() {
    let channel = BatchChannel<[Int]>()
    let maker = Maker(channel, batches: 1_000)
    #expect(channel.take() == [0, 0])
    channel.cancel()
    // cancel() returned, so the maker has finished: its next put after the cancel was refused,
    // and it made no more than the batch taken and the two waiting.
    #expect(maker.refused == 1)
    #expect(maker.made <= 3)
    #expect(channel.take() == nil)
    maker.wait()
  }

  @Test func aMakerThatFails_endsTheBatches_andSaysWhy() {
    let channel = BatchChannel<[Int]>()
    let maker = Maker(channel, batches: 10, failingAt: 4)
    var taken = 0
    while channel.take() != nil { taken += 1 }
    maker.wait()
    #expect(taken == 4)
    #expect((channel.error as? CocoaError)?.code == .fileReadCorruptFile)
  }
}
