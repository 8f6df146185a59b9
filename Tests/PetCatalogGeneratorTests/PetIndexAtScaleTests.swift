import Foundation
import PetCatalog
import PetCatalogGenerator
import Testing

/// The index's fast paths (one text buffer, packed attribute bits, precomputed orders)
/// checked against a plain reference implementation over many random queries.
@Suite struct PetIndexAtScaleTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 21) ?? .today()
  static let catalog: Catalog = {
    let pictures = Dictionary(uniqueKeysWithValues: Species.allCases.map { ($0, ["pictures/\($0.rawValue).svg"]) })
    var pets = CatalogGenerator(count: 4_000, seed: 99, today: today, pictures: pictures).pets()
    pets[17].name = "Zoë Señora"
    pets[18].breed = "Ça Va Terrier"
    return Catalog(pets: pets)
  }()

  static let foldedNames = catalog.pets.map { SearchText.fold($0.name) }

  /// What `query` must return, by the definitions, with nothing precomputed.
  func reference(_ filter: PetFilter, order: PetSortOrder) -> [Int] {
    let pets = Self.catalog.pets
    let terms = filter.searchTerms
    let matching = pets.indices.filter { index in
      let pet = pets[index]
      return filter.matchesAttributes(pet, today: Self.today) && PetIndex.referenceMatches(pet, terms: terms)
    }
    let fees = Self.catalog.fees
    return matching.sorted { left, right in
      let (a, b) = (pets[left], pets[right])
      switch order {
      // No place asked (the catalogue has no shelters): by name.
      case .name, .distance:
        return (Self.foldedNames[left], left) < (Self.foldedNames[right], right)
      case .age:
        return (b.birthday, left) < (a.birthday, right)
      case .fee:
        // Not listed (nil) sorts after every fee.
        let (x, y) = (
          a.listedFee(under: fees) ?? .greatestFiniteMagnitude, b.listedFee(under: fees) ?? .greatestFiniteMagnitude
        )
        return x != y ? x < y : left < right
      case .intake:
        // An intake date not known, last.
        let (x, y) = (a.intakeDate?.dayNumber ?? .max, b.intakeDate?.dayNumber ?? .max)
        return (x, left) < (y, right)
      // The other way: each the exact reverse, but for a fee not listed, which stays last.
      case .reverseName:
        return (Self.foldedNames[right], right) < (Self.foldedNames[left], left)
      case .oldest:
        return (a.birthday, right) < (b.birthday, left)
      case .newest:
        // The other way, but an intake date not known stays last.
        let (x, y) = (a.intakeDate?.dayNumber, b.intakeDate?.dayNumber)
        if (x == nil) != (y == nil) { return y == nil }
        return ((y ?? 0), right) < ((x ?? 0), left)
      case .highestFee:
        let (x, y) = (a.listedFee(under: fees), b.listedFee(under: fees))
        if (x == nil) != (y == nil) { return y == nil }
        return x != y ? (x ?? 0) > (y ?? 0) : left > right
      }
    }
  }

  @Test func query_agreesWithTheReference_overRandomFilters() {
    let index = PetIndex(catalog: Self.catalog)
    var random = SplitMix64(seed: 5)
    let words = [
      "", "s", "st", "be", "gentle", "zoe", "senora", "ça", "ca va", "lab mix", "qqq", "e a", "LOVES", "stu", "sh", "x",
      "to-do", "2", "Ça",
    ]
    for _ in 0..<150 {
      var filter = PetFilter()
      filter.search = words.randomElement(using: &random) ?? ""
      if Bool.random(using: &random) {
        filter.species = Set(Species.allCases.filter { _ in Bool.random(using: &random) })
      }
      if Int.random(in: 0..<3, using: &random) == 0 { filter.sex = Sex.allCases.randomElement(using: &random) }
      if Bool.random(using: &random) { filter.sizes = Set(Size.allCases.filter { _ in Bool.random(using: &random) }) }
      if Int.random(in: 0..<3, using: &random) == 0 {
        filter.ageGroups = Set(AgeGroup.allCases.filter { _ in Bool.random(using: &random) })
      }
      if Int.random(in: 0..<3, using: &random) == 0 {
        filter.rarities = Set(Rarity.allCases.filter { _ in Bool.random(using: &random) })
      }
      if Int.random(in: 0..<3, using: &random) == 0 {
        filter.goodWith = Set(Company.allCases.filter { _ in Bool.random(using: &random) })
      }
      if Int.random(in: 0..<3, using: &random) == 0 {
        filter.statuses = Set(AdoptionStatus.allCases.filter { _ in Bool.random(using: &random) })
      }
      let order = PetSortOrder.allCases.randomElement(using: &random) ?? .name
      #expect(
        index.query(filter, order: order, today: Self.today) == reference(filter, order: order), "\(filter) \(order)")
    }
  }

  /// Statuses alone (a list's default: the adoptable pets) are read off each pet rather than
  /// through the attribute codes: every set of statuses, with and without a search and in each
  /// order, against the reference.
  @Test func query_withStatusesAlone_agreesWithTheReference() {
    let index = PetIndex(catalog: Self.catalog)
    let statuses = AdoptionStatus.allCases
    for bits in 1..<(1 << statuses.count) {
      for search in ["", "s", "zoe"] {
        var filter = PetFilter(search: search)
        filter.statuses = Set(statuses.indices.filter { bits & (1 << $0) != 0 }.map { statuses[$0] })
        for order in PetSortOrder.allCases {
          #expect(
            index.query(filter, order: order, today: Self.today) == reference(filter, order: order),
            "\(filter) \(order)")
        }
      }
    }
  }

  @Test func query_findsFoldedNonASCIIText() {
    let index = PetIndex(catalog: Self.catalog)
    #expect(index.query(PetFilter(search: "ZOE senora"), today: Self.today).contains(17))
    #expect(index.query(PetFilter(search: "ça va"), today: Self.today).contains(18))
  }

  @Test(arguments: [0, 1, 10, 400, 499, 501, 2_000, 4_000])
  func sort_ofAnySubset_agreesWithTheReference(size: Int) {
    let index = PetIndex(catalog: Self.catalog)
    var random = SplitMix64(seed: UInt64(size))
    let subset = Array(Self.catalog.pets.indices.shuffled(using: &random).prefix(size))
    for order in PetSortOrder.allCases {
      var sorted = subset
      index.sort(&sorted, by: order)
      let expected = reference(PetFilter(), order: order).filter(Set(subset).contains)
      #expect(sorted == expected, "\(order), \(size) pets")
    }
  }

  @Test func refine_keepsOrder_andAgreesWithAFreshQuery() {
    let index = PetIndex(catalog: Self.catalog)
    let shown = index.query(PetFilter(search: "s"), order: .age, today: Self.today)
    #expect(index.refine(shown, terms: ["st"]) == index.query(PetFilter(search: "st"), order: .age, today: Self.today))
  }
}
