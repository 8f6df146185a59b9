import Foundation
import GRDB
import GRDBSQLite
import PetCatalog

/// What a store's window keeps in memory to answer a keystroke in milliseconds: for each pet,
/// 17 bytes, none of its text.
///
/// SQLite finds the pets with a word that starts as typed in milliseconds (the `pet_words`
/// index), but joining a million of them to the pets, filtering and sorting them takes it half a
/// second. Here the rest is done in memory, as `PetIndex` does for a catalogue in memory: each
/// pet's fixed-choice fields packed in one integer (`AttributeCodes`), its birthday and life
/// stages for the age groups, and the listing in each order, walked to give the matches sorted.
/// The word index's row ids are turned into listing indices by one table.
///
/// `StoreBacking` builds it on another thread once the store is open, and answers in SQL until
/// it is ready. `StoreIndexTests` holds it to the SQL answers and the plain reference.
final class StoreIndex: @unchecked Sendable {
  let count: Int
  /// By listing index: `AttributeCodes.code(of:)`.
  private let codes: [UInt32]
  /// By listing index: the birthday, as an index into `birthdays`.
  private let birthdayOf: [Int32]
  private let birthdays: [CalendarDate]
  /// By listing index: the life stages, as an index into `stages`.
  private let stagesOf: [UInt8]
  private let stages: [LifeStages]
  /// By the word index's row id: the pet's listing index, or -1 for a pet that is gone.
  private let indexOfRowID: [Int32]
  /// The listing by name, as the store sorts it.
  private let byName: [Int32]
  private let store: CatalogStore
  private let lock = NSLock()
  // Guarded by `lock`: the other orders, read when first asked for.
  private var orders: [PetSortOrder: [Int32]] = [:]

