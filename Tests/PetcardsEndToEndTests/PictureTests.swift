import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// `petcards show --picture`, run as a user would, on a catalogue whose one pet has the test picture.
@Suite struct PictureTests {
  let day = ["--today", CalendarDate.fixedToday.isoString]

  /// A catalogue of Rex, his picture `pictures/rex.svg` the test picture (or `picture` text).
  func catalog(picture: String? = nil) throws -> TemporaryCatalog {
    let catalog = try TemporaryCatalog(catalogJSON([petJSON()]))
    let folder = catalog.directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if let picture {
      try Data(picture.utf8).write(to: folder.appendingPathComponent("rex.svg"))
    } else {
      try TestPicture.write(in: folder, name: "rex.svg")
    }
    return catalog
  }

  /// Runs `petcards show rex` on `catalog` from its folder, 60 columns wide, with `arguments`.
  func show(_ catalog: TemporaryCatalog, _ arguments: [String]) throws -> BuiltProgram.Result {
    try Petcards.run(
      ["show", "rex", "--catalog", catalog.path] + arguments + day, environment: ["COLUMNS": "60"],
      directory: catalog.directory)
  }

  /// The test picture as symbols without colour, as wide as a 60-column card lets it be.
  let symbols = """
    │                 ████████████                             │
    │                 ████████████                             │
    │                 ████████████                             │
    │                 ████████████████████████████████████     │
    │                 ███████████████████████████████████▀     │
    │                 ████████████████████████████████▀▔       │
    │     ████████████            █████████████████▀▔          │
    │     ████████████            █████████████▛▀▔             │
    │     ████████████            ██████████▛▀▔                │
    │     ████████████            ███████▀▀                    │
    │     ████████████            ████▀▔                       │
    │     ████████████            █▀▔                          │
    ├──────────────────────────────────────────────────────────┤

    """

