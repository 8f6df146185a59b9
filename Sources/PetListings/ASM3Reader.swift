import Foundation
import PetCatalog
import PetLocalization

/// Reads ASM3's animal rows, from its JSON or its CSV (docs/formats/asm3.md).
///
/// ASM3 writes its own codes, which are easy to read the wrong way round (its lookup tables,
/// `lksex`, `lksize`, `lksynunk`, `lksynun` and `lksyesno` in `dbupdate.py`):
/// - `SEX`: 0 female, 1 male, 2 unknown;
/// - `SIZE`: 0 very large, 1 large, 2 medium, 3 small;
/// - `ISGOODWITHCHILDREN`, `…DOGS`, `…CATS`: 0 yes, 1 no, 2 unknown, 5 over 5, 12 over 12;
/// - `ISHOUSETRAINED`: 0 yes, 1 no, 2 unknown;
/// - `NEUTERED`, `ESTIMATEDDOB`, `HASACTIVERESERVE`, `ISHOLD`: 1 yes, 0 no.
/// `FEE` is in cents in JSON and formatted for the shelter's locale in CSV.
struct ASM3Reader {
  /// A column's value: text, or a list (`PHOTOURLS` in JSON).
  enum Value {
    case text(String)
    case list([String])

    var text: String? {
      if case .text(let text) = self { return text }
      return nil
    }
  }

  let file: String
  let options: ListingOptions
  /// The most a fee in cents may be: 999,999,999,999.99.
  static let mostCents = 99_999_999_999_999
  /// The CSV's date order (its dates are the shelter's locale's); JSON's are ISO.
  let dateOrder: DateOrder?
  var listing = ShelterListing(format: .asm3JSON)
  var problems: [CatalogProblem] = []
  /// How many pets' intake dates were read from another of ASM3's dates, `DATEBROUGHTIN` being
  /// empty, by the column read (`summary`).
  private var intakeFallbacks: [String: Int] = [:]

  init(file: String, options: ListingOptions, dateOrder: DateOrder?) {
    self.file = file
    self.options = options
    self.dateOrder = dateOrder
  }

  /// The listing read, with one line for each kind of value read from another field.
  var summarised: ShelterListing {
    var listing = listing
    for (column, count) in intakeFallbacks.sorted(by: { $0.key < $1.key }) {
      listing.notes.note(
        CatalogProblem(
          .warning, file: file,
          message: trf(
            trn(
              // TRANSLATORS: %1$lld counts pets; %2$@ names an ASM3 column, e.g. MOSTRECENTENTRYDATE.
              "%1$lld intake date read from %2$@, its DATEBROUGHTIN being empty",
              "%1$lld intake dates read from %2$@, their DATEBROUGHTIN being empty", count), count, column)))
    }
    return listing
  }

