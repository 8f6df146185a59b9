import Foundation
import GRDB
import GRDBSQLite
import PetCatalog
import PetLocalization

/// Makes or updates a store from catalogues (`petcards import FILE… --into STORE`), in one
/// transaction: a failed import changes nothing, and a reader sees the old listing or the new.
///
/// A pet missing from the new listing is marked gone, not deleted, since inquiries refer to it;
/// a pet that comes back is listed again. Importing the same listing again changes nothing.
public enum CatalogImport {
  /// One catalogue to import and the file it was read from, for messages.
  public struct Source: Sendable {
    public var file: String
    public var catalog: Catalog
    /// Whether the file is one page of a shelter's listing, which may repeat a pet of another
    /// page when the listing changed while it was paged: the same record again is one pet.
    public var isPage: Bool

    public init(file: String, catalog: Catalog, isPage: Bool = false) {
      self.file = file
      self.catalog = catalog
      self.isPage = isPage
    }
  }

  /// What an import did, pet by pet.
  public struct Report: Sendable, Equatable {
    public var added = 0
    public var changed = 0
    public var unchanged = 0
    /// Listed before, missing now: marked gone.
    public var gone = 0
    /// Pictures that are files of the listing's folder, left out of a shared catalogue's
    /// publish given no `--pictures-at` (`SharedCatalog.publish`).
    public var picturesLeftOut = 0

    public init(added: Int = 0, changed: Int = 0, unchanged: Int = 0, gone: Int = 0) {
      self.added = added
      self.changed = changed
      self.unchanged = unchanged
      self.gone = gone
    }
  }

  /// Where an import is, for a person waiting on a million pets (`petcards import` says it on
  /// a terminal): its pets written or compared, then the indexes, then the store saved.
  public enum Step: Sendable, Equatable {
    /// `done` of the listing's `count` pets written (a new store) or compared with the store's.
    case pets(done: Int, count: Int)
    /// A catalogue file read as it is imported (`run(streaming:)`): `done` pets written or
    /// compared so far, and `read` of the file's `size` bytes read.
    case streaming(done: Int, read: Int, size: Int)
    /// The indexes and the sets of word starts, made once the pets are in.
    case indexing
    /// The transaction committed and the file synced (and a new store moved into place).
    case saving
  }

  /// Imports `sources`, as one listing in their order, into the store at `path`, making it if
  /// there is none. A file there that is not a store of a version this program can bring up to
  /// date is refused and left as it was. `progress` hears each step, on this thread, and the
  /// pets written or compared a batch at a time.
  @discardableResult
  public static func run(
    _ sources: [Source], into path: String, progress: ((Step) -> Void)? = nil
  ) throws(CatalogError) -> Report {
    let listing = try Listing(sources)
    let feed = PetFeed(count: listing.pets.count) { body, _ in
      for pet in listing.pets { try body(pet, listing.missingImages.contains(pet.id)) }
      return listing.fields
    }
    guard let (report, _) = try run(feed, into: path, progress: progress) else {
      preconditionFailure("a listing read whole is never given up on")
    }
    return report
  }

  /// Imports the JSON catalogue `file` into the store at `path` as `run(_:into:)` does, reading
  /// it a window at a time as its pets are written (`CatalogLoader.stream`): a million pets in
  /// the memory of a few thousand, and read while the store is written rather than before.
  /// Returns the report and the catalogue's own fields and warnings (no pets); or `nil`, with
  /// nothing changed, when the file is out of the ordinary: it is then to be read whole
  /// (`CatalogStore.loadListing`) and imported with `run(_:into:)`, which explains its problems.
  public static func run(
    streaming file: String, with loader: CatalogLoader, into path: String, progress: ((Step) -> Void)? = nil
  ) throws(CatalogError) -> (report: Report, catalog: Catalog)? {
    let feed = PetFeed(count: nil) { body, read in
      guard let streamed = try loader.stream(path: file, progress: read, body) else { return nil }
      return OwnFields(streamed.catalog, count: streamed.count, catalog: streamed.catalog)
    }
    guard let (report, fields) = try run(feed, into: path, progress: progress) else { return nil }
    return (report, fields.catalog ?? Catalog(pets: []))
  }

