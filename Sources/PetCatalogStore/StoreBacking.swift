import Foundation
import GRDB
import PetCatalog

/// A store as a catalogue's pets (`CatalogBacking`): a pet is read by its index, its place in
/// the listing, a page at a time through a cache of a bounded number of pages, and queries run
/// in the store.
///
/// Pages and queries have a connection each, so a page the list draws on the main thread does
/// not wait for a query running on another.
public final class StoreBacking: CatalogBacking, @unchecked Sendable {
  public let count: Int
  public let earliestBirthday: CalendarDate?
  /// The connection pages are read on.
  private let store: CatalogStore
  private let queries: CatalogStore
  private let lock = NSLock()
  // Guarded by `lock`: the pages read.
  private var pages = PetPages()
  // Guarded by `lock`.
  private var firstProblem: CatalogError?

  /// The first problem met reading the store after it opened (damage, a disk error), if any:
  /// the pets it kept from being read show as unreadable.
  public var problem: CatalogError? {
    lock.lock()
    defer { lock.unlock() }
    return firstProblem
  }

  // Guarded by `lock`: the index in memory, once it is made (`nil` until then, or when it could
  // not be).
  private var index: StoreIndex?
  private let indexed = DispatchGroup()
  /// Whether the index in memory is to be made, and (guarded by `lock`) whether it is begun.
  private let indexesInMemory: Bool
  private var indexing = false

  /// `indexedInMemory`: the index in memory is made on another thread once the first whole
  /// answer is asked (`query`) or it is asked to be ready (`prepare`), not as the store opens:
  /// a window's first frame, a first page (`firstPage`), is not kept waiting for a core.
  init(store: CatalogStore, indexedInMemory: Bool) throws(CatalogError) {
    self.store = store
    queries = try store.reopened()
    count = store.info.count
    earliestBirthday = try store.read { db in
      try String.fetchOne(db, sql: "SELECT min(birthday) FROM pet WHERE gone = 0 AND birthday <> ''").flatMap(
        CalendarDate.init(iso:))
    }
    indexesInMemory = indexedInMemory
  }

  /// Begins the index in memory, once, if it is to be made.
  private func startIndexingOnce() {
    lock.lock()
    let begins = indexesInMemory && !indexing
    indexing = true
    lock.unlock()
    if begins { startIndexing() }
  }

  /// Makes the index in memory on another thread, from a connection of its own; queries are
  /// answered in SQL until it is there.
  private func startIndexing() {
    let source: CatalogStore
    do {
      source = try store.reopened()
    } catch {
      return
    }
    indexed.enter()
    Thread.detachNewThread { [self] in
      // The index keeps the connection: it asks the word index with it.
      let made = try? StoreIndex(store: source)
      lock.lock()
      index = made
      lock.unlock()
      indexed.leave()
    }
  }

  /// The most index words a typed word is asked as, past which it is asked as a prefix
  /// (`StoreIndex`'s word lookups).
  public static var mostWordsNamed: Int { StoreIndex.mostWordsNamed }

  /// Whether queries are answered from the index in memory (`StoreIndex`), rather than in SQL.
  public var isIndexed: Bool { madeIndex != nil }

  /// The index in memory, once it is made.
  private var madeIndex: StoreIndex? { lock.withLock { index } }

  /// Waits until the index in memory is made (or could not be), begun now if it was not.
  public func prepare() {
    startIndexingOnce()
    indexed.wait()
  }

  public func pet(at index: Int) -> Pet {
    lock.lock()
    defer { lock.unlock() }
    return pages.pet(at: index, read: read)
  }

