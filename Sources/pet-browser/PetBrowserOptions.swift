import ArgumentParser
import PetBrowsing
import PetCatalog
import PetCommandLine
import PetInstallation
import PetLocalization

/// The flags of `pet-browser`.
struct PetBrowserOptions: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pet-browser",
    abstract: tr("Browse the shelter's pets in a window: search, filter, and read each pet's card."),
    discussion: tr(
      "Without --catalog it opens $PET_CATALOG, else the catalogue last chosen with Open…, else the bundled one; --catalog is for this run only. The header bar names the file open. It needs a display; in a terminal, use petcards."
    ),
    version: Installation.version)

  @Option(help: ArgumentHelp(tr("The catalogue file to open."), valueName: "path"))
  var catalog: String?

  @Option(help: ArgumentHelp(tr("The day ages are counted to (default: today)."), valueName: "YYYY-MM-DD"))
  var today: String?

  @OptionGroup var listing: ListingArguments

  @Option(help: ArgumentHelp(tr("Start with this search."), valueName: "text"))
  var search: String?

  @Option(help: ArgumentHelp(tr("Start with this pet's card."), valueName: "id"))
  var select: String?

  @Option(
    help: ArgumentHelp(tr("Save the window to a PNG file after its first frame, then exit."), valueName: "file.png"))
  var screenshot: String?

  @Option(
    help: ArgumentHelp(
      "After the first frame, type this into the search and backspace it, timing each keystroke; then exit.",
      valueName: "text", visibility: .hidden))
  var benchmarkTyping: String?

  @Flag(
    help: ArgumentHelp(
      "Exit as soon as the first frame is on screen, printing how long after the start it came (its rows a first page, on a shared catalogue).",
      visibility: .hidden))
  var benchmarkFirstFrame = false

  @Option(
    help: ArgumentHelp(tr("Start with this species filter (an item's name or position, e.g. dog)."), valueName: "item"))
  var species: String?

  @Option(
    name: [.customLong("age"), .customLong("age-group")],
    help: ArgumentHelp(tr("Start with this age filter (e.g. senior)."), valueName: "item"))
  var age: String?

  @Option(help: ArgumentHelp(tr("Start with this sex filter (e.g. female)."), valueName: "item"))
  var sex: String?

  @Option(help: ArgumentHelp(tr("Start with this size filter (e.g. small)."), valueName: "item"))
  var size: String?

  @Option(help: ArgumentHelp(tr("Start with this coat filter (e.g. long)."), valueName: "item"))
  var coat: String?

  @Option(
    help: ArgumentHelp(
      tr("Start with this good-with filter (e.g. kids; kids,cats for pets good with both)."), valueName: "item"))
  var goodWith: String?

  @Option(
    help: ArgumentHelp(
      tr("Start with this adoption status (default: adoptable; any shows adopted pets too)."), valueName: "item"))
  var status: String?

  @Option(help: ArgumentHelp(tr("Start with this sort order (e.g. \"youngest first\")."), valueName: "item"))
  var sort: String?

  @Option(
    help: ArgumentHelp(
      tr("Start with only this shelter's pets, in a catalogue several shelters share (its id or its name)."),
      valueName: "id"))
  var shelter: String?

  @Option(
    help: ArgumentHelp(
      tr(
        "Start with only pets whose shelter is near this place: a US ZIP code, \"City, Region\", \"City, Country\" or latitude,longitude."
      ), valueName: "place"))
  var near: String?

  @Option(
    help: ArgumentHelp(
      tr("Start with this distance from the place (e.g. 25; in miles or kilometres as the locale prefers)."),
      valueName: "item"))
  var within: String?

  @Flag(help: ArgumentHelp(tr("Start with only favourites listed.")))
  var favorites = false

  @Flag(help: ArgumentHelp(tr("Print the texts the detail card shows, one 'field: value' per line, then exit.")))
  var printDetail = false

  @Flag(help: ArgumentHelp(tr("Print everything the window shows, read back from its widgets, then exit.")))
  var printWindow = false

  @Flag(
    help: ArgumentHelp(
      tr("With --print-window: print what the window would show, from its view model, with no display and no GTK."))
  )
  var headless = false

  /// The drop-downs the flags set, each with the item chosen (by name, case-insensitively).
  var choices: [(kind: BrowserChoice.Kind, item: Int)] {
    get throws {
      let given: [(BrowserChoice.Kind, String, String?)] = [
        (.species, "--species", species), (.age, "--age", age), (.sex, "--sex", sex), (.size, "--size", size),
        (.coat, "--coat", coat),
        (.goodWith, "--good-with", goodWith), (.status, "--status", status), (.within, "--within", within),
        (.sort, "--sort", sort),
      ]
      return try given.compactMap { kind, flag, value in
        guard let value else { return nil }
        guard let choice = BrowserChoice.all.first(where: { $0.kind == kind }), let item = choice.item(named: value)
        else {
          let items = BrowserChoice.all.first { $0.kind == kind }?.items.map { "\"\($0)\"" } ?? []
          throw ValidationError(
            // TRANSLATORS: %1$@ is a flag such as --species, %2$@ its items in quotes, %3$@ what was given.
            trf(tr("%1$@ expects one of %2$@, found \"%3$@\""), flag, items.joined(separator: ", "), value))
        }
        return (kind, item)
      }
    }
  }

  /// Opens the adoption form for the selected pet after the first frame; with --screenshot, the
  /// picture is of the form. For checking how the form looks.
  @Flag(help: .hidden)
  var askToAdopt = false

  /// The window's size, e.g. `360x600`, for screenshots of the narrow and wide layouts.
  @Option(help: .hidden)
  var windowSize: String?

  /// `windowSize` as numbers, or `nil` when not given.
  var requestedSize: (width: Int, height: Int)? {
    guard let windowSize else { return nil }
    let parts = windowSize.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) else { return nil }
    return (parts[0], parts[1])
  }
  /// Clicks the catalogue bar's "Show Problems" after the first frame. For checking how the
  /// problems look.
  @Flag(help: .hidden)
  var showProblems = false

  /// Makes the store of the JSON catalogue `--catalog` in the cache for the next start, then
  /// exits, with no display: what a one-shot run (a screenshot, a print) starts in a process of
  /// its own and does not wait for. A person never needs it.
  @Flag(help: .hidden)
  var keepStore = false

  func validate() throws {
    if let today, CalendarDate(iso: today) == nil {
      throw ValidationError(trf(tr("--today expects a real date YYYY-MM-DD, found \"%1$@\""), today))
    }
    _ = try choices
    if headless && !printWindow {
      throw ValidationError(tr("--headless goes with --print-window: without a display there is no window to show"))
    }
    if let windowSize, requestedSize == nil {
      throw ValidationError(
        // TRANSLATORS: %1$@ is what was given after --window-size.
        trf(tr("--window-size expects WIDTHxHEIGHT in pixels, e.g. 360x600, found \"%1$@\""), windowSize))
    }
    if let screenshot, !screenshot.lowercased().hasSuffix(".png") {
      throw ValidationError(trf(tr("--screenshot expects a file name ending in .png, found \"%1$@\""), screenshot))
    }
  }
}
