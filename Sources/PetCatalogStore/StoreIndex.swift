import Foundation
import GRDB
import GRDBSQLite
import PetCatalog
import Synchronization

/// What a store's window keeps in memory to answer a keystroke in milliseconds: for each pet,
/// 21 bytes, none of its text.
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
  private let codes: [UInt64]
  /// By listing index: the birthday, as an index into `birthdays`.
  private let birthdayOf: [Int32]
  private let birthdays: [CalendarDate]
  /// By listing index: the life stages, as an index into `stages` (`nil`: the age is not known).
  private let stagesOf: [UInt8]
  private let stages: [LifeStages?]
  /// By the word index's row id: the pet's listing index, or -1 for a pet that is gone.
  private let indexOfRowID: [Int32]
  /// The listing by name, as the store sorts it.
  private let byName: [Int32]
  private let store: CatalogStore
  /// Whether the store keeps the sets of pets by their words' first letters, and the list of
  /// its words (version 3 on).
  private let keepsWordStarts: Bool
  /// The connections the word index is read on, two halves of its row ids at once, each with
  /// what marks the pets of the row ids as SQLite reads them: the first is `store`'s.
  private let halves: [(store: CatalogStore, marker: RowMarker)]
  private let lock = NSLock()
  // Guarded by `lock`: the other orders, read when first asked for.
  private var orders: [PetSortOrder: [Int32]] = [:]
  // Guarded by `lock`: the pets of the words typed last (`pets(holding:)`), newest last. A
  // keystroke's first page and its whole answer, asked right after, read the word index once.
  private var recentWords: [(term: String, pets: [UInt64])] = []
  /// How many typed words' pets `recentWords` keeps (125 KB each at a million pets).
  private static let recentWordsKept = 4

  /// Reads what the index holds from `store`: one pass over the pets, one over the name index.
  init(store: CatalogStore) throws {
    self.store = store
    let count = store.info.count
    var codes = [UInt64](repeating: 0, count: count)
    var birthdayOf = [Int32](repeating: 0, count: count)
    var stagesOf = [UInt8](repeating: 0, count: count)
    var birthdayIndex: [CalendarDate: Int32] = [:]
    var birthdays: [CalendarDate] = []
    var indexOfRowID: [Int32] = []
    var reader = AttributesReader(store: store.path)
    try store.read { db in
      try FastRead.forEachRow(
        db,
        sql: "SELECT \(PetRecord.attributeColumns(store.info.version)) FROM pet",
        arguments: []
      ) { row in
        let rowID = Int(row.integer(PetRecord.Attribute.rowid))
        let ordinal = Int(row.integer(PetRecord.Attribute.ordinal))
        // Row ids a store changed by hand may leave below 0 or far apart: the table from them
        // to places is made only while it is no larger than a few times the pets (else there
        // is no index, and the store answers in SQL).
        guard rowID >= 0, rowID <= 4 * count + 1_024 else { throw StoreIndexError.rowIDsOutOfReach }
        if rowID >= indexOfRowID.count {
          indexOfRowID.append(contentsOf: repeatElement(-1, count: rowID - indexOfRowID.count + 1))
        }
        guard row.optionalFlag(PetRecord.Attribute.gone) != true, ordinal >= 0, ordinal < count else { return }
        indexOfRowID[rowID] = Int32(ordinal)
        let pet = try reader.read(row)
        codes[ordinal] = pet.code
        let birthday =
          birthdayIndex[pet.birthday]
          ?? {
            birthdays.append(pet.birthday)
            birthdayIndex[pet.birthday] = Int32(birthdays.count - 1)
            return Int32(birthdays.count - 1)
          }()
        birthdayOf[ordinal] = birthday
        stagesOf[ordinal] = reader.stageNumber(of: pet)
      }
    }
    self.count = count
    self.codes = codes
    self.birthdayOf = birthdayOf
    self.birthdays = birthdays
    self.stagesOf = stagesOf
    self.stages = reader.stages
    self.indexOfRowID = indexOfRowID
    self.byName = try Self.order(.name, of: store)
    keepsWordStarts = try store.read { db in
      try db.tableExists("pet_word_starts") && db.tableExists("pet_word_list")
    }
    // The word index's list of its words (`wordsMatching`), on this connection, the index's own;
    // and on it and one more, the function that marks the pets of its row ids (`RowMarker`).
    var halves: [(store: CatalogStore, marker: RowMarker)] = []
    for connection in [store, try store.reopened()] {
      let marker = RowMarker(placeOfRowID: indexOfRowID, count: count)
      try connection.withConnection { db in try marker.register(in: db) }
      halves.append((connection, marker))
    }
    self.halves = halves
    try store.withConnection { db in
      try db.execute(sql: "CREATE VIRTUAL TABLE temp.pet_vocabulary USING fts5vocab(main, pet_words, 'row')")
    }
  }

  /// The listing in `order` as the store sorts it (one pass over that order's index).
  private static func order(_ order: PetSortOrder, of store: CatalogStore) throws -> [Int32] {
    let sql = StoreQuery(PetFilter(), order: order, today: .fixedDay, store: store.info, speciesNames: [:], db: nil)
    return try store.read { db in
      try FastRead.integers(db, sql: "SELECT ordinal FROM pet" + sql.clauses, arguments: sql.arguments).map {
        Int32($0)
      }
    }
  }

  private func order(_ order: PetSortOrder) throws -> [Int32] {
    // Nearest first asks for shelters, which the index does not keep (`asksForShelters`).
    let order = order.kept
    if order == .name { return byName }
    lock.lock()
    defer { lock.unlock() }
    if let made = orders[order] { return made }
    let made = order == .reverseName ? Array(byName.reversed()) : try Self.order(order, of: store)
    orders[order] = made
    return made
  }

  /// The listing indices of the pets that pass `filter`, in `order`: `PetIndex.query`'s answer.
  func query(_ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String]) throws
    -> [Int]
  {
    // Shelters (asked for, or near enough) are asked in SQL: the index keeps no pet's shelter.
    guard filter.shelters.isEmpty, filter.near == nil else { throw StoreIndexError.asksForShelters }
    guard let asked = try Asked(filter, in: self, speciesNames: speciesNames) else { return [] }
    var result = try Self.walk(self.order(order), asked, capacity: asked.found.map(Self.members) ?? count)
    if !filter.ageGroups.isEmpty {
      let allowed = AgeGroups(filter.ageGroups, today: today, in: self)
      result.removeAll { !allowed.contains($0) }
    }
    return result
  }

  /// The first `size` pets of `query`'s answer, on through the pet at `kept` when the answer
  /// holds it, and how many the answer holds: a walk of the listing that stops after them, and
  /// a count in listing order. At a million pets the whole answer to "b" is 882,000 indices,
  /// 15 ms to gather (the memory for them fresh each time); a page and the count take a few,
  /// so a keystroke shows its rows, its count and the same selected pet within the frame, and
  /// the rest follows. With an age group asked the answer is whole: a pet's age group is
  /// worked out from its birthday, and counting would cost what the whole answer does.
  func firstPage(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String], size: Int,
    keeping kept: Int? = nil
  ) throws -> AnswerPage {
    guard filter.ageGroups.isEmpty, filter.shelters.isEmpty, filter.near == nil else {
      let answer = try query(filter, order: order, today: today, speciesNames: speciesNames)
      return AnswerPage(indices: answer, count: answer.count)
    }
    guard let asked = try Asked(filter, in: self, speciesNames: speciesNames) else {
      return AnswerPage(indices: [], count: 0)
    }
    let size = max(size, 0)
    let page = try Self.walk(
      self.order(order), asked, capacity: size, limit: size, through: kept.flatMap { asked.passes($0) ? $0 : nil })
    return AnswerPage(indices: page, count: Self.count(asked))
  }

  /// What a query asks of each pet: the bit of the words typed (`nil`: no word), and the masks
  /// of its drop-downs.
  private struct Asked {
    let codes: [UInt64]
    let found: [UInt64]?
    let masks: AttributeCodes.Masks

    /// `nil` when no pet of the store can pass `filter`.
    init?(_ filter: PetFilter, in index: StoreIndex, speciesNames: [Species: String]) throws {
      // Each typed word narrows `found`: pets with a word that starts as typed, or of a
      // species whose name does; a bit a pet, by listing index.
      var found: [UInt64]?
      for term in filter.searchTerms {
        var holds = try index.recentPets(holding: term)
        let bits = AttributeCodes.speciesBits(PetIndex.species(holding: term, speciesNames: speciesNames))
        if bits != 0 {
          index.codes.withUnsafeBufferPointer { codes in
            for pet in codes.indices where codes[pet] & bits != 0 { holds[pet >> 6] |= 1 << UInt64(pet & 63) }
          }
        }
        if let previous = found {
          for word in holds.indices { holds[word] &= previous[word] }
        }
        found = holds
      }
      codes = index.codes
      self.found = found
      masks = AttributeCodes.Masks(filter)
    }

    /// Whether the pet at listing index `pet` passes.
    func passes(_ pet: Int) -> Bool {
      guard pet >= 0, pet < codes.count else { return false }
      if let found, found[pet >> 6] & (1 << UInt64(pet & 63)) == 0 { return false }
      return masks.matches(codes[pet])
    }
  }

  /// Which pets are of the age groups asked, on `today`: each birthday and life stage's group
  /// worked out as it is first met.
  private final class AgeGroups {
    let asked: Set<AgeGroup>
    let today: CalendarDate
    let index: StoreIndex
    var groups: [Int: AgeGroup] = [:]

    init(_ asked: Set<AgeGroup>, today: CalendarDate, in index: StoreIndex) {
      self.asked = asked
      self.today = today
      self.index = index
    }

    func contains(_ pet: Int) -> Bool {
      let birthday = Int(index.birthdayOf[pet])
      let stage = Int(index.stagesOf[pet])
      let key = birthday * 256 + stage
      // A pet whose age is not known is in no group.
      guard let stages = index.stages[stage] else { return false }
      let group =
        groups[key]
        ?? {
          let group = AgeGroup(Age(birthday: index.birthdays[birthday], on: today), stages: stages)
          groups[key] = group
          return group
        }()
      return asked.contains(group)
    }
  }

  /// How many bits of `set` are set.
  private static func members(_ set: [UInt64]) -> Int { set.reduce(0) { $0 + $1.nonzeroBitCount } }

  /// The listing indices in `order` that `asked` lets pass, in that order: at most `limit`,
  /// unless the pet at `kept` (one that passes) comes later, when they go on through it. One
  /// walk of the listing, in a loop of its own with nothing captured: 3–5 ms for a million.
  private static func walk(
    _ order: [Int32], _ asked: Asked, capacity: Int, limit: Int = .max, through kept: Int? = nil
  ) -> [Int] {
    var result: [Int] = []
    // Room for all at once (960,000 of a million pets pass by status alone), where growing
    // the list copied it a score of times and held two copies at its largest.
    result.reserveCapacity(capacity)
    // Where the walk may stop: after `limit` pets, and after `kept` when it is to be reached.
    var reached = kept == nil
    guard limit > 0 || !reached else { return result }
    let kept = kept ?? -1
    let masks = asked.masks
    order.withUnsafeBufferPointer { order in
      asked.codes.withUnsafeBufferPointer { codes in
        guard let found = asked.found else {
          for position in order where masks.matches(codes[Int(position)]) {
            result.append(Int(position))
            if Int(position) == kept { reached = true }
            if result.count >= limit, reached { return }
          }
          return
        }
        found.withUnsafeBufferPointer { found in
          for position in order {
            let pet = Int(position)
            guard found[pet >> 6] & (1 << UInt64(pet & 63)) != 0, masks.matches(codes[pet]) else { continue }
            result.append(pet)
            if pet == kept { reached = true }
            if result.count >= limit, reached { return }
          }
        }
      }
    }
    return result
  }

  /// How many pets `asked` lets pass: the codes in listing order, read once.
  private static func count(_ asked: Asked) -> Int {
    let masks = asked.masks
    return asked.codes.withUnsafeBufferPointer { codes in
      var count = 0
      guard let found = asked.found else {
        for code in codes where masks.matches(code) { count += 1 }
        return count
      }
      found.withUnsafeBufferPointer { found in
        for (word, bits) in found.enumerated() {
          var rest = bits
          while rest != 0 {
            if masks.matches(codes[word << 6 + rest.trailingZeroBitCount]) { count += 1 }
            rest &= rest - 1
          }
        }
      }
      return count
    }
  }

  /// The word index's queries for the pets with a word that starts with `word`: the words of
  /// the index that do, each by name, when there are few; else the prefix query; none when the
  /// index has no such word.
  ///
  /// The index keeps prefix indexes of 1 and 2 bytes only. For a longer prefix FTS5 gathers
  /// every word's pets before it hands over the first (on a million pets, "beagle*" took 14 ms
  /// where "beagle" took 3, and "bea*" 23 ms where its three words took 7 as one query, `OR`
  /// merging them, and 5 asked one by one, each word's pets marked as read); the words that
  /// start so are read from the store's list of its words (`pet_word_list`: 2–3 ms less a
  /// keystroke than FTS5's own, `fts5vocab`, which a store of version 2 has alone and which
  /// counts each word's pets as it lists it), up to `mostWordsNamed` of them: past that, the
  /// prefix is asked after all.
  private func wordsMatching(_ word: String) throws -> [String] {
    guard word.utf8.count > 2 else { return [StoreQuery.prefix(word)] }
    let list = keepsWordStarts ? "pet_word_list" : "temp.pet_vocabulary"
    let column = keepsWordStarts ? "word" : "term"
    let words = try store.read { db -> [String]? in
      var words: [String] = []
      // Words are ASCII letters and digits (`SearchText.indexWords`): any of them sorts before
      // a word followed by U+10FFFF.
      let rows = try String.fetchCursor(
        db, sql: "SELECT \(column) FROM \(list) WHERE \(column) >= ? AND \(column) < ?",
        arguments: [word, word + "\u{10FFFF}"])
      while let found = try rows.next() {
        guard words.count < Self.mostWordsNamed else { return nil }
        words.append(found)
      }
      return words
    }
    guard let words else { return [StoreQuery.prefix(word)] }
    return words.map(StoreQuery.whole)
  }

  /// The most words a query names, past which it asks for the prefix.
  static let mostWordsNamed = 64

  /// The pets of the word index's rows that match any of `matches`, a bit a pet: the two halves
  /// of the row ids read at once, on two connections, into two sets joined after (at a
  /// million pets, the 60,000 of "bea"'s three words took 7–10 ms on one).
  private func marked(_ matches: [String]) throws -> [UInt64] {
    // The row ids cut into as many ranges as there are connections, the last open-ended.
    let step = Int64(indexOfRowID.count / halves.count + 1)
    let ranges = halves.indices.map { half in
      (half == 0 ? Int64.min : step * Int64(half), half == halves.count - 1 ? Int64.max : step * Int64(half + 1))
    }
    let results = Mutex<[Result<[UInt64], CatalogError>?]>(Array(repeating: nil, count: halves.count))
    DispatchQueue.concurrentPerform(iterations: halves.count) { half in
      let result = Result { () throws(CatalogError) -> [UInt64] in
        var set = [UInt64](repeating: 0, count: WordStartSets.wordCount(count))
        try halves[half].store.read { db in
          try set.withUnsafeMutableBufferPointer { set in
            for match in matches { try halves[half].marker.mark(db, match, rows: ranges[half], into: set) }
          }
        }
        return set
      }
      results.withLock { $0[half] = result }
    }
    let sets = try results.withLock { results in
      try results.map { try ($0 ?? .success(Array(repeating: 0, count: WordStartSets.wordCount(count)))).get() }
    }
    var holds = sets[0]
    for other in sets.dropFirst() {
      for word in holds.indices { holds[word] |= other[word] }
    }
    return holds
  }

  /// `pets(holding:)`, kept for the few words typed last.
  private func recentPets(holding term: String) throws -> [UInt64] {
    if let kept = lock.withLock({ recentWords.first { $0.term == term }?.pets }) { return kept }
    let pets = try pets(holding: term)
    lock.withLock {
      recentWords.removeAll { $0.term == term }
      recentWords.append((term, pets))
      if recentWords.count > Self.recentWordsKept { recentWords.removeFirst() }
    }
    return pets
  }

  /// Which pets' name, breed or story holds `term` by the search rule: a bit a pet, by
  /// listing index.
  private func pets(holding term: String) throws -> [UInt64] {
    var holds = [UInt64](repeating: 0, count: WordStartSets.wordCount(count))
    func insert(_ index: Int) {
      if index >= 0, index < count { holds[index >> 6] |= 1 << UInt64(index & 63) }
    }
    if case .wordStart(let word) = SearchText.lookup(term) {
      // One or two letters, which most pets' words start with: the set the store keeps of them
      // (a store of version 2 has none; nor has one changed by hand, whose set is not one).
      if keepsWordStarts, let code = WordStartSets.code(of: word.utf8),
        let set = try store.read({ db in try WordStartSets.read(db, code: code, count: count) })
      {
        return set
      }
      // Exactly the pets with an index word that starts so: the index's row ids alone (none
      // when no index word starts so), marked as they are read.
      return try marked(wordsMatching(word))
    }
    let text = StoreQuery.textCondition(term, version: store.info.version)
    let indices = try store.read { db in
      try FastRead.integers(
        db, sql: "SELECT ordinal FROM pet WHERE gone = 0 AND " + text.sql, arguments: text.arguments)
    }
    for index in indices { insert(index) }
    return holds
  }
}

