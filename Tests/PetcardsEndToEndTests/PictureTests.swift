import Foundation
import PetTestSupport
import Testing

/// `petcards show --picture`, run as a user would, on a catalogue whose one pet has the test picture.
@Suite struct PictureTests {
  let day = ["--today", "2026-11-21"]

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

  /// Rex's card at 60 columns, with `picture` lines (and the line under them) after the title.
  func rexCard(picture: String = "") -> String {
    """
    ╭──────────────────────────────────────────────────────────╮
    │ 🐕 Rex                                            $50.00 │
    ├──────────────────────────────────────────────────────────┤
    \(picture)│ Age          2 years old                                 │
    │ Breed        Dog · Beagle                                │
    │ Sex          Male                                        │
    │ Size         Medium                                      │
    │ Temperament  Untested with kids, dogs and cats           │
    │ Health       No health record yet                        │
    │ Status       Available                                   │
    │ Picture      pictures/rex.svg                            │
    ├──────────────────────────────────────────────────────────┤
    │ A good dog.                                              │
    ╰──────────────────────────────────────────────────────────╯

    """
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

  @Test func auto_onATerminal_withNoColor_drawsSymbolsWithoutColour() throws {
    let catalog = try catalog()
    // `script` gives the command a pseudo-terminal, as a person's shell would; xterm's entry
    // in chafa's terminal database has no image protocol, so auto is symbols.
    let command = "\(Petcards.executable.path) show rex --catalog \(catalog.path) --today 2026-11-21"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qec", command, "/dev/null"]
    process.environment = [
      "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "COLUMNS": "60", "NO_COLOR": "1",
    ]
    process.currentDirectoryURL = catalog.directory
    let out = Pipe()
    process.standardOutput = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // The terminal turns each line feed into a carriage return and a line feed.
    #expect(
      String(decoding: data, as: UTF8.self)
        == rexCard(picture: symbols).replacingOccurrences(of: "\n", with: "\r\n"))
  }

  @Test func unreadablePicture_warnsAndPrintsTheCardWithoutIt() throws {
    let catalog = try catalog(picture: "<svg but not really\n")
    let result = try show(catalog, ["--picture", "symbols"])
    #expect(result.status == 0)
    #expect(
      result.stderr == """
        petcards: Unable to read '\(catalog.directory.path)/pictures/rex.svg': not a picture gdk-pixbuf can \
        load. Showing the species glyph instead.

        """)
    #expect(result.stdout == rexCard())
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
