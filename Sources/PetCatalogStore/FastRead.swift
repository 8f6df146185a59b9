import GRDB
import GRDBSQLite

/// Reads that step SQLite's statement directly: a million integers without a `Row` each.
enum FastRead {
  /// The first column of every row of `sql`, as integers.
  static func integers(_ db: Database, sql: String, arguments: StatementArguments) throws -> [Int] {
    let statement = try db.cachedStatement(sql: sql)
    try statement.setArguments(arguments)
    let handle = statement.sqliteStatement
    defer { sqlite3_reset(handle) }
    var result: [Int] = []
    while true {
      switch sqlite3_step(handle) {
      case SQLITE_ROW: result.append(Int(sqlite3_column_int64(handle, 0)))
      case SQLITE_DONE: return result
      case let code:
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
          sql: sql)
      }
    }
  }
}
