import GRDB
import PetCatalog
import PetLocalization

/// SQLite's failures said as catalogue errors that name the store.
enum StoreFailure {
  static func catalogError(_ error: any Error, path: String) -> CatalogError {
    if let error = error as? CatalogError { return error }
    guard let error = error as? DatabaseError else {
      return CatalogError(.inputOutput, file: path, trf(tr("cannot be read: %1$@"), "\(error)"))
    }
    // SQLite's own words, without the SQL and arguments GRDB adds.
    let detail = error.message ?? "\(error.resultCode)"
    switch error.resultCode {
    case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT, .SQLITE_SCHEMA, .SQLITE_ERROR, .SQLITE_MISMATCH:
      // TRANSLATORS: %1$@ is SQLite's description of the problem, in English.
      return CatalogError(.invalid, file: path, trf(tr("is damaged (%1$@)"), detail))
    case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
      return CatalogError(.missing, file: path, trf(tr("cannot be opened (%1$@)"), detail))
    // Waiting on another's lock is a failure to try again (75), and a store that cannot be
    // written is one (73): they said 74, as a store that cannot be read (issue 40, point 8).
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return CatalogError(
        .temporary, file: path, tr("is being written by another program (an import?); try again when it is done"))
    case .SQLITE_FULL:
      return CatalogError(.cannotCreate, file: path, tr("cannot be written: the disk is full"))
    case .SQLITE_READONLY:
      return CatalogError(.cannotCreate, file: path, trf(tr("cannot be written (%1$@)"), detail))
    default:
      return CatalogError(.inputOutput, file: path, trf(tr("cannot be read (%1$@)"), detail))
    }
  }
}

/// The SQL functions a store's queries call, written in Swift so they are the search rule and
/// the age groups themselves, not a copy of them in SQL.
enum StoreSQLFunctions {
  static func register(in db: Database) {
    db.add(function: holds)
    db.add(function: ageGroup)
  }

  /// `pet_holds(folded, term)`: whether folded text holds folded `term` by the search rule.
  static let holds = DatabaseFunction("pet_holds", argumentCount: 2, pure: true) { values in
    guard let text = String.fromDatabaseValue(values[0]), let term = String.fromDatabaseValue(values[1]) else {
      return false
    }
    return SearchText.holds(text, term: term)
  }

  /// `pet_age_group(species, breed, birthday, ageKnown, today)`: the pet's age group on `today`.
  static let ageGroup = DatabaseFunction("pet_age_group", argumentCount: 5, pure: true) { values in
    guard let species = String.fromDatabaseValue(values[0]).flatMap(Species.init(rawValue:)),
      let breed = String.fromDatabaseValue(values[1]),
      let birthday = String.fromDatabaseValue(values[2]).flatMap(CalendarDate.init(iso:)),
      let ageKnown = String.fromDatabaseValue(values[3]).flatMap(AgeKnown.init(spelling:)),
      let today = String.fromDatabaseValue(values[4]).flatMap(CalendarDate.init(iso:))
    else { return nil }
    // A pet whose age is not known ('') is in no group.
    guard let stages = LifeStages(species, breed: breed, ageKnown: ageKnown) else { return nil }
    return AgeGroup(Age(birthday: birthday, on: today), stages: stages).rawValue
  }
}
