import Foundation
import GRDB
import PetLocalization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user-data database: favourites and adoption inquiries, in SQLite.
///
/// Opening checks before it changes anything: a folder that cannot be
/// written, a file that is not a database, a damaged database or one a newer
/// version has migrated is reported as a `UserDataError`, and the file is left
/// exactly as it was. The database is never deleted or recreated.
///
/// Commits are durable (`journal_mode=WAL`, `synchronous=FULL`): once a write
/// method returns, the change survives the process being killed or the power
/// failing. Several processes may write at once (the window and `petcards`);
/// each waits up to `busyTimeoutSeconds` for the others instead of failing.
///
/// Every method is synchronous and may be called from any thread; call it off
/// the main thread in a window (see `FavoritesViewModel`).
public final class UserDataStore: Sendable {
  /// The database file (the file a symbolic link at the usual place points to).
  public let path: String
  /// The catalogue whose stars and inquiries this store reads and writes.
  public let catalogue: CatalogKey
  /// The catalogue a version 1 file's stars and inquiries are given when it is migrated.
  let legacyCatalogue: CatalogKey
  let queue: DatabaseQueue
  /// Why the database cannot be written, when it was opened only to read: a read-only file or
  /// folder still shows its favourites and inquiries, and a write says why it cannot be saved.
  let readOnlyReason: UserDataError?

  /// How long a write waits for another process's write to finish.
  public static let busyTimeoutSeconds = 10

  /// Waits for a lock another process holds, looking again every millisecond, for at most
  /// `busyTimeoutSeconds`. SQLite's own timeout looks again after sleeps that grow to 100 ms,
  /// and a process that commits one write after another frees the lock for only microseconds
  /// between commits: under load the waiting one missed every gap and gave up after 10 s. A look
  /// every millisecond finds a gap within a few commits.
  static let busyMode = Database.BusyMode.callback { numberOfTries in
    guard numberOfTries < busyTimeoutSeconds * 1000 else { return false }
    usleep(1000)
    return true
  }

  /// Opens (creating if needed) the database at `location`, migrated to this version's schema,
  /// for the stars and inquiries of `catalogue`. A file of version 1, which did not say which
  /// catalogue they were of, gives them to `legacyCatalogue` (by default `catalogue`).
  public init(
    location: UserDataLocation = .current, catalogue: CatalogKey = .unnamed, legacyCatalogue: CatalogKey? = nil
  ) throws {
    self.catalogue = catalogue
    self.legacyCatalogue = legacyCatalogue ?? catalogue
    try Self.prepareFolder(location.directory.path)
    // A symbolic link is followed: the database, its log and its checks are the target's.
    let path = try Self.followingLink(location.path)
    let folder = (path as NSString).deletingLastPathComponent
    self.path = path
    var readOnlyReason = Self.writeProblem(folder: folder, file: path)
    let hasContent = try Self.fileHasContent(path)
    if let readOnlyReason, !hasContent { throw readOnlyReason }
    var isWAL = false
    var immutable = false
    if hasContent {
      isWAL = try Self.checkHeader(path)
      do {
        try Self.probe(path)
      } catch let error as UserDataError where error.kind == .readOnly && readOnlyReason != nil {
        // SQLite reads a database in WAL mode only where it can make its shared-memory file:
        // in a read-only folder it cannot, and the folder is what to fix.
        throw readOnlyReason ?? error
      } catch  where Self.diskIsFull(folder) && !Self.hasPendingLog(path) {
        // A full disk has no room for that shared-memory file either. With no log waiting to
        // be written back, the database file holds everything: read it as it is (immutable),
        // and a save says the disk is full, rather than every command failing to read (74).
        try Self.probe(path, immutable: true)
        immutable = true
        readOnlyReason = UserDataError(
          kind: .diskFull, path: path, problem: tr("the disk is full"),
          advice: tr("Nothing was changed. Free some space and try again."))
      }
    }
    self.readOnlyReason = readOnlyReason
    // Before opening: a log or shared-memory file an earlier read-only run left read-only.
    Self.restoreOwnerWrite(besides: path)
    do {
      var configuration = Configuration()
      configuration.busyMode = Self.busyMode
      configuration.label = "pet-adoption.userdata"
      if readOnlyReason != nil {
        configuration.readonly = true
        queue = try DatabaseQueue(path: Self.sqlitePath(path, immutable: immutable), configuration: configuration)
      } else {
        // A file already in WAL mode is opened as it is: GRDB's WAL set-up writes to an empty
        // log, so it waited for any other program's write (10 s, then failed), and failed on a
        // full disk, where reading needs no write at all.
        if !isWAL { configuration.journalMode = .wal }
        queue = try DatabaseQueue(path: path, configuration: configuration)
        // GRDB's WAL set-up chooses NORMAL; FULL syncs the log at every commit,
        // so an acknowledged write survives a power cut, not just a crash.
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") }
      }
    } catch {
      throw UserDataError.from(error, path: path, while: tr("cannot open the database"))
    }
    if let readOnlyReason {
      // Only reading: a file this version has not migrated yet cannot be read as it is.
      let complete = (try? queue.read { try UserDataSchema.version($0) >= UserDataSchema.version }) ?? false
      // SQLite made the log and shared-memory files with the database's mode, read-only: once
      // the database is writable again they would keep every later run from opening it.
      Self.restoreOwnerWrite(besides: path)
      if !complete { throw readOnlyReason }
      return
    }
    try migrate()
  }

