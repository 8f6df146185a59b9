import Foundation
import PetCatalog
import Synchronization

/// A shared catalogue as a window's pets (`CatalogBacking`): read a page at a time through a
/// bounded cache, and asked its queries in PostgreSQL, as a store is.
///
/// A pet's index is its place in the catalogue's listing: the shelters in the order of their
/// ids, each shelter's pets in the order of its own listing. Each shelter's listed pets have the
/// places 0, 1, 2… in it (`ordinal`, made again at every publish), so the window keeps one
/// number a shelter, where its pets start, and nothing a pet: its memory does not grow with the
/// catalogue. A publish after this was made is seen by making it again (`SharedCatalog.listen`).
///
/// Pages and queries have a connection each, so a page the list draws on the main thread does
/// not wait for a query running on another.
public final class SharedBacking: CatalogBacking, @unchecked Sendable {
  public let count: Int
  public let earliestBirthday: CalendarDate?
  /// Each shelter's id, where its pets start, and how many it lists, in the listing's order.
  private let shelters: [(id: String, start: Int, count: Int)]
  /// The same by id.
  private let places: [String: (start: Int, count: Int)]
  /// The connection pages are read on.
  private let catalogue: SharedCatalog
  private let queries: SharedCatalog
  private let lock = NSLock()
  /// First pages (and look-ups by id and name) on `queries`; whole answers on a connection of
  /// their own, opened with the first, so a newer keystroke's page does not wait for the
  /// keystroke before's whole answer to stop (the first "be" after "b" waited 50–110 ms for it
  /// at a million pets).
  private let pageLane: QueryLane
  private let wholeLane: QueryLane
  /// The breeds an age group asks of the catalogue, asked once: a publish makes a new backing.
  private let stageBreeds = Mutex<[Species: Set<String>]?>(nil)
  // Guarded by `lock`.
  private var pages = PetPages()
  private var firstProblem: CatalogError?
  /// The pages asked away from a window's main thread (`petAtHand`), by their first index, and
  /// who waits for each.
  private var pagesAsked: [Int: [@Sendable () -> Void]] = [:]
  /// Pets looked up by id away from a window's main thread (`indexAtHand`), and who waits;
  /// and what each look-up found (`nil`: no such pet listed).
  private var idsAsked: [String: [@Sendable () -> Void]] = [:]
  private var lookedUp: [String: Int?] = [:]
  /// The indices of the pets with the ids last asked (a person's favourites), once read.
  private var starred: (ids: Set<String>, indices: Set<Int>)?
  /// The ids being asked away from a window's main thread (`indicesAtHand`), and who waits.
  private var starredAsked: (ids: Set<String>, waiting: [@Sendable () -> Void])?
  /// Held while a page is read on the pages' connection; the cache (`lock`) is not held then,
  /// so a window's main thread finds what is cached without waiting for a read.
  private let pageReading = NSLock()
  /// Where pages asked from a window's main thread are read.
  private let pageReader = DispatchQueue(label: "pet-adoption.shared-pages")

  public let listedShelters: [ListedShelter]
  /// How many pets of each status (`AdoptionStatus.allCases`' order) each shelter lists, by its
  /// id; `nil` before tables version 6.
  private let statusCounts: [String: [Int]]?
  /// Each shelter's name by its id, when several share the catalogue; empty for one.
  private let shelterNames: [String: String]

