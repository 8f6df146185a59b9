import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text folded for searching: case- and diacritic-insensitive, so "zoe" finds "Zoë"
/// and "SENOR" finds "Señor".
///
/// The rule a search follows: every word typed must match the start of a word of the pet's
/// name, species (in the reader's language and in English), breed, story or colour, case and accents
/// aside, so "dog" finds the dogs and Thumper's "dog-sized pen" but not a "lapdog", and "cat"
/// finds the cats by their species and Maple's "easy to catch", a word that starts so. A word
/// starts where the character before it is not a letter or digit of the Latin alphabet (a space,
/// a hyphen, the start of a field, or a character of another script). A typed word that starts
/// outside the Latin alphabet (Japanese, written without spaces) matches anywhere.
public enum SearchText {
  /// `text` lowercased with its diacritics removed, in a locale-independent way.
  public static func fold(_ text: String) -> String {
    // Pure ASCII needs only lowercasing, which is far cheaper than Foundation's folding.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return text.lowercased()
    }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
  }

  /// Whether folded `text` holds folded `term` where the search rule allows it: at the start
  /// of a word, or anywhere for a term that starts outside the Latin alphabet. The plain
  /// reference the fast search (`PetIndex`) is held to.
  public static func holds(_ text: String, term: String) -> Bool {
    let text = Array(text.utf8)
    let term = Array(term.utf8)
    guard !term.isEmpty, term.count <= text.count else { return false }
    let anywhere = !isLatinLetterOrDigit(term[0])
    for start in 0...(text.count - term.count) where text[start..<start + term.count].elementsEqual(term) {
      if anywhere || start == 0 || !isLatinLetterOrDigit(text[start - 1]) { return true }
    }
    return false
  }

  /// Whether `byte` is an ASCII letter or digit: a Latin word goes on through it, so a word
  /// starts after any other byte, and a typed word that starts with another matches anywhere.
  static func isLatinLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
  }

  /// The English names of each species, which a search finds whatever the reader's language.
  public static func englishName(of species: Species) -> String {
    species.rawValue.replacingOccurrences(of: "-", with: " ")
  }
}

/// Which pets to show: every condition that is set must hold.
public struct PetFilter: Hashable, Sendable {
  /// Words to find at the start of words of the name, species, breed, description or colour (all of
  /// them, in any order; see `SearchText`).
  public var search: String = ""
  public var species: Set<Species> = []
  public var sex: Sex?
  public var sizes: Set<Size> = []
  public var coats: Set<Coat> = []
  public var ageGroups: Set<AgeGroup> = []
  public var rarities: Set<Rarity> = []
  /// The pet must be known to be good with each of these.
  public var goodWith: Set<Company> = []
  public var statuses: Set<AdoptionStatus> = []
  /// The ids of the shelters whose pets to show, in a catalogue several shelters share. A
  /// catalogue of one shelter gives its pets no id, so none of them pass a shelter asked for.
  public var shelters: Set<String> = []
  /// Only the pets whose shelter is this near (`--near`, `--within`): a shelter the catalogue
  /// places nowhere is near nothing.
  public var near: Nearby?

  public init() {}

  /// Whether nothing is being filtered.
  public var isEmpty: Bool { self == PetFilter() }

  /// The search split into folded words. A NUL separates words as a space does: no entry or
  /// command line can pass one, and a store keeps it in its texts as a line break.
  public var searchTerms: [String] {
    SearchText.fold(search).split { $0.isWhitespace || $0 == "\u{0}" }.map(String.init)
  }

  /// The ids of the shelters whose pets pass `shelters` and `near`, of those `described`;
  /// `nil` when neither is asked (every pet passes).
  public func allowedShelters(among described: [Shelter]) -> Set<String>? {
    guard let near else { return shelters.isEmpty ? nil : shelters }
    let within = near.shelterIDs(in: described)
    return shelters.isEmpty ? within : shelters.intersection(within)
  }

  /// Whether `pet` passes every condition except the text search, in a catalogue that describes
  /// the shelters `described`.
  public func matchesAttributes(_ pet: Pet, today: CalendarDate, among described: [Shelter] = []) -> Bool {
    (species.isEmpty || species.contains(pet.species))
      && (sex == nil || sex == pet.sex)
      && (sizes.isEmpty || sizes.contains(pet.size))
      && (coats.isEmpty || coats.contains(pet.coat))
      && (rarities.isEmpty || pet.rarity.map(rarities.contains) == true)
      && (statuses.isEmpty || statuses.contains(pet.status))
      && goodWith.allSatisfy { pet.goodWith($0) == .yes }
      && admitsAgeGroup(of: pet, today: today)
      && allowedShelters(among: described).map { $0.contains(pet.shelter) } ?? true
  }