extension CalendarDate {
  /// A day for queries whose answer does not depend on it (no age group asked).
  static let fixedDay = CalendarDate(year: 2000, month: 1, day: 1) ?? CalendarDate.today()
}

/// The SQL function `pet_index_mark(rowid)`, registered on a `StoreIndex`'s connection: it marks
/// the pet of each word index row id it is given in a set of bits by listing index. A query
/// `SELECT count(pet_index_mark(rowid)) FROM pet_words WHERE …` is one step: SQLite calls it for
/// each row, where stepping to each row and reading its id took twice the time (7–8 ms for
/// the 36,000 pets of "beagle" at a million, of which FTS5's own reading is some 3).
private final class RowMarker: @unchecked Sendable {
  private let placeOfRowID: [Int32]
  private let count: Int
  /// The bits marked while a query runs (only on the connection's thread, inside `mark`).
  private var target: UnsafeMutableBufferPointer<UInt64>?

  init(placeOfRowID: [Int32], count: Int) {
    self.placeOfRowID = placeOfRowID
    self.count = count
  }

  func register(in db: Database) throws {
    let mark: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void = {
      context, _, values in
      guard let data = sqlite3_user_data(context), let value = values?[0] else { return }
      Unmanaged<RowMarker>.fromOpaque(data).takeUnretainedValue().mark(rowID: sqlite3_value_int64(value))
    }
    // The connection keeps the marker while it is open: `StoreIndex` holds both.
    let code = sqlite3_create_function_v2(
      db.sqliteConnection, "pet_index_mark", 1, SQLITE_UTF8 | SQLITE_DIRECTONLY,
      Unmanaged.passUnretained(self).toOpaque(), mark, nil, nil, nil)
    guard code == SQLITE_OK else {
      throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot add pet_index_mark")
    }
  }