  /// Imports what `feed` hands on into the store at `path`; `nil`, with nothing changed, when
  /// the feed gave up.
  private static func run(
    _ feed: PetFeed, into path: String, progress: ((Step) -> Void)?
  ) throws(CatalogError) -> (Report, OwnFields)? {
    let exists = FileManager.default.fileExists(atPath: path)
    if !exists { try checkFolder(of: path) }
    // A new store is made beside its place and moved there whole, so a failed import leaves no
    // file behind and a reader never finds half a store.
    let target = exists ? path : temporaryPath(beside: path)
    do {
      if exists { try StoreFileHeader.check(path) }
      let queue = try DatabaseQueue(path: target, configuration: CatalogStore.configuration(readonly: false))
      defer { try? queue.close() }
      try queue.writeWithoutTransaction { db in
        // Room for the indexes being built, rather than SQLite's 2 MB that rereads them.
        try db.execute(sql: "PRAGMA cache_size = -262144")
        // A new store is a file of its own until it is whole: nothing to roll back or sync
        // pet by pet; it is synced once before it takes its place. An existing one keeps a
        // journal, so an import that stops half-way leaves it as it was.
        try db.execute(
          sql: exists ? "PRAGMA synchronous = FULL" : "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
      }
      if exists {
        try refuseForeign(queue, path: path)
        // A store another program put in write-ahead-log mode goes back to a rollback journal,
        // its log folded in: readers never need to write beside it (issue 40, point 16).
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = DELETE") }
      }
      try CatalogStoreSchema.migrate(queue)
      var outcome: (Report, OwnFields)?
      try queue.inTransaction(.immediate) { db in
        var writer = try StoreWriter(db, progress: progress)
        guard let fields = try writer.write(feed) else { return .rollback }
        outcome = (writer.report, fields)
        progress?(.saving)
        return .commit
      }
      guard let outcome else {
        try? queue.close()
        if !exists { unlink(target) }
        return nil
      }
      if !exists { try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = FULL") } }
      try? queue.close()
      if !exists {
        let descriptor = Foundation.open(target, O_RDONLY)
        if descriptor >= 0 {
          fsync(descriptor)
          close(descriptor)
        }
        guard rename(target, path) == 0 else {
          throw CatalogError(
            .inputOutput, file: path, trf(tr("cannot be written: %1$@"), String(cString: strerror(errno))))
        }
      }
      return outcome
    } catch {
      if !exists { unlink(target) }
      throw StoreFailure.catalogError(error, path: path)
    }
  }

  /// Refuses to make a store in a folder that is not there or cannot be written, saying which.
  private static func checkFolder(of path: String) throws(CatalogError) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      // TRANSLATORS: %1$@ is a folder's path.
      throw CatalogError(.cannotCreate, file: path, trf(tr("cannot be made: the folder %1$@ does not exist"), folder))
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw CatalogError(.cannotCreate, file: path, trf(tr("cannot be made: the folder %1$@ is not writable"), folder))
    }
  }

