import CLibpq
import Foundation
import PetCatalog
import PetLocalization
import Synchronization

/// One connection to a PostgreSQL server, through libpq: a `postgresql://` URL or `key=value`
/// pairs, with the `PG*` variables and `~/.pgpass` filling in what they leave out, as every
/// libpq program reads them. Errors name the server (never a password) and say which exit
/// status fits: 69 when it cannot be reached or has no such database, 77 when it refuses.
///
/// Every wait on the server is bounded (docs/shared-catalogue.md, "A server that stops
/// answering"): connecting by libpq's `connect_timeout` (`connectTimeout` unless the address or
/// `PGCONNECT_TIMEOUT` says), and each statement's answer by this side, which takes a server
/// that sends nothing for `answerTimeout` (or the `statement_timeout` the address, `PGOPTIONS`
/// or the role set, and two seconds, when longer) for gone: a paused server, or one cut off by
/// the network, answers nothing, not even its own timeout. Its `client_connection_check_interval`
/// then stops the statement on the server, should it come back.
///
/// Not for use from two threads at once.
final class PostgresConnection: @unchecked Sendable {
  /// How long connecting may take, in seconds, unless the address says.
  static let connectTimeout = 5
  /// How long a statement may go with nothing from the server.
  static let answerTimeout: Duration = .seconds(10)