  /// Whether `pet`'s age group on `today` is one the filter asks for (any, when it asks none).
  public func admitsAgeGroup(of pet: Pet, today: CalendarDate) -> Bool {
    ageGroups.isEmpty || AgeGroup(pet, on: today).map(ageGroups.contains) == true
  }
}

/// The order pets are listed in: four, each either way (issue 45). An order the other way is
/// its pair's exact reverse, ties too (so a store walks the same index backwards), but for
/// `highestFee`: a pet whose fee is not listed stays last.
public enum PetSortOrder: String, CaseIterable, Hashable, Sendable {
  /// By name, as a person would alphabetise them.
  case name
  /// By name, Z to A.
  case reverseName = "reverse-name"
  /// Youngest first.
  case age
  /// Oldest first.
  case oldest
  /// Lowest fee first.
  case fee
  /// Highest fee first; a pet whose fee is not listed, last.
  case highestFee = "highest-fee"
  /// Longest at the shelter first: they have waited the longest for a home.
  case intake
  /// Newest arrivals first.
  case newest
  /// Nearest first (`--near`): the pets of the nearest shelter first, by name, then the next
  /// shelter's; shelters as far, by id. With no place asked, by name. It has no other way.
  case distance

  /// The same order the other way: `reverseName` for `name`, and back.
  public var reversed: PetSortOrder {
    switch self {
    case .name: .reverseName
    case .reverseName: .name
    case .age: .oldest
    case .oldest: .age
    case .fee: .highestFee
    case .highestFee: .fee
    case .intake: .newest
    case .newest: .intake
    case .distance: .distance
    }
  }

  /// Whether this is the other way of its pair: Z to A, oldest, highest fee, newest first.
  public var isReversed: Bool {
    switch self {
    case .name, .age, .fee, .intake, .distance: false
    case .reverseName, .oldest, .highestFee, .newest: true
    }
  }

  /// The first of its pair: `name` for both `name` and `reverseName`.
  public var forward: PetSortOrder { isReversed ? reversed : self }

  /// The order each store keeps an index of: nearest first is by name, then by shelter.
  public var kept: PetSortOrder { self == .distance ? .name : self }
}

/// Search, filter and sort over one catalogue, fast enough for search as you
/// type over 100,000 pets.
///
/// What is costly is done once, on first use, and kept: the folded text of
/// every pet in one buffer (a keystroke scans bytes, no strings), and for each
/// sort order the order of all pets (a query walks it, so results come out
/// sorted with no sorting). Copies of an index share what it has made.
public struct PetIndex: Sendable {
  public let catalog: Catalog
  private let cache: PetIndexCache

  /// An index of `catalog`, whose search finds each species by its English name and by
  /// `speciesNames` (the reader's language, e.g. `Hund`).
  public init(catalog: Catalog, speciesNames: [Species: String] = [:]) {
    self.catalog = catalog
    self.cache = PetIndexCache(catalog: catalog, speciesNames: speciesNames)
  }

  /// What the search looks in for `pet`, each part folded: the species (in English and the
  /// reader's language), then the name, breed, story and colour.
  static func searchParts(of pet: Pet, speciesNames: [Species: String]) -> [String] {
    [speciesText(pet.species, speciesNames: speciesNames)] + pet.searchedTexts
  }

  /// The species whose words (`speciesText`) hold folded `term` by the search rule.
  public static func species(holding term: String, speciesNames: [Species: String]) -> [Species] {
    Species.allCases.filter {
      SearchText.holds(SearchText.fold(speciesText($0, speciesNames: speciesNames)), term: term)
    }
  }

  /// A species' words: its English name, then its name in the reader's language.
  public static func speciesText(_ species: Species, speciesNames: [Species: String]) -> String {
    let english = SearchText.englishName(of: species)
    return speciesNames[species].map { $0 == english ? english : english + " " + $0 } ?? english
  }

