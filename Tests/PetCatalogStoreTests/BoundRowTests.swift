import Foundation
import GRDB
import Testing

@testable import PetCatalogStore

/// A row bound in place (`BoundRow`, what an import writes each pet with) stores exactly what
/// GRDB's arguments store for the same values, the reference it replaced: NULL, integers, flags,
/// empty text and empty blobs (neither NULL), text holding a NUL (a blob of its bytes, as
/// `PetRecord.whole` keeps it), text outside ASCII.
@Suite struct BoundRowTests {
  static let texts = ["", "Stuart", "Zoë 小雪 🐾", "before\u{0}after", "\u{0}", "line\nbreak", "quote ' \" ; --"]

  /// Each column of the row at `rowid` as SQLite holds it: its type and its bytes in hex.
  static func stored(_ db: Database, rowid: Int64, columns: Int) throws -> [String] {
    let list = (1...columns).map { "typeof(c\($0)) || ':' || coalesce(hex(c\($0)), '')" }.joined(separator: ", ")
    let row = try Row.fetchOne(db, sql: "SELECT \(list) FROM t WHERE rowid = ?", arguments: [rowid])
    return (0..<columns).map { row?[$0] ?? "none" }
  }

  @Test func eachValue_isStoredAsGRDBsArgumentsStoreIt() throws {
    let queue = try DatabaseQueue()
    let columns = Self.texts.count + 8
    try queue.write { db in
      try db.execute(
        sql: "CREATE TABLE t (rowid INTEGER PRIMARY KEY, \((1...columns).map { "c\($0)" }.joined(separator: ", ")))")
      let marks = Array(repeating: "?", count: columns + 1).joined(separator: ", ")
      let insert = try db.makeStatement(sql: "INSERT INTO t VALUES (\(marks))")

      var row = BoundRow()
      for text in Self.texts { row.append(text: text) }
      row.append(text: nil)
      row.append(Int64(-7))
      row.append(nil as Int64?)
      row.append(true)
      row.append(false)
      row.append(nil as Bool?)
      row.append(blob: [UInt8]())
      row.append(blob: [0, 1, 0xFF])
      #expect(row.count == columns)
      try row.insert(insert, leading: [1], in: db)

      var reference: [(any DatabaseValueConvertible)?] = Self.texts.map(PetRecord.whole)
      reference += [nil as String?, Int64(-7), nil as Int64?, true, false, nil as Bool?, Data(), Data([0, 1, 0xFF])]
      try insert.execute(arguments: StatementArguments([2] + reference))

      let fast = try Self.stored(db, rowid: 1, columns: columns)
      #expect(fast == (try Self.stored(db, rowid: 2, columns: columns)))
      // And what the reference stores is what the store means to keep.
      #expect(
        fast == [
          "text:", "text:537475617274", "text:5A6FC3AB20E5B08FE99BAA20F09F90BE", "blob:6265666F7265006166746572",
          "blob:00", "text:6C696E650A627265616B", "text:71756F746520272022203B202D2D", "null:", "integer:2D37",
          "null:", "integer:31", "integer:30", "null:", "blob:", "blob:0001FF",
        ])
    }
  }

  /// The statement is left reset and unbound: the next row does not inherit this one's values,
  /// nor those GRDB last ran it with; and a failed insert says why, leaving it usable.
  @Test func aFailedInsert_throwsAndLeavesTheStatementUsable() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE t (id TEXT NOT NULL UNIQUE, note TEXT)")
      let insert = try db.makeStatement(sql: "INSERT INTO t VALUES (?, ?)")
      var first = BoundRow()
      first.append(text: "a")
      first.append(text: "kept")
      try first.insert(insert, in: db)
      #expect(throws: DatabaseError.self) { try first.insert(insert, in: db) }
      var second = BoundRow()
      second.append(text: "b")
      try insert.execute(arguments: ["c", nil])
      try second.insert(insert, in: db)
      let rows = try Row.fetchAll(db, sql: "SELECT id, quote(note) FROM t ORDER BY id").map {
        "\($0[0] as String) \($0[1] as String)"
      }
      #expect(rows == ["a 'kept'", "b NULL", "c NULL"])
    }
  }
}
