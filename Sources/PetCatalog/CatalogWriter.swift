/// Writes catalogues in the documented format (docs/catalog-format.md), keys in
/// the documented order, two-space indentation: the file a person would write.
public enum CatalogWriter {
  /// The catalogue's JSON text, ending in a newline.
  public static func json(shelter: String?, shelterEmail: String? = nil, fees: FeeSchedule?, pets: [Pet]) -> String {
    var out = header(shelter: shelter, shelterEmail: shelterEmail, fees: fees)
    for (index, pet) in pets.enumerated() { out += element(pet, first: index == 0) }
    return out + footer(empty: pets.isEmpty)
  }

  /// The text before the pets, up to the opening of their array: with `element` and `footer`,
  /// `json`'s text written a pet at a time (`petcards export` of a store of a million).
  public static func header(shelter: String?, shelterEmail: String? = nil, fees: FeeSchedule?) -> String {
    var out = "{\n  \"format\": 1,\n"
    if let shelter { out += "  \"shelter\": \(quote(shelter)),\n" }
    if let shelterEmail { out += "  \"shelterEmail\": \(quote(shelterEmail)),\n" }
    if let fees {
      out += "  \"currency\": \(quote(fees.currencyCode)),\n  \"fees\": {"
      out += Rarity.allCases.map { " \(quote($0.rawValue)): \(quote("\(fees.fee(for: $0))"))" }
        .joined(separator: ",")
      out += " },\n"
    }
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
    var fields: [(String, String)] = [
      ("id", quote(pet.id)), ("name", quote(pet.name)), ("species", quote(pet.species.rawValue)),
      ("breed", quote(pet.breed)), ("sex", quote(pet.sex.rawValue)),
    ]
    switch pet.ageKnown {
    case .exact: fields.append(("birthday", quote(pet.birthday.isoString)))
    case .estimated: fields += [("birthday", quote(pet.birthday.isoString)), ("birthdayEstimated", "true")]
    // The stand-in birthday is made again from the stage and the intake date when read.
    case .group(let group): fields.append(("ageGroup", quote(group.rawValue)))
    }
    if let rarity = pet.rarity { fields.append(("rarity", quote(rarity.rawValue))) }
    if let fee = pet.fee { fields.append(("fee", quote(Money.text(fee)))) }
    fields += [
      ("image", quote(pet.image)), ("size", quote(pet.size.rawValue)),
      ("description", quote(pet.description)), ("intakeDate", quote(pet.intakeDate.isoString)),
      ("status", quote(pet.status.rawValue)), ("goodWithKids", quote(pet.goodWithKids.rawValue)),
      ("goodWithDogs", quote(pet.goodWithDogs.rawValue)), ("goodWithCats", quote(pet.goodWithCats.rawValue)),
    ]
    for (key, flag) in [
      ("spayedNeutered", pet.spayedNeutered), ("vaccinated", pet.vaccinated), ("houseTrained", pet.houseTrained),
    ] {
      if let flag { fields.append((key, flag ? "true" : "false")) }
    }
    // Left out when not recorded, as the reader reads them back.
    if !pet.colour.isEmpty { fields.append(("colour", quote(pet.colour))) }
    if pet.coat != .unknown { fields.append(("coat", quote(pet.coat.rawValue))) }
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