  private func mark(rowID: Int64) {
    guard let target, rowID >= 0, rowID < placeOfRowID.count else { return }
    let place = Int(placeOfRowID[Int(rowID)])
    guard place >= 0, place < count else { return }
    target[place >> 6] |= 1 << UInt64(place & 63)
  }

  /// Marks into `bits` the pets of the rows of the word index that match `match`, their row ids
  /// in `rows` (from the first, up to the second).
  func mark(
    _ db: Database, _ match: String, rows: (Int64, Int64), into bits: UnsafeMutableBufferPointer<UInt64>
  ) throws {
    target = bits
    defer { target = nil }
    try FastRead.forEachRow(
      db,
      sql: """
        SELECT count(pet_index_mark(rowid)) FROM pet_words WHERE pet_words MATCH ? AND rowid >= ? AND rowid < ?
        """,
      arguments: [match, rows.0, rows.1]
    ) { _ in }
  }
}

/// Why a store's index in memory is not made (the store then answers in SQL).
enum StoreIndexError: Error {
  /// A pet's row id is below 0, or the row ids lie too far apart for a table from them.
  case rowIDsOutOfReach
  /// The query asks for shelters (by id, or near a place), which the index does not keep: the
  /// store answers it in SQL.
  case asksForShelters
}

/// Reads what the index keeps of a pet from its row (`StoreIndex`'s query) in place: each
/// spelling (a species, a status…) the reference's way the first time it is seen
/// (`PetRecord.attributes`, which names the store, the pet and the field of one it does not
/// know), then by its bytes, as `ListedRowDecoder` reads a list's rows. Read the reference's way
/// every time, a million pets took 3.4 s, where SQLite's shell reads their columns in one.
private struct AttributesReader {
  let store: String
  private var species = SpellingCache<Species>()
  private var sexes = SpellingCache<Sex>()
  private var rarities = SpellingCache<Rarity?>()
  private var sizes = SpellingCache<Size>()
  private var statuses = SpellingCache<AdoptionStatus>()
  /// The three good-with columns' answers, spelt alike.
  private var answers = SpellingCache<Answer>()
  private var ageKnowns = SpellingCache<AgeKnown>()
  private var coats = SpellingCache<Coat>()
  /// The life stages of the pets read, each once, numbered in the order first met (`nil`: the
  /// age is not known, in no stage).
  private(set) var stages: [LifeStages?] = []
  private var stageNumbers: [LifeStages?: UInt8] = [:]
  /// Each kind of pet's number in `stages`, by its species, breed and how its age is known.
  private var numberOfKind: [StagesKey: UInt8] = [:]

