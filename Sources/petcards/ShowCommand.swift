import ArgumentParser
import Foundation
import PetAdoptionFlow
import PetCards
import PetCatalog
import PetCatalogStore
import PetLiveClients
import PetLocalization
import PetPresentation
import PetStore

struct ShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: tr("Print pet cards: the named pets, or every pet the filters leave.")
  )

  @Argument(help: ArgumentHelp(tr("Pets to show, by id or by name."), valueName: "id-or-name"))
  var pets: [String] = []

  @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions
  @OptionGroup(title: trc("help heading", "Filters")) var filterOptions: FilterOptions
  @OptionGroup(title: trc("help heading", "Filters")) var favoritesOption: FavoritesOption
  @OptionGroup(title: trc("help heading", "Output")) var outputOptions: OutputOptions
  @OptionGroup(title: trc("help heading", "Output")) var pictureOptions: PictureOptions

  func run() throws {
    if let queried = try QueriedCatalog.open(catalogOptions, shelters: filterOptions.shelter) {
      return try show(from: queried)
    }
    let catalog = try filterOptions.kept(
      catalogOptions.load(whole: !filterOptions.shelter.isEmpty), source: catalogOptions.source)
    let list = filterOptions.list(of: catalog, today: catalogOptions.day, named: !pets.isEmpty)
    let rows = try favoritesOption.rows(of: list, in: catalogOptions)

    var chosen: [PetViewModel]
    var unmatched: [String] = []
    if pets.isEmpty {
      chosen = rows
    } else {
      // Named pets come in the order they were named, each once, if the filters let them through.
      let shown = Set(rows.map(\.id))
      var seen: Set<String> = []
      chosen = []
      for name in pets {
        let matches = catalog.pets(matching: name).filter { shown.contains($0.id) }
        if matches.isEmpty { unmatched.append(name) }
        for pet in matches where seen.insert(pet.id).inserted {
          chosen.append(PetViewModel(pet: pet, context: list.context))
        }
      }
    }

    var output = StandardOutput()
    var cards = CardWriter(command: self)
    if outputOptions.json {
      try PetJSON.render(chosen, to: &output)
    } else {
      try cards.write(chosen, to: &output)
    }
    output.flush()
    catalogOptions.rememberLater(catalog)
    try finish(shown: chosen.count, unmatched: unmatched)
  }

  /// Says which names matched no pet, or that the filters left none: exit 1 for either.
  private func finish(shown: Int, unmatched: [String]) throws {
    // TRANSLATORS: %1$@ is the name or id the person asked for.
    for name in unmatched { Terminal.error(trf(tr("no pet matches \"%1$@\""), name)) }
    if shown == 0 && unmatched.isEmpty { Terminal.error(tr("no pet matches these filters")) }
    if !unmatched.isEmpty || shown == 0 { throw ExitCode(1) }
  }

  /// The cards from a store or a shared catalogue, without the catalogue in memory: the named
  /// pets asked for one name at a time, or every pet the filters leave read one at a time,
  /// written a few dozen at a time (their web pictures fetched together).
  private func show(from catalogue: QueriedCatalog) throws {
    defer { catalogue.sayMisread() }
    let favorites = try favoritesOption.ids(in: catalogOptions)
    let context = try catalogOptions.reading {
      try catalogue.context(today: catalogOptions.day, near: filterOptions.filter().near?.center)
    }
    let (filter, order, day) = (filterOptions.filter(named: !pets.isEmpty), filterOptions.sort, catalogOptions.day)
    func viewModel(_ pet: Pet, imageMissing: Bool, shelter: String?) -> PetViewModel {
      PetViewModel(pet: pet, context: context.forPet(pet, imageMissing: imageMissing), shelterName: shelter)
    }
    var output = StandardOutput()
    var json = PetJSON.Streaming()
    var cards = CardWriter(command: self)
    var batch: [PetViewModel] = []
    var shown = 0
    func flush() throws {
      if outputOptions.json {
        for pet in batch { try json.write(pet, to: &output) }
      } else {
        try cards.write(batch, to: &output)
      }
      shown += batch.count
      batch.removeAll(keepingCapacity: true)
    }
    var unmatched: [String] = []
    try catalogOptions.reading {
      if pets.isEmpty {
        try catalogue.forEachPet(filter, order: order, today: day) { pet, imageMissing, shelter in
          if let favorites, !favorites.contains(pet.id) { return }
          batch.append(viewModel(pet, imageMissing: imageMissing, shelter: shelter))
          if batch.count == 32 { try flush() }
        }
      } else {
        // Named pets come in the order they were named, each once, if the filters let them through.
        var seen: Set<String> = []
        for name in pets {
          let matches = try catalogue.pets(matching: name, passing: filter, today: day)
            .filter { favorites?.contains($0.pet.id) ?? true }
          if matches.isEmpty { unmatched.append(name) }
          for (pet, imageMissing, shelter) in matches where seen.insert(pet.id).inserted {
            batch.append(viewModel(pet, imageMissing: imageMissing, shelter: shelter))
          }
        }
      }
      try flush()
    }
    if outputOptions.json { try json.finish(to: &output) }
    output.flush()
    try finish(shown: shown, unmatched: unmatched)
  }

  /// Writes text cards, a blank line between them, each with its web picture fetched and the
  /// person's last inquiry about the pet.
  private struct CardWriter {
    let width = min(Terminal.width, 100)
    let style: TextStyle
    let pictures: (any PictureRendering)?
    let history: InquiryHistory
    let today: CalendarDate
    private var written = 0

    init(command: ShowCommand) {
      style = command.outputOptions.style.style
      pictures = command.pictureOptions.renderer(style: style)
      history = ShowCommand.inquiryHistory(of: command.catalogOptions)
      today = command.catalogOptions.day
    }

    mutating func write(_ viewModels: [PetViewModel], to output: inout StandardOutput) throws {
      for viewModel in WebPictures.fetched(viewModels) {
        if written > 0 { output.write("\n") }
        written += 1
        let card = TextCardView()
        card.pictureBase = FileManager.default.currentDirectoryPath
        card.pictures = pictures
        viewModel.configure(card)
        card.note = history.askedText(
          petID: viewModel.id, petName: viewModel.name, today: today, locale: viewModel.context.fees.locale)
        card.render(width: width, style: style, to: &output)
      }
    }
  }

  /// The person's inquiries, for each card's "You asked about…" line, as the window reads them.
  /// Only a database that is already there is read (showing cards never creates one), and one
  /// that cannot be read leaves the line off: the cards matter more.
  static func inquiryHistory(of catalogue: CatalogOptions) -> InquiryHistory {
    let location = UserDataLocation.current
    guard FileManager.default.fileExists(atPath: location.path), let source = catalogue.source,
      let inquiries = try? UserDataStore.forCatalogue(source).inquiries()
    else { return InquiryHistory() }
    return InquiryHistory(inquiries)
  }
}