  /// Whether `pet` holds every one of `terms` (folded), by the search rule: the plain
  /// reference the fast search is held to.
  public static func referenceMatches(
    _ pet: Pet, terms: [String], speciesNames: [Species: String] = [:]
  ) -> Bool {
    let parts = searchParts(of: pet, speciesNames: speciesNames).map(SearchText.fold)
    return terms.allSatisfy { term in parts.contains { SearchText.holds($0, term: term) } }
  }

  /// Makes the search text, the attribute codes and every sort order now
  /// rather than on first use, e.g. on a background thread while the window
  /// draws its first frame. The orders the other way are each a reversal, made when first
  /// asked for: held for every catalogue, they would be 64 MB more at a million pets.
  public func prepare() {
    // A store has its own indexes.
    if let backing = catalog.backing { return backing.prepare() }
    _ = cache.searchText
    _ = cache.attributes
    for order in PetSortOrder.allCases where !order.isReversed && order.kept == order { _ = cache.rank(order) }
  }

  /// `query`'s answer for a list that may stop wanting it: a backing may stop once `isWanted`
  /// says it is not wanted, and answer `nil` (`CatalogBacking`); in memory, the answer.
  public func query(
    _ filter: PetFilter, order: PetSortOrder = .name, today: CalendarDate, isWanted: @escaping @Sendable () -> Bool
  ) -> [Int]? {
    guard let backing = catalog.backing else { return query(filter, order: order, today: today) }
    return backing.query(filter, order: order, today: today, speciesNames: cache.speciesNames, isWanted: isWanted)
  }

  /// The first `size` pets of `query`'s answer and how many it holds (`CatalogBacking`); in
  /// memory, where it costs no more, the whole answer.
  public func firstPage(
    _ filter: PetFilter, order: PetSortOrder = .name, today: CalendarDate, size: Int, keeping kept: Int? = nil,
    isWanted: @escaping @Sendable () -> Bool
  ) -> AnswerPage? {
    guard let backing = catalog.backing else {
      let all = query(filter, order: order, today: today)
      return AnswerPage(indices: all, count: all.count)
    }
    return backing.firstPage(
      filter, order: order, today: today, speciesNames: cache.speciesNames, size: size, keeping: kept,
      isWanted: isWanted)
  }

  /// The indices into `catalog.pets` of the pets that pass `filter`, in `order`.
  public func query(
    _ filter: PetFilter, order: PetSortOrder = .name, today: CalendarDate
  ) -> [Int] {
    if let backing = catalog.backing {
      return backing.query(filter, order: order, today: today, speciesNames: cache.speciesNames)
    }
    // The shelters asked for, and those near enough: of the shelters the catalogue describes.
    let allowed = filter.allowedShelters(among: catalog.shelters)
    let terms = SearchBuffer.terms(filter.searchTerms)
    let pets = catalog.pets
    var attributeFilter = filter
    attributeFilter.search = ""
    let checksAttributes = !attributeFilter.isEmpty
    // Statuses alone (what a list shows by default: the pets that can still be adopted) are
    // read off each pet: making every pet's attribute codes first took longer (some 100 ms of
    // a 100,000-pet first run, issue 45) than reading one field.
    attributeFilter.statuses = []
    let statusesAlone = checksAttributes && attributeFilter.isEmpty
    let masks = AttributeCodes.Masks(filter)
    let codes = checksAttributes && !statusesAlone ? cache.attributes.codes : []
    func passes(_ index: Int) -> Bool {
      guard checksAttributes else { return true }
      if let allowed, !allowed.contains(pets[index].shelter) { return false }
      if statusesAlone { return filter.statuses.contains(pets[index].status) }
      guard masks.matches(codes[index]) else { return false }
      return filter.ageGroups.isEmpty
        || AgeGroup(pets[index], on: today).map(filter.ageGroups.contains) == true
    }
    var result: [Int] = []
    result.reserveCapacity(pets.count)
    if let first = terms.first {
      // The first word finds its pets in one scan of the whole buffer; the others are checked
      // per pet.
      let text = cache.searchText
      let found = text.pets(containing: first)
      for index in cache.order(order.kept) where found[index] && passes(index) {
        guard terms.dropFirst().allSatisfy({ text.pet(index, contains: $0) }) else { continue }
        result.append(index)
      }
    } else {
      for index in cache.order(order.kept) where passes(index) { result.append(index) }
    }
    guard order == .distance, let near = filter.near else { return result }
    return near.byShelter(result, nearest: near.nearest(in: catalog.shelters)) { pets[$0].shelter }
  }

