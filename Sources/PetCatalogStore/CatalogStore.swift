import Foundation
import GRDB
import PetCatalog
import PetLocalization

/// A catalogue kept in SQLite (docs/catalog-store.md): the pets, and an index of the words a
/// search starts at, so that search, filters, sort and paging run in the store and a program
/// holds only the pets it shows.
///
/// A store is only read here, through a read-only connection: opening one never changes it,
/// whatever is wrong with it. `CatalogImport` makes and updates stores.
public final class CatalogStore: Sendable {
  /// The store's path as the user gave it, for messages; for a JSON catalogue's store in the
  /// cache folder (`CatalogStoreCache`), the JSON file's, which is what the user opened.
  public let path: String
  /// The store's file.
  public let file: String
  /// The catalogue's own fields and how many pets it lists.
  public let info: Info
  private let queue: DatabaseQueue
  /// The URI it was opened with (`readingURI`), for `reopened`.
  private let uri: String

  /// What a store says about its catalogue besides the pets.
  public struct Info: Sendable, Equatable {
    public var shelter: String?
    public var shelterEmail: String?
    /// The shelters its pets name (`Catalog.shelters`); none in a store of an earlier version.
    public var shelters: [Shelter] = []
    public var fees: FeeSchedule
    /// The folder the pictures' paths are relative to.
    public var pictureFolder: URL?
    /// How many pets it lists (those gone are not counted).
    public var count: Int
    /// Its schema's version (`CatalogStoreSchema`), which says the columns it has.
    public var version: Int = CatalogStoreSchema.version
  }

  /// Another connection to the same store, which has been checked already: one for queries
  /// beside one for pages, say.
  func reopened() throws(CatalogError) -> CatalogStore {
    do {
      return CatalogStore(
        path: path, file: file,
        queue: try DatabaseQueue(path: uri, configuration: Self.configuration()), info: info, uri: uri)
    } catch {
      throw StoreFailure.catalogError(error, path: path)
    }
  }

