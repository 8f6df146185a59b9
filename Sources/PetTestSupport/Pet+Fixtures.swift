import PetCatalog

extension Pet {
  /// A plain cat with nothing recorded beyond the required fields, to vary one field at a time.
  public static let template = Pet(
    id: "template", name: "Template", species: .cat, breed: "Domestic Shorthair",
    sex: .female, birthday: CalendarDate(2022, 1, 1), rarity: .common,
    image: "pictures/template.svg", size: .medium, description: "A cat.",
    intakeDate: CalendarDate(2026, 1, 1))

  /// `template` with another id and name, and whatever `change` sets.
  public static func make(_ id: String, _ name: String, _ change: (inout Pet) -> Void = { _ in }) -> Pet {
    var pet = Pet.template
    pet.id = id
    pet.name = name
    change(&pet)
    return pet
  }

  /// The MVVM chapter's very rare dog: good with kids and dogs, untested with cats, fully recorded health.
  public static let stuart = Pet(
    id: "stuart", name: "Stuart", species: .dog, breed: "Cavalier King Charles Spaniel",
    sex: .male, birthday: CalendarDate(2023, 6, 14), rarity: .veryRare,
    image: "pictures/stuart.svg", size: .small,
    description: "Stuart greets everyone at the door with a wagging tail.\n\nHe is house-trained.",
    intakeDate: CalendarDate(2026, 10, 2), status: .available, goodWithKids: .yes, goodWithDogs: .yes,
    goodWithCats: .unknown, spayedNeutered: true, vaccinated: true, houseTrained: true)
}

extension Pet {
  /// A pet as a shelter's own listing has it (RescueGroups' Oliver): no rarity, a fee of its
  /// own, a birthday the vet estimated, and no sex or size recorded.
  public static let oliver = Pet(
    id: "rg-9002", name: "Oliver", species: .cat, breed: "", sex: .unknown, birthday: CalendarDate(2019, 6, 1),
    rarity: nil, image: "https://pictures.example.org/rg/9002.jpg", size: .unknown,
    description: "Oliver is a calm lap cat.", intakeDate: CalendarDate(2026, 7, 12), status: .pending,
    spayedNeutered: true, fee: 250, ageKnown: .estimated)

  /// A cat whose shelter recorded its colours and coat, in a listing's words (issue 41): found
  /// by "tabby", filtered by `--coat short`.
  public static let pumpkin = Pet.make("pumpkin", "Pumpkin") {
    $0.colour = "Orange Tabby, White"
    $0.coat = .short
  }

  /// A dog whose listing has three photos, the first with its size (issue 42, point 3): a card
  /// that is a gallery.
  public static let rogers = Pet.make("rogers", "Rogers") {
    $0.image = "https://pictures.example.org/rogers/1.jpg"
    $0.photos = [
      Photo("https://pictures.example.org/rogers/1.jpg", width: 1_200, height: 900),
      Photo("https://pictures.example.org/rogers/2.jpg"),
      Photo("https://pictures.example.org/rogers/3.jpg"),
    ]
  }

  /// Petfinder's Biscuit: only the stage is known ("Adult"), and no fee is listed.
  public static let adultOnly = Pet(
    id: "pf-700101", name: "Biscuit", species: .dog, breed: "Labrador Retriever mix", sex: .male,
    birthday: AgeKnown.standInBirthday(for: .adult, species: .dog, breed: "", on: CalendarDate(2026, 10, 1)),
    rarity: nil, image: "", size: .large, description: "", intakeDate: CalendarDate(2026, 10, 1),
    ageKnown: .group(.adult))

  /// RescueGroups' Pip, from a response asked for a few fields: neither a birthday nor a stage,
  /// so the age is not known (and no intake date either).
  public static let ageNotKnown = Pet(
    id: "rg-10", name: "Pip", species: .dog, breed: "Beagle", sex: .unknown, birthday: AgeKnown.unknownStandIn,
    rarity: nil, image: "", size: .unknown, description: "", intakeDate: nil, ageKnown: .unknown)
}

