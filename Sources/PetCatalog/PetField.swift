/// Each field of a pet a catalogue keeps, described once: its name in the project's JSON and in
/// the SQLite store (the model's own, `goodWithKids`), and in the shared catalogue's PostgreSQL
/// schema (`good_with_kids`). The stores' columns are made from these (`PetRecord`'s and
/// `SharedCatalog`'s column enums), read by name, not by a bare position; `PetFieldTests` fails
/// when `Pet` gains a field this does not describe, and when a store or the JSON leaves one out.
/// docs/architecture.md says how a field is added.
public enum PetField: String, CaseIterable, Sendable {
  case id, name, species, breed, sex, birthday, ageKnown, rarity, fee, image, photos, size, description, intakeDate,
    status
  case goodWithKids, goodWithDogs, goodWithCats, spayedNeutered, vaccinated, houseTrained, colour, coat, shelter

  /// The fields a search looks in, in the order every store keeps them (`Pet.searchedTexts`).
  public static let searched: [PetField] = [.name, .breed, .description, .colour]

  /// Its keys in the project's JSON (docs/catalog-format.md): how the age is known is said by
  /// `birthdayEstimated` or, with no birthday, `ageGroup`.
  public var jsonKeys: [String] {
    switch self {
    case .ageKnown: ["birthdayEstimated", "ageGroup"]
    default: [rawValue]
    }
  }

  /// Its column in the SQLite store's `pet` table.
  public var storeColumn: String { rawValue }

  /// Its column in the shared catalogue's `pet` table: the model's name in snake case (`fee` is
  /// the pet's own fee there, `own_fee`; `fee` is the fee a list shows).
  public var sharedColumn: String {
    switch self {
    case .fee: "own_fee"
    // The shelter that published it, whose row of `shelter` describes it.
    case .shelter: "shelter_id"
    default: Self.snakeCase(rawValue)
    }
  }

  /// `intakeDate` as `intake_date`.
  public static func snakeCase(_ name: String) -> String {
    var snake = ""
    for character in name {
      if character.isUppercase {
        snake += "_" + character.lowercased()
      } else {
        snake.append(character)
      }
    }
    return snake
  }
}