  /// The pets at `first` and after, at most `count`; `nil` when the store cannot give them (the
  /// problem is kept). Called with `lock` held.
  private func read(from first: Int, count: Int) -> [Pet]? {
    do {
      return try store.read { db in
        let page = try db.cachedStatement(
          sql:
            "SELECT \(PetRecord.columns(store.info.version)) FROM pet WHERE gone = 0 AND ordinal >= ? AND ordinal < ? ORDER BY ordinal"
        )
        let rows = try Row.fetchCursor(page, arguments: [first, first + count])
        var pets: [Pet] = []
        while let row = try rows.next() { pets.append(try PetRecord.pet(from: row, store: store.path)) }
        return pets
      }
    } catch {
      firstProblem = firstProblem ?? error
      return nil
    }
  }

  /// Runs `body` on the query connection; a failure is kept in `problem` and gives `fallback`.
  private func ask<T>(_ fallback: T, _ body: (Database) throws -> T) -> T {
    do {
      return try queries.read(body)
    } catch {
      lock.lock()
      firstProblem = firstProblem ?? error
      lock.unlock()
      return fallback
    }
  }

  public func index(ofPetWithID id: String) -> Int? {
    ask(nil) { db in
      try Int.fetchOne(db, sql: "SELECT ordinal FROM pet WHERE id = ? AND gone = 0", arguments: [id])
    }
  }

  public func indices(ofPetsNamed folded: String) -> [Int] {
    // The name key is folded and composed; compare the same way.
    let key = Data(folded.precomposedStringWithCanonicalMapping.utf8)
    return ask([]) { db in
      try Int.fetchAll(
        db, sql: "SELECT ordinal FROM pet WHERE gone = 0 AND nameKey = ? ORDER BY ordinal", arguments: [key])
    }
  }

  public func indices(ofPetsWithIDs ids: Set<String>) -> Set<Int> {
    guard !ids.isEmpty else { return [] }
    return ask([]) { db in
      var found: Set<Int> = []
      for list in StoreQuery.inLists(ids.sorted()) {
        found.formUnion(
          try Int.fetchAll(
            db, sql: "SELECT ordinal FROM pet WHERE gone = 0 AND id IN (\(list.marks))", arguments: list.arguments))
      }
      return found
    }
  }

  /// The answer of the index in memory, once it is made (and could answer).
  private func indexAnswer(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String]
  ) -> [Int]? {
    try? madeIndex?.query(filter, order: order, today: today, speciesNames: speciesNames)
  }

  public func query(_ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String])
    -> [Int]
  {
    startIndexingOnce()
    if let answer = indexAnswer(filter, order: order, today: today, speciesNames: speciesNames) { return answer }
    return ask([]) { db in
      let sql = StoreQuery(
        filter, order: order, today: today, store: queries.info, speciesNames: speciesNames, db: db)
      return try FastRead.integers(db, sql: "SELECT ordinal FROM pet" + sql.clauses, arguments: sql.arguments)
    }
  }

  /// The first page and its count from the index in memory once it is made (`StoreIndex
  /// .firstPage`: a keystroke's rows within its frame, the whole answer asked next); until
  /// then the first page in SQL (the order's index walked, `LIMIT`: 5 ms at a million pets,
  /// where the whole answer takes 0.44 s), so a window's first frame waits for neither the
  /// whole answer nor the index. A full page from SQL is not counted (`AnswerPage.count`
  /// `nil`): counting a million pets took 0.32 s of a 0.72 s first frame, and the whole
  /// answer, asked next, counts them.
  public func firstPage(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String], size: Int,
    keeping kept: Int?, isWanted: @escaping @Sendable () -> Bool
  ) -> AnswerPage? {
    if let index = madeIndex,
      let page = try? index.firstPage(
        filter, order: order, today: today, speciesNames: speciesNames, size: size, keeping: kept)
    {
      return page
    }
    return ask(AnswerPage(indices: [], count: 0)) { db in
      let paged = StoreQuery(
        filter, order: order, today: today, store: queries.info, speciesNames: speciesNames, db: db)
      let page = try FastRead.integers(
        db, sql: "SELECT ordinal FROM pet" + paged.clauses + " LIMIT \(max(size, 0))", arguments: paged.arguments)
      return AnswerPage(indices: page, count: page.count < size ? page.count : nil)
    }
  }
}
