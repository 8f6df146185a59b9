import Foundation
import PetLocalization

/// Reads and validates catalogue files (see docs/catalog-format.md).
///
/// Loading never crashes on bad data and never stops at the first problem: a
/// catalogue with five mistakes gets five messages, each naming the file, the
/// pet and the field.
public struct CatalogLoader: Sendable {
  /// Dates after this day are errors (a birthday cannot be in the future).
  public var today: CalendarDate
  /// Files larger than this are refused before they are read.
  public var maximumFileSize: Int
  /// Whether to look for each picture on disk (and warn when it is missing).
  public var checksImages: Bool
  /// Whether valid catalogues are read in one pass (see `CatalogFastPath.swift`).
  /// Only tests turn it off, to compare the fast path with the full reader.
  public var usesFastPath = true
  /// Past this many bytes, the fast path reads a catalogue's pets in two halves at once, one a
  /// core, with the same result as in one pass (`JSONParser.fastPetsInTwo`). Tests lower it to
  /// read small catalogues in two as well.
  public var readsInTwoAbove = JSONParser.defaultTwoHalvesAbove
  /// Whether a pet with problems is left out rather than failing the whole catalogue: the
  /// valid pets load, and `Catalog.leftOut` holds the problems of the pets left out. Whole-file
  /// problems (missing, not JSON, no `pets` array, bad fees or format) still throw. `petcards`
  /// keeps this off (strict); the window turns it on.
  public var leavesOutInvalidPets = false

  /// A JSON catalogue is read whole into memory, so a file larger than this is refused before
  /// it is read: 4 GiB, some 5,000,000 pets. A catalogue that size is kept in a store
  /// (`petcards import`), which a program reads a page at a time.
  public static let defaultMaximumFileSize = 4 * 1024 * 1024 * 1024
  /// The newest `format` this code reads.
  public static let supportedFormat = 1

  public init(
    today: CalendarDate, maximumFileSize: Int = CatalogLoader.defaultMaximumFileSize,
    checksImages: Bool = true
  ) {
    self.today = today
    self.maximumFileSize = maximumFileSize
    self.checksImages = checksImages
  }

  /// Loads the catalogue at `path`, named in messages as the user wrote it.
  public func load(path: String) throws(CatalogError) -> Catalog {
    let url = URL(fileURLWithPath: path)
    func fail(_ kind: CatalogError.Kind, _ message: String) -> CatalogError {
      CatalogError(kind: kind, problems: [CatalogProblem(file: path, message: message)])
    }
    // Opened once, read into memory with read(2), never mapped: a file that shrinks while it
    // is parsed must not kill the program with SIGBUS (see `CatalogFile`).
    let file: CatalogFile.Opened
    do throws(CatalogFile.Failure) {
      file = try CatalogFile.openRegular(path, limit: maximumFileSize)
    } catch {
      throw fail(error.kind, error.message)
    }
    let (data, state): (Data, CatalogFile.State)
    do throws(CatalogFile.Failure) {
      (data, state) = try CatalogFile.read(file, limit: maximumFileSize)
    } catch {
      throw fail(error.kind, error.message)
    }
    var catalog = try load(data: data, file: path, directory: url.deletingLastPathComponent())
    // The state the bytes read are of: a store made from them is never taken for a later state.
    catalog.readFrom = CatalogFile.Source(path: path, state: state)
    return catalog
  }