  mutating func read(_ row: [String: Value], index: Int, place: String, feeInCents: Bool) {
    var record = ListingRecord(file: file, index: index, place: place)
    func text(_ column: String) -> String? {
      row[column]?.text.map(\.trimmed).flatMap { $0.isEmpty ? nil : $0 }
    }
    func code(_ column: String) -> Int? { text(column).flatMap { Int($0) } }
    record.name = text("ANIMALNAME").map(PlainText.line)
    let id = record.id(prefix: "asm-", text("ID"), field: "ID")
    let name = record.name(text("ANIMALNAME"), field: "ANIMALNAME")
    let species = SpeciesWords.species(text("SPECIESNAME"))
    let breed = PlainText.line(text("BREEDNAME") ?? "")
    var sex: Sex?
    switch code("SEX") {
    case 0: sex = .female
    case 1: sex = .male
    case 2,
      nil where text("SEX") == nil:
      sex = .unknown
    default:
      record.report(
        "SEX", trf(tr("expected 0 (female), 1 (male) or 2 (unknown), found %1$@"), JSONValue.quoted(text("SEX") ?? "")))
    }
    var size: Size?
    switch code("SIZE") {
    case 0: size = .extraLarge
    case 1: size = .large
    case 2: size = .medium
    case 3: size = .small
    case nil where text("SIZE") == nil: size = .unknown
    default:
      record.report(
        "SIZE",
        trf(
          tr("expected 0 (very large), 1 (large), 2 (medium) or 3 (small), found %1$@"),
          JSONValue.quoted(text("SIZE") ?? "")))
    }
    let order = dateOrder
    let readDate = { (text: String) in ListingDate.date(text, order: order) }
    let birthday = record.date(
      text("DATEOFBIRTH"), field: "DATEOFBIRTH", today: options.today, required: true, read: readDate)
    // ASM3 leaves DATEBROUGHTIN empty for some animals (those entered before their intake was
    // recorded); its other dates of the animal's coming in stand in, counted in one line.
    let intakeColumn =
      ["DATEBROUGHTIN", "MOSTRECENTENTRYDATE", "CREATEDDATE"].first { text($0) != nil } ?? "DATEBROUGHTIN"
    let intake = record.date(
      text(intakeColumn), field: intakeColumn, today: options.today, required: false, read: readDate)
    if intakeColumn != "DATEBROUGHTIN", case .some(.some(let date)) = intake {
      intakeFallbacks[intakeColumn, default: 0] += 1
      listing.readings.append(
        // TRANSLATORS: %1$@ names an ASM3 column, e.g. MOSTRECENTENTRYDATE; %2$@ is the date read from it.
        record.warning(trf(tr("intake date read from %1$@ (%2$@), DATEBROUGHTIN being empty"), intakeColumn, date)))
    }
    var fee: Decimal?? = .some(nil)
    if let written = text("FEE") {
      if feeInCents {
        // At most twelve digits before the point, as every fee (`Money.parse`): 2^63 cents
        // was read, and shown rounded through floating point (issue 40).
        if let cents = Int(written), (0...Self.mostCents).contains(cents) {
          fee = .some(Decimal(cents) / 100)
        } else {
          record.report("FEE", trf(tr("expected a fee in cents such as 7500, found %1$@"), JSONValue.quoted(written)))
          fee = nil
        }
      } else {
        fee = record.fee(written, field: "FEE")
      }
    }
    var notes: [String] = []
    func answer(_ column: String) -> Answer {
      switch code(column) {
      case 0: return .yes
      case 1: return .no
      case 5:
        // TRANSLATORS: a line added to a pet's story from its shelter's records.
        notes.append(tr("Good with children over 5."))
        return .unknown
      case 12:
        notes.append(tr("Good with children over 12."))
        return .unknown
      case 2, nil: return .unknown
      default:
        record.report(
          column, trf(tr("expected 0 (yes), 1 (no) or 2 (unknown), found %1$@"), JSONValue.quoted(text(column) ?? "")))
        return .unknown
      }
    }
    let kids = answer("ISGOODWITHCHILDREN")
    let dogs = answer("ISGOODWITHDOGS")
    let cats = answer("ISGOODWITHCATS")
    let houseTrained: Bool? =
      switch code("ISHOUSETRAINED") {
      case 0: true
      case 1: false
      default: nil
      }
    let neutered = code("NEUTERED").map { $0 == 1 }
    let status: AdoptionStatus =
      code("ISHOLD") == 1 ? .onHold : code("HASACTIVERESERVE") == 1 ? .pending : .available
    let photos: [String] =
      switch row["PHOTOURLS"] {
      case .list(let addresses)?: addresses
      case .text(let written)?: ListingRecord.addresses(in: written)
      case nil: []
      }
    let gallery = record.photos(photos.map { Photo($0) }, field: "PHOTOURLS", notes: &listing.notes)
    let image = gallery.first?.address ?? ""
    var story = PlainText.from(text("WEBSITEMEDIANOTES") ?? text("ANIMALCOMMENTS") ?? "")
    if !notes.isEmpty { story += (story.isEmpty ? "" : "\n\n") + notes.joined(separator: " ") }
    if let pet = record.pet(
      id: id, name: name, species: species, breed: breed, sex: sex, birthday: birthday,
      estimated: code("ESTIMATEDDOB") == 1, ageGroup: nil, fee: fee, image: image, size: size, description: story,
      intakeDate: intake, status: status, goodWith: (kids, dogs, cats),
      spayedNeutered: neutered, vaccinated: nil, houseTrained: houseTrained, birthdayField: "DATEOFBIRTH",
      colour: SpeciesWords.colour([text("BASECOLOURNAME")]), coat: SpeciesWords.coat(text("COATTYPENAME")),
      photos: gallery, today: options.today)
    {
      listing.pets.append(pet)
      listing.noteNotGiven(pet, record, intakeField: "DATEBROUGHTIN", ageField: "DATEOFBIRTH")
    }
    problems.note(contentsOf: record.problems)
  }
}