  /// `listed`: the catalogue's shelters when several share it, else none.
  init(
    pages: SharedCatalog, queries: SharedCatalog, shelters listed: [ListedShelter]
  ) throws(CatalogError) {
    // By name, as a person looks one up; two of one name in the order of their ids.
    listedShelters = listed.sorted { first, second in
      switch first.name.localizedStandardCompare(second.name) {
      case .orderedAscending: true
      case .orderedDescending: false
      case .orderedSame: first.id < second.id
      }
    }
    shelterNames = Dictionary(listed.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    catalogue = pages
    self.queries = queries
    pageLane = QueryLane(queries)
    wholeLane = QueryLane { () throws(CatalogError) -> SharedCatalog in
      let whole = try SharedCatalog.open(queries.address)
      whole.onlyShelters = queries.onlyShelters
      return whole
    }
    // Each shelter's count is its own from version 4, and by status from version 6; before, a
    // scan of every pet counted them.
    let byStatus = pages.version >= SharedCatalogSchema.statusCountsVersion
    let counting =
      pages.version >= SharedCatalogSchema.shelterCountsVersion
      ? "SELECT id, listed, earliest_birthday\(byStatus ? ", " + SharedCatalogSchema.statusColumns.joined(separator: ", ") : "")"
        + " FROM shelter WHERE listed > 0 ORDER BY id"
      : "SELECT shelter_id, count(*), min(birthday) FROM pet WHERE NOT gone GROUP BY shelter_id ORDER BY shelter_id"
    let counted = try pages.asking {
      try pages.connection.execute(counting) { result in
        (0..<result.rowCount).map { row in
          (
            result.text(row, 0) ?? "", result.integer(row, 1) ?? 0, result.text(row, 2) ?? "",
            byStatus ? AdoptionStatus.allCases.indices.map { result.integer(row, 3 + $0) ?? 0 } : nil
          )
        }
      }
    }
    statusCounts =
      byStatus ? Dictionary(counted.map { ($0.0, $0.3 ?? []) }, uniquingKeysWith: { first, _ in first }) : nil
    var start = 0
    var shelters: [(id: String, start: Int, count: Int)] = []
    for (id, count, _, _) in counted {
      shelters.append((id, start, count))
      start += count
    }
    self.shelters = shelters
    self.count = start
    places = Dictionary(uniqueKeysWithValues: shelters.map { ($0.id, ($0.start, $0.count)) })
    earliestBirthday = counted.compactMap { CalendarDate(iso: $0.2) }.min()
  }

  /// The first problem met reading the catalogue after it opened (the server gone, say), if any.
  public var problem: CatalogError? {
    lock.lock()
    defer { lock.unlock() }
    return firstProblem
  }

  private func remember(_ error: any Error) {
    lock.lock()
    defer { lock.unlock() }
    firstProblem = firstProblem ?? Self.problem(error, server: catalogue.server)
  }

  private static func problem(_ error: any Error, server: String) -> CatalogError {
    (error as? CatalogError) ?? CatalogError(.inputOutput, file: server, "\(error)")
  }

  public func prepare() {}

  public var isRemote: Bool { true }

  public func shelterName(at index: Int) -> String? {
    guard !shelterNames.isEmpty else { return nil }
    // The last shelter that starts at or before `index` (a few thousand at most: a binary search).
    var (low, high) = (0, shelters.count)
    while low < high {
      let middle = (low + high) / 2
      if shelters[middle].start <= index { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? shelterNames[shelters[low - 1].id] : nil
  }

  public func pet(at index: Int) -> Pet {
    if let hit = lock.withLock({ pages.pet(cachedAt: index) }) { return hit }
    return readPage(containing: index)
  }

  public func petAtHand(at index: Int, whenRead: @escaping @Sendable () -> Void) -> Pet? {
    let first = index - index % PetPages.pageSize
    let (pet, asks): (Pet?, Bool) = lock.withLock {
      if let hit = pages.pet(cachedAt: index) { return (hit, false) }
      // A server that failed is not asked again from here: its rows show as unreadable.
      if firstProblem != nil { return (PetPages.unreadable(index), false) }
      let isAsked = pagesAsked[first] != nil
      pagesAsked[first, default: []].append(whenRead)
      return (nil, !isAsked)
    }
    if asks {
      pageReader.async { [self] in
        _ = readPage(containing: first)
        let waiting = lock.withLock { pagesAsked.removeValue(forKey: first) ?? [] }
        for waiter in waiting { waiter() }
      }
    }
    return pet
  }

  /// The pet at `index`, its page read from the server unless another thread read it meanwhile.
  private func readPage(containing index: Int) -> Pet {
    pageReading.lock()
    defer { pageReading.unlock() }
    if let hit = lock.withLock({ pages.pet(cachedAt: index) }) { return hit }
    let first = index - index % PetPages.pageSize
    guard let pets = read(from: first, count: PetPages.pageSize) else { return PetPages.unreadable(index) }
    lock.withLock { pages.keep(pets, from: first) }
    return index - first < pets.count ? pets[index - first] : PetPages.unreadable(index)
  }

  /// The pets at `first` and after, at most `count`, a query for each shelter they span; `nil`
  /// when the server cannot give them (the problem is kept). Called with `pageReading` held.
  private func read(from first: Int, count: Int) -> [Pet]? {
    let last = min(first + count, self.count)
    // Each pet in its place by its ordinal: a shelter that published fewer since this was made
    // leaves its places unreadable until the refresh, rather than moving the next shelter's up.
    var pets = (first..<max(first, last)).map(PetPages.unreadable)
    do {
      for shelter in shelters where shelter.start < last && shelter.start + shelter.count > first {
        let from = max(first, shelter.start) - shelter.start
        let to = min(last, shelter.start + shelter.count) - shelter.start
        try catalogue.connection.forEachRow(
          "SELECT \(SharedCatalog.readColumns(catalogue.version)) FROM pet WHERE NOT gone AND shelter_id = $1 AND ordinal >= $2 AND ordinal < $3 ORDER BY ordinal",
          [shelter.id, "\(from)", "\(to)"]
        ) { result in
          let pet = SharedCatalog.pet(result, server: catalogue.server, misread: catalogue.noteMisread)
          guard let ordinal = result.integer(0, Self.ordinalColumn),
            pets.indices.contains(shelter.start + ordinal - first)
          else { return }
          pets[shelter.start + ordinal - first] = pet
        }
      }
    } catch {
      remember(error)
      return nil
    }
    return pets
  }

  /// Where `SharedCatalog.readColumns` has a pet's ordinal.
  private static let ordinalColumn = SharedCatalog.Column.ordinal.rawValue

  /// Runs `body` on the query connection; a failure is kept in `problem` and gives `fallback`.
  private func ask<T>(_ fallback: T, _ body: (PostgresConnection) throws -> T) -> T {
    pageLane.lock.lock()
    defer { pageLane.lock.unlock() }
    do {
      return try body(queries.connection)
    } catch {
      remember(error)
      return fallback
    }
  }

  /// The indices of the pets `clauses` picks (a `WHERE` and maybe an `ORDER BY` on `pet`, with
  /// `parameters` as $1…), from each one's shelter and ordinal; a pet past its shelter's count
  /// here (published since) is not listed. (Having the server add each shelter's start, from
  /// three arrays joined, sent one number a pet but made PostgreSQL hash the million pets
  /// rather than the thousand shelters: no faster at a million, docs/shared-catalogue.md.)
  private func indices(where clauses: String, _ parameters: [String?]) -> [Int] {
    ask([]) { connection in try indices(on: connection, where: clauses, parameters) }
  }

  /// `indices(where:_:)` on `connection`, whose lock the caller holds.
  private func indices(
    on connection: PostgresConnection, from source: String = "pet", where clauses: String, _ parameters: [String?]
  ) throws -> [Int] {
    try connection.execute("SELECT shelter_id, ordinal FROM " + source + clauses, parameters) { result in
      (0..<result.rowCount).compactMap { row in
        guard let ordinal = result.integer(row, 1), let place = places[result.text(row, 0) ?? ""],
          ordinal >= 0, ordinal < place.count
        else { return nil }
        return place.start + ordinal
      }
    }
  }

  public func index(ofPetWithID id: String) -> Int? {
    // A pet on a page read already (one drawn, its star toggled) is found without the server,
    // which a window asks on its main thread (issue 40, point 5).
    if let cached = lock.withLock({ pages.index(ofPetWithID: id) }) { return cached }
    return indices(where: " WHERE NOT gone AND id = $1", [id]).first
  }

  public func indexAtHand(ofPetWithID id: String, whenRead: @escaping @Sendable () -> Void) -> IndexAtHand {
    let (known, asks): (IndexAtHand?, Bool) = lock.withLock {
      if let cached = pages.index(ofPetWithID: id) { return (.at(cached), false) }
      if let looked = lookedUp[id] { return (looked.map(IndexAtHand.at) ?? .absent, false) }
      if firstProblem != nil { return (.absent, false) }
      let isAsked = idsAsked[id] != nil
      idsAsked[id, default: []].append(whenRead)
      return (nil, !isAsked)
    }
    if let known { return known }
    if asks {
      pageReader.async { [self] in
        let found = indices(where: " WHERE NOT gone AND id = $1", [id]).first
        // Its page too: the card of the pet selected draws it.
        if let found { _ = readPage(containing: found) }
        let waiting = lock.withLock {
          lookedUp[id] = .some(found)
          return idsAsked.removeValue(forKey: id) ?? []
        }
        for waiter in waiting { waiter() }
      }
    }
    return .reading
  }

  public func indices(ofPetsNamed folded: String) -> [Int] {
    indices(
      where: " WHERE NOT gone AND name_key = $1::bytea ORDER BY shelter_id, ordinal", [SharedCatalog.nameKey(folded)])
  }

  public func indices(ofPetsWithIDs ids: Set<String>) -> Set<Int> {
    guard !ids.isEmpty else { return [] }
    if let known = lock.withLock({ starred?.ids == ids ? starred?.indices : nil }) { return known }
    return readStarred(ids)
  }

  public func indicesAtHand(ofPetsWithIDs ids: Set<String>, whenRead: @escaping @Sendable () -> Void) -> Set<Int>? {
    guard !ids.isEmpty else { return [] }
    let (known, asks): (Set<Int>?, Bool) = lock.withLock {
      if let starred, starred.ids == ids { return (starred.indices, false) }
      if firstProblem != nil { return ([], false) }
      let isAsked = starredAsked?.ids == ids
      if isAsked { starredAsked?.waiting.append(whenRead) } else { starredAsked = (ids, [whenRead]) }
      return (nil, !isAsked)
    }
    if asks {
      pageReader.async { [self] in
        _ = readStarred(ids)
        let waiting: [@Sendable () -> Void] = lock.withLock {
          guard starredAsked?.ids == ids else { return [] }
          defer { starredAsked = nil }
          return starredAsked?.waiting ?? []
        }
        for waiter in waiting { waiter() }
      }
    }
    return known
  }

  /// The indices of the pets with `ids`, asked of the server and kept for the next look-up of
  /// the same ids (a list of only favourites asks them at every row change).
  private func readStarred(_ ids: Set<String>) -> Set<Int> {
    let found = Set(indices(where: " WHERE NOT gone AND id = ANY($1::text[])", [SharedCatalog.array(ids)]))
    lock.withLock { starred = (ids, found) }
    return found
  }

  public func query(_ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String])
    -> [Int]
  {
    query(filter, order: order, today: today, speciesNames: speciesNames, isWanted: { true }) ?? []
  }

  /// The query, unless it is not wanted by the time it would run, or stops being wanted while it
  /// runs: a newer query then stops it on the server (`PQcancel`), so the newer need not wait
  /// for it. Typing "beagle" fast at a million pets waited for "b"'s 14 s before.
  public func query(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String],
    isWanted: @escaping @Sendable () -> Bool
  ) -> [Int]? {
    let answer = asking(on: wholeLane, filter, isWanted: isWanted, failed: [Int]()) { catalog, breeds in
      let query = try catalog.query(filter, order: order, today: today, speciesNames: speciesNames, breeds: breeds)
      return try indices(on: catalog.connection, where: query.clauses, query.parameters)
    }
    if let answer, isWanted() { readAhead(answer) }
    return answer
  }

  /// Reads the pages of an answer's first rows now, on the thread that asked it, so that the
  /// window that shows it draws them from memory rather than wait on the server on its main
  /// thread (issue 40, point 5). Rows further down are read as they are scrolled to.
  private func readAhead(_ indices: [Int]) {
    for index in indices.prefix(Self.rowsReadAhead) where index < count { _ = pet(at: index) }
  }

  /// How many of an answer's first rows are read with it: a tall window's list shows 40.
  static let rowsReadAhead = 48

  /// The first page, asked of the server alone: the page walks the order's index and stops
  /// (`LIMIT`); sending every row and placing each took 1.9 s of the window's 3.2 s first
  /// frame at a million pets. Its count is the shelters' (`counted`) when the filter asks for
  /// statuses and shelters alone; else the whole answer counts it (counting apart took as long
  /// as the whole answer: 12 s for "b" at a million pets). It stops at `size` whatever is
  /// `kept`: the server would have to number every row before it.
  public func firstPage(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String], size: Int,
    keeping kept: Int?, isWanted: @escaping @Sendable () -> Bool
  ) -> AnswerPage? {
    // A whole answer typed over stops now, not when the next whole answer is asked: it would
    // keep a core.
    wholeLane.cancelUnwanted()
    let answer = asking(on: pageLane, filter, isWanted: isWanted, failed: AnswerPage(indices: [], count: 0)) {
      catalog, breeds in
      // By name, a typed word's rows are read in that order (tables version 7).
      let inNameOrder = order == .name ? try catalog.inNameOrder(filter, speciesNames: speciesNames) : nil
      let paged = try catalog.query(
        filter, order: order, today: today, speciesNames: speciesNames, breeds: breeds, walking: true,
        inNameOrder: inNameOrder)
      let page = try indices(
        on: catalog.connection, from: paged.from, where: paged.clauses + " LIMIT \(max(size, 0))", paged.parameters)
      return AnswerPage(indices: page, count: page.count < size ? page.count : counted(filter))
    }
    if let answer, isWanted() { readAhead(answer.indices) }
    return answer
  }

