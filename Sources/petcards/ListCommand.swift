import ArgumentParser
import PetCards
import PetCatalog
import PetCatalogStore
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

  @Option(
    help: ArgumentHelp(
      tr("The filters of this saved search (petcards saved list), in place of filters given here."),
      valueName: "name"))
  var saved: String?

  mutating func run() throws {
    if let saved {
      guard filterOptions.flags.isEmpty else {
        throw ValidationError(tr("--saved takes the saved search's filters; give no others beside it"))
      }
      let search = try SavedCommand.search(saved, in: try UserData.open(catalogOptions))
      filterOptions = try SavedCommand.filters(of: search)
    }
    // A store's rows have no thumbnails yet: `--pictures` reads it whole.
    let answers = catalogOptions.catalog?.isShared == true || !pictures
    if answers || !filterOptions.shelter.isEmpty,
      let queried = try QueriedCatalog.open(catalogOptions, shelters: filterOptions.shelter)
    {
      return try list(from: queried)
    }
    // Whole, as the comment above says: rows asked of a store's pages one by one in name order
    // read a page a row (32 s for 100,000 pets, where reading them whole takes 1.7 s).
    let catalog = try filterOptions.kept(catalogOptions.load(whole: true), source: catalogOptions.source)
    let list = filterOptions.list(of: catalog, today: catalogOptions.day)
    var output = StandardOutput()
    let renderer = PetRowsRenderer(width: Terminal.width, style: outputOptions.style.style)
    if outputOptions.json || pictures || list.catalog.backing != nil {
      var rows = try favoritesOption.rows(of: list, in: catalogOptions)
      if pictures, !outputOptions.json { rows = WebPictures.fetched(rows) }
      if outputOptions.json {
        try PetJSON.render(rows, to: &output)
      } else {
        renderer.render(rows, thumbnails: pictures ? PictureOptions.thumbnails() : nil, to: &output)
      }
    } else {
      // The table a store's rows make, from the pets in memory: the cells pets share made once,
      // and no view model a pet (half of a 100,000-pet list's time after reading the file).
      let positions =
        try favoritesOption.ids(in: catalogOptions).map { list.visible(onlyFavorites: $0) } ?? list.visible
      var table = PetRowsRenderer.Streaming(renderer, context: list.context)
      list.catalog.pets.withUnsafeBufferPointer { pets in
        for position in positions { ListedRow.of(pets[position]) { table.measure($0) } }
        table.writeHeader(to: &output)
        for position in positions {
          ListedRow.of(pets[position]) { table.write($0, to: &output.buffer) }
          output.flushWhenFull()
        }
      }
    }
    output.flush()
    catalogOptions.rememberLater(catalog)
  }

  /// Prints the rows straight from a store or a shared catalogue, as they come: it answers the
  /// filters and the order, and no more than a row (or a batch of them, read ahead) is held.
  private func list(from catalogue: QueriedCatalog) throws {
    defer { catalogue.sayMisread() }
    let favorites = try favoritesOption.ids(in: catalogOptions)
    let context = try catalogOptions.reading {
      try catalogue.context(today: catalogOptions.day, near: filterOptions.filter().near?.center)
    }
    let (filter, order, day) = (filterOptions.filter(), filterOptions.sort, catalogOptions.day)
    var output = StandardOutput()
    if outputOptions.json {
      var json = PetJSON.Streaming()
      try catalogOptions.reading {
        try catalogue.forEachPet(filter, order: order, today: day) { pet, imageMissing, shelter in
          if let favorites, !favorites.contains(pet.id) { return }
          let context = context.forPet(pet, imageMissing: imageMissing)
          try json.write(PetViewModel(pet: pet, context: context, shelterName: shelter), to: &output)
        }
      }
      try json.finish(to: &output)
    } else {
      // The table needs only what its row shows, read in place, twice for a long answer: both
      // readings of one state of the catalogue, or a shelter publishing between them would
      // leave rows wider than their columns, or the count wrong.
      try catalogOptions.reading {
        try catalogue.inOneSnapshot {
          try printTable(context: context, to: &output) { body in
            try catalogue.forEachListedRow(filter, order: order, today: day) { row in
              if let favorites, !favorites.contains(String(decoding: row.id, as: UTF8.self)) { return }
              try body(row)
            }
          }
        }
      }
    }
    output.flush()
  }

  /// The table of the rows `forEachRow` gives: measured, then written. An answer of up to
  /// 65,536 rows is read once and written from memory (`ListedRowBatch.readTwice`); a longer
  /// one is read again, so the memory held stays the same whatever the answer.
  private func printTable(
    context: PresentationContext, to output: inout StandardOutput,
    _ forEachRow: ((ListedRow) throws -> Void) throws -> Void
  ) throws {
    let renderer = PetRowsRenderer(width: Terminal.width, style: outputOptions.style.style)
    var rows = PetRowsRenderer.Streaming(renderer, context: context)
    try ListedRowBatch.readTwice(
      forEachRow, first: { rows.measure($0) }, between: { rows.writeHeader(to: &output) },
      second: { row in
        rows.write(row, to: &output.buffer)
        output.flushWhenFull()
      })
  }
}
