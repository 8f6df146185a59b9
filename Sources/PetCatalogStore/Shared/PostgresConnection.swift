import CLibpq
import Foundation
import PetCatalog
import PetLocalization

/// One connection to a PostgreSQL server, through libpq: a `postgresql://` URL or `key=value`
/// pairs, with the `PG*` variables and `~/.pgpass` filling in what they leave out, as every
/// libpq program reads them. Errors name the server (never a password) and say which exit
/// status fits: 69 when it cannot be reached or has no such database, 77 when it refuses.
///
/// Not for use from two threads at once.
final class PostgresConnection: @unchecked Sendable {
  let handle: OpaquePointer
  /// The server as messages name it: `postgresql://user@host:port/database`, no password.
  let server: String
  /// What stops the statement running on this connection from another thread (libpq's cancel
  /// request, made for that); set once, as the connection opens.
  private var canceller: OpaquePointer?

  init(_ conninfo: String) throws(CatalogError) {
    // An address libpq cannot read is the person's to correct; libpq's words for it quote the
    // address, or the token it stopped at, which may be the password: said without them.
    if let problem = Self.parseProblem(conninfo) {
      throw CatalogError(
        .usage, file: conninfo,
        trf(
          tr("is not an address PostgreSQL reads (postgresql://USER@HOST/DATABASE, or key=value pairs): %1$@"),
          problem))
    }
    server = Self.describe(conninfo)
    guard let handle = PQconnectdb(conninfo) else {
      throw CatalogError(.unavailable, file: server, tr("cannot be reached: out of memory"))
    }
    self.handle = handle
    guard PQstatus(handle) == CONNECTION_OK else {
      // Thrown once every property is set: `deinit` finishes the connection.
      let message = Self.message(PQerrorMessage(handle))
      throw CatalogError(Self.refusal(message) ? .notPermitted : .unavailable, file: server, message)
    }
    canceller = PQgetCancel(handle)
    // The server's notices ("NOTICE: … skipping") are its, not the person's: libpq printed them
    // to standard error raw, between our messages (issue 40).
    PQsetNoticeProcessor(handle, { _, _ in }, nil)
    // Every text is UTF-8, and a statement never waits forever on another's lock.
    try execute("SET client_encoding = 'UTF8'; SET lock_timeout = '10s'")
  }

  deinit {
    if let canceller { PQfreeCancel(canceller) }
    PQfinish(handle)
  }

  /// Asks the server to stop the statement this connection runs now, from any thread: it then
  /// fails with `query_canceled` (`wasCancelled`). Asked when none runs, it stops nothing.
  func cancelRunning() {
    guard let canceller else { return }
    var reason = [CChar](repeating: 0, count: 256)
    _ = PQcancel(canceller, &reason, Int32(reason.count))
  }

  /// Whether the last statement that failed was stopped by `cancelRunning`.
  private(set) var wasCancelled = false

  /// Whether a failed connection was refused by the server (a login or a role it does not
  /// take) rather than not reached.
  private static func refusal(_ message: String) -> Bool {
    ["password authentication failed", "no password supplied", "role \"", "permission denied", "not permitted"]
      .contains { message.contains($0) }
  }

  /// libpq's message, one line, without its "FATAL:"/"ERROR:" prefixes.
  private static func message(_ text: UnsafePointer<CChar>?) -> String {
    let text = text.map { String(cString: $0) } ?? ""
    return
      text.split(whereSeparator: \.isNewline)
      .map {
        $0.replacingOccurrences(of: "FATAL:  ", with: "").replacingOccurrences(of: "ERROR:  ", with: "")
          .trimmingCharacters(in: .whitespaces)
      }
      .filter { !$0.isEmpty && !$0.hasPrefix("DETAIL:") && !$0.hasPrefix("HINT:") }
      .joined(separator: "; ")
  }

  /// Why libpq cannot read `conninfo`, without what it quotes (`…: "the address"`); `nil` when
  /// it can.
  static func parseProblem(_ conninfo: String) -> String? {
    var error: UnsafeMutablePointer<CChar>?
    if let options = PQconninfoParse(conninfo, &error) {
      PQconninfoFree(options)
      return nil
    }
    defer { if let error { PQfreemem(error) } }
    var text = error.map { String(cString: $0) } ?? ""
    text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if let quoted = text.range(of: ": \"", options: .backwards) { text = String(text[..<quoted.lowerBound]) }
    return text.isEmpty ? tr("not an address") : text
  }

  /// `conninfo` as a URL without its password: what messages call the server.
  static func describe(_ conninfo: String) -> String {
    let (user, place, port, database) = parts(conninfo)
    return "postgresql://\(user.map { "\($0)@" } ?? "")\(place)\(port.map { ":\($0)" } ?? "")/\(database ?? "")"
  }