  /// The same database, for the stars and inquiries of `catalogue` (after Open…).
  public func scoped(to catalogue: CatalogKey) -> UserDataStore {
    UserDataStore(sharing: self, catalogue: catalogue)
  }

  private init(sharing store: UserDataStore, catalogue: CatalogKey) {
    self.path = store.path
    self.catalogue = catalogue
    self.legacyCatalogue = store.legacyCatalogue
    self.queue = store.queue
    self.readOnlyReason = store.readOnlyReason
  }

  /// Runs the migrations this version knows that the file has not had yet.
  private func migrate() throws {
    // A file already at this version is only read: in WAL mode a read waits for no writer, so
    // opening never waits for another program's write (it waited 10 s, then failed, while the
    // window saved a star).
    let isCurrent = try? queue.read { db in
      try UserDataSchema.unknownMigrations(db).isEmpty && UserDataSchema.version(db) >= UserDataSchema.version
    }
    if isCurrent == true { return }
    do {
      try queue.read { db in
        let unknown = try UserDataSchema.unknownMigrations(db)
        if !unknown.isEmpty { throw UserDataError.newerVersion(path, unknown: unknown) }
      }
      // Two processes opening a new file at once each run a migration in an immediate
      // transaction that asks the version first: the second waits, then finds it done.
      try UserDataSchema.migrate(queue, legacyCatalogue: legacyCatalogue)
    } catch {
      throw UserDataError.from(error, path: path, while: tr("cannot update the database to this version"))
    }
  }

  // MARK: - Checks that change nothing

