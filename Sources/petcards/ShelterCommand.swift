import ArgumentParser
import Foundation
import PetCards
import PetCatalog
import PetCatalogStore
import PetLocalization
import PetPresentation

/// The shelters a catalogue's pets come from, as their listings describe them; and, in a shared
/// catalogue, who may publish for which.
struct ShelterCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shelter",
    abstract: tr("The shelters a catalogue's pets come from; in a shared catalogue, who may publish for which."),
    subcommands: [List.self, Show.self, Grant.self]
  )

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: tr("List the shelters whose pets the catalogue lists, with where they are and how many pets.")
    )

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions
    @Flag(help: ArgumentHelp(tr("Print the shelters as a JSON array instead of a table.")))
    var json = false

    func run() throws {
      let shelters = try ShelterCommand.shelters(catalogOptions)
      var output = StandardOutput()
      defer { output.flush() }
      if json { return output.write(ShelterCommand.json(shelters)) }
      TextTable(
        headers: [
          trc("list heading", "ID"), trc("list heading", "NAME"), trc("list heading", "PLACE"),
          trc("list heading", "PETS"),
        ]
      ).render(shelters.map { [$0.idText, $0.nameText, $0.placeText, $0.petCount.map { "\($0)" } ?? ""] }, to: &output)
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: tr("Print what the catalogue says of shelters: how to reach them, where they are, their pets.")
    )

    @Argument(help: ArgumentHelp(tr("Shelters to show, by id or by name."), valueName: "id-or-name"))
    var shelters: [String]

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions
    @Flag(help: ArgumentHelp(tr("Print the shelters as a JSON array instead of text.")))
    var json = false

    func validate() throws {
      if shelters.isEmpty { throw ValidationError(tr("name at least one shelter, by id or by name")) }
    }

    func run() throws {
      let known = try ShelterCommand.shelters(catalogOptions)
      var chosen: [ShelterViewModel] = []
      var unmatched: [String] = []
      for wanted in shelters {
        let folded = SearchText.fold(wanted)
        let byID = known.filter { !$0.shelter.id.isEmpty && $0.shelter.id == wanted }
        let matches = byID.isEmpty ? known.filter { $0.shelter.name.map(SearchText.fold) == folded } : byID
        if matches.isEmpty { unmatched.append(wanted) }
        for match in matches where !chosen.contains(where: { $0.shelter == match.shelter }) { chosen.append(match) }
      }
      var output = StandardOutput()
      if json {
        output.write(ShelterCommand.json(chosen))
      } else {
        for (index, shelter) in chosen.enumerated() {
          if index > 0 { output.write("\n") }
          output.write(TerminalText.sanitize(shelter.nameText) + "\n")
          let width = shelter.details.map { DisplayWidth.of($0.label) }.max() ?? 0
          for (label, text) in shelter.details {
            output.write("  " + DisplayWidth.pad(label, to: width) + "  " + TerminalText.sanitize(text) + "\n")
          }
        }
      }
      output.flush()
      // TRANSLATORS: %1$@ is the shelter's id or name the person asked for.
      for name in unmatched { Terminal.error(trf(tr("no shelter matches \"%1$@\""), name)) }
      if !unmatched.isEmpty { throw ExitCode(1) }
    }
  }

  /// The shelters of the catalogue `options` names, each with how many pets it lists: those
  /// its listings describe, and the catalogue's own first when some pets are its own.
  static func shelters(_ options: CatalogOptions) throws -> [ShelterViewModel] {
    // A server or a store counts its pets itself (opened once); a file is read whole.
    let ownShelter: Shelter
    let shelters: [Shelter]
    var counts: [String: Int] = [:]
    switch try QueriedCatalog.open(options) {
    case .shared(let shared)?:
      let (shelters, counts) = try options.reading { (try shared.shelters(), try shared.listedCounts()) }
      return shelters.map { ShelterViewModel(shelter: $0, petCount: counts[$0.id] ?? 0) }
    case .store(let store)?:
      (ownShelter, shelters) = (
        Shelter(id: "", name: store.info.shelter, email: store.info.shelterEmail), store.info.shelters
      )
      counts = try options.reading { try store.petCountsByShelter() }
    case nil:
      let catalog = try options.load()
      (ownShelter, shelters) = (Shelter(id: "", name: catalog.shelter, email: catalog.shelterEmail), catalog.shelters)
      for index in 0..<catalog.petCount { counts[catalog.pet(at: index).shelter, default: 0] += 1 }
    }
    let described = Set(shelters.map(\.id))
    let own = counts.filter { !described.contains($0.key) }.values.reduce(0, +)
    return (own > 0 || shelters.isEmpty ? [ShelterViewModel(shelter: ownShelter, petCount: own)] : [])
      + shelters.map { ShelterViewModel(shelter: $0, petCount: counts[$0.id] ?? 0) }
  }

  /// The shelters as a JSON array, each its fields as the catalogue's JSON names them and its
  /// count of pets, one shelter to a line.
  static func json(_ shelters: [ShelterViewModel]) -> String {
    guard !shelters.isEmpty else { return "[]\n" }
    let objects = shelters.map { model -> String in
      var object = model.shelter.json
      object.removeLast()
      return object + ", \"pets\": \(model.petCount ?? 0)}"
    }
    return "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
  }

  struct Grant: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "grant",
      abstract: tr("Let a login role publish one shelter's pets (run by the database's owner)."),
      discussion: tr(
        "The role joins pets_shelter and may then publish, change and mark gone only the pets of the shelters it was granted; the server enforces it."
      )
    )

    @Argument(help: ArgumentHelp(tr("The login role, as PostgreSQL names it."), valueName: "role"))
    var role: String

    @Argument(help: ArgumentHelp(tr("The shelter's id (made if new)."), valueName: "shelter"))
    var shelter: String

    @Option(help: ArgumentHelp(tr("The shared catalogue (postgresql://…)."), valueName: "address"))
    var catalog: String

    func validate() throws {
      guard CatalogSource.isSharedAddress(catalog) else {
        throw ValidationError(tr("--catalog must be a shared catalogue's address (postgresql://…)"))
      }
    }

    func run() throws {
      do {
        try SharedCatalog.grant(role: role, shelter: shelter, in: catalog)
      } catch {
        throw Terminal.refusal(error)
      }
      print(
        // TRANSLATORS: %1$@ is a login role, %2$@ a shelter's id, %3$@ the server.
        trf(tr("%1$@ may now publish for the shelter %2$@ in %3$@"), role, shelter, SharedCatalog.describe(catalog)))
    }
  }
}
