import Foundation
import PetCatalog
import PetLocalization

/// A shelter's listing read from one file: its pets, and what was left out or is worth saying.
public struct ShelterListing: Sendable {
  public var format: ListingFormat
  public var pets: [Pet]
  /// Warnings, each naming the file and the record: a record left out (a found-pet notice, a
  /// lost animal) and why, or a field shown otherwise (a picture that is no web address).
  public var notes: [CatalogProblem] = []
  public var shelter: String?
  public var shelterEmail: String?
  /// The organisations its pets come from, as the source describes them (`Pet.shelter`).
  public var shelters: [Shelter] = []
  public var page: ListingPage?
  /// The currency the source states, when it states one.
  public var currency: String?
  /// A spreadsheet's columns in order, each with the field it is read as (`nil`: not read), for
  /// `petcards import --preview`; empty for the other formats, whose fields are fixed.
  public var columns: [(name: String, field: String?)] = []
  /// Each value read in a way of its own, by its record (`fee "$75 (bonded pair $120)" kept in
  /// the story`), which a line of `notes` counts: said with `--explain`, refused with `--strict`.
  var readings: [CatalogProblem] = []
  /// How many pets the source gives no intake date for: not known, listed last by intake.
  var intakesNotGiven = 0
  /// How many pets the source gives no birthday, age or life stage for (or words that say
  /// none): their age is not known, listed last by age.
  var agesNotKnown = 0

  init(format: ListingFormat, pets: [Pet] = []) {
    self.format = format
    self.pets = pets
  }

  /// Leaves out a pet listed again with the same record (a feed paged while it changed does
  /// that); two different records with one id are a problem each.
  mutating func keepingEachPetOnce(file: String) -> [CatalogProblem] {
    var first: [String: Int] = [:]
    var kept: [Pet] = []
    var problems: [CatalogProblem] = []
    for pet in pets {
      if let index = first[pet.id] {
        if kept[index] != pet {
          problems.note(
            CatalogProblem(
              file: file, petID: pet.id, field: "id",
              message: tr("two different records have this id; each animal needs its own")))
        }
        continue
      }
      first[pet.id] = kept.count
      kept.append(pet)
    }
    pets = kept
    return problems
  }

  /// Notes what `record` does not give of its `pet`: an intake date (`intakeField`, and the
  /// source's others, left out or empty), or any age (`ageField`, nor a life stage; or
  /// `ageFound`, words written freely that say none). Each is not known, never made up, and
  /// counted in one line.
  mutating func noteNotGiven(
    _ pet: Pet, _ record: ListingRecord, intakeField: String, ageField: String, ageFound: String? = nil
  ) {
    if pet.intakeDate == nil {
      intakesNotGiven += 1
      readings.append(
        // TRANSLATORS: %1$@ names the field of the listing an intake date is read from.
        record.warning(trf(tr("no intake date (%1$@ not given): not known, listed last by intake"), intakeField)))
    }
    if pet.ageKnown == .unknown {
      agesNotKnown += 1
      readings.append(
        record.warning(
          ageFound.map {
            // TRANSLATORS: %1$@ names the field of the listing an age is read from, %2$@ what it says.
            trf(tr("no age read from %1$@ %2$@: not known, listed last by age"), ageField, JSONValue.quoted($0))
          }
            // TRANSLATORS: %1$@ names the field of the listing a birthday or an age is read from.
            ?? trf(tr("no age (%1$@ gives no birthday, age or life stage): not known, listed last by age"), ageField)
        ))
    }
  }

  /// Whether a pet has a fee that is an amount, which needs a currency to be shown.
  var hasAmounts: Bool { pets.contains { ($0.fee ?? 0) > 0 } }
}

/// What reading a shelter's listing needs besides the file.
public struct ListingOptions: Sendable {
  /// The format, when the user says it (`--format`); found from the file otherwise.
  public var format: ListingFormat?
  /// The currency of fees whose source does not say one (`--currency`).
  public var currency: String?
  /// The order of day, month and year in a CSV's dates (`--date-order`), when its dates do not
  /// say it by themselves.
  public var dateOrder: DateOrder?
  /// No date may be after this day.
  public var today: CalendarDate
  /// Whether a record left out, or a value read in a way of its own (a fee in words), refuses
  /// the whole file instead (`--strict`).
  public var strict = false
  /// Whether each value read in a way of its own is said by its record, beside the line that
  /// counts them (`--explain`).
  public var explains = false
  /// A spreadsheet's own names for its columns and codes (`--mapping`, or the store's), read
  /// from `mappingFile` when a spreadsheet is read.
  public var mapping: SpreadsheetMapping?
  /// The file of `mapping` (`--mapping FILE`, or `STORE.mapping.json` beside the store).
  public var mappingFile: String?

  public init(
    format: ListingFormat? = nil, currency: String? = nil, dateOrder: DateOrder? = nil, today: CalendarDate,
    strict: Bool = false, explains: Bool = false
  ) {
    self.format = format
    self.currency = currency
    self.dateOrder = dateOrder
    self.today = today
    self.strict = strict
    self.explains = explains
  }
}

