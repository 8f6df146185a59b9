import PetCatalog

/// Makes large, valid, realistic catalogues for measuring the tools at scale:
/// the same seed gives the same pets.
public struct CatalogGenerator: Sendable {
  public var count: Int
  public var seed: UInt64
  /// Birthdays and intake dates are never after this day.
  public var today: CalendarDate
  /// Picture paths to reuse, by species (e.g. the bundled pictures).
  public var pictures: [Species: [String]]

  public init(count: Int, seed: UInt64, today: CalendarDate, pictures: [Species: [String]]) {
    self.count = count
    self.seed = seed
    self.today = today
    self.pictures = pictures
  }

  /// The generated pets, with ids `pet-000001`, `pet-000002`, …
  public func pets() -> [Pet] {
    var random = SplitMix64(seed: seed)
    let width = max(6, String(count).count)
    return (0..<count).map { index in
      let number = String(index + 1)
      let id = "pet-" + String(repeating: "0", count: width - number.count) + number
      return pet(id: id, using: &random)
    }
  }

  private func pet(id: String, using random: inout SplitMix64) -> Pet {
    let kind = Self.kinds.pick(weightedBy: \.weight, using: &random)
    let breed = kind.breeds.randomElement(using: &random) ?? (name: "Mixed", size: Size.medium)
    let sex: Sex = Bool.random(using: &random) ? .male : .female
    let name = Self.names.randomElement(using: &random) ?? "Pip"
    // Most shelter animals are young; some live long.
    let ageDays = Int(Double(kind.maximumAgeDays) * pow2(Double.random(in: 0..<1, using: &random)))
    let birthday = today.adding(days: -ageDays)
    let stayDays = Int.random(in: 0...min(ageDays, 720), using: &random)
    let intake = today.adding(days: -stayDays)
    let rarity = [(Rarity.common, 50), (.uncommon, 30), (.rare, 15), (.veryRare, 5)]
      .pick(weightedBy: \.1, using: &random).0
    let status = [(AdoptionStatus.available, 80), (.pending, 10), (.onHold, 6), (.adopted, 4)]
      .pick(weightedBy: \.1, using: &random).0
    func answer() -> Answer {
      [(Answer.yes, 50), (.no, 15), (.unknown, 35)].pick(weightedBy: \.1, using: &random).0
    }
    func recorded() -> Bool? {
      [(true, 70), (false, 15), (nil, 15)].pick(weightedBy: \.1, using: &random).0
    }
    let picture = pictures[kind.species]?.randomElement(using: &random) ?? "pictures/placeholder.svg"
    let description = Self.story(name: name, kind: kind, breed: breed.name, sex: sex, using: &random)
    return Pet(
      id: id, name: name, species: kind.species, breed: breed.name, sex: sex, birthday: birthday,
      rarity: rarity, image: picture, size: breed.size, description: description, intakeDate: intake,
      status: status, goodWithKids: answer(), goodWithDogs: answer(), goodWithCats: answer(),
      spayedNeutered: recorded(), vaccinated: recorded(), houseTrained: recorded())
  }

  private func pow2(_ x: Double) -> Double { x * x }

  /// Three or four sentences in a shelter's voice, about 400–700 characters.
  private static func story(
    name: String, kind: Kind, breed: String, sex: Sex, using random: inout SplitMix64
  ) -> String {
    let they = sex == .male ? "he" : "she"
    let their = sex == .male ? "his" : "her"
    let subject = sex == .male ? "He" : "She"
    let openings = [
      "\(name) is a \(breed.lowercased()) with a big heart and a bigger appetite for attention.",
      "Meet \(name), a gentle \(breed.lowercased()) who has been waiting patiently for the right family.",
      "\(name) came to us as a stray and has turned out to be one of the sweetest \(kind.plural) in the shelter.",
      "If you are looking for a companion with personality, \(name) the \(breed.lowercased()) is ready to meet you.",
      "\(name) was surrendered when \(their) family moved abroad, and \(they) misses having people of \(their) own.",
    ]
    let middles = [
      "\(subject) loves quiet mornings, a warm spot by the window and a predictable routine.",
      "Our volunteers describe \(name) as curious, playful and quick to learn new things.",
      "\(subject) can be shy at first, but warms up quickly once \(they) knows \(they) is safe.",
      "\(subject) enjoys gentle handling and will happily sit with you while you read or watch television.",
      "Staff say \(they) is the first to greet them every morning and the last to settle down at night.",
    ]
    let details = [
      "\(subject) is used to being handled by the vet and takes new places in \(their) stride.",
      "\(subject) has lived with other animals before and mostly ignores them.",
      "\(subject) would benefit from an adopter who can keep up \(their) training with patience and treats.",
      "\(subject) is eating well, in good health and up to date with routine checks.",
      "\(subject) has a few quirks, including a habit of collecting small objects, which only adds to the charm.",
    ]
    let closings = [
      "\(name) would suit a calm home where someone is around for most of the day.",
      "A family with older children and a little patience would be perfect for \(name).",
      "Come and say hello: \(name) is sure to steal your heart.",
      "Ask our team about \(name) and arrange a meet-and-greet this week.",
    ]
    var sentences = [
      openings.randomElement(using: &random), middles.randomElement(using: &random),
      closings.randomElement(using: &random),
    ].compactMap { $0 }
    if Bool.random(using: &random), let detail = details.randomElement(using: &random) {
      sentences.insert(detail, at: 2)
    }
    return sentences.joined(separator: " ")
  }

