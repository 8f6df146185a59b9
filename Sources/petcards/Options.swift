import ArgumentParser
import Foundation
import PetBrowsing
import PetCards
import PetCatalog
import PetCatalogStore
import PetCommandLine
import PetListings
import PetLocalization
import PetPresentation

/// A flag's value read as the window reads it: a code (`guinea-pig`) or the words the window
/// shows (`Guinea pig`), in any case.
protocol NamedArgument: NamedValue, ExpressibleByArgument {}

extension NamedArgument {
  public init?(argument: String) {
    self.init(named: argument)
  }
}

extension Species: NamedArgument {}
extension Sex: NamedArgument {}
extension Size: NamedArgument {}
extension Coat: NamedArgument {}
extension AgeGroup: NamedArgument {}
extension Rarity: NamedArgument {}
extension Company: NamedArgument {}
extension AdoptionStatus: NamedArgument {}
extension PetSortOrder: NamedArgument {}

/// A filter flag's value: one value, or `any` (no filter), as the window's drop-downs have it.
enum FilterWord<Value: NamedArgument>: ExpressibleByArgument, Hashable {
  case any
  case one(Value)

  init?(argument: String) {
    let key = NamedValues.key(argument)
    if key == "any" || key == NamedValues.key(trc("filter", "Any")) {
      self = .any
    } else if let value = Value(named: argument) {
      self = .one(value)
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { ["any"] + Value.allCases.map(\.rawValue) }

  /// The word as a flag's value reads it back: `any`, or the value's code.
  var argument: String {
    switch self {
    case .any: "any"
    case .one(let value): value.rawValue
    }
  }

  /// The values `words` allow: none (no filter) when any of them is `any`.
  static func values(_ words: [FilterWord]) -> Set<Value> {
    var values: Set<Value> = []
    for word in words {
      guard case .one(let value) = word else { return [] }
      values.insert(value)
    }
    return values
  }
}

/// `--status`'s value: a status, `adoptable` (all but adopted, the window's first choice) or `any`.
enum StatusWord: ExpressibleByArgument, Hashable {
  case any
  case adoptable
  case one(AdoptionStatus)

  init?(argument: String) {
    let key = NamedValues.key(argument)
    if key == "adoptable" || key == NamedValues.key(trc("filter", "Adoptable")) {
      self = .adoptable
    } else if let word = FilterWord<AdoptionStatus>(argument: argument) {
      switch word {
      case .any: self = .any
      case .one(let status): self = .one(status)
      }
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { ["adoptable", "any"] + AdoptionStatus.allCases.map(\.rawValue) }

  /// The word as `--status` reads it back.
  var argument: String {
    switch self {
    case .any: "any"
    case .adoptable: "adoptable"
    case .one(let status): status.rawValue
    }
  }

  /// The statuses `words` allow: every one when any of them is `any`.
  static func statuses(_ words: [StatusWord]) -> Set<AdoptionStatus> {
    var statuses: Set<AdoptionStatus> = []
    for word in words {
      switch word {
      case .any: return []
      case .adoptable: statuses.formUnion(AdoptionStatus.adoptable)
      case .one(let status): statuses.insert(status)
      }
    }
    return statuses
  }
}

/// `--catalog`: what it names is told once, as it is parsed (a server's address, a store by its
/// first bytes, else a file).
extension CatalogSource: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(argument)
  }
}

extension CalendarDate: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(iso: argument)
  }
}

