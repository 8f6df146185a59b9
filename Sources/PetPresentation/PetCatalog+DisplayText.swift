import PetCatalog
import PetLocalization

// The words a person reads for the catalogue's fixed values. They live here,
// not in the model, because they are presentation: the catalogue stores `guinea-pig`,
// a card says `Guinea pig`.

extension Species {
  /// What a search finds each species by besides its English name: its `displayName` and its
  /// `searchWords`, in the reader's language (`Hund`; `犬 いぬ イヌ 子犬 こいぬ`).
  public static var searchNames: [Species: String] {
    Dictionary(
      uniqueKeysWithValues: allCases.map { species in
        var words = [species.displayName]
        // Left as the English name (untranslated, or in English): nothing to add.
        let extra = species.searchWords == SearchText.englishName(of: species) ? "" : species.searchWords
        for word in extra.split(separator: " ").map(String.init) where !words.contains(word) {
          words.append(word)
        }
        return (species, words.joined(separator: " "))
      })
  }

  /// Other words a person types to find the species, in the reader's language, separated by
  /// spaces: in Japanese its hiragana and katakana besides its kanji, and its young (`ねこ ネコ
  /// 子猫`). English adds none: each is the species' English name.
  var searchWords: String {
    switch self {
    case .dog:
      // TRANSLATORS: other words a person types to find this species (here: dogs; the nine after
      // it are the other species), separated by spaces: other spellings and scripts (in
      // Japanese: hiragana, katakana and kanji) and words for its young. Leave it as it is to
      // add none.
      trc("words a search finds the species by", "dog")
    case .cat: trc("words a search finds the species by", "cat")
    case .rabbit: trc("words a search finds the species by", "rabbit")
    case .bird: trc("words a search finds the species by", "bird")
    case .guineaPig: trc("words a search finds the species by", "guinea pig")
    case .hamster: trc("words a search finds the species by", "hamster")
    case .ferret: trc("words a search finds the species by", "ferret")
    case .reptile: trc("words a search finds the species by", "reptile")
    case .horse: trc("words a search finds the species by", "horse")
    case .other: trc("words a search finds the species by", "other")
    }
  }

  /// e.g. `Dog`, `Guinea pig`.
  public var displayName: String {
    switch self {
    case .dog: trc("species", "Dog")
    case .cat: trc("species", "Cat")
    case .rabbit: trc("species", "Rabbit")
    case .bird: trc("species", "Bird")
    case .guineaPig: trc("species", "Guinea pig")
    case .hamster: trc("species", "Hamster")
    case .ferret: trc("species", "Ferret")
    case .reptile: trc("species", "Reptile")
    case .horse: trc("species", "Horse")
    case .other: trc("species", "Other")
    }
  }

  /// The species in a sentence, with its article, e.g. `a dog`, `an animal`.
  var kindText: String {
    switch self {
    case .dog: trc("in a sentence", "a dog")
    case .cat: trc("in a sentence", "a cat")
    case .rabbit: trc("in a sentence", "a rabbit")
    case .bird: trc("in a sentence", "a bird")
    case .guineaPig: trc("in a sentence", "a guinea pig")
    case .hamster: trc("in a sentence", "a hamster")
    case .ferret: trc("in a sentence", "a ferret")
    case .reptile: trc("in a sentence", "a reptile")
    case .horse: trc("in a sentence", "a horse")
    case .other: trc("in a sentence", "an animal")
    }
  }

  /// A picture-like stand-in for the terminal and for missing pictures.
  public var glyph: String {
    switch self {
    case .dog: "🐕"
    case .cat: "🐈"
    case .rabbit: "🐇"
    case .bird: "🐦"
    case .guineaPig, .hamster: "🐹"
    case .ferret, .other: "🐾"
    case .reptile: "🦎"
    case .horse: "🐎"
    }
  }
}

