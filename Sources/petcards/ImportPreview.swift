import ArgumentParser
import Foundation
import PetCards
import PetCatalog
import PetListings
import PetLocalization
import PetPresentation

extension ImportCommand {
  /// How many pets of each file `--preview` shows as cards.
  static let previewedPets = 3

  /// The line that starts a file's preview: `pets.csv: a shelter's spreadsheet (…), 6 pets`.
  static func previewTitle(_ file: String, format: String, count: Int) -> String {
    // TRANSLATORS: %1$@ is a file, %2$@ its format, %3$lld how many pets it lists.
    trf(trn("%1$@: %2$@, %3$lld pet", "%1$@: %2$@, %3$lld pets", count), file, format, count)
  }

  /// `petcards import FILE… --preview`: for each file, its format and how many pets it lists; for
  /// a spreadsheet, each column and the field it is read as; then its first pets as cards, and
  /// the warnings an import would give. Nothing is written anywhere (issue 42). A file that would
  /// be refused is refused (65), as the import would refuse it.
  static func preview(_ files: [String], options: ListingOptions) throws {
    var output = StandardOutput()
    let loader = CatalogLoader(today: options.today)
    for (number, file) in files.enumerated() {
      if number > 0 { output.write("\n") }
      let catalog: Catalog
      var format = ListingFormat.catalogue.displayName
      do throws(CatalogError) {
        if let listing = try ShelterListing.readUnlessCatalogue(path: file, options: options) {
          format = listing.format.displayName
          catalog = listing.catalog(directory: URL(fileURLWithPath: file).deletingLastPathComponent())
          output.write(Self.previewTitle(file, format: format, count: listing.pets.count) + "\n")
          // The file's own names, made safe for the terminal before they are measured.
          let names = listing.columns.map { TerminalText.sanitize($0.name) }
          let width = names.map(DisplayWidth.of).max() ?? 0
          for (name, column) in zip(names, listing.columns) {
            // TRANSLATORS: what --preview says of a spreadsheet's column it does not read.
            let reads = column.field ?? tr("not read")
            output.write("  " + DisplayWidth.pad(name, to: width) + "  → " + reads + "\n")
          }
          for note in listing.notes { Terminal.error(note.description) }
        } else {
          catalog = try loader.load(path: file)
          output.write(Self.previewTitle(file, format: format, count: catalog.pets.count) + "\n")
          for line in catalog.warningLines() { Terminal.error(line) }
        }
      } catch {
        output.flush()
        throw Terminal.refusal(error)
      }
      let context = PresentationContext(catalog: catalog, today: options.today)
      for pet in catalog.pets.prefix(previewedPets) {
        output.write("\n")
        let card = TextCardView()
        PetViewModel(pet: pet, context: context).configure(card)
        card.render(width: min(Terminal.width, 100), to: &output)
      }
    }
    // TRANSLATORS: the last line of petcards import --preview.
    output.write("\n" + tr("Nothing was imported: this was a preview.") + "\n")
    output.flush()
  }
}
