import Foundation
import GRDB
import PetCatalog

/// Search, filters and sort, answered by the store on its indexes.
extension CatalogStore {
  /// The pets that pass `filter`, in `order`, as row ids (for `pets(_:)`): the list's positions,
  /// 8 bytes a pet, not the pets.
  public func query(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String] = [:]
  ) throws(CatalogError) -> [Int64] {
    try read { db in
      let sql = StoreQuery(filter, order: order, today: today, store: info, speciesNames: speciesNames, db: db)
      return try Int64.fetchAll(db, sql: "SELECT rowid FROM pet" + sql.clauses, arguments: sql.arguments)
    }
  }

  /// How many pets pass `filter`.
  public func count(_ filter: PetFilter, today: CalendarDate, speciesNames: [Species: String] = [:])
    throws(CatalogError)
    -> Int
  {
    try read { db in
      let sql = StoreQuery(filter, order: nil, today: today, store: info, speciesNames: speciesNames, db: db)
      return try Int.fetchOne(db, sql: "SELECT count(*) FROM pet" + sql.clauses, arguments: sql.arguments) ?? 0
    }
  }

  /// Calls `body` with each pet that passes `filter`, in `order`, one at a time, and whether its
  /// picture was missing when it was imported: what is printed need not be held.
  public func forEachPet(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String] = [:],
    _ body: (_ pet: Pet, _ imageMissing: Bool) throws -> Void
  ) throws {
    try read { db in
      let sql = StoreQuery(filter, order: order, today: today, store: info, speciesNames: speciesNames, db: db)
      try FastRead.forEachRow(
        db, sql: "SELECT \(PetRecord.columns(info.version)) FROM pet" + sql.clauses, arguments: sql.arguments
      ) { row in try body(try PetRecord.pet(from: row, store: path), PetRecord.imageMissing(row)) }
    }
  }

  /// Calls `body` with each pet that passes `filter`, in `order`, as a list's row shows it
  /// (`PetRecord.listedColumns`: its id, name, species, age, fee and status), read in place:
  /// a row is valid until `body` returns. Reading less, and making nothing a row, is most of
  /// what makes a million rows quick.
  public func forEachListedRow(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String] = [:],
    _ body: (_ row: ListedRow) throws -> Void
  ) throws {
    var decoder = ListedRowDecoder(store: path)
    try read { db in
      let sql = StoreQuery(filter, order: order, today: today, store: info, speciesNames: speciesNames, db: db)
      try FastRead.forEachRow(
        db,
        sql: "SELECT \(PetRecord.listedColumns(info.version, withShelter: filter.near != nil)) FROM pet" + sql.clauses,
        arguments: sql.arguments
      ) { row in try decoder.read(row, body) }
    }
  }

  /// `forEachListedRow`, with the store read on a thread of its own a batch of rows ahead of
  /// `body`: on two cores, reading and printing a million rows take the time of the slower, not
  /// of both. At most three batches of `batchSize` rows are held at once. When `body` throws,
  /// the reading stops and is waited for before the error is thrown.
  public func forEachListedRow(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String] = [:],
    readingAhead batchSize: Int, _ body: (_ row: ListedRow) throws -> Void
  ) throws {
    try BatchChannel<ListedRowBatch>.handOver(
      make: { [self] put in
        var batch = ListedRowBatch()
        try forEachListedRow(filter, order: order, today: today, speciesNames: speciesNames) { row in
          batch.append(row)
          if batch.count >= batchSize {
            guard put(batch) else { throw CancellationError() }
            batch = ListedRowBatch()
          }
        }
        if batch.count > 0 { _ = put(batch) }
      }, use: { batch in try batch.forEach(body) })
  }

  /// The pets `Catalog.pets(matching:)` finds for `idOrName` (the pet with that id, else every
  /// pet of that name, folded, in the listing's order) that pass `filter`, and whether each
  /// picture was missing when imported: what `petcards show NAME` prints, asked of the store
  /// for the few pets named rather than of the whole list.
  public func pets(
    matching idOrName: String, passing filter: PetFilter, today: CalendarDate, speciesNames: [Species: String] = [:]
  ) throws(CatalogError) -> [(pet: Pet, imageMissing: Bool)] {
    try read { db in
      var sql = StoreQuery(filter, order: nil, today: today, store: info, speciesNames: speciesNames, db: db)
      let isID =
        try Bool.fetchOne(
          db, sql: "SELECT EXISTS (SELECT 1 FROM pet WHERE id = ? AND gone = 0)", arguments: [idOrName]) ?? false
      if isID {
        sql.add(" AND id = ?", [idOrName])
      } else {
        sql.add(" AND nameKey = ? ORDER BY ordinal", [Data(PetRecord.nameKey(idOrName).utf8)])
      }
      let rows = try Row.fetchCursor(
        db, sql: "SELECT \(PetRecord.columns(info.version)) FROM pet" + sql.clauses, arguments: sql.arguments)
      var found: [(Pet, Bool)] = []
      while let row = try rows.next() {
        found.append((try PetRecord.pet(from: row, store: path), PetRecord.imageMissing(row)))
      }
      return found
    }
  }

  /// The pets with these row ids, in the order asked; a row id the store does not have is left
  /// out. Whether each had its picture when imported is in `missingImages`.
  public func pets(_ rowIDs: [Int64]) throws(CatalogError) -> (pets: [Int64: Pet], missingImages: Set<String>) {
    try read { db in
      var pets: [Int64: Pet] = [:]
      var missing: Set<String> = []
      for list in StoreQuery.inLists(rowIDs) {
        let rows = try Row.fetchCursor(
          db, sql: "SELECT \(PetRecord.columns(info.version)) FROM pet WHERE rowid IN (\(list.marks))",
          arguments: list.arguments)
        while let row = try rows.next() {
          let pet = try PetRecord.pet(from: row, store: path)
          pets[PetRecord.rowID(row)] = pet
          if PetRecord.imageMissing(row) { missing.insert(pet.id) }
        }
      }
      return (pets, missing)
    }
  }

  /// The pet listed with `id`, with its row id.
  public func pet(id: String) throws(CatalogError) -> (rowID: Int64, pet: Pet)? {
    try read { db in
      let rows = try Row.fetchCursor(
        db, sql: "SELECT \(PetRecord.columns(info.version)) FROM pet WHERE id = ? AND gone = 0", arguments: [id])
      guard let row = try rows.next() else { return nil }
      return (PetRecord.rowID(row), try PetRecord.pet(from: row, store: path))
    }
  }
}