  /// The pets among `indices` whose text holds every one of `terms`, in the same order.
  public func refine(_ indices: [Int], terms: [String]) -> [Int] {
    let terms = SearchBuffer.terms(terms)
    let text = cache.searchText
    return indices.filter { index in terms.allSatisfy { text.pet(index, contains: $0) } }
  }

  /// Sorts indices into `catalog.pets`; ties keep catalogue order, so the result is stable.
  /// Nearest first, with no place to be near, is by name.
  public func sort(_ indices: inout [Int], by order: PetSortOrder) {
    let order = order.kept
    let count = catalog.pets.count
    guard indices.count * 8 < count else {
      // Most pets: walk the order of all pets and keep those shown, with no comparisons.
      var shown = [Bool](repeating: false, count: count)
      for index in indices { shown[index] = true }
      indices = cache.order(order).filter { shown[$0] }
      return
    }
    let rank = cache.rank(order)
    indices.sort { rank[$0] < rank[$1] }
  }
}

extension PetIndex {
  /// The indices of `pets` by name, as a person would alphabetise them (case and accents
  /// aside), ties in catalogue order.
  static func nameOrder(of pets: [Pet]) -> [Int] {
    let keys = pets.map { SearchText.fold($0.name) }
    return pets.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
  }
}

/// What a `PetIndex` makes once and shares among its copies.
private final class PetIndexCache: @unchecked Sendable {
  private let catalog: Catalog
  let speciesNames: [Species: String]
  private let lock = NSLock()
  // Guarded by `lock`.
  private var madeSearchText: SearchBuffer?
  private var madeAttributes: AttributeCodes?
  private var orders: [PetSortOrder: [Int]] = [:]
  private var ranks: [PetSortOrder: [Int]] = [:]

  init(catalog: Catalog, speciesNames: [Species: String]) {
    self.catalog = catalog
    self.speciesNames = speciesNames
  }

  var searchText: SearchBuffer {
    lock.lock()
    defer { lock.unlock() }
    if let madeSearchText { return madeSearchText }
    let made = SearchBuffer(pets: catalog.pets, speciesNames: speciesNames)
    madeSearchText = made
    return made
  }

  var attributes: AttributeCodes {
    lock.lock()
    defer { lock.unlock() }
    if let madeAttributes { return madeAttributes }
    let made = AttributeCodes(pets: catalog.pets)
    madeAttributes = made
    return made
  }

  /// Every pet's index, in `order`.
  func order(_ order: PetSortOrder) -> [Int] {
    lock.lock()
    defer { lock.unlock() }
    return unlockedOrder(order)
  }

  /// Each pet's position in `order`, by catalogue index.
  func rank(_ order: PetSortOrder) -> [Int] {
    lock.lock()
    defer { lock.unlock() }
    if let rank = ranks[order] { return rank }
    let sorted = unlockedOrder(order)
    var rank = [Int](repeating: 0, count: sorted.count)
    for (position, index) in sorted.enumerated() { rank[index] = position }
    ranks[order] = rank
    return rank
  }

  /// `order` the other way, but the pets `isLast` says stay last, in that order among them.
  private func reversed(_ order: PetSortOrder, keepingLast isLast: (Int) -> Bool) -> [Int] {
    let reversed = unlockedOrder(order).reversed()
    return reversed.filter { !isLast($0) } + reversed.filter(isLast)
  }

  private func unlockedOrder(_ order: PetSortOrder) -> [Int] {
    let order = order.kept
    if let sorted = orders[order] { return sorted }
    let pets = catalog.pets
    var sorted = Array(pets.indices)
    switch order {
    case .reverseName:
      sorted = unlockedOrder(order.forward).reversed()
    // The other way, but a pet whose age or intake date is not known, or whose fee is not
    // listed, stays last.
    case .oldest:
      sorted = reversed(.age, keepingLast: { pets[$0].ageKnown == .unknown })
    case .newest:
      sorted = reversed(.intake, keepingLast: { pets[$0].intakeDate == nil })
    case .highestFee:
      let listed = pets.map { $0.listedFee(under: self.catalog.fees) != nil }
      sorted = reversed(.fee, keepingLast: { !listed[$0] })
    case .name:
      sorted = PetIndex.nameOrder(of: pets)
    case .age:
      // Youngest first: the latest birthday first.
      let days = pets.map(\.birthday.dayNumber)
      sorted.sort { (days[$1], $0) < (days[$0], $1) }
    case .fee:
      // Cheapest first, a pet whose fee is not listed last. The fees are ranked once, so pets
      // compare as integers, not `Decimal`s: a catalogue has a handful of distinct fees.
      let ranks = PetIndex.feeRanks(pets.lazy.map { $0.listedFee(under: self.catalog.fees) })
      sorted.sort { (ranks[$0], $0) < (ranks[$1], $1) }
    case .intake:
      // A pet whose intake date is not known, last.
      let days = pets.map { $0.intakeDate?.dayNumber ?? .max }
      sorted.sort { (days[$0], $0) < (days[$1], $1) }
    case .distance:
      preconditionFailure("nearest first is kept as by name")
    }
    orders[order] = sorted
    return sorted
  }
}