  private static func temporaryPath(beside path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).importing")
      .path
  }

  /// Refuses an existing file that is another program's database or a newer store's, before
  /// anything is written to it.
  private static func refuseForeign(_ queue: DatabaseQueue, path: String) throws {
    try queue.read { db in
      let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
      let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
      // An empty database may become a store; anything else must be one.
      if tables.isEmpty && applicationID == 0 { return }
      try CatalogStore.checkSchemaForImport(db, path: path)
    }
  }

  /// The catalogue's own fields, as a store keeps them, and how many pets it lists.
  struct OwnFields: Sendable {
    var shelter: String?
    var shelterEmail: String?
    var shelters: [Shelter] = []
    var fees = FeeSchedule.standard
    var pictureFolder: String?
    var count = 0
    /// The catalogue streamed, its pets aside, for its warnings.
    var catalog: Catalog?

    init() {}

    init(_ source: Catalog, count: Int, catalog: Catalog? = nil) {
      shelter = source.shelter
      shelterEmail = source.shelterEmail
      shelters = source.shelters
      fees = source.fees
      pictureFolder = source.directory?.standardizedFileURL.path
      self.count = count
      self.catalog = catalog
    }
  }

  /// The pets of every source in order, and the catalogue fields they share.
  struct Listing: Sendable {
    var pets: [Pet] = []
    var missingImages: Set<String> = []
    var fields = OwnFields()
    var shelter: String? { fields.shelter }
    var shelterEmail: String? { fields.shelterEmail }
    var shelters: [Shelter] { fields.shelters }
    var fees: FeeSchedule { fields.fees }
    var pictureFolder: String? { fields.pictureFolder }

    init(_ sources: [Source]) throws(CatalogError) {
      defer { fields.count = pets.count }
      guard let first = sources.first else { return }
      fields = OwnFields(first.catalog, count: 0)
      var fileOfID: [String: (file: String, index: Int, isPage: Bool)] = [:]
      var problems: [CatalogProblem] = []
      for source in sources {
        if source.catalog.fees != fees || source.catalog.directory?.standardizedFileURL.path != pictureFolder {
          problems.note(
            CatalogProblem(
              file: source.file,
              message: trf(
                tr(
                  "its fees or its pictures' folder differ from those of %1$@; import it into a store of its own"),
                first.file)))
          continue
        }
        for (index, pet) in source.catalog.pets.enumerated() {
          if let earlier = fileOfID[pet.id] {
            // Pages of a listing that changed while it was paged can list a pet twice: the
            // same record twice is one pet; two different records with one id are a mistake.
            if earlier.isPage, source.isPage, earlier.file != source.file, pets[earlier.index] == pet { continue }
            problems.note(
              CatalogProblem(
                file: source.file, petIndex: index, petID: pet.id, field: "id",
                message: trf(tr("the id is already used by a pet in %1$@"), earlier.file)))
            continue
          }
          fileOfID[pet.id] = (source.file, pets.count, source.isPage)
          pets.append(pet)
        }
        missingImages.formUnion(source.catalog.missingImages)
        if source.file != first.file { fields.shelters = Shelter.merged(fields.shelters, source.catalog.shelters) }
      }
      if !problems.isEmpty { throw CatalogError(kind: .invalid, problems: problems) }
    }
  }

  /// The pages of one listing as one catalogue, as an import would list them (the same record
  /// on two pages is one pet), with every page's warnings: `--catalog https://…`.
  public static func merged(_ pages: [Source]) throws(CatalogError) -> Catalog {
    let listing = try Listing(pages)
    var catalog = Catalog(
      shelter: listing.shelter, fees: listing.fees, pets: listing.pets, directory: nil,
      warnings: pages.flatMap(\.catalog.warnings))
    catalog.shelterEmail = listing.shelterEmail
    catalog.shelters = listing.shelters
    catalog.missingImages = listing.missingImages
    return catalog
  }
}

extension CatalogStore {
  /// The checks of `open`, for a store about to be imported into: an earlier version is fine,
  /// since the import brings it up to date.
  static func checkSchemaForImport(_ db: Database, path: String) throws {
    // Never let go below, for an earlier version either: the import would run them.
    if (try Int32.fetchOne(db, sql: "PRAGMA application_id")) == CatalogStoreSchema.applicationID {
      try checkOwnObjects(db, path: path)
    }
    do {
      try checkSchema(db, path: path)
    } catch let error as CatalogError
      where (try? Int.fetchOne(db, sql: "PRAGMA user_version")) ?? 0 < CatalogStoreSchema.version
    {
      // Older, and ours: the migrations bring it up to date.
      guard (try Int32.fetchOne(db, sql: "PRAGMA application_id")) == CatalogStoreSchema.applicationID else {
        throw error
      }
    }
  }
}