  /// `conninfo` as a window names it: `pets on db.example.org`.
  static func shortName(_ conninfo: String) -> String {
    let (_, place, _, database) = parts(conninfo)
    // TRANSLATORS: a shared catalogue as the window names it; %1$@ is the database, %2$@ the server's host.
    return trf(tr("%1$@ on %2$@"), database ?? "?", place)
  }

  /// The user, the host (a socket's folder in brackets), the port and the database `conninfo`
  /// says, with the `PG*` variables for what it leaves out.
  private static func parts(_ conninfo: String) -> (user: String?, place: String, port: String?, database: String?) {
    var error: UnsafeMutablePointer<CChar>?
    guard let options = PQconninfoParse(conninfo, &error) else {
      if let error { PQfreemem(error) }
      return (nil, "?", nil, nil)
    }
    defer { PQconninfoFree(options) }
    var values: [String: String] = [:]
    var option = options
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val { values[String(cString: keyword)] = String(cString: value) }
      option += 1
    }
    let environment = ProcessInfo.processInfo.environment
    let user = values["user"] ?? environment["PGUSER"]
    let host = values["host"] ?? environment["PGHOST"] ?? "localhost"
    let port = values["port"] ?? environment["PGPORT"]
    let database = values["dbname"] ?? environment["PGDATABASE"] ?? user
    return (user, host.hasPrefix("/") ? "[\(host)]" : host, port, database)
  }

  /// The result of a statement: its rows' values as text.
  struct Result {
    fileprivate let handle: OpaquePointer

    var rowCount: Int { Int(PQntuples(handle)) }
    var columnCount: Int { Int(PQnfields(handle)) }

    /// The value at `row`, `column`, as text; `nil` for NULL.
    func text(_ row: Int, _ column: Int) -> String? {
      guard PQgetisnull(handle, Int32(row), Int32(column)) == 0 else { return nil }
      return String(cString: PQgetvalue(handle, Int32(row), Int32(column)))
    }

    /// The bytes of the value at `row`, `column`, in place while the result lives.
    func bytes(_ row: Int, _ column: Int) -> UnsafeRawBufferPointer? {
      guard PQgetisnull(handle, Int32(row), Int32(column)) == 0 else { return nil }
      return UnsafeRawBufferPointer(
        start: PQgetvalue(handle, Int32(row), Int32(column)), count: Int(PQgetlength(handle, Int32(row), Int32(column)))
      )
    }

    /// The value at `row`, `column` as a whole number, read in place; `nil` for NULL or what
    /// is not one (a number of more than 18 digits included).
    func integer(_ row: Int, _ column: Int) -> Int? {
      guard let bytes = bytes(row, column), !bytes.isEmpty, bytes.count <= 19 else { return nil }
      let negative = bytes[0] == UInt8(ascii: "-")
      let digits = negative ? bytes.dropFirst() : bytes[...]
      guard !digits.isEmpty, digits.count <= 18 else { return nil }
      var value = 0
      for byte in digits {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return negative ? -value : value
    }

    /// The affected rows' count of an INSERT, UPDATE or DELETE.
    var changes: Int { Int(String(cString: PQcmdTuples(handle))) ?? 0 }
  }

  /// Runs `sql` with `parameters` ($1, $2…, as text; `nil` for NULL) and hands `body` its
  /// result, which lives only until `body` returns.
  @discardableResult
  func execute<T>(_ sql: String, _ parameters: [String?] = [], _ body: (Result) throws -> T) throws -> T {
    let result = try run(sql, parameters)
    defer { PQclear(result) }
    return try body(Result(handle: result))
  }

  /// Runs `sql` with `parameters`, for what it does.
  func execute(_ sql: String, _ parameters: [String?] = []) throws(CatalogError) {
    PQclear(try run(sql, parameters))
  }

  /// The first column of the first row of `sql`'s result, as text.
  func value(_ sql: String, _ parameters: [String?] = []) throws -> String? {
    try execute(sql, parameters) { $0.rowCount > 0 ? $0.text(0, 0) : nil }
  }

  private func run(_ sql: String, _ parameters: [String?]) throws(CatalogError) -> OpaquePointer {
    let result: OpaquePointer? =
      parameters.isEmpty
      ? PQexec(handle, sql)
      : withTexts(parameters) { values in
        PQexecParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
      }
    guard let result else { throw failure(nil) }
    switch PQresultStatus(result) {
    case PGRES_COMMAND_OK, PGRES_TUPLES_OK:
      return result
    default:
      defer { PQclear(result) }
      throw failure(result)
    }
  }

  /// Calls `body` with each row of `sql`'s result as it arrives from the server (libpq's
  /// single-row mode): a million rows in the memory of one.
  func forEachRow(_ sql: String, _ parameters: [String?] = [], _ body: (Result) throws -> Void) throws {
    let sent = withTexts(parameters) { values in
      PQsendQueryParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
    }
    guard sent == 1, PQsetSingleRowMode(handle) == 1 else { throw failure(nil) }
    var failed: (any Error)?
    // Every result is taken, even after a failure, so the connection is ready for the next.
    while let result = PQgetResult(handle) {
      defer { PQclear(result) }
      guard failed == nil else { continue }
      switch PQresultStatus(result) {
      case PGRES_SINGLE_TUPLE:
        do { try body(Result(handle: result)) } catch { failed = error }
      case PGRES_TUPLES_OK, PGRES_COMMAND_OK:
        continue
      default:
        failed = failure(result)
      }
    }
    if let failed { throw failed }
  }

  /// Sends `rows` to `COPY … FROM STDIN` (`sql`), in COPY's text format: a million rows in one
  /// statement and no round trip a row. A value must hold no NUL (PostgreSQL's text cannot).
  func copy(_ sql: String, rows: some Sequence<[String?]>) throws(CatalogError) {
    let started = PQexec(handle, sql)
    guard let started, PQresultStatus(started) == PGRES_COPY_IN else {
      defer { PQclear(started) }
      throw failure(started)
    }
    PQclear(started)
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 16)
    var sent = true
    func flush() {
      guard !buffer.isEmpty else { return }
      sent =
        sent
        && buffer.withUnsafeBufferPointer { bytes in
          bytes.withMemoryRebound(to: CChar.self) { PQputCopyData(handle, $0.baseAddress, Int32($0.count)) == 1 }
        }
      buffer.removeAll(keepingCapacity: true)
    }
    for row in rows {
      for (column, value) in row.enumerated() {
        if column > 0 { buffer.append(UInt8(ascii: "\t")) }
        guard let value else {
          buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "N")])
          continue
        }
        for byte in value.utf8 {
          switch byte {
          case UInt8(ascii: "\\"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
          case UInt8(ascii: "\t"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
          case UInt8(ascii: "\n"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
          case UInt8(ascii: "\r"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
          default: buffer.append(byte)
          }
        }
      }
      buffer.append(UInt8(ascii: "\n"))
      if buffer.count >= 1 << 16 { flush() }
    }
    flush()
    let ended = PQputCopyEnd(handle, sent ? nil : "the rows could not be sent") == 1
    var failed: CatalogError? = sent && ended ? nil : failure(nil)
    // Every result is taken, so the connection is ready for the next statement.
    while let result = PQgetResult(handle) {
      if failed == nil, PQresultStatus(result) != PGRES_COMMAND_OK { failed = failure(result) }
      PQclear(result)
    }
    if let failed { throw failed }
  }

  /// Runs `body` in a transaction (`begin` starts it): committed when it returns, rolled back
  /// when it throws.
  func transaction<T>(_ begin: String = "BEGIN", _ body: () throws -> T) throws -> T {
    try execute(begin)
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// The error of a connection that went away, naming the server.
  func lostConnection() -> CatalogError {
    failure(nil)
  }

  /// The error of a failed statement (or of the connection, with no result), naming the server.
  private func failure(_ result: OpaquePointer?) -> CatalogError {
    let state = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))) }.map { String(cString: $0) }
    // query_canceled: `cancelRunning`, or a statement_timeout.
    wasCancelled = state == "57014"
    let message = Self.message(result.map { PQresultErrorMessage($0) } ?? PQerrorMessage(handle))
    let kind: CatalogError.Kind
    switch state {
    // insufficient_privilege, and the row-level security checks that refuse a row.
    case "42501"?: kind = .notPermitted
    case let state? where state.hasPrefix("28"): kind = .notPermitted
    case let state? where state.hasPrefix("08") || state.hasPrefix("57"): kind = .unavailable
    // lock_not_available (another's lock past `lock_timeout`), a serialization failure, a
    // deadlock, the server short of resources: try again. It said 65, "bad catalogue" (issue 40).
    case "55P03"?, "40001"?, "40P01"?: kind = .temporary
    case let state? where state.hasPrefix("53"): kind = .temporary
    case nil: kind = PQstatus(handle) == CONNECTION_OK ? .inputOutput : .unavailable
    default: kind = .invalid
    }
    return CatalogError(kind, file: server, message)
  }

  /// Calls `body` with `texts` as C strings (NULL for `nil`), alive until it returns.
  private func withTexts<T>(_ texts: [String?], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
    let copies = texts.map { $0.map { strdup($0) } ?? nil }
    defer { for copy in copies { free(copy) } }
    return body(copies.map { $0.map { UnsafePointer($0) } })
  }
}
