import Foundation

/// Text folded for searching: case- and diacritic-insensitive, so "zoe" finds "Zoë"
/// and "SENOR" finds "Señor".
public enum SearchText {
  /// `text` lowercased with its diacritics removed, in a locale-independent way.
  public static func fold(_ text: String) -> String {
    // Pure ASCII needs only lowercasing, which is far cheaper than Foundation's folding.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.lowercased()
    }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
  }
}

/// Which pets to show: every condition that is set must hold.
public struct PetFilter: Hashable, Sendable {
  /// Words to find in the name, breed or description (all of them, in any order).
  public var search: String = ""
  public var species: Set<Species> = []
  public var sex: Sex?
  public var sizes: Set<Size> = []
  public var ageGroups: Set<AgeGroup> = []
  public var rarities: Set<Rarity> = []
  /// The pet must be known to be good with each of these.
  public var goodWith: Set<Company> = []
  public var statuses: Set<AdoptionStatus> = []

  public init() {}

  /// Whether nothing is being filtered.
  public var isEmpty: Bool { self == PetFilter() }

  /// The search split into folded words.
  public var searchTerms: [String] {
    SearchText.fold(search).split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// Whether `pet` passes every condition except the text search.
  public func matchesAttributes(_ pet: Pet, today: CalendarDate) -> Bool {
    (species.isEmpty || species.contains(pet.species))
      && (sex == nil || sex == pet.sex)
      && (sizes.isEmpty || sizes.contains(pet.size))
      && (rarities.isEmpty || rarities.contains(pet.rarity))
      && (statuses.isEmpty || statuses.contains(pet.status))
      && goodWith.allSatisfy { pet.goodWith($0) == .yes }
      && (ageGroups.isEmpty || ageGroups.contains(AgeGroup(Age(birthday: pet.birthday, on: today))))
  }
}

/// The order pets are listed in.
public enum PetSortOrder: String, CaseIterable, Hashable, Sendable {
  /// By name, as a person would alphabetise them.
  case name
  /// Youngest first.
  case age
  /// Lowest fee first.
  case fee
  /// Longest at the shelter first: they have waited the longest for a home.
  case intake
}

/// Search, filter and sort over one catalogue. Folded search text is computed
/// once per pet, so each keystroke of search-as-you-type only scans.
public struct PetIndex: Sendable {
  public let catalog: Catalog
  private let search: SearchHaystacks

  public init(catalog: Catalog) {
    self.catalog = catalog
    self.search = SearchHaystacks(pets: catalog.pets)
  }

  /// Name, breed and description of each pet, folded, in catalogue order.
  /// Folding is the costly part of searching, so it is done once, on the first search.
  private var haystacks: [String] { search.haystacks }

  /// Folds the search text now rather than on the first search, e.g. on a
  /// background thread while the window draws its first frame.
  public func prepareSearch() {
    _ = search.haystacks
  }

  /// The indices into `catalog.pets` of the pets that pass `filter`, in `order`.
  public func query(
    _ filter: PetFilter, order: PetSortOrder = .name, today: CalendarDate
  ) -> [Int] {
    let terms = filter.searchTerms
    let haystacks = terms.isEmpty ? [] : self.haystacks
    let attributesFiltered = filter.isEmpty || filter == PetFilter(search: filter.search)
    var result: [Int] = []
    result.reserveCapacity(catalog.pets.count)
    for (index, pet) in catalog.pets.enumerated() {
      guard attributesFiltered || filter.matchesAttributes(pet, today: today) else { continue }
      guard terms.allSatisfy({ haystacks[index].contains($0) }) else { continue }
      result.append(index)
    }
    sort(&result, by: order)
    return result
  }

  /// The pets among `indices` whose text holds every one of `terms`, in the same order.
  public func refine(_ indices: [Int], terms: [String]) -> [Int] {
    let haystacks = self.haystacks
    return indices.filter { index in terms.allSatisfy { haystacks[index].contains($0) } }
  }

  /// Sorts indices into `catalog.pets`; ties keep catalogue order, so the result is stable.
  public func sort(_ indices: inout [Int], by order: PetSortOrder) {
    let pets = catalog.pets
    let fees = catalog.fees
    switch order {
    case .name:
      let keys = pets.map { SearchText.fold($0.name) }
      indices.sort { (keys[$0], $0) < (keys[$1], $1) }
    case .age:
      indices.sort { (pets[$1].birthday, $0) < (pets[$0].birthday, $1) }
    case .fee:
      indices.sort {
        let (left, right) = (fees.fee(for: pets[$0].rarity), fees.fee(for: pets[$1].rarity))
        return left != right ? left < right : $0 < $1
      }
    case .intake:
      indices.sort { (pets[$0].intakeDate, $0) < (pets[$1].intakeDate, $1) }
    }
  }
}

extension PetFilter {
  /// A filter that only searches.
  public init(search: String) {
    self.init()
    self.search = search
  }
}

/// The folded search text of every pet, made on first use and then kept.
private final class SearchHaystacks: @unchecked Sendable {
  private let pets: [Pet]
  private let lock = NSLock()
  // Guarded by `lock`.
  private var folded: [String]?

  init(pets: [Pet]) {
    self.pets = pets
  }

  var haystacks: [String] {
    lock.lock()
    defer { lock.unlock() }
    if let folded { return folded }
    let made = pets.map { pet in SearchText.fold(pet.name + "\n" + pet.breed + "\n" + pet.description) }
    folded = made
    return made
  }
}
