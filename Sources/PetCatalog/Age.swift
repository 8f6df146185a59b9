/// How old something is on a given day, in the calendar's own units.
///
/// `years` and `months` are whole calendar units, counted the way Foundation's
/// Gregorian `Calendar.dateComponents([.year, .month, .day], from:to:)` counts
/// them on date-only values: an anniversary that falls on a day the month does
/// not have (29 February, 31 April) is the month's last day. `days` is what is
/// left after the years and months. `totalDays` is the plain count of days.
public struct Age: Hashable, Sendable {
  public let years: Int
  public let months: Int
  public let days: Int
  public let totalDays: Int

  /// The age of something born on `birthday`, on `today`. A birthday after
  /// today gives an age of zero.
  public init(birthday: CalendarDate, on today: CalendarDate) {
    guard birthday < today else {
      self.years = 0
      self.months = 0
      self.days = 0
      self.totalDays = 0
      return
    }
    // Foundation counts one unit at a time: whole years first, then whole
    // months from that anniversary, then days. An anniversary that falls on a
    // day the month does not have is clamped to the month's end, so a 29
    // February birthday's anniversary in 2025 is 28 February, and months and
    // days are counted from the 28th (2024-02-29 to 2025-03-28 is 1 year 1 month).
    var years = today.year - birthday.year
    if birthday.addingMonths(years * 12) > today {
      years -= 1
    }
    let anniversary = birthday.addingMonths(years * 12)
    var months = (today.year - anniversary.year) * 12 + (today.month - anniversary.month)
    if anniversary.addingMonths(months) > today {
      months -= 1
    }
    self.years = years
    // Counted from a clamped anniversary this can reach 12: Foundation says
    // 2020-02-29 to 2024-02-28 is 3 years 12 months.
    self.months = months
    self.days = today.dayNumber - anniversary.addingMonths(months).dayNumber
    self.totalDays = today.dayNumber - birthday.dayNumber
  }
}

/// The life stage used to filter pets. Where a stage begins follows the kind of
/// animal (`LifeStages`): a dog is a senior from 8, a budgie from 6, an African
/// grey parrot from 30.
public enum AgeGroup: String, CatalogEnum, Codable {
  case baby
  case young
  case adult
  case senior

  /// The stage of something `age` old whose stages begin at `stages`.
  public init(_ age: Age, stages: LifeStages) {
    let months = age.years * 12 + age.months
    switch months {
    case ..<stages.youngFrom: self = .baby
    case ..<stages.adultFrom: self = .young
    case ..<stages.seniorFrom: self = .adult
    default: self = .senior
    }
  }

  /// The stage `pet` is in on `today`: the one its shelter gave when that is all it knows;
  /// `nil` when its age is not known at all, which no age group holds.
  public init?(_ pet: Pet, on today: CalendarDate) {
    guard let stages = LifeStages(of: pet) else { return nil }
    self.init(Age(birthday: pet.birthday, on: today), stages: stages)
  }
}

/// Where each life stage begins, in months of age, for one kind of animal.
///
/// Taken from what vets and breeders go by: a cat is senior from 11 (AAFP), a
/// horse from 20, a hamster from 18 months. Birds and reptiles live so
/// differently that the breed decides: the large parrots (greys, macaws,
/// cockatoos, amazons) and the tortoises and turtles live for decades.
public struct LifeStages: Hashable, Sendable {
  public let youngFrom: Int
  public let adultFrom: Int
  public let seniorFrom: Int

  public init(youngFrom: Int, adultFrom: Int, seniorFrom: Int) {
    self.youngFrom = youngFrom
    self.adultFrom = adultFrom
    self.seniorFrom = seniorFrom
  }

  public init(_ species: Species, breed: String) {
    switch species {
    case .dog, .other: self.init(years: 1, 3, 8)
    case .cat: self.init(years: 1, 3, 11)
    case .rabbit: self.init(youngFrom: 6, adultFrom: 12, seniorFrom: 6 * 12)
    case .guineaPig: self.init(youngFrom: 3, adultFrom: 12, seniorFrom: 5 * 12)
    case .hamster: self.init(youngFrom: 2, adultFrom: 6, seniorFrom: 18)
    case .ferret: self.init(youngFrom: 6, adultFrom: 12, seniorFrom: 5 * 12)
    case .horse: self.init(years: 1, 4, 20)
    case .bird:
      if Self.mentions(breed, Self.largeParrots) {
        self.init(years: 1, 5, 30)
      } else if Self.mentions(breed, Self.mediumParrots) {
        self.init(years: 1, 2, 12)
      } else {
        self.init(youngFrom: 6, adultFrom: 12, seniorFrom: 6 * 12)
      }
    case .reptile:
      if Self.mentions(breed, ["tortoise", "turtle", "terrapin"]) {
        self.init(years: 1, 10, 50)
      } else {
        self.init(years: 1, 2, 10)
      }
    }
  }