  /// Loads a catalogue from bytes; `file` names it in messages and `directory`
  /// is where its image paths point.
  public func load(data: Data, file: String, directory: URL?) throws(CatalogError) -> Catalog {
    guard data.count <= maximumFileSize else {
      throw CatalogError(
        kind: .invalid,
        problems: [
          CatalogProblem(
            file: file,
            message: CatalogFile.tooLarge(data.count, limit: maximumFileSize))
        ])
    }
    let parsed: Result<(JSONValue, [Pet]?), CatalogProblem> = data.withUnsafeBytes {
      (raw: UnsafeRawBufferPointer) in
      let bytes = JSONValue.withoutByteOrderMark(raw.bindMemory(to: UInt8.self))
      if let problem = JSONValue.utf8Problem(bytes, file: file) { return .failure(problem) }
      if usesFastPath, let fast = JSONParser.fastCatalog(bytes, today: today, twoHalvesAbove: readsInTwoAbove) {
        return .success((fast.topLevel, fast.pets))
      }
      do throws(JSONSyntaxError) {
        return .success((try JSONParser.parse(bytes), nil))
      } catch {
        return .failure(error.problem(in: bytes, file: file))
      }
    }
    switch parsed {
    case .failure(let problem):
      throw CatalogError(kind: .invalid, problems: [problem])
    case .success(let (document, fastPets)):
      var reader = DocumentReader(file: file, directory: directory, loader: self)
      var catalog = reader.read(document, fastPets: fastPets)
      let errors = reader.problems.filter { $0.severity == .error }
      if !errors.isEmpty {
        // Only problems of single pets can be left out with their pets.
        guard leavesOutInvalidPets, !reader.hasFileProblem else {
          throw CatalogError(kind: .invalid, problems: errors)
        }
        catalog.leftOut = errors
        catalog.leftOutPetCount = reader.leftOutCount
      }
      return catalog
    }
  }
}

extension CatalogLoader {
  /// A catalogue's own fields (its shelter, the shelter's address, fees and format) read from
  /// `document`, its top-level members but for `pets`, as the full reader reads them; and the
  /// problems with them.
  func ownFields(of document: JSONValue, file: String, directory: URL?) -> (Catalog, [CatalogProblem]) {
    var reader = DocumentReader(file: file, directory: directory, loader: self)
    let catalog = reader.read(document, fastPets: [])
    return (catalog, reader.problems)
  }
}

/// Turns a parsed document into a catalogue, collecting every problem on the way.
private struct DocumentReader {
  let file: String
  let directory: URL?
  let loader: CatalogLoader
  var problems: [CatalogProblem] = []
  /// Whether a problem of the file as a whole (not of one pet) was met.
  private(set) var hasFileProblem = false
  /// How many pets were left out for their problems.
  private(set) var leftOutCount = 0

  init(file: String, directory: URL?, loader: CatalogLoader) {
    self.file = file
    self.directory = directory
    self.loader = loader
  }

  mutating func report(field: String?, _ message: String) {
    hasFileProblem = true
    problems.note(CatalogProblem(file: file, field: field, message: message))
  }

  /// Reads `document`; `fastPets`, when given, are its pets already read and
  /// checked field by field by the fast path, standing in for its `pets` array.
  mutating func read(_ document: JSONValue, fastPets: [Pet]? = nil) -> Catalog {
    var catalog = readPets(document, fastPets: fastPets)
    catalog.shelterEmail = readShelterEmail(document["shelterEmail"])
    catalog.shelters = readShelters(document["shelters"])
    return catalog
  }

  /// The shelters the pets name, each checked (`Shelter.list`).
  private mutating func readShelters(_ value: JSONValue?) -> [Shelter] {
    guard let value, !value.isNull else { return [] }
    switch Shelter.list(value) {
    case .success(let shelters): return shelters
    case .failure(let problem):
      report(field: "shelters", problem.message)
      return []
    }
  }

  /// The shelter's address for inquiries: one address, as a mail program takes it.
  private mutating func readShelterEmail(_ value: JSONValue?) -> String? {
    guard let value else { return nil }
    guard case .string(let text) = value else {
      report(field: "shelterEmail", trf(tr("expected a string, found %1$@"), value.summary))
      return nil
    }
    guard Catalog.isEmailAddress(text) else {
      report(
        field: "shelterEmail",
        // TRANSLATORS: %1$@ is what the catalogue gave, quoted and clipped.
        trf(tr("expected one email address such as adopt@example.org, found %1$@"), value.summary))
      return nil
    }
    return text
  }

