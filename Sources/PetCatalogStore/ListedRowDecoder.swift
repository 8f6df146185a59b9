import Foundation
import PetCatalog

/// Reads a list's rows (`PetRecord.listedColumns`) as `ListedRow`s in place. A spelling (a
/// species, a status…) is read by `PetRecord.listedPet` the first time it is seen, which names
/// the store, the pet and the field of one it does not know; after that it is recognised by its
/// bytes. A row with anything not seen before goes the reference's whole way
/// (`StoreImportTests` holds the two alike on hand-damaged stores, `StoreFuzzTests` on mutated
/// catalogues).
struct ListedRowDecoder {
  let store: String
  private var species = SpellingCache<Species>()
  private var rarities = SpellingCache<Rarity?>()
  private var statuses = SpellingCache<AdoptionStatus>()
  private var ageKnowns = SpellingCache<AgeKnown>()
  /// Each own fee's text, read: few shelters list many.
  private var fees: [String: Decimal] = [:]

  init(store: String) {
    self.store = store
  }

  /// Calls `body` with `row` read.
  mutating func read(_ row: StatementRow, _ body: (ListedRow) throws -> Void) throws {
    let empty = UnsafeRawBufferPointer(start: nil, count: 0)
    typealias C = PetRecord.Listed
    let id = row.bytes(C.id) ?? empty
    let name = row.bytes(C.name) ?? empty
    if let recognised = recognised(row, id: id, name: name) { return try body(recognised) }
    // Something not seen before: read as the reference reads it (and refused as it refuses it).
    let pet = try PetRecord.listedPet(from: row, store: store)
    // Kept only for text (a number's digits are not the spelling the reference read).
    if let bytes = row.bytes(C.species) { species.remember(bytes, pet.species) }
    if let bytes = row.bytes(C.rarity) { rarities.remember(bytes, pet.rarity) }
    if let bytes = row.bytes(C.status) { statuses.remember(bytes, pet.status) }
    if let bytes = row.bytes(C.ageKnown) { ageKnowns.remember(bytes, pet.ageKnown) }
    if let feeBytes = row.bytes(C.fee), let fee = pet.fee, fees.count < 4_096 {
      fees[String(decoding: feeBytes, as: UTF8.self)] = fee
    }
    try body(
      ListedRow(
        id: id, name: name, species: pet.species, birthday: pet.birthday, rarity: pet.rarity, status: pet.status,
        fee: pet.fee, ageKnown: pet.ageKnown, shelter: row.bytes(C.shelter) ?? empty))
  }
}

extension ListedRowDecoder {
  /// `row` read from bytes seen before alone; `nil` when any of them is new.
  fileprivate func recognised(
    _ row: StatementRow, id: UnsafeRawBufferPointer, name: UnsafeRawBufferPointer
  ) -> ListedRow? {
    typealias C = PetRecord.Listed
    guard let species = species[row.textBytes(C.species)], let ageKnown = ageKnowns[row.textBytes(C.ageKnown)],
      let birthday = PetRecord.birthday(stored: row.textBytes(C.birthday), ageKnown: ageKnown),
      let rarity = rarities[row.textBytes(C.rarity)], let status = statuses[row.textBytes(C.status)]
    else { return nil }
    var fee: Decimal?
    if let bytes = row.bytes(C.fee) {
      guard let known = fees[String(decoding: bytes, as: UTF8.self)] else { return nil }
      fee = known
    }
    return ListedRow(
      id: id, name: name, species: species, birthday: birthday, rarity: rarity, status: status, fee: fee,
      ageKnown: ageKnown, shelter: row.bytes(C.shelter) ?? UnsafeRawBufferPointer(start: nil, count: 0))
  }
}

/// The values of a few spellings, found by their bytes: a column of a dozen spellings at most.
struct SpellingCache<Value> {
  private var spellings: [(bytes: [UInt8], value: Value)] = []

  subscript(bytes: UnsafeRawBufferPointer) -> Value? {
    for entry in spellings where entry.bytes.count == bytes.count {
      let same = entry.bytes.withUnsafeBytes { known in
        // Of the same length, only empty ones may have no address.
        guard let known = known.baseAddress, let bytes = bytes.baseAddress else { return true }
        return memcmp(known, bytes, entry.bytes.count) == 0
      }
      if same { return entry.value }
    }
    return nil
  }

  /// Keeps `value` for `bytes`; past 32 spellings (a store made by hand) the rest are read each
  /// time.
  mutating func remember(_ bytes: UnsafeRawBufferPointer, _ value: Value) {
    guard spellings.count < 32, self[bytes] == nil else { return }
    spellings.append((Array(bytes), value))
  }
}