/// A pet made ready to be written into a store as a new row: its row's values, its words and
/// their starts (`WordStartSets`).
private struct ReadyPet: Sendable {
  let row: BoundRow
  let words: BoundRow
  let ordinal: Int
  let starts: [UInt16]

  init(_ pet: Pet, ordinal: Int, imageMissing: Bool) {
    let folded = SearchText.foldedParts(of: pet)
    row = PetRecord.row(pet, ordinal: ordinal, imageMissing: imageMissing, folded: folded)
    let words = SearchText.indexWords(folded)
    self.words = BoundRow.words(words)
    self.ordinal = ordinal
    starts = WordStartSets.codes(ofWords: words)
  }
}

/// Where an import's pets come from, in order, each with whether its picture is missing: a
/// listing read whole, or a catalogue file read as it is written. `run` hands each pet to its
/// `body`, and how much of the file is read to its `read`, on a thread of the writer's own, and
/// returns the catalogue's own fields, or `nil` when it gave up (what it handed on is dropped).
struct PetFeed: Sendable {
  /// How many pets it hands on, when that is known before they are read.
  var count: Int?
  let run:
    @Sendable (
      _ body: (Pet, Bool) throws -> Void, _ read: @escaping (Int, Int) -> Void
    ) throws -> CatalogImport.OwnFields?
}

/// Pets of a feed on their way from the thread reading them to the one writing them, with how
/// much of the file was read when the batch was full.
private struct FedBatch<Element: Sendable>: Sendable {
  var elements: [Element] = []
  var read = 0
  var size = 0
}

/// What a feed's thread tells the writer once it is done: the catalogue's own fields, or that
/// it gave up.
private final class FeedEnd: @unchecked Sendable {
  // Written by the feed's thread before it finishes, read by the writer's after `handOver`.
  var fields: CatalogImport.OwnFields?
}

/// Writes a listing into a store, inside the import's transaction.
private struct StoreWriter {
  let db: Database
  var report = CatalogImport.Report()
  let progress: ((CatalogImport.Step) -> Void)?
  /// A new pet's row, and its words.
  private let insert: Statement
  private let insertWords: Statement
  /// Pets a batch, made ready ahead of the writing (`ReadyPet`).
  static let batchSize = 512

  init(_ db: Database, progress: ((CatalogImport.Step) -> Void)?) throws {
    self.db = db
    self.progress = progress
    insert = try db.makeStatement(
      sql: "INSERT INTO pet (\(PetRecord.writtenColumns)) VALUES (\(PetRecord.placeholders(extra: 0)))")
    insertWords = try db.makeStatement(sql: "INSERT INTO pet_words (rowid, words) VALUES (?, ?)")
  }

  /// Runs `feed` on a thread of its own, handing batches of what `make` makes of each pet
  /// (given its place) to `use` on this one; the feed's fields, or `nil` when it gave up.
  private func handOver<Element: Sendable>(
    _ feed: PetFeed, make: @escaping @Sendable (Pet, Int, Bool) -> Element,
    use: (FedBatch<Element>) throws -> Void
  ) throws -> CatalogImport.OwnFields? {
    let end = FeedEnd()
    try BatchChannel<FedBatch<Element>>.handOver(
      make: { put in
        var batch = FedBatch<Element>()
        batch.elements.reserveCapacity(Self.batchSize)
        var place = 0
        var stopped = false
        end.fields = try feed.run(
          { pet, pictureMissing in
            batch.elements.append(make(pet, place, pictureMissing))
            place += 1
            if batch.elements.count == Self.batchSize {
              guard put(batch) else {
                stopped = true
                throw CancellationError()
              }
              batch.elements.removeAll(keepingCapacity: true)
            }
          },
          { read, size in (batch.read, batch.size) = (read, size) })
        if !stopped, !batch.elements.isEmpty { _ = put(batch) }
      }, use: use)
    return end.fields
  }

