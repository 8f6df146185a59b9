import GRDB
import GRDBSQLite

/// The values of one INSERT's row, made on one thread and written on another: texts and blobs
/// as bytes in one buffer, which SQLite reads in place while the statement runs
/// (`SQLITE_STATIC`). GRDB's `StatementArguments` boxes each value, checks it against the
/// statement and has SQLite copy it: with a pet's 24 columns, that was most of the writing
/// thread's time in an import of a million pets, the thread the import waits on.
struct BoundRow: Sendable {
  private enum Value: Sendable {
    case null
    case integer(Int64)
    case text(start: Int, count: Int)
    case blob(start: Int, count: Int)
  }

  private var bytes: [UInt8] = []
  private var values: [Value] = []

  init(columns: Int = 0, bytes: Int = 0) {
    values.reserveCapacity(columns)
    self.bytes.reserveCapacity(bytes)
  }

  /// The number of values: the statement's parameters after those `execute` puts before them.
  var count: Int { values.count }

  mutating func append(_ integer: Int64?) {
    values.append(integer.map(Value.integer) ?? .null)
  }

  /// A flag, as GRDB writes one: 1 or 0.
  mutating func append(_ flag: Bool?) {
    append(flag.map { $0 ? 1 : 0 } as Int64?)
  }

  /// `text` as SQLite text; `nil` as NULL. A text holding a NUL is kept as a blob of its bytes,
  /// as `PetRecord.whole` keeps it.
  mutating func append(text: String?) {
    guard let text else { return values.append(.null) }
    let start = bytes.count
    bytes.append(contentsOf: text.utf8)
    let count = bytes.count - start
    let hasNUL = bytes.withUnsafeBufferPointer { $0[start...].contains(0) }
    values.append(hasNUL ? .blob(start: start, count: count) : .text(start: start, count: count))
  }

  /// A pet's words for the word index (`pet_words`, after its row id).
  static func words(_ words: String) -> BoundRow {
    var row = BoundRow(columns: 1, bytes: words.utf8.count)
    row.append(text: words)
    return row
  }

  /// `blob` as an SQLite blob, an empty one included (never NULL).
  mutating func append(blob: some Sequence<UInt8>) {
    let start = bytes.count
    bytes.append(contentsOf: blob)
    values.append(.blob(start: start, count: bytes.count - start))
  }

  /// Runs `statement`, an INSERT whose parameters are `leading`, then these values, once, in
  /// `db`, and resets it.
  func insert(_ statement: Statement, leading: [Int64] = [], in db: Database) throws {
    let handle = statement.sqliteStatement
    // A statement GRDB ran last may still stand where it finished, where SQLite binds nothing.
    sqlite3_reset(handle)
    try bytes.withUnsafeBytes { buffer in
      defer {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
      }
      var index: Int32 = 1
      for value in leading {
        sqlite3_bind_int64(handle, index, value)
        index += 1
      }
      for value in values {
        switch value {
        case .null:
          sqlite3_bind_null(handle, index)
        case .integer(let integer):
          sqlite3_bind_int64(handle, index, integer)
        case .text(let start, let count):
          if count > 0, let base = buffer.baseAddress {
            let text = base.advanced(by: start).assumingMemoryBound(to: CChar.self)
            sqlite3_bind_text(handle, index, text, Int32(count), nil)
          } else {
            // An empty text, not NULL: SQLite takes a null pointer for NULL.
            sqlite3_bind_text(handle, index, "", 0, Self.transient)
          }
        case .blob(let start, let count):
          if count > 0, let base = buffer.baseAddress {
            sqlite3_bind_blob(handle, index, base.advanced(by: start), Int32(count), nil)
          } else {
            sqlite3_bind_zeroblob(handle, index, 0)
          }
        }
        index += 1
      }
      let code = sqlite3_step(handle)
      guard code == SQLITE_DONE else {
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
          sql: statement.sql)
      }
    }
  }

  /// SQLite's `SQLITE_TRANSIENT`, a macro Swift does not import: copy the value.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
