import Foundation
import PetCatalog
import PetLocalization

/// One record of a shelter's listing as it is read: where it is, and every problem with it,
/// each naming the file, the record and the source's own field (`animals[3] (id "pf-81"),
/// field "gender"`).
struct ListingRecord {
  let file: String
  let index: Int
  /// Where the record is: `animals[3]`, `data[0]`, `row 5`.
  let place: String
  var id: String?
  var name: String?
  var problems: [CatalogProblem] = []

  init(file: String, index: Int, place: String) {
    self.file = file
    self.index = index
    self.place = place
  }

  mutating func report(_ field: String?, _ message: String) {
    problems.note(
      CatalogProblem(
        file: file, petIndex: index, petID: id, field: field, message: message,
        petName: name.map(JSONValue.clipped), record: place))
  }

  /// A warning about the record: that it is left out and why (the rest is imported), or what is
  /// shown in place of one of its fields.
  func warning(_ message: String) -> CatalogProblem {
    CatalogProblem(
      .warning, file: file, petIndex: index, petID: id, message: message, petName: name.map(JSONValue.clipped),
      record: place)
  }

  /// The picture at `address` when it is a web address the catalogue takes; otherwise none (the
  /// placeholder), with a warning in `notes` naming `field`.
  func picture(_ address: String?, field: String, notes: inout [CatalogProblem]) -> String {
    guard let address = address?.trimmed, !address.isEmpty else { return "" }
    guard PetRules.isPictureAddress(address) else {
      notes.note(
        warning(
          trf(
            tr("its picture %1$@ (field \"%2$@\") is not a web address; a placeholder shows instead"),
            JSONValue.quoted(address), field)))
      return ""
    }
    return address
  }