  private mutating func readPets(_ document: JSONValue, fastPets: [Pet]?) -> Catalog {
    guard case .object = document else {
      report(
        field: nil, trf(tr("expected an object with a \"pets\" array at the top level, found %1$@"), document.summary))
      return Catalog(pets: [])
    }
    if let format = document["format"] {
      if case .number(let text) = format, let version = Int(text) {
        if version > CatalogLoader.supportedFormat {
          report(
            field: "format",
            trf(
              tr("this catalogue is format %1$@, newer than the format %2$@ this version reads; update the tools"),
              version, CatalogLoader.supportedFormat)
          )
        } else if version < 1 {
          report(field: "format", trf(tr("expected 1, found %1$@"), JSONValue.clipped(text)))
        }
      } else {
        report(field: "format", trf(tr("expected the number 1, found %1$@"), format.summary))
      }
    }
    var shelter: String?
    if let value = document["shelter"] {
      if case .string(let text) = value {
        shelter = text
      } else {
        report(field: "shelter", trf(tr("expected a string, found %1$@"), value.summary))
      }
    }
    let fees = readFees(currency: document["currency"], fees: document["fees"])
    if let fastPets { return finish(checked: fastPets, shelter: shelter, fees: fees) }
    guard let petsValue = document["pets"] else {
      report(field: "pets", tr("expected an array of pets, found nothing"))
      return Catalog(shelter: shelter, fees: fees, pets: [])
    }
    guard case .array(let elements) = petsValue else {
      report(field: "pets", trf(tr("expected an array of pets, found %1$@"), petsValue.summary))
      return Catalog(shelter: shelter, fees: fees, pets: [])
    }

    // Each pet read and checked in turn, its problems noted as they come: a million bad
    // records held a million lists of problems before the first was noted (issue 40).
    var pets: [Pet] = []
    pets.reserveCapacity(elements.count)
    var checks = CrossChecks(count: elements.count)
    for (index, element) in elements.enumerated() {
      var petReader = PetReader(file: file, index: index, value: element, today: loader.today)
      switch petReader.read() {
      case .failure(let failure):
        leftOutCount += 1
        problems.note(contentsOf: failure.problems)
      case .success(let pet):
        if check(pet, at: index, &checks) { pets.append(pet) } else { leftOutCount += 1 }
      }
    }
    return Catalog(
      shelter: shelter, fees: fees, pets: pets, directory: directory,
      warnings: checks.summarizedWarnings, missingImages: checks.missingImages)
  }

  /// As `finish(_:shelter:fees:)` for pets that were each read and checked already by the fast
  /// path, without copying them.
  fileprivate mutating func finish(checked pets: [Pet], shelter: String?, fees: FeeSchedule) -> Catalog {
    var checks = CrossChecks(count: pets.count)
    for index in pets.indices {
      _ = check(pets[index], at: index, &checks)
    }
    return Catalog(
      shelter: shelter, fees: fees, pets: pets, directory: directory,
      warnings: checks.summarizedWarnings, missingImages: checks.missingImages)
  }

  /// Checks what spans pets (a unique id) or the disk (the picture); `false` when the pet is
  /// left out (its id is taken), with the problem reported.
  private mutating func check(_ pet: Pet, at index: Int, _ checks: inout CrossChecks) -> Bool {
    if let first = checks.firstIndexOfID.updateValue(index, forKey: pet.id) {
      checks.firstIndexOfID[pet.id] = first
      problems.note(
        CatalogProblem(
          file: file, petIndex: index, petID: pet.id, field: "id",
          message: trf(tr("the id \"%1$@\" is already used by pets[%2$@]; ids must be unique"), pet.id, first),
          petName: JSONValue.clipped(pet.name), reason: .duplicateID(firstIndex: first)))
      return false
    }
    checks.checkPicture(of: pet, at: index, file: file, directory: directory, checksImages: loader.checksImages)
    return true
  }