  /// Says how far the pets of `feed` are: `done` of them, or of a file streamed, how much of it
  /// is read (as of `batch`). A file streamed says nothing before its first pets: when it is
  /// left to the full reader at once, nothing was to be said.
  private func say(done: Int, of feed: PetFeed, _ batch: FedBatch<some Sendable>) {
    guard let progress else { return }
    if let count = feed.count {
      progress(.pets(done: done, count: count))
    } else {
      progress(.streaming(done: done, read: batch.read, size: batch.size))
    }
  }

  /// Writes the pets `feed` hands on, then the catalogue's own fields; those fields, or `nil`
  /// (nothing to keep) when the feed gave up.
  mutating func write(_ feed: PetFeed) throws -> CatalogImport.OwnFields? {
    let isEmpty = try Int.fetchOne(db, sql: "SELECT count(*) FROM pet") == 0
    // The word index gathers 64 MB of new words in memory before it writes a segment, rather
    // than its default 1 MB: a million pets' words went in in half the time (fewer, larger
    // segments to write and merge). A setting of the index, kept in the store: written once,
    // since importing the same listing again changes not one byte.
    let hashSize = 67_108_864
    if try Int.fetchOne(db, sql: "SELECT v FROM pet_words_config WHERE k = 'hashsize'") != hashSize {
      try db.execute(sql: "INSERT INTO pet_words (pet_words, rank) VALUES ('hashsize', ?)", arguments: [hashSize])
    }
    guard let fields = try isEmpty ? writeNew(feed) : update(feed) else { return nil }
    let fees = Rarity.allCases.map { "\(fields.fees.fee(for: $0))" }
    try db.execute(
      sql: """
        INSERT INTO catalogue (id, shelter, shelterEmail, currency, feeCommon, feeUncommon, feeRare, feeVeryRare, pictureFolder)
        VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (id) DO UPDATE SET shelter = excluded.shelter, shelterEmail = excluded.shelterEmail,
          currency = excluded.currency, feeCommon = excluded.feeCommon, feeUncommon = excluded.feeUncommon,
          feeRare = excluded.feeRare, feeVeryRare = excluded.feeVeryRare, pictureFolder = excluded.pictureFolder
        WHERE (shelter, shelterEmail, currency, feeCommon, feeUncommon, feeRare, feeVeryRare, pictureFolder)
          IS NOT (excluded.shelter, excluded.shelterEmail, excluded.currency, excluded.feeCommon,
            excluded.feeUncommon, excluded.feeRare, excluded.feeVeryRare, excluded.pictureFolder)
        """,
      arguments: [
        fields.shelter.map(PetRecord.whole), fields.shelterEmail.map(PetRecord.whole), fields.fees.currencyCode,
      ]
        + StatementArguments(fees) + [fields.pictureFolder.map(PetRecord.whole)])
    try db.execute(
      sql: "UPDATE catalogue SET petCount = ? WHERE petCount IS NOT ?", arguments: [fields.count, fields.count])
    try writeShelters(fields.shelters)
    return fields
  }

  /// Keeps `shelters` as the store's, in order, writing nothing when they are the store's
  /// already: importing the same listing again changes not one byte.
  private func writeShelters(_ shelters: [Shelter]) throws {
    let kept = try Row.fetchAll(db, sql: "SELECT id, json FROM shelter ORDER BY ordinal").map {
      [PetRecord.optionalText($0, 0) ?? "", PetRecord.optionalText($0, 1) ?? ""]
    }
    let wanted = shelters.map { [$0.id, $0.json] }
    guard kept != wanted else { return }
    try db.execute(sql: "DELETE FROM shelter")
    for (ordinal, shelter) in wanted.enumerated() {
      try db.execute(
        sql: "INSERT INTO shelter (ordinal, id, json) VALUES (?, ?, ?)",
        arguments: [ordinal, PetRecord.whole(shelter[0]), PetRecord.whole(shelter[1])])
    }
  }