  /// The addresses in a cell that may list several: ASM3's `PHOTOURLS` in a CSV, written as a
  /// Python list (`['https://…', 'https://…']`) or one address; a spreadsheet's photo cell and a
  /// CSV's `photos`, apart by spaces, lines, commas, semicolons or bars.
  static func addresses(in text: String) -> [String] {
    text.split(whereSeparator: { $0.isWhitespace || ",;|[]".contains($0) })
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) }
      .filter { !$0.isEmpty }
  }

  /// Every photo of `found` that is a web address the catalogue takes, in order; the others are
  /// left out with one warning in `notes` naming `field` (the placeholder shows when none is
  /// left). The pet's picture is the first of them.
  func photos(_ found: [Photo], field: String, notes: inout [CatalogProblem]) -> [Photo] {
    var kept: [Photo] = []
    var left: [String] = []
    for photo in found {
      let address = photo.address.trimmed
      guard !address.isEmpty else { continue }
      if PetRules.isPictureAddress(address) {
        kept.append(Photo(address, width: photo.width, height: photo.height))
      } else {
        left.append(address)
      }
    }
    if let first = left.first {
      if kept.isEmpty {
        _ = picture(first, field: field, notes: &notes)
      } else {
        notes.note(
          warning(
            trf(
              trn(
                // TRANSLATORS: %1$lld counts photos, %2$@ quotes the first, %3$@ is the source's field.
                "%1$lld photo, %2$@ (field \"%3$@\"), is not a web address and is left out",
                "%1$lld photos, the first %2$@ (field \"%3$@\"), are not web addresses and are left out", left.count),
              left.count, JSONValue.quoted(first), field)))
      }
    }
    return kept
  }

  /// The catalogue's id for the source's `text`: `prefix` and the text lowercased, with any
  /// character ids may not have as `-`; reported when there is none.
  mutating func id(prefix: String, _ text: String?, field: String) -> String? {
    guard let text = text?.trimmed, !text.isEmpty else {
      report(field, tr("expected the record's id, found nothing"))
      return nil
    }
    let cleaned = String(
      text.lowercased().unicodeScalars.map { scalar -> Character in
        scalar.isASCII && PetRules.isIDByte(UInt8(scalar.value)) ? Character(scalar) : "-"
      })
    let made = prefix + cleaned
    guard PetRules.isValidID(made) else {
      report(
        field,
        trf(tr("expected an id of at most %1$lld characters, found %2$@"), 64 - prefix.count, JSONValue.quoted(text)))
      return nil
    }
    id = made
    return made
  }

  /// A required name, plain (`PlainText.line`): reported when there is none.
  mutating func name(_ text: String?, field: String) -> String? {
    let plain = text.map(PlainText.line) ?? ""
    guard !plain.isEmpty else {
      report(field, tr("expected a name, found nothing"))
      return nil
    }
    name = plain
    return plain
  }

  /// A date that is required, read by `read`, no later than `today`.
  mutating func date(
    _ text: String?, field: String, today: CalendarDate, required: Bool, read: (String) -> CalendarDate?
  ) -> CalendarDate?? {
    guard let text = text?.trimmed, !text.isEmpty else {
      if required { report(field, tr("expected a date, found nothing")) }
      return required ? nil : .some(nil)
    }
    guard let date = read(text) else {
      report(field, trf(tr("expected a date, found %1$@"), JSONValue.quoted(text)))
      return nil
    }
    guard date <= today else {
      report(field, trf(tr("expected a date no later than today (%1$@), found \"%2$@\""), today, text))
      return nil
    }
    return .some(date)
  }

  /// The fee `text` says, read as a source that writes fees freely is read: an amount, waived,
  /// or, for words, their one plain amount or none, and the words in `words` for the story;
  /// never a problem.
  func feeInWords(_ text: String?, words: inout String?) -> Decimal?? {
    guard let text = text.map(PlainText.line), !text.isEmpty else { return .some(nil) }
    switch ListingFee.parse(text) {
    case .amount(let amount): return .some(amount)
    case .waived: return .some(0)
    case .none?: return .some(nil)
    case nil:
      words = text
      return .some(ListingFee.amountInWords(text))
    }
  }

  /// The fee `text` says (`ListingFee`), in the listing's currency.
  mutating func fee(_ text: String?, field: String) -> Decimal?? {
    guard let text else { return .some(nil) }
    switch ListingFee.parse(text) {
    case .amount(let amount): return .some(amount)
    case .waived: return .some(0)
    case .none?: return .some(nil)
    case nil:
      report(
        field, trf(tr("expected a fee such as \"$75.00\", \"Waived\" or nothing, found %1$@"), JSONValue.quoted(text)))
      return nil
    }
  }

  /// Makes the pet once every field is read, checking what spans fields: a birthday after the
  /// intake date. `birthday` is `nil` when only `ageGroup` is known, or nothing of the age.
  mutating func pet(
    id: String?, name: String?, species: Species, breed: String, sex: Sex?, birthday: CalendarDate??,
    estimated: Bool, ageGroup: AgeGroup?, fee: Decimal??, image: String, size: Size?, description: String,
    intakeDate: CalendarDate??, status: AdoptionStatus, goodWith: (Answer, Answer, Answer),
    spayedNeutered: Bool?, vaccinated: Bool?, houseTrained: Bool?, birthdayField: String, colour: String = "",
    coat: Coat = .unknown, photos: [Photo] = [], today: CalendarDate
  ) -> Pet? {
    guard let id, let name, let sex, let birthday, let fee, let size, let intake = intakeDate else {
      if problems.isEmpty { report(nil, tr("the record could not be read")) }
      return nil
    }
    let ageKnown: AgeKnown
    let born: CalendarDate
    if let birthday {
      guard intake.map({ birthday <= $0 }) ?? true else {
        report(
          birthdayField,
          trf(tr("expected a birthday on or before the intake date %1$@, found \"%2$@\""), intake ?? today, birthday))
        return nil
      }
      ageKnown = estimated ? .estimated : .exact
      born = birthday
    } else if let ageGroup {
      ageKnown = .group(ageGroup)
      // Its stage as of its intake, else of the day the listing is read (only to sort by age).
      born = AgeKnown.standInBirthday(for: ageGroup, species: species, breed: breed, on: intake ?? today)
    } else {
      // Neither: the age is not known, never made up (`ShelterListing.noteNotGiven`).
      ageKnown = .unknown
      born = AgeKnown.unknownStandIn
    }
    guard problems.isEmpty else { return nil }
    return Pet(
      id: id, name: name, species: species, breed: breed, sex: sex, birthday: born, rarity: nil, image: image,
      size: size, description: description, intakeDate: intake, status: status, goodWithKids: goodWith.0,
      goodWithDogs: goodWith.1, goodWithCats: goodWith.2, spayedNeutered: spayedNeutered, vaccinated: vaccinated,
      houseTrained: houseTrained, fee: fee, ageKnown: ageKnown, colour: colour, coat: coat, photos: photos)
  }
}

extension JSONValue {
  /// The text of a string, or of a number as written; `nil` for anything else.
  var text: String? {
    switch self {
    case .string(let text), .number(let text): text
    default: nil
    }
  }

  /// `true` or `false` for JSON's booleans, and for the 1/0, "1"/"0", "true"/"false",
  /// "yes"/"no" some exports write; `nil` for null, absent or anything else.
  var flag: Bool? {
    switch self {
    case .bool(let value): return value
    case .number(let text), .string(let text):
      switch text.lowercased().trimmed {
      case "1", "true", "yes", "y": return true
      case "0", "false", "no", "n": return false
      default: return nil
      }
    default: return nil
    }
  }

  /// Whether the value is an object.
  var isObject: Bool {
    if case .object = self { return true }
    return false
  }

  /// The elements of an array; empty for anything else.
  var elements: [JSONValue] {
    if case .array(let elements) = self { return elements }
    return []
  }
}

/// What a `true`/`false`/`null` answer from a listing means to the catalogue.
extension Answer {
  init(_ flag: Bool?) {
    self = flag.map { $0 ? .yes : .no } ?? .unknown
  }
}