  mutating func readFees(currency: JSONValue?, fees: JSONValue?) -> FeeSchedule {
    var schedule = FeeSchedule.standard
    if let currency {
      if case .string(let code) = currency, FeeSchedule.isCurrencyCode(code) {
        schedule.currencyCode = code
      } else {
        report(
          field: "currency",
          trf(tr("expected a three-letter ISO 4217 code such as \"USD\", found %1$@"), currency.summary))
      }
    }
    guard let fees else { return schedule }
    guard case .object(let members) = fees else {
      report(field: "fees", trf(tr("expected an object of fees by rarity, found %1$@"), fees.summary))
      return schedule
    }
    for (key, value) in members {
      let field = "fees.\(JSONValue.clipped(key))"
      guard let rarity = Rarity(rawValue: key) else {
        report(field: field, trf(tr("expected one of %1$@, found \"%2$@\""), Rarity.spellings, JSONValue.clipped(key)))
        continue
      }
      let text: String
      switch value {
      case .string(let string), .number(let string): text = string
      default:
        report(field: field, trf(tr("expected an amount such as \"75.00\", found %1$@"), value.summary))
        continue
      }
      guard let amount = Money.parse(text) else {
        report(
          field: field,
          trf(
            tr("expected an amount such as \"75.00\" (not negative, at most two decimals), found %1$@"), value.summary))
        continue
      }
      schedule.fees[rarity] = amount
    }
    return schedule
  }
}

/// What the checks across a catalogue's pets have seen so far: the ids, and the pictures looked
/// for on disk. The full reader and `CatalogStream` check with it alike.
struct CrossChecks {
  var firstIndexOfID: [String: Int]
  var missingImages: Set<String> = []
  var warnings: [CatalogProblem] = []
  /// Many pets share a picture; the file system is asked once per path.
  var pictureExists: [String: Bool] = [:]
  /// For each missing picture, its one warning (in `warnings`) and how many more pets use it:
  /// a million pets sharing one missing picture make one warning, not a million.
  var missingPictureWarning: [String: (index: Int, others: Int)] = [:]

  /// The warnings, each saying how many other pets share its missing picture.
  var summarizedWarnings: [CatalogProblem] {
    var result = warnings
    for (path, entry) in missingPictureWarning where entry.others > 0 {
      result[entry.index].message = CatalogProblem.pictureMissing(path, others: entry.others)
    }
    return result
  }

  init(count: Int) {
    firstIndexOfID = Dictionary(minimumCapacity: count)
  }

  /// Warns when the pet's picture, a path in `directory`, is not there (the pet is shown with a
  /// placeholder); `true` when it is missing.
  @discardableResult
  mutating func checkPicture(
    of pet: Pet, at index: Int, file: String, directory: URL?, checksImages: Bool
  ) -> Bool {
    guard checksImages, let directory, pet.pictureIsFile else { return false }
    let exists =
      pictureExists[pet.image]
      ?? {
        var isFolder: ObjCBool = false
        let found =
          FileManager.default.fileExists(
            atPath: directory.appendingPathComponent(pet.image).path, isDirectory: &isFolder)
          && !isFolder.boolValue
        pictureExists[pet.image] = found
        return found
      }()
    guard !exists else { return false }
    missingImages.insert(pet.id)
    if let entry = missingPictureWarning[pet.image] {
      missingPictureWarning[pet.image] = (entry.index, entry.others + 1)
      return true
    }
    missingPictureWarning[pet.image] = (warnings.count, 0)
    warnings.note(
      CatalogProblem(
        .warning, file: file, petIndex: index, petID: pet.id, field: "image",
        message: CatalogProblem.pictureMissing(pet.image, others: 0),
        petName: JSONValue.clipped(pet.name), reason: .pictureMissing(path: JSONValue.clipped(pet.image))))
    return true
  }
}

/// Parsing of money amounts without passing through floating point.
public enum Money {
  /// `"75"`, `"75.5"`, `"75.00"`: a non-negative amount with at most two decimals.
  public static func parse(_ text: String) -> Decimal? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.count <= 12,
      whole.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    if parts.count == 2 {
      let fraction = parts[1]
      guard (1...2).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return nil
      }
    }
    return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
  }

  /// `amount` as `parse` reads it back: `75`, `75.5`.
  public static func text(_ amount: Decimal) -> String {
    "\(amount)"
  }
}

/// What was wrong with one pet.
private struct PetProblems: Error {
  var problems: [CatalogProblem]
}

/// Reads one pet, collecting a problem for each field that is missing or wrong.
private struct PetReader {
  let file: String
  let index: Int
  let value: JSONValue
  let today: CalendarDate
  var id: String?
  /// The record's name when it has one, for every problem of the pet.
  var name: String?
  var problems: [CatalogProblem] = []