/// Which catalogue, seen on which day.
struct CatalogOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      tr(
        "The catalogue to read: a JSON file, a store (.sqlite), or a shelter's listing (Petfinder, RescueGroups.org, ASM3, CSV), a file or its web address (https://…)."
      ),
      valueName: "path"))
  var catalog: CatalogSource?

  @OptionGroup var listing: ListingArguments

  @Option(
    name: .long,
    help: ArgumentHelp(tr("The day to count ages to, as YYYY-MM-DD (default: today)."), valueName: "date"))
  var today: CalendarDate?

  /// What the command reads: `--catalog` (told once, as it is parsed), else `$PET_CATALOG`,
  /// else the bundled one.
  var source: CatalogSource? { catalog ?? BundledCatalog.locate().map { CatalogSource($0) } }

  /// The day ages are counted to: `--today`, else the local date.
  var day: CalendarDate { today ?? CalendarDate.today() }

  /// Loads the catalogue, printing its warnings; on failure prints every problem and exits 65,
  /// 66 or 74. A store's pets stay in the store unless `whole`, read as they are shown.
  func load(whole: Bool = false) throws -> Catalog {
    guard let source else {
      Terminal.error(
        trf(
          // TRANSLATORS: %1$@ is the name of an environment variable, PET_CATALOG.
          tr("cannot find the bundled catalogue; pass --catalog PATH or set %1$@"), BundledCatalog.environmentVariable))
      throw ExitCode(66)
    }
    do throws(CatalogError) {
      let path = source.argument
      if source.isShared {
        throw CatalogError(
          .usage, file: source.described,
          tr(
            "is a shared catalogue's address; this command reads a catalogue file (a JSON file, a store or a shelter's listing)"
          ))
      }
      let (catalog, page) = try read(source, whole: whole)
      for line in catalog.warningLines() { Terminal.error(line) }
      if let page {
        Terminal.error(
          trf(
            // TRANSLATORS: %2$lld and %3$lld are page numbers.
            tr("warning: %1$@: is page %2$lld of %3$lld of its listing; the pets of the other pages are not shown"),
            path, page.number, page.count))
      }
      return catalog
    } catch {
      throw Terminal.refusal(error)
    }
  }
}

extension CatalogOptions {
  /// The catalogue `source` names, and which page of its listing it is, if it is one: a
  /// store's pets stay in the store unless `whole`, and so do a JSON catalogue's, in its store
  /// in the cache folder, when it was seen before as it is now.
  private func read(_ source: CatalogSource, whole: Bool) throws(CatalogError) -> (Catalog, ListingPage?) {
    if ListingAddress.isWebAddress(source.argument) {
      // A listing on the web: every page, read in memory (issue 42, point 5).
      let addresses = ListingAddresses(
        maximumPages: ListingAddresses.defaultMaximumPages, options: listing.options(today: day),
        loader: CatalogLoader(today: day))
      let pages = try addresses.pages(of: source.argument).map {
        CatalogImport.Source(file: $0.name, catalog: $0.catalog, isPage: $0.page != nil)
      }
      return (try CatalogImport.merged(pages), nil)
    }
    if !whole, let store = try store(of: source) { return (try store.backedCatalog(), nil) }
    return try CatalogStore.loadListing(
      path: source.argument, with: CatalogLoader(today: day), listing: listing.options(today: day))
  }

  /// The store `source` names, opened: the file itself when it is one, else a JSON catalogue's
  /// store in the cache folder when the file was seen before as it is now; `nil` for a file
  /// read whole (a JSON catalogue not seen so, a shelter's listing) or a server.
  func store(of source: CatalogSource) throws(CatalogError) -> CatalogStore? {
    switch source.kind {
    case .store: return try CatalogStore.open(source.argument)
    case .file: return CatalogStoreCache.standard()?.open(catalogAt: source.argument, today: day)
    case .shared: return nil
    }
  }

  /// The shared catalogue `--catalog` names, connected; `nil` when it names a file. On failure
  /// prints why and exits 65, 69 or 77.
  func openShared() throws -> SharedCatalog? {
    guard let source = catalog, source.isShared else { return nil }
    return try reading { try SharedCatalog.open(source.argument) }
  }

  /// Opens the store at `path`; on failure prints why and exits 65, 66 or 74.
  func openStore(at path: String) throws -> CatalogStore {
    try reading { try CatalogStore.open(path) }
  }

  /// Runs `body`, which reads a store; a problem it meets is printed, with its exit status.
  func reading<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as CatalogError {
      throw Terminal.refusal(error)
    }
  }

  /// Has `catalog`'s store in the cache folder made for the next run, if it was read from a
  /// JSON catalogue with no pet left out, by a process of its own (`keep-store`) that this one
  /// starts and does not wait for, as `git gc --auto` detaches: the prompt comes back as soon
  /// as the output is out (a million pets' store takes some fifteen seconds more; the person
  /// waited for it before, issue 45). Failing to start it is not an error: the next run reads
  /// the JSON again.
  func rememberLater(_ catalog: Catalog) {
    guard let file = catalog.readFrom?.path, catalog.leftOut.isEmpty, CatalogStoreCache.standard() != nil else {
      return
    }
    DetachedProcess.start(["keep-store", "--catalog", file, "--today", day.isoString])
  }
}