  /// Runs `body` with the connection outside a transaction, where a read-only connection may
  /// still make temporary tables (`read` forbids any change), its failures named as `read`'s.
  func withConnection<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
    do {
      return try queue.inDatabase { db in try body(db) }
    } catch {
      throw StoreFailure.catalogError(error, path: path)
    }
  }

  /// How a store is opened: to read (`open`), or to write (`CatalogImport`); both wait for the
  /// other's lock and have the store's SQL functions.
  static func configuration(readonly: Bool = true) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = readonly
    configuration.label = readonly ? "pet-adoption.catalogue" : "pet-adoption.catalogue-import"
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in StoreSQLFunctions.register(in: db) }
    return configuration
  }

  private init(path: String, file: String, queue: DatabaseQueue, info: Info, uri: String) {
    self.path = path
    self.file = file
    self.queue = queue
    self.info = info
    self.uri = uri
  }

  /// Opens the store at `path` to read, after checking that it is one: whole, made by this
  /// program, of a version this one reads. A file that is not gets an error naming it, and is
  /// left as it was.
  public static func open(_ path: String) throws(CatalogError) -> CatalogStore {
    try open(path, shownAs: path)
  }

  /// Opens the store at `file`, as `open(_:)` does, named `path` in every message.
  static func open(_ file: String, shownAs path: String) throws(CatalogError) -> CatalogStore {
    let uri = try readingURI(file, shownAs: path)
    do {
      let queue = try DatabaseQueue(path: uri, configuration: configuration())
      let info = try queue.read { db in
        try checkSchema(db, path: path)
        return try readInfo(db, path: path)
      }
      return CatalogStore(path: path, file: file, queue: queue, info: info, uri: uri)
    } catch {
      // A `CatalogError` (a check) goes through as it is.
      throw StoreFailure.catalogError(error, path: path)
    }
  }

  /// `path` as an SQLite URI that opens it read-only (`mode=ro`): SQLite then never writes to
  /// it, not even to roll back a journal an interrupted import left. A store whose header says
  /// write-ahead log (`PRAGMA journal_mode = WAL`, which this program never sets) is opened
  /// `immutable` too: SQLite made `-wal` and `-shm` files beside it to read it, left them, and
  /// could not read it at all where it could not make them (read-only media, issue 40, point
  /// 16). One whose log still holds changes is refused: they are not in the file, and reading
  /// them would write. The checks of `StoreFileHeader.check` come first.
  static func readingURI(_ path: String, shownAs shown: String) throws(CatalogError) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    let escaped = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute
    guard try StoreFileHeader.check(path) == .writeAheadLog else { return "file:\(escaped)?mode=ro" }
    var log = stat()
    if stat(path + "-wal", &log) == 0, log.st_size > 0 {
      throw CatalogError(
        .invalid, file: shown,
        trf(
          tr(
            // TRANSLATORS: %1$@ is the write-ahead log's file name, e.g. pets.sqlite-wal.
            "has changes that are not in it yet, in its write-ahead log %1$@ (left by a program that stopped while writing it); import the catalogue into it again"
          ), URL(fileURLWithPath: path + "-wal").lastPathComponent))
    }
    return "file:\(escaped)?mode=ro&immutable=1"
  }

  /// Whether the database is a store of a version this program reads, with its tables.
  static func checkSchema(_ db: Database, path: String) throws {
    let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
    let tables = Set(
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')"))
    guard applicationID == CatalogStoreSchema.applicationID else {
      // An empty database (a file made by `sqlite3 x.sqlite ''`) is no store either.
      throw CatalogError(
        .invalid, file: path,
        tables.isEmpty
          ? tr("is an empty SQLite database, not a catalogue store; make one with petcards import FILE --into STORE")
          : tr("is an SQLite database of another program, not a catalogue store"))
    }
    try checkOwnObjects(db, path: path)
    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
    if version > CatalogStoreSchema.version {
      throw CatalogError(
        .invalid, file: path,
        trf(
          // TRANSLATORS: %1$lld is the store's schema version, %2$lld the newest this program reads.
          tr("was made by a newer version of this program (store version %1$lld; this one reads up to %2$lld)"),
          version, CatalogStoreSchema.version))
    }
    if version < CatalogStoreSchema.oldestReadable {
      throw CatalogError(
        .invalid, file: path,
        trf(
          tr("is a store of an earlier version (%1$lld); bring it up to date with petcards import FILE --into STORE"),
          version))
    }
    if let missing = CatalogStoreSchema.tables(ofVersion: version).first(where: { !tables.contains($0) }) {
      // TRANSLATORS: %1$@ is the name of a table of the store's database.
      throw CatalogError(.invalid, file: path, trf(tr("is damaged: its table \"%1$@\" is missing"), missing))
    }
  }

  /// Refuses a store holding a view or a trigger: a store has none, and someone else's would
  /// run inside this program (a trigger rewrote a pet's story and fee after every import) or
  /// stand for one of its tables (a view over an endless query hung every reader). Asked of
  /// the schema alone, before any of its tables is read or written (issue 40).
  static func checkOwnObjects(_ db: Database, path: String) throws {
    let foreign = try Row.fetchOne(
      db, sql: "SELECT type, name FROM sqlite_master WHERE type IN ('view', 'trigger') ORDER BY type, name")
    guard let foreign else { return }
    let type: String = foreign[0]
    let name: String = foreign[1]
    throw CatalogError(
      .invalid, file: path,
      type == "view"
        // TRANSLATORS: %1$@ is the name of a view in an SQLite database.
        ? trf(tr("was not made by this program: it holds the view \"%1$@\", which a store never has"), name)
        // TRANSLATORS: %1$@ is the name of a trigger in an SQLite database.
        : trf(tr("was not made by this program: it holds the trigger \"%1$@\", which a store never has"), name))
  }

  private static func readInfo(_ db: Database, path: String) throws -> Info {
    // The cursor lives while its row is read: the row reads its statement.
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT shelter, shelterEmail, currency, feeCommon, feeUncommon, feeRare, feeVeryRare, pictureFolder, petCount
        FROM catalogue WHERE id = 1
        """)
    guard let row = try rows.next() else {
      throw CatalogError(.invalid, file: path, tr("is damaged: it has no catalogue record"))
    }
    var fees: [Rarity: Decimal] = [:]
    for (column, rarity) in zip(3...6, Rarity.allCases) {
      let text = PetRecord.optionalText(row, column) ?? ""
      guard let fee = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
        throw CatalogError(
          kind: .invalid,
          problems: [
            CatalogProblem(
              file: path, field: "fees.\(rarity.rawValue)",
              message: trf(tr("expected an amount such as 75.00, found \"%1$@\""), text))
          ])
      }
      fees[rarity] = fee
    }
    // Read as a value, not as an `Int`: GRDB stops the program on a value it cannot convert,
    // and a count below 0 made every reader's range of pets fail (the fuzzer of stores made by
    // someone else found it, issue 41).
    let stored = row[8] as DatabaseValue
    let whole: Int64? =
      switch stored.storage {
      case .null: 0
      case .int64(let count): count
      case .double, .string, .blob: nil
      }
    guard let whole, whole >= 0, let count = Int(exactly: whole) else {
      throw CatalogError(
        .invalid, file: path,
        // TRANSLATORS: %1$@ is what a damaged store gives as its count of pets.
        trf(tr("is damaged: its count of pets is %1$@"), JSONValue.clipped(stored.description)))
    }
    let folder = PetRecord.optionalText(row, 7)
    let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? CatalogStoreSchema.version
    return Info(
      shelter: PetRecord.optionalText(row, 0), shelterEmail: PetRecord.optionalText(row, 1),
      shelters: version >= CatalogStoreSchema.sheltersVersion ? try readShelters(db, path: path) : [],
      fees: FeeSchedule(currencyCode: PetRecord.optionalText(row, 2) ?? "", fees: fees),
      pictureFolder: folder.map { URL(fileURLWithPath: $0, isDirectory: true) }, count: count,
      version: version)
  }

  /// The shelters a store describes, in order: few, read whole when it opens. One that is not a
  /// shelter as the catalogue's JSON writes it is an error naming the store and the shelter.
  static func readShelters(_ db: Database, path: String) throws -> [Shelter] {
    var shelters: [Shelter] = []
    let rows = try Row.fetchCursor(db, sql: "SELECT id, json FROM shelter ORDER BY ordinal")
    while let row = try rows.next() {
      let id = PetRecord.optionalText(row, 0) ?? ""
      let json = PetRecord.optionalText(row, 1) ?? ""
      guard let shelter = Shelter.shelter(stored: json), shelter.id == id else {
        throw CatalogError(
          kind: .invalid,
          problems: [
            CatalogProblem(
              file: path, field: "shelters",
              message: trf(
                // TRANSLATORS: %1$@ is a shelter's id as a damaged store gives it, quoted; %2$@ its record.
                tr("is damaged: the shelter %1$@ is not one a catalogue describes: %2$@"),
                JSONValue.string(id).summary, JSONValue.clipped(json)))
          ])
      }
      shelters.append(shelter)
    }
    return shelters
  }

  /// Runs `body` with the database, turning SQLite's failures into errors that name the store.
  func read<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
    do {
      return try queue.read { db in try body(db) }
    } catch {
      throw StoreFailure.catalogError(error, path: path)
    }
  }

  /// Closes the store's connection; it is closed anyway when the store goes.
  public func close() {
    try? queue.close()
  }
}

extension CatalogStore {
  /// The whole catalogue, in the listing's order, as the JSON reader would have given it: for
  /// `petcards export`, and for callers that hold a catalogue in memory.
  public func catalog() throws(CatalogError) -> Catalog {
    var pets: [Pet] = []
    var missing: Set<String> = []
    pets.reserveCapacity(info.count)
    try forEachListed { pet, imageMissing in
      if imageMissing { missing.insert(pet.id) }
      pets.append(pet)
    }
    var catalog = Catalog(
      shelter: info.shelter, fees: info.fees, pets: pets, directory: info.pictureFolder, missingImages: missing)
    catalog.shelterEmail = info.shelterEmail
    catalog.shelters = info.shelters
    catalog.warnings = try pictureWarnings()
    return catalog
  }

  /// The catalogue with its pets left in the store, read a page at a time through `backing`:
  /// what the window opens, whose memory does not grow with the catalogue. With
  /// `indexedInMemory`, a `StoreIndex` is made on another thread for keystroke-fast queries (the
  /// window); a command that asks once does without.
  public func backedCatalog(indexedInMemory: Bool = false) throws(CatalogError) -> Catalog {
    let missing = try read { db in
      Set(try String.fetchAll(db, sql: "SELECT id FROM pet \(Self.missingPictures) WHERE gone = 0 AND imageMissing"))
    }
    var catalog = Catalog(
      shelter: info.shelter, fees: info.fees, pets: [], directory: info.pictureFolder, missingImages: missing)
    catalog.shelterEmail = info.shelterEmail
    catalog.shelters = info.shelters
    catalog.warnings = try pictureWarnings()
    catalog.backing = try StoreBacking(store: self, indexedInMemory: indexedInMemory)
    return catalog
  }

  /// How many pets each shelter lists (`Pet.shelter`, '' for the catalogue's own), by its id:
  /// `petcards shelter list`. A store of an earlier version lists every pet as its own.
  public func petCountsByShelter() throws(CatalogError) -> [String: Int] {
    let column = PetRecord.laterColumns.column(PetField.shelter.storeColumn, in: info.version)
    return try read { db in
      var counts: [String: Int] = [:]
      let rows = try Row.fetchCursor(db, sql: "SELECT \(column), count(*) FROM pet WHERE gone = 0 GROUP BY 1")
      while let row = try rows.next() {
        counts[PetRecord.optionalText(row, 0) ?? "", default: 0] += row[1] as Int? ?? 0
      }
      return counts
    }
  }

  /// The pets whose picture was missing, by their partial index: with no statistics, SQLite
  /// would rather walk every pet by ordinal and read each row (a million rows, 1 GB read at
  /// every open, 0.3 s of a 1M window's first frame).
  static let missingPictures = "INDEXED BY pet_missing_picture"

  /// Calls `body` with each pet the store lists (not those marked gone), in the listing's order,
  /// one at a time: what `catalog()` holds, for what need not hold it.
  public func forEachPet(_ body: (Pet) throws -> Void) throws {
    try forEachListed { pet, _ in try body(pet) }
  }

  /// Every pet the store lists, in the listing's order, and whether its picture was missing.
  private func forEachListed(_ body: (Pet, _ imageMissing: Bool) throws -> Void) throws(CatalogError) {
    try read { db in
      try FastRead.forEachRow(
        db, sql: "SELECT \(PetRecord.columns(info.version)) FROM pet WHERE gone = 0 ORDER BY ordinal", arguments: []
      ) { row in try body(try PetRecord.pet(from: row, store: path), PetRecord.imageMissing(row)) }
    }
  }

  /// A warning for each picture that was missing when imported, on its first pet, counting the
  /// other pets that use it, as the JSON reader says it: a JSON catalogue's store in the cache
  /// names the pet by its place in the file too, as its one file's listing order is.
  public func pictureWarnings() throws(CatalogError) -> [CatalogProblem] {
    try read { db in
      // SQLite takes the bare columns from the row whose ordinal is the smallest.
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT image, id, name, min(ordinal), count(*) FROM pet \(Self.missingPictures) WHERE gone = 0 AND imageMissing
          GROUP BY image ORDER BY min(ordinal)
          """)
      var warnings: [CatalogProblem] = []
      while let row = try rows.next() {
        let image = PetRecord.text(row, 0)
        warnings.note(
          CatalogProblem(
            // Read as a value: GRDB stops the program on an ordinal a damaged store made text.
            .warning, file: path, petIndex: file == path ? nil : Int.fromDatabaseValue(row[3] as DatabaseValue),
            petID: PetRecord.text(row, 1), field: "image",
            message: CatalogProblem.pictureMissing(image, others: (row[4] as Int) - 1),
            petName: PetRecord.text(row, 2), reason: .pictureMissing(path: image)))
      }
      return warnings
    }
  }
}

