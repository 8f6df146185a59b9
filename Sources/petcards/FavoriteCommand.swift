import ArgumentParser
import Foundation
import PetAdoptionFlow
import PetCards
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

struct FavoriteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "favorite",
    abstract: tr("Star pets, unstar them, and list the starred ones."),
    discussion: tr("Favourites are kept in the user-data database; see docs/user-data.md."),
    subcommands: [Add.self, Remove.self, List.self]
  )

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Star pets as favourites. Unknown pets: nothing is changed, exit 1."))

    @Argument(help: ArgumentHelp(tr("Pets to star, by id or by name."), valueName: "id"))
    var pets: [String]

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    func run() throws {
      let catalog = try catalogOptions.load()
      let chosen = try resolve(pets, in: catalog)
      let store = try UserData.open(catalogOptions)
      var output = StandardOutput()
      defer { output.flush() }
      for pet in chosen {
        let added = try UserData.run { try store.addFavorite(pet.id) }
        let who = TerminalText.sanitize("\(pet.name) (\(pet.id))")
        // TRANSLATORS: %1$@ is a pet's name and id, e.g. "Stuart (stuart)".
        let text = added ? trf(tr("%1$@ is now a favourite"), who) : trf(tr("%1$@ was already a favourite"), who)
        output.write("★ " + text + "\n")
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Unstar pets. Ids no longer in the catalogue may be removed too."))

    @Argument(help: ArgumentHelp(tr("Pets to unstar, by id or by name."), valueName: "id"))
    var pets: [String]

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    func run() throws {
      let catalog = try catalogOptions.load()
      let store = try UserData.open(catalogOptions)
      let favorites = try UserData.run { try store.favoriteIDs() }
      // A starred pet that left the catalogue can still be unstarred by id.
      var targets: [(id: String, name: String)] = []
      var unknown: [String] = []
      for name in pets {
        let matches = catalog.pets(matching: name)
        if matches.isEmpty {
          if favorites.contains(name) { targets.append((name, name)) } else { unknown.append(name) }
        }
        targets += matches.map { ($0.id, $0.name) }
      }
      for name in unknown { Terminal.error(trf(tr("no pet matches \"%1$@\""), name)) }
      if !unknown.isEmpty { throw ExitCode(1) }
      var output = StandardOutput()
      defer { output.flush() }
      for target in targets {
        let removed = try UserData.run { try store.removeFavorite(target.id) }
        let who = TerminalText.sanitize(target.name == target.id ? target.id : "\(target.name) (\(target.id))")
        // TRANSLATORS: %1$@ is a pet's name and id, e.g. "Stuart (stuart)".
        let text = removed ? trf(tr("%1$@ is no longer a favourite"), who) : trf(tr("%1$@ was not a favourite"), who)
        output.write("☆ " + text + "\n")
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Print the starred pets as rows (like `list`), or as JSON."))

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions
    @OptionGroup(title: trc("help heading", "Output")) var outputOptions: OutputOptions

    func run() throws {
      let catalog = try catalogOptions.load()
      let favorites = try UserData.run { try UserData.open(catalogOptions).favoriteIDs() }
      let list = PetListViewModel(catalog: catalog, today: catalogOptions.day, locale: Localization.readerLocale)
      let rows = list.rows(onlyFavorites: favorites)
      let known = Set(rows.map(\.id))
      for id in favorites.subtracting(known).sorted() {
        Terminal.error(trf(tr("favourite \"%1$@\" is no longer in the catalogue"), id))
      }
      var output = StandardOutput()
      defer { output.flush() }
      if outputOptions.json {
        try PetJSON.render(rows, to: &output)
      } else {
        PetRowsRenderer(width: Terminal.width, style: outputOptions.style.style).render(rows, to: &output)
      }
    }
  }
}

/// The pets named by id or name, each once; on any unknown name, says which and exits 1.
func resolve(_ names: [String], in catalog: Catalog) throws -> [Pet] {
  var chosen: [Pet] = []
  var seen: Set<String> = []
  var unknown: [String] = []
  for name in names {
    let matches = catalog.pets(matching: name)
    if matches.isEmpty { unknown.append(name) }
    for pet in matches where seen.insert(pet.id).inserted { chosen.append(pet) }
  }
  for name in unknown { Terminal.error(trf(tr("no pet matches \"%1$@\""), name)) }
  if !unknown.isEmpty { throw ExitCode(1) }
  return chosen
}