/// Makes a JSON catalogue's store in the cache folder, for the next run: started by a command
/// that read the JSON (`CatalogOptions.rememberLater`), in a session of its own, its output to
/// /dev/null. One at a time per catalogue: another started meanwhile leaves it to this one.
struct KeepStoreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keep-store", abstract: "Keeps a JSON catalogue as a store in the cache for the next run.",
    shouldDisplay: false)

  @OptionGroup var catalogOptions: CatalogOptions

  func run() throws {
    guard let path = catalogOptions.catalog?.path else { return }
    CatalogStoreCache.standard()?.keep(catalogAt: path, today: catalogOptions.day)
  }
}

/// Which pets, in which order.
struct FilterOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(tr("Only pets whose name, breed or story holds every word of this text."), valueName: "text"))
  var search: String?

  @Option(help: ArgumentHelp(tr("Only this species; repeatable."), valueName: "species"))
  var species: [FilterWord<Species>] = []

  @Option(help: ArgumentHelp(tr("Only this sex."), valueName: "sex"))
  var sex: FilterWord<Sex>?

  @Option(help: ArgumentHelp(tr("Only this grown size; repeatable."), valueName: "size"))
  var size: [FilterWord<Size>] = []

  @Option(
    help: ArgumentHelp(
      tr("Only this coat length (hairless, short, medium, long, wire, curly, unknown); repeatable."), valueName: "coat")
  )
  var coat: [FilterWord<Coat>] = []

  @Option(
    name: [.customLong("age-group"), .customLong("age")],
    help: ArgumentHelp(
      tr(
        "Only this age group (baby, young, adult, senior, as fits the species: a dog is senior from 8, a cat from 11); repeatable."
      ),
      valueName: "group"))
  var ageGroup: [FilterWord<AgeGroup>] = []

  @Option(help: ArgumentHelp(tr("Only this rarity; repeatable."), valueName: "rarity"))
  var rarity: [FilterWord<Rarity>] = []

  @Option(
    name: .customLong("good-with"),
    help: ArgumentHelp(tr("Only pets known to be good with these; repeatable."), valueName: "who"))
  var goodWith: [FilterWord<Company>] = []

  @Option(
    help: ArgumentHelp(
      tr(
        "Only this adoption status (adoptable: all but adopted, the default, as in the window; any: every pet); repeatable. Pets named to show have any status unless this is given."
      ),
      valueName: "status"))
  var status: [StatusWord] = []

  @Option(
    help: ArgumentHelp(
      tr(
        "The order: name, age (youngest first), fee (lowest first), intake (longest waiting first); the other way: reverse-name, oldest, highest-fee, newest; with --near, distance (nearest first)."
      ),
      valueName: "order"))
  var sort: PetSortOrder = .name

  @Option(
    help: ArgumentHelp(
      tr("Only this shelter's pets, by its id (petcards shelter list); repeatable."), valueName: "id"))
  var shelter: [String] = []

  @Option(
    help: ArgumentHelp(
      tr(
        "Only pets whose shelter is near this place: a US ZIP code, \"City, Region\", \"City, Country\" or latitude,longitude (GeoNames' gazetteer; docs/near-me.md)."
      ), valueName: "place"))
  var near: String?

  @Option(
    help: ArgumentHelp(
      tr(
        "How near --near: a distance such as 25mi or 40km (default: 50, in miles or kilometres as the locale prefers)."
      ), valueName: "distance"))
  var within: String?

  mutating func validate() throws {
    if sort == .distance, near == nil {
      throw ValidationError(tr("--sort distance needs --near: say near where"))
    }
    _ = try nearby()
  }

  /// The options as flags that read back to them (a saved search keeps these): each value by
  /// its code, in a fixed order; the order of the list last, when it is not by name.
  var flags: [String] {
    var flags: [String] = []
    if let search { flags += ["--search", search] }
    flags += species.flatMap { ["--species", $0.argument] }
    if let sex { flags += ["--sex", sex.argument] }
    flags += size.flatMap { ["--size", $0.argument] } + coat.flatMap { ["--coat", $0.argument] }
    flags += ageGroup.flatMap { ["--age", $0.argument] } + rarity.flatMap { ["--rarity", $0.argument] }
    flags += goodWith.flatMap { ["--good-with", $0.argument] } + status.flatMap { ["--status", $0.argument] }
    flags += shelter.flatMap { ["--shelter", $0] }
    if let near { flags += ["--near", near] }
    if let within { flags += ["--within", within] }
    if sort != .name { flags += ["--sort", sort.rawValue] }
    return flags
  }

  /// The place and distance `--near` and `--within` say, checked (a usage error, exit 64, names
  /// a place the gazetteer does not know, one that is several places, or a distance that is
  /// none); `nil` without `--near`.
  func nearby() throws -> Nearby? {
    guard let near else {
      if within != nil { throw ValidationError(tr("--within needs --near: say near where")) }
      return nil
    }
    // Read only when a place is asked (its tables are 2.7 MB), and then only the line a ZIP
    // code needs.
    guard let lookup = Gazetteer.lookUp(near) else {
      throw ValidationError(tr("--near: the gazetteer is not installed (data/gazetteer)"))
    }
    let center: Coordinates
    switch lookup {
    case .found(let place): center = place.coordinates
    case .notFound:
      throw ValidationError(
        trf(
          tr(
            // TRANSLATORS: %1$@ is the place given to --near, e.g. "Springfeld, IL".
            "--near: no place \"%1$@\" in the gazetteer; give a US ZIP code, \"City, Region\", \"City, Country\" or latitude,longitude"
          ), TerminalText.sanitize(near)))
    case .ambiguous(let places):
      throw ValidationError(
        trf(
          // TRANSLATORS: %1$@ is the place given to --near, %2$@ a few places of that name, e.g. "Springfield, IL", "Springfield, MA".
          tr("--near: \"%1$@\" is several places; say which, e.g. %2$@"), TerminalText.sanitize(near),
          places.map { "\"\($0)\"" }.joined(separator: ", ")))
    }
    let unit = DistanceUnit.preferred(by: Localization.readerLocale)
    guard let radius = SearchFlags.kilometres(within ?? "50", unit: unit) else {
      throw ValidationError(
        trf(
          // TRANSLATORS: %1$@ is what was given to --within.
          tr("--within: expected a distance such as 25mi or 40km, found \"%1$@\""), TerminalText.sanitize(within ?? ""))
      )
    }
    return Nearby(center: center, radius: radius)
  }

  /// `catalog`, read whole, with only the pets of `--shelter`'s shelters, when it names some: a
  /// shelter the catalogue does not describe is a usage error naming the catalogue (exit 64).
  func kept(_ catalog: Catalog, source: CatalogSource?) throws -> Catalog {
    guard !shelter.isEmpty else { return catalog }
    let known = Set(catalog.shelters.map(\.id))
    if let unknown = shelter.first(where: { !known.contains($0) }) {
      // TRANSLATORS: %1$@ is a shelter's id, %2$@ the catalogue's file.
      Terminal.error(trf(tr("%2$@: no shelter has the id \"%1$@\""), unknown, source?.described ?? ""))
      throw ExitCode(64)
    }
    let wanted = Set(shelter)
    var kept = catalog
    kept.pets = catalog.pets.filter { wanted.contains($0.shelter) }
    return kept
  }

  /// The pets of `catalog` these options leave, in their order (`filter(named:)`).
  func list(of catalog: Catalog, today: CalendarDate, named: Bool = false) -> PetListViewModel {
    PetListViewModel(
      catalog: catalog, today: today, locale: Localization.readerLocale, filter: filter(named: named), sortOrder: sort)
  }

  /// The filter the options say. With no `--status`, the pets an adopter can still ask about
  /// (all but adopted), as the window lists them (the two disagreed: issue 45); every status
  /// for pets `named` one by one (`show cleo` shows Cleo, adopted or not).
  func filter(named: Bool = false) -> PetFilter {
    var filter = PetFilter()
    filter.search = search ?? ""
    filter.species = FilterWord.values(species)
    if case .one(let sex) = sex { filter.sex = sex }
    filter.sizes = FilterWord.values(size)
    filter.coats = FilterWord.values(coat)
    filter.ageGroups = FilterWord.values(ageGroup)
    filter.rarities = FilterWord.values(rarity)
    filter.goodWith = FilterWord.values(goodWith)
    filter.statuses = status.isEmpty && !named ? AdoptionStatus.adoptable : StatusWord.statuses(status)
    // Kept to them where the catalogue is not already (`kept`, `QueriedCatalog.open`): a saved
    // search's shelters.
    filter.shelters = Set(shelter)
    // Checked by `validate` before any command runs.
    filter.near = try? nearby()
    return filter
  }
}

/// How to print.
struct OutputOptions: ParsableArguments {
  @Flag(help: ArgumentHelp(tr("Print the view model's outputs as a JSON array instead of text.")))
  var json = false

  @Flag(
    name: .customLong("no-color"), help: ArgumentHelp(tr("Never use colour (also: the NO_COLOR environment variable)."))
  )
  var noColor = false

  var style: TextStylePolicy { TextStylePolicy(noColorFlag: noColor) }
}
