import ArgumentParser
import Foundation
import PetBrowsing
import PetCards
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// `petcards saved`: searches kept under a name, per catalogue, each remembering the pets it
/// has shown, so it can say which are new (issue 44, point 3): for a person, and for a cron job
/// or a systemd timer (`petcards saved NAME --new`, docs/near-me.md).
struct SavedCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "saved",
    abstract: tr("Save a search under a name, and be told which pets it finds are new."),
    discussion: tr(
      "petcards saved NAME lists the pets the search finds and says how many are new since it was last asked; with --new, only those. Saved searches are kept in the user-data database, per catalogue (docs/user-data.md)."
    ),
    subcommands: [Check.self, Add.self, List.self, Show.self, Delete.self],
    defaultSubcommand: Check.self
  )

  /// The saved search `name` of `catalogOptions`' catalogue, or exit 1 saying there is none.
  static func search(_ name: String, in store: UserDataStore) throws -> SavedSearch {
    guard let search = try UserData.run({ try store.savedSearch(named: name) }) else {
      // TRANSLATORS: %1$@ is the name asked for.
      Terminal.error(trf(tr("no saved search is named \"%1$@\" (petcards saved list)"), TerminalText.sanitize(name)))
      throw ExitCode(1)
    }
    return search
  }

  /// The filters `search` keeps, read back as `list` reads them; a usage error when they no
  /// longer read (a place the gazetteer has lost).
  static func filters(of search: SavedSearch) throws -> FilterOptions {
    do {
      return try FilterOptions.parse(search.flags)
    } catch {
      Terminal.error(
        trf(
          // TRANSLATORS: %1$@ is the saved search's name, %2$@ why its filters no longer read.
          tr("the saved search \"%1$@\" no longer reads: %2$@"), TerminalText.sanitize(search.name),
          TerminalText.sanitize(FilterOptions.message(for: error))))
      throw ExitCode(64)
    }
  }

  /// The catalogue a saved search is asked of: a file or a store read whole, or a shared
  /// catalogue's pets on its server, asked there and read a page at a time (the catalogue whose
  /// new pets a cron job most wants told).
  static func catalog(_ options: CatalogOptions) throws -> Catalog {
    if let shared = try options.openShared() { return try options.reading { try shared.backedCatalog() } }
    return try options.load(whole: true)
  }

  /// The ids of the pets `filters` finds in `catalog`, in the list's order.
  static func ids(_ filters: FilterOptions, in catalog: Catalog, today: CalendarDate) -> [String] {
    let list = filters.list(of: catalog, today: today)
    return list.visible.map { list.catalog.pet(at: $0).id }
  }

  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: tr("List the pets a saved search finds, saying how many are new since it was last asked."))

    @Argument(help: ArgumentHelp(tr("The saved search's name."), valueName: "name"))
    var name: String

    @Flag(help: ArgumentHelp(tr("Only the pets it has not shown before (for a cron job: nothing when none).")))
    var new = false

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions
    @OptionGroup(title: trc("help heading", "Output")) var outputOptions: OutputOptions

    func run() throws {
      let store = try UserData.open(catalogOptions)
      let search = try SavedCommand.search(name, in: store)
      let filters = try SavedCommand.filters(of: search)
      let catalog = try SavedCommand.catalog(catalogOptions)
      let list = filters.list(of: catalog, today: catalogOptions.day)
      let ids = list.visible.map { list.catalog.pet(at: $0).id }
      let newIDs = Set(try UserData.run { try store.newPets(of: search.name, showing: ids, marking: true) })
      let rows = list.rows.filter { !new || newIDs.contains($0.pet.id) }
      var output = StandardOutput()
      defer { output.flush() }
      if outputOptions.json {
        try PetJSON.render(rows, to: &output)
        return
      }
      if new && rows.isEmpty { return }
      output.write(
        trf(
          // TRANSLATORS: %1$lld counts the new pets; %2$@ says when the search was last asked, e.g. "Tuesday".
          trn("%1$lld new since %2$@", "%1$lld new since %2$@", newIDs.count), newIDs.count,
          SavedSearchRow.since(search.checkedAt)) + "\n")
      PetRowsRenderer(width: Terminal.width, style: outputOptions.style.style).render(
        rows, thumbnails: nil, to: &output)
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("Save the list's filters under a name; the pets they find now are not new."))

    @Argument(help: ArgumentHelp(tr("The name to save it under."), valueName: "name"))
    var name: String

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions
    @OptionGroup(title: trc("help heading", "Filters")) var filterOptions: FilterOptions

    func validate() throws {
      switch SavedSearch.name(name) {
      case .success: break
      case .failure(.length): throw ValidationError(tr("a saved search's name is 1 to 100 characters on one line"))
      case .failure(.reserved):
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        // TRANSLATORS: %1$@ is the name given, a word petcards saved uses.
        let format = tr("\"%1$@\" is a word of petcards saved; choose another name")
        throw ValidationError(trf(format, trimmed))
      }
    }

    func run() throws {
      var filters = filterOptions
      // A distance with no unit keeps the unit it was given in, whatever the locale later.
      if let within = filters.within,
        within.trimmingCharacters(in: .whitespaces).allSatisfy({ $0.isNumber || $0 == "." })
      {
        filters.within = within + (DistanceUnit.preferred(by: Localization.readerLocale) == .miles ? "mi" : "km")
      }
      let catalog = try SavedCommand.catalog(catalogOptions)
      let ids = SavedCommand.ids(filters, in: catalog, today: catalogOptions.day)
      let store = try UserData.open(catalogOptions)
      let name = try SavedSearch.name(name).get()  // checked by `validate`
      let added = try UserData.run { try store.saveSearch(name, flags: filters.flags, showing: ids) }
      let shown = TerminalText.sanitize(name)
      var output = StandardOutput()
      defer { output.flush() }
      output.write(
        trf(
          added
            // TRANSLATORS: %1$@ is the saved search's name; %2$lld counts the pets it finds now.
            ? trn("Saved \"%1$@\": %2$lld pet matches now.", "Saved \"%1$@\": %2$lld pets match now.", ids.count)
            // TRANSLATORS: %1$@ is the saved search's name; %2$lld counts the pets it finds now.
            : trn(
              "Saved \"%1$@\" again: %2$lld pet matches now.", "Saved \"%1$@\" again: %2$lld pets match now.", ids.count
            ),
          shown, ids.count) + "\n")
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("The saved searches of the catalogue, each with how many pets are new and its filters."))

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    func run() throws {
      let store = try UserData.open(catalogOptions)
      let searches = try UserData.run { try store.savedSearches() }
      var output = StandardOutput()
      defer { output.flush() }
      guard !searches.isEmpty else {
        output.write(tr("No saved searches yet: petcards saved add NAME [the list's filters]") + "\n")
        return
      }
      let catalog = try SavedCommand.catalog(catalogOptions)
      var rows: [[String]] = []
      for search in searches {
        var new = "?"
        if let filters = try? FilterOptions.parse(search.flags) {
          let ids = SavedCommand.ids(filters, in: catalog, today: catalogOptions.day)
          new = "\(try UserData.run { try store.newPets(of: search.name, showing: ids, marking: false) }.count)"
        }
        rows.append([search.name, new, search.flagsText])
      }
      TextTable(headers: [trc("list heading", "NAME"), trc("list heading", "NEW"), trc("list heading", "FILTERS")])
        .render(rows, to: &output)
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: tr("A saved search: its filters, and when it was saved and asked."))

    @Argument(help: ArgumentHelp(tr("The saved search's name."), valueName: "name"))
    var name: String

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    func run() throws {
      let store = try UserData.open(catalogOptions)
      let search = try SavedCommand.search(name, in: store)
      let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Localization.readerLocale)
      let lines = [
        (trc("saved search", "Filters"), search.flagsText.isEmpty ? tr("none: every pet") : search.flagsText),
        (trc("saved search", "Saved"), search.savedAt.formatted(style)),
        (trc("saved search", "Last asked"), search.checkedAt.formatted(style)),
      ]
      let width = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
      var output = StandardOutput()
      defer { output.flush() }
      output.write(TerminalText.sanitize(search.name) + "\n")
      for (label, value) in lines {
        output.write("  " + DisplayWidth.pad(label, to: width) + "  " + TerminalText.sanitize(value) + "\n")
      }
    }
  }

  struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: tr("Forget a saved search."))

    @Argument(help: ArgumentHelp(tr("The saved search's name."), valueName: "name"))
    var name: String

    @OptionGroup(title: trc("help heading", "Catalogue")) var catalogOptions: CatalogOptions

    func run() throws {
      let store = try UserData.open(catalogOptions)
      let search = try SavedCommand.search(name, in: store)
      _ = try UserData.run { try store.deleteSavedSearch(search.name) }
      var output = StandardOutput()
      defer { output.flush() }
      // TRANSLATORS: %1$@ is the saved search's name.
      output.write(trf(tr("Deleted the saved search \"%1$@\"."), TerminalText.sanitize(search.name)) + "\n")
    }
  }
}
