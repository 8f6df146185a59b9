import Foundation
import GRDB
import GRDBSQLite
import PetCatalog

/// For each start of one or two letters or digits of an index word ("b", "be"), the pets with a
/// word that starts so, as a set of places in the listing: what a store keeps in
/// `pet_word_starts` (schema version 3) so that the first letters typed, which match nearly
/// every pet, are one read of a few kilobytes rather than the word index's hundreds of
/// thousands of rows.
///
/// At a million pets, FTS5 hands over the 913,000 pets with a word that starts with "b" in
/// 63 ms (SQLite's own shell, counting them) and our loop reading them took 130 ms; the set is
/// 125 KB, read in well under a millisecond. Longer typed words match few pets, which the word
/// index gives quickly (`StoreIndex`).
///
/// The import fills the table: a new store from the words it writes (`insert(_:at:)`), an
/// updated one from its word index (`fromWordIndex`), the reference the first way is tested
/// against.
struct WordStartSets {
  /// How many places the sets are of: the pets listed (`ordinal` `0..<count`). A pet inserted
  /// past it makes it larger, for an import that learns how many pets there are at their end.
  var count: Int
  /// By `code(of:)`: the set, as bits by place (`nil`: empty), of `room` places.
  private var sets: [[UInt64]?]
  /// How many places the sets have room for, 64 a word: they grow all at once, by half again,
  /// when a pet comes past it.
  private var room: Int

  init(count: Int) {
    self.count = count
    room = Self.wordCount(count) * 64
    sets = Array(repeating: nil, count: Self.codeCount)
  }

  /// The bytes a start is made of: ASCII letters (as the word index lowercases them) and digits.
  private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
  /// Each byte's place in `alphabet`, or -1.
  private static let letterNumber: [Int8] = (0..<256).map { byte in
    let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    return Int8(alphabet.firstIndex(of: UInt8(lowered)) ?? -1)
  }
  /// One code for every start: 1 + a letter's number, or 37 + 36 × the first's + the second's.
  static let codeCount = 1 + alphabet.count + alphabet.count * alphabet.count

  /// The code of a start of one or two letters or digits; `nil` for anything else.
  static func code(of start: some Collection<UInt8>) -> Int? {
    var bytes = start.makeIterator()
    guard let first = bytes.next(), case let a = Int(letterNumber[Int(first)]), a >= 0 else { return nil }
    guard let second = bytes.next() else { return 1 + a }
    guard bytes.next() == nil, case let b = Int(letterNumber[Int(second)]), b >= 0 else { return nil }
    return 1 + alphabet.count + a * alphabet.count + b
  }

  /// The start a code stands for.
  static func start(ofCode code: Int) -> String {
    guard code > alphabet.count else { return String(decoding: [alphabet[code - 1]], as: UTF8.self) }
    let pair = code - 1 - alphabet.count
    return String(decoding: [alphabet[pair / alphabet.count], alphabet[pair % alphabet.count]], as: UTF8.self)
  }

