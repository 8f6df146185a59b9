import PetCatalog

/// The columns of one statement that reads pets, in its order: a case's raw value is its place
/// in the row, its name the store's column (`PetField.storeColumn`, or the store's own, such as
/// `rowid`). The statement's column list is made from the cases, so a column is read at the
/// place it is selected at, by name: a wrong bare position compiled and was caught only by
/// whole-output tests (issue 41).
protocol StoreColumns: RawRepresentable, CaseIterable where RawValue == Int {}

extension StoreColumns {
  /// The store's column.
  var column: String { PetField(rawValue: "\(self)")?.storeColumn ?? "\(self)" }

  /// The field a problem with it names: the column's name.
  var field: String { "\(self)" }

  /// The statement's list of columns, in order, for a store of `version`: a column a later
  /// version added is read as the value its migration gives the rows it finds
  /// (`PetRecord.laterColumns`), so a store is read as it is, never written by a reader.
  static func list(version: Int) -> String {
    allCases.map { PetRecord.laterColumns.column($0.column, in: version, named: true) }.joined(separator: ", ")
  }
}

/// The columns later versions added to a pet table, each with the version that added it and
/// the value its migration gives every row already there: a reader of a table of an earlier
/// version selects that value in its place, and never writes. Both stores keep one
/// (`PetRecord.laterColumns`, `SharedCatalog.laterColumns`), each with its own versions and
/// column names (issue 41).
struct LaterColumns: Sendable {
  private let added: [String: (since: Int, absent: String)]

  /// The fields of each of `versions` (their values as SQL literals), each column named by
  /// `column`.
  init(_ versions: [(since: Int, fields: [(PetField, absent: String)])], column: (PetField) -> String) {
    var added: [String: (since: Int, absent: String)] = [:]
    for (since, fields) in versions {
      for (field, absent) in fields { added[column(field)] = (since, absent) }
    }
    self.added = added
  }

  /// Colour and coat (issue 41): none and not recorded in the rows from before them.
  static let coloursAndCoats: [(PetField, absent: String)] = [(.colour, "''"), (.coat, "'\(Coat.unknown.rawValue)'")]

  /// Every photo (issue 42): none but the picture in the rows from before them.
  static let photos: [(PetField, absent: String)] = [(.photos, "''")]

  /// A pet's shelter (issue 42): the catalogue's own in the rows from before it.
  static let shelters: [(PetField, absent: String)] = [(.shelter, "''")]

  /// Column `name` as a table of `version` reads it: itself, or the value a later version's
  /// migration gives it (`AS name` when `named`, in a list of columns).
  func column(_ name: String, in version: Int, named: Bool = false) -> String {
    guard let later = added[name], version < later.since else { return name }
    return named ? "\(later.absent) AS \(name)" : later.absent
  }
}

extension PetRecord {
  /// A whole pet (`pet(from:store:)`).
  enum Whole: Int, StoreColumns {
    case rowid, id, name, species, breed, sex, birthday, rarity, image, size, description, intakeDate, status
    case goodWithKids, goodWithDogs, goodWithCats, spayedNeutered, vaccinated, houseTrained, imageMissing, fee
    case ageKnown, colour, coat, photos, shelter
  }

  /// A list's row (`listedPet(from:store:)`, `ListedRowDecoder`).
  enum Listed: Int, StoreColumns {
    case id, name, species, birthday, rarity, status, fee, ageKnown, shelter
  }

  /// What a filter tests (`attributes(from:store:)`, `StoreIndex`'s reader).
  enum Attribute: Int, StoreColumns {
    case rowid, ordinal, gone, species, breed, sex, birthday, rarity, size, status, goodWithKids, goodWithDogs
    case goodWithCats, ageKnown, coat
  }

  /// What an import writes (`row(_:ordinal:imageMissing:folded:)`), in the order it binds them.
  enum Written: Int, StoreColumns {
    case id, ordinal, name, nameKey, species, breed, sex, birthday, rarity, image, imageMissing, size, description
    case intakeDate, status, goodWithKids, goodWithDogs, goodWithCats, spayedNeutered, vaccinated, houseTrained
    case folded, fee, ageKnown, colour, coat, photos, shelter
  }
}

extension ColumnTexts {
  func optionalText(_ column: some StoreColumns) -> String? { optionalText(column.rawValue) }
}

extension PetColumns {
  func optionalFlag(_ column: some StoreColumns) -> Bool? { optionalFlag(column.rawValue) }
  func integer(_ column: some StoreColumns) -> Int64 { integer(column.rawValue) }
}

extension StatementRow {
  func bytes(_ column: some StoreColumns) -> UnsafeRawBufferPointer? { bytes(column.rawValue) }
  func textBytes(_ column: some StoreColumns) -> UnsafeRawBufferPointer { textBytes(column.rawValue) }
}
