import Foundation
import PetCatalog
import PetLocalization

/// A shelter's own spreadsheet, saved as CSV, with its own headers and codes (issue 42): a county
/// shelter's `Animal ID, Intake Type, In Date, Pet name, Animal Type, Pet Age, Pet Size, Color,
/// Breed, Sex, URL Link`, sexes as `M/F/N/S/U`, ages as `1 YEAR 5 MONTHS`, sizes as `X-LRG`.
///
/// Each header is matched, case, spaces and punctuation aside, against the ways shelters' systems
/// write the field (`SpreadsheetColumns`); a column it does not know is said once and left out.
/// A value a shelter writes freely is read as well as it can be (a size or coat it does not know
/// is not recorded); a row that cannot be a pet (no id, no name, no intake date) is left out with
/// a line naming its row, and the rest imports.
extension CSVListingReader {
  mutating func readSpreadsheet() -> ShelterListing {
    var listing = ShelterListing(format: .spreadsheet)
    let mapping = options.mapping ?? SpreadsheetMapping()
    let columns = SpreadsheetColumns(header: table.header, mapping: mapping)
    listing.columns = table.header.indices.map { (table.header[$0], columns.field(ofColumn: $0)?.readAs) }
    for field in [SpreadsheetColumns.Field.id, .name, .species] where columns.index[field] == nil {
      problems.note(
        CatalogProblem(
          file: file,
          message: trf(
            // TRANSLATORS: %1$@ names a field (its column's usual names), %2$@ lists the file's columns.
            tr("has no column of %1$@: its columns are %2$@ (docs/formats/spreadsheet.md lists the names it knows)"),
            field.shownNames, table.header.map { JSONValue.quoted($0) }.joined(separator: ", "))))
    }
    let unknown = table.header.enumerated().filter { columns.field(ofColumn: $0.offset) == nil }.map(\.element)
    if !unknown.isEmpty {
      listing.notes.note(
        CatalogProblem(
          .warning, file: file,
          message: trf(
            // TRANSLATORS: %1$@ lists columns of a spreadsheet.
            tr("left out the columns %1$@, which name no field of a pet"),
            unknown.map { JSONValue.quoted($0) }.joined(separator: ", "))))
    }
    let dateColumns = [SpreadsheetColumns.Field.intakeDate, .birthday].compactMap { columns.index[$0] }
      .map { table.header[$0] }
    let order = dateOrder(dateColumns)
    guard problems.isEmpty else { return listing }
    for (index, row) in table.rows.enumerated() {
      var record = ListingRecord(file: file, index: index, place: "row \(row.line)")
      func cell(_ field: SpreadsheetColumns.Field) -> String? {
        guard let column = columns.index[field], column < row.fields.count else { return nil }
        let text = row.fields[column].trimmed
        return text.isEmpty ? nil : text
      }
      record.name = cell(.name)
      let id = record.id(prefix: "", cell(.id), field: columns.name(of: .id, in: table))
      let name = record.name(cell(.name), field: columns.name(of: .name, in: table))
      // The mapping's codes first, then the words shelters write.
      let species =
        mapping.value(.species, cell(.species)) as Species?
        ?? SpeciesWords.species(cell(.species))
      var (sex, fixed) = SpreadsheetValues.sex(cell(.sex))
      if let mapped: Sex = mapping.value(.sex, cell(.sex)) { sex = mapped }
      let intake = record.date(
        cell(.intakeDate), field: columns.name(of: .intakeDate, in: table), today: options.today, required: false
      ) { ListingDate.date($0, order: order) }
      var birthday = record.date(
        cell(.birthday), field: columns.name(of: .birthday, in: table), today: options.today, required: false
      ) { ListingDate.date($0, order: order) }
      var estimated = false
      if case .some(nil) = birthday, let age = cell(.age).flatMap(SpreadsheetValues.age) {
        // An age as the file says it on the day it was written: a birthday that many days ago,
        // estimated, and not after the pet came in (an age rounded down puts it after).
        var born = options.today.addingMonths(-age.months).adding(days: -age.days)
        if case .some(.some(let came)) = intake, came < born { born = came }
        birthday = .some(born)
        estimated = true
      }
      // Every photo column's addresses, in order; a cell may list several.
      let found = columns.photoColumns.filter { $0 < row.fields.count }
        .flatMap { ListingRecord.addresses(in: row.fields[$0]) }.map { Photo($0) }
      let photos = record.photos(found, field: columns.name(of: .photo, in: table), notes: &listing.notes)
      let image = photos.first?.address ?? ""
      var story = PlainText.from(cell(.description) ?? "")
      if let link = cell(.link), PetRules.isPictureAddress(link) {
        // TRANSLATORS: a line added to a pet's story from a spreadsheet's link; %1$@ is the address.
        story += (story.isEmpty ? "" : "\n\n") + trf(tr("More about this pet: %1$@"), link)
      }
      let fee = cell(.fee).map { record.fee($0, field: columns.name(of: .fee, in: table)) } ?? .some(nil)
      // The column the age was read from: the birthday's, else the age's.
      let ageField = columns.name(of: cell(.birthday) == nil ? .age : .birthday, in: table)
      if let pet = record.pet(
        id: id, name: name, species: species, breed: PlainText.line(cell(.breed) ?? ""), sex: sex,
        birthday: birthday, estimated: estimated,
        // An age column that gives the stage alone (`Adult`).
        ageGroup: birthday == .some(nil) ? SpeciesWords.ageGroup(cell(.age)) : nil, fee: fee, image: image,
        size: mapping.value(.size, cell(.size)) ?? SpreadsheetValues.size(cell(.size)),
        description: story, intakeDate: intake, status: .available,
        goodWith: (.unknown, .unknown, .unknown), spayedNeutered: fixed, vaccinated: nil, houseTrained: nil,
        birthdayField: ageField,
        colour: SpeciesWords.colour([cell(.colour)]),
        coat: mapping.value(.coat, cell(.coat)) ?? SpeciesWords.coat(cell(.coat)),
        photos: photos, today: options.today)
      {
        listing.pets.append(pet)
        listing.noteNotGiven(
          pet, record, intakeField: columns.name(of: .intakeDate, in: table),
          ageField: ageField,
          ageFound: cell(.birthday) == nil ? cell(.age) : nil)
      } else {
        // What cannot be a pet is left out, its row named; the rest imports.
        for problem in record.problems {
          var left = problem
          left.severity = .warning
          left.message = trf(tr("left out: %1$@"), problem.message)
          listing.notes.note(left)
        }
      }
    }
    return listing
  }
}

