import Foundation
import PetAdoptionFlow
import PetCatalog
import PetTestSupport
import Testing

/// `pet-browser --print-window` reads the real widgets back under a display;
/// `pet-browser --headless --print-window` prints the view model with no display at all. For the
/// same flags, the two programs print the same bytes.
@Suite struct PrintWindowTests {
  static let states: [[String]] = [
    ["--search", "lab"],
    ["--species", "cat", "--sort", "youngest first"],
    ["--search", "zzzz"],
    ["--favorites"],
    ["--select", "koyuki"],
    ["--age", "senior", "--good-with", "kids", "--sex", "2"],
    ["--good-with", "cats,kids", "--status", "any"],
    ["--age-group", "adult", "--species", "guinea-pig", "--status", "any"],
  ]

  /// `--good-with` takes several answers, comma-separated, in any order (issue 45).
  @Test func goodWith_takesSeveralAnswers() async throws {
    let data = TemporaryDataDirectory()
    let day = ["--today", CalendarDate.fixedToday.isoString, "--print-window", "--headless"]
    let run = try await data.browserBothWays(day + ["--good-with", "cats,kids"]).headless
    #expect(run.status == 0, "stderr: \(run.error)")
    #expect(run.output.contains(" | Good with: Kids and cats | "), "\(run.output)")
    let wrong = try await data.browserBothWays(day + ["--good-with", "kids,unicorns"]).headless
    #expect(wrong.status == 64)
    #expect(wrong.error.contains("--good-with expects one of \"Anyone\", \"Kids\""), "\(wrong.error)")
  }

