import Foundation
import GRDB
import PetCatalog
import PetLocalization

/// A pet as a row of the store's `pet` table, and back.
enum PetRecord {
  /// The columns a pet is read from, in the order `pet(from:store:)` reads them (`Whole`), in a
  /// store of `version`.
  static func columns(_ version: Int) -> String { Whole.list(version: version) }

  /// The columns later versions added to `pet`, with the version that added each and the value
  /// its migration gives every row already there: a store of an earlier version is read with
  /// that value in its place.
  static let laterColumns = LaterColumns(
    [
      (CatalogStoreSchema.coloursAndCoatsVersion, LaterColumns.coloursAndCoats),
      (CatalogStoreSchema.photosVersion, LaterColumns.photos),
      (CatalogStoreSchema.sheltersVersion, LaterColumns.shelters),
    ], column: \.storeColumn)

  /// The pet in `row` (read with `columns`). A value the model does not know gets an error that
  /// names the store, the pet and the field: a store changed by hand, or by another program.
  static func pet(from row: some PetColumns, store: String) throws -> Pet {
    typealias C = Whole
    let fields = Fields(row: row, id: row.optionalText(C.id) ?? "", store: store)
    let ageKnown = try fields.ageKnown(C.ageKnown)
    return Pet(
      id: fields.id, name: row.optionalText(C.name) ?? "", species: try fields.value(C.species),
      breed: row.optionalText(C.breed) ?? "", sex: try fields.value(C.sex),
      birthday: try fields.birthday(C.birthday, ageKnown: ageKnown),
      rarity: try fields.rarity(C.rarity), image: row.optionalText(C.image) ?? "", size: try fields.value(C.size),
      description: row.optionalText(C.description) ?? "", intakeDate: try fields.optionalDate(C.intakeDate),
      status: try fields.value(C.status), goodWithKids: try fields.value(C.goodWithKids),
      goodWithDogs: try fields.value(C.goodWithDogs), goodWithCats: try fields.value(C.goodWithCats),
      spayedNeutered: row.optionalFlag(C.spayedNeutered), vaccinated: row.optionalFlag(C.vaccinated),
      houseTrained: row.optionalFlag(C.houseTrained), fee: try fields.fee(C.fee),
      ageKnown: ageKnown, colour: row.optionalText(C.colour) ?? "",
      coat: try fields.value(C.coat), photos: try fields.photos(C.photos),
      shelter: row.optionalText(C.shelter) ?? "")
  }

  /// The birthday in `bytes` as `pet(from:store:)` reads it, with no string made: none ('') for
  /// an age not known, its stand-in; a date for any other age; `nil` for anything else, which
  /// the reference names.
  static func birthday(stored bytes: UnsafeRawBufferPointer, ageKnown: AgeKnown) -> CalendarDate? {
    if ageKnown == .unknown { return bytes.isEmpty ? AgeKnown.unknownStandIn : nil }
    return CalendarDate(isoBytes: bytes.assumingMemoryBound(to: UInt8.self))
  }

  /// How many columns `columns` names: the place of a column read after them.
  static let columnCount = Whole.allCases.count

  /// The columns a list's row is read from, in the order `listedPet(from:store:)` reads them.
  /// The columns a list's row is read from in a store of `version`: the shelter's id only
  /// `withShelter` (asked near a place, where each row says how far), else `''`. `pet_by_name`
  /// holds every other one, so a list by name is read from that index alone: with the shelter
  /// read for every list, a million pets took 4.6 s to list, not 1.2 s.
  static func listedColumns(_ version: Int, withShelter: Bool) -> String {
    Listed.allCases.map { column in
      column == .shelter && !withShelter
        ? "'' AS \(column.column)" : laterColumns.column(column.column, in: version, named: true)
    }.joined(separator: ", ")
  }

  /// The pet in `row` (read with `listedColumns`), its other fields empty.
  static func listedPet(from row: some ColumnTexts, store: String) throws -> Pet {
    typealias C = Listed
    let fields = Fields(row: row, id: row.optionalText(C.id) ?? "", store: store)
    let ageKnown = try fields.ageKnown(C.ageKnown)
    let birthday = try fields.birthday(C.birthday, ageKnown: ageKnown)
    return Pet(
      id: fields.id, name: row.optionalText(C.name) ?? "", species: try fields.value(C.species), breed: "",
      sex: .female, birthday: birthday, rarity: try fields.rarity(C.rarity), image: "", size: .medium,
      description: "", intakeDate: birthday, status: try fields.value(C.status), fee: try fields.fee(C.fee),
      ageKnown: ageKnown, shelter: row.optionalText(C.shelter) ?? "")
  }

  /// The columns a filter tests, in the order `attributes(from:store:)` reads them, in a store
  /// of `version`.
  static func attributeColumns(_ version: Int) -> String { Attribute.list(version: version) }

