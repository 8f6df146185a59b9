import ArgumentParser
import Foundation
import PetAdoptionFlow
import PetCards
import PetCatalog
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
    let catalog = try catalogOptions.load()
    let list = filterOptions.list(of: catalog, today: catalogOptions.day)
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
    if outputOptions.json {
      try PetJSON.render(chosen, to: &output)
    } else {
      chosen = WebPictures.fetched(chosen)
      let width = min(Terminal.width, 100)
      let style = outputOptions.style.style
      let pictures = pictureOptions.renderer(style: style)
      let history = Self.inquiryHistory(of: catalogOptions)
      for (number, viewModel) in chosen.enumerated() {
        if number > 0 { output.write("\n") }
        let card = TextCardView()
        card.pictureBase = FileManager.default.currentDirectoryPath
        card.pictures = pictures
        viewModel.configure(card)
        card.note = history.askedText(
          petID: viewModel.id, petName: viewModel.name, today: catalogOptions.day, locale: list.context.fees.locale)
        card.render(width: width, style: style, to: &output)
      }
    }
    output.flush()
    catalogOptions.remember(catalog)

    // TRANSLATORS: %1$@ is the name or id the person asked for.
    for name in unmatched { Terminal.error(trf(tr("no pet matches \"%1$@\""), name)) }
    if chosen.isEmpty && unmatched.isEmpty { Terminal.error(tr("no pet matches these filters")) }
    if !unmatched.isEmpty || chosen.isEmpty { throw ExitCode(1) }
  }

  /// The person's inquiries, for each card's "You asked about…" line, as the window reads them.
  /// Only a database that is already there is read (showing cards never creates one), and one
  /// that cannot be read leaves the line off: the cards matter more.
  static func inquiryHistory(of catalogue: CatalogOptions) -> InquiryHistory {
    let location = UserDataLocation.current
    guard FileManager.default.fileExists(atPath: location.path), let path = catalogue.path,
      let inquiries = try? UserDataStore.forCatalogue(at: path).inquiries()
    else { return InquiryHistory() }
    return InquiryHistory(inquiries)
  }
}