  @Test func symbols_intoAPipe_drawThePictureWithoutColour() throws {
    let result = try show(try catalog(), ["--picture", "symbols"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(result.stdout == rexCard(picture: symbols))
  }

  @Test(arguments: [[], ["--picture", "auto"], ["--picture", "none"]])
  func autoOrNone_intoAPipe_printTextOnly(arguments: [String]) throws {
    let result = try show(try catalog(), arguments)
    #expect(result.status == 0)
    #expect(result.stdout == rexCard())
  }

  /// What `petcards ARGUMENTS` prints on a pseudo-terminal (`script`, as a person's shell would
  /// give it) 60 columns wide, with `environment` added, run in `catalog`'s folder.
  func viaTerminal(_ arguments: String, in catalog: TemporaryCatalog, environment: [String: String]) throws -> String {
    let result = try PseudoTerminal.run(
      "\(Petcards.executable.path) \(arguments) --today \(CalendarDate.fixedToday.isoString)",
      environment: ["COLUMNS": "60"].merging(environment) { $1 },
      directory: catalog.directory)
    #expect(result.status == 0)
    return result.output
  }

  @Test func auto_onATerminal_withNoColor_drawsSymbolsWithoutColour() throws {
    let catalog = try catalog()
    // xterm's entry in chafa's terminal database has no image protocol, so auto is symbols.
    let text = try viaTerminal(
      "show rex --catalog \(catalog.path)", in: catalog, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    #expect(text == rexCard(picture: symbols))
  }

  @Test(arguments: [
    ("xterm-kitty", nil, "\u{1B}_Ga=T,f=32,s=480,v=240,c=48,r=12,m=1\u{1B}\\"),
    ("mlterm", nil, "\u{1B}P0;1;0q\"1;1;480;240#"),
    ("xterm-256color", "iTerm.app", "\u{1B}]1337;File=inline=1;width=48;height=12;preserveAspectRatio=0:"),
  ])
  func auto_onATerminalThatShowsImages_drawsTheImageOverBlankCells(
    term: String, program: String?, header: String
  ) throws {
    let catalog = try catalog()
    var environment = ["TERM": term]
    environment["TERM_PROGRAM"] = program
    let text = try viaTerminal("show rex --catalog \(catalog.path) --no-color", in: catalog, environment: environment)
    // 48 × 12 cells of 10 × 20 pixels (the pseudo-terminal gives no pixel size), 4 columns in.
    let blank = String(repeating: "│" + String(repeating: " ", count: 58) + "│\n", count: 12)
    let overlay = "\u{1B}7\u{1B}[12A\r\u{1B}[6C"
    guard let start = text.range(of: overlay + header),
      let end = text.range(of: "\u{1B}8", range: start.upperBound..<text.endIndex)
    else {
      Issue.record("no image drawn over the card: \(text.debugDescription)")
      return
    }
    #expect(
      text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: "<IMAGE>")
        == rexCard(picture: blank + overlay + header + "<IMAGE>\u{1B}8├" + String(repeating: "─", count: 58) + "┤\n"))
  }

  /// Rex's row, with room for a thumbnail when `thumbnails`.
  func rexRow(thumbnails: Bool) -> String {
    let indent = thumbnails ? "   " : ""
    return """
      \(indent)ID   NAME  SPECIES  AGE             FEE
      \(indent)rex  Rex   Dog      2 years old  $50.00

      """
  }

  @Test func listPictures_intoAPipe_orOnATerminalWithoutImages_isTheListAsItIs() throws {
    let catalog = try catalog()
    let piped = try Petcards.run(["list", "--pictures", "--catalog", catalog.path] + day)
    #expect(piped.stdout == rexRow(thumbnails: false))
    let symbols = try viaTerminal(
      "list --pictures --catalog \(catalog.path)", in: catalog,
      environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    #expect(symbols == rexRow(thumbnails: false))
  }

  @Test func listPictures_inKitty_drawsAThumbnailOverEachRowsFirstCells() throws {
    let catalog = try catalog()
    let text = try viaTerminal(
      "list --pictures --catalog \(catalog.path)", in: catalog, environment: ["TERM": "xterm-kitty", "NO_COLOR": "1"])
    // After Rex's row: back up a line, draw 2 × 1 cells (20 × 20 pixels: the cells are 10 × 20
    // when the terminal does not say) as one chunk, and come back.
    let overlay = "\u{1B}7\u{1B}[1A\r\u{1B}_Ga=T,f=32,s=20,v=20,c=2,r=1,m=1\u{1B}\\"
    #expect(text.hasPrefix(rexRow(thumbnails: true) + overlay))
    #expect(text.hasSuffix("\u{1B}_Gm=0\u{1B}\\\u{1B}8"))
  }

  @Test func unreadablePicture_warnsAndPrintsTheCardWithoutIt() throws {
    let catalog = try catalog(picture: "<svg but not really\n")
    let result = try show(catalog, ["--picture", "symbols"])
    #expect(result.status == 0)
    #expect(
      result.stderr == """
        petcards: warning: \(catalog.directory.path)/pictures/rex.svg: not a picture that can be shown (XML parse \
        error: Error domain 1 code 5 on line 1 column 10 of data: Extra content at the end of the document); \
        showing the species glyph instead

        """)
    #expect(result.stdout == rexCard())
  }

  /// A 10000 × 10000 PNG (79 KB on disk) shared by two pets: refused from its header, never
  /// decoded (it cost 380 MB), one warning for the file, both cards printed without it.
  @Test func hugePicture_sharedByTwoPets_warnsOnce_andPrintsBothCardsWithoutIt() throws {
    let catalog = try TemporaryCatalog(
      catalogJSON([
        petJSON(["image": #""pictures/huge.png""#]),
        petJSON(["id": #""pip""#, "name": #""Pip""#, "image": #""pictures/huge.png""#]),
      ]))
    let folder = catalog.directory.appendingPathComponent("pictures")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = try TestPNG.writeBlack(in: folder, name: "huge.png", width: 10_000, height: 10_000)
    let result = try Petcards.run(
      ["show", "rex", "pip", "--catalog", catalog.path, "--picture", "symbols"] + day,
      environment: ["COLUMNS": "60"], directory: catalog.directory)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "petcards: warning: \(path): 10000 × 10000 pixels is over the limit of 40 million; showing the species glyph instead\n"
    )
    let rex = rexCard().replacingOccurrences(of: "pictures/rex.svg ", with: "pictures/huge.png")
    #expect(result.stdout == rex + "\n" + rex.replacingOccurrences(of: "🐕 Rex ", with: "🐕 Pip "))
  }

  @Test func unknownPictureMode_isAUsageError() throws {
    let result = try show(try catalog(), ["--picture", "photo"])
    #expect(result.status == 64)
    #expect(
      result.stderr == """
        Error: The value 'photo' is invalid for '--picture <how>'. Please provide one of the following:
          - auto
          - symbols
          - sixels
          - kitty
          - iterm
          - none
        Help:  --picture <how>  How to draw each pet's picture: auto (on a terminal, the best it shows, \
        else symbols; none when output is not a terminal), symbols, sixels, kitty, iterm or none.
        Usage: petcards show [<options>] [<id-or-name> ...]
          See 'petcards show --help' for more information.

        """)
  }
}