  struct Kind: Sendable {
    var species: Species
    var plural: String
    var weight: Int
    var maximumAgeDays: Int
    var breeds: [(name: String, size: Size)]
  }

  static let kinds: [Kind] = [
    Kind(
      species: .dog, plural: "dogs", weight: 40, maximumAgeDays: 16 * 365,
      breeds: [
        ("Labrador Retriever mix", .large), ("Beagle", .medium), ("Border Collie", .medium),
        ("Staffordshire Bull Terrier", .medium), ("Chihuahua", .small), ("German Shepherd", .large),
        ("Greyhound", .large), ("Jack Russell Terrier", .small), ("Great Dane", .extraLarge),
        ("Cocker Spaniel", .medium), ("Mixed breed", .medium),
      ]),
    Kind(
      species: .cat, plural: "cats", weight: 35, maximumAgeDays: 18 * 365,
      breeds: [
        ("Domestic Shorthair", .medium), ("Domestic Longhair", .medium), ("Siamese", .medium),
        ("Maine Coon", .large), ("British Shorthair", .medium), ("Ragdoll", .large), ("Tabby mix", .medium),
      ]),
    Kind(
      species: .rabbit, plural: "rabbits", weight: 8, maximumAgeDays: 10 * 365,
      breeds: [("Netherland Dwarf", .small), ("Lop", .small), ("Rex", .medium), ("Flemish Giant", .large)]),
    Kind(
      species: .bird, plural: "birds", weight: 6, maximumAgeDays: 30 * 365,
      breeds: [("Budgerigar", .small), ("Cockatiel", .small), ("African Grey Parrot", .medium), ("Canary", .small)]
    ),
    Kind(
      species: .guineaPig, plural: "guinea pigs", weight: 4, maximumAgeDays: 7 * 365,
      breeds: [("Abyssinian", .small), ("American", .small), ("Peruvian", .small)]),
    Kind(
      species: .hamster, plural: "hamsters", weight: 2, maximumAgeDays: 3 * 365,
      breeds: [("Syrian", .small), ("Roborovski Dwarf", .small)]),
    Kind(species: .ferret, plural: "ferrets", weight: 2, maximumAgeDays: 9 * 365, breeds: [("Sable", .small)]),
    Kind(
      species: .reptile, plural: "reptiles", weight: 2, maximumAgeDays: 40 * 365,
      breeds: [("Bearded Dragon", .small), ("Leopard Gecko", .small), ("Red-eared Slider", .medium)]),
    Kind(
      species: .horse, plural: "horses", weight: 1, maximumAgeDays: 28 * 365,
      breeds: [("Shetland Pony", .large), ("Thoroughbred", .extraLarge), ("Cob", .extraLarge)]),
  ]

  static let names = [
    "Bella", "Max", "Luna", "Charlie", "Daisy", "Milo", "Lucy", "Rocky", "Coco", "Buddy", "Willow", "Oscar",
    "Poppy", "Teddy", "Rosie", "Bailey", "Maple", "Jasper", "Hazel", "Finn", "Olive", "Toby", "Ruby", "Leo",
    "Pepper", "Ziggy", "Mochi", "Biscuit", "Nala", "Ollie", "Juniper", "Bean", "Clementine", "Gus", "Pickle",
    "Sage", "Winston", "Marble", "Pumpkin", "Echo", "Zoë", "Chloé", "Señor Bigotes", "Björn", "Amélie",
    "小雪", "Hana", "Kiko", "Noodle", "Sprout", "Truffle", "Waffles", "Indigo", "Fern", "Dot", "Moose", "Pip",
  ]
}

extension Array {
  /// An element chosen with probability proportional to its weight.
  func pick(weightedBy weight: (Element) -> Int, using random: inout SplitMix64) -> Element {
    let total = reduce(0) { $0 + weight($1) }
    var roll = Int.random(in: 0..<Swift.max(total, 1), using: &random)
    for element in self {
      roll -= weight(element)
      if roll < 0 { return element }
    }
    return self[0]
  }
}
