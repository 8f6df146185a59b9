import ArgumentParser
import Foundation
import PetCatalog
import PetLocalization
import PetPresentation

extension Species: ExpressibleByArgument {}
extension Sex: ExpressibleByArgument {}
extension Size: ExpressibleByArgument {}
extension AgeGroup: ExpressibleByArgument {}
extension Rarity: ExpressibleByArgument {}
extension Company: ExpressibleByArgument {}
extension AdoptionStatus: ExpressibleByArgument {}
extension PetSortOrder: ExpressibleByArgument {}

extension CalendarDate: ExpressibleByArgument {
  public init?(argument: String) {
    self.init(iso: argument)
  }
}

/// Which catalogue, seen on which day.
struct CatalogOptions: ParsableArguments {
  @Option(name: .long, help: ArgumentHelp(tr("The catalogue file to read."), valueName: "path"))
  var catalog: String?

  @Option(
    name: .long,
    help: ArgumentHelp(tr("The day to count ages to, as YYYY-MM-DD (default: today)."), valueName: "date"))
  var today: CalendarDate?

  /// The day ages are counted to: `--today`, else the local date.
  var day: CalendarDate { today ?? CalendarDate.today() }

  /// Loads the catalogue, printing its warnings; on failure prints every problem and exits 65 or 66.
  func load() throws -> Catalog {
    guard let path = catalog ?? BundledCatalog.locate() else {
      Terminal.error(
        // TRANSLATORS: %1$@ is the name of an environment variable, PET_CATALOG.
        trf(
          tr("cannot find the bundled catalogue; pass --catalog PATH or set %1$@"), BundledCatalog.environmentVariable))
      throw ExitCode(66)
    }
    do {
      var loader = CatalogLoader(today: day)
      loader.cache = CatalogCache.standard()
      let catalog = try loader.load(path: path)
      for line in catalog.warningLines() { Terminal.error(line) }
      return catalog
    } catch {
      for problem in error.problems { Terminal.error(problem.description) }
      throw ExitCode(error.exitCode)
    }
  }
}

extension CatalogOptions {
  /// Keeps a binary copy of `catalog` for the next run, if it was read from JSON: called once
  /// the output is out, so the copy's writing never delays what the user waits for.
  func remember(_ catalog: Catalog) {
    CatalogCache.standard()?.remember(catalog, today: day)
  }
}

/// Which pets, in which order.
struct FilterOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(tr("Only pets whose name, breed or story holds every word of this text."), valueName: "text"))
  var search: String?

  @Option(help: ArgumentHelp(tr("Only this species; repeatable."), valueName: "species"))
  var species: [Species] = []

  @Option(help: ArgumentHelp(tr("Only this sex."), valueName: "sex"))
  var sex: Sex?

  @Option(help: ArgumentHelp(tr("Only this grown size; repeatable."), valueName: "size"))
  var size: [Size] = []

  @Option(
    name: .customLong("age-group"),
    help: ArgumentHelp(
      tr("Only this age group (baby, young, adult, senior, as fits the species: a dog is senior from 8, a cat from 11); repeatable."),
      valueName: "group"))
  var ageGroup: [AgeGroup] = []

  @Option(help: ArgumentHelp(tr("Only this rarity; repeatable."), valueName: "rarity"))
  var rarity: [Rarity] = []

  @Option(
    name: .customLong("good-with"),
    help: ArgumentHelp(tr("Only pets known to be good with these; repeatable."), valueName: "who"))
  var goodWith: [Company] = []

  @Option(
    help: ArgumentHelp(tr("Only this adoption status; repeatable."), valueName: "status"))
  var status: [AdoptionStatus] = []

  @Option(
    help: ArgumentHelp(
      tr("The order: name, age (youngest first), fee (lowest first), intake (longest waiting first)."),
      valueName: "order"))
  var sort: PetSortOrder = .name

  /// The pets of `catalog` these options leave, in their order.
  func list(of catalog: Catalog, today: CalendarDate) -> PetListViewModel {
    PetListViewModel(catalog: catalog, today: today, locale: Localization.readerLocale, filter: filter, sortOrder: sort)
  }

  var filter: PetFilter {
    var filter = PetFilter()
    filter.search = search ?? ""
    filter.species = Set(species)
    filter.sex = sex
    filter.sizes = Set(size)
    filter.ageGroups = Set(ageGroup)
    filter.rarities = Set(rarity)
    filter.goodWith = Set(goodWith)
    filter.statuses = Set(status)
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