/// What a store file's first bytes say, read before SQLite opens it: whether it is an SQLite
/// database at all, and whether it is whole.
enum StoreFileHeader {
  /// The first 16 bytes of every SQLite database.
  static let magic = CatalogSource.storeMagic

  /// How a store keeps its changes while they are made (its header's read and write versions).
  enum Journal {
    /// A rollback journal, the way this program makes stores.
    case rollback
    /// A write-ahead log beside it (`-wal`).
    case writeAheadLog
  }

  /// Refuses a file that is missing, not an SQLite database, or shorter than its header says;
  /// says how it journals its changes.
  @discardableResult
  static func check(_ path: String) throws(CatalogError) -> Journal {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw CatalogError(.missing, file: path, trf(tr("cannot be read: %1$@"), String(cString: strerror(errno))))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw CatalogError(.missing, file: path, tr("is not a regular file"))
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CatalogError(.missing, file: path, trf(tr("cannot be read: %1$@"), String(cString: strerror(errno))))
    }
    defer { try? handle.close() }
    let header: Data
    do {
      header = try handle.read(upToCount: 100) ?? Data()
    } catch {
      throw CatalogError(.inputOutput, file: path, trf(tr("cannot be read: %1$@"), "\(error.localizedDescription)"))
    }
    guard header.count == 100, header.prefix(magic.count).elementsEqual(magic) else {
      throw CatalogError(.invalid, file: path, tr("is not a catalogue store (it is not an SQLite database)"))
    }
    let bytes = [UInt8](header)
    func bigEndian(_ offset: Int, _ count: Int) -> Int {
      bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
    // Page size at 16 (1 means 65,536); the size in pages at 28, valid while the change
    // counter at 24 equals the one at 92 (SQLite's file format, section 1.3).
    let pageSize = bigEndian(16, 2) == 1 ? 65_536 : bigEndian(16, 2)
    let pages = bigEndian(28, 4)
    if bigEndian(24, 4) == bigEndian(92, 4), pages > 0, Int(status.st_size) < pageSize * pages {
      throw CatalogError(
        .invalid, file: path,
        // TRANSLATORS: %1$lld is the file's size in bytes, %2$lld the size its header gives.
        trf(tr("is truncated: it has %1$lld bytes of the %2$lld it should have"), Int(status.st_size), pageSize * pages)
      )
    }
    // The file format's read and write versions, at 18 and 19: 2 for a write-ahead log.
    return bytes[18] == 2 || bytes[19] == 2 ? .writeAheadLog : .rollback
  }
}