/// The columns of a shelter's spreadsheet, by the field each holds.
struct SpreadsheetColumns {
  /// What a column may hold.
  enum Field: CaseIterable {
    case id, name, species, breed, sex, age, birthday, size, colour, coat, photo, intakeDate, description, fee, link
    /// Columns known and read for nothing (`Intake Type`): left out without a word.
    case ignored

    /// What `petcards import --preview` says a column is read as; `nil` for one read for nothing.
    var readAs: String? {
      switch self {
      case .id: tr("id")
      case .name: trc("field", "name")
      case .species: trc("field", "species")
      case .breed: trc("field", "breed")
      case .sex: tr("sex (M, F, N a neutered male, S a spayed female, U)")
      case .age: tr("age, as an estimated birthday")
      case .birthday: trc("field", "birthday")
      case .size: trc("field", "size")
      case .colour: trc("field", "colour")
      case .coat: trc("field", "coat")
      case .photo: trc("field", "photos")
      case .intakeDate: trc("field", "intake date")
      case .description: trc("field", "story")
      case .fee: trc("field", "fee")
      case .link: tr("a link, added to the story")
      case .ignored: nil
      }
    }

    /// How a message names a field a spreadsheet must have: its column's usual names.
    var shownNames: String {
      switch self {
      case .id: "\"Animal ID\" or \"ID\""
      case .name: "\"Name\", \"Pet Name\" or \"Animal Name\""
      case .species: "\"Animal Type\", \"Type\" or \"Species\""
      default: "\"\(self)\""
      }
    }

    /// The ways shelters' systems (ASM3, PetPoint, Chameleon/PetHarbor, Shelterluv, RescueGroups'
    /// exports, county open-data portals) write each header, folded: lowercase letters and
    /// digits only (`Pet Age` as `petage`).
    static let names: [String: Field] = [
      "animalid": .id, "id": .id, "petid": .id, "animalnumber": .id, "animalno": .id, "aid": .id,
      "internalid": .id, "animal": .id,
      "name": .name, "petname": .name, "animalname": .name,
      "animaltype": .species, "type": .species, "species": .species, "pettype": .species, "speciesname": .species,
      "breed": .breed, "primarybreed": .breed, "breedname": .breed, "breeds": .breed,
      "sex": .sex, "gender": .sex, "sexname": .sex,
      "age": .age, "petage": .age, "animalage": .age, "currentage": .age,
      "dob": .birthday, "dateofbirth": .birthday, "birthdate": .birthday, "birthday": .birthday,
      "size": .size, "petsize": .size, "sizename": .size,
      "color": .colour, "colour": .colour, "primarycolor": .colour, "primarycolour": .colour,
      "basecolour": .colour, "basecolourname": .colour, "colors": .colour,
      "coat": .coat, "coattype": .coat, "coatlength": .coat, "coattypename": .coat,
      "photo": .photo, "photourl": .photo, "picture": .photo, "image": .photo, "imageurl": .photo,
      "pictureurl": .photo, "photos": .photo, "photourls": .photo, "pictures": .photo, "images": .photo,
      "indate": .intakeDate, "intakedate": .intakeDate, "dateintake": .intakeDate, "datein": .intakeDate,
      "intakedatetime": .intakeDate, "datebroughtin": .intakeDate,
      "description": .description, "story": .description, "bio": .description, "comments": .description,
      "animalcomments": .description, "webcomments": .description, "kennelcomments": .description,
      "fee": .fee, "adoptionfee": .fee, "price": .fee,
      "urllink": .link, "url": .link, "link": .link, "weblink": .link, "petharborlink": .link,
      "intaketype": .ignored, "intype": .ignored, "location": .ignored, "kennel": .ignored,
    ]
  }