  /// The pet in `row` (read with `attributeColumns`) with only what a filter tests.
  static func attributes(from row: some PetColumns, store: String) throws -> Pet {
    typealias C = Attribute
    let fields = Fields(row: row, id: "#\(row.integer(C.rowid))", store: store)
    let ageKnown = try fields.ageKnown(C.ageKnown)
    let birthday = try fields.birthday(C.birthday, ageKnown: ageKnown)
    return Pet(
      id: fields.id, name: "", species: try fields.value(C.species), breed: row.optionalText(C.breed) ?? "",
      sex: try fields.value(C.sex), birthday: birthday, rarity: try fields.rarity(C.rarity), image: "",
      size: try fields.value(C.size), description: "", intakeDate: birthday, status: try fields.value(C.status),
      goodWithKids: try fields.value(C.goodWithKids), goodWithDogs: try fields.value(C.goodWithDogs),
      goodWithCats: try fields.value(C.goodWithCats), ageKnown: ageKnown, coat: try fields.value(C.coat))
  }

  /// A row's values read as the model's, with an error naming the field for one it does not know.
  private struct Fields<Columns: ColumnTexts> {
    let row: Columns
    let id: String
    let store: String

    func value<Value: CatalogEnum>(_ column: some StoreColumns) throws -> Value {
      // A spelling has no NUL: read as SQLite's text.
      let text = row.optionalText(column) ?? ""
      guard let value = Value(rawValue: text) else {
        throw problem(
          store, id: id, field: column.field,
          trf(tr("expected one of %1$@, found \"%2$@\""), Value.spellings, text))
      }
      return value
    }

    /// The rarity, `nil` for the empty text a pet without one has.
    func rarity(_ column: some StoreColumns) throws -> Rarity? {
      let text = row.optionalText(column) ?? ""
      return text.isEmpty ? nil : try value(column) as Rarity
    }

    /// The pet's own fee, `nil` for NULL.
    func fee(_ column: some StoreColumns) throws -> Decimal? {
      guard let text = row.optionalText(column) else { return nil }
      guard let fee = Money.parse(text) else {
        throw problem(
          store, id: id, field: "fee", trf(tr("expected an amount such as \"75.00\", found \"%1$@\""), text))
      }
      return fee
    }

    /// Every photo, as `Photo.text` wrote them.
    func photos(_ column: some StoreColumns) throws -> [Photo] {
      let text = row.optionalText(column) ?? ""
      guard let photos = Photo.photos(stored: text) else {
        throw problem(
          store, id: id, field: column.field,
          trf(tr("expected a list of photos, found \"%1$@\""), JSONValue.clipped(text)))
      }
      return photos
    }

    func ageKnown(_ column: some StoreColumns) throws -> AgeKnown {
      let text = row.optionalText(column) ?? ""
      guard let known = AgeKnown(spelling: text) else {
        throw problem(
          store, id: id, field: "ageKnown",
          trf(tr("expected one of %1$@, found \"%2$@\""), "exact, estimated, unknown, " + AgeGroup.spellings, text))
      }
      return known
    }

    /// The birthday of a pet whose age is known so: '' (none) for an age not known, read as its
    /// stand-in (`AgeKnown.unknownStandIn`); a date for any other.
    func birthday(_ column: some StoreColumns, ageKnown: AgeKnown) throws -> CalendarDate {
      let date = try optionalDate(column)
      switch (date, ageKnown) {
      case (nil, .unknown): return AgeKnown.unknownStandIn
      case (let date?, .exact), (let date?, .estimated), (let date?, .group): return date
      case (nil, _):
        throw problem(store, id: id, field: column.field, tr("expected a date YYYY-MM-DD, found \"\""))
      case (let date?, .unknown):
        throw problem(
          store, id: id, field: column.field,
          trf(tr("expected no birthday for an age not known, found \"%1$@\""), date.isoString))
      }
    }

    /// A date that may not be known: '' (an intake date its listing does not give).
    func optionalDate(_ column: some StoreColumns) throws -> CalendarDate? {
      let text = row.optionalText(column) ?? ""
      if text.isEmpty { return nil }
      guard let date = CalendarDate(iso: text) else {
        throw problem(
          store, id: id, field: column.field, trf(tr("expected a date YYYY-MM-DD, found \"%1$@\""), text))
      }
      return date
    }
  }

  /// `text` as a value that SQLite keeps whole: text, or its UTF-8 bytes as a blob when it holds
  /// a NUL, since GRDB hands text to SQLite as a C string, which ends at the first NUL. A
  /// catalogue's text may hold one (`\u0000` in its JSON); `text(_:_:)` reads both back.
  static func whole(_ text: String) -> any DatabaseValueConvertible {
    text.utf8.contains(0) ? Data(text.utf8) : text
  }

  /// The text in column `index` of `row`, whole: SQLite's text, or the bytes of a text that
  /// `whole` kept as a blob because it holds a NUL (GRDB's `String` would stop there).
  static func text(_ row: Row, _ index: Int) -> String {
    optionalText(row, index) ?? ""
  }

  /// As `text(_:_:)`, `nil` for NULL.
  static func optionalText(_ row: Row, _ index: Int) -> String? {
    switch (row[index] as DatabaseValue).storage {
    case .string(let text):
      // Text with no NUL in it (one with a NUL is kept as a blob).
      return text
    case .blob(let bytes):
      return bytes.withUnsafeBytes { String(decoding: $0.bindMemory(to: UInt8.self), as: UTF8.self) }
    case .null, .int64, .double:
      return nil
    }
  }