extension Sex {
  public var displayName: String {
    switch self {
    case .male: trc("sex", "Male")
    case .female: trc("sex", "Female")
    // TRANSLATORS: the sex label of a pet whose shelter has not recorded it.
    case .unknown: trc("sex", "Unknown")
    }
  }
}

extension Size {
  public var displayName: String {
    switch self {
    case .small: trc("size", "Small")
    case .medium: trc("size", "Medium")
    case .large: trc("size", "Large")
    case .extraLarge: trc("size", "Extra large")
    // TRANSLATORS: the size label of a pet whose shelter has not recorded it.
    case .unknown: trc("size", "Unknown")
    }
  }
}

extension Coat {
  /// The coat as the card's coat line says it, e.g. `Short coat`.
  public var displayName: String {
    switch self {
    case .hairless: trc("coat", "Hairless")
    case .short: trc("coat", "Short coat")
    case .medium: trc("coat", "Medium coat")
    case .long: trc("coat", "Long coat")
    case .wire: trc("coat", "Wire coat")
    case .curly: trc("coat", "Curly coat")
    // TRANSLATORS: the coat of a pet whose shelter has not recorded it (a filter's item).
    case .unknown: trc("coat", "Not recorded")
    }
  }
}

extension Coat {
  /// The coat as the Coat filter lists it, e.g. `Short`.
  public var filterName: String {
    switch self {
    case .hairless: trc("coat filter", "Hairless")
    case .short: trc("coat filter", "Short")
    case .medium: trc("coat filter", "Medium")
    case .long: trc("coat filter", "Long")
    case .wire: trc("coat filter", "Wire")
    case .curly: trc("coat filter", "Curly")
    case .unknown: displayName
    }
  }
}

extension Rarity {
  public var displayName: String {
    switch self {
    case .common: trc("rarity", "Common")
    case .uncommon: trc("rarity", "Uncommon")
    case .rare: trc("rarity", "Rare")
    case .veryRare: trc("rarity", "Very rare")
    }
  }
}

extension AdoptionStatus {
  public var displayName: String {
    switch self {
    case .available: trc("adoption status", "Available")
    case .pending: trc("adoption status", "Adoption pending")
    case .onHold: trc("adoption status", "On hold")
    case .adopted: trc("adoption status", "Adopted")
    }
  }
}

extension AgeGroup {
  public var displayName: String {
    switch self {
    case .baby: trc("age group", "Baby")
    case .young: trc("age group", "Young")
    case .adult: trc("age group", "Adult")
    case .senior: trc("age group", "Senior")
    }
  }
}

extension Company {
  public var displayName: String {
    switch self {
    case .kids: trc("good with", "Kids")
    case .dogs: trc("good with", "Dogs")
    case .cats: trc("good with", "Cats")
    }
  }

  /// Several answers as one item of the Good with filter: `Kids and cats`, `Kids, dogs and
  /// cats` (the first as a drop-down's item, the rest as in a sentence).
  public static func displayName(of companies: [Company]) -> String {
    guard let first = companies.first else { return "" }
    return DisplayText.list([first.displayName] + companies.dropFirst().map(\.wordInSentence))
  }

  /// The word in a sentence such as `Good with kids and dogs`: `kids`, `dogs`, `cats`.
  var wordInSentence: String {
    switch self {
    case .kids: trc("in a sentence", "kids")
    case .dogs: trc("in a sentence", "dogs")
    case .cats: trc("in a sentence", "cats")
    }
  }
}

extension PetSortOrder {
  public var displayName: String {
    switch self {
    case .name: trc("sort order", "Name")
    case .reverseName: trc("sort order", "Name, Z to A")
    case .age: trc("sort order", "Youngest first")
    case .oldest: trc("sort order", "Oldest first")
    case .fee: trc("sort order", "Lowest fee first")
    case .highestFee: trc("sort order", "Highest fee first")
    case .intake: trc("sort order", "Longest waiting first")
    case .newest: trc("sort order", "Newest arrivals first")
    case .distance: trc("sort order", "Nearest first")
    }
  }
}
