import Foundation

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

  /// The pets of `bytes` and its other top-level members, read in one pass; `nil` at the first
  /// thing out of the ordinary. Pets of more than `twoHalvesAbove` bytes are read in two halves
  /// at once (`fastPetsInTwo`).
  static func fastCatalog(_ bytes: UnsafeBufferPointer<UInt8>, today: CalendarDate, twoHalvesAbove: Int) -> FastCatalog?
  {
    var parser = JSONParser(bytes: bytes)
    do throws(JSONSyntaxError) {
      return try parser.fastDocument(today: today, twoHalvesAbove: twoHalvesAbove)
    } catch {
      return nil
    }
  }

  /// 4 MiB of pets, some 5,000: below it a second thread costs more than it saves.
  static let defaultTwoHalvesAbove = 4 << 20

  private mutating func fastDocument(today: CalendarDate, twoHalvesAbove: Int) throws(JSONSyntaxError) -> FastCatalog? {
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
        guard pets == nil, let read = try fastPets(today: today, twoHalvesAbove: twoHalvesAbove) else { return nil }
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

  private mutating func fastPets(today: CalendarDate, twoHalvesAbove: Int) throws(JSONSyntaxError) -> [Pet]? {
    guard current == UInt8(ascii: "[") else { return nil }
    index += 1
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return []
    }
    let rest = bytes.count - index
    if rest > twoHalvesAbove, let middle = Self.recordStart(in: bytes, from: index + rest / 2) {
      return fastPetsInTwo(today: today, secondFrom: middle)
    }
    // Records run to a few hundred bytes; reserving avoids most regrowth.
    switch try fastPetRecords(today: today, stoppingAt: nil, reserving: rest / 1024) {
    case .ended(let pets): return pets
    case .stopped, nil: return nil
    }
  }

  /// How a run of pet records ended: at the array's `]` (the parser after it), or at the
  /// record that starts where it was asked to stop (the parser there).
  private enum RecordsEnd {
    case ended([Pet])
    case stopped([Pet])
  }

  /// Pet records, each followed by `,` or the array's `]`, from the parser's place; stops
  /// after the `,` that ends at `stop`, when it comes to it.
  private mutating func fastPetRecords(
    today: CalendarDate, stoppingAt stop: Int?, reserving capacity: Int
  ) throws(JSONSyntaxError) -> RecordsEnd? {
    var pets: [Pet] = []
    pets.reserveCapacity(capacity)
    while true {
      skipWhitespace()
      guard let pet = try fastPet(today: today) else { return nil }
      pets.append(pet)
      skipWhitespace()
      guard let separator = current else { return nil }
      index += 1
      if separator == UInt8(ascii: "]") { return .ended(pets) }
      guard separator == UInt8(ascii: ",") else { return nil }
      if index == stop { return .stopped(pets) }
    }
  }

  /// The place after the first `}`, `,` and `{` (whitespace between them) at or after `offset`:
  /// where a pet record may start. It may also be text inside a string: `fastPetsInTwo` only
  /// keeps what was read from there once the first half has come to it record by record.
  static func recordStart(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    var open = offset
    while open < bytes.count {
      defer { open += 1 }
      guard bytes[open] == UInt8(ascii: "{") else { continue }
      var back = open - 1
      while back >= 0, isSpace(bytes[back]) { back -= 1 }
      guard back >= 0, bytes[back] == UInt8(ascii: ",") else { continue }
      let comma = back
      back -= 1
      while back >= 0, isSpace(bytes[back]) { back -= 1 }
      guard back >= 0, bytes[back] == UInt8(ascii: "}") else { continue }
      return comma + 1
    }
    return nil
  }

  /// The pets read in two halves at once, one a core: from here up to `secondFrom`, and from
  /// there to the array's end. The first half is the one-pass reading itself; the second is kept
  /// only when the first comes exactly to its start after a record (else `secondFrom` was not a
  /// record's start, and the first half reads on to the end alone). Either way the pets, the
  /// parser's place after them, and a `nil` for anything out of the ordinary are what reading
  /// in one pass gives.
  private mutating func fastPetsInTwo(today: CalendarDate, secondFrom middle: Int) -> [Pet]? {
    // Each thread reads and writes only its own half's two fields.
    final class Halves: @unchecked Sendable {
      var first: JSONParser
      var second: JSONParser
      var firstEnd: RecordsEnd?
      var secondEnd: RecordsEnd?
      init(first: JSONParser, second: JSONParser) {
        self.first = first
        self.second = second
      }
    }
    var second = self
    second.index = middle
    let halves = Halves(first: self, second: second)
    let estimate = (middle - index) / 1024
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      do throws(JSONSyntaxError) {
        if half == 0 {
          halves.firstEnd = try halves.first.fastPetRecords(today: today, stoppingAt: middle, reserving: estimate * 2)
        } else {
          halves.secondEnd = try halves.second.fastPetRecords(today: today, stoppingAt: nil, reserving: estimate)
        }
      } catch {
        // As out of the ordinary as a `nil`: the full reader explains it.
      }
    }
    switch halves.firstEnd {
    case .ended(let pets)?:
      self = halves.first
      return pets
    case .stopped(var pets)?:
      guard case .ended(let rest)? = halves.secondEnd else { return nil }
      pets.append(contentsOf: rest)
      self = halves.second
      return pets
    case nil:
      return nil
    }
  }

  // swift-format-ignore: FunctionBodyLength
  mutating func fastPet(today: CalendarDate) throws(JSONSyntaxError) -> Pet? {
    guard current == UInt8(ascii: "{") else { return nil }
    index += 1
    var id: String?
    var name: String?
    var species: Species?
    var breed: String?
    var sex: Sex?
    // Left out: not known.
    var birthday: CalendarDate?
    var rarity: Rarity?
    var image: String?
    var size: Size?
    var description: String?
    // Left out: not known.
    var intakeDate: CalendarDate?
    var status: AdoptionStatus?
    var kids = Answer.unknown
    var dogs = Answer.unknown
    var cats = Answer.unknown
    var spayed: Bool?
    var vaccinated: Bool?
    var houseTrained: Bool?
    var colour = ""
    var coat = Coat.unknown
    var photos: [Photo] = []
    var shelter = ""
    var fee: Decimal?
    var estimated: Bool?
    // Which known keys were read, one bit each, to notice a key given twice; other keys (the
    // shelter's notes, rare) are tracked by name.
    var seen: UInt64 = 0
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
      case "birthday":
        guard let date = fastDate() else { return nil }
        birthday = date
      case "rarity": rarity = try fastString().flatMap(Rarity.init(rawValue:))
      case "image": image = try fastString()
      case "size": size = try fastString().flatMap(Size.init(rawValue:))
      case "description": description = try fastString()
      case "intakeDate":
        guard let date = fastDate() else { return nil }
        intakeDate = date
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
      case "fee":
        // Its own fee beside its rarity's; an amount as text or as a number, or null.
        switch try parseValue() {
        case .string(let text), .number(let text):
          guard let amount = Money.parse(text) else { return nil }
          fee = amount
        case .null: fee = nil
        default: return nil
        }
      case "birthdayEstimated":
        guard let flag = try fastFlag() else { return nil }
        estimated = flag.value
      case "colour":
        guard let text = try fastString() else { return nil }
        colour = text
      case "coat":
        guard let value = try fastString().flatMap(Coat.init(rawValue:)) else { return nil }
        coat = value
      case "photos":
        // `Photo.read` holds each photo to the picture's rule, for both readers.
        let field = try parseValue()
        if field.isNull { break }
        guard case .success(let list) = Photo.read(field) else { return nil }
        photos = list
      case "shelter":
        guard let text = try fastString(), !text.allSatisfy(\.isWhitespace) else { return nil }
        shelter = text
      default:
        // A field's key this path does not read (a stage instead of a birthday, whose stand-in
        // the full reader makes) gives up: a described field is never dropped unread. Other
        // keys are the shelter's own notes.
        if Self.knownKeys[key] != nil { return nil }
        _ = try parseValue()
      }
      skipWhitespace()
      guard let separator = current else { return nil }
      index += 1
      if separator == UInt8(ascii: "}") { break }
      guard separator == UInt8(ascii: ",") else { return nil }
    }
    guard let id, let name, let species, let breed, let sex, let rarity, let image, let size, let description,
      let status
    else { return nil }
    // Left out (and no stage, which gives up above), the age is not known; an estimate of no
    // birthday is the full reader's to name.
    if birthday == nil, estimated != nil { return nil }
    let ageKnown: AgeKnown = birthday == nil ? .unknown : estimated == true ? .estimated : .exact
    let pet = Pet(
      id: id, name: name, species: species, breed: breed, sex: sex, birthday: birthday ?? AgeKnown.unknownStandIn,
      rarity: rarity, image: image, size: size, description: description, intakeDate: intakeDate, status: status,
      goodWithKids: kids, goodWithDogs: dogs, goodWithCats: cats, spayedNeutered: spayed,
      vaccinated: vaccinated, houseTrained: houseTrained, fee: fee, ageKnown: ageKnown,
      colour: colour, coat: coat, photos: photos, shelter: shelter)
    return PetRules.passes(pet, today: today) ? pet : nil
  }

  /// The keys of a pet's fields (`PetField.jsonKeys`), each with its own bit: the path reads each
  /// or gives up on it, never skips one.
  private static let knownKeys: [String: UInt64] = Dictionary(
    uniqueKeysWithValues: PetField.allCases.flatMap(\.jsonKeys).enumerated().map { ($1, UInt64(1) << $0) })

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
