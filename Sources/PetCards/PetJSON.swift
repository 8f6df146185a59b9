import Foundation
import PetPresentation

/// The view model's outputs as JSON, for scripts: one object per pet.
///
/// Strings are escaped as JSON escapes them (control characters as `\u00XX`),
/// so a catalogue cannot smuggle terminal escapes through `--json` either. The name and the
/// story are the catalogue's own text, not cleaned for display (`DisplayText`): a script reading
/// the JSON gets back exactly what the file holds.
public struct PetJSON: Codable, Equatable, Sendable {
  public var id: String
  public var name: String
  public var species: String
  public var breed: String
  public var sex: String
  public var size: String
  public var ageText: String
  public var ageGroup: String
  public var birthday: String
  public var adoptionFeeText: String
  public var rarity: String
  public var temperament: String
  public var health: String
  public var status: String
  public var description: String
  /// The picture file, or `null` when the placeholder is shown.
  public var image: String?
  public var imageDescription: String

  public init(_ viewModel: PetViewModel) {
    id = viewModel.id
    name = viewModel.pet.name
    species = viewModel.speciesText
    breed = viewModel.breedText
    sex = viewModel.sexText
    size = viewModel.sizeText
    ageText = viewModel.ageText
    ageGroup = viewModel.ageGroup.displayName
    birthday = viewModel.pet.birthday.isoString
    adoptionFeeText = viewModel.adoptionFeeText
    rarity = viewModel.pet.rarity.displayName
    temperament = viewModel.temperamentText
    health = viewModel.healthText
    status = viewModel.statusText
    description = viewModel.pet.description
    let image = viewModel.image
    self.image = image.path
    imageDescription = image.accessibleDescription
  }

  /// A pretty-printed JSON array of `pets`, keys sorted, ending in a newline.
  public static func render(_ pets: [PetViewModel], to output: inout some TextOutputStream) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(pets.map(PetJSON.init))
    output.write(String(decoding: data, as: UTF8.self) + "\n")
  }
}
