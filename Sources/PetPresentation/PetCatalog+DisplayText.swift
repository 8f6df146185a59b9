import PetCatalog

// The words a person reads for the catalogue's fixed values. They live here,
// not in the model, because they are presentation: the catalogue stores `guinea-pig`,
// a card says `Guinea pig`.

extension Species {
  /// e.g. `Dog`, `Guinea pig`.
  public var displayName: String {
    switch self {
    case .dog: "Dog"
    case .cat: "Cat"
    case .rabbit: "Rabbit"
    case .bird: "Bird"
    case .guineaPig: "Guinea pig"
    case .hamster: "Hamster"
    case .ferret: "Ferret"
    case .reptile: "Reptile"
    case .horse: "Horse"
    case .other: "Other"
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
    case .male: "Male"
    case .female: "Female"
    }
  }
}

extension Size {
  public var displayName: String {
    switch self {
    case .small: "Small"
    case .medium: "Medium"
    case .large: "Large"
    case .extraLarge: "Extra large"
    }
  }
}

extension Rarity {
  public var displayName: String {
    switch self {
    case .common: "Common"
    case .uncommon: "Uncommon"
    case .rare: "Rare"
    case .veryRare: "Very rare"
    }
  }
}

extension AdoptionStatus {
  public var displayName: String {
    switch self {
    case .available: "Available"
    case .pending: "Adoption pending"
    case .onHold: "On hold"
    case .adopted: "Adopted"
    }
  }
}

extension AgeGroup {
  public var displayName: String {
    switch self {
    case .baby: "Baby"
    case .young: "Young"
    case .adult: "Adult"
    case .senior: "Senior"
    }
  }
}

extension Company {
  public var displayName: String {
    switch self {
    case .kids: "Kids"
    case .dogs: "Dogs"
    case .cats: "Cats"
    }
  }
}

extension PetSortOrder {
  public var displayName: String {
    switch self {
    case .name: "Name"
    case .age: "Youngest first"
    case .fee: "Lowest fee first"
    case .intake: "Longest waiting first"
    }
  }
}
