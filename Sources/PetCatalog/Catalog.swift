import Foundation
import PetLocalization

/// A shelter's pets and what adopting them costs, as loaded from a catalogue file.
public struct Catalog: Sendable {
  public var shelter: String?
  /// The address adoption inquiries go to (`shelterEmail`), when the catalogue gives one.
  public var shelterEmail: String?
  /// The shelters its pets name (`Pet.shelter`), as the sources describe them; empty when the
  /// catalogue's pets are all its own shelter's (`shelter`, `shelterEmail`).
  public var shelters: [Shelter] = []
  public var fees: FeeSchedule
  /// The pets, when they are in memory; empty when they are in a store (`backing`): read them
  /// with `pet(at:)` and `petCount`, which serve both.
  public var pets: [Pet]
  /// The store the pets are read from a page at a time, when they are not in memory.
  public var backing: (any CatalogBacking)?
  /// The folder that image paths are relative to; `nil` for catalogues built in memory.
  public var directory: URL?
  /// What was wrong but did not stop loading (missing pictures).
  public var warnings: [CatalogProblem]
  /// Ids of pets whose picture file does not exist; they are shown with a placeholder.
  public var missingImages: Set<String>
  /// The problems of the pets left out because they are not valid, when loaded with
  /// `CatalogLoader.leavesOutInvalidPets`; each names the file, the pet and the field.
  public var leftOut: [CatalogProblem] = []
  /// The JSON file this catalogue was read from, and its state then (for
  /// `CatalogStoreCache.remember`); `nil` for a catalogue read otherwise.
  public internal(set) var readFrom: CatalogFile.Source?

  public init(
    shelter: String? = nil, fees: FeeSchedule = .standard, pets: [Pet],
    directory: URL? = nil, warnings: [CatalogProblem] = [], missingImages: Set<String> = []
  ) {
    self.shelter = shelter
    self.fees = fees
    self.pets = pets
    self.directory = directory
    self.warnings = warnings
    self.missingImages = missingImages
  }

  /// How many pets were left out (a pet with several problems counts once); `leftOut` keeps
  /// the problems of the first only (`Array.note`).
  public internal(set) var leftOutPetCount = 0

  /// The warnings as lines to print: the first `limit`, then one line that counts the rest.
  public func warningLines(limit: Int = 20) -> [String] {
    CatalogProblem.warningLines(warnings, limit: limit)
  }

  /// The pet's picture on disk, or `nil` when it has none to show (use a placeholder).
  public func imageURL(for pet: Pet) -> URL? {
    guard let directory, pet.pictureIsFile, !missingImages.contains(pet.id) else { return nil }
    return directory.appendingPathComponent(pet.image)
  }

  /// The pet with this id, or else the pets with this name (ignoring case and accents).
  public func pets(matching idOrName: String) -> [Pet] {
    if let index = index(ofPetWithID: idOrName) { return [pet(at: index)] }
    let wanted = SearchText.fold(idOrName)
    if let backing { return backing.indices(ofPetsNamed: wanted).map(backing.pet(at:)) }
    return pets.filter { SearchText.fold($0.name) == wanted }
  }
}

extension Catalog {
  /// Whether `text` is one plain email address (`name@domain.tld`): no spaces, quotes, angle
  /// brackets, commas or control characters, nothing a mail link could be made to carry besides.
  public static func isEmailAddress(_ text: String) -> Bool {
    guard text.utf8.count <= 254, let at = text.lastIndex(of: "@") else { return false }
    let local = text[..<at]
    let domain = text[text.index(after: at)...]
    let allowed = { (scalar: Unicode.Scalar) in
      scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || "!#$%&'*+-/=^_`{|}~.".unicodeScalars.contains(scalar)
    }
    return !local.isEmpty && local.utf8.count <= 64 && domain.contains(".") && !domain.hasPrefix(".")
      && !domain.hasSuffix(".") && local.unicodeScalars.allSatisfy(allowed)
      && domain.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "-" || $0 == "."
      }
  }
}
