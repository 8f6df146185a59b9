import ArgumentParser
import PetCards
import PetLocalization
import PetPresentation

struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: tr("Print one aligned row per pet: id, name, species, age and fee.")
  )

  @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions
  @OptionGroup(title: trc("help heading", "Filters")) var filterOptions: FilterOptions
  @OptionGroup(title: trc("help heading", "Filters")) var favoritesOption: FavoritesOption
  @OptionGroup(title: trc("help heading", "Output")) var outputOptions: OutputOptions

  @Flag(
    help: ArgumentHelp(
      tr(
        "A small picture at the start of each row, where the terminal shows images (sixels, kitty, iTerm2; detected as for show --picture auto); otherwise the list as it is."
      )))
  var pictures = false

  func run() throws {
    let catalog = try catalogOptions.load()
    let list = filterOptions.list(of: catalog, today: catalogOptions.day)
    let rows = try favoritesOption.rows(of: list, in: catalogOptions)
    var output = StandardOutput()
    if outputOptions.json {
      try PetJSON.render(rows, to: &output)
    } else {
      PetRowsRenderer(width: Terminal.width, style: outputOptions.style.style)
        .render(rows, thumbnails: pictures ? PictureOptions.thumbnails() : nil, to: &output)
    }
    output.flush()
    catalogOptions.remember(catalog)
  }
}