  /// Writes a pet the store does not have, and its words; its row id.
  private func add(_ ready: ReadyPet) throws -> Int64 {
    try ready.row.insert(insert, in: db)
    let rowID = db.lastInsertedRowID
    try ready.words.insert(insertWords, leading: [rowID], in: db)
    return rowID
  }

  /// A new store: nothing to compare with. The indexes are made after the pets, in one sorted
  /// pass each, rather than kept up to date one pet at a time; but the pets come in listing
  /// order, so the index in that order is only added to at its end, and is kept (a pass of its
  /// own over a million pets took 0.8 s), as is the few missing pictures'.
  private mutating func writeNew(_ feed: PetFeed) throws -> CatalogImport.OwnFields? {
    let indexes = try Row.fetchAll(
      db,
      sql: """
        SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'pet' AND sql IS NOT NULL
          AND name NOT IN ('pet_by_ordinal', 'pet_missing_picture')
        """)
    for index in indexes { try db.execute(sql: "DROP INDEX \(index["name"] as String)") }
    // Each pet's row and words are made ready (folded, keyed, bound) on the feed's thread, a
    // batch or two ahead of this one writing them: on two cores the import takes the time of
    // the slower of the two, not of both.
    var starts = WordStartSets(count: 0)
    var written = 0
    if let count = feed.count { progress?(.pets(done: 0, count: count)) }
    guard
      let fields = try handOver(
        feed, make: { pet, place, pictureMissing in ReadyPet(pet, ordinal: place, imageMissing: pictureMissing) },
        use: { batch in
          for ready in batch.elements {
            _ = try add(ready)
            starts.insert(ready.starts, at: ready.ordinal)
          }
          written += batch.elements.count
          say(done: written, of: feed, batch)
        })
    else { return nil }
    progress?(.indexing)
    for index in indexes { try db.execute(sql: index["sql"]) }
    starts.count = fields.count
    try starts.write(into: db)
    report.added = fields.count
    return fields
  }