  init(file: String, index: Int, value: JSONValue, today: CalendarDate) {
    self.file = file
    self.index = index
    self.value = value
    self.today = today
  }

  mutating func report(_ field: String?, _ message: String, _ reason: CatalogProblem.Reason? = nil) {
    problems.note(
      CatalogProblem(
        file: file, petIndex: index, petID: id, field: field, message: message, petName: name, reason: reason))
  }

  mutating func read() -> Result<Pet, PetProblems> {
    guard case .object = value else {
      report(nil, trf(tr("expected a pet object, found %1$@"), value.summary), .notAPet)
      return .failure(PetProblems(problems: problems))
    }
    if case .string(let text)? = value["name"], !text.allSatisfy(\.isWhitespace) { name = JSONValue.clipped(text) }
    id = readID()
    let name = string("name")
    let species: Species? = choice("species")
    let breed = string("breed", allowsEmpty: true)
    let sex: Sex? = choice("sex")
    let ageGroup: AgeGroup?? = optionalChoice("ageGroup")
    // A pet whose stage alone is known has no birthday; one is made up from the stage for
    // the age order (`AgeKnown.standInBirthday`) once its intake date is read. With neither,
    // its age is not known (a listing that gives none), never made up.
    let ageNotKnown = ageGroup == .some(nil) && value["birthday"] == nil
    let birthday = ageGroup == .some(nil) && !ageNotKnown ? date("birthday") : nil
    let estimated = flag("birthdayEstimated")
    let rarity: Rarity?? = optionalChoice("rarity")
    let fee = amount("fee")
    let photos = readPhotos()
    let image = imagePath(photos: photos)
    let size: Size? = choice("size")
    let description = string("description", allowsEmpty: true)
    // Left out, the intake date is not known (a listing that does not give it), never made up.
    let intakeDate: CalendarDate?? = value["intakeDate"] == nil ? .some(nil) : date("intakeDate").map(Optional.some)
    let status: AdoptionStatus? = choice("status")
    let kids: Answer? = choice("goodWithKids", default: .unknown)
    let dogs: Answer? = choice("goodWithDogs", default: .unknown)
    let cats: Answer? = choice("goodWithCats", default: .unknown)
    let spayed = flag("spayedNeutered")
    let vaccinated = flag("vaccinated")
    let houseTrained = flag("houseTrained")
    let colour = value["colour"] == nil ? "" : string("colour", allowsEmpty: true)
    let coat: Coat? = choice("coat", default: .unknown)
    let shelter = value["shelter"] == nil ? "" : string("shelter")
    if case .some(.some) = ageGroup, value["birthday"] != nil {
      report("birthday", tr("expected no birthday beside an age group; give one or the other"), .unexpected)
    }
    if ageNotKnown, estimated?.value != nil {
      report(
        "birthdayEstimated", tr("expected no birthdayEstimated without a birthday: it is about a birthday"),
        .unexpected)
    }
    if case .some(.some) = ageGroup, estimated?.value != nil {
      report(
        "birthdayEstimated", tr("expected no birthdayEstimated beside an age group: it is about a birthday"),
        .unexpected)
    }
    if let birthday, case .some(.some(let intake)) = intakeDate, intake < birthday {
      report(
        "intakeDate", trf(tr("expected a date on or after the birthday %1$@, found \"%2$@\""), birthday, intake),
        .intakeBeforeBirthday(intake: intake.isoString, birthday: birthday.isoString))
    }
    guard let id, let name, let species, let breed, let sex, let ageGroup, let estimated, let rarity,
      let fee, let image, let size, let description, let intakeDate, let status, let kids, let dogs,
      let cats, let spayed, let vaccinated, let houseTrained, let colour, let coat, let photos, let shelter,
      problems.isEmpty
    else { return .failure(PetProblems(problems: problems)) }
    let ageKnown: AgeKnown =
      ageNotKnown ? .unknown : ageGroup.map(AgeKnown.group) ?? (estimated.value == true ? .estimated : .exact)
    guard
      let birthday = birthday
        ?? ageGroup.map({ AgeKnown.standInBirthday(for: $0, species: species, breed: breed, on: intakeDate ?? today) })
        ?? (ageNotKnown ? AgeKnown.unknownStandIn : nil)
    else { return .failure(PetProblems(problems: problems)) }
    return .success(
      Pet(
        id: id, name: name, species: species, breed: breed, sex: sex, birthday: birthday,
        rarity: rarity, image: image, size: size, description: description,
        intakeDate: intakeDate, status: status, goodWithKids: kids, goodWithDogs: dogs,
        goodWithCats: cats, spayedNeutered: spayed.value, vaccinated: vaccinated.value,
        houseTrained: houseTrained.value, fee: fee.value, ageKnown: ageKnown, colour: colour, coat: coat,
        photos: photos, shelter: shelter))
  }

