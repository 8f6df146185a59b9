import Foundation

/// A pet as a list's row shows it, read in place: its id and name as the UTF-8 bytes the store
/// holds, valid only while the row is handed over, and the values its other cells are made
/// from. A million rows are printed without a `String` or a `Pet` each.
public struct ListedRow {
  public let id: UnsafeRawBufferPointer
  public let name: UnsafeRawBufferPointer
  public let species: Species
  public let birthday: CalendarDate
  public let rarity: Rarity?
  public let status: AdoptionStatus
  public let fee: Decimal?
  public let ageKnown: AgeKnown
  /// The id of the pet's shelter (`Pet.shelter`), as UTF-8: empty in a catalogue of one.
  public let shelter: UnsafeRawBufferPointer

  public init(
    id: UnsafeRawBufferPointer, name: UnsafeRawBufferPointer, species: Species, birthday: CalendarDate,
    rarity: Rarity?, status: AdoptionStatus, fee: Decimal?, ageKnown: AgeKnown,
    shelter: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0)
  ) {
    self.id = id
    self.name = name
    self.species = species
    self.birthday = birthday
    self.rarity = rarity
    self.status = status
    self.fee = fee
    self.ageKnown = ageKnown
    self.shelter = shelter
  }

  /// Calls `body` with `pet`'s row, its id and name read in place from the pet's strings: the
  /// same row a store gives, for a catalogue held in memory.
  public static func of<Result>(_ pet: Pet, _ body: (ListedRow) throws -> Result) rethrows -> Result {
    var (id, name, shelter) = (pet.id, pet.name, pet.shelter)
    return try id.withUTF8 { id in
      try name.withUTF8 { name in
        try shelter.withUTF8 { shelter in
          try body(
            ListedRow(
              id: UnsafeRawBufferPointer(id), name: UnsafeRawBufferPointer(name), species: pet.species,
              birthday: pet.birthday, rarity: pet.rarity, status: pet.status, fee: pet.fee, ageKnown: pet.ageKnown,
              shelter: UnsafeRawBufferPointer(shelter)))
        }
      }
    }
  }

  /// The pet the row shows, with its other fields empty: what a view model is made of, for a
  /// cell whose text is not made yet.
  public var pet: Pet {
    Pet(
      id: String(decoding: id, as: UTF8.self), name: String(decoding: name, as: UTF8.self), species: species,
      breed: "", sex: .female, birthday: birthday, rarity: rarity, image: "", size: .medium, description: "",
      intakeDate: birthday, status: status, fee: fee, ageKnown: ageKnown,
      shelter: String(decoding: shelter, as: UTF8.self))
  }
}

/// List rows copied out of the store, a few thousand at a time, so one thread reads the next
/// while another prints these (`CatalogStore.forEachListedRow(…readingAhead:)`).
public struct ListedRowBatch: Sendable {
  /// Every row's id, name and shelter, one after the other.
  private var bytes: [UInt8] = []
  private var rows: [Row] = []

  private struct Row: Sendable {
    let idEnd: Int
    let nameEnd: Int
    let shelterEnd: Int
    let species: Species
    let birthday: CalendarDate
    let rarity: Rarity?
    let status: AdoptionStatus
    let fee: Decimal?
    let ageKnown: AgeKnown
  }

  public init() {}

  public var count: Int { rows.count }

  public mutating func append(_ row: ListedRow) {
    bytes.append(contentsOf: row.id)
    let idEnd = bytes.count
    bytes.append(contentsOf: row.name)
    let nameEnd = bytes.count
    bytes.append(contentsOf: row.shelter)
    rows.append(
      Row(
        idEnd: idEnd, nameEnd: nameEnd, shelterEnd: bytes.count, species: row.species, birthday: row.birthday,
        rarity: row.rarity,
        status: row.status, fee: row.fee, ageKnown: row.ageKnown))
  }

  /// Calls `body` with each row, in the order they were appended.
  public func forEach(_ body: (ListedRow) throws -> Void) rethrows {
    try bytes.withUnsafeBytes { bytes in
      var start = 0
      for row in rows {
        try body(
          ListedRow(
            id: UnsafeRawBufferPointer(rebasing: bytes[start..<row.idEnd]),
            name: UnsafeRawBufferPointer(rebasing: bytes[row.idEnd..<row.nameEnd]), species: row.species,
            birthday: row.birthday, rarity: row.rarity, status: row.status, fee: row.fee, ageKnown: row.ageKnown,
            shelter: UnsafeRawBufferPointer(rebasing: bytes[row.nameEnd..<row.shelterEnd])))
        start = row.shelterEnd
      }
    }
  }
}

extension ListedRowBatch {
  /// The rows a table needs twice, to measure its columns and then to write them: `first` is
  /// called with each row `forEachRow` gives, then `between`, then `second` with each row
  /// again. While they are no more than `limit` (some 100 bytes a row), the rows are kept and
  /// given again from memory; past that, the kept ones are dropped and `forEachRow` is asked
  /// again, so what is held never grows with the answer.
  public static func readTwice(
    keepingUpTo limit: Int = 65_536, _ forEachRow: ((ListedRow) throws -> Void) throws -> Void,
    first: (ListedRow) throws -> Void, between: () throws -> Void, second: (ListedRow) throws -> Void
  ) throws {
    // The closures are called one at a time, never from one another: none escapes.
    try withoutActuallyEscaping(first) { first in
      try withoutActuallyEscaping(second) { second in
        var kept: ListedRowBatch? = ListedRowBatch()
        try forEachRow { row in
          try first(row)
          guard kept != nil else { return }
          if kept?.count ?? 0 < limit { kept?.append(row) } else { kept = nil }
        }
        try between()
        if let kept { try kept.forEach(second) } else { try forEachRow(second) }
      }
    }
  }
}
