import Foundation
import PetAdoptionFlow
import Synchronization
import Testing

/// A query that blocks on its server must not keep a newer one from running: the newer is the
/// one that asks the server to stop it.
@Suite struct ThreadPerWorkSchedulerTests {
  @Test func work_runsWhileEarlierWorkBlocks() {
    let scheduler = ThreadPerWorkScheduler()
    let count = 8
    let released = DispatchSemaphore(value: 0)
    let allRunning = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    // Each blocks until every one of them runs: more than any machine's cores, so none may
    // wait for another to finish.
    let started = Mutex(0)
    for _ in 0..<count {
      done.enter()
      scheduler.schedule {
        let running = started.withLock { started in
          started += 1
          return started
        }
        if running == count { allRunning.signal() }
        released.wait()
        done.leave()
      }
    }
    let ran = allRunning.wait(timeout: .now() + 10) == .success
    for _ in 0..<count { released.signal() }
    done.wait()
    #expect(ran, "\(started.withLock { $0 }) of \(count) ran while the others blocked")
  }
}
