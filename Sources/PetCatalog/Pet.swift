import Foundation

/// A pet waiting for a home, as the shelter records it.
///
/// Values are the catalogue's, unformatted: `PetViewModel` turns them into the
/// text a person reads.
public struct Pet: Hashable, Sendable, Identifiable {
  public var id: String
  public var name: String
  public var species: Species
  public var breed: String
  public var sex: Sex
  /// The day it was born; when only its life stage is known (`ageKnown`), a stand-in day
  /// inside that stage (`AgeKnown.standInBirthday`), used to sort by age and nothing else.
  public var birthday: CalendarDate
  /// How much of its age the shelter knows: the birthday, an estimate of it, or only a stage.
  public var ageKnown: AgeKnown
  /// How rare it is, which sets its fee when it has none of its own; `nil` for a pet from a
  /// shelter's own listing, which has no rarities.
  public var rarity: Rarity?
  /// Its own adoption fee, in the catalogue's currency, as its shelter lists it (0 when
  /// waived); `nil` leaves the fee to its rarity, or to "not listed" when it has none.
  public var fee: Decimal?
  /// The picture: a path relative to the catalogue's folder (`pictures/stuart.svg`), a web
  /// address (`https://…`, fetched in the background), or empty when there is none.
  public var image: String
  /// Every photo of the pet in its shelter's order (the first is `image`), with sizes where the
  /// source gives them; empty when the catalogue lists `image` alone. A card shows `gallery`.
  public var photos: [Photo]
  public var size: Size
  public var description: String
  /// The day it came into the shelter; `nil` when its listing does not say (a source's field
  /// left out), sorted after every known day in either direction of the intake order.
  public var intakeDate: CalendarDate?
  public var status: AdoptionStatus
  public var goodWithKids: Answer
  public var goodWithDogs: Answer
  public var goodWithCats: Answer
  /// `nil` when the shelter has not recorded it.
  public var spayedNeutered: Bool?
  public var vaccinated: Bool?
  public var houseTrained: Bool?
  /// Its colours as the shelter words them (`Brown tabby`, `Black, White`), searched by word;
  /// empty when not recorded.
  public var colour: String
  /// How long its coat is; `.unknown` when not recorded.
  public var coat: Coat
  /// The id of its shelter among the catalogue's `shelters` (`petfinder:VA583`), when the
  /// catalogue lists several shelters' pets or describes its own; empty for the catalogue's
  /// own shelter.
  public var shelter: String

  public init(
    id: String, name: String, species: Species, breed: String, sex: Sex,
    birthday: CalendarDate, rarity: Rarity?, image: String, size: Size,
    description: String, intakeDate: CalendarDate?, status: AdoptionStatus = .available,
    goodWithKids: Answer = .unknown, goodWithDogs: Answer = .unknown,
    goodWithCats: Answer = .unknown, spayedNeutered: Bool? = nil,
    vaccinated: Bool? = nil, houseTrained: Bool? = nil, fee: Decimal? = nil, ageKnown: AgeKnown = .exact,
    colour: String = "", coat: Coat = .unknown, photos: [Photo] = [], shelter: String = ""
  ) {
    self.id = id
    self.name = name
    self.species = species
    self.breed = breed
    self.sex = sex
    self.birthday = birthday
    self.ageKnown = ageKnown
    self.rarity = rarity
    self.fee = fee
    self.image = image
    self.photos = photos
    self.size = size
    self.description = description
    self.intakeDate = intakeDate
    self.status = status
    self.goodWithKids = goodWithKids
    self.goodWithDogs = goodWithDogs
    self.goodWithCats = goodWithCats
    self.spayedNeutered = spayedNeutered
    self.vaccinated = vaccinated
    self.houseTrained = houseTrained
    self.colour = colour
    self.coat = coat
    self.shelter = shelter
  }

  /// The pet's own texts a search looks in, in this order (its species' names aside): name,
  /// breed, story and colour (`SearchText`, `PetField.searched`). Every store and index keeps
  /// them so.
  public var searchedTexts: [String] { [name, breed, description, colour] }

  /// The fee the pet is listed at under `schedule`: its own, else its rarity's; `nil` when
  /// neither is known ("Fee not listed"), never an amount made up.
  public func listedFee(under schedule: FeeSchedule) -> Decimal? {
    fee ?? rarity.map(schedule.fee(for:))
  }

  /// Whether the picture is a web address rather than a file in the catalogue's folder.
  public var pictureIsAddress: Bool { PetRules.isPictureAddress(image) }

  /// Whether the picture is a file in the catalogue's folder (not an address, not none).
  public var pictureIsFile: Bool { !image.isEmpty && !pictureIsAddress }

  /// How well the pet gets on with `company`.
  public func goodWith(_ company: Company) -> Answer {
    switch company {
    case .kids: goodWithKids
    case .dogs: goodWithDogs
    case .cats: goodWithCats
    }
  }
}

/// A value the catalogue spells in one of a fixed set of ways.
public protocol CatalogEnum: RawRepresentable<String>, CaseIterable, Hashable, Sendable {}

extension CatalogEnum {
  /// The catalogue's spellings, for messages: `common, uncommon, rare, very-rare`.
  public static var spellings: String {
    allCases.map(\.rawValue).joined(separator: ", ")
  }
}

public enum Species: String, CatalogEnum, Codable {
  case dog, cat, rabbit, bird
  case guineaPig = "guinea-pig"
  case hamster, ferret, reptile, horse, other
}

public enum Sex: String, CatalogEnum, Codable {
  case male, female
  /// Not recorded: a listing that does not say is never read as one or the other.
  case unknown
}

/// How rare a pet is; it sets the adoption fee.
public enum Rarity: String, CatalogEnum, Codable, Comparable {
  case common, uncommon, rare
  case veryRare = "very-rare"

  private var rank: Int {
    switch self {
    case .common: 0
    case .uncommon: 1
    case .rare: 2
    case .veryRare: 3
    }
  }

  public static func < (lhs: Rarity, rhs: Rarity) -> Bool {
    lhs.rank < rhs.rank
  }
}

/// The size the pet is, or will be, when grown.
public enum Size: String, CatalogEnum, Codable {
  case small, medium, large
  case extraLarge = "extra-large"
  /// Not recorded by the shelter.
  case unknown
}

public enum AdoptionStatus: String, CatalogEnum, Codable {
  case available, pending
  case onHold = "on-hold"
  case adopted
}

/// How long a pet's coat is, in the words the listing services share (Petfinder's `coat`,
/// RescueGroups' `coatLength`, ASM3's coat types).
public enum Coat: String, CatalogEnum, Codable {
  case hairless, short, medium, long, wire, curly
  /// Not recorded by the shelter.
  case unknown
}

/// A shelter's answer to "is this pet good with …?".
public enum Answer: String, CatalogEnum, Codable {
  case yes, no, unknown
}

/// Who a pet may share a home with.
public enum Company: String, CatalogEnum, Codable {
  case kids, dogs, cats
}