  /// The codes of the starts of the words in `words` (`SearchText.indexWords`: the word index
  /// splits it at every ASCII byte that is not a letter or digit), each once.
  static func codes(ofWords words: String) -> [UInt16] {
    // Which codes were seen: a bit each, on the stack (a `Set` was a tenth of a new store's
    // import, on the thread that makes rows ready).
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (codeCount + 63) / 64) { seen in
      seen.initialize(repeating: 0)
      var codes: [UInt16] = []
      func add(_ code: Int) {
        let (word, bit) = (code >> 6, UInt64(1) << UInt64(code & 63))
        guard seen[word] & bit == 0 else { return }
        seen[word] |= bit
        codes.append(UInt16(code))
      }
      let letterCount = alphabet.count
      var previous = -1
      var atStart = true
      letterNumber.withUnsafeBufferPointer { letterNumber in
        for byte in words.utf8 {
          let number = Int(letterNumber[Int(byte)])
          // Any byte outside ASCII is taken for part of a word by the word index, but
          // `indexWords` leaves none.
          guard number >= 0 || byte >= 0x80 else {
            atStart = true
            previous = -1
            continue
          }
          if atStart {
            previous = number
            if number >= 0 { add(1 + number) }
          } else if previous >= 0 {
            if number >= 0 { add(1 + letterCount + previous * letterCount + number) }
            previous = -1
          }
          atStart = false
        }
      }
      return codes
    }
  }

  /// Adds the pet at `place` to the sets of `codes`, making `count` larger when it is past it.
  mutating func insert(_ codes: [UInt16], at place: Int) {
    guard place >= 0 else { return }
    if place >= count { count = place + 1 }
    if place >= room {
      let words = max(Self.wordCount(place + 1), room / 64 * 3 / 2)
      for code in sets.indices { sets[code]?.append(contentsOf: repeatElement(0, count: words - room / 64)) }
      room = words * 64
    }
    for code in codes { insert(place, intoSetOf: Int(code)) }
  }

  /// Adds the pet at `place` to the set of `code`.
  private mutating func insert(_ place: Int, intoSetOf code: Int) {
    guard place >= 0, place < count else { return }
    if sets[code] == nil { sets[code] = Array(repeating: 0, count: room / 64) }
    sets[code]?[place >> 6] |= 1 << UInt64(place & 63)
  }

  /// `set`'s bits as a set of `count` places: past `count` there are none.
  private func fitted(_ set: [UInt64]) -> [UInt64] {
    let words = Self.wordCount(count)
    return set.count == words
      ? set : Array(set.prefix(words)) + repeatElement(0, count: max(0, words - set.count))
  }

  /// How many 64-bit words a set of `count` places takes.
  static func wordCount(_ count: Int) -> Int { (count + 63) / 64 }

  /// The sets read from the store's word index, each start asked as a prefix: what an import
  /// that changed the pets of an existing store writes (its places may all have moved).
  static func fromWordIndex(_ db: Database, count: Int) throws -> WordStartSets {
    // By row id, in a table while the row ids are no more than a few times the pets (as an
    // import leaves them); one set by hand below 0 or far past the others, in a dictionary.
    var placeOfRowID: [Int32] = []
    var farPlaces: [Int: Int32] = [:]
    try FastRead.forEachRow(db, sql: "SELECT rowid, ordinal FROM pet WHERE gone = 0", arguments: []) { row in
      let rowID = Int(sqlite3_column_int64(row.handle, 0))
      let place = Int32(clamping: sqlite3_column_int64(row.handle, 1))
      guard rowID >= 0, rowID <= 4 * count + 1_024 else {
        farPlaces[rowID] = place
        return
      }
      if rowID >= placeOfRowID.count {
        placeOfRowID.append(contentsOf: repeatElement(-1, count: rowID - placeOfRowID.count + 1))
      }
      placeOfRowID[rowID] = place
    }
    var sets = WordStartSets(count: count)
    func read(_ code: Int) throws -> Bool {
      var found = false
      try FastRead.forEachRow(
        db, sql: StoreQuery.wordsStarting, arguments: [StoreQuery.prefix(start(ofCode: code))]
      ) { row in
        let rowID = Int(sqlite3_column_int64(row.handle, 0))
        let place = Int(rowID >= 0 && rowID < placeOfRowID.count ? placeOfRowID[rowID] : farPlaces[rowID] ?? -1)
        guard place >= 0, place < count else { return }
        sets.insert(place, intoSetOf: code)
        found = true
      }
      return found
    }
    for first in alphabet.indices where try read(1 + first) {
      // Two-letter starts only under a letter some word starts with.
      for second in alphabet.indices { _ = try read(1 + alphabet.count + first * alphabet.count + second) }
    }
    return sets
  }

  /// A pet whose words changed while every pet kept its place: its place, and its old and new
  /// words (`SearchText.indexWords`).
  struct Change {
    let place: Int
    let oldWords: String
    let newWords: String
  }

  /// Brings the stored sets of `count` places up to date for `changes`, every other pet where
  /// it was: only the starts a changed pet left or came to are read and written again, and the
  /// changed pets' new words go into `pet_word_list`. A pet whose status alone changed changes
  /// nothing here. `false` (nothing written) when a stored set is no set of `count` places (a
  /// store changed by hand): the caller reads them all again from the word index.
  static func patch(_ db: Database, count: Int, _ changes: [Change]) throws -> Bool {
    var moves: [Int: [(place: Int, isIn: Bool)]] = [:]
    for change in changes {
      let (old, new) = (Set(codes(ofWords: change.oldWords)), Set(codes(ofWords: change.newWords)))
      for code in old.subtracting(new) { moves[Int(code), default: []].append((change.place, false)) }
      for code in new.subtracting(old) { moves[Int(code), default: []].append((change.place, true)) }
    }
    var patched: [(code: Int, bits: [UInt64])] = []
    for (code, codeMoves) in moves {
      guard var bits = try read(db, code: code, count: count) else { return false }
      for (place, isIn) in codeMoves where place >= 0 && place < count {
        let bit = UInt64(1) << UInt64(place & 63)
        if isIn { bits[place >> 6] |= bit } else { bits[place >> 6] &= ~bit }
      }
      patched.append((code, bits))
    }
    let replace = try db.makeStatement(sql: "INSERT OR REPLACE INTO pet_word_starts (start, pets) VALUES (?, ?)")
    let delete = try db.makeStatement(sql: "DELETE FROM pet_word_starts WHERE start = ?")
    for (code, bits) in patched {
      if bits.allSatisfy({ $0 == 0 }) {
        try delete.execute(arguments: [start(ofCode: code)])
      } else {
        try replace.execute(arguments: [start(ofCode: code), encode(bits, count: count)])
      }
    }
    // The word index's list of words: a changed pet's new words in it, and an old word out once
    // no pet in the word index has it (a gone pet's words stay there, as they do in the index).
    let addWord = try db.makeStatement(sql: "INSERT OR IGNORE INTO pet_word_list (word) VALUES (?)")
    let removeWord = try db.makeStatement(sql: "DELETE FROM pet_word_list WHERE word = ?")
    let isIndexed = try db.makeStatement(
      sql: "SELECT EXISTS (SELECT 1 FROM pet_words WHERE pet_words MATCH ?)")
    for change in changes {
      let (old, new) = (Self.words(of: change.oldWords), Self.words(of: change.newWords))
      for word in new.subtracting(old) { try addWord.execute(arguments: [word]) }
      for word in old.subtracting(new)
      where try !(Bool.fetchOne(isIndexed, arguments: [StoreQuery.whole(word)]) ?? false) {
        try removeWord.execute(arguments: [word])
      }
    }
    return true
  }

  /// The words of `text` as the word index's tokenizer splits them: runs of ASCII letters and
  /// digits, lowercased.
  static func words(of text: String) -> Set<String> {
    Set(text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init))
  }

  /// Writes the sets into `pet_word_starts`, in place of what it held, and the word index's
  /// words into `pet_word_list` (read from FTS5's own list of them: 1.2 s at a million pets).
  func write(into db: Database) throws {
    try db.execute(
      sql: """
        DELETE FROM pet_word_list;
        CREATE VIRTUAL TABLE temp.import_vocabulary USING fts5vocab(main, pet_words, 'row');
        INSERT INTO pet_word_list (word) SELECT term FROM temp.import_vocabulary;
        DROP TABLE temp.import_vocabulary;
        """)
    try db.execute(sql: "DELETE FROM pet_word_starts")
    let insert = try db.makeStatement(sql: "INSERT INTO pet_word_starts (start, pets) VALUES (?, ?)")
    for (code, set) in sets.enumerated() {
      guard let set else { continue }
      try insert.execute(arguments: [Self.start(ofCode: code), Self.encode(fitted(set), count: count)])
    }
  }

  /// A set as stored: its bits, 64 places a little-endian word; or, when that is shorter, its
  /// places in order as little-endian 32-bit integers (a start few pets' words have).
  static func encode(_ bits: [UInt64], count: Int) -> Data {
    let members = bits.reduce(0) { $0 + $1.nonzeroBitCount }
    var data = Data()
    if members * 4 < bits.count * 8 {
      data.reserveCapacity(members * 4)
      for (wordIndex, word) in bits.enumerated() where word != 0 {
        var rest = word
        while rest != 0 {
          let place = UInt32(wordIndex * 64 + rest.trailingZeroBitCount)
          withUnsafeBytes(of: place.littleEndian) { data.append(contentsOf: $0) }
          rest &= rest - 1
        }
      }
    } else {
      data.reserveCapacity(bits.count * 8)
      for word in bits { withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) } }
    }
    return data
  }

  /// A stored set of `count` places, as bits; `nil` when the bytes are no such set (a store
  /// changed by hand, or made for another count): the caller asks the word index instead.
  static func decode(_ bytes: UnsafeRawBufferPointer, count: Int) -> [UInt64]? {
    let words = wordCount(count)
    var bits = [UInt64](repeating: 0, count: words)
    if bytes.count == words * 8 {
      bits.withUnsafeMutableBytes { $0.copyMemory(from: bytes) }
      for index in bits.indices { bits[index] = UInt64(littleEndian: bits[index]) }
      // No place past the last.
      if count % 64 != 0, let last = bits.last, last >> UInt64(count % 64) != 0 { return nil }
      return bits
    }
    guard bytes.count % 4 == 0, bytes.count < words * 8 else { return nil }
    var previous = -1
    for offset in stride(from: 0, to: bytes.count, by: 4) {
      let place = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      guard place > previous, place < count else { return nil }
      bits[place >> 6] |= 1 << UInt64(place & 63)
      previous = place
    }
    return bits
  }

  /// The stored set of the start with `code`, read from `db`: empty when the table has none
  /// (no word starts so); `nil` when the stored bytes are no set of `count` places.
  static func read(_ db: Database, code: Int, count: Int) throws -> [UInt64]? {
    // `nil` while no row is read.
    var stored: [UInt64]??
    try FastRead.forEachRow(
      db, sql: "SELECT pets FROM pet_word_starts WHERE start = ?", arguments: [start(ofCode: code)]
    ) { row in
      stored = .some(row.bytes(0).flatMap { decode($0, count: count) })
    }
    guard let stored else { return Array(repeating: 0, count: wordCount(count)) }
    return stored
  }

  /// The stored sets by code, for tests: what the table holds, decoded.
  static func stored(_ db: Database, count: Int) throws -> [String: [UInt64]] {
    var result: [String: [UInt64]] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT start, pets FROM pet_word_starts") {
      let data: Data = row["pets"]
      result[row["start"]] = data.withUnsafeBytes { decode($0, count: count) }
    }
    return result
  }

  /// The sets as this value holds them, by start, for tests.
  var byStart: [String: [UInt64]] {
    var result: [String: [UInt64]] = [:]
    for (code, set) in sets.enumerated() { if let set { result[Self.start(ofCode: code)] = fitted(set) } }
    return result
  }
}