extension Catalog {
  /// Eight pets chosen for search, filter and sort: accents in names, a shared
  /// birthday and intake day (stuart, ada) to show stable ties, every age group.
  public static let riverbend = Catalog(
    shelter: "Riverbend Animal Shelter",
    pets: [
      .stuart,
      Pet.make("zoe", "Zoë") {
        $0.breed = "Siamese"
        $0.birthday = CalendarDate(2020, 5, 12)
        $0.rarity = .uncommon
        $0.intakeDate = CalendarDate(2026, 8, 27)
        $0.description = "Zoë talks back, loudly, and likes a sunny windowsill."
        ($0.goodWithKids, $0.goodWithDogs, $0.goodWithCats) = (.yes, .no, .yes)
      },
      Pet.make("senor-bigotes", "Señor Bigotes") {
        ($0.species, $0.sex, $0.breed, $0.size) = (.guineaPig, .male, "Abyssinian", .small)
        $0.birthday = CalendarDate(2024, 1, 15)
        $0.rarity = .uncommon
        $0.intakeDate = CalendarDate(2026, 9, 16)
        $0.description = "A moustached gentleman who whistles for lettuce."
        $0.goodWithKids = .yes
      },
      Pet.make("biscuit", "Biscuit") {
        ($0.species, $0.breed, $0.size) = (.dog, "Labrador mix", .large)
        $0.birthday = CalendarDate(2019, 3, 1)
        $0.intakeDate = CalendarDate(2026, 8, 15)
        $0.description = "Biscuit has never met a tennis ball she didn't want to bring back."
        ($0.goodWithKids, $0.goodWithDogs, $0.goodWithCats) = (.yes, .yes, .no)
      },
      Pet.make("tiny", "Tiny") {
        $0.birthday = CalendarDate(2026, 10, 31)
        $0.intakeDate = CalendarDate(2026, 11, 7)
        $0.status = .onHold
        $0.description = "Found in a hedge, three weeks old, and already in charge."
      },
      Pet.make("captain", "Captain") {
        ($0.species, $0.sex, $0.breed) = (.bird, .male, "African Grey Parrot")
        $0.birthday = CalendarDate(2001, 3, 1)
        $0.rarity = .veryRare
        $0.intakeDate = CalendarDate(2026, 6, 30)
        $0.description = "Captain says hello, goodbye and the microwave's beep."
        $0.goodWithKids = .no
      },
      Pet.make("ada", "Ada") {
        $0.birthday = CalendarDate(2023, 6, 14)
        $0.intakeDate = CalendarDate(2026, 10, 2)
        $0.status = .adopted
        $0.description = "A lap cat with opinions about breakfast."
      },
      Pet.make("emile", "Émile") {
        ($0.species, $0.sex, $0.breed, $0.size) = (.rabbit, .male, "Dutch", .small)
        $0.birthday = CalendarDate(2026, 3, 1)
        $0.intakeDate = CalendarDate(2026, 10, 24)
        $0.status = .pending
        $0.description = "Émile thumps once for yes and twice for more carrots."
      },
    ])
}

extension Pet {
  /// Calls `body` with the pet as a store hands a list's row over (`CatalogStore.forEachListedRow`):
  /// its id and name as bytes in place.
  public func withListedRow<Result>(_ body: (ListedRow) throws -> Result) rethrows -> Result {
    try ListedRow.of(self, body)
  }
}

extension Catalog {
  /// Colours as listing services word them (Petfinder's, RescueGroups', ASM3's), odd ones too,
  /// for `withColoursAndCoats`.
  public static let listedColours = [
    "", "Brown Tabby", "Black, White", "Brindle", "Tricolor (Brown, Black, & White)", "Crème / Café au lait",
    "Orange / Red", "Blue Merle", "Tortoiseshell", "黒", "Grey-white", "",
  ]

  /// The catalogue with each pet given a colour from `listedColours` and a coat, drawn from
  /// `seed`: the colour and coat every store keeps and searches (issue 41).
  public func withColoursAndCoats(seed: UInt64) -> Catalog {
    var random = SeededGenerator(seed: seed)
    var catalog = self
    for index in catalog.pets.indices {
      catalog.pets[index].colour = Self.listedColours.randomElement(using: &random) ?? ""
      catalog.pets[index].coat = Coat.allCases.randomElement(using: &random) ?? .unknown
    }
    return catalog
  }

  /// The catalogue with about one pet in eight whose intake date is not known (a listing that
  /// leaves it out), for queries that sort by it: such a pet is last either way.
  public func withIntakesNotKnown(seed: UInt64) -> Catalog {
    var random = SeededGenerator(seed: seed &+ 7)
    var catalog = self
    for index in catalog.pets.indices where Int.random(in: 0..<8, using: &random) == 0 {
      catalog.pets[index].intakeDate = nil
    }
    return catalog
  }

  /// The catalogue with about one pet in eight (chosen by `seed`) whose age is not known, as a
  /// listing that gives neither a birthday nor a stage reads it.
  public func withAgesNotKnown(seed: UInt64) -> Catalog {
    var random = SeededGenerator(seed: seed &+ 11)
    var catalog = self
    for index in catalog.pets.indices where Int.random(in: 0..<8, using: &random) == 0 {
      catalog.pets[index].ageKnown = .unknown
      catalog.pets[index].birthday = AgeKnown.unknownStandIn
    }
    return catalog
  }
}
