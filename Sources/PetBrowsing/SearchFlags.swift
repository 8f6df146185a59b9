import PetCatalog
import PetLocalization
import PetPresentation

/// A saved search's filters as the flags `petcards list` takes (`--search beagle --species dog
/// --near 62704 --within 25mi`), read and written without the command line's parser, so the
/// window and `petcards` keep and read the same searches (issue 44, point 3). The place stays
/// text, looked up each time it is used, in the gazetteer of the day.
public struct SearchFlags: Equatable, Sendable {
  /// The search and filters; `near` is never set here (see `place`).
  public var filter: PetFilter
  /// The place the pets must be near, as it was written, e.g. `62704`; `nil`: anywhere.
  public var place: String?
  /// How near, as it was written with its unit, e.g. `25mi`; `nil`: the default.
  public var within: String?
  /// The order of the list.
  public var sort: PetSortOrder

  /// Every adoptable pet, by name, anywhere: the window's first query.
  public init(
    filter: PetFilter = SearchFlags.defaultFilter, place: String? = nil, within: String? = nil,
    sort: PetSortOrder = .name
  ) {
    var filter = filter
    filter.near = nil
    self.filter = filter
    self.place = place
    self.within = within
    self.sort = sort
  }

  /// The filter of no flags: every pet that can still be adopted, as `petcards list` and the
  /// window list them.
  public static var defaultFilter: PetFilter {
    var filter = PetFilter()
    filter.statuses = AdoptionStatus.adoptable
    return filter
  }

  /// Why flags do not read, naming the flag and its value.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
  }

  /// The flags `flags` read back: each flag then its value, as `flags` writes them (a flag's
  /// value may be `any`, as the command line takes it). A flag that is none of the list's, a
  /// value that is none of its flag's, or a flag with no value is a `Problem`.
  public init(flags: [String]) throws(Problem) {
    self.init()
    var statusWords: [String] = []
    var index = flags.startIndex
    while index < flags.endIndex {
      let flag = flags[index]
      guard index + 1 < flags.endIndex else {
        // TRANSLATORS: %1$@ is a command-line flag, e.g. --species.
        throw Problem(description: trf(tr("%1$@ has no value"), flag))
      }
      let value = flags[index + 1]
      index += 2
      switch flag {
      case "--search": filter.search = value
      case "--species": try Self.add(value, of: flag, to: &filter.species)
      case "--sex":
        var sexes: Set<Sex> = []
        try Self.add(value, of: flag, to: &sexes)
        filter.sex = sexes.first
      case "--size": try Self.add(value, of: flag, to: &filter.sizes)
      case "--coat": try Self.add(value, of: flag, to: &filter.coats)
      case "--age", "--age-group": try Self.add(value, of: flag, to: &filter.ageGroups)
      case "--rarity": try Self.add(value, of: flag, to: &filter.rarities)
      case "--good-with": try Self.add(value, of: flag, to: &filter.goodWith)
      case "--status": statusWords.append(value)
      case "--shelter": filter.shelters.insert(value)
      case "--near": place = value
      case "--within": within = value
      case "--sort":
        guard let order = PetSortOrder(named: value) else { throw Self.unknown(value, of: flag) }
        sort = order
      default:
        // TRANSLATORS: %1$@ is a command-line flag that a saved search may not hold.
        throw Problem(description: trf(tr("%1$@ is not one of the list's filters"), flag))
      }
    }
    if !statusWords.isEmpty { filter.statuses = try Self.statuses(statusWords) }
  }

  /// The flags that read back to these: each value by its code, in a fixed order (the order
  /// `petcards saved add` writes); no flag for what is the default.
  public var flags: [String] {
    var flags: [String] = []
    if !filter.search.isEmpty { flags += ["--search", filter.search] }
    flags += Self.codes(filter.species).flatMap { ["--species", $0] }
    if let sex = filter.sex { flags += ["--sex", sex.rawValue] }
    flags += Self.codes(filter.sizes).flatMap { ["--size", $0] } + Self.codes(filter.coats).flatMap { ["--coat", $0] }
    flags += Self.codes(filter.ageGroups).flatMap { ["--age", $0] }
    flags += Self.codes(filter.rarities).flatMap { ["--rarity", $0] }
    flags += Self.codes(filter.goodWith).flatMap { ["--good-with", $0] }
    if filter.statuses != AdoptionStatus.adoptable {
      flags +=
        filter.statuses.isEmpty ? ["--status", "any"] : Self.codes(filter.statuses).flatMap { ["--status", $0] }
    }
    flags += filter.shelters.sorted().flatMap { ["--shelter", $0] }
    if let place { flags += ["--near", place] }
    if let within { flags += ["--within", within] }
    if sort != .name { flags += ["--sort", sort.rawValue] }
    return flags
  }

  /// `text` as kilometres: a number above 0 and at most half the Earth round, then `mi`,
  /// `miles`, `km`, `kilometres`, or nothing for `unit`; `nil` when it is none.
  public static func kilometres(_ text: String, unit: DistanceUnit) -> Double? {
    let text = text.trimmingCharacters(in: .whitespaces).lowercased()
    let number = text.prefix { $0.isNumber || $0 == "." }
    let suffix = text.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
    guard let value = Double(number), value > 0 else { return nil }
    let written: DistanceUnit?
    switch suffix {
    case "": written = unit
    case "mi", "mile", "miles": written = .miles
    case "km", "kilometre", "kilometres", "kilometer", "kilometers": written = .kilometres
    default: written = nil
    }
    guard let kilometres = written?.kilometres(value), kilometres <= Double.pi * Coordinates.earthRadius else {
      return nil
    }
    return kilometres
  }

  /// `value` in `unit` written with the unit, so it reads the same whatever the locale later:
  /// `25mi`, `40km`.
  public static func withinText(_ value: Double, unit: DistanceUnit) -> String {
    let number = value == value.rounded() ? String(Int(value)) : String(value)
    return number + (unit == .miles ? "mi" : "km")
  }

  private static func add<Value: NamedValue>(_ text: String, of flag: String, to values: inout Set<Value>)
    throws(Problem)
  {
    if NamedValues.key(text) == "any" { return }
    guard let value = Value(named: text) else { throw unknown(text, of: flag) }
    values.insert(value)
  }

  private static func statuses(_ words: [String]) throws(Problem) -> Set<AdoptionStatus> {
    var statuses: Set<AdoptionStatus> = []
    for word in words {
      switch NamedValues.key(word) {
      case "any": return []
      case "adoptable": statuses.formUnion(AdoptionStatus.adoptable)
      default:
        guard let status = AdoptionStatus(named: word) else { throw unknown(word, of: "--status") }
        statuses.insert(status)
      }
    }
    return statuses
  }

  private static func codes<Value: NamedValue>(_ values: Set<Value>) -> [String] {
    Value.allCases.filter(values.contains).map(\.rawValue)
  }

  private static func unknown(_ value: String, of flag: String) -> Problem {
    // TRANSLATORS: %1$@ is a command-line flag, %2$@ the value it was given.
    Problem(description: trf(tr("%1$@ cannot be \"%2$@\""), flag, DisplayText.cleaned(value)))
  }
}