extension PetIndex {
  /// Each fee's rank among the distinct fees, cheapest 0, with `nil` (not listed) after all.
  public static func feeRanks(_ fees: some Sequence<Decimal?>) -> [Int] {
    let fees = Array(fees)
    let distinct = Set(fees.compactMap { $0 }).sorted()
    let rank = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, $0) })
    return fees.map { fee in fee.flatMap { rank[$0] } ?? distinct.count }
  }
}

/// Each pet's fixed-choice fields packed into one integer, so a filter tests
/// bits instead of comparing values: a few nanoseconds a pet.
public struct AttributeCodes: Sendable {
  let codes: [UInt64]

  // One bit per value: species 0–9, sex 10–12, size 13–17, rarity 18–21 (none when the pet has
  // none), status 22–25, for each of kids, dogs and cats whether the answer is yes (26–28), and
  // coat 29–35. A test checks that every field's cases fit its width and that no two fields
  // overlap: a species added beyond ten fails it instead of setting a sex bit.
  private static let species = bits(Species.self, from: 0)
  private static let sexes = bits(Sex.self, from: 10)
  private static let sizes = bits(Size.self, from: 13)
  private static let rarities = bits(Rarity.self, from: 18)
  private static let statuses = bits(AdoptionStatus.self, from: 22)
  private static let goodWith = bits(Company.self, from: 26)
  private static let coats = bits(Coat.self, from: 29)

  /// A packed field: its name, its first bit, the bits it has, and how many cases it must hold.
  struct Field: Equatable {
    var name: String
    var first: Int
    var width: Int
    var cases: Int
  }

  /// The packed fields, with the bits each table above uses: bit `first` up to `first + cases`.
  static let layout = [
    field("species", species, width: 10), field("sex", sexes, width: 3), field("size", sizes, width: 5),
    field("rarity", rarities, width: 4), field("status", statuses, width: 4), field("goodWith", goodWith, width: 3),
    field("coat", coats, width: 7),
  ]

  private static func field<Value>(_ name: String, _ table: [Value: UInt64], width: Int) -> Field {
    let first = table.values.map(\.trailingZeroBitCount).min() ?? 0
    return Field(name: name, first: first, width: width, cases: table.count)
  }

  private static func bits<Value: CatalogEnum>(_: Value.Type, from first: Int) -> [Value: UInt64] {
    Dictionary(uniqueKeysWithValues: Value.allCases.enumerated().map { ($1, UInt64(1) << (first + $0)) })
  }

  init(pets: [Pet]) {
    codes = pets.map(Self.code(of:))
  }

  /// `pet`'s fixed-choice fields packed into one integer, for `Masks.matches`.
  public static func code(of pet: Pet) -> UInt64 {
    code(
      species: pet.species, sex: pet.sex, size: pet.size, rarity: pet.rarity, status: pet.status,
      kids: pet.goodWithKids, dogs: pet.goodWithDogs, cats: pet.goodWithCats, coat: pet.coat)
  }

  /// The code of a pet with these fields (`code(of:)`), for a reader that has them apart.
  public static func code(
    species: Species, sex: Sex, size: Size, rarity: Rarity?, status: AdoptionStatus, kids: Answer, dogs: Answer,
    cats: Answer, coat: Coat
  ) -> UInt64 {
    var code = (self.species[species] ?? 0) | (sexes[sex] ?? 0) | (sizes[size] ?? 0)
    code |= (rarity.flatMap { rarities[$0] } ?? 0) | (statuses[status] ?? 0) | (coats[coat] ?? 0)
    for (company, answer) in [(Company.kids, kids), (.dogs, dogs), (.cats, cats)] where answer == .yes {
      code |= goodWith[company] ?? 0
    }
    return code
  }

