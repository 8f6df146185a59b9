import GRDB
import GRDBSQLite

/// Reads that step SQLite's statement directly: a million rows without a `Row` each.
enum FastRead {
  /// The first column of every row of `sql`, as integers.
  static func integers(_ db: Database, sql: String, arguments: StatementArguments) throws -> [Int] {
    var result: [Int] = []
    try forEachRow(db, sql: sql, arguments: arguments) { row in result.append(Int(sqlite3_column_int64(row.handle, 0)))
    }
    return result
  }

  /// Calls `body` with each row of `sql`, read in place: a row is valid until `body` returns.
  static func forEachRow(
    _ db: Database, sql: String, arguments: StatementArguments, _ body: (StatementRow) throws -> Void
  ) throws {
    let statement = try db.cachedStatement(sql: sql)
    try statement.setArguments(arguments)
    defer { sqlite3_reset(statement.sqliteStatement) }
    while try step(db, statement) { try body(StatementRow(handle: statement.sqliteStatement)) }
  }

  /// Steps `statement`, of `db`: whether it stands on a row (`false` once done).
  static func step(_ db: Database, _ statement: Statement) throws -> Bool {
    switch sqlite3_step(statement.sqliteStatement) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code:
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
        sql: statement.sql)
    }
  }
}

/// A row's columns read as text: GRDB's `Row`, or a statement's row in place.
protocol ColumnTexts {
  /// The column's text, whole (`PetRecord.whole`); `nil` for NULL and numbers.
  func optionalText(_ column: Int) -> String?
}

extension Row: ColumnTexts {
  func optionalText(_ column: Int) -> String? { PetRecord.optionalText(self, column) }
}

/// A row's columns as a pet's (`PetRecord.pet(from:store:)`): texts, flags and integers.
protocol PetColumns: ColumnTexts {
  /// The column as a flag: `nil` for NULL, else whether its integer value is not 0.
  func optionalFlag(_ column: Int) -> Bool?
  /// The column's integer value.
  func integer(_ column: Int) -> Int64
}

extension Row: PetColumns {
  func optionalFlag(_ column: Int) -> Bool? { self[column] }
  func integer(_ column: Int) -> Int64 { self[column] }
}

extension StatementRow: PetColumns {
  // As GRDB reads them from a statement: SQLite's integer value of the column, whatever its type.
  func optionalFlag(_ column: Int) -> Bool? {
    sqlite3_column_type(handle, Int32(column)) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, Int32(column)) != 0
  }

  func integer(_ column: Int) -> Int64 { sqlite3_column_int64(handle, Int32(column)) }
}

/// A row of a statement being stepped, read by column without copying it into a `Row`.
struct StatementRow: ColumnTexts {
  let handle: OpaquePointer

  /// The column's text or blob bytes as text (a text holding a NUL is kept as a blob, see
  /// `PetRecord.whole`); `nil` for NULL and numbers.
  func optionalText(_ column: Int) -> String? {
    bytes(column).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The column as SQLite's text, whatever its type (a number as its digits, NULL as nothing),
  /// in place: for a column of spellings, where any bytes not known are read again the
  /// reference's way (`ListedRowDecoder`), so a number can only be refused as it would be.
  func textBytes(_ column: Int) -> UnsafeRawBufferPointer {
    let column = Int32(column)
    let start = sqlite3_column_text(handle, column)
    return UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(handle, column)))
  }

  /// The bytes of the column's text or blob, in place until the statement steps on; `nil` for
  /// NULL and numbers, as `optionalText` reads them.
  func bytes(_ column: Int) -> UnsafeRawBufferPointer? {
    let column = Int32(column)
    let type = sqlite3_column_type(handle, column)
    guard type == SQLITE_TEXT || type == SQLITE_BLOB else { return nil }
    // Asked for in this order (the pointer, then its length), SQLite hands over the bytes as
    // they are stored, converting nothing.
    let start =
      type == SQLITE_TEXT ? UnsafeRawPointer(sqlite3_column_text(handle, column)) : sqlite3_column_blob(handle, column)
    let count = Int(sqlite3_column_bytes(handle, column))
    guard let start, count > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: start, count: count)
  }
}