/// A filter and an order as SQL: the `WHERE` and `ORDER BY` clauses and their arguments.
struct StoreQuery {
  /// The word index's row ids of the pets with an index word that starts with `prefix(word)`.
  static let wordsStarting = "SELECT rowid FROM pet_words WHERE pet_words MATCH ?"

  /// `count` `?` marks, comma-separated: the placeholders of a list of values.
  static func marks(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ",")
  }

  /// `values` as the lists of an `IN (…)`, at most 500 each, with their `?` marks: SQLite takes
  /// at most 32,766 arguments to a statement.
  static func inLists(_ values: [some DatabaseValueConvertible]) -> [(marks: String, arguments: StatementArguments)] {
    stride(from: 0, to: values.count, by: 500).map { start in
      let list = values[start..<min(start + 500, values.count)]
      return (marks(list.count), StatementArguments(Array(list)))
    }
  }

  /// The word index's query for the pets with the index word `word` itself, ASCII letters and
  /// digits.
  static func whole(_ word: String) -> String { "\"\(word)\"" }

  /// The word index's prefix query for `word`, ASCII letters and digits.
  static func prefix(_ word: String) -> String { whole(word) + "*" }

  /// The condition on a pet that its name, breed, story or colour holds `term`, as
  /// `SearchText.IndexLookup` says the word index finds it, in a store of `version`.
  static func textCondition(_ term: String, version: Int) -> (sql: String, arguments: StatementArguments) {
    switch SearchText.lookup(term) {
    case .wordStart(let word):
      ("rowid IN (\(wordsStarting))", [prefix(word)])
    case .wordStartThenCheck(let lead):
      ("(rowid IN (\(wordsStarting)) AND pet_holds(\(PetRecord.foldedSQL(version)), ?))", [prefix(lead), term])
    case .anywhere:
      ("pet_holds(\(PetRecord.foldedSQL(version)), ?)", [term])
    }
  }

  private(set) var clauses = " WHERE gone = 0"
  /// The store's schema version: its columns.
  private let version: Int
  private(set) var arguments = StatementArguments()

  /// Adds `sql` after the clauses (a condition, when made with no order), with its arguments.
  mutating func add(_ sql: String, _ arguments: StatementArguments) {
    clauses += sql
    self.arguments += arguments
  }

  /// The clauses of `filter` and `order` in the store `store` describes (its fees, its version).
  /// At most how many pets the shelters asked for (or near) may list for a search's words to
  /// be checked on each of them (`pet_holds`, some microseconds a pet) rather than found in the
  /// word index: a prefix of a letter or two there is a third of a million pets at a million,
  /// 150 ms to gather before the shelters' 2,000 pets near a place were looked at.
  static let fewPets = 5_000

  /// The clauses of `filter` and `order` in the store `store` describes (its fees, its
  /// version); with `db`, a search among the pets of few shelters checks each of their pets.
  init(
    _ filter: PetFilter, order: PetSortOrder?, today: CalendarDate, store: CatalogStore.Info,
    speciesNames: [Species: String], db: Database?
  ) {
    var byShelter = false
    var wordsOnEachPet = false
    let fees = store.fees
    version = store.version
    // The shelters asked for and those near enough, of those the store describes; a store
    // before version 6 keeps no pet's shelter, and describes none.
    if let allowed = filter.allowedShelters(among: store.shelters) {
      if allowed.isEmpty || version < CatalogStoreSchema.sheltersVersion {
        clauses += " AND 0"
      } else {
        clauses += " AND shelter IN (\(Self.marks(allowed.count)))"
        arguments += StatementArguments(allowed.sorted())
        byShelter = version >= CatalogStoreSchema.agesNotKnownVersion
        if byShelter, !filter.searchTerms.isEmpty, let db {
          let listed = try? Int.fetchOne(
            db,
            sql: """
              SELECT count(*) FROM (SELECT 1 FROM pet INDEXED BY pet_by_shelter
                WHERE gone = 0 AND shelter IN (\(Self.marks(allowed.count))) LIMIT \(Self.fewPets + 1))
              """, arguments: StatementArguments(allowed.sorted()))
          wordsOnEachPet = (listed ?? .max) <= Self.fewPets
        }
      }
    }
    for (column, values) in filter.choices {
      clauses += " AND \(PetRecord.laterColumns.column(column, in: version)) IN (\(Self.marks(values.count)))"
      arguments += StatementArguments(values)
    }
    for company in filter.companies {
      clauses += " AND goodWith\(company.rawValue.capitalized) = 'yes'"
    }
    if !filter.ageGroups.isEmpty {
      let groups = filter.ageGroups.map(\.rawValue).sorted()
      clauses +=
        " AND pet_age_group(species, breed, birthday, ageKnown, ?) IN (\(Self.marks(groups.count)))"
      arguments += [today.isoString]
      arguments += StatementArguments(groups)
    }
    for term in filter.searchTerms {
      addSearch(term, speciesNames: speciesNames, onEachPet: wordsOnEachPet)
    }
    // Some shelters' pets are few: read by shelter (pet_by_shelter), then sorted. The order's
    // first key written `+key` is one no index gives, so SQLite does not walk the order's index
    // through every other shelter's pets instead.
    let orderBy = byShelter ? " ORDER BY +" : " ORDER BY "
    // Nearest first: the shelters near enough, ranked; with none to rank, by name.
    let nearest =
      order == .distance
      ? filter.near.map { near in
        near.nearest(in: store.shelters).filter { filter.shelters.isEmpty || filter.shelters.contains($0) }
      } ?? [] : []
    let order = order == .distance && nearest.isEmpty ? .name : order
    switch order {
    case nil: break
    case .distance:
      let ranks = nearest.indices.map { " WHEN ? THEN \($0)" }.joined()
      clauses += " ORDER BY CASE shelter\(ranks) ELSE \(nearest.count) END, nameKey, ordinal"
      arguments += StatementArguments(nearest)
    // The other way is the exact reverse, walking the same index backwards (`PetSortOrder`).
    case .name: clauses += orderBy + "nameKey, ordinal"
    case .reverseName: clauses += orderBy + "nameKey DESC, ordinal DESC"
    case .age: clauses += orderBy + "birthday DESC, ordinal"
    // An age not known ('') last either way: it is least, so last the youngest first. A store
    // before version 7 has no such pet, and no index for the order that says so.
    case .oldest where version >= CatalogStoreSchema.agesNotKnownVersion:
      clauses += orderBy + "birthday = '', birthday, ordinal DESC"
    case .oldest: clauses += orderBy + "birthday, ordinal DESC"
    // An intake date not known ('') last either way: it is least, so last the newest first.
    case .intake: clauses += orderBy + "intakeDate = '', intakeDate, ordinal"
    case .newest: clauses += orderBy + "intakeDate DESC, ordinal DESC"
    case .fee, .highestFee:
      // Cheapest first: the pet's own fee, else its rarity's, a fee not listed last; ties in
      // the listing's order (as `PetIndex` sorts). A fee has at most 12 digits and 2 decimals,
      // which a double orders exactly. The other way, a fee not listed is -1: last still.
      let rarityFees = Rarity.allCases.map { "WHEN '\($0.rawValue)' THEN \(Money.text(fees.fee(for: $0)))" }
      let listed = "coalesce(CAST(fee AS REAL), CASE rarity \(rarityFees.joined(separator: " ")) END"
      clauses +=
        order == .fee ? orderBy + "\(listed), 1e300), ordinal" : orderBy + "\(listed), -1) DESC, ordinal DESC"
    }
  }

  /// The pet's species (in English or the reader's language) or its name, breed or story must
  /// hold `term`, by the search rule.
  private mutating func addSearch(_ term: String, speciesNames: [Species: String], onEachPet: Bool) {
    let species = PetIndex.species(holding: term, speciesNames: speciesNames)
    var alternatives: [String] = []
    if !species.isEmpty {
      alternatives.append("species IN (\(species.map { "'\($0.rawValue)'" }.joined(separator: ",")))")
    }
    // The search rule itself, which the word index only finds faster among many pets.
    let text: (sql: String, arguments: StatementArguments) =
      onEachPet
      ? ("pet_holds(\(PetRecord.foldedSQL(version)), ?)", [term]) : Self.textCondition(term, version: version)
    alternatives.append(text.sql)
    arguments += text.arguments
    clauses += " AND (" + alternatives.joined(separator: " OR ") + ")"
  }
}

extension PetFilter {
  /// The fixed-choice conditions, as a column (named alike in both stores) and the spellings it
  /// must be one of, sorted; the choices left open are left out.
  var choices: [(column: String, values: [String])] {
    func sorted<Value: CatalogEnum>(_ values: Set<Value>) -> [String] { values.map(\.rawValue).sorted() }
    return [
      ("species", sorted(species)), ("sex", sex.map { [$0.rawValue] } ?? []), ("size", sorted(sizes)),
      ("rarity", sorted(rarities)), ("status", sorted(statuses)), ("coat", sorted(coats)),
    ].filter { !$0.values.isEmpty }
  }

  /// The companies a pet must be good with, in a fixed order.
  var companies: [Company] { Company.allCases.filter(goodWith.contains) }
}