  /// The bits of the species in `set`: a code holds one of them when its pet is one of those.
  public static func speciesBits(_ set: some Sequence<Species>) -> UInt64 {
    set.reduce(0) { $0 | (species[$1] ?? 0) }
  }

  /// A filter's conditions on the packed fields.
  public struct Masks: Sendable {
    /// Groups of bits of which at least one must be set (an empty group is left out), one for
    /// each of species, sex, size, rarity, status and coat, kept in fields rather than an
    /// array: a query tests a million pets' codes.
    private var anyOf: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    /// Bits that must all be set.
    private var allOf: UInt64 = 0

    public init(_ filter: PetFilter) {
      func mask<Value: CatalogEnum>(_ values: some Sequence<Value>, _ table: [Value: UInt64]) -> UInt64 {
        values.reduce(0) { $0 | (table[$1] ?? 0) }
      }
      let groups = [
        mask(filter.species, AttributeCodes.species), mask(filter.sex.map { [$0] } ?? [], AttributeCodes.sexes),
        mask(filter.sizes, AttributeCodes.sizes), mask(filter.rarities, AttributeCodes.rarities),
        mask(filter.statuses, AttributeCodes.statuses), mask(filter.coats, AttributeCodes.coats),
      ]
      anyOf = (groups[0], groups[1], groups[2], groups[3], groups[4], groups[5])
      allOf = mask(filter.goodWith, AttributeCodes.goodWith)
    }

    @inline(__always)
    public func matches(_ code: UInt64) -> Bool {
      // A group of 0 asks nothing.
      func any(_ group: UInt64) -> Bool { group == 0 || code & group != 0 }
      return code & allOf == allOf && any(anyOf.0) && any(anyOf.1) && any(anyOf.2) && any(anyOf.3) && any(anyOf.4)
        && any(anyOf.5)
    }
  }
}

/// The folded search text of every pet in one buffer, each pet's text ended by
/// a zero byte, so a word is found in all pets with one scan of memory. A hit counts where the
/// search rule allows it (`SearchText`): at the start of a word.
struct SearchBuffer: Sendable {
  private let bytes: [UInt8]
  /// Where each pet's text starts; one more entry marks the end.
  private let starts: [Int]
  /// For each pet, `LetterSets.wordsPerPet` words of bits: which letters a-z and which pairs of
  /// letters ("st", "be") start a word of its text. A word of one or two letters is then found
  /// in every pet by testing a bit, and a longer one only looked for in the pets with a word
  /// that starts as it does: the short first words of search as you type are the ones that
  /// match nearly everything.
  private let letterSets: [UInt64]

  init(pets: [Pet], speciesNames: [Species: String] = [:]) {
    let speciesText = Dictionary(
      uniqueKeysWithValues: Species.allCases.map { species in
        (species, Array(SearchText.fold(PetIndex.speciesText(species, speciesNames: speciesNames)).utf8))
      })
    var bytes: [UInt8] = []
    bytes.reserveCapacity(pets.reduce(0) { $0 + $1.description.utf8.count + $1.name.utf8.count + 32 })
    var starts: [Int] = []
    starts.reserveCapacity(pets.count + 1)
    for pet in pets {
      starts.append(bytes.count)
      // The species' words, folded once for all pets; then the pet's own texts.
      bytes.append(contentsOf: speciesText[pet.species] ?? [])
      bytes.append(0x0A)
      for part in pet.searchedTexts {
        let partStart = bytes.count
        bytes.append(contentsOf: part.utf8)
        if bytes[partStart...].allSatisfy({ $0 < 0x80 }) {
          // ASCII folds by lowercasing, byte by byte: the same as `SearchText.fold`, much faster.
          for offset in partStart..<bytes.count where (0x41...0x5A).contains(bytes[offset]) {
            bytes[offset] |= 0x20
          }
        } else {
          bytes.removeSubrange(partStart...)
          bytes.append(contentsOf: SearchText.fold(part).utf8)
        }
        bytes.append(0x0A)
      }
      bytes.append(0)
    }
    starts.append(bytes.count)
    self.bytes = bytes
    self.starts = starts
    self.letterSets = LetterSets.make(bytes: bytes, starts: starts)
  }

  /// Folded search words as bytes.
  static func terms(_ words: [String]) -> [[UInt8]] {
    words.map { Array($0.utf8) }.filter { !$0.isEmpty }
  }