  let handle: OpaquePointer
  /// The server as messages name it: `postgresql://user@host:port/database`, no password.
  let server: String
  /// What stops the statement running on this connection from another thread (libpq's cancel
  /// request, made for that); set once, as the connection opens.
  private var canceller: OpaquePointer?
  /// How long this side waits for a byte of an answer.
  private var answerLimit = answerTimeout
  /// Set when the server went silent past `answerLimit`: the connection is then left, and every
  /// later statement fails at once.
  private var silence: CatalogError?
  /// Whether `cancelRunning` asked the server to stop the statement now running.
  private let cancelAsked = Atomic<Bool>(false)

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
    // A password libpq's usual places do not give (or the server refused) is asked of
    // `CataloguePasswords`: one given before in this process first, then the program's source.
    // What the last refusal wanted, the login read once (only when a password is wanted).
    var wanted: PasswordWanted?
    var password: String?
    var usedGiven = false
    var asked = 0
    var connected = Self.connect(conninfo, password: nil)
    while let attempted = connected, PQstatus(attempted) != CONNECTION_OK {
      let needed = PQconnectionNeedsPassword(attempted) == 1
      let refused = password != nil && PQconnectionUsedPassword(attempted) == 1
      guard needed || refused, let current = wanted?.login ?? Self.login(for: conninfo) else {
        wanted = nil
        break
      }
      wanted = PasswordWanted(login: current, refused: !needed)
      if refused { CataloguePasswords.forget(current) }
      // A password the person gave and the server refused is theirs to correct: the keyring's
      // (made for the same login) is not tried after it.
      if refused, usedGiven { break }
      let next: String?
      if !usedGiven, let given = CataloguePasswords.given(for: current) {
        usedGiven = true
        next = given
      } else if asked < CataloguePasswords.attempts {
        next = CataloguePasswords.ask(current, attempt: asked)
        asked += 1
      } else {
        next = nil
      }
      guard let next else { break }
      password = next
      PQfinish(attempted)
      connected = Self.connect(conninfo, password: next)
      if let made = connected, PQstatus(made) == CONNECTION_OK { CataloguePasswords.give(next, for: current) }
    }
    guard let handle = connected else {
      throw CatalogError(.unavailable, file: server, tr("cannot be reached: out of memory"))
    }
    self.handle = handle
    guard PQstatus(handle) == CONNECTION_OK else {
      // Thrown once every property is set: `deinit` finishes the connection.
      if let wanted {
        var error = CatalogError(
          .notPermitted, file: server,
          wanted.refused
            // TRANSLATORS: after a server's address; %1$@ is a PostgreSQL role, e.g. "ada".
            ? trf(tr("did not accept the password given for the role “%1$@”"), wanted.login.user)
            // TRANSLATORS: after a server's address; %1$@ is a PostgreSQL role, e.g. "ada".
            : trf(tr("asks for a password for the role “%1$@”, and none was given"), wanted.login.user))
        error.passwordWanted = wanted
        throw error
      }
      let message = Self.message(PQerrorMessage(handle))
      throw CatalogError(Self.refusal(message) ? .notPermitted : .unavailable, file: server, message)
    }
    canceller = PQgetCancel(handle)
    // The server's notices ("NOTICE: … skipping") are its, not the person's: libpq printed them
    // to standard error raw, between our messages (issue 40).
    PQsetNoticeProcessor(handle, { _, _ in }, nil)
    // Answers are waited for with a limit, the connection's socket polled: never blocked on.
    guard PQsetnonblocking(handle, 1) == 0 else { throw failure(nil) }
    // Every text is UTF-8, and a statement never waits forever on another's lock. A statement
    // this side stopped waiting for is stopped on the server within 2 s of its next look.
    try execute("SET client_encoding = 'UTF8'; SET lock_timeout = '10s'; SET client_connection_check_interval = '2s'")
    // A statement limit set for the role or in the address is waited for, and 2 s more.
    let setting = try run("SELECT setting::bigint FROM pg_settings WHERE name = 'statement_timeout'", [])
    let limit = Result(handle: setting).integer(0, 0)
    PQclear(setting)
    if let limit, limit > 0 { waitForAnswers(upTo: .milliseconds(limit) + .seconds(2)) }
  }

  /// A connection to what `conninfo` names, `password` given to libpq as a parameter of its
  /// own (never into the address), after the address so that it wins over `~/.pgpass`.
  private static func connect(_ conninfo: String, password: String?) -> OpaquePointer? {
    // `connect_timeout` first: what the address says is read after it and replaces it.
    let environment = ProcessInfo.processInfo.environment
    let timeout = environment["PGCONNECT_TIMEOUT"] == nil
    let keywords: [String?] =
      (timeout ? ["connect_timeout"] : []) + ["dbname"] + (password == nil ? [] : ["password"])
    let values: [String?] = (timeout ? ["\(Self.connectTimeout)"] : []) + [conninfo] + (password.map { [$0] } ?? [])
    return withTexts(keywords) { keywords in
      withTexts(values) { values in PQconnectdbParams(keywords + [nil], values + [nil], 1) }
    }
  }

  /// The login `conninfo` is for, as libpq resolves it: the address, then the `PG*` variables,
  /// then libpq's defaults (the socket's folder, port 5432, the system user, a database of the
  /// user's name); `nil` for what libpq cannot read. The same with or without a server, so a
  /// password kept when it answered is forgotten when it does not.
  static func login(for conninfo: String) -> ServerLogin? {
    guard let values = keywords(of: conninfo)?.filter({ !$0.value.isEmpty }) else { return nil }
    let environment = ProcessInfo.processInfo.environment.filter { !$0.value.isEmpty }
    let user = values["user"] ?? environment["PGUSER"] ?? systemUser
    return ServerLogin(
      host: values["host"] ?? environment["PGHOST"] ?? "/var/run/postgresql",
      port: values["port"] ?? environment["PGPORT"] ?? "5432", user: user,
      database: values["dbname"] ?? environment["PGDATABASE"] ?? user)
  }

  /// The keywords `conninfo` sets and their values, as libpq reads it (a URL's parts under
  /// their keywords); `nil` for what libpq cannot read.
  private static func keywords(of conninfo: String) -> [String: String]? {
    var error: UnsafeMutablePointer<CChar>?
    guard let options = PQconninfoParse(conninfo, &error) else {
      if let error { PQfreemem(error) }
      return nil
    }
    defer { PQconninfoFree(options) }
    var values: [String: String] = [:]
    var option = options
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val { values[String(cString: keyword)] = String(cString: value) }
      option += 1
    }
    return values
  }

  /// The name of the system user this process runs as, libpq's default role.
  private static var systemUser: String {
    guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return "" }
    return String(cString: name)
  }

  /// Waits up to `limit` for a byte of an answer (`answerTimeout`, or the statement limit the
  /// server keeps, whichever is longer): a publish's statements take minutes with nothing said.
  func waitForAnswers(upTo limit: Duration) {
    answerLimit = max(answerLimit, limit)
  }

  deinit {
    if let canceller { PQfreeCancel(canceller) }
    PQfinish(handle)
  }

  /// Asks the server to stop the statement this connection runs now, from any thread: it then
  /// fails with `query_canceled` (`wasCancelled`). Asked when none runs, it stops nothing.
  func cancelRunning() {
    guard let canceller else { return }
    cancelAsked.store(true, ordering: .relaxed)
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
      // A function's CONTEXT names its code's lines, nothing a reader acts on.
      .filter { !$0.isEmpty && !$0.hasPrefix("DETAIL:") && !$0.hasPrefix("HINT:") && !$0.hasPrefix("CONTEXT:") }
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
    guard let values = keywords(of: conninfo) else { return (nil, "?", nil, nil) }
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
    try send(sql, parameters)
    // The last result is the statement's (`PQexec`'s rule); every one is taken, so the
    // connection is ready for the next.
    var last: OpaquePointer?
    var failed: CatalogError?
    while let result = try nextResult() {
      if failed == nil, let last, !Self.succeeded(last) { failed = failure(last) }
      if let last { PQclear(last) }
      last = result
    }
    guard let last else { throw failed ?? failure(nil) }
    if let failed {
      PQclear(last)
      throw failed
    }
    guard Self.succeeded(last) else {
      defer { PQclear(last) }
      throw failure(last)
    }
    return last
  }

  private static func succeeded(_ result: OpaquePointer) -> Bool {
    [PGRES_COMMAND_OK, PGRES_TUPLES_OK].contains(PQresultStatus(result))
  }

  /// Sends `sql` with `parameters`; with none, as a simple query, which may hold several
  /// statements, unless `extended` (one statement, as single-row mode reads it).
  private func send(_ sql: String, _ parameters: [String?], extended: Bool = false) throws(CatalogError) {
    if let silence { throw silence }
    cancelAsked.store(false, ordering: .relaxed)
    let sent =
      parameters.isEmpty && !extended
      ? PQsendQuery(handle, sql)
      : Self.withTexts(parameters) { values in
        PQsendQueryParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
      }
    guard sent == 1 else { throw failure(nil) }
  }

  /// The statement's next result, waited for within `answerLimit`; `nil` once it has none left.
  private func nextResult() throws(CatalogError) -> OpaquePointer? {
    try waitForAnswer()
    return PQgetResult(handle)
  }

  /// Waits until what was sent has left and a result can be taken without blocking (or the
  /// connection failed, which `PQgetResult` then says), for at most `answerLimit` with nothing
  /// from the server.
  private func waitForAnswer() throws(CatalogError) {
    var deadline = ContinuousClock.now + answerLimit
    while true {
      let flushed = PQflush(handle)
      guard flushed >= 0 else { return }
      if flushed == 0, PQisBusy(handle) == 0 { return }
      try waitForSocket(writing: flushed == 1, until: deadline)
      guard PQconsumeInput(handle) == 1 else { return }
      deadline = ContinuousClock.now + answerLimit
    }
  }

  /// Waits until the socket can be read (or written, when `writing`), by `deadline`; past it,
  /// the server is taken for gone (`silence`).
  private func waitForSocket(writing: Bool, until deadline: ContinuousClock.Instant) throws(CatalogError) {
    while true {
      let left = deadline - ContinuousClock.now
      guard left > .zero else {
        let seconds = Int((answerLimit / .seconds(1)).rounded(.up))
        let error = CatalogError(
          .unavailable, file: server,
          trf(
            // TRANSLATORS: %lld is a number of seconds.
            tr("did not answer within %lld s: the server may be paused, overloaded or cut off by the network"),
            seconds))
        silence = error
        // The server, should it come back, sees the connection gone and stops the statement.
        shutdown(PQsocket(handle), Int32(SHUT_RDWR))
        throw error
      }
      var descriptor = pollfd(
        fd: PQsocket(handle), events: Int16(POLLIN) | (writing ? Int16(POLLOUT) : 0), revents: 0)
      guard descriptor.fd >= 0 else { return }
      let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1
      let ready = poll(&descriptor, 1, Int32(min(milliseconds, 60_000)))
      if ready > 0 || (ready < 0 && errno != EINTR) { return }
    }
  }

  /// Calls `body` with each row of `sql`'s result as it arrives from the server (libpq's
  /// single-row mode): a million rows in the memory of one.
  func forEachRow(_ sql: String, _ parameters: [String?] = [], _ body: (Result) throws -> Void) throws {
    try send(sql, parameters, extended: true)
    guard PQsetSingleRowMode(handle) == 1 else { throw failure(nil) }
    var failed: (any Error)?
    // Every result is taken, even after a failure, so the connection is ready for the next.
    while let result = try nextResult() {
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
    try send(sql, [])
    let started = try nextResult()
    guard let started, PQresultStatus(started) == PGRES_COPY_IN else {
      defer { PQclear(started) }
      let error = failure(started)
      while let result = try nextResult() { PQclear(result) }
      throw error
    }
    PQclear(started)
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 16)
    var sent = true
    func flush() throws(CatalogError) {
      guard !buffer.isEmpty else { return }
      while sent {
        // 0: libpq's buffer is full until the server reads some of it.
        let queued = buffer.withUnsafeBufferPointer { bytes in
          bytes.withMemoryRebound(to: CChar.self) { PQputCopyData(handle, $0.baseAddress, Int32($0.count)) }
        }
        if queued == 1 { break }
        sent = queued == 0
        if sent { try waitForAnswer() }
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
      if buffer.count >= 1 << 16 { try flush() }
    }
    try flush()
    var ended: Int32 = 0
    repeat {
      ended = PQputCopyEnd(handle, sent ? nil : "the rows could not be sent")
      if ended == 0 { try waitForAnswer() }
    } while ended == 0
    var failed: CatalogError? = sent && ended == 1 ? nil : failure(nil)
    // Every result is taken, so the connection is ready for the next statement.
    while let result = try nextResult() {
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
    // query_canceled by `cancelRunning` (not by a statement_timeout, which is the server's
    // answer to a statement too long).
    wasCancelled = state == "57014" && cancelAsked.load(ordering: .relaxed)
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
  private static func withTexts<T>(_ texts: [String?], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
    let copies = texts.map { $0.map { strdup($0) } ?? nil }
    // A password among them is cleared before its memory is given back.
    defer {
      for copy in copies {
        if let copy { memset(copy, 0, strlen(copy)) }
        free(copy)
      }
    }
    return body(copies.map { $0.map { UnsafePointer($0) } })
  }
}
