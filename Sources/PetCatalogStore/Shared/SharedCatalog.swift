import Foundation
import PetCatalog
import PetLocalization
import Synchronization

/// A catalogue many shelters publish into and many desktops read, in PostgreSQL
/// (`--catalog postgresql://…`). The same questions as `CatalogStore` (the search rule, the
/// filters, the orders) answered in SQL on its indexes, with the same answers; publishing and
/// who may do it are `publish` and `grant`, and the server enforces the roles
/// (`SharedCatalogSchema`).
public final class SharedCatalog: @unchecked Sendable {
  let connection: PostgresConnection
  /// The version of the database's tables, when opened to read: one older than this program's
  /// lists pets but keeps no inquiries until its owner publishes once with this version.
  private(set) var version = SharedCatalogSchema.version
  /// The server as messages name it, without a password.
  public var server: String { connection.server }

  /// `address` as messages name the server: a URL without its password.
  public static func describe(_ address: String) -> String {
    PostgresConnection.describe(address)
  }

  /// The login `address` is for (server, role, database), as a password is kept under; `nil`
  /// for an address libpq cannot read.
  public static func login(of address: String) -> ServerLogin? {
    PostgresConnection.login(for: address)
  }

  /// `address` as the window names it, in its subtitle and messages: `pets on db.example.org`.
  public static func shortName(_ address: String) -> String {
    PostgresConnection.shortName(address)
  }

  /// The shelters whose pets it lists, when not every shelter's (`--shelter`): every query
  /// asks only for theirs.
  public var onlyShelters: Set<String> = []

  /// The address it was opened with (with its password, if it had one): never shown.
  let address: String
  /// Guards `misread`, noted from the threads pages are read on.
  private let misreadValues = Mutex<[CatalogProblem]>([])
  /// The login role of the connection, once asked (`role()`): it never changes.
  private let connectedRole = Mutex<String?>(nil)

  /// The login role this connection acts as, asked of the server once.
  func role() throws(CatalogError) -> String {
    if let known = connectedRole.withLock({ $0 }) { return known }
    let role = try asking { try connection.value("SELECT current_user") ?? "" }
    connectedRole.withLock { $0 = role }
    return role
  }

  private init(connection: PostgresConnection, address: String) {
    self.connection = connection
    self.address = address
  }

  /// Connects to the shared catalogue at `address` and checks that it is one this program reads.
  public static func open(_ address: String) throws(CatalogError) -> SharedCatalog {
    let catalog = SharedCatalog(connection: try PostgresConnection(address), address: address)
    switch try catalog.schemaVersion() {
    case nil:
      throw CatalogError(
        .invalid, file: catalog.server,
        tr("is not a shared catalogue yet; make one with petcards import FILE --into ADDRESS --shelter ID"))
    case let version? where version > SharedCatalogSchema.version:
      throw catalog.newer(version)
    case let version?:
      catalog.version = version
      return catalog
    }
  }

  /// The refusal of tables a newer version of this program made.
  func newer(_ version: Int) -> CatalogError {
    CatalogError(
      .invalid, file: server,
      trf(
        tr("was made by a newer version of this program (store version %1$lld; this one reads up to %2$lld)"),
        version, SharedCatalogSchema.version))
  }

  /// Connects to `address` to publish into it, making its tables when it has none.
  static func connectForPublishing(_ address: String) throws(CatalogError) -> SharedCatalog {
    let connection = try PostgresConnection(address)
    // A publish's statements (a million rows merged, another publish's lock on the tables
    // waited for) may take minutes with nothing said; a server gone is still seen.
    connection.waitForAnswers(upTo: publishAnswerTimeout)
    return SharedCatalog(connection: connection, address: address)
  }

  /// How long a publish waits for a byte of each statement's answer.
  static let publishAnswerTimeout: Duration = .seconds(600)

  /// Brings the tables from `version` to this program's, in the caller's transaction; a role
  /// that may not (any but the database's owner) is told who may, and nothing changes.
  func migrate(from version: Int) throws {
    let migrations = SharedCatalogSchema.migrations.filter { $0.version > version }
    guard !migrations.isEmpty else { return }
    // Asked first: after a refusal, the transaction answers nothing more.
    let role = try connection.value("SELECT current_user") ?? ""
    for migration in migrations {
      do {
        try connection.execute(migration.sql)
        try connection.execute("UPDATE pets_catalogue SET version = \(migration.version)")
      } catch {
        guard error.kind == .notPermitted else { throw error }
        throw CatalogError(
          .notPermitted, file: server,
          trf(
            tr(
              // TRANSLATORS: %1$lld and %2$lld are versions of the shared catalogue's tables, %3$@ a login role.
              "holds a catalogue of version %1$lld, which this program brings up to version %2$lld when the database's owner publishes; the role %3$@ may not"
            ), version, SharedCatalogSchema.version, role))
      }
    }
  }

  /// The version of the tables, `nil` when there are none.
  func schemaVersion() throws(CatalogError) -> Int? {
    try asking {
      guard try connection.value("SELECT to_regclass('pets_catalogue') IS NOT NULL") == "t" else { return nil }
      return try tablesVersion()
    }
  }

  /// The version of tables known to be there.
  private func tablesVersion() throws(CatalogError) -> Int {
    try asking { try connection.value("SELECT max(version) FROM pets_catalogue").flatMap { Int($0) } ?? 0 }
  }

  /// Runs `body`, which asks the server; an error that is not already a `CatalogError` (one
  /// thrown by a caller's closure) becomes one that names the server.
  func asking<T>(_ body: () throws -> T) throws(CatalogError) -> T {
    do {
      return try body()
    } catch let error as CatalogError {
      throw error
    } catch {
      throw CatalogError(.inputOutput, file: server, "\(error)")
    }
  }

  // MARK: - Publishing