  /// Which pets' text holds `term`, by catalogue index.
  func pets(containing term: [UInt8]) -> [Bool] {
    let count = starts.count - 1
    if let letters = LetterSets.Query(term) {
      let allowed = letterSets.withUnsafeBufferPointer { sets in
        (0..<count).map { index in
          letters.allows(UnsafeBufferPointer(rebasing: sets[(index * LetterSets.wordsPerPet)...]))
        }
      }
      if letters.isExact { return allowed }
      let candidates = allowed.reduce(0) { $0 + ($1 ? 1 : 0) }
      // Few candidates: look in each. Many: one scan of all the text costs less than as many looks.
      if candidates * 8 < count {
        return allowed.indices.map { allowed[$0] && pet($0, holds: term) }
      }
    }
    var found = [Bool](repeating: false, count: count)
    bytes.withUnsafeBufferPointer { buffer in
      starts.withUnsafeBufferPointer { starts in
        var offset = 0
        var pet = 0
        while let hit = Self.find(term, in: buffer, from: offset, to: buffer.count) {
          guard Self.allows(term, at: hit, in: buffer) else {
            offset = hit + 1
            continue
          }
          // Hits come in order, so the pet holding one is found by walking forward.
          while starts[pet + 1] <= hit { pet += 1 }
          found[pet] = true
          offset = starts[pet + 1]
        }
      }
    }
    return found
  }

  /// Whether the text of pet `index` holds `term`.
  func pet(_ index: Int, contains term: [UInt8]) -> Bool {
    if let letters = LetterSets.Query(term) {
      let allowed = letterSets.withUnsafeBufferPointer { sets in
        letters.allows(UnsafeBufferPointer(rebasing: sets[(index * LetterSets.wordsPerPet)...]))
      }
      guard allowed else { return false }
      if letters.isExact { return true }
    }
    return pet(index, holds: term)
  }

  /// Whether the text of pet `index` holds `term`, by looking.
  private func pet(_ index: Int, holds term: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var offset = starts[index]
      while let hit = Self.find(term, in: buffer, from: offset, to: starts[index + 1]) {
        if Self.allows(term, at: hit, in: buffer) { return true }
        offset = hit + 1
      }
      return false
    }
  }

  /// Whether a hit of `term` at `offset` counts: at the start of a word, or anywhere for a term
  /// that starts outside the Latin alphabet. The byte before a pet's text is the previous
  /// pet's zero, and every part ends with a new line, so no hit runs on from another part.
  private static func allows(_ term: [UInt8], at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    offset == 0 || !SearchText.isLatinLetterOrDigit(term[0]) || !SearchText.isLatinLetterOrDigit(buffer[offset - 1])
  }

  /// The offset of the first `term` in `buffer[start..<end]`.
  ///
  /// `memchr` looks for the term's rarest byte (by English letter frequency),
  /// and each hit is checked with `memcmp`: looking for the `u` of "stu" stops far
  /// less often than looking for its `s`.
  private static func find(
    _ term: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int? {
    guard let base = buffer.baseAddress, !term.isEmpty else { return nil }
    let anchor = term.indices.min { rarity(term[$0]) < rarity(term[$1]) } ?? 0
    let anchorByte = Int32(term[anchor])
    return term.withUnsafeBufferPointer { needle -> Int? in
      guard let needleBase = needle.baseAddress else { return nil }
      // The anchor can stand from `start + anchor` to `end - count + anchor`.
      var offset = start + anchor
      let last = end - needle.count + anchor
      while offset <= last {
        guard let raw = memchr(base + offset, anchorByte, last - offset + 1) else { return nil }
        let position = base.distance(to: raw.assumingMemoryBound(to: UInt8.self)) - anchor
        if memcmp(base + position, needleBase, needle.count) == 0 { return position }
        offset = position + anchor + 1
      }
      return nil
    }
  }

  /// Lower for bytes that are rarer in English text; bytes outside a-z count as rare.
  private static func rarity(_ byte: UInt8) -> Int {
    // Letters from most to least frequent in English text.
    let common: [UInt8] = Array("etaoinshrdlcumwfgypbvkjxqz".utf8)
    guard let rank = common.firstIndex(of: byte) else { return -1 }
    return common.count - rank
  }
}

extension PetFilter {
  /// A filter that only searches.
  public init(search: String) {
    self.init()
    self.search = search
  }
}

