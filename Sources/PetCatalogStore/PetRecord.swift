import Foundation
import GRDB
import PetCatalog
import PetLocalization

/// A pet as a row of the store's `pet` table, and back.
enum PetRecord {
  /// The columns a pet is read from, in the order `pet(from:store:)` reads them.
  static let columns = """
    rowid, id, name, species, breed, sex, birthday, rarity, image, size, description, intakeDate, status, \
    goodWithKids, goodWithDogs, goodWithCats, spayedNeutered, vaccinated, houseTrained, imageMissing, fee, ageKnown
    """

  /// The pet in `row` (read with `columns`). A value the model does not know gets an error that
  /// names the store, the pet and the field: a store changed by hand, or by another program.
  static func pet(from row: some PetColumns, store: String) throws -> Pet {
    let fields = Fields(row: row, id: row.optionalText(1) ?? "", store: store)
    return Pet(
      id: fields.id, name: row.optionalText(2) ?? "", species: try fields.value(3, "species"),
      breed: row.optionalText(4) ?? "", sex: try fields.value(5, "sex"), birthday: try fields.date(6, "birthday"),
      rarity: try fields.rarity(7), image: row.optionalText(8) ?? "", size: try fields.value(9, "size"),
      description: row.optionalText(10) ?? "", intakeDate: try fields.date(11, "intakeDate"),
      status: try fields.value(12, "status"), goodWithKids: try fields.value(13, "goodWithKids"),
      goodWithDogs: try fields.value(14, "goodWithDogs"), goodWithCats: try fields.value(15, "goodWithCats"),
      spayedNeutered: row.optionalFlag(16), vaccinated: row.optionalFlag(17), houseTrained: row.optionalFlag(18),
      fee: try fields.fee(20), ageKnown: try fields.ageKnown(21))
  }

  /// How many columns `columns` names: the place of a column read after them.
  static let columnCount = columns.split(separator: ",").count

  /// The columns a list's row is read from, in the order `listedPet(from:store:)` reads them.
  static let listedColumns = "id, name, species, birthday, rarity, status, fee, ageKnown"

  /// The pet in `row` (read with `listedColumns`), its other fields empty.
  static func listedPet(from row: some ColumnTexts, store: String) throws -> Pet {
    let fields = Fields(row: row, id: row.optionalText(0) ?? "", store: store)
    let birthday = try fields.date(3, "birthday")
    return Pet(
      id: fields.id, name: row.optionalText(1) ?? "", species: try fields.value(2, "species"), breed: "",
      sex: .female, birthday: birthday, rarity: try fields.rarity(4), image: "", size: .medium, description: "",
      intakeDate: birthday, status: try fields.value(5, "status"), fee: try fields.fee(6),
      ageKnown: try fields.ageKnown(7))
  }

  /// The pet in `row` with only what a filter tests: `rowid, ordinal, gone, species, breed, sex,
  /// birthday, rarity, size, status, goodWithKids, goodWithDogs, goodWithCats, ageKnown`.
  static func attributes(from row: some PetColumns, store: String) throws -> Pet {
    let fields = Fields(row: row, id: "#\(row.integer(0))", store: store)
    let birthday = try fields.date(6, "birthday")
    return Pet(
      id: fields.id, name: "", species: try fields.value(3, "species"), breed: row.optionalText(4) ?? "",
      sex: try fields.value(5, "sex"),
      birthday: birthday, rarity: try fields.rarity(7), image: "", size: try fields.value(8, "size"),
      description: "", intakeDate: birthday, status: try fields.value(9, "status"),
      goodWithKids: try fields.value(10, "goodWithKids"), goodWithDogs: try fields.value(11, "goodWithDogs"),
      goodWithCats: try fields.value(12, "goodWithCats"), ageKnown: try fields.ageKnown(13))
  }

  /// A row's values read as the model's, with an error naming the field for one it does not know.
  private struct Fields<Columns: ColumnTexts> {
    let row: Columns
    let id: String
    let store: String

    func value<Value: CatalogEnum>(_ column: Int, _ field: String) throws -> Value {
      // A spelling has no NUL: read as SQLite's text.
      let text = row.optionalText(column) ?? ""
      guard let value = Value(rawValue: text) else {
        throw problem(
          store, id: id, field: field, trf(tr("expected one of %1$@, found \"%2$@\""), Value.spellings, text))
      }
      return value
    }

    /// The rarity, `nil` for the empty text a pet without one has.
    func rarity(_ column: Int) throws -> Rarity? {
      let text = row.optionalText(column) ?? ""
      return text.isEmpty ? nil : try value(column, "rarity") as Rarity
    }