  /// Publishes `catalog` (read from `file`) as the listing of the shelter `shelter`, in one
  /// transaction: pets added or changed, the shelter's pets missing from it marked gone.
  /// Readers see the old listing or the new, and are not blocked meanwhile. Makes the tables
  /// first in a database that has none (the database's owner may).
  ///
  /// A picture that is a file of the listing's folder is published as its address under
  /// `picturesAt` (where the shelter put that folder on the web), or not at all: a path on the
  /// publisher's computer names nothing on a reader's, and says what the publisher keeps where
  /// (issue 40). The report counts the pictures left out.
  public static func publish(
    _ sources: [CatalogImport.Source], shelter: String, into address: String, picturesAt: URL? = nil
  ) throws(CatalogError) -> CatalogImport.Report {
    let listing = try CatalogImport.Listing(sources)
    var catalog = Catalog(shelter: listing.shelter, fees: listing.fees, pets: listing.pets)
    catalog.shelterEmail = listing.shelterEmail
    catalog.shelters = listing.shelters
    catalog.missingImages = listing.missingImages
    var picturesLeftOut = 0
    for index in catalog.pets.indices {
      // Every photo as the picture: an address, or left out (the picture counts them once).
      catalog.pets[index].photos = catalog.pets[index].photos.compactMap { photo in
        publishedPicture(photo.address, picturesAt: picturesAt).map {
          Photo($0, width: photo.width, height: photo.height)
        }
      }
      guard !catalog.pets[index].image.isEmpty else { continue }
      guard let published = publishedPicture(catalog.pets[index].image, picturesAt: picturesAt) else {
        catalog.pets[index].image = ""
        picturesLeftOut += 1
        continue
      }
      catalog.pets[index].image = published
    }
    let file = sources.first?.file ?? ""
    try checkPublishable(catalog, file: file, shelter: shelter)
    let shared = try connectForPublishing(address)
    // Tables to make or bring up to date: one publish at a time does it. Two shelters' first
    // publishes into a new database at once both made the tables, and one failed ("duplicate
    // key value violates unique constraint pg_type_typname_nsp_index"); the second now waits
    // for the first's commit, then finds them made. The lock is the session's, taken before the
    // transaction begins: a transaction that began before the tables were made kept not seeing
    // them after waiting on a lock of its own. Publishes into tables already up to date take no
    // lock, and run side by side.
    let makesTables = try shared.schemaVersion() != SharedCatalogSchema.version
    if makesTables { try shared.asking { try shared.connection.execute("SELECT pg_advisory_lock(\(schemaLock))") } }
    defer { if makesTables { _ = try? shared.connection.execute("SELECT pg_advisory_unlock(\(schemaLock))") } }
    return try shared.asking {
      try shared.connection.transaction {
        // Found up to date, the tables are still there: only their version is asked again (a
        // newer program may have migrated them meanwhile).
        switch try makesTables ? shared.schemaVersion() : shared.tablesVersion() {
        case nil:
          try shared.connection.execute(SharedCatalogSchema.create)
          try shared.migrate(from: 1)
        case let version? where version > SharedCatalogSchema.version: throw shared.newer(version)
        case let version?: try shared.migrate(from: version)
        }
        var report = try shared.write(catalog, file: file, shelter: shelter)
        report.picturesLeftOut = picturesLeftOut
        return report
      }
    }
  }