  /// Whether a species' breed can change its stages (`init(_:breed:)`): a bird's and a
  /// reptile's; any other's are its species'.
  public static func dependOnBreed(_ species: Species) -> Bool {
    species == .bird || species == .reptile
  }

  /// The stages of `pet`: its kind's, or, when its shelter gave only its stage, stages that
  /// keep it there at every age; `nil` when its age is not known, in no stage at all.
  public init?(of pet: Pet) {
    self.init(pet.species, breed: pet.breed, ageKnown: pet.ageKnown)
  }

  /// The stages of a pet of `species` and `breed` whose age is known so (`init(of:)`).
  public init?(_ species: Species, breed: String, ageKnown: AgeKnown) {
    switch ageKnown {
    case .exact, .estimated: self.init(species, breed: breed)
    case .group(let group): self = .fixed(group)
    case .unknown: return nil
    }
  }

  /// Stages by which every age is in `group`.
  public static func fixed(_ group: AgeGroup) -> LifeStages {
    switch group {
    case .baby: LifeStages(youngFrom: .max, adultFrom: .max, seniorFrom: .max)
    case .young: LifeStages(youngFrom: 0, adultFrom: .max, seniorFrom: .max)
    case .adult: LifeStages(youngFrom: 0, adultFrom: 0, seniorFrom: .max)
    case .senior: LifeStages(youngFrom: 0, adultFrom: 0, seniorFrom: 0)
    }
  }

  private init(years young: Int, _ adult: Int, _ senior: Int) {
    self.init(youngFrom: young * 12, adultFrom: adult * 12, seniorFrom: senior * 12)
  }

  static let largeParrots = ["grey", "gray", "macaw", "cockatoo", "amazon", "eclectus"]
  static let mediumParrots = ["cockatiel", "conure", "caique", "pionus", "quaker", "ringneck", "senegal"]

  /// Whether one of `words` begins a word of `breed`, in any case.
  private static func mentions(_ breed: String, _ words: [String]) -> Bool {
    let breedWords = breed.lowercased().split(whereSeparator: { !$0.isLetter })
    return breedWords.contains { word in words.contains { word.hasPrefix($0) } }
  }
}

/// How much of a pet's age its shelter knows.
public enum AgeKnown: Hashable, Sendable {
  /// The birthday is known.
  case exact
  /// The birthday is the shelter's estimate: the age reads "about 4 years old".
  case estimated
  /// Only the life stage is known (Petfinder lists only "Adult"): the age reads as the stage.
  case group(AgeGroup)
  /// Nothing of the age is known (a listing that gives no birthday and no stage): the age reads
  /// "Age not known", no age group holds the pet, and it is listed last by age either way.
  case unknown

  /// The spelling kept in a store and in the cache: `exact`, `estimated`, `baby`, …
  public var spelling: String {
    switch self {
    case .exact: "exact"
    case .estimated: "estimated"
    case .group(let group): group.rawValue
    case .unknown: "unknown"
    }
  }

  public init?(spelling: String) {
    switch spelling {
    case "exact": self = .exact
    case "estimated": self = .estimated
    case "unknown": self = .unknown
    default:
      guard let group = AgeGroup(rawValue: spelling) else { return nil }
      self = .group(group)
    }
  }

  /// The stand-in birthday of a pet whose age is not known, used by nothing but the age order:
  /// the earliest day there is, so the youngest first lists it last (the oldest first lists it
  /// last too, by `ageKnown`). A store keeps '' in its place.
  public static let unknownStandIn = CalendarDate(checkedYear: 1, month: 1, day: 1)

  /// A birthday that puts a pet of `species` and `breed` in the middle of `group` on `day`
  /// (the day it was listed, or taken in): a stand-in only the age order uses. It is made from
  /// the record alone, so reading the same record again gives the same day.
  public static func standInBirthday(
    for group: AgeGroup, species: Species, breed: String, on day: CalendarDate
  ) -> CalendarDate {
    let stages = LifeStages(species, breed: breed)
    let months =
      switch group {
      case .baby: stages.youngFrom / 2
      case .young: (stages.youngFrom + stages.adultFrom) / 2
      case .adult: (stages.adultFrom + stages.seniorFrom) / 2
      case .senior: stages.seniorFrom + 24
      }
    return day.addingMonths(-months)
  }
}