extension ShelterListing {
  /// The largest listing file read: a shelter's export is far smaller than a national catalogue.
  public static let maximumFileSize = 1024 * 1024 * 1024

  /// Reads the listing at `path` in a shelter's format (not `catalogue`, which `CatalogLoader`
  /// reads): every problem of every record is collected, then thrown together.
  public static func read(path: String, options: ListingOptions) throws(CatalogError) -> ShelterListing {
    guard let listing = try readUnlessCatalogue(path: path, options: options) else { throw unknownFormat(path) }
    return listing
  }

  /// Whether the file at `path` is read as the project's own catalogue format, not a shelter's
  /// listing: `--format catalogue`, or no format given and its first bytes look like one (a
  /// file that cannot be opened too: the catalogue reader then says why).
  public static func isCatalogue(path: String, options: ListingOptions) -> Bool {
    if options.format == .catalogue { return true }
    guard options.format == nil else { return false }
    guard let prefix = CatalogFile.start(of: path, count: 4096) else { return true }
    return prefix.withUnsafeBytes { ListingFormat.sniff($0.bindMemory(to: UInt8.self)) } == .catalogue
  }

  /// The listing at `path`, its format found from the file unless `options` gives it, read
  /// once; `nil` when the file is this project's catalogue, or may be (it cannot be opened, or
  /// it looks like JSON but does not parse), for `CatalogLoader`, which says what is wrong with
  /// one line by line. A file that is none of the formats is an error naming them all.
  ///
  /// A catalogue that says so in its first 4 KB (its first key) is not read here: a million
  /// pets' file is read once, by the loader.
  public static func readUnlessCatalogue(path: String, options: ListingOptions) throws(CatalogError) -> ShelterListing?
  {
    if isCatalogue(path: path, options: options) { return nil }
    let data: Data
    do throws(CatalogError) {
      data = try CatalogFile.whole(path, limit: maximumFileSize)
    } catch {
      // Too large for a listing, or gone since: the loader's limit and words.
      if options.format == nil { return nil }
      throw error
    }
    return try read(data: data, name: path, options: options)
  }

  /// The listing in `data` (a file's, or a page fetched from the web), named `name` in messages
  /// (its path, or its address without secrets); `nil` when it is this project's catalogue,
  /// which `CatalogLoader` reads.
  public static func read(data: Data, name: String, options: ListingOptions) throws(CatalogError) -> ShelterListing? {
    if options.format == .catalogue { return nil }
    return try data.withUnsafeBytes { raw in
      Result { () throws(CatalogError) -> ShelterListing? in
        let bytes = raw.bindMemory(to: UInt8.self)
        if options.format == nil,
          ListingFormat.sniff(UnsafeBufferPointer(rebasing: bytes.prefix(4096))) == .catalogue
        {
          return nil
        }
        return try read(bytes, path: name, options: options)
      }
    }.get()
  }

