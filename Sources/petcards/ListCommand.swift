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

  func run() throws {
    if let address = catalogOptions.catalog, SharedCatalog.isAddress(address) {
      return try listFromSharedCatalogue(at: address)
    }
    if !pictures, let path = catalogOptions.path, CatalogStore.isStore(path: path) {
      return try listFromStore(at: path)
    }
    let catalog = try catalogOptions.load()
    let list = filterOptions.list(of: catalog, today: catalogOptions.day)
    var rows = try favoritesOption.rows(of: list, in: catalogOptions)
    if pictures, !outputOptions.json { rows = WebPictures.fetched(rows) }
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

  /// Prints the rows of a shared catalogue as the server sends them, as `listFromStore` prints
  /// a store's.
  private func listFromSharedCatalogue(at address: String) throws {
    let shared = try catalogOptions.reading { try SharedCatalog.open(address) }
    let favorites = try favoritesOption.only ? UserData.run { try UserData.open(catalogOptions).favoriteIDs() } : nil
    let fees = try catalogOptions.reading { try shared.fees() }
    let context = PresentationContext(
      today: catalogOptions.day, fees: FeeFormatter(schedule: fees, locale: Localization.readerLocale))
    let names = Dictionary(uniqueKeysWithValues: Species.allCases.map { ($0, $0.displayName) })
    let (filter, order, day) = (filterOptions.filter, filterOptions.sort, catalogOptions.day)
    func forEachRow(_ body: (ListedRow) throws -> Void) throws {
      try catalogOptions.reading {
        try shared.forEachListedRow(filter, order: order, today: day, speciesNames: names) { row in
          if let favorites, !favorites.contains(String(decoding: row.id, as: UTF8.self)) { return }
          try body(row)
        }
      }
    }
    var output = StandardOutput()
    if outputOptions.json {
      var json = PetJSON.Streaming()
      try catalogOptions.reading {
        try shared.forEachPet(filter, order: order, today: day, speciesNames: names) { pet, imageMissing, folder in
          if let favorites, !favorites.contains(pet.id) { return }
          var context = context
          context.imageDirectory = folder
          if imageMissing { context.missingImages = [pet.id] }
          try json.write(PetViewModel(pet: pet, context: context), to: &output)
        }
      }
      try json.finish(to: &output)
      return output.flush()
    }
    try printTable(context: context, to: &output, forEachRow)
    output.flush()
  }

  /// Prints the rows straight from the store, as they come: the store answers the filters and
  /// the order, and no more than one pet is held at a time.
  private func listFromStore(at path: String) throws {
    let store = try catalogOptions.openStore(at: path)
    let favorites = try favoritesOption.only ? UserData.run { try UserData.open(catalogOptions).favoriteIDs() } : nil
    let context = PresentationContext(
      today: catalogOptions.day, fees: FeeFormatter(schedule: store.info.fees, locale: Localization.readerLocale),
      imageDirectory: store.info.pictureFolder?.path)
    let names = Dictionary(uniqueKeysWithValues: Species.allCases.map { ($0, $0.displayName) })
    let (filter, order, day) = (filterOptions.filter, filterOptions.sort, catalogOptions.day)
    var output = StandardOutput()
    if outputOptions.json {
      var json = PetJSON.Streaming()
      try catalogOptions.reading {
        try store.forEachPet(filter, order: order, today: day, speciesNames: names) { pet, imageMissing in
          if let favorites, !favorites.contains(pet.id) { return }
          var context = context
          if imageMissing { context.missingImages = [pet.id] }
          try json.write(PetViewModel(pet: pet, context: context), to: &output)
        }
      }
      try json.finish(to: &output)
    } else {
      // The table needs only what its row shows, read in place, twice.
      func forEachRow(_ body: (ListedRow) throws -> Void) throws {
        try catalogOptions.reading {
          try store.forEachListedRow(filter, order: order, today: day, speciesNames: names, readingAhead: 4_096) {
            row in
            if let favorites, !favorites.contains(String(decoding: row.id, as: UTF8.self)) { return }
            try body(row)
          }
        }
      }
      try printTable(context: context, to: &output, forEachRow)
    }
    output.flush()
  }

  /// The table of the rows `forEachRow` gives, given twice: measured, then written.
  private func printTable(
    context: PresentationContext, to output: inout StandardOutput,
    _ forEachRow: ((ListedRow) throws -> Void) throws -> Void
  ) throws {
    let renderer = PetRowsRenderer(width: Terminal.width, style: outputOptions.style.style)
    var rows = PetRowsRenderer.Streaming(renderer, context: context)
    try forEachRow { rows.measure($0) }
    rows.writeHeader(to: &output)
    try forEachRow { row in
      rows.write(row, to: &output.buffer)
      output.flushWhenFull()
    }
  }
}
