import PetCatalog

/// The catalogue's species, size and sex for the words shelters' listings use.
enum SpeciesWords {
  /// The species a listing's text names (`Dog`, `Guinea Pig`, `Small & Furry`, `Kitten`), or
  /// `other` for one the catalogue has no kind for.
  static func species(_ texts: String?...) -> Species {
    for text in texts.compactMap({ $0 }) {
      let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
      if words.contains("guinea") { return .guineaPig }
      for word in words {
        if let species = byWord[word] { return species }
      }
    }
    return .other
  }

  private static let byWord: [String: Species] = [
    "dog": .dog, "dogs": .dog, "puppy": .dog, "puppies": .dog, "cat": .cat, "cats": .cat, "kitten": .cat,
    "kittens": .cat, "rabbit": .rabbit, "rabbits": .rabbit, "bunny": .rabbit, "bird": .bird, "birds": .bird,
    "parrot": .bird, "parakeet": .bird, "budgie": .bird, "cockatiel": .bird, "hamster": .hamster,
    "hamsters": .hamster, "ferret": .ferret, "ferrets": .ferret, "reptile": .reptile, "reptiles": .reptile,
    "snake": .reptile, "lizard": .reptile, "gecko": .reptile, "turtle": .reptile, "tortoise": .reptile,
    "iguana": .reptile, "horse": .horse, "horses": .horse, "pony": .horse,
  ]

  /// The size a listing says (`Small`, `Extra Large`, `X-Large`, `Very Large`), `nil` when it
  /// says none the catalogue knows.
  static func size(_ text: String?) -> Size? {
    guard let text else { return nil }
    switch text.lowercased().filter({ $0.isLetter }) {
    case "small", "s": return .small
    case "medium", "m", "med": return .medium
    case "large", "l": return .large
    case "extralarge", "xlarge", "xl", "verylarge", "giant": return .extraLarge
    default: return nil
    }
  }

  /// The coat a listing says: Petfinder's and RescueGroups' words (`Short`, `Wire`), and ASM3's
  /// coat types, where `Rough` is a wire coat and `Corded` a curly one grown into cords. A word
  /// of a shelter's own (ASM3's list can be edited) is not guessed at: `.unknown`, as none.
  static func coat(_ text: String?) -> Coat {
    switch text?.lowercased().filter({ $0.isLetter }) {
    case "hairless", "none": .hairless
    case "short", "smooth": .short
    case "medium": .medium
    case "long": .long
    case "wire", "wirehaired", "rough": .wire
    case "curly", "corded": .curly
    default: .unknown
    }
  }

  /// A listing's colours, its shelter's words in the order given (Petfinder's primary,
  /// secondary and tertiary), each one line, the empty and repeated left out: `Black, White`.
  static func colour(_ parts: [String?]) -> String {
    var seen: Set<String> = []
    return parts.compactMap { $0.map(PlainText.line) }.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
      .joined(separator: ", ")
  }

  /// The sex a listing says (`Male`, `Female`, `Unknown`), `nil` for anything else.
  static func sex(_ text: String?) -> Sex? {
    switch text?.lowercased().trimmed {
    case "male", "m": .male
    case "female", "f": .female
    case "unknown", "u", "", nil: .unknown
    default: nil
    }
  }

  /// The stage a listing says (`Baby`, `Young`, `Adult`, `Senior`).
  static func ageGroup(_ text: String?) -> AgeGroup? {
    text.flatMap { AgeGroup(rawValue: $0.lowercased().trimmed) }
  }
}