  /// What the index keeps of a pet.
  struct Attributes {
    let code: UInt64
    let birthday: CalendarDate
    let species: Species
    let breed: String
    let ageKnown: AgeKnown
  }

  private struct StagesKey: Hashable {
    let species: Species
    let breed: String
    let ageKnown: AgeKnown
  }

  init(store: String) {
    self.store = store
  }

  /// `row`'s pet: from the spellings seen before, else the reference's way (which throws for a
  /// value the model does not know), its spellings then kept.
  mutating func read(_ row: StatementRow) throws -> Attributes {
    typealias C = PetRecord.Attribute
    let breed = row.optionalText(C.breed) ?? ""
    if let species = species[row.textBytes(C.species)], let sex = sexes[row.textBytes(C.sex)],
      sqlite3_column_type(row.handle, Int32(C.birthday.rawValue)) == SQLITE_TEXT,
      let ageKnown = ageKnowns[row.textBytes(C.ageKnown)],
      let birthday = PetRecord.birthday(stored: row.textBytes(C.birthday), ageKnown: ageKnown),
      let rarity = rarities[row.textBytes(C.rarity)], let size = sizes[row.textBytes(C.size)],
      let status = statuses[row.textBytes(C.status)], let kids = answers[row.textBytes(C.goodWithKids)],
      let dogs = answers[row.textBytes(C.goodWithDogs)], let cats = answers[row.textBytes(C.goodWithCats)],
      let coat = coats[row.textBytes(C.coat)]
    {
      return Attributes(
        code: AttributeCodes.code(
          species: species, sex: sex, size: size, rarity: rarity, status: status, kids: kids, dogs: dogs, cats: cats,
          coat: coat),
        birthday: birthday, species: species, breed: breed, ageKnown: ageKnown)
    }
    let pet = try PetRecord.attributes(from: row, store: store)
    // Kept only for text, as the reference reads it (a number's digits are not its spelling).
    func text(_ column: C) -> UnsafeRawBufferPointer? {
      sqlite3_column_type(row.handle, Int32(column.rawValue)) == SQLITE_TEXT ? row.textBytes(column) : nil
    }
    if let bytes = text(.species) { species.remember(bytes, pet.species) }
    if let bytes = text(.sex) { sexes.remember(bytes, pet.sex) }
    if let bytes = text(.rarity) { rarities.remember(bytes, pet.rarity) }
    if let bytes = text(.size) { sizes.remember(bytes, pet.size) }
    if let bytes = text(.status) { statuses.remember(bytes, pet.status) }
    for (column, answer) in [
      (C.goodWithKids, pet.goodWithKids), (.goodWithDogs, pet.goodWithDogs), (.goodWithCats, pet.goodWithCats),
    ] {
      if let bytes = text(column) { answers.remember(bytes, answer) }
    }
    if let bytes = text(.ageKnown) { ageKnowns.remember(bytes, pet.ageKnown) }
    if let bytes = text(.coat) { coats.remember(bytes, pet.coat) }
    return Attributes(
      code: AttributeCodes.code(of: pet), birthday: pet.birthday, species: pet.species, breed: pet.breed,
      ageKnown: pet.ageKnown)
  }

  /// The number in `stages` of the life stages of `pet`'s kind, worked out once a kind: one
  /// lookup a pet, where the stages and then their number took two.
  mutating func stageNumber(of pet: Attributes) -> UInt8 {
    let key = StagesKey(species: pet.species, breed: pet.breed, ageKnown: pet.ageKnown)
    if let known = numberOfKind[key] { return known }
    let stage = LifeStages(pet.species, breed: pet.breed, ageKnown: pet.ageKnown)
    let number =
      stageNumbers[stage]
      ?? {
        stages.append(stage)
        stageNumbers[stage] = UInt8(truncatingIfNeeded: stages.count - 1)
        return UInt8(truncatingIfNeeded: stages.count - 1)
      }()
    if numberOfKind.count < 1 << 16 { numberOfKind[key] = number }
    return number
  }
}