  /// `petcards`' words for a filter open the window on the same list as the window's own words.
  @Test func flags_takePetcardsWords_andTheWindows() async throws {
    let data = TemporaryDataDirectory()
    let day = ["--today", CalendarDate.fixedToday.isoString, "--print-window", "--headless"]
    let theirs = try await data.browserBothWays(day + ["--age-group", "senior", "--species", "guinea-pig"]).headless
    let ours = try await data.browserBothWays(day + ["--age", "Senior", "--species", "Guinea pig"]).headless
    #expect(theirs.status == 0, "stderr: \(theirs.error)")
    #expect(theirs.output == ours.output)
    #expect(
      theirs.output.contains(
        "\nFilters: Species: Guinea pig | Age: Senior | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Adoptable | Near: none | Within: 50 mi | Favourites: off\n"
      ), "\(theirs.output)")
  }

  @Test(arguments: states)
  func printWindow_isByteIdentical_withAndWithoutADisplay(flags: [String]) async throws {
    let data = TemporaryDataDirectory()
    _ = try data.petcards(["favorite", "add", "zoe"])
    // An inquiry about 小雪, so the card of the state that selects her says "You asked…".
    _ = try data.petcards(Self.inquiryAboutKoyuki)
    let arguments = ["--today", CalendarDate.fixedToday.isoString, "--print-window"] + flags
    let (shown, headless) = try await data.browserBothWays(arguments)
    #expect(shown.status == 0, "stderr: \(shown.error)")
    #expect(headless.status == 0, "stderr: \(headless.error)")
    #expect(shown.output.hasPrefix("Window: Pet Browser\n"))
    #expect(shown.output == headless.output)
    if flags == ["--select", "koyuki"] {
      // Sent today by the clock, as `petcards inquiries add` stamps it.
      let day = InquiryHistory.dayText(
        .today(), today: CalendarDate(year: 2026, month: 11, day: 21) ?? .today(), locale: Locale(identifier: "en_US"))
      #expect(shown.output.contains("\n  Asked:         You asked about 小雪 on \(day)\n"), "\(shown.output)")
    }
  }

  /// `--select` naming a pet the search hides (Luna is a cat): both windows select the first
  /// dog and say so on stderr. The headless one selected the first dog without a word.
  @Test func aPetTheSearchHides_isSaid_withAndWithoutADisplay() async throws {
    let data = TemporaryDataDirectory()
    let arguments = [
      "--today", CalendarDate.fixedToday.isoString, "--print-window", "--search", "dog", "--select", "luna",
    ]
    let (shown, headless) = try await data.browserBothWays(arguments)
    #expect(shown.output == headless.output)
    #expect(shown.output.contains("\n  > biscuit.svg  Biscuit                  Dog "), "\(shown.output)")
    for run in [shown, headless] {
      #expect(run.status == 0)
      #expect(
        run.error
          == "pet-browser: the pet \"luna\" does not match the search and filters; showing the first match instead\n")
    }
  }

  /// On a store of the bundled catalogue, the window with a display prints what the headless one
  /// prints, and, the catalogue's file name aside, what both print on the JSON file.
  @Test(arguments: [["--search", "dog"], ["--species", "cat", "--sort", "youngest first"], ["--select", "koyuki"]])
  func printWindow_isByteIdentical_onAStore(flags: [String]) async throws {
    let data = TemporaryDataDirectory()
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    let store = data.url.appendingPathComponent("pets.sqlite").path
    let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
    _ = try data.petcards(["import", bundled, "--into", store, "--today", CalendarDate.fixedToday.isoString])
    let day = ["--today", CalendarDate.fixedToday.isoString, "--print-window"]
    let (shown, headless) = try await data.browserBothWays(day + ["--catalog", store] + flags)
    let (_, fromJSON) = try await data.browserBothWays(day + ["--catalog", bundled] + flags)
    #expect(shown.status == 0, "stderr: \(shown.error)")
    #expect(shown.output == headless.output)
    #expect(
      shown.output.replacingOccurrences(of: " — pets.sqlite\n", with: " — pets.json\n") == fromJSON.output)
  }

  /// On a shared catalogue (PostgreSQL) of the bundled catalogue, opened as an adopter's role
  /// over TCP with a password, the window prints with a display what it prints without one, and,
  /// the catalogue's name aside, what both print on the JSON file: the same list, filters,
  /// orders and card, asked of the server a page at a time.
  @Test(arguments: [
    ["--search", "dog"], ["--species", "cat", "--sort", "youngest first"], ["--select", "koyuki"],
    ["--age", "senior", "--sort", "fee"], ["--search", "zzzz"],
  ])
  func printWindow_isByteIdentical_onASharedCatalogue(flags: [String]) async throws {
    let data = TemporaryDataDirectory()
    // The bundled catalogue with its pictures on the web, as a shared catalogue keeps them (a
    // file of the publisher's is not published); a one-shot print fetches none.
    let web = data.url.appendingPathComponent("web")
    try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
    let bundled = web.appendingPathComponent("pets.json").path
    let original = try String(
      contentsOf: BuiltProgram.repository.appendingPathComponent("data/pets.json"), encoding: .utf8)
    try original.replacingOccurrences(of: "\"image\": \"pictures/", with: "\"image\": \"http://127.0.0.1:9/pictures/")
      .write(toFile: bundled, atomically: true, encoding: .utf8)
    let day = ["--today", CalendarDate.fixedToday.isoString, "--print-window"]
    try await TestPostgres.server().withDatabaseAsync { database in
      _ = try data.petcards(
        ["import", bundled, "--into", database.ownerAddress, "--shelter", "riverbend"] + day.prefix(2))
      let adopter = try database.role("adopter", password: "see-the-pets", in: "pets_adopter")
      let address = database.address(role: adopter, password: "see-the-pets")
      let (shown, headless) = try await data.browserBothWays(day + ["--catalog", address] + flags)
      let (_, fromJSON) = try await data.browserBothWays(day + ["--catalog", bundled] + flags)
      #expect(shown.status == 0, "stderr: \(shown.error)")
      // The window with a display fetches the pictures it draws, and says why each one on the
      // address that no server answers was not; nothing else.
      #expect(
        shown.error.split(separator: "\n").allSatisfy {
          $0.hasPrefix("pet-browser: warning: the picture http://127.0.0.1:9/pictures/")
        }, "\(shown.error)")
      #expect(shown.output == headless.output)
      #expect(
        shown.output.replacingOccurrences(of: " — \(database.name) on 127.0.0.1\n", with: " — pets.json\n")
          == fromJSON.output)
      #expect(!shown.output.contains("see-the-pets"))
    }
  }

  /// A shared catalogue of version 3, whose shelters keep no counts, opens in the window as
  /// one of version 4 does (it counts the pets itself), until its owner publishes again.
  @Test func printWindow_onACatalogueOfVersion3_isTheSame() async throws {
    let data = TemporaryDataDirectory()
    let day = ["--today", CalendarDate.fixedToday.isoString, "--print-window", "--headless"]
    try await TestPostgres.server().withDatabaseAsync { database in
      try Self.publishTwoShelters(into: database, from: data)
      let flags = day + ["--catalog", database.ownerAddress, "--search", "stuart", "--select", "rex"]
      let (_, now) = try await data.browserBothWays(flags)
      try database.run(
        """
        ALTER TABLE shelter DROP COLUMN listed, DROP COLUMN earliest_birthday;
        UPDATE pets_catalogue SET version = 3
        """)
      let (_, before) = try await data.browserBothWays(flags)
      #expect(before.status == 0, "\(before.error)")
      #expect(before.output == now.output)
      #expect(now.output.contains("\nCount: 2 of 28 pets | Sort: Name\n"), "\(now.output)")
    }
  }

  /// In a shared catalogue of two shelters, the card names each pet's shelter, with and
  /// without a display alike; the subtitle names no one shelter.
  @Test func printWindow_namesEachPetsShelter_inACatalogueOfSeveral() async throws {
    let data = TemporaryDataDirectory()
    let day = ["--today", CalendarDate.fixedToday.isoString]
    try await TestPostgres.server().withDatabaseAsync { database in
      try Self.publishTwoShelters(into: database, from: data)
      for (id, shelter) in [("rex", "Hillside Rescue"), ("stuart", "Riverbend Animal Shelter")] {
        let (shown, headless) = try await data.browserBothWays(
          day + ["--print-window", "--catalog", database.ownerAddress, "--select", id])
        #expect(shown.status == 0, "stderr: \(shown.error)")
        #expect(shown.output == headless.output)
        #expect(shown.output.contains("\n  Status:        Available\n  Shelter:       \(shelter)\n  Description:"))
        #expect(
          shown.output.contains("\nHeader: Pet Browser · \(database.name) on [\(database.server.socketFolder)]\n"))
      }
    }
  }

  /// In a shared catalogue of two shelters the filter row has a Shelter filter, by the shelters'
  /// names; `--shelter` takes a shelter's id or its name, and lists only its pets, with and
  /// without a display alike. A catalogue of one shelter has no Shelter filter, and `--shelter`
  /// there is said to name none.
  @Test func printWindow_filtersByShelter_inACatalogueOfSeveral() async throws {
    let data = TemporaryDataDirectory()
    let day = ["--today", CalendarDate.fixedToday.isoString, "--print-window"]
    try await TestPostgres.server().withDatabaseAsync { database in
      try Self.publishTwoShelters(into: database, from: data)
      let catalogue = ["--catalog", database.ownerAddress]
      for shelter in ["hillside", "hillside rescue"] {
        let (shown, headless) = try await data.browserBothWays(day + catalogue + ["--shelter", shelter])
        #expect(shown.status == 0, "stderr: \(shown.error)")
        #expect(shown.error == "")
        #expect(shown.output == headless.output)
        #expect(
          shown.output.contains(
            """
            Filters: Species: Any | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Adoptable \
            | Shelter: Hillside Rescue | Near: none | Within: 50 mi | Favourites: off
            Count: 1 of 28 pets | Sort: Name
            List:
                Picture      Name  Species  Age          Fee      ★
              > placeholder  Rex   Dog      3 years old  $500.00  ☆
            Card:

            """), "\(shown.output)")
      }
      let (every, _) = try await data.browserBothWays(day + catalogue)
      #expect(
        every.output.contains("| Status: Adoptable | Shelter: Any | Near: none | Within: 50 mi | Favourites: off\n"),
        "\(every.output)")
      #expect(every.output.contains("\nCount: 27 of 28 pets | Sort: Name\n"), "\(every.output)")
      let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
      let (one, oneHeadless) = try await data.browserBothWays(day + ["--catalog", bundled, "--shelter", "hillside"])
      #expect(one.status == 0)
      #expect(one.output == oneHeadless.output)
      #expect(
        one.output.contains("| Status: Adoptable | Near: none | Within: 50 mi | Favourites: off\n"), "\(one.output)")
      for run in [one, oneHeadless] {
        #expect(
          run.error
            == "pet-browser: the catalogue has no shelter \"hillside\" among several; showing every shelter's pets\n")
      }
    }
  }

  /// Publishes the bundled catalogue as Riverbend's and Rex (Stuart's twin, with no picture) as
  /// Hillside Rescue's into `database`.
  static func publishTwoShelters(into database: SharedDatabase, from data: TemporaryDataDirectory) throws {
    let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json").path
    let day = ["--today", CalendarDate.fixedToday.isoString]
    _ = try data.petcards(["import", bundled, "--into", database.ownerAddress, "--shelter", "riverbend"] + day)
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("hillside.json")
      let pets = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundled))) as? [String: Any])
      var rex = try #require((pets["pets"] as? [[String: Any]])?.first { $0["id"] as? String == "stuart" })
      rex["id"] = "rex"
      rex["name"] = "Rex"
      rex["image"] = ""
      try JSONSerialization.data(withJSONObject: ["shelter": "Hillside Rescue", "pets": [rex]]).write(to: file)
      _ = try data.petcards(["import", file.path, "--into", database.ownerAddress, "--shelter", "hillside"] + day)
    }
  }

  /// A shelter's own listing opens in the window as in `petcards`, with the fees in the currency
  /// given, and prints the same with and without a display.
  @Test func printWindow_isByteIdentical_onAShelterListing() async throws {
    let data = TemporaryDataDirectory()
    let listing = ListingSamples.path("rescuegroups.json")
    let flags = ListingSamples.todayArguments + ["--print-window", "--catalog", listing, "--select", "rg-9002"]
    let (shown, headless) = try await data.browserBothWays(flags + ["--currency", "USD"])
    #expect(shown.status == 0, "stderr: \(shown.error)")
    #expect(shown.output == headless.output)
    #expect(
      shown.output.contains(
        """
        List:
            Picture      Name                       Species  Age                Fee         ★
            placeholder  Juniper                    Dog      5 years old        $250.00     ☆
            placeholder  Nutmeg                     Rabbit   Young              $75.00      ☆
          > placeholder  Oliver · Adoption pending  Cat      about 7 years old  Fee waived  ☆
        Card:
          Picture:       placeholder
          Name:          Oliver
          Age:           about 7 years old
          Adoption fee:  Fee waived
          Breed:         Cat
          Sex:           Unknown
          Size:          Unknown

        """), "\(shown.output)")
    let (_, refused) = try await data.browserBothWays(flags)
    #expect(refused.status == 65)
    #expect(
      refused.error.contains(
        "\(listing): the listing has fees but does not say their currency; give it with --currency, e.g. --currency USD"
      ))
  }

  static let inquiryAboutKoyuki = [
    "inquiries", "add", "koyuki", "--name", "Ada Lovelace", "--email", "ada@example.com", "--children", "no",
    "--housing", "own", "--message", "A quiet house with a big garden.", "--today", CalendarDate.fixedToday.isoString,
  ]
  /// Rex of `catalogue` prints the same with and without a display, and with the placeholder.
  func expectPlaceholderBothWays(
    showingRexOf catalogue: URL, in data: TemporaryDataDirectory, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let arguments = [
      "--today", CalendarDate.fixedToday.isoString, "--print-window", "--catalog", catalogue.path, "--select", "rex",
    ]
    let (shown, headless) = try await data.browserBothWays(arguments)
    #expect(shown.status == 0, "stderr: \(shown.error)", sourceLocation: sourceLocation)
    #expect(headless.status == 0, "stderr: \(headless.error)", sourceLocation: sourceLocation)
    #expect(shown.output == headless.output, sourceLocation: sourceLocation)
    #expect(
      shown.output.split(separator: "\n").contains("  Picture:       placeholder"), sourceLocation: sourceLocation)
  }

  /// A picture the card cannot show (over the pixel limit, or cut short with a header that claims
  /// 10000 × 10000) prints as `placeholder` in both: the headless window asks the card's decoder.
  @Test(arguments: [nil, 40] as [Int?])
  func printWindow_isByteIdentical_forAPictureTheCardCannotShow(rows: Int?) async throws {
    let data = TemporaryDataDirectory()
    let (catalogue, _) = try TestPNG.writeCatalogueOfRex(in: data.url, rows: rows)
    try await expectPlaceholderBothWays(showingRexOf: catalogue, in: data)
  }

  /// A picture that is a FIFO hung the one-shot modes; one that links out of the catalogue's
  /// folder was drawn. Both print `placeholder` now, at once, with and without a display.
  @Test(.timeLimit(.minutes(1)), arguments: ["fifo", "link"])
  func printWindow_isByteIdentical_forAPictureThatIsNoFileOfTheCatalogue(kind: String) async throws {
    let data = TemporaryDataDirectory()
    let shelter = data.url.appendingPathComponent("shelter")
    let (catalogue, picture) = try TestPNG.writeCatalogueOfRex(in: shelter)
    try FileManager.default.removeItem(atPath: picture)
    if kind == "fifo" {
      #expect(mkfifo(picture, 0o600) == 0)
    } else {
      try TestPNG.red.write(to: data.url.appendingPathComponent("outside.png"))
      try FileManager.default.createSymbolicLink(atPath: picture, withDestinationPath: "../../outside.png")
    }
    try await expectPlaceholderBothWays(showingRexOf: catalogue, in: data)
  }

  /// A catalogue with two bad pets: the window lists the others under the catalogue bar, and
  /// exits 0; a missing one shows the error page, and the print exits 66.
  @Test(arguments: ["pets.json", "none.json"])
  func printWindow_isByteIdentical_forABadOrMissingCatalogue(name: String) async throws {
    let data = TemporaryDataDirectory()
    try BrokenCatalogs.writeTwoBadPets(to: data.url.appendingPathComponent("pets.json"))
    let path = data.url.appendingPathComponent(name).path
    let arguments = ["--today", CalendarDate.fixedToday.isoString, "--print-window", "--catalog", path]
    let (shown, headless) = try await data.browserBothWays(arguments)
    #expect(shown.status == (name == "none.json" ? 66 : 0), "stderr: \(shown.error)")
    #expect(headless.status == shown.status)
    #expect(shown.output == headless.output)
    let lines = shown.output.split(separator: "\n").map(String.init)
    if name == "none.json" {
      #expect(lines.contains("  \(path): no such file"))
      #expect(shown.error == "\(path): no such file\n")
    } else {
      #expect(lines.contains("Catalogue: 2 pets in pets.json could not be shown [Show Problems]"))
      #expect(shown.error.hasPrefix("\(path): pets[1] (id \"biscuit\", \"Biscuit\"), field \"birthday\""))
    }
  }

  @Test func headless_withoutPrintWindow_isAUsageError() async throws {
    let executable = await Fixtures.browserExecutable
    let result = try run(executable, ["--headless"])
    #expect(result.status == 64)
    #expect(
      result.error.hasPrefix(
        "Error: --headless goes with --print-window: without a display there is no window to show\n"))
  }
}
