import ArgumentParser
import PetCatalog

/// The flags of `pet-browser`.
struct PetBrowserOptions: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pet-browser",
    abstract: "Browse the shelter's pets in a window: search, filter, and read each pet's card.",
    discussion: """
      Without --catalog it opens $PET_CATALOG, else the bundled catalogue. \
      It needs a display; in a terminal, use petcards.
      """)

  @Option(help: ArgumentHelp("The catalogue file to open.", valueName: "path"))
  var catalog: String?

  @Option(help: ArgumentHelp("The day ages are counted to (default: today).", valueName: "YYYY-MM-DD"))
  var today: String?

  @Option(help: ArgumentHelp("Start with this search.", valueName: "text"))
  var search: String?

  @Option(help: ArgumentHelp("Start with this pet's card.", valueName: "id"))
  var select: String?

  @Option(
    help: ArgumentHelp("Save the window to a PNG file after its first frame, then exit.", valueName: "file.png"))
  var screenshot: String?

  @Option(
    help: ArgumentHelp(
      "After the first frame, type this into the search and backspace it, timing each keystroke; then exit.",
      valueName: "text", visibility: .hidden))
  var benchmarkTyping: String?

  @Flag(help: "Print the texts the detail card shows, one 'field: value' per line, then exit.")
  var printDetail = false

  /// Opens the adoption form for the selected pet after the first frame; with --screenshot, the
  /// picture is of the form. For checking how the form looks.
  @Flag(help: .hidden)
  var askToAdopt = false

  func validate() throws {
    if let today, CalendarDate(iso: today) == nil {
      throw ValidationError("--today expects a real date YYYY-MM-DD, found \"\(today)\"")
    }
    if let screenshot, !screenshot.lowercased().hasSuffix(".png") {
      throw ValidationError("--screenshot expects a file name ending in .png, found \"\(screenshot)\"")
    }
  }
}