  /// How many pets pass `filter`, when it asks for statuses and shelters alone (the list a
  /// window opens on, a search cleared): a sum of the shelters' counts, read as the catalogue
  /// opened; `nil` when it asks for more, or the tables keep no counts by status.
  public func counted(_ filter: PetFilter) -> Int? {
    guard let statusCounts, queries.onlyShelters.isEmpty else { return nil }
    var rest = filter
    rest.statuses = []
    rest.shelters = []
    guard rest.isEmpty else { return nil }
    let statuses = AdoptionStatus.allCases.map { filter.statuses.isEmpty || filter.statuses.contains($0) }
    return statusCounts.reduce(0) { sum, shelter in
      guard filter.shelters.isEmpty || filter.shelters.contains(shelter.key) else { return sum }
      return sum + zip(shelter.value, statuses).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
    }
  }

  /// Runs `body` on `lane`'s connection, one query at a time, unless it is not wanted by the
  /// time it would run; stopped on the server when it stops being wanted (`query`). `body` is
  /// handed the connection's catalogue and the breeds an age group asks of the catalogue. A
  /// failure (opening the lane's connection included) is remembered (`problem`) and answers
  /// `failed`.
  private func asking<Answer>(
    on lane: QueryLane, _ filter: PetFilter, isWanted: @escaping @Sendable () -> Bool, failed: Answer,
    _ body: (SharedCatalog, [Species: Set<String>]?) throws -> Answer
  ) -> Answer? {
    // While another query holds the connection, it is stopped if it is no longer wanted; asked
    // again every 50 ms, since a cancel that reaches the server before the query has begun
    // there stops nothing.
    lane.cancelUnwanted()
    while !lane.lock.lock(before: Date(timeIntervalSinceNow: 0.05)) { lane.cancelUnwanted() }
    defer { lane.lock.unlock() }
    // A cancel meant for the query before can reach this one's first statement: it is asked
    // again, once.
    for attempt in 1...2 {
      guard isWanted() else { return nil }
      let catalog: SharedCatalog
      do {
        catalog = try lane.opened()
      } catch {
        remember(error)
        return failed
      }
      lane.running.withLock { $0 = (isWanted, catalog.connection) }
      defer { lane.running.withLock { $0 = nil } }
      do {
        var breeds = stageBreeds.withLock { $0 }
        if !filter.ageGroups.isEmpty, breeds == nil {
          breeds = try catalog.stageBreeds()
          stageBreeds.withLock { $0 = breeds }
        }
        return try body(catalog, breeds)
      } catch {
        if catalog.connection.wasCancelled, attempt == 1 || !isWanted() { continue }
        remember(error)
        return failed
      }
    }
    return nil
  }
}

/// A connection the window's queries are asked on one at a time (`lock`), opened when first
/// asked, and the query running on it.
private final class QueryLane: @unchecked Sendable {
  let lock = NSLock()
  /// Whether the query running is still wanted, and its connection, while one runs.
  let running = Mutex<(isWanted: @Sendable () -> Bool, connection: PostgresConnection)?>(nil)
  private let open: () throws(CatalogError) -> SharedCatalog
  // Guarded by `lock`.
  private var catalog: SharedCatalog?

  init(_ catalog: SharedCatalog) {
    self.catalog = catalog
    open = { catalog }
  }

  init(opening open: @escaping () throws(CatalogError) -> SharedCatalog) {
    self.open = open
  }

  /// The lane's catalogue, opened now if it was not; call with `lock` held.
  func opened() throws(CatalogError) -> SharedCatalog {
    if let catalog { return catalog }
    let opened = try open()
    catalog = opened
    return opened
  }

  /// Stops the query running, on the server, if it is no longer wanted.
  func cancelUnwanted() {
    running.withLock { running in
      if let running, !running.isWanted() { running.connection.cancelRunning() }
    }
  }
}