  /// The column each field is read from: the first column that names it.
  let index: [Field: Int]
  /// The field each column names, in order; `nil` for a column that names none, and for a
  /// second column of a field (only the first is read) but a photo's.
  let fields: [Field?]
  /// Every column of a photo (`Photo 1`, `Photo 2`…), in order.
  let photoColumns: [Int]

  init(header: [String], mapping: SpreadsheetMapping = SpreadsheetMapping()) {
    var seen: Set<Field> = []
    let fields = header.map { name -> Field? in
      guard let field = mapping.columns[Self.folded(name)] ?? Self.field(named: name),
        field == .ignored || field == .photo || seen.insert(field).inserted
      else { return nil }
      return field
    }
    self.fields = fields
    index = Dictionary(
      fields.enumerated().compactMap { column, field in field.map { ($0, column) } }, uniquingKeysWith: min)
    photoColumns = fields.indices.filter { fields[$0] == .photo }
  }

  /// The field a header names, case, spaces and punctuation aside; `nil` for none. A photo's
  /// header may end in its number (`Photo 2`, `Picture URL 3`).
  static func field(named name: String) -> Field? {
    let folded = folded(name)
    if let field = Field.names[folded] { return field }
    let stem = String(folded.reversed().drop(while: \.isNumber).reversed())
    return stem != folded && Field.names[stem] == .photo ? .photo : nil
  }

  /// A header as it is matched: lowercase letters and digits only (`Pet Age` as `petage`).
  static func folded(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
  }

  /// The field column `column` holds, `nil` when it names none.
  func field(ofColumn column: Int) -> Field? { column < fields.count ? fields[column] : nil }

  /// The file's own name for `field`'s column, for messages.
  func name(of field: Field, in table: CSVTable) -> String {
    index[field].map { table.header[$0] } ?? "\(field)"
  }

  /// Whether `header` is a shelter's spreadsheet: it names a pet's name and its kind.
  static func recognises(_ header: [String], mapping: SpreadsheetMapping = SpreadsheetMapping()) -> Bool {
    let fields = Set(header.compactMap { mapping.columns[folded($0)] ?? field(named: $0) })
    return fields.contains(.name) && fields.contains(.species)
  }
}

/// The values shelters' spreadsheets write, read as the catalogue's.
enum SpreadsheetValues {
  /// `M`, `F`, `N` (a neutered male), `S` (a spayed female), `U`, and the words (`Neutered
  /// Male`, `Spayed Female`); with whether the pet is spayed or neutered when the code says.
  static func sex(_ text: String?) -> (Sex, Bool?) {
    let words = (text ?? "").lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    let fixed: Bool? =
      words.contains(where: { ["neutered", "spayed", "altered", "fixed"].contains($0) })
      ? true : words.contains(where: { ["intact", "unaltered"].contains($0) }) ? false : nil
    switch words.last {
    case "m", "male": return (.male, fixed)
    case "f", "female": return (.female, fixed)
    case "n": return (.male, true)
    case "s": return (.female, true)
    default: return (.unknown, fixed)
    }
  }

  /// `5 YEARS`, `10 WEEKS`, `1 YEAR 5 MONTHS`, `9 years 2 months.`, `3 mos`, `2y 6m`: months and
  /// days; `nil` when it says no age.
  static func age(_ text: String) -> (months: Int, days: Int)? {
    var months = 0
    var days = 0
    var said = false
    let scanner = Scanner(string: text.lowercased())
    // Spaces and the stops and commas between parts; a minus sign is not skipped (`-3 years`
    // is no age).
    scanner.charactersToBeSkipped = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".,;"))
    while !scanner.isAtEnd {
      guard let number = scanner.scanInt(), number >= 0, number <= 1_000 else { return said ? (months, days) : nil }
      let unit = scanner.scanCharacters(from: .letters) ?? ""
      switch unit {
      case "y", "yr", "yrs", "year", "years": months += number * 12
      case "m", "mo", "mos", "month", "months": months += number
      case "w", "wk", "wks", "week", "weeks": days += number * 7
      case "d", "day", "days": days += number
      default: return said ? (months, days) : nil
      }
      said = true
    }
    return said ? (months, days) : nil
  }

  /// The size a spreadsheet says (`SMALL`, `MED`, `LARGE`, `X-LRG`, `TOY`); a word for an age
  /// (`KITTE`, `PUPPY`) or one it does not know is not recorded.
  static func size(_ text: String?) -> Size {
    if let size = SpeciesWords.size(text) { return size }
    switch text?.lowercased().filter({ $0.isLetter }) {
    case "sml", "sm", "toy", "tiny": return .small
    case "md", "mdm": return .medium
    case "lrg", "lg": return .large
    case "xlrg", "xlg", "xl", "huge": return .extraLarge
    default: return .unknown
    }
  }
}
