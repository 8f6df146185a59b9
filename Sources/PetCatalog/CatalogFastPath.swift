/// The catalogue reader's fast path: one pass from bytes to `Pet` values, with
/// no intermediate document tree.
///
/// It checks every rule the full reader checks, but it does not explain: at the
/// first thing out of the ordinary (a broken rule, a duplicate key, an escape in
/// a date) it gives up and returns `nil`, and the full reader reads the file again
/// to report every problem with its place. Valid catalogues, the common case,
/// are read once; the two readers agree on them (the tests compare them).
extension JSONParser {
  struct FastCatalog {
    /// The top-level members other than `pets`, for the full reader's checks.
    var topLevel: JSONValue
    var pets: [Pet]
  }

  static func fastCatalog(_ bytes: UnsafeBufferPointer<UInt8>, today: CalendarDate) -> FastCatalog? {
    var parser = JSONParser(bytes: bytes)
    do throws(JSONSyntaxError) {
      return try parser.fastDocument(today: today)
    } catch {
      return nil
    }
  }

  private mutating func fastDocument(today: CalendarDate) throws(JSONSyntaxError) -> FastCatalog? {
    skipWhitespace()
    guard current == UInt8(ascii: "{") else { return nil }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var keys = KeyTracker()
    var pets: [Pet]?
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { return nil }
      let key = try parseString()
      guard keys.insert(key) else { return nil }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return nil }
      index += 1
      skipWhitespace()
      if key == "pets" {
        guard pets == nil, let read = try fastPets(today: today) else { return nil }
        pets = read
      } else {
        members.append((key, try parseValue()))
      }
      skipWhitespace()
      guard let separator = current else { return nil }
      index += 1
      if separator == UInt8(ascii: "}") { break }
      guard separator == UInt8(ascii: ",") else { return nil }
    }
    skipWhitespace()
    guard index == bytes.count, let pets else { return nil }
    return FastCatalog(topLevel: .object(members), pets: pets)
  }

  private mutating func fastPets(today: CalendarDate) throws(JSONSyntaxError) -> [Pet]? {
    guard current == UInt8(ascii: "[") else { return nil }
    index += 1
    var pets: [Pet] = []
    // Records run to a few hundred bytes; reserving avoids most regrowth.
    pets.reserveCapacity(bytes.count / 1024)
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return pets
    }
    while true {
      skipWhitespace()
      guard let pet = try fastPet(today: today) else { return nil }
      pets.append(pet)
      skipWhitespace()
      guard let separator = current else { return nil }
      index += 1
      if separator == UInt8(ascii: "]") { return pets }
      guard separator == UInt8(ascii: ",") else { return nil }
    }
  }

  // swift-format-ignore: FunctionBodyLength
  private mutating func fastPet(today: CalendarDate) throws(JSONSyntaxError) -> Pet? {
    guard current == UInt8(ascii: "{") else { return nil }
    index += 1
    var id: String?
    var name: String?
    var species: Species?
    var breed: String?
    var sex: Sex?
    var birthday: CalendarDate?
    var rarity: Rarity?
    var image: String?
    var size: Size?
    var description: String?
    var intakeDate: CalendarDate?
    var status: AdoptionStatus?
    var kids = Answer.unknown
    var dogs = Answer.unknown
    var cats = Answer.unknown
    var spayed: Bool?
    var vaccinated: Bool?
    var houseTrained: Bool?
    // Which known keys were read, one bit each, to notice a key given twice; other keys (the
    // shelter's notes, rare) are tracked by name.
    var seen: UInt32 = 0
    var otherKeys = KeyTracker()
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { return nil }
      let key = try parseString()
      // A repeated key is an error the full reader explains; give up.
      if let bit = Self.knownKeys[key] {
        guard seen & bit == 0 else { return nil }
        seen |= bit
      } else {
        guard otherKeys.insert(key) else { return nil }
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return nil }
      index += 1
      skipWhitespace()
      switch key {
      case "id": id = try fastString()
      case "name": name = try fastString()
      case "species": species = try fastString().flatMap(Species.init(rawValue:))
      case "breed": breed = try fastString()
      case "sex": sex = try fastString().flatMap(Sex.init(rawValue:))
      case "birthday": birthday = fastDate()
      case "rarity": rarity = try fastString().flatMap(Rarity.init(rawValue:))
      case "image": image = try fastString()
      case "size": size = try fastString().flatMap(Size.init(rawValue:))
      case "description": description = try fastString()
      case "intakeDate": intakeDate = fastDate()
      case "status": status = try fastString().flatMap(AdoptionStatus.init(rawValue:))
      case "goodWithKids":
        guard let answer = try fastString().flatMap(Answer.init(rawValue:)) else { return nil }
        kids = answer
      case "goodWithDogs":
        guard let answer = try fastString().flatMap(Answer.init(rawValue:)) else { return nil }
        dogs = answer
      case "goodWithCats":
        guard let answer = try fastString().flatMap(Answer.init(rawValue:)) else { return nil }
        cats = answer
      case "spayedNeutered":
        guard let flag = try fastFlag() else { return nil }
        spayed = flag.value
      case "vaccinated":
        guard let flag = try fastFlag() else { return nil }
        vaccinated = flag.value
      case "houseTrained":
        guard let flag = try fastFlag() else { return nil }
        houseTrained = flag.value
      default:
        // Keys the tools do not know are the shelter's own notes.
        _ = try parseValue()
      }
      skipWhitespace()
      guard let separator = current else { return nil }
      index += 1
      if separator == UInt8(ascii: "}") { break }
      guard separator == UInt8(ascii: ",") else { return nil }
    }
    guard let id, let name, let species, let breed, let sex, let birthday, let rarity, let image, let size,
      let description, let intakeDate, let status
    else { return nil }
    let pet = Pet(
      id: id, name: name, species: species, breed: breed, sex: sex, birthday: birthday, rarity: rarity,
      image: image, size: size, description: description, intakeDate: intakeDate, status: status,
      goodWithKids: kids, goodWithDogs: dogs, goodWithCats: cats, spayedNeutered: spayed,
      vaccinated: vaccinated, houseTrained: houseTrained)
    return PetRules.passes(pet, today: today) ? pet : nil
  }

  /// The keys of a pet that the tools read, each with its own bit.
  private static let knownKeys: [String: UInt32] = Dictionary(
    uniqueKeysWithValues: [
      "id", "name", "species", "breed", "sex", "birthday", "rarity", "image", "size", "description",
      "intakeDate", "status", "goodWithKids", "goodWithDogs", "goodWithCats", "spayedNeutered",
      "vaccinated", "houseTrained",
    ].enumerated().map { ($1, UInt32(1) << $0) })

  /// A string value, or `nil` when the value is not a string.
  private mutating func fastString() throws(JSONSyntaxError) -> String? {
    guard current == UInt8(ascii: "\"") else { return nil }
    return try parseString()
  }

  /// A `"YYYY-MM-DD"` value read straight from the bytes, or `nil`.
  private mutating func fastDate() -> CalendarDate? {
    guard current == UInt8(ascii: "\""), index + 11 < bytes.count, bytes[index + 11] == UInt8(ascii: "\"")
    else { return nil }
    let date = CalendarDate(isoBytes: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<(index + 11)]))
    index += 12
    return date
  }

  /// `true`, `false` or `null` (not recorded); `nil` for anything else.
  private mutating func fastFlag() throws(JSONSyntaxError) -> Recorded? {
    switch try parseValue() {
    case .bool(let flag): return Recorded(value: flag)
    case .null: return Recorded(value: nil)
    default: return nil
    }
  }

  private struct Recorded {
    var value: Bool?
  }
}