  private static func prepareFolder(_ folder: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw UserDataError.cannotCreateFolder(folder, reason: tr("a file of that name is in the way"))
      }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
      // The C library's own words for a POSIX error, in the reader's language: Foundation's
      // description of it garbles a translated (non-ASCII) strerror.
      let reason =
        underlying.map { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : "\($0)" }
        ?? error.localizedDescription
      throw UserDataError.cannotCreateFolder(folder, reason: reason)
    }
  }

  /// The path of the database: `path`, or the file it links to. A link to nothing is refused
  /// with a plain message rather than taken for a damaged database.
  private static func followingLink(_ path: String) throws -> String {
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return path }
    guard let resolved = realpath(path, nil) else {
      throw UserDataError(
        kind: .ioError, path: path, problem: trf(tr("this is a symbolic link to %1$@, which does not exist"), target),
        advice: tr("Nothing was changed. Point the link at your database, or remove it to start afresh."))
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Why the database cannot be written, or `nil` when it can.
  private static func writeProblem(folder: String, file: String) -> UserDataError? {
    // SQLite keeps its write-ahead log beside the file, so the folder must be writable too.
    if access(folder, W_OK | X_OK) != 0 {
      return UserDataError.readOnly(folder, problem: tr("the folder for your saved data is read-only"))
    }
    if FileManager.default.fileExists(atPath: file), access(file, R_OK | W_OK) != 0 {
      return UserDataError.readOnly(file, problem: tr("the database file is read-only"))
    }
    return nil
  }

  /// Gives the owner back the right to write SQLite's `-wal` and `-shm` files beside `path`,
  /// where this user owns them and they lack it. SQLite creates them with the database's mode,
  /// so reading a read-only database (0444) left a read-only `-shm`, and after the user made the
  /// database writable again, as the error advises, every command failed (exit 73), reads too.
  static func restoreOwnerWrite(besides path: String) {
    for suffix in ["-wal", "-shm"] {
      var info = stat()
      let file = path + suffix
      guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
        info.st_mode & S_IWUSR == 0
      else { continue }
      _ = chmod(file, (info.st_mode & 0o7777) | S_IRUSR | S_IWUSR)
    }
  }

  private static func fileHasContent(_ path: String) throws -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
    if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
      throw notADatabase(path)
    }
    return ((attributes[.size] as? NSNumber)?.intValue ?? 0) > 0
  }

  private static func notADatabase(_ path: String) -> UserDataError { .notADatabase(path) }

  /// Every SQLite database begins with these 16 bytes.
  static let header = Array("SQLite format 3\0".utf8)

  /// Checks that the file is an SQLite database, and tells whether it is in WAL mode (its
  /// header's read and write versions, bytes 18 and 19, are 2).
  private static func checkHeader(_ path: String) throws -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw UserDataError.readOnly(path, problem: tr("the database file cannot be read"))
    }
    defer { try? handle.close() }
    let bytes = Array((try? handle.read(upToCount: 20)) ?? Data())
    if bytes.prefix(header.count).elementsEqual(header) == false { throw UserDataError.notADatabase(path) }
    return bytes.count == 20 && bytes[18] == 2 && bytes[19] == 2
  }

  /// Whether the file system holding `folder` has no space left for this user.
  static func diskIsFull(_ folder: String) -> Bool {
    var info = statvfs()
    return statvfs(folder, &info) == 0 && info.f_bavail == 0
  }

  /// Whether SQLite's log beside `path` holds changes not yet written back to the database.
  static func hasPendingLog(_ path: String) -> Bool {
    var info = stat()
    return stat(path + "-wal", &info) == 0 && info.st_size > 0
  }

  /// The name SQLite opens: `path`, or a URI that opens it immutable (no lock, no shared memory,
  /// nothing written), for a full disk.
  static func sqlitePath(_ path: String, immutable: Bool) -> String {
    guard immutable else { return path }
    let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return "file:\(escaped)?mode=ro&immutable=1"
  }

  /// Reads the existing file without writing to it: is it ours, whole, and not from the future?
  private static func probe(_ path: String, immutable: Bool = false) throws {
    do {
      // No journal-mode change and no writes: this connection only reads.
      var configuration = Configuration()
      configuration.busyMode = busyMode
      configuration.readonly = immutable
      let probe = try DatabaseQueue(path: sqlitePath(path, immutable: immutable), configuration: configuration)
      defer { try? probe.close() }
      try probe.read { db in
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        if check != ["ok"] {
          throw UserDataError.corrupt(path, detail: check.prefix(3).joined(separator: "; "))
        }
        let tables = try String.fetchAll(
          db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        if try !UserDataSchema.isOurs(db, tables: tables) {
          throw UserDataError.foreignDatabase(path)
        }
        let unknown = try UserDataSchema.unknownMigrations(db)
        if !unknown.isEmpty { throw UserDataError.newerVersion(path, unknown: unknown) }
        let version = try UserDataSchema.version(db)
        if version > UserDataSchema.version { throw UserDataError.newerVersion(path, schemaVersion: version) }
        // Every table the migrations it has had made must still be there.
        for (made, table) in UserDataSchema.tables where version >= made {
          if !tables.contains(table) {
            throw UserDataError.corrupt(path, detail: trf(tr("its table \"%1$@\" is missing"), table))
          }
        }
      }
    } catch {
      throw UserDataError.from(error, path: path, while: tr("cannot read the database"))
    }
  }

  // MARK: - Reading and writing

  /// Runs `body` in an immediate transaction: it takes the write lock first,
  /// so it waits for other writers instead of failing when it upgrades.
  func write<T>(_ what: String, _ body: (Database) throws -> T) throws -> T {
    if let readOnlyReason { throw readOnlyReason }
    do {
      return try queue.writeWithoutTransaction { db in
        var result: T?
        try db.inTransaction(.immediate) {
          result = try body(db)
          return .commit
        }
        guard let result else { throw DatabaseError(message: "the transaction did not run") }
        return result
      }
    } catch {
      throw UserDataError.from(error, path: path, while: what)
    }
  }

  func read<T>(_ what: String, _ body: (Database) throws -> T) throws -> T {
    do {
      return try queue.read(body)
    } catch {
      throw UserDataError.from(error, path: path, while: what)
    }
  }

  /// A number that changes whenever another connection (another program, another window)
  /// commits a change to the database, and never for this store's own writes: SQLite's
  /// `PRAGMA data_version`. Cheap enough to ask every second.
  public func outsideChangeCount() throws -> Int {
    try read(tr("cannot read the favourites")) { db in
      try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }
  }

  /// The result of `PRAGMA integrity_check`: `["ok"]` for a sound database.
  public func integrityCheck() throws -> [String] {
    try read(tr("cannot check the database")) { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
  }

  /// The migrations the file has had (its version's first), in order.
  public func appliedMigrations() throws -> [String] {
    try read(tr("cannot read the database")) { db in
      Array(UserDataSchema.migrationIdentifiers.prefix(try UserDataSchema.version(db)))
    }
  }
}

/// The kinds of SQLite failure a person can act on differently.
enum SQLiteFailure {
  case busy, full, readOnly, notADatabase
  case corrupt(String)
  case other(String)

  init?(_ error: any Error) {
    guard let error = error as? DatabaseError else { return nil }
    let message = error.message ?? "\(error.resultCode)"
    switch error.resultCode.primaryResultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
    case .SQLITE_FULL: self = .full
    case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM: self = .readOnly
    case .SQLITE_NOTADB: self = .notADatabase
    case .SQLITE_CORRUPT: self = .corrupt(message)
    default: self = .other(message)
    }
  }
}