  /// `image` as a shared catalogue keeps it: a web address as it is; a path in the listing's
  /// folder as its address under `picturesAt`, each part of it percent-encoded; `nil` for a
  /// path when there is no `picturesAt` (the loader has refused one that leaves the folder).
  static func publishedPicture(_ image: String, picturesAt: URL?) -> String? {
    if PetRules.isPictureAddress(image) { return image }
    guard let picturesAt, PetRules.imageProblem(image) == nil else { return nil }
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ";?#%")
    let parts = image.split(separator: "/").filter { $0 != "." }
      .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
    var base = picturesAt.absoluteString
    if !base.hasSuffix("/") { base += "/" }
    let address = base + parts.joined(separator: "/")
    return PetRules.isPictureAddress(address) ? address : nil
  }

  /// Whether `address` may be given where a shared catalogue's pictures are: `http` or `https`,
  /// a host, no user or password (every reader is given it), no query or fragment (the
  /// pictures' paths follow it).
  public static func isPicturesAddress(_ address: URL) -> Bool {
    ["http", "https"].contains(address.scheme?.lowercased() ?? "") && !(address.host ?? "").isEmpty
      && address.user == nil && address.password == nil && address.query == nil && address.fragment == nil
      && PetRules.isPictureAddress(address.absoluteString)
  }

  /// The advisory lock a publish holds while it makes or migrates the tables (any number, the
  /// same in every copy of the program; the lock ends with the connection, should it die).
  static let schemaLock = 7_301_202_611

  /// Refuses a shelter id that is not one, with `file` (or the server) named.
  private static func checkShelterID(_ shelter: String, file: String) throws(CatalogError) {
    guard PetRules.isValidID(shelter) else {
      throw CatalogError(
        // TRANSLATORS: %1$@ is what was given as a shelter's id.
        .invalid, file: file, trf(tr("\"%1$@\" is not a shelter id: use a-z, 0-9, - and _"), shelter))
    }
  }

  /// Refuses what PostgreSQL's text cannot hold (a NUL), naming the pet and the field, before
  /// anything is sent; and a shelter id that is not one.
  private static func checkPublishable(_ catalog: Catalog, file: String, shelter: String) throws(CatalogError) {
    try checkShelterID(shelter, file: file)
    var problems: [CatalogProblem] = []
    // The shelter's own fields too: a NUL in its name was cut there silently (issue 40).
    for (field, text) in [("shelter", catalog.shelter), ("shelterEmail", catalog.shelterEmail)]
    where text?.utf8.contains(0) == true {
      problems.note(
        CatalogProblem(
          file: file, field: field, message: tr("holds a NUL character, which a shared catalogue cannot keep")))
    }
    for (index, pet) in catalog.pets.enumerated() {
      for (field, text) in [
        ("name", pet.name), ("breed", pet.breed), ("image", pet.image), ("description", pet.description),
      ]
      where text.utf8.contains(0) {
        problems.note(
          CatalogProblem(
            file: file, petIndex: index, petID: pet.id, field: field,
            message: tr("holds a NUL character, which a shared catalogue cannot keep")))
      }
    }
    if !problems.isEmpty { throw CatalogError(kind: .invalid, problems: problems) }
  }

  /// Says plainly why the connected role may not publish for `shelter`, before the server
  /// refuses it in its own words (which it does whatever this says).
  private func checkMayPublish(for shelter: String, mayMakeShelters: Bool) throws {
    guard !mayMakeShelters else { return }
    let role = try connection.value("SELECT current_user") ?? ""
    let isShelter = try connection.value("SELECT pg_has_role('pets_shelter', 'MEMBER')") == "t"
    let granted =
      try isShelter
      && connection.value("SELECT 1 FROM shelter_grant WHERE role_name = current_user AND shelter_id = $1", [shelter])
        != nil
    guard granted else {
      throw CatalogError(
        .notPermitted, file: server,
        trf(
          tr(
            // TRANSLATORS: %1$@ is a login role, %2$@ a shelter's id.
            "the role %1$@ may not publish for the shelter %2$@; the database's owner lets it with petcards shelter grant %1$@ %2$@"
          ), role, shelter))
    }
  }

  private func write(_ catalog: Catalog, file: String, shelter: String) throws -> CatalogImport.Report {
    let (mayMakeShelters, exists) = try connection.execute(
      "SELECT has_table_privilege('shelter', 'INSERT'), EXISTS (SELECT 1 FROM shelter WHERE id = $1)", [shelter]
    ) { ($0.text(0, 0) == "t", $0.text(0, 1) == "t") }
    try checkMayPublish(for: shelter, mayMakeShelters: mayMakeShelters)
    let fees = catalog.fees
    let feeTexts = Rarity.allCases.map { Money.text(fees.fee(for: $0)) }
    // The shelter: made by the owner when new, its name and contact kept up to date.
    let own = catalog.publishingShelter(shelter)
    if exists {
      try connection.execute(
        "UPDATE shelter SET name = $2, email = $3 WHERE id = $1 AND (name, email) IS DISTINCT FROM ($2, $3)",
        [shelter, catalog.shelter ?? own?.name ?? shelter, catalog.shelterEmail ?? own?.email])
    } else {
      try connection.execute(
        """
        INSERT INTO shelter (id, name, email, currency, fee_common, fee_uncommon, fee_rare, fee_very_rare)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
        """,
        [shelter, catalog.shelter ?? own?.name ?? shelter, catalog.shelterEmail ?? own?.email, fees.currencyCode]
          + feeTexts)
    }
    if version >= SharedCatalogSchema.shelterPlacesVersion {
      let place = Self.placeColumns
      let values: [String?] =
        Self.placeTexts.map { own?[keyPath: $0.1] }
        + [
          own?.coordinates.map { Coordinates.text($0.latitude) },
          own?.coordinates.map { Coordinates.text($0.longitude) },
        ]
      let marks = place.indices.map { "$\($0 + 2)" + (place[$0].hasSuffix("itude") ? "::double precision" : "") }
      try connection.execute(
        "UPDATE shelter SET (\(place.joined(separator: ", "))) = ROW(\(marks.joined(separator: ", "))) WHERE id = $1"
          + " AND (\(place.joined(separator: ", "))) IS DISTINCT FROM (\(marks.joined(separator: ", ")))",
        [shelter] + values)
    }
    // The listing goes to the server in one COPY, each pet with the words it starts (its
    // `words`, apart by spaces), and is merged there in a statement each: no round trip a pet.
    // The words took a row each in a COPY of their own: 22,000 rows for 500 pets, and a quarter
    // of a publish's time on the server beside ten searches.
    try connection.execute(
      """
      CREATE TEMPORARY TABLE incoming (LIKE pet INCLUDING DEFAULTS, words text COLLATE "C") ON COMMIT DROP
      """)
    try connection.copy(
      "COPY incoming (\(Self.columns.joined(separator: ", ")), words) FROM STDIN",
      rows: catalog.pets.enumerated().lazy.map { ordinal, pet in
        var folded = SearchText.foldedParts(of: pet)
        if folded.utf8.contains(0) { folded = folded.replacingOccurrences(of: "\u{0}", with: "\n") }
        return Self.values(
          pet, shelter: shelter, ordinal: ordinal, imageMissing: catalog.missingImages.contains(pet.id),
          folded: folded, fees: fees) + [Self.words(folded).joined(separator: " ")]
      })
    // From here on, the statements that need no answer in between go together, a round trip
    // each group: beside ten searches a round trip took 20 to 40 ms. (The shelter's id, checked
    // to be letters, digits, - and _, is written in them as it is.)
    //
    // Temporary tables have no statistics until asked: without them the planner took the merge
    // of 600,000 words for a nested loop (21 s for 20,000 pets). It needs the count of rows and
    // the columns joined on; the texts' statistics took most of the time (15 ms for 500 pets).
    // Then a pet of another shelter's under an id of this listing: refused, nothing written.
    let quotedShelter = "'\(shelter)'"
    let taken = try connection.execute(
      """
      ANALYZE incoming (id, shelter_id);
      SELECT incoming.id, pet.shelter_id FROM incoming JOIN pet USING (id)
      WHERE pet.shelter_id <> \(quotedShelter) ORDER BY incoming.id
      """
    ) { result in (0..<result.rowCount).map { (result.text($0, 0) ?? "", result.text($0, 1) ?? "") } }
    if !taken.isEmpty {
      throw CatalogError(
        kind: .invalid,
        problems: taken.map { id, owner in
          CatalogProblem(
            file: file, petID: id, field: "id",
            // TRANSLATORS: %1$@ is a shelter's id in a shared catalogue.
            message: trf(tr("the id is already used by a pet of the shelter \"%1$@\""), owner))
        })
    }
    var report = CatalogImport.Report()
    // Added and changed pets, and only those: an unchanged row is not written at all.
    try connection.execute(
      """
      CREATE TEMPORARY TABLE written ON COMMIT DROP AS
      WITH upserted AS (
        INSERT INTO pet (\(Self.columns.joined(separator: ", ")))
        SELECT \(Self.columns.joined(separator: ", ")) FROM incoming
        ON CONFLICT (id) DO UPDATE SET \(Self.columns.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")), gone = false
        WHERE pet.shelter_id = excluded.shelter_id
          AND (\(Self.columns.map { "pet.\($0)" }.joined(separator: ", ")), pet.gone)
            IS DISTINCT FROM (\(Self.columns.map { "excluded.\($0)" }.joined(separator: ", ")), false)
        RETURNING id, (xmax = 0) AS added
      )
      SELECT id, added FROM upserted;
      ANALYZE written;
      SELECT count(*) FILTER (WHERE added), count(*) FILTER (WHERE NOT added) FROM written
      """
    ) {
      report.added = Int($0.text(0, 0) ?? "") ?? 0
      report.changed = Int($0.text(0, 1) ?? "") ?? 0
    }
    report.unchanged = catalog.pets.count - report.added - report.changed
    // The words of the pets written (tables version 7): of a changed pet, the rows that differ
    // go and the new ones come, and the others stay. Rewriting them all scattered a shelter's
    // rows over the index, which is in the order by name: 0.46 s of a 500-pet publish's 0.8, and
    // 3 s beside ten searches. The difference is found in one pass over the old rows and the
    // new (a hash join); a row that goes is deleted where that pass found it (its `ctid`: no
    // other transaction deletes it before this one ends, as the pet's row is locked by now).
    try connection.execute(
      """
      CREATE TEMPORARY TABLE word_change ON COMMIT DROP AS
      SELECT old.place, new.word, new.name_key, new.shelter_id, new.ordinal, new.pet_id
      FROM (
        SELECT ctid AS place, word, name_key, shelter_id, ordinal, pet_id FROM pet_word
        WHERE pet_id IN (SELECT id FROM written WHERE NOT added)
      ) AS old
      FULL JOIN (
        SELECT word, name_key, shelter_id, ordinal, id AS pet_id
        FROM incoming, unnest(string_to_array(incoming.words, ' ')) AS word
        WHERE id IN (SELECT id FROM written)
      ) AS new
        ON (new.word, new.name_key, new.shelter_id, new.ordinal, new.pet_id)
          = (old.word, old.name_key, old.shelter_id, old.ordinal, old.pet_id)
      WHERE old.pet_id IS NULL OR new.pet_id IS NULL;
      DELETE FROM pet_word WHERE ctid = ANY (ARRAY(SELECT place FROM word_change WHERE place IS NOT NULL));
      INSERT INTO pet_word (word, name_key, shelter_id, ordinal, pet_id)
      SELECT word, name_key, shelter_id, ordinal, pet_id FROM word_change WHERE place IS NULL
      ORDER BY 1, 2, 3, 4, 5
      """)
    // The shelter's pets missing from the listing are gone. What a window opens on: how many
    // pets the shelter lists now (the listing, every one of them listed and numbered from 0),
    // how many of each status, and the earliest birthday. Every open window hears of it
    // (docs/shared-catalogue.md).
    var statuses: [AdoptionStatus: Int] = [:]
    for pet in catalog.pets { statuses[pet.status, default: 0] += 1 }
    let statusCounts = AdoptionStatus.allCases.map { "\(statuses[$0] ?? 0)" }
    let setStatuses = SharedCatalogSchema.statusColumns.enumerated().map { "\($1) = $\($0 + 4)" }
    report.gone = try connection.execute(
      """
      WITH gone AS (
        UPDATE pet SET gone = true WHERE shelter_id = $1 AND NOT gone AND id NOT IN (SELECT id FROM incoming)
        RETURNING 1
      ), counted AS (
        UPDATE shelter SET listed = $2, earliest_birthday = $3, \(setStatuses.joined(separator: ", ")) WHERE id = $1
      )
      SELECT (SELECT count(*) FROM gone), pg_notify('pets_catalogue', $1)
      """,
      [shelter, "\(catalog.pets.count)", catalog.earliestBirthday?.isoString] + statusCounts
    ) { $0.integer(0, 0) ?? 0 }
    return report
  }

  /// The columns of the `pet` table a pet is written to and read from, in this order: a case's
  /// raw value is its place, its name the column's (`PetField.sharedColumn` for a field of the
  /// model), so a column is read where it is selected, by name (issue 41).
  enum Column: Int, CaseIterable, SharedColumns {
    case id, shelterId, ordinal, name, nameKey, species, breed, sex, birthday, rarity, image, imageMissing, size
    case description, intakeDate, status, goodWithKids, goodWithDogs, goodWithCats, spayedNeutered, vaccinated
    case houseTrained
    /// The pet's own fee, `nil` when its shelter's for its rarity is its fee.
    case ownFee
    /// The fee a list shows and sorts by: its own, else its shelter's for its rarity.
    case fee
    case ageKnown, folded, colour, coat, photos
  }

  /// The columns of a list's row (`listedPet`), as the SQLite store's (`PetRecord.Listed`).
  enum ListedColumn: Int, CaseIterable, SharedColumns {
    case id, name, species, birthday, rarity, status, fee, ageKnown, shelterId
  }

  /// The columns a pet is written to, in `values`' order.
  static let columns = Column.allCases.map(\.name)

  /// The values written for `pet`, one for each of `columns`, in that order: one case of
  /// `Column` each, so the values and the list cannot disagree.
  private static func values(
    _ pet: Pet, shelter: String, ordinal: Int, imageMissing: Bool, folded: String, fees: FeeSchedule
  ) -> [String?] {
    func flag(_ value: Bool?) -> String? { value.map { $0 ? "true" : "false" } }
    return Column.allCases.map { column -> String? in
      switch column {
      case .id: pet.id
      case .shelterId: shelter
      case .ordinal: "\(ordinal)"
      case .name: pet.name
      case .nameKey: Self.nameKey(pet.name)
      case .species: pet.species.rawValue
      case .breed: pet.breed
      case .sex: pet.sex.rawValue
      // Not known: '', which sorts last the youngest first (`SharedQuery`).
      case .birthday: pet.ageKnown == .unknown ? "" : pet.birthday.isoString
      case .rarity: pet.rarity?.rawValue ?? ""
      case .image: pet.image
      case .imageMissing: flag(imageMissing)
      case .size: pet.size.rawValue
      case .description: pet.description
      // Not known: '', which sorts last the newest first (`SharedQuery`).
      case .intakeDate: pet.intakeDate?.isoString ?? ""
      case .status: pet.status.rawValue
      case .goodWithKids: pet.goodWithKids.rawValue
      case .goodWithDogs: pet.goodWithDogs.rawValue
      case .goodWithCats: pet.goodWithCats.rawValue
      case .spayedNeutered: flag(pet.spayedNeutered)
      case .vaccinated: flag(pet.vaccinated)
      case .houseTrained: flag(pet.houseTrained)
      case .ownFee: pet.fee.map(Money.text)
      case .fee: (pet.fee ?? pet.rarity.map { fees.fee(for: $0) }).map(Money.text)
      case .ageKnown: pet.ageKnown.spelling
      case .folded: folded
      case .colour: pet.colour
      case .coat: pet.coat.rawValue
      case .photos: pet.photos.isEmpty ? "[]" : Photo.text(pet.photos)
      }
    }
  }

  /// `name`'s sort key (`PetRecord.nameKey`, as the SQLite store's) as a `bytea` in text.
  static func nameKey(_ name: String) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "x")]
    for byte in PetRecord.nameKey(name).utf8 { text += [digits[Int(byte >> 4)], digits[Int(byte & 0xf)]] }
    return String(decoding: text, as: UTF8.self)
  }

  /// The words a search starts at in `folded`: its runs of ASCII letters and digits, as the
  /// SQLite store's word index (FTS5's ascii tokenizer over `SearchText.indexWords`) has them.
  /// Read byte by byte, a byte outside ASCII a space as `indexWords` has it: splitting the text
  /// into `Character`s took a fifth of a 500-pet publish's time in the program.
  static func words(_ folded: String) -> Set<String> {
    var words = Set<String>()
    var word: [UInt8] = []
    // A byte outside ASCII, as `indexWords` has it, is a space: it ends a word.
    for byte in folded.utf8 + [0x20] {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 0x20)
      default:
        guard !word.isEmpty else { continue }
        words.insert(String(decoding: word, as: UTF8.self))
        word.removeAll(keepingCapacity: true)
      }
    }
    return words
  }

  // MARK: - Granting

  /// Lets the login role `role` publish for `shelter` (made if new): run by the database's
  /// owner, who alone may write `shelter_grant`.
  public static func grant(role: String, shelter: String, in address: String) throws(CatalogError) {
    let shared = try open(address)
    try checkShelterID(shelter, file: shared.server)
    try shared.asking {
      try shared.connection.transaction {
        try shared.connection.execute(
          """
          INSERT INTO shelter (id, name, currency, fee_common, fee_uncommon, fee_rare, fee_very_rare)
          VALUES ($1, $1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING
          """,
          [shelter, FeeSchedule.standard.currencyCode]
            + Rarity.allCases.map { Money.text(FeeSchedule.standard.fee(for: $0)) })
        try shared.connection.execute(
          "INSERT INTO shelter_grant (role_name, shelter_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [role, shelter])
        let quoted = "\"" + role.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        try shared.connection.execute("GRANT pets_shelter TO \(quoted)")
      }
    }
  }

  // MARK: - Reading

  /// The ids of the shelters the catalogue holds, in order.
  public func shelterIDs() throws(CatalogError) -> [String] {
    try asking {
      try connection.execute("SELECT id FROM shelter ORDER BY id") { result in
        (0..<result.rowCount).map { result.text($0, 0) ?? "" }
      }
    }
  }

  /// Runs `body`, whose questions all see the catalogue as it was when the first was asked: a
  /// shelter publishing meanwhile shows in none of them (`petcards list` reads its rows twice,
  /// measured then written, and the second reading must be the first's).
  public func inOneSnapshot<T>(_ body: () throws -> T) throws -> T {
    try connection.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
  }

  /// The fees and currency rows are shown with: the one shelter's, or the standard ones when
  /// several shelters share the catalogue (each pet's fee is its own by then).
  public func fees() throws(CatalogError) -> FeeSchedule {
    try asking {
      try connection.execute("SELECT currency FROM shelter LIMIT 2") { result in
        guard result.rowCount == 1, let currency = result.text(0, 0) else { return FeeSchedule.standard }
        var fees = FeeSchedule.standard
        fees.currencyCode = currency
        return fees
      }
    }
  }

  /// The catalogue as a window reads it: its pets stay on the server, read a page at a time
  /// (`SharedBacking`, on this connection and a second one for queries). The shelter's name
  /// and fees are the one shelter's; with several, the standard fees (each pet's fee is its own
  /// by then). It has no folder: its pictures are web addresses (version 13).
  public func backedCatalog() throws(CatalogError) -> Catalog {
    let queries = try Self.open(address)
    let shelters = try self.shelters()
    let missing = try asking {
      try connection.execute("SELECT id FROM pet WHERE NOT gone AND image_missing") { result in
        Set((0..<result.rowCount).map { result.text($0, 0) ?? "" })
      }
    }
    let one = shelters.count == 1 ? shelters.first : nil
    var catalog = Catalog(shelter: one?.name, fees: try fees(), pets: [], directory: nil, missingImages: missing)
    catalog.shelterEmail = one?.email
    // With one shelter the catalogue is its, named once (as a store's own shelter is).
    catalog.shelters = shelters.count > 1 ? shelters : []
    catalog.backing = try SharedBacking(
      pages: self, queries: queries,
      shelters: shelters.count > 1 ? shelters.map { ListedShelter(id: $0.id, name: $0.shownName) } : [])
    return catalog
  }

  /// `values` as a PostgreSQL array of text, each quoted.
  static func array(_ values: some Sequence<String>) -> String {
    "{"
      + values.map {
        "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
      }
      .joined(separator: ",") + "}"
  }

  /// The values read that the model does not know, each shown as unknown (`pet`), as warnings:
  /// the first hundred, then a count.
  public var misread: [CatalogProblem] { misreadValues.withLock { $0 } }

  /// Keeps `problem` among `misread`.
  func noteMisread(_ problem: CatalogProblem) {
    misreadValues.withLock { misread in
      // A table read twice (`list`), or a page read again, meets the same values again.
      guard !misread.contains(where: { $0.petID == problem.petID && $0.field == problem.field }) else { return }
      misread.note(problem)
    }
  }

  /// Calls `body` with each pet that passes `filter`, in `order`, as a list's row shows it, as
  /// the server sends them: what `CatalogStore.forEachListedRow` gives for the same listing.
  public func forEachListedRow(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String] = [:],
    _ body: (_ row: ListedRow) throws -> Void
  ) throws {
    let query = try self.query(filter, order: order, today: today, speciesNames: speciesNames)
    try connection.forEachRow(
      "SELECT \(Self.listedColumns) FROM pet" + query.clauses,
      query.parameters
    ) { result in
      try ListedRow.of(Self.listedPet(result, server: server, misread: noteMisread), body)
    }
  }

  /// Calls `body` with each pet that passes `filter`, in `order`, whole, whether its picture
  /// was missing when published, and its shelter's name when several shelters share the
  /// catalogue: `petcards show` and `list --json`.
  public func forEachPet(
    _ filter: PetFilter, order: PetSortOrder, today: CalendarDate, speciesNames: [Species: String] = [:],
    _ body: (_ pet: Pet, _ imageMissing: Bool, _ shelterName: String?) throws -> Void
  ) throws {
    let several = try sharesShelters()
    let query = try self.query(filter, order: order, today: today, speciesNames: speciesNames)
    try connection.forEachRow("SELECT \(Self.readColumns(version)) FROM pet" + query.clauses, query.parameters) {
      result in
      let pet = Self.pet(result, server: server, misread: noteMisread)
      try body(
        pet, result.text(0, Column.imageMissing.rawValue) == "t", several ? result.text(0, Self.columns.count) : nil)
    }
  }

  /// `filter` in `order` as this catalogue asks it: of the shelters it lists (`onlyShelters`),
  /// with the breeds an age group needs (`breeds`, or asked now).
  func query(
    _ filter: PetFilter, order: PetSortOrder?, today: CalendarDate, speciesNames: [Species: String],
    breeds: [Species: Set<String>]? = nil, walking: Bool = false, inNameOrder: (term: String, words: [String])? = nil
  ) throws(CatalogError) -> SharedQuery {
    var asked = breeds ?? [:]
    if !filter.ageGroups.isEmpty, breeds == nil { asked = try stageBreeds() }
    // The shelters near enough, from where the shelters say they are (few rows).
    let near = try filter.near.map { near throws(CatalogError) in near.nearest(in: try shelters()) }
    return SharedQuery(
      filter, order: order, speciesNames: speciesNames, shelters: onlyShelters, today: today, breeds: asked,
      walking: walking, inNameOrder: inNameOrder, version: version, nearShelters: near)
  }

  /// The most words of the index a page by name merges (`SharedQuery`'s `inNameOrder`). A
  /// typed word that starts more (a letter or two) has so many pets that the order's index
  /// finds a page of them as fast.
  static let mostMergedWords = 64

  /// The typed word of `filter` whose rows a page by name reads in order, with the words of
  /// the index it starts: of those the index holds (`SharedQuery.lead`), the one with the
  /// fewest lists to merge; `nil` when the index holds none, each starts too many, or the
  /// tables keep no order in their words (before version 7).
  func inNameOrder(_ filter: PetFilter, speciesNames: [Species: String]) throws(CatalogError) -> (
    term: String, words: [String]
  )? {
    guard version >= SharedCatalogSchema.wordsInNameOrderVersion else { return nil }
    var fewest: (term: String, words: [String], lists: Int)?
    for term in filter.searchTerms {
      guard let lead = SharedQuery.lead(of: term), let words = try words(startingWith: lead) else { continue }
      // Each species it names is one more list to merge.
      let lists = words.count + PetIndex.species(holding: term, speciesNames: speciesNames).count
      if lists < fewest?.lists ?? Int.max { fewest = (term, words, lists) }
    }
    return fewest.map { ($0.term, $0.words) }
  }

  /// The words of the index that start with `lead`, unless there are more than
  /// `mostMergedWords`: each the next word on the index after the last, as many look-ups as
  /// words, however many pets each has.
  private func words(startingWith lead: String) throws(CatalogError) -> [String]? {
    let words = try asking {
      try connection.execute(
        """
        WITH RECURSIVE found (word) AS (
          SELECT min(word) FROM pet_word WHERE word >= $1 AND word < $2
          UNION ALL
          SELECT (SELECT min(word) FROM pet_word WHERE word > found.word AND word < $2) FROM found
          WHERE found.word IS NOT NULL
        )
        SELECT word FROM found WHERE word IS NOT NULL LIMIT \(Self.mostMergedWords + 1)
        """, [lead, SharedQuery.pastWords(starting: lead)]
      ) { result in (0..<result.rowCount).compactMap { result.text($0, 0) } }
    }
    return words.count > Self.mostMergedWords ? nil : words
  }

  /// The breeds listed of each species whose breed decides its stages (`LifeStages`): what an
  /// age group asks of the catalogue (`SharedQuery`). A scan of the listing, but of two columns.
  func stageBreeds() throws(CatalogError) -> [Species: Set<String>] {
    let species = Species.allCases.filter(LifeStages.dependOnBreed).map(\.rawValue)
    return try asking {
      try connection.execute(
        "SELECT DISTINCT species, breed FROM pet WHERE NOT gone AND species = ANY($1::text[])", [Self.array(species)]
      ) { result in
        var breeds: [Species: Set<String>] = [:]
        for row in 0..<result.rowCount {
          guard let species = result.text(row, 0).flatMap(Species.init(rawValue:)) else { continue }
          breeds[species, default: []].insert(result.text(row, 1) ?? "")
        }
        return breeds
      }
    }
  }

  /// Whether several shelters share the catalogue: then each pet's card names its shelter.
  func sharesShelters() throws(CatalogError) -> Bool {
    try asking { try connection.value("SELECT count(*) > 1 FROM shelter") == "t" }
  }

  /// The pets `Catalog.pets(matching:)` finds for `idOrName` that pass `filter`, as
  /// `CatalogStore.pets(matching:passing:)` finds them in a store.
  public func pets(
    matching idOrName: String, passing filter: PetFilter, today: CalendarDate, speciesNames: [Species: String] = [:]
  ) throws -> [(pet: Pet, imageMissing: Bool, shelterName: String?)] {
    let several = try sharesShelters()
    let isID = try connection.value("SELECT 1 FROM pet WHERE id = $1 AND NOT gone", [idOrName]) != nil
    var query = try self.query(filter, order: nil, today: today, speciesNames: speciesNames)
    if isID {
      query.add(" AND id = $\(query.parameters.count + 1)", idOrName)
    } else {
      let key = Self.nameKey(idOrName)
      query.add(" AND name_key = $\(query.parameters.count + 1)::bytea ORDER BY shelter_id, ordinal", key)
    }
    var found: [(Pet, Bool, String?)] = []
    try connection.forEachRow("SELECT \(Self.readColumns(version)) FROM pet" + query.clauses, query.parameters) {
      result in
      found.append(
        (
          Self.pet(result, server: server, misread: noteMisread), result.text(0, Column.imageMissing.rawValue) == "t",
          several ? result.text(0, Self.columns.count) : nil
        ))
    }
    return found
  }

  /// A shelter's text columns of where it is and how to reach it besides its name and email
  /// (tables version 16): named as the catalogue's JSON names them (`Shelter.textKeys`).
  static var placeTexts: [(String, WritableKeyPath<Shelter, String?>)] {
    Shelter.textKeys.filter { $0.0 != "name" && $0.0 != "email" }
  }

  /// Those columns, then its coordinates'.
  static var placeColumns: [String] { placeTexts.map(\.0) + ["latitude", "longitude"] }

  /// The catalogue's shelters as their rows describe them, by id; in tables before version 16,
  /// their names and emails alone.
  public func shelters() throws(CatalogError) -> [Shelter] {
    let columns =
      ["id", "name", "email"] + (version >= SharedCatalogSchema.shelterPlacesVersion ? Self.placeColumns : [])
    return try asking {
      try connection.execute("SELECT \(columns.joined(separator: ", ")) FROM shelter ORDER BY id") { result in
        (0..<result.rowCount).map { row in
          var shelter = Shelter(id: result.text(row, 0) ?? "", name: result.text(row, 1), email: result.text(row, 2))
          guard columns.count > 3 else { return shelter }
          for (offset, (_, path)) in Self.placeTexts.enumerated() {
            shelter[keyPath: path] = result.text(row, 3 + offset)
          }
          let degrees = 3 + Self.placeTexts.count
          if let latitude = result.text(row, degrees).flatMap(Double.init),
            let longitude = result.text(row, degrees + 1).flatMap(Double.init)
          {
            shelter.coordinates = Coordinates(latitude: latitude, longitude: longitude)
          }
          return shelter
        }
      }
    }
  }

  /// How many pets each shelter lists, by its id, as the shelter's row counts them (version 4).
  public func listedCounts() throws(CatalogError) -> [String: Int] {
    try asking {
      try connection.execute("SELECT id, listed FROM shelter") { result in
        Dictionary(
          (0..<result.rowCount).map { (result.text($0, 0) ?? "", Int(result.text($0, 1) ?? "") ?? 0) },
          uniquingKeysWith: { first, _ in first })
      }
    }
  }

  /// The columns a whole pet is read from, in `pet(_:server:)`'s order, in tables of
  /// `version`: those written, the fee a list shows in the place of the pet's own, and a column
  /// a later version added as the value its migration gives the rows it finds.
  static func readColumns(_ version: Int) -> String {
    Column.allCases.map { $0 == .ownFee ? "NULL" : laterColumns.column($0.name, in: version) }.joined(separator: ", ")
      + ", (SELECT name FROM shelter WHERE shelter.id = pet.shelter_id)"
  }

  /// The columns later versions added to `pet` (as `PetRecord.laterColumns`).
  static let laterColumns = LaterColumns(
    [
      (SharedCatalogSchema.coloursAndCoatsVersion, LaterColumns.coloursAndCoats),
      (SharedCatalogSchema.photosVersion, [(.photos, "'[]'")]),
    ], column: \.sharedColumn)

  /// The whole pet in a row read with `readColumns`. A value the model does not know (a row
  /// written before the server checked them, version 11) is shown as unknown, and `misread`
  /// told: one such pet made every reader's list of the whole catalogue fail with 65, other
  /// shelters' pets included (issue 40, point 3).
  static func pet(
    _ result: PostgresConnection.Result, server: String, misread: @escaping (CatalogProblem) -> Void = { _ in }
  ) -> Pet {
    typealias C = Column
    let row = RowFields(result: result, server: server, misread: misread)
    let (birthday, ageKnown) = row.birthday(C.birthday, ageKnown: C.ageKnown)
    return Pet(
      id: row.id, name: row.text(C.name), species: row.value(C.species, or: .other), breed: row.text(C.breed),
      sex: row.value(C.sex, or: .unknown), birthday: birthday, rarity: row.rarity(C.rarity),
      image: row.picture(C.image), size: row.value(C.size, or: .unknown), description: row.text(C.description),
      intakeDate: row.optionalDate(C.intakeDate), status: row.value(C.status, or: .onHold),
      goodWithKids: row.value(C.goodWithKids, or: .unknown), goodWithDogs: row.value(C.goodWithDogs, or: .unknown),
      goodWithCats: row.value(C.goodWithCats, or: .unknown), spayedNeutered: row.flag(C.spayedNeutered),
      vaccinated: row.flag(C.vaccinated), houseTrained: row.flag(C.houseTrained),
      // The own fee is read as NULL (`readColumns`): the fee a list shows is the pet's.
      fee: row.fee(C.fee), ageKnown: ageKnown, colour: row.text(C.colour), coat: row.value(C.coat, or: .unknown),
      photos: row.photos(C.photos), shelter: row.text(C.shelterId))
  }

  /// The columns a list's row is read from, in `listedPet`'s order: the SQLite store's
  /// (`PetRecord.listedColumns`).
  static let listedColumns = ListedColumn.allCases.map(\.name).joined(separator: ", ")

  /// The pet in a row read with `listedColumns`, its other fields empty; a value the model does
  /// not know as `pet` reads it.
  static func listedPet(
    _ result: PostgresConnection.Result, server: String, misread: @escaping (CatalogProblem) -> Void = { _ in }
  ) -> Pet {
    typealias C = ListedColumn
    let row = RowFields(result: result, server: server, misread: misread)
    let (birthday, ageKnown) = row.birthday(C.birthday, ageKnown: C.ageKnown)
    return Pet(
      id: row.id, name: row.text(C.name), species: row.value(C.species, or: .other), breed: "", sex: .female,
      birthday: birthday, rarity: row.rarity(C.rarity), image: "", size: .medium, description: "",
      intakeDate: birthday, status: row.value(C.status, or: .onHold), fee: row.fee(C.fee), ageKnown: ageKnown,
      shelter: row.text(C.shelterId))
  }

  /// A row's values read as the model's (its id in column 0); one the model does not know is
  /// shown as unknown (`or`), with a warning naming the server, the pet, the field and the value.
  private struct RowFields {
    /// One row as the server sends it (single-row mode).
    let result: PostgresConnection.Result
    let server: String
    let misread: (CatalogProblem) -> Void
    var id: String { text(0) }

    func text(_ column: Int) -> String { result.text(0, column) ?? "" }
    func text(_ column: some SharedColumns) -> String { text(column.rawValue) }

    func flag(_ column: some SharedColumns) -> Bool? { result.text(0, column.rawValue).map { $0 == "t" } }

    private func unknown(_ field: String, _ text: String) {
      misread(
        CatalogProblem(
          .warning, file: server, petID: id, field: field,
          // TRANSLATORS: a value in a shared catalogue this program does not know; %1$@ is it.
          message: trf(tr("cannot be read: \"%1$@\"; shown as unknown"), JSONValue.clipped(text))))
    }

    func value<Value: CatalogEnum>(_ column: some SharedColumns, or fallback: Value) -> Value {
      guard let value = Value(rawValue: text(column)) else {
        unknown(column.field, text(column))
        return fallback
      }
      return value
    }

    /// The pet's picture: a web address, or none. A path (written before version 13, or by a
    /// role through `psql` before the check) would name a file of the reader's computer.
    func picture(_ column: some SharedColumns) -> String {
      let image = text(column)
      guard image.isEmpty || PetRules.isPictureAddress(image) else {
        misread(
          CatalogProblem(
            .warning, file: server, petID: id, field: "image",
            // TRANSLATORS: a pet's picture in a shared catalogue that is not a web address; %1$@ is it.
            message: trf(tr("is not a web address: \"%1$@\"; no picture shown"), JSONValue.clipped(image))))
        return ""
      }
      return image
    }

    /// Every photo: web addresses only, as the picture (`picture`); a list the program cannot
    /// read, or a photo that is not an address (written by a role before version 15's check),
    /// is left out with a warning.
    func photos(_ column: some SharedColumns) -> [Photo] {
      let text = text(column)
      guard let photos = Photo.photos(stored: text) else {
        unknown(column.field, text)
        return []
      }
      let onTheWeb = photos.filter { PetRules.isPictureAddress($0.address) }
      if onTheWeb.count < photos.count {
        misread(
          CatalogProblem(
            .warning, file: server, petID: id, field: "photos",
            message: trf(
              trn(
                // TRANSLATORS: photos of a pet in a shared catalogue that are not web addresses; %1$lld counts them.
                "%1$lld photo is not a web address and is not shown",
                "%1$lld photos are not web addresses and are not shown", photos.count - onTheWeb.count),
              photos.count - onTheWeb.count)))
      }
      return onTheWeb
    }

    /// A date that may not be known: '' (an intake date its listing does not give).
    func optionalDate(_ column: some SharedColumns) -> CalendarDate? {
      text(column).isEmpty ? nil : date(column)
    }

    func date(_ column: some SharedColumns) -> CalendarDate {
      guard let date = CalendarDate(iso: text(column)) else {
        unknown(column.field, text(column))
        return .fixedDay
      }
      return date
    }

    /// The birthday and how it is known; a birthday not read is an adult's, of no day.
    func birthday<Columns: SharedColumns>(_ column: Columns, ageKnown knownColumn: Columns) -> (CalendarDate, AgeKnown)
    {
      var known = AgeKnown(spelling: text(knownColumn))
      if known == nil { unknown("ageKnown", text(knownColumn)) }
      // An age not known has no birthday (''), and its stand-in.
      if known == .unknown, text(column).isEmpty { return (AgeKnown.unknownStandIn, .unknown) }
      guard let birthday = CalendarDate(iso: text(column)), known != .unknown else {
        unknown("birthday", text(column))
        return (.fixedDay, .group(.adult))
      }
      if known == nil { known = .group(.adult) }
      return (birthday, known ?? .exact)
    }

    func rarity(_ column: some SharedColumns) -> Rarity? {
      guard !text(column).isEmpty else { return nil }
      guard let rarity = Rarity(rawValue: text(column)) else {
        unknown("rarity", text(column))
        return nil
      }
      return rarity
    }

    func fee(_ column: some SharedColumns) -> Decimal? {
      guard let text = result.text(0, column.rawValue) else { return nil }
      guard let fee = Money.parse(text) else {
        unknown("fee", text)
        return nil
      }
      return fee
    }
  }
}

/// The columns of one statement that reads pets from the shared catalogue, in its order: a
/// case's raw value is its place, its name the column's in snake case (`PetField.sharedColumn`).
protocol SharedColumns: RawRepresentable where RawValue == Int {}

extension SharedColumns {
  /// The column's name in the `pet` table: `intakeDate` as `intake_date`.
  var name: String { PetField.snakeCase("\(self)") }
  /// The field a warning names: the model's name.
  var field: String { "\(self)" }
}
