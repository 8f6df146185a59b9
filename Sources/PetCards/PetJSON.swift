import Foundation
import PetCatalog
import PetPresentation

/// The view model's outputs as JSON, for scripts: one object per pet.
///
/// Strings are escaped as JSON escapes them (C0 control characters as `\u00XX`), and
/// further, since a terminal that shows the output obeys them too: DEL, the C1 controls
/// (U+0080–U+009F, among them CSI U+009B) and the bidirectional controls and line separators
/// become `\uXXXX` escapes. The strings decode to exactly what the catalogue holds, and a
/// catalogue cannot smuggle terminal escapes through `--json`. The name and the story are
/// the catalogue's own text, not cleaned for display (`DisplayText`).
///
/// Beside the display text, which follows the reader's language, `codes`, `fee`, `currency` and
/// `birthday` are the catalogue's own values, the same in every locale: what a script compares.
public struct PetJSON: Codable, Equatable, Sendable {
  /// The catalogue's codes for what the display text says, e.g. `species: "guinea-pig"`.
  public struct Codes: Codable, Equatable, Sendable {
    public var species: String
    public var sex: String
    public var size: String
    /// Absent when the age is not known (`ageKnown` is `unknown`).
    public var ageGroup: String?
    /// How much of the age is known when it is not the birthday itself: `estimated`, the
    /// stage alone, e.g. `adult`, or `unknown`; absent for a birthday (so a catalogue of the
    /// seed's fields prints as it always has).
    public var ageKnown: String?
    /// Absent for a pet without a rarity (from a shelter's own listing).
    public var rarity: String?
    public var status: String
    /// `kids`, `dogs` and `cats`, each `yes`, `no` or `unknown`.
    public var goodWith: [String: String]
    /// The coat's length, e.g. `short`; absent when not recorded.
    public var coat: String?
  }

  /// One photo as the catalogue lists it: its address as the source gave it (or its path in the
  /// catalogue's folder), and its size in pixels when the source said.
  public struct Photo: Codable, Equatable, Sendable {
    public var url: String
    public var width: Int?
    public var height: Int?
  }

  public var id: String
  public var name: String
  public var species: String
  public var breed: String
  public var sex: String
  public var size: String
  /// The card's coat line, e.g. `Brown tabby · Short coat`; absent when the shelter recorded
  /// neither colour nor coat.
  public var coat: String?
  /// The colour as the catalogue words it, not cleaned for display; absent when not recorded.
  public var colour: String?
  public var ageText: String
  /// The age group's name, e.g. `Adult`; absent when the age is not known.
  public var ageGroup: String?
  /// Absent when the shelter gave only the pet's stage or no age (`codes.ageKnown`).
  public var birthday: String?
  public var adoptionFeeText: String
  public var rarity: String?
  public var temperament: String
  public var health: String
  public var status: String
  /// The shelter that lists the pet, in a catalogue several shelters share; absent otherwise.
  public var shelter: String?
  /// How far its shelter is from the place asked (`--near`), in kilometres to the metre; absent
  /// when no place was asked.
  public var distanceKilometres: Double?
  public var description: String
  /// The picture file, or `null` when the placeholder is shown.
  public var image: String?
  public var imageDescription: String
  /// Every photo, in the shelter's order (the first is the picture); absent when the catalogue
  /// gives the picture alone.
  public var photos: [Photo]?
  public var codes: Codes
  /// The adoption fee as a number in `currency`, e.g. `500`; absent when it is not listed.
  public var fee: Decimal?
  /// The fee's ISO 4217 currency, e.g. `USD`.
  public var currency: String

  public init(_ viewModel: PetViewModel) {
    id = viewModel.id
    name = viewModel.pet.name
    species = viewModel.speciesText
    breed = viewModel.breedText
    sex = viewModel.sexText
    size = viewModel.sizeText
    coat = viewModel.coatText
    colour = viewModel.pet.colour.isEmpty ? nil : viewModel.pet.colour
    ageText = viewModel.ageText
    ageGroup = viewModel.ageGroup?.displayName
    switch viewModel.pet.ageKnown {
    case .group, .unknown: birthday = nil
    case .exact, .estimated: birthday = viewModel.pet.birthday.isoString
    }
    adoptionFeeText = viewModel.adoptionFeeText
    rarity = viewModel.pet.rarity?.displayName
    temperament = viewModel.temperamentText
    health = viewModel.healthText
    status = viewModel.statusText
    shelter = viewModel.shelterText
    distanceKilometres = viewModel.distance.map { ($0 * 1_000).rounded() / 1_000 }
    description = viewModel.pet.description
    let image = viewModel.image
    self.image = image.path
    imageDescription = image.accessibleDescription
    let pet = viewModel.pet
    photos = pet.photos.isEmpty ? nil : pet.photos.map { Photo(url: $0.address, width: $0.width, height: $0.height) }
    codes = Codes(
      species: pet.species.rawValue, sex: pet.sex.rawValue, size: pet.size.rawValue,
      ageGroup: viewModel.ageGroup?.rawValue, ageKnown: pet.ageKnown == .exact ? nil : pet.ageKnown.spelling,
      rarity: pet.rarity?.rawValue,
      status: pet.status.rawValue,
      goodWith: Dictionary(uniqueKeysWithValues: Company.allCases.map { ($0.rawValue, pet.goodWith($0).rawValue) }),
      coat: pet.coat == .unknown ? nil : pet.coat.rawValue)
    let schedule = viewModel.context.fees.schedule
    fee = pet.listedFee(under: schedule)
    currency = schedule.currencyCode
  }

  /// A pretty-printed JSON array of `pets`, keys sorted, ending in a newline.
  public static func render(_ pets: [PetViewModel], to output: inout some TextOutputStream) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(pets.map(PetJSON.init))
    output.write(escapingTerminalControls(String(decoding: data, as: UTF8.self)) + "\n")
  }

  /// The same array as `render(_:to:)` for pets that are not held: each element written as it
  /// comes, with `finish` at the end.
  public struct Streaming {
    private let encoder: JSONEncoder = {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return encoder
    }()
    private var written = 0

    public init() {}

    /// Writes `pet`'s object, indented as an element of the array.
    public mutating func write(_ pet: PetViewModel, to output: inout some TextOutputStream) throws {
      let object = String(decoding: try encoder.encode(PetJSON(pet)), as: UTF8.self)
      let indented = object.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      output.write((written == 0 ? "[\n" : ",\n") + escapingTerminalControls(indented.joined(separator: "\n")))
      written += 1
    }

    /// Ends the array (an empty one as `render` writes it).
    public func finish(to output: inout some TextOutputStream) throws {
      if written == 0 { return try PetJSON.render([], to: &output) }
      output.write("\n]\n")
    }
  }

  /// `json` with every scalar a terminal would act on written as a `\uXXXX` escape. They can only
  /// stand inside strings (the encoder writes nothing else that is not ASCII), where the escape
  /// means the same scalar.
  static func escapingTerminalControls(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: isTerminalControl) else { return json }
    var result = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if isTerminalControl(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
