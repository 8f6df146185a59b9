import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// `petcards import`, `export`, and every command reading a store as it reads the JSON file it
/// was made from.
@Suite struct StoreCommandTests {
  static let bundled = Petcards.repository.appendingPathComponent("data/pets.json").path
  static let today = ["--today", CalendarDate.fixedToday.isoString]

  /// Runs `body` with a store made from the bundled catalogue, in a temporary folder.
  static func withBundledStore(_ body: (_ store: String, _ folder: URL) throws -> Void) throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let result = try Petcards.run(["import", bundled, "--into", store] + today)
      #expect(result.status == 0)
      #expect(result.stdout == "27 pets listed in \(store): 27 added, 0 changed, 0 unchanged, 0 gone\n")
      #expect(result.stderr == "")
      try body(store, folder)
    }
  }

  @Test(arguments: [
    ["list"], ["list", "--json"], ["list", "--search", "dog"], ["list", "--search", "小", "--json"],
    ["list", "--pictures"],
    ["list", "--sort", "fee", "--status", "adoptable"], ["list", "--age", "senior", "--good-with", "kids"],
    ["show", "stuart"], ["show", "--search", "cat"], ["show", "zoe", "Stuart", "zoe", "--json"],
    ["show", "--species", "horse", "--json"],
  ])
  func aCommand_printsTheSameFromTheStore_asFromTheJSONFile(arguments: [String]) throws {
    try Self.withBundledStore { store, folder in
      let environment = ["PET_DATA_DIR": folder.path, "NO_COLOR": "1"]
      let fromJSON = try Petcards.run(arguments + ["--catalog", Self.bundled] + Self.today, environment: environment)
      let fromStore = try Petcards.run(arguments + ["--catalog", store] + Self.today, environment: environment)
      #expect(fromJSON.status == 0)
      #expect(fromStore.stdout == fromJSON.stdout)
      #expect(fromStore.stderr == fromJSON.stderr)
      #expect(fromStore.status == fromJSON.status)
    }
  }

  /// A JSON catalogue is read, then imported into a store in the cache folder, on its first
  /// run; the runs after open that store. Each prints what reading the JSON prints, byte for
  /// byte, a missing picture's warning included.
  @Test(arguments: [
    ["list"], ["list", "--json"], ["list", "--search", "dog"], ["show", "stuart"],
    ["show", "--search", "cat", "--json"],
    ["list", "--missing-picture"], ["show", "rex", "max"],
  ])
  func aJSONCatalogue_printsTheSame_throughItsStoreInTheCache(arguments: [String]) async throws {
    try await withTemporaryDirectoryAsync { folder in
      var catalogue = Self.bundled
      if arguments.contains("--missing-picture") || arguments.contains("rex") {
        // Rex's picture, which Max uses too, is not there.
        catalogue = TemporaryCatalog.write(
          catalogJSON([petJSON(), petJSON(["id": #""max""#, "name": #""Max""#])]), in: folder)
      }
      let command = arguments.filter { $0 != "--missing-picture" } + ["--catalog", catalogue] + Self.today
      let cache = folder.appendingPathComponent("cache")
      let uncached = ["PET_DATA_DIR": folder.path, "NO_COLOR": "1"]
      let cached = uncached.merging(["PET_CACHE_DIR": cache.path]) { $1 }
      let fromJSON = try Petcards.run(command, environment: uncached)
      let first = try Petcards.run(command, environment: cached)
      // Made by the process the first run started and did not wait for.
      let store = try await waitForCachedStore(in: cache)
      let stores = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".sqlite") }
      try #require(stores.count == 1)
      let longAgo = Date(timeIntervalSince1970: 0)
      try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: store)
      let second = try Petcards.run(command, environment: cached)
      // A store's time is set each time it is opened: the second run read the store.
      #expect(try FileManager.default.attributesOfItem(atPath: store)[.modificationDate] as? Date != longAgo)
      #expect(fromJSON.status == 0)
      for run in [first, second] {
        #expect(run.stdout == fromJSON.stdout)
        #expect(run.stderr == fromJSON.stderr)
        #expect(run.status == fromJSON.status)
      }
      if catalogue != Self.bundled {
        #expect(fromJSON.stderr.contains("the picture \"pictures/rex.svg\" does not exist"))
      }
    }
  }

  /// `show` asks a store for the pets named, not the whole list: what it cannot find, or what
  /// the filters leave out, it says as the JSON file's reading says it.
  @Test(arguments: [
    (["show", "luna", "nobody"], "petcards: no pet matches \"nobody\"\n"),
    (["show", "stuart", "--status", "adopted"], "petcards: no pet matches \"stuart\"\n"),
    (["show", "--search", "no such words"], "petcards: no pet matches these filters\n"),
    (["show", "--favorites"], "petcards: no pet matches these filters\n"),
  ])
  func aShowThatFindsNothing_saysSo_fromTheStore_asFromTheJSONFile(arguments: [String], message: String) throws {
    try Self.withBundledStore { store, folder in
      let environment = ["PET_DATA_DIR": folder.path, "NO_COLOR": "1"]
      let fromJSON = try Petcards.run(arguments + ["--catalog", Self.bundled] + Self.today, environment: environment)
      let fromStore = try Petcards.run(arguments + ["--catalog", store] + Self.today, environment: environment)
      #expect(fromJSON.status == 1)
      #expect(fromJSON.stderr == message)
      #expect(fromStore.status == 1)
      #expect(fromStore.stderr == message)
      #expect(fromStore.stdout == fromJSON.stdout)
    }
  }

  @Test func starsAndInquiries_onAStore_nameItsPets() throws {
    try Self.withBundledStore { store, folder in
      let environment = ["PET_DATA_DIR": folder.path, "NO_COLOR": "1"]
      let catalogue = ["--catalog", store] + Self.today
      let starred = try Petcards.run(["favorite", "add", "Stuart", "koyuki"] + catalogue, environment: environment)
      #expect(starred.status == 0)
      let favorites = try Petcards.run(["favorite", "list"] + catalogue, environment: environment)
      #expect(favorites.stderr == "")
      #expect(
        favorites.stdout == """
          ID      NAME    SPECIES  AGE          STATUS                FEE
          stuart  Stuart  Dog      3 years old  Available         $500.00
          koyuki  小雪    Dog      5 years old  Adoption pending  $150.00

          """)
      let asked = try Petcards.run(
        [
          "inquiries", "add", "Stuart", "--name", "Ada Lovelace", "--email", "ada@example.org", "--children", "no",
          "--housing", "own", "--message", "A quiet home with a garden and time to walk.",
        ] + catalogue, environment: environment)
      #expect(asked.status == 0)
      #expect(asked.stdout == "Inquiry 1 sent about Stuart (stuart) from Ada Lovelace\n")
      // The date is today's, whenever the test runs: everything before it is checked.
      let listed = try Petcards.run(["inquiries", "list"] + catalogue, environment: environment)
      let lines = listed.stdout.split(separator: "\n").map(String.init)
      #expect(lines.count == 2)
      #expect(lines.first == "ID  PET              APPLICANT     STATUS     DATE")
      #expect(lines.last?.hasPrefix("1   Stuart (stuart)  Ada Lovelace  Submitted  20") == true)
    }
  }

  @Test func aStoreInAFolderThatIsNotThere_isRefused_andNamesTheFolder() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("missing/pets.sqlite").path
      let result = try Petcards.run(["import", Self.bundled, "--into", store] + Self.today)
      #expect(result.status == 73)
      #expect(
        result.stderr == """
          petcards: \(store): cannot be made: the folder \(folder.path)/missing does not exist
          petcards: nothing was imported into \(store)

          """)
    }
  }

  @Test func importingAgain_changesNothing_andSaysSo() throws {
    try Self.withBundledStore { store, _ in
      let before = try Data(contentsOf: URL(fileURLWithPath: store))
      let again = try Petcards.run(["import", Self.bundled, "--into", store] + Self.today)
      #expect(again.stdout == "27 pets listed in \(store): 0 added, 0 changed, 27 unchanged, 0 gone\n")
      #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }
  }

  /// `--progress` says each step on one line of standard error, written again in place and
  /// erased at the end (the default on a terminal); the report on standard output is the same.
  /// Without it, and standard error not a terminal, nothing is said.
  @Test func import_withProgress_saysEachStepOnOneLine_thenErasesIt() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let result = try Petcards.run(["import", Self.bundled, "--into", store, "--progress"] + Self.today)
      #expect(result.status == 0)
      #expect(result.stdout == "27 pets listed in \(store): 27 added, 0 changed, 0 unchanged, 0 gone\n")
      let erase = "\u{1B}[K"
      // The file is read as its pets are written: how much of it is read, and the pets so far.
      #expect(
        result.stderr
          == "\rImporting \(Self.bundled) into \(store): 100% read, 27 pets\(erase)"
          + "\rImporting into \(store): indexing…\(erase)"
          + "\rImporting into \(store): saving…\(erase)\r\(erase)")
      // Again, the pets compared rather than written; and without --progress, not a word.
      let again = try Petcards.run(["import", Self.bundled, "--into", store, "--progress"] + Self.today)
      #expect(
        again.stderr.contains("\rImporting \(Self.bundled) into \(store): 100% read, 27 pets\(erase)\rImporting into"))
      // Two files are read first, then imported: each one read, then the pets of both.
      let (rex, tess) = (folder.appendingPathComponent("rex.json"), folder.appendingPathComponent("tess.json"))
      let picture = #""https://example.org/rex.jpg""#
      try Data(#"{"pets": [\#(petJSON(["image": picture]))]}"#.utf8).write(to: rex)
      try Data(#"{"pets": [\#(petJSON(["id": #""tess""#, "image": picture]))]}"#.utf8).write(to: tess)
      let other = folder.appendingPathComponent("other.sqlite").path
      let two = try Petcards.run(["import", rex.path, tess.path, "--into", other, "--progress"] + Self.today)
      #expect(two.status == 0)
      #expect(
        two.stderr
          == "\rReading \(rex.path)…\(erase)\r\(erase)\rReading \(tess.path)…\(erase)\r\(erase)"
          + "\rImporting into \(other): 0% (0 of 2 pets)\(erase)"
          + "\rImporting into \(other): 100% (2 of 2 pets)\(erase)"
          + "\rImporting into \(other): indexing…\(erase)"
          + "\rImporting into \(other): saving…\(erase)\r\(erase)")
      let quiet = try Petcards.run(["import", Self.bundled, "--into", store] + Self.today)
      #expect(quiet.stderr == "")
    }
  }

  /// On a terminal the line is shown without asking, and erased before the report, which the
  /// same terminal shows on a line of its own; `--no-progress` and a dumb terminal say nothing.
  @Test func import_onATerminal_showsTheLine_thenTheReportOnALineOfItsOwn() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let command =
        "\(Petcards.executable.path) import \(Self.bundled) --into \(store) --today \(CalendarDate.fixedToday.isoString)"
      func viaTerminal(_ extra: String, term: String = "xterm") throws -> String {
        let result = try PseudoTerminal.run(command + extra, environment: ["TERM": term], directory: folder)
        #expect(result.status == 0)
        return result.output
      }
      let erase = "\u{1B}[K"
      let shown = try viaTerminal("")
      #expect(
        shown
          == "\rImporting \(Self.bundled) into \(store): 100% read, 27 pets\(erase)"
          + "\rImporting into \(store): indexing…\(erase)"
          + "\rImporting into \(store): saving…\(erase)\r\(erase)"
          + "27 pets listed in \(store): 27 added, 0 changed, 0 unchanged, 0 gone\n")
      let unchanged = "27 pets listed in \(store): 0 added, 0 changed, 27 unchanged, 0 gone\n"
      let asked = try viaTerminal(" --no-progress")
      let dumb = try viaTerminal("", term: "dumb")
      #expect(asked == unchanged)
      #expect(dumb == unchanged)
    }
  }

  /// The first run on a JSON file prints and returns: the store for the next run is made by a
  /// process of its own that the run does not wait for (`keep-store`), so the prompt comes back
  /// with the output, on a terminal or not. It held the prompt until the store was made, with a
  /// line on the terminal saying how far it was (issue 45). The next run reads the store.
  @Test func aFirstRun_returnsWithItsOutput_andTheStoreForTheNextRunIsMadeApart() async throws {
    try await withTemporaryDirectoryAsync { folder in
      // A cache of this test's own: the bundled file is new to it.
      let catalog = Self.bundled
      let cache = folder.appendingPathComponent("cache")
      let list =
        "\(Petcards.executable.path) list --species horse --no-color --catalog \(catalog) --today \(CalendarDate.fixedToday.isoString)"
      func viaTerminal(_ command: String) throws -> String {
        let result = try PseudoTerminal.run(
          command, environment: ["TERM": "xterm", "PET_CACHE_DIR": cache.path], directory: folder)
        #expect(result.status == 0)
        return result.output
      }
      let table = try Petcards.run(["list", "--species", "horse", "--catalog", catalog] + Self.today).stdout
      #expect(try viaTerminal(list) == table)
      let store = try await waitForCachedStore(in: cache)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store + ".source") == catalog)
      // The next run reads the store: the same table, and the store is used (opened, its time set).
      let made = try FileManager.default.attributesOfItem(atPath: store)[.modificationDate] as? Date
      #expect(try viaTerminal(list) == table)
      let used = try FileManager.default.attributesOfItem(atPath: store)[.modificationDate] as? Date
      #expect(made != nil && used != nil && made != used)
    }
  }

  /// On a terminal narrower than the line, the line is cut to its width less a column: a line
  /// that wrapped would be written again from its last row only, leaving the rest on the screen.
  @Test func import_onANarrowTerminal_cutsTheLine() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let command =
        "\(Petcards.executable.path) import \(Self.bundled) --into \(store) --today \(CalendarDate.fixedToday.isoString)"
      let result = try PseudoTerminal.run(command, environment: ["TERM": "xterm", "COLUMNS": "40"], directory: folder)
      #expect(result.status == 0)
      func cut(_ line: String) -> String { line.count > 39 ? String(line.prefix(38)) + "…" : line }
      let steps = [
        "Importing \(Self.bundled) into \(store): 100% read, 27 pets", "Importing into \(store): indexing…",
        "Importing into \(store): saving…", "",
      ]
      #expect(
        result.output
          == steps.map { "\r" + cut($0) + "\u{1B}[K" }.joined()
          + "27 pets listed in \(store): 27 added, 0 changed, 0 unchanged, 0 gone\n")
    }
  }

  /// A problem found while a file is read is said on a line of its own: the progress line is
  /// erased first.
  @Test func import_withProgress_erasesTheLine_beforeAProblem() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let bad = try TemporaryCatalog(#"{"pets": [\#(petJSON(["species": #""unicorn""#]))]}"#)
      let result = try Petcards.run(["import", bad.path, "--into", store, "--progress"] + Self.today)
      #expect(result.status == 65)
      #expect(
        result.stderr == "\rReading \(bad.path)…\u{1B}[K\r\u{1B}[K" + """
          petcards: \(bad.path): pets[0] (id "rex", "Rex"), field "species": expected one of dog, cat, rabbit, bird, guinea-pig, hamster, ferret, reptile, horse, other, found "unicorn"
          petcards: nothing was imported into \(store)

          """)
    }
  }

  @Test func export_writesTheCatalogueBack_asTheJSONFormat() throws {
    try Self.withBundledStore { store, folder in
      let out = folder.appendingPathComponent("exported.json").path
      let result = try Petcards.run(["export", "--catalog", store, "--out", out] + Self.today)
      #expect(result.status == 0)
      #expect(result.stdout == "")
      let loader = CatalogLoader(today: .fixedToday)
      #expect(try loader.load(path: out).pets == loader.load(path: Self.bundled).pets)
      let toStandardOutput = try Petcards.run(["export", "--catalog", store] + Self.today)
      #expect(toStandardOutput.stdout == (try String(contentsOfFile: out, encoding: .utf8)))
    }
  }

  /// A store is written a pet at a time, to a file beside the one asked for, renamed over it
  /// once whole: a folder that is not there leaves nothing behind, and a file already there is
  /// left as it was when the writing fails.
  @Test func export_thatCannotWrite_namesTheFile_andLeavesNothingHalfWritten() throws {
    try Self.withBundledStore { store, folder in
      let missing = folder.appendingPathComponent("no-such-folder/exported.json").path
      let result = try Petcards.run(["export", "--catalog", store, "--out", missing] + Self.today)
      #expect(result.status == 73)
      #expect(result.stderr == "petcards: cannot write \(missing): no such file or directory\n")
      #expect(result.stdout == "")
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == ["pets.sqlite"])
    }
  }

  @Test func aBadFile_importsNothing_andNamesTheFileThePetAndTheField() throws {
    try Self.withBundledStore { store, _ in
      let before = try Data(contentsOf: URL(fileURLWithPath: store))
      let bad = try TemporaryCatalog(#"{"pets": [\#(petJSON(["species": #""unicorn""#]))]}"#)
      let result = try Petcards.run(["import", Self.bundled, bad.path, "--into", store] + Self.today)
      #expect(result.status == 65)
      #expect(
        result.stderr == """
          petcards: \(bad.path): pets[0] (id "rex", "Rex"), field "species": expected one of dog, cat, rabbit, bird, guinea-pig, hamster, ferret, reptile, horse, other, found "unicorn"
          petcards: nothing was imported into \(store)

          """)
      #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }
  }

  @Test func aFileThatIsNoStore_isRefused_withItsName() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("notes.sqlite").path
      // The first 100 bytes of an SQLite database, and nothing in it.
      var header = Data("SQLite format 3\0".utf8)
      header.append(Data(repeating: 0, count: 84))
      try header.write(to: URL(fileURLWithPath: path))
      let result = try Petcards.run(["list", "--catalog", path] + Self.today)
      #expect(result.status == 65)
      #expect(result.stdout == "")
      #expect(result.stderr == "petcards: \(path): is damaged (file is not a database)\n")
    }
  }
}