    /// The pet's own fee, `nil` for NULL.
    func fee(_ column: Int) throws -> Decimal? {
      guard let text = row.optionalText(column) else { return nil }
      guard let fee = Money.parse(text) else {
        throw problem(
          store, id: id, field: "fee", trf(tr("expected an amount such as \"75.00\", found \"%1$@\""), text))
      }
      return fee
    }

    func ageKnown(_ column: Int) throws -> AgeKnown {
      let text = row.optionalText(column) ?? ""
      guard let known = AgeKnown(spelling: text) else {
        throw problem(
          store, id: id, field: "ageKnown",
          trf(tr("expected one of %1$@, found \"%2$@\""), "exact, estimated, " + AgeGroup.spellings, text))
      }
      return known
    }

    func date(_ column: Int, _ field: String) throws -> CalendarDate {
      let text = row.optionalText(column) ?? ""
      guard let date = CalendarDate(iso: text) else {
        throw problem(store, id: id, field: field, trf(tr("expected a date YYYY-MM-DD, found \"%1$@\""), text))
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
  static func imageMissing(_ row: some PetColumns) -> Bool { row.optionalFlag(19) ?? false }

  static func rowID(_ row: some PetColumns) -> Int64 { row.integer(0) }

  private static func problem(_ store: String, id: String, field: String, _ message: String) -> CatalogError {
    CatalogError(kind: .invalid, problems: [CatalogProblem(file: store, petID: id, field: field, message: message)])
  }

  /// The values written for `pet`, for the columns `writtenColumns` names, in that order.
  static func row(_ pet: Pet, ordinal: Int, imageMissing: Bool, folded: String) -> BoundRow {
    // Plain ASCII folds by lowercasing, which SQLite's lower() does as well: nothing to keep.
    let isPlain = [pet.name, pet.breed, pet.description].allSatisfy { $0.utf8.allSatisfy(isPlainASCII) }
    var row = BoundRow(columns: 24, bytes: 256 + pet.description.utf8.count + (isPlain ? 0 : folded.utf8.count))
    row.append(text: pet.id)
    row.append(Int64(ordinal))
    row.append(text: pet.name)
    row.append(blob: nameKey(pet.name).utf8)
    for text in [pet.species.rawValue, pet.breed, pet.sex.rawValue, pet.birthday.isoString] { row.append(text: text) }
    row.append(text: pet.rarity?.rawValue ?? "")
    row.append(text: pet.image)
    row.append(imageMissing)
    for text in [
      pet.size.rawValue, pet.description, pet.intakeDate.isoString, pet.status.rawValue, pet.goodWithKids.rawValue,
      pet.goodWithDogs.rawValue, pet.goodWithCats.rawValue,
    ] {
      row.append(text: text)
    }
    for flag in [pet.spayedNeutered, pet.vaccinated, pet.houseTrained] { row.append(flag) }
    // A NUL is a line break to the search rule (neither starts a typed word, both end one), and
    // SQL functions stop reading text at a NUL.
    row.append(
      text: isPlain ? nil : folded.utf8.contains(0) ? folded.replacingOccurrences(of: "\u{0}", with: "\n") : folded)
    row.append(text: pet.fee.map(Money.text))
    row.append(text: pet.ageKnown.spelling)
    return row
  }

  /// ASCII that SQLite's text functions take as they are: printable, or a line break.
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    (0x20..<0x7F).contains(byte) || byte == 0x0A
  }

  static let writtenColumns = """
    id, ordinal, name, nameKey, species, breed, sex, birthday, rarity, image, imageMissing, size, description, \
    intakeDate, status, goodWithKids, goodWithDogs, goodWithCats, spayedNeutered, vaccinated, houseTrained, folded, \
    fee, ageKnown
    """

  /// One `?` for each of `writtenColumns` and `extra` more, for an INSERT's VALUES.
  static func placeholders(extra: Int) -> String {
    StoreQuery.marks(writtenColumns.split(separator: ",").count + extra)
  }

  /// The name as the store sorts it: folded, in Unicode's composed form, whose bytes sort as
  /// Swift compares strings (`PetIndex.nameOrder`). Kept as a blob in every row (`whole`), so
  /// every name sorts by its bytes alike.
  static func nameKey(_ name: String) -> String {
    let folded = SearchText.fold(name)
    // ASCII is composed already: Foundation is asked only for the names that are not.
    return folded.utf8.allSatisfy { $0 < 0x80 } ? folded : folded.precomposedStringWithCanonicalMapping
  }

  /// The folded name, breed and story in the store: the `folded` column, else the three
  /// lowercased (SQL).
  static let foldedSQL = "coalesce(folded, lower(name || char(10) || breed || char(10) || description))"
}