  /// Reads what the index holds from `store`: one pass over the pets, one over the name index.
  init(store: CatalogStore) throws {
    self.store = store
    let count = store.info.count
    var codes = [UInt32](repeating: 0, count: count)
    var birthdayOf = [Int32](repeating: 0, count: count)
    var stagesOf = [UInt8](repeating: 0, count: count)
    var birthdayIndex: [CalendarDate: Int32] = [:]
    var stagesIndex: [LifeStages: UInt8] = [:]
    var birthdays: [CalendarDate] = []
    var stages: [LifeStages] = []
    var indexOfRowID: [Int32] = []
    try store.read { db in
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT rowid, ordinal, gone, species, breed, sex, birthday, rarity, size, status, goodWithKids, goodWithDogs, goodWithCats,
            ageKnown
          FROM pet
          """)
      while let row = try rows.next() {
        let rowID: Int = row[0]
        let ordinal: Int = row[1]
        if rowID >= indexOfRowID.count {
          indexOfRowID.append(contentsOf: repeatElement(-1, count: rowID - indexOfRowID.count + 1))
        }
        guard !(row[2] as Bool), ordinal >= 0, ordinal < count else { continue }
        indexOfRowID[rowID] = Int32(ordinal)
        let pet = try PetRecord.attributes(from: row, store: store.path)
        codes[ordinal] = AttributeCodes.code(of: pet)
        let birthday =
          birthdayIndex[pet.birthday]
          ?? {
            birthdays.append(pet.birthday)
            birthdayIndex[pet.birthday] = Int32(birthdays.count - 1)
            return Int32(birthdays.count - 1)
          }()
        birthdayOf[ordinal] = birthday
        let stage = LifeStages(of: pet)
        let stageNumber =
          stagesIndex[stage]
          ?? {
            stages.append(stage)
            stagesIndex[stage] = UInt8(truncatingIfNeeded: stages.count - 1)
            return UInt8(truncatingIfNeeded: stages.count - 1)
          }()
        stagesOf[ordinal] = stageNumber
      }
    }
    self.count = count
    self.codes = codes
    self.birthdayOf = birthdayOf
    self.birthdays = birthdays
    self.stagesOf = stagesOf
    self.stages = stages
    self.indexOfRowID = indexOfRowID
    self.byName = try Self.order(.name, of: store)
    // The word index's list of its words (`wordsMatching`), on this connection, the index's own.
    try store.withConnection { db in
      try db.execute(sql: "CREATE VIRTUAL TABLE temp.pet_vocabulary USING fts5vocab(main, pet_words, 'row')")
    }
  }

  /// The listing in `order` as the store sorts it (one pass over that order's index).
  private static func order(_ order: PetSortOrder, of store: CatalogStore) throws -> [Int32] {
    let sql = StoreQuery(PetFilter(), order: order, today: .fixedDay, fees: store.info.fees, speciesNames: [:])
    return try store.read { db in
      try FastRead.integers(db, sql: "SELECT ordinal FROM pet" + sql.clauses, arguments: sql.arguments).map {
        Int32($0)
      }
    }
  }

  private func order(_ order: PetSortOrder) throws -> [Int32] {
    if order == .name { return byName }
    lock.lock()
    defer { lock.unlock() }
    if let made = orders[order] { return made }
    let made = try Self.order(order, of: store)
    orders[order] = made
    return made
  }

  /// The listing indices of the pets that pass `filter`, in `order`: `PetIndex.query`'s answer.
  func query(_ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String]) throws
    -> [Int]
  {
    // A store holds one shelter's pets, with no shelter id (`PetFilter.shelters`).
    guard filter.shelters.isEmpty else { return [] }
    // Each typed word narrows `found`: pets with a word that starts as typed, or of a species
    // whose name does.
    var found: [Bool]?
    for term in filter.searchTerms {
      var holds = try pets(holding: term)
      let bits = AttributeCodes.speciesBits(PetIndex.species(holding: term, speciesNames: speciesNames))
      if bits != 0 {
        for index in 0..<count where codes[index] & bits != 0 { holds[index] = true }
      }
      if let previous = found {
        for index in 0..<count where !previous[index] { holds[index] = false }
      }
      found = holds
    }
    let masks = AttributeCodes.Masks(filter)
    // Each birthday and life stage's group on `today`, worked out as it is first met.
    var groups: [Int: AgeGroup] = [:]
    func ageAllowed(_ index: Int) -> Bool {
      let key = Int(birthdayOf[index]) * 256 + Int(stagesOf[index])
      let group =
        groups[key]
        ?? {
          let group = AgeGroup(
            Age(birthday: birthdays[Int(birthdayOf[index])], on: today), stages: stages[Int(stagesOf[index])])
          groups[key] = group
          return group
        }()
      return filter.ageGroups.contains(group)
    }
    var result: [Int] = []
    // With no typed word most pets pass (960,000 of a million by status alone): room for all
    // at once, where growing the list copied it a score of times and held two copies at its
    // largest.
    if found == nil { result.reserveCapacity(count) }
    let checksAge = !filter.ageGroups.isEmpty
    for position in try self.order(order) {
      let index = Int(position)
      if let found, !found[index] { continue }
      guard masks.matches(codes[index]), !checksAge || ageAllowed(index) else { continue }
      result.append(index)
    }
    return result
  }

  /// The word index's query for the pets with a word that starts with `word`: the words of
  /// the index that do, by name, when there are few; else the prefix query; `nil` when the
  /// index has no such word.
  ///
  /// The index keeps prefix indexes of 1 and 2 bytes only. For a longer prefix FTS5 gathers
  /// every word's pets before it hands over the first (on a million pets, "beagle*" took 14 ms
  /// where "beagle" took 3, and "bea*" 23 ms where its three words took 7); the words that
  /// start so are read from the index's list of words (`fts5vocab`), which stops at the end
  /// of the range, or after `mostWordsNamed` of them: past that, the prefix is asked after
  /// all, and the list's reading (counting each word's pets) was spent for nothing.
  private func wordsMatching(_ word: String) throws -> String? {
    guard word.utf8.count > 2 else { return StoreQuery.prefix(word) }
    let words = try store.read { db -> [String]? in
      var words: [String] = []
      // Words are ASCII letters and digits (`SearchText.indexWords`): any of them sorts before
      // a word followed by U+10FFFF.
      let rows = try String.fetchCursor(
        db, sql: "SELECT term FROM temp.pet_vocabulary WHERE term >= ? AND term < ?",
        arguments: [word, word + "\u{10FFFF}"])
      while let found = try rows.next() {
        guard words.count < Self.mostWordsNamed else { return nil }
        words.append(found)
      }
      return words
    }
    guard let words else { return StoreQuery.prefix(word) }
    guard !words.isEmpty else { return nil }
    return words.map(StoreQuery.whole).joined(separator: " OR ")
  }

  /// The most words a query names, past which it asks for the prefix.
  static let mostWordsNamed = 64

  /// Which pets' name, breed or story holds `term` by the search rule, by listing index.
  private func pets(holding term: String) throws -> [Bool] {
    var holds = [Bool](repeating: false, count: count)
    if case .wordStart(let word) = SearchText.lookup(term) {
      // Exactly the pets with an index word that starts so: the index's row ids alone (none
      // when no index word starts so), marked as they are read, not gathered first: "b" is
      // 900,000 row ids at a million pets.
      guard let match = try wordsMatching(word) else { return holds }
      try store.read { db in
        try FastRead.forEachRow(db, sql: StoreQuery.wordsStarting, arguments: [match]) { row in
          let rowID = Int(sqlite3_column_int64(row.handle, 0))
          guard rowID >= 0, rowID < indexOfRowID.count else { return }
          let index = indexOfRowID[rowID]
          if index >= 0 { holds[Int(index)] = true }
        }
      }
      return holds
    }
    let text = StoreQuery.textCondition(term)
    let indices = try store.read { db in
      try FastRead.integers(
        db, sql: "SELECT ordinal FROM pet WHERE gone = 0 AND " + text.sql, arguments: text.arguments)
    }
    for index in indices where index < count { holds[index] = true }
    return holds
  }
}

extension CalendarDate {
  /// A day for queries whose answer does not depend on it (no age group asked).
  static let fixedDay = CalendarDate(year: 2000, month: 1, day: 1) ?? CalendarDate.today()
}