  private mutating func readID() -> String? {
    guard let text = string("id") else { return nil }
    guard PetRules.isValidID(text) else {
      report(
        "id", trf(tr("expected 1 to 64 characters of a-z, 0-9, - and _, found %1$@"), JSONValue.string(text).summary),
        .badID(found: JSONValue.clipped(text)))
      return nil
    }
    return text
  }

  private mutating func string(_ key: String, allowsEmpty: Bool = false) -> String? {
    guard let field = value[key] else {
      report(key, tr("expected a string, found nothing (the field is required)"), .missing)
      return nil
    }
    guard case .string(let text) = field else {
      report(key, trf(tr("expected a string, found %1$@"), field.summary), .notText(found: field.summary))
      return nil
    }
    if !allowsEmpty, text.allSatisfy(\.isWhitespace) {
      report(key, trf(tr("expected a non-empty string, found \"%1$@\""), JSONValue.clipped(text)), .empty)
      return nil
    }
    return text
  }

  private mutating func choice<Value: CatalogEnum>(_ key: String, default fallback: Value? = nil) -> Value? {
    guard let field = value[key] else {
      if let fallback { return fallback }
      report(key, trf(tr("expected one of %1$@, found nothing (the field is required)"), Value.spellings), .missing)
      return nil
    }
    guard case .string(let text) = field, let parsed = Value(rawValue: text) else {
      report(
        key, trf(tr("expected one of %1$@, found %2$@"), Value.spellings, field.summary),
        .notAChoice(found: field.summary, choices: Value.spellings))
      return nil
    }
    return parsed
  }

  /// A fixed-choice value that may be left out: `.some(nil)` when it is, `nil` when it is wrong.
  private mutating func optionalChoice<Value: CatalogEnum>(_ key: String) -> Value?? {
    guard let field = value[key], !field.isNull else { return .some(nil) }
    guard case .string(let text) = field, let parsed = Value(rawValue: text) else {
      report(
        key, trf(tr("expected one of %1$@, found %2$@"), Value.spellings, field.summary),
        .notAChoice(found: field.summary, choices: Value.spellings))
      return nil
    }
    return .some(parsed)
  }

  /// The pet's own fee, which may be left out; the wrapper tells "none" from "unreadable".
  private mutating func amount(_ key: String) -> (value: Decimal?, Void)? {
    guard let field = value[key], !field.isNull else { return (nil, ()) }
    switch field {
    case .string(let text), .number(let text):
      if let amount = Money.parse(text) { return (amount, ()) }
    default: break
    }
    report(
      key,
      trf(tr("expected an amount such as \"75.00\" (not negative, at most two decimals), found %1$@"), field.summary),
      .notAnAmount(found: field.summary))
    return nil
  }

  private mutating func date(_ key: String) -> CalendarDate? {
    guard let field = value[key] else {
      report(key, tr("expected a date YYYY-MM-DD, found nothing (the field is required)"), .missing)
      return nil
    }
    guard case .string(let text) = field, let date = CalendarDate(iso: text) else {
      report(
        key, trf(tr("expected a real date YYYY-MM-DD, found %1$@"), field.summary), .notADate(found: field.summary))
      return nil
    }
    guard date <= today else {
      report(
        key, trf(tr("expected a date no later than today (%1$@), found \"%2$@\""), today, text),
        .afterToday(found: text))
      return nil
    }
    return date
  }

