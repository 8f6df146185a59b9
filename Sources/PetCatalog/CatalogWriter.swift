/// Writes catalogues in the documented format (docs/catalog-format.md), keys in
/// the documented order, two-space indentation: the file a person would write.
public enum CatalogWriter {
  /// The catalogue's JSON text, ending in a newline.
  public static func json(
    shelter: String?, shelterEmail: String? = nil, shelters: [Shelter] = [], fees: FeeSchedule?, pets: [Pet]
  ) -> String {
    var out = header(shelter: shelter, shelterEmail: shelterEmail, shelters: shelters, fees: fees)
    for (index, pet) in pets.enumerated() { out += element(pet, first: index == 0) }
    return out + footer(empty: pets.isEmpty)
  }

  /// The text before the pets, up to the opening of their array: with `element` and `footer`,
  /// `json`'s text written a pet at a time (`petcards export` of a store of a million).
  public static func header(
    shelter: String?, shelterEmail: String? = nil, shelters: [Shelter] = [], fees: FeeSchedule?
  ) -> String {
    var out = "{\n  \"format\": 1,\n"
    if let shelter { out += "  \"shelter\": \(quote(shelter)),\n" }
    if let shelterEmail { out += "  \"shelterEmail\": \(quote(shelterEmail)),\n" }
    if let fees {
      out += "  \"currency\": \(quote(fees.currencyCode)),\n  \"fees\": {"
      out += Rarity.allCases.map { " \(quote($0.rawValue)): \(quote("\(fees.fee(for: $0))"))" }
        .joined(separator: ",")
      out += " },\n"
    }
    if !shelters.isEmpty { out += "  \"shelters\": \(Shelter.text(shelters)),\n" }
    return out + "  \"pets\": ["
  }

  /// `pet`'s object as an element of the pets array, the `first` or after another.
  public static func element(_ pet: Pet, first: Bool) -> String {
    var out = first ? "\n" : ",\n"
    write(pet, to: &out)
    return out
  }

  /// The end of the pets array and of the catalogue, after no pet when `empty`.
  public static func footer(empty: Bool) -> String {
    empty ? "]\n}\n" : "\n  ]\n}\n"
  }

  private static func write(_ pet: Pet, to out: inout String) {
    // Each field of the description in its order, its value by a `switch` the compiler checks
    // for every field: one added to `PetField` is written here or does not compile. A value not
    // recorded is left out, as the reader reads it back.
    var fields: [(String, String)] = []
    func add(_ field: PetField, _ value: String, key: Int = 0) { fields.append((field.jsonKeys[key], value)) }
    for field in PetField.allCases {
      switch field {
      case .id: add(field, quote(pet.id))
      case .name: add(field, quote(pet.name))
      case .species: add(field, quote(pet.species.rawValue))
      case .breed: add(field, quote(pet.breed))
      case .sex: add(field, quote(pet.sex.rawValue))
      // The stand-in birthday of a pet whose stage alone is known is made again when read; a
      // pet whose age is not known has neither a birthday nor a stage.
      case .birthday:
        if case .group = pet.ageKnown { break }
        if pet.ageKnown == .unknown { break }
        add(field, quote(pet.birthday.isoString))
      case .ageKnown:
        switch pet.ageKnown {
        case .exact, .unknown: break
        case .estimated: add(field, "true")
        case .group(let group): add(field, quote(group.rawValue), key: 1)
        }
      case .rarity: if let rarity = pet.rarity { add(field, quote(rarity.rawValue)) }
      case .fee: if let fee = pet.fee { add(field, quote(Money.text(fee))) }
      case .image: add(field, quote(pet.image))
      case .photos: if !pet.photos.isEmpty { add(field, Photo.text(pet.photos)) }
      case .size: add(field, quote(pet.size.rawValue))
      case .description: add(field, quote(pet.description))
      case .intakeDate: if let intake = pet.intakeDate { add(field, quote(intake.isoString)) }
      case .status: add(field, quote(pet.status.rawValue))
      case .goodWithKids: add(field, quote(pet.goodWithKids.rawValue))
      case .goodWithDogs: add(field, quote(pet.goodWithDogs.rawValue))
      case .goodWithCats: add(field, quote(pet.goodWithCats.rawValue))
      case .spayedNeutered: if let flag = pet.spayedNeutered { add(field, flag ? "true" : "false") }
      case .vaccinated: if let flag = pet.vaccinated { add(field, flag ? "true" : "false") }
      case .houseTrained: if let flag = pet.houseTrained { add(field, flag ? "true" : "false") }
      case .colour: if !pet.colour.isEmpty { add(field, quote(pet.colour)) }
      case .coat: if pet.coat != .unknown { add(field, quote(pet.coat.rawValue)) }
      case .shelter: if !pet.shelter.isEmpty { add(field, quote(pet.shelter)) }
      }
    }
    out += "    {\n"
    out += fields.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
    out += "\n    }"
  }

  /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