  /// A store that has pets: each pet compared with the one stored under its id, and only what
  /// changed written.
  private mutating func update(_ feed: PetFeed) throws -> CatalogImport.OwnFields? {
    try db.execute(sql: "CREATE TEMP TABLE listed (rowid INTEGER PRIMARY KEY)")
    defer { try? db.execute(sql: "DROP TABLE temp.listed") }
    let find = try db.makeStatement(
      sql: "SELECT \(PetRecord.columns(CatalogStoreSchema.version)), ordinal, gone FROM pet WHERE id = ?")
    let delete = try db.makeStatement(sql: "DELETE FROM pet WHERE rowid = ?")
    let deleteWords = try db.makeStatement(
      sql: "INSERT INTO pet_words (pet_words, rowid, words) VALUES ('delete', ?, ?)")
    let insertWithRowID = try db.makeStatement(
      sql:
        "INSERT INTO pet (rowid, \(PetRecord.writtenColumns)) VALUES (\(PetRecord.placeholders(extra: 1)))"
    )
    let listed = try db.makeStatement(sql: "INSERT INTO temp.listed (rowid) VALUES (?)")
    // Whether any pet came, went back or moved, which moves the places of the sets of word
    // starts; else the pets whose words changed, whose sets are patched where they are.
    var placesMoved = false
    var wordChanges: [WordStartSets.Change] = []
    var compared = 0
    if let count = feed.count { progress?(.pets(done: 0, count: count)) }
    let fields = try handOver(
      feed, make: { pet, place, pictureMissing in (pet, place, pictureMissing) },
      use: { batch in
        for (pet, ordinal, imageMissing) in batch.elements {
          guard let stored = try storedPet(find, id: pet.id) else {
            let ready = ReadyPet(pet, ordinal: ordinal, imageMissing: imageMissing)
            try listed.execute(arguments: [try add(ready)])
            report.added += 1
            placesMoved = true
            continue
          }
          let (rowID, old, wasGone, oldOrdinal, oldImageMissing) = stored
          try listed.execute(arguments: [rowID])
          if wasGone || oldOrdinal != ordinal { placesMoved = true }
          if old == pet, oldImageMissing == imageMissing, !wasGone, oldOrdinal == ordinal {
            report.unchanged += 1
            continue
          }
          // Replaced under the same row id, which the list's positions and other readers keep.
          // (Folded only now: most pets of a listing imported again are unchanged.)
          let folded = SearchText.foldedParts(of: pet)
          try delete.execute(arguments: [rowID])
          try PetRecord.row(pet, ordinal: ordinal, imageMissing: imageMissing, folded: folded)
            .insert(insertWithRowID, leading: [rowID], in: db)
          let oldFolded = SearchText.foldedParts(of: old)
          if oldFolded != folded {
            let (oldWords, newWords) = (SearchText.indexWords(oldFolded), SearchText.indexWords(folded))
            try deleteWords.execute(arguments: [rowID, oldWords])
            try BoundRow.words(newWords).insert(insertWords, leading: [rowID], in: db)
            wordChanges.append(WordStartSets.Change(place: ordinal, oldWords: oldWords, newWords: newWords))
          }
          if old == pet, oldImageMissing == imageMissing, !wasGone {
            report.unchanged += 1
          } else {
            report.changed += 1
          }
        }
        compared += batch.elements.count
        say(done: compared, of: feed, batch)
      })
    guard let fields else { return nil }
    progress?(.indexing)
    try db.execute(sql: "UPDATE pet SET gone = 1 WHERE gone = 0 AND rowid NOT IN (SELECT rowid FROM temp.listed)")
    report.gone = db.changesCount
    // A pet added, gone, back or moved in the listing, and the places of the sets of word
    // starts may all have moved: they are read again from the word index (3 s at a million
    // pets). A store brought up from version 2 has none yet. Pets changed where they were have
    // their sets patched (a story edited, a pet adopted: a few milliseconds).
    let hasNoStarts = try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM pet_word_starts)") ?? true
    if placesMoved || report.gone > 0 || (fields.count > 0 && hasNoStarts) {
      try WordStartSets.fromWordIndex(db, count: fields.count).write(into: db)
    } else if !wordChanges.isEmpty, try !WordStartSets.patch(db, count: fields.count, wordChanges) {
      try WordStartSets.fromWordIndex(db, count: fields.count).write(into: db)
    }
    return fields
  }

  /// The pet stored with `id` (`find` reads `PetRecord.columns, ordinal, gone`), read in place
  /// from the statement's row (a GRDB `Row` each, with its columns looked up by name, was half
  /// of importing a listing again), and the statement reset before anything is written.
  func storedPet(_ find: Statement, id: String) throws -> (
    rowID: Int64, pet: Pet, gone: Bool, ordinal: Int, imageMissing: Bool
  )? {
    try find.setArguments([id])
    defer { sqlite3_reset(find.sqliteStatement) }
    guard try FastRead.step(db, find) else { return nil }
    let row = StatementRow(handle: find.sqliteStatement)
    let ordinal = PetRecord.columnCount
    return (
      PetRecord.rowID(row), try PetRecord.pet(from: row, store: ""), row.optionalFlag(ordinal + 1) ?? false,
      Int(row.integer(ordinal)), PetRecord.imageMissing(row)
    )
  }
}