  /// Whether the pet in `row` had no picture file when it was imported.
  static func imageMissing(_ row: some PetColumns) -> Bool { row.optionalFlag(Whole.imageMissing) ?? false }

  static func rowID(_ row: some PetColumns) -> Int64 { row.integer(Whole.rowid) }

  private static func problem(_ store: String, id: String, field: String, _ message: String) -> CatalogError {
    CatalogError(kind: .invalid, problems: [CatalogProblem(file: store, petID: id, field: field, message: message)])
  }

  /// The values written for `pet`, for the columns `writtenColumns` names, in that order: one
  /// case of `Written` each, so the binding and the list cannot disagree.
  static func row(_ pet: Pet, ordinal: Int, imageMissing: Bool, folded: String) -> BoundRow {
    // Plain ASCII folds by lowercasing, which SQLite's lower() does as well: nothing to keep.
    let isPlain = pet.searchedTexts.allSatisfy { $0.utf8.allSatisfy(isPlainASCII) }
    var row = BoundRow(
      columns: Written.allCases.count, bytes: 256 + pet.description.utf8.count + (isPlain ? 0 : folded.utf8.count))
    for column in Written.allCases {
      switch column {
      case .id: row.append(text: pet.id)
      case .ordinal: row.append(Int64(ordinal))
      case .name: row.append(text: pet.name)
      case .nameKey: row.append(blob: nameKey(pet.name).utf8)
      case .species: row.append(text: pet.species.rawValue)
      case .breed: row.append(text: pet.breed)
      case .sex: row.append(text: pet.sex.rawValue)
      // Not known: '', which sorts last the youngest first (`StoreQuery`).
      case .birthday: row.append(text: pet.ageKnown == .unknown ? "" : pet.birthday.isoString)
      case .rarity: row.append(text: pet.rarity?.rawValue ?? "")
      case .image: row.append(text: pet.image)
      case .imageMissing: row.append(imageMissing)
      case .size: row.append(text: pet.size.rawValue)
      case .description: row.append(text: pet.description)
      // Not known: '', which sorts last the newest first (`StoreQuery`).
      case .intakeDate: row.append(text: pet.intakeDate?.isoString ?? "")
      case .status: row.append(text: pet.status.rawValue)
      case .goodWithKids: row.append(text: pet.goodWithKids.rawValue)
      case .goodWithDogs: row.append(text: pet.goodWithDogs.rawValue)
      case .goodWithCats: row.append(text: pet.goodWithCats.rawValue)
      case .spayedNeutered: row.append(pet.spayedNeutered)
      case .vaccinated: row.append(pet.vaccinated)
      case .houseTrained: row.append(pet.houseTrained)
      case .folded:
        // A NUL is a line break to the search rule (neither starts a typed word, both end one),
        // and SQL functions stop reading text at a NUL.
        row.append(
          text: isPlain
            ? nil : folded.utf8.contains(0) ? folded.replacingOccurrences(of: "\u{0}", with: "\n") : folded)
      case .fee: row.append(text: pet.fee.map(Money.text))
      case .ageKnown: row.append(text: pet.ageKnown.spelling)
      case .colour: row.append(text: pet.colour)
      case .coat: row.append(text: pet.coat.rawValue)
      case .photos: row.append(text: Photo.text(pet.photos))
      case .shelter: row.append(text: pet.shelter)
      }
    }
    return row
  }

  /// ASCII that SQLite's text functions take as they are: printable, or a line break.
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    (0x20..<0x7F).contains(byte) || byte == 0x0A
  }

  static let writtenColumns = Written.list(version: CatalogStoreSchema.version)

  /// One `?` for each of `writtenColumns` and `extra` more, for an INSERT's VALUES.
  static func placeholders(extra: Int) -> String {
    StoreQuery.marks(Written.allCases.count + extra)
  }

  /// The name as the store sorts it: folded, in Unicode's composed form, whose bytes sort as
  /// Swift compares strings (`PetIndex.nameOrder`). Kept as a blob in every row (`whole`), so
  /// every name sorts by its bytes alike.
  static func nameKey(_ name: String) -> String {
    let folded = SearchText.fold(name)
    // ASCII is composed already: Foundation is asked only for the names that are not.
    return folded.utf8.allSatisfy { $0 < 0x80 } ? folded : folded.precomposedStringWithCanonicalMapping
  }

  /// The folded name, breed, story and colour (`Pet.searchedTexts`) in a store of `version`: the
  /// `folded` column, else the four lowercased (SQL). A store's rows from before version 4 have
  /// no colour and a `folded` of three lines; the line break after the story starts no word.
  static func foldedSQL(_ version: Int) -> String {
    let parts = PetField.searched.map { laterColumns.column($0.storeColumn, in: version) }
    return "coalesce(folded, lower(\(parts.joined(separator: " || char(10) || "))))"
  }
}
