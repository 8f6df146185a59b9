import Foundation
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Synchronization
import Testing

/// A shared catalogue's window asks one query at a time of its server. A query typed over
/// while it runs is stopped there (`PQcancel`) when the newer one is asked, and answers `nil`,
/// so the newer does not wait for it; its stopping is no problem of the catalogue's.
@Suite struct SharedQueryCancelTests {
  @Test func aQueryTypedOver_isStoppedOnTheServer_andTheNewerAnswers() throws {
    try TestPostgres.server().withDatabase { database in
      let (backing, today) = try Self.published(in: database)
      // Another session holds the pets for four seconds: the first query waits on the server.
      let holding = Self.holdFourSeconds("pet", in: database)

      let wanted = Mutex(true)
      let answers = Mutex<[String: [Int]?]>([:])
      let asking = DispatchGroup()
      Self.onThread(asking) {
        let answer = backing.query(
          PetFilter(), order: .name, today: today, speciesNames: [:], isWanted: { wanted.withLock { $0 } })
        answers.withLock { $0["first"] = .some(answer) }
      }
      // The first waits on the lock; then it is typed over, and the newer one is asked.
      #expect(Self.waitForAQueryWaitingOnTheLock(in: database))
      wanted.withLock { $0 = false }
      Self.onThread(asking) {
        let answer = backing.query(PetFilter(), order: .name, today: today, speciesNames: [:], isWanted: { true })
        answers.withLock { $0["newer"] = .some(answer) }
      }
      asking.wait()
      holding.wait()
      let (first, newer) = answers.withLock { ($0["first"], $0["newer"]) }
      // Stopped rather than answered once the lock went: `nil`, not the 27 pets.
      #expect(first == .some(nil))
      #expect(newer??.count == 27)
      #expect((backing as? SharedBacking)?.problem == nil)
    }
  }

  /// Pages and whole answers are asked on connections of their own: a page asked while a whole
  /// answer still wanted waits on the server answers at once, and the whole answer comes when
  /// it can.
  @Test func aPage_doesNotWaitForAWholeAnswerStillRunning() throws {
    try TestPostgres.server().withDatabase { database in
      let (backing, today) = try Self.published(in: database)
      let everyPet = backing.firstPage(
        PetFilter(), order: .name, today: today, speciesNames: [:], size: 100, isWanted: { true })
      #expect(everyPet?.indices.count == 27)
      let stuart = backing.query(PetFilter(search: "stuart"), order: .name, today: today, speciesNames: [:])
      #expect(stuart.count == 1)

      // Another session holds the word index for four seconds: a search's whole answer waits.
      let holding = Self.holdFourSeconds("pet_word", in: database)
      let whole = Mutex<[Int]??>(nil)
      let asking = DispatchGroup()
      Self.onThread(asking) {
        let answer = backing.query(
          PetFilter(search: "stuart"), order: .name, today: today, speciesNames: [:], isWanted: { true })
        whole.withLock { $0 = .some(answer) }
      }
      #expect(Self.waitForAQueryWaitingOnTheLock(in: database))
      // The list without the search: its page reads no words, and does not wait.
      let page = backing.firstPage(
        PetFilter(), order: .name, today: today, speciesNames: [:], size: 100, isWanted: { true })
      let wholeWhenThePageCame = whole.withLock { $0 }
      asking.wait()
      holding.wait()
      #expect(page == everyPet)
      #expect(wholeWhenThePageCame == nil)
      #expect(whole.withLock { $0 } == .some(.some(stuart)))
      #expect((backing as? SharedBacking)?.problem == nil)
    }
  }

  /// The bundled catalogue published into `database`, as a window's backing, and its day.
  static func published(in database: SharedDatabase) throws -> (CatalogBacking, CalendarDate) {
    let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
    // Fails the test, saying why, should it not publish.
    _ = try TemporaryDataDirectory().petcards(
      ["import", bundled, "--into", database.ownerAddress, "--shelter", "riverbend", "--today", "2026-11-21"])
    let backing = try #require(try SharedCatalog.open(database.ownerAddress).backedCatalog().backing)
    return (backing, try #require(CalendarDate(iso: "2026-11-21")))
  }

  /// Holds `table` from another session for four seconds, once it is held; wait on the group
  /// for it to go.
  static func holdFourSeconds(_ table: String, in database: SharedDatabase) -> DispatchGroup {
    let holding = DispatchGroup()
    onThread(holding) {
      _ = try? database.run("BEGIN; LOCK TABLE \(table) IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(4); COMMIT")
    }
    #expect(
      waitFor {
        (try? database.run(
          "SELECT count(*) FROM pg_locks WHERE mode = 'AccessExclusiveLock' AND relation = '\(table)'::regclass AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
        )) == "1\n"
      })
    return holding
  }

  /// Whether a query of `database` comes to wait on a lock within ten seconds.
  static func waitForAQueryWaitingOnTheLock(in database: SharedDatabase) -> Bool {
    waitFor {
      (try? database.run(
        "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = '\(database.name)'"))
        == "1\n"
    }
  }

  /// Runs `body` on a thread of its own, in `group`. Not on Dispatch's global queue: on a
  /// busy machine its few threads were all taken, and the newer query waited for the lock to
  /// go before it could ask to stop the first, which then answered (a CI run failed so).
  static func onThread(_ group: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
    group.enter()
    Thread.detachNewThread {
      body()
      group.leave()
    }
  }

  /// Waits up to ten seconds for `condition`, asking it every 50 ms.
  static func waitFor(_ condition: () -> Bool) -> Bool {
    for _ in 0..<200 {
      if condition() { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }
}