  /// A recorded yes/no; the wrapper tells "not recorded" apart from "could not be read".
  private mutating func flag(_ key: String) -> Recorded? {
    guard let field = value[key] else { return Recorded(value: nil) }
    switch field {
    case .bool(let flag): return Recorded(value: flag)
    case .null: return Recorded(value: nil)
    default:
      report(key, trf(tr("expected true or false, found %1$@"), field.summary), .notYesOrNo(found: field.summary))
      return nil
    }
  }

  private struct Recorded {
    var value: Bool?
  }

  /// Every photo, in order; none when the key is absent or null.
  private mutating func readPhotos() -> [Photo]? {
    guard let field = value["photos"], !field.isNull else { return [] }
    switch Photo.read(field) {
    case .success(let photos): return photos
    case .failure(let problem):
      report("photos", problem.message)
      return nil
    }
  }

  /// The picture's path or address; a pet with none (absent or empty) shows the placeholder,
  /// or its first photo when it has photos.
  private mutating func imagePath(photos: [Photo]?) -> String? {
    guard value["image"] != nil else { return photos?.first?.address ?? "" }
    guard let path = string("image", allowsEmpty: true) else { return nil }
    if let problem = PetRules.imagePathProblem(path) {
      report("image", problem, .pictureOutside(path: JSONValue.clipped(path)))
      return nil
    }
    return path
  }
}

/// The rules a pet's fields must follow, shared by the full reader (which
/// explains every broken rule) and the fast path (which only needs yes or no).
public enum PetRules {
  /// 1 to 64 characters of a-z, 0-9, `-` and `_`.
  public static func isValidID(_ text: String) -> Bool {
    let count = text.utf8.count
    return count >= 1 && count <= 64 && text.utf8.allSatisfy(isIDByte)
  }

  /// Whether an id may hold `byte`: a-z, 0-9, `-` or `_`.
  public static func isIDByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
  }

  /// Whether `pet`, already read field by field, keeps every rule a single pet must (its id, its
  /// name, its picture's path, its dates on `today`); the fast path and the cache's copies ask.
  static func passes(_ pet: Pet, today: CalendarDate) -> Bool {
    isValidID(pet.id) && !pet.name.allSatisfy(\.isWhitespace)
      && imagePathProblem(pet.image) == nil && pet.birthday <= today
      && pet.intakeDate.map { $0 <= today && pet.birthday <= $0 } ?? true
  }

  /// Whether `image` is a web address (of a picture, say): `http://` or `https://`, a host, and
  /// no space or control character.
  public static func isPictureAddress(_ image: String) -> Bool {
    guard image.hasPrefix("https://") || image.hasPrefix("http://") else { return false }
    guard image.utf8.allSatisfy({ $0 > 0x20 && $0 != 0x7F }), let url = URL(string: image) else { return false }
    return !(url.host ?? "").isEmpty
  }

  /// What is wrong with a picture's path or address, said as `imagePathProblem` says it.
  public static func imageProblem(_ image: String) -> String? {
    imagePathProblem(image)
  }

  /// What is wrong with an image path, or `nil` when it stays inside the catalogue's folder, is
  /// a web address, or is empty (no picture).
  static func imagePathProblem(_ path: String) -> String? {
    if path.isEmpty || isPictureAddress(path) { return nil }
    if path.hasPrefix("http://") || path.hasPrefix("https://") {
      return trf(
        tr("expected a web address such as https://example.org/rex.jpg, found \"%1$@\""), JSONValue.clipped(path))
    }
    if path.hasPrefix("/") || path.hasPrefix("~") {
      return trf(
        tr("expected a path relative to the catalogue's folder, found the absolute path \"%1$@\""),
        JSONValue.clipped(path))
    }
    // Only a path with ".." in it can leave the folder.
    var previous: UInt8 = 0
    let hasDotDot = path.utf8.contains { byte in
      defer { previous = byte }
      return byte == UInt8(ascii: ".") && previous == UInt8(ascii: ".")
    }
    guard hasDotDot else { return nil }
    var depth = 0
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": depth -= 1
      default: depth += 1
      }
      if depth < 0 {
        return trf(
          tr("expected a path inside the catalogue's folder, found \"%1$@\", which leaves it"), JSONValue.clipped(path))
      }
    }
    return nil
  }
}
