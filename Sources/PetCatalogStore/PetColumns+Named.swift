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
    allCases.map { PetRecord.column($0.column, in: version, named: true) }.joined(separator: ", ")
  }
}

extension PetRecord {
  /// A whole pet (`pet(from:store:)`).
  enum Whole: Int, StoreColumns {
    case rowid, id, name, species, breed, sex, birthday, rarity, image, size, description, intakeDate, status
    case goodWithKids, goodWithDogs, goodWithCats, spayedNeutered, vaccinated, houseTrained, imageMissing, fee
    case ageKnown, colour, coat
  }

  /// A list's row (`listedPet(from:store:)`, `ListedRowDecoder`).
  enum Listed: Int, StoreColumns {
    case id, name, species, birthday, rarity, status, fee, ageKnown
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
    case folded, fee, ageKnown, colour, coat
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