/// Which letters and pairs of letters each pet's folded text holds (see `SearchBuffer`).
enum LetterSets {
  /// 26 single letters in the first word, then 26 × 26 pairs in the next eleven: the letters and
  /// the pairs of letters that start a word of the pet's text.
  static let wordsPerPet = 12

  /// The bit for the letter `a` (0–25), or for the pair `a`, `b`: word and mask.
  static func bit(letter: Int) -> (word: Int, mask: UInt64) { (0, 1 << UInt64(letter)) }
  static func bit(pair first: Int, _ second: Int) -> (word: Int, mask: UInt64) {
    let index = first * 26 + second
    return (1 + index / 64, 1 << UInt64(index % 64))
  }

  static func make(bytes: [UInt8], starts: [Int]) -> [UInt64] {
    var sets = [UInt64](repeating: 0, count: (starts.count - 1) * wordsPerPet)
    bytes.withUnsafeBufferPointer { bytes in
      sets.withUnsafeMutableBufferPointer { sets in
        for pet in 0..<(starts.count - 1) {
          let base = pet * wordsPerPet
          // The first letter of the word under way, while it is its first letter.
          var first = -1
          var inWord = false
          for offset in starts[pet]..<starts[pet + 1] {
            let byte = bytes[offset]
            let letter = Int(byte) - 97
            defer { inWord = SearchText.isLatinLetterOrDigit(byte) }
            if !inWord, letter >= 0 && letter < 26 {
              sets[base] |= 1 << UInt64(letter)
              first = letter
              continue
            }
            if first >= 0, letter >= 0 && letter < 26 {
              let (word, mask) = bit(pair: first, letter)
              sets[base + word] |= mask
            }
            first = -1
          }
        }
      }
    }
    return sets
  }

  /// The bits a word of letters a-z needs; `nil` for words with other characters.
  struct Query {
    private var needs: [(word: Int, mask: UInt64)] = []
    /// Whether the bits alone decide (one or two letters), with no need to look in the text.
    let isExact: Bool

    /// `nil` unless the term starts with two letters a-z (or is one): the start of a word
    /// is what the bits hold.
    init?(_ term: [UInt8]) {
      let letters = term.prefix(2).map { Int($0) - 97 }
      guard !letters.isEmpty, letters.allSatisfy({ $0 >= 0 && $0 < 26 }) else { return nil }
      isExact = term.count <= 2
      if letters.count == 1 {
        needs = [LetterSets.bit(letter: letters[0])]
      } else {
        needs = [LetterSets.bit(pair: letters[0], letters[1])]
      }
    }

    /// Whether a pet with these sets may hold the word (and does, when `isExact`).
    func allows(_ sets: UnsafeBufferPointer<UInt64>) -> Bool {
      needs.allSatisfy { sets[$0.word] & $0.mask != 0 }
    }
  }
}

/// Near a place: within `radius` kilometres of `center`, as the crow flies
/// (`Coordinates.distance(to:)`).
public struct Nearby: Hashable, Sendable {
  public var center: Coordinates
  /// In kilometres.
  public var radius: Double

  public init(center: Coordinates, radius: Double) {
    self.center = center
    self.radius = radius
  }

  /// The ids of the shelters of `described` within the radius; one placed nowhere is in none.
  public func shelterIDs(in described: [Shelter]) -> Set<String> {
    Set(within(described).map(\.id))
  }

  /// The ids of the shelters of `described` within the radius, nearest first, shelters as far
  /// by id: the order of `PetSortOrder.distance`.
  public func nearest(in described: [Shelter]) -> [String] {
    within(described).sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }.map(\.id)
  }

  /// The shelters of `described` within the radius, and how far each is.
  private func within(_ described: [Shelter]) -> [(id: String, distance: Double)] {
    described.compactMap { shelter in
      guard let place = shelter.coordinates else { return nil }
      let distance = center.distance(to: place)
      return distance <= radius ? (shelter.id, distance) : nil
    }
  }

  /// `indices`, in an order by name, regrouped nearest first: the pets of `nearest`'s first
  /// shelter, in the order they come, then its second's; a pet of none of them, last. Linear.
  public func byShelter(_ indices: [Int], nearest: [String], shelter: (Int) -> String) -> [Int] {
    let rank = Dictionary(nearest.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var groups = [[Int]](repeating: [], count: nearest.count + 1)
    for index in indices { groups[rank[shelter(index)] ?? nearest.count].append(index) }
    return Array(groups.joined())
  }
}
