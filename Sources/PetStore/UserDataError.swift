import Foundation
import PetLocalization

/// Why the user-data database could not be opened, read or written.
///
/// Every error names the file, says what happened and what to do, and
/// promises what it can: the file was left as it was.
public struct UserDataError: Error, CustomStringConvertible, Equatable, Sendable {
  public enum Kind: String, Sendable {
    /// The folder could not be created.
    case cannotCreateFolder
    /// The folder or the file cannot be written.
    case readOnly
    /// The file is not an SQLite database at all.
    case notADatabase
    /// The file is an SQLite database, but not one this application made.
    case foreignDatabase
    /// SQLite found the file damaged.
    case corrupt
    /// A newer version of the application has changed the database.
    case newerVersion
    /// Another program held the database locked for too long.
    case busy
    /// The disk is full.
    case diskFull
    /// Any other failure to read or write.
    case ioError
  }

  public var kind: Kind
  /// The file (or folder) concerned.
  public var path: String
  /// What happened, e.g. `the folder /x is read-only`.
  public var problem: String
  /// What to do about it, e.g. `Make the folder writable, or set PET_DATA_DIR to another folder.`
  public var advice: String

  public init(kind: Kind, path: String, problem: String, advice: String) {
    self.kind = kind
    self.path = path
    self.problem = problem
    self.advice = advice
  }

  /// `PATH: PROBLEM. ADVICE`
  public var description: String {
    // TRANSLATORS: %1$@ is a file's path, %2$@ what happened, %3$@ what to do about it.
    trf(tr("%1$@: %2$@. %3$@"), path, problem, advice)
  }

  /// The exit status for a command-line tool: 73 (`EX_CANTCREAT`) when the data
  /// cannot be created or written where it lives (a read-only place, a full disk), else 74
  /// (`EX_IOERR`).
  public var exitCode: Int32 {
    switch kind {
    case .cannotCreateFolder, .readOnly, .diskFull: 73
    default: 74
    }
  }
}

extension UserDataError {
  static var otherFolderAdvice: String {
    // TRANSLATORS: the end of advice such as "Nothing was saved. Create the folder yourself, or …";
    // %1$@ is an environment variable, PET_DATA_DIR.
    trf(tr("set %1$@ to use another folder"), UserDataLocation.environmentVariable)
  }

  static func cannotCreateFolder(_ folder: String, reason: String) -> UserDataError {
    UserDataError(
      kind: .cannotCreateFolder, path: folder,
      problem: trf(tr("cannot create the folder for your saved data (%1$@)"), reason),
      // TRANSLATORS: %1$@ is "set PET_DATA_DIR to use another folder".
      advice: trf(tr("Nothing was saved. Create the folder yourself, or %1$@."), otherFolderAdvice))
  }

  static func readOnly(_ path: String, problem: String) -> UserDataError {
    UserDataError(
      kind: .readOnly, path: path, problem: problem,
      advice: trf(tr("Nothing was changed. Make it writable, or %1$@."), otherFolderAdvice))
  }

  static func notADatabase(_ path: String) -> UserDataError {
    UserDataError(
      kind: .notADatabase, path: path, problem: tr("this file is not an SQLite database (it may be damaged)"),
      advice:
        tr(
          "It was left untouched. Restore it from a backup, or move it aside to start with no favourites or inquiries.")
    )
  }

  static func foreignDatabase(_ path: String) -> UserDataError {
    UserDataError(
      kind: .foreignDatabase, path: path,
      problem: tr("this SQLite database was not made by pet-adoption (it has tables but no migration record)"),
      advice: trf(tr("It was left untouched. Move it aside, or %1$@."), otherFolderAdvice))
  }

  static func corrupt(_ path: String, detail: String) -> UserDataError {
    UserDataError(
      kind: .corrupt, path: path, problem: trf(tr("the database is damaged (%1$@)"), detail),
      advice:
        tr("It was left untouched. Restore it from a backup (see docs/user-data.md), or move it aside to start afresh.")
    )
  }

  static func newerVersion(_ path: String, unknown: [String]) -> UserDataError {
    UserDataError(
      kind: .newerVersion, path: path,
      problem:
        trf(
          // TRANSLATORS: %1$@ lists the names of database changes this version does not know.
          tr("this database was changed by a newer version of pet-adoption (unknown migrations: %1$@)"),
          unknown.joined(separator: ", ")),
      advice: trf(tr("It was left untouched. Use the newer version, or %1$@."), otherFolderAdvice))
  }

  static func newerVersion(_ path: String, schemaVersion: Int) -> UserDataError {
    UserDataError(
      kind: .newerVersion, path: path,
      problem: trf(
        tr(
          "this database was changed by a newer version of pet-adoption (its schema version is %1$@; this version knows up to %2$@)"
        ), schemaVersion, UserDataSchema.version),
      // TRANSLATORS: %1$@ is "set PET_DATA_DIR to use another folder".
      advice: trf(tr("It was left untouched. Use the newer version, or %1$@."), otherFolderAdvice))
  }

  /// The error for a failure SQLite reported, described by `what` (e.g. `cannot save the favourite`).
  static func from(_ error: any Error, path: String, while what: String) -> UserDataError {
    if let error = error as? UserDataError { return error }
    guard let code = SQLiteFailure(error) else {
      return UserDataError(
        kind: .ioError, path: path, problem: "\(what): \(error)", advice: tr("Nothing was changed. Try again."))
    }
    switch code {
    case .busy:
      return UserDataError(
        kind: .busy, path: path,
        problem: trf(
          // TRANSLATORS: %1$@ says what failed, e.g. "cannot save the inquiry"; %2$@ is a number of seconds.
          tr("%1$@: another program kept the database locked for more than %2$@ seconds"), what,
          UserDataStore.busyTimeoutSeconds),
        advice: tr("Nothing was changed. Try again when the other program is done."))
    case .full:
      return UserDataError(
        // TRANSLATORS: %1$@ says what failed, e.g. "cannot save the inquiry".
        kind: .diskFull, path: path, problem: trf(tr("%1$@: the disk is full"), what),
        advice: tr("Nothing was changed. Free some space and try again."))
    case .readOnly:
      // TRANSLATORS: %1$@ says what failed, e.g. "cannot save the inquiry".
      return .readOnly(path, problem: trf(tr("%1$@: the database or its folder cannot be written"), what))
    case .notADatabase:
      return .notADatabase(path)
    case .corrupt(let message):
      return .corrupt(path, detail: message)
    case .other(let message) where message.hasPrefix("no such table") || message.hasPrefix("no such column"):
      // The schema was changed behind this version's back: trying again cannot help.
      return .corrupt(path, detail: message)
    case .other(let message):
      return UserDataError(
        kind: .ioError, path: path, problem: "\(what): \(message)", advice: tr("Nothing was changed. Try again."))
    }
  }
}