  /// `readUnlessCatalogue` on the file's bytes.
  private static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String, options: ListingOptions
  ) throws(CatalogError) -> ShelterListing? {
    var options = options
    if options.mapping == nil, let file = options.mappingFile {
      options.mapping = try SpreadsheetMapping.read(path: file)
    }
    var sniffed = ListingFormat.sniff(UnsafeBufferPointer(rebasing: bytes.prefix(4096)))
    // A header its mapping names is a shelter's spreadsheet.
    if options.format == nil, let mapping = options.mapping, sniffed == nil || sniffed == .csv,
      SpreadsheetColumns.recognises(
        ListingFormat.headerNames(UnsafeBufferPointer(rebasing: bytes.prefix(4096))), mapping: mapping)
    {
      sniffed = .spreadsheet
    }
    var format = options.format ?? sniffed
    var listing: ShelterListing
    var problems: [CatalogProblem] = []
    if format == .csv || format == .asm3CSV || format == .spreadsheet {
      let table = try CSVTable.read(bytes, file: path)
      if format == .csv, options.format == nil, table.column("id") == nil || table.column("name") == nil {
        throw unknownFormat(path)
      }
      var reader = CSVListingReader(file: path, table: table, options: options)
      switch format {
      case .asm3CSV: listing = reader.readASM3()
      case .spreadsheet: listing = reader.readSpreadsheet()
      default: listing = reader.readCatalogueColumns()
      }
      problems = reader.problems
    } else {
      let document: JSONValue
      switch JSONValue.document(bytes, file: path) {
      case .success(let parsed): document = parsed
      case .failure(let problem):
        if options.format != nil || sniffed != nil { throw CatalogError(kind: .invalid, problems: [problem]) }
        // Broken JSON, maybe a catalogue: the loader says where it breaks.
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || path.lowercased().hasSuffix(".json") {
          return nil
        }
        throw unknownFormat(path)
      }
      if options.format == nil { format = ListingFormat.shape(of: document) }
      guard let format else { throw unknownFormat(path) }
      if format == .catalogue { return nil }
      var reader = JSONListingReader(file: path, document: document, options: options)
      switch format {
      case .petfinder: listing = reader.readPetfinder()
      case .rescueGroups: listing = reader.readRescueGroups()
      default: listing = reader.readASM3()
      }
      problems = reader.problems
    }
    problems.note(contentsOf: listing.keepingEachPetOnce(file: path))
    // One line a kind of value not known, counting its records.
    let counted = [
      (
        listing.intakesNotGiven,
        trn(
          // TRANSLATORS: %1$lld counts pets whose listing gives no intake date.
          "%1$lld intake date is not given: not known, listed last by intake",
          "%1$lld intake dates are not given: not known, listed last by intake", listing.intakesNotGiven)
      ),
      (
        listing.agesNotKnown,
        trn(
          // TRANSLATORS: %1$lld counts pets whose listing gives no birthday, age or stage it can read.
          "%1$lld age is not known (not given or not read): listed last by age",
          "%1$lld ages are not known (not given or not read): listed last by age", listing.agesNotKnown)
      ),
    ]
    for (count, format) in counted where count > 0 {
      listing.notes.note(CatalogProblem(.warning, file: path, message: trf(format, count)))
    }
    if options.strict {
      // Whole or not at all: every record left out and every value read in a way of its own
      // refuses the file, each named.
      for var note in listing.notes + listing.readings {
        note.severity = .error
        problems.note(note)
      }
    } else if options.explains {
      listing.notes.note(contentsOf: listing.readings)
    }
    let currency = listing.currency ?? options.currency
    if currency == nil, listing.hasAmounts {
      problems.note(
        CatalogProblem(
          file: path,
          message: tr(
            "the listing has fees but does not say their currency; give it with --currency, e.g. --currency USD")))
    }
    if !problems.isEmpty { throw CatalogError(kind: .invalid, problems: problems) }
    listing.currency = currency
    // The gazetteer is read only for a listing with a shelter to place.
    if listing.shelters.contains(where: { $0.coordinates == nil }) {
      listing.placeShelters(file: path, gazetteer: Gazetteer.shipped)
    }
    return listing
  }

  /// Gives each shelter the source does not place (no coordinates) the place of its postcode,
  /// else its city and region or country, in `gazetteer`. One whose postcode and city the
  /// gazetteer does not know is said once (a warning: its pets are near no place), never
  /// guessed; one the file says nothing of where it is (a later page of a Petfinder listing,
  /// whose first page has it) is left as it is.
  mutating func placeShelters(file: String, gazetteer: Gazetteer?) {
    guard let gazetteer else { return }
    for index in shelters.indices where shelters[index].coordinates == nil {
      let shelter = shelters[index]
      if let place = gazetteer.place(
        postcode: shelter.postcode, city: shelter.city, region: shelter.region, country: shelter.country)
      {
        shelters[index].coordinates = place.coordinates
        continue
      }
      let town = [shelter.city, shelter.region, shelter.country].compactMap { $0 }.joined(separator: ", ")
      let said = [shelter.postcode ?? "", shelter.city == nil ? "" : town].filter { !$0.isEmpty }
      guard !said.isEmpty else { continue }
      notes.note(
        CatalogProblem(
          .warning, file: file,
          message: trf(
            // TRANSLATORS: %1$@ is a shelter's id, %2$@ what it gives of its place, e.g. "99999" or "Nowhere, XX".
            tr("shelter %1$@: no place found for %2$@: its pets are near no place"), shelter.id,
            // TRANSLATORS: between two places a shelter gives, e.g. "99999" or "Nowhere, XX".
            said.map { JSONValue.quoted($0) }.joined(separator: tr(" or ")))))
    }
  }

  static func unknownFormat(_ path: String) -> CatalogError {
    let tried = ListingFormat.allCases.map(\.displayName).joined(separator: "; ")
    return CatalogError(
      kind: .invalid,
      problems: [
        CatalogProblem(
          file: path,
          message: trf(
            tr(
              // TRANSLATORS: %1$@ lists the formats, separated by semicolons.
              "is none of the formats this program reads (%1$@); say which with --format if it is one, or name a spreadsheet's own columns with --mapping FILE (docs/formats/spreadsheet.md)"
            ), tried),
          reason: .noFormat(tried: tried))
      ])
  }

  /// `self` as a catalogue whose pictures' folder is `directory`.
  public func catalog(directory: URL?) -> Catalog {
    var catalog = Catalog(
      shelter: shelter, fees: FeeSchedule(currencyCode: currency ?? FeeSchedule.standard.currencyCode, fees: [:]),
      pets: pets, directory: directory, warnings: notes)
    catalog.shelterEmail = shelterEmail
    catalog.shelters = shelters
    return catalog
  }
}

extension [Pet] {
  /// Appends `pet`, of the shelter `shelter` when the source names one.
  mutating func append(_ pet: Pet, shelter: String?) {
    var pet = pet
    if let shelter { pet.shelter = shelter }
    append(pet)
  }
}
