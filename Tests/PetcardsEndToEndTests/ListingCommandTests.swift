import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// `petcards import` and `--catalog` with shelters' own listings (docs/formats/samples).
@Suite struct ListingCommandTests {
  static let today = ListingSamples.todayArguments
  static func sample(_ name: String) -> String { ListingSamples.path(name) }

  @Test func thePagesOfAListing_importAsOne_andAgainChangeNothing() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let pages = [Self.sample("petfinder-page-1.json"), Self.sample("petfinder-page-2.json")]
      let first = try Petcards.run(["import"] + pages + ["--into", store] + Self.today)
      #expect(first.status == 0)
      // Biscuit is on both pages: one pet.
      #expect(first.stdout == "4 pets listed in \(store): 4 added, 0 changed, 0 unchanged, 0 gone\n")
      #expect(
        first.stderr
          == "petcards: warning: \(pages[0]): animals[2] (id \"pf-700103\", \"Found: grey tabby on Elm Street\"): "
          + "left out: a found-pet notice (status \"found\"), not a pet for adoption\n")
      let bytes = try Data(contentsOf: URL(fileURLWithPath: store))
      let again = try Petcards.run(["import"] + pages + ["--into", store] + Self.today)
      #expect(again.stdout == "4 pets listed in \(store): 0 added, 0 changed, 4 unchanged, 0 gone\n")
      #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == bytes)
      // The ids are stable, and each names its pet for show.
      let list = try Petcards.run(["list", "--catalog", store, "--status", "any"] + Self.today)
      #expect(
        list.stdout == """
          ID         NAME              SPECIES     AGE     STATUS                FEE
          pf-700101  Biscuit           Dog         Adult   Available  Fee not listed
          pf-700102  Clover            Rabbit      Baby    Available  Fee not listed
          pf-700104  Pickles           Guinea pig  Young   Adopted    Fee not listed
          pf-700105  SAFFRON *bonded*  Cat         Senior  Available  Fee not listed

          """)
    }
  }

  @Test func onePageOfSeveral_saysSo() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let page = Self.sample("petfinder-page-2.json")
      let result = try Petcards.run(["import", page, "--into", store] + Self.today)
      #expect(result.status == 0)
      #expect(
        result.stderr
          == "petcards: warning: \(page): is page 2 of 2 of its listing; page 1 is not imported with it, "
          + "so pets listed only there are marked gone\n")
    }
  }

  /// A page that says its listing has forty million pages, or 10^18, names the first pages not
  /// given and counts the rest: listing them all took 14 s and 1.5 GB, and 10^18 aborted
  /// (issue 40).
  @Test(arguments: [("40000000", "39999989"), ("1000000000000000000", "999999999999999989")])
  func aPageOfAHugeListing_namesTheFirstPagesMissing_andCountsTheRest(total: String, more: String) throws {
    try withTemporaryDirectory { folder in
      let sample = try String(contentsOfFile: Self.sample("petfinder-page-2.json"), encoding: .utf8)
      let page = folder.appendingPathComponent("page.json").path
      let huge = sample.replacingOccurrences(of: #""total_pages": 2"#, with: #""total_pages": \#(total)"#)
      try #require(huge != sample)
      try huge.write(toFile: page, atomically: true, encoding: .utf8)
      let store = folder.appendingPathComponent("pets.sqlite").path
      let result = try Petcards.run(["import", page, "--into", store] + Self.today)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stderr
          == "petcards: warning: \(page): is page 2 of \(total) of its listing; pages 1, 3, 4, 5, 6, 7, 8, 9, 10, 11"
          + " and \(more) more are not imported with it, so pets listed only there are marked gone\n")
    }
  }

  @Test func onePageOfSeveral_openedWithCatalog_saysSo() throws {
    let page = Self.sample("petfinder-page-2.json")
    let result = try Petcards.run(["list", "--catalog", page] + Self.today)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "petcards: warning: \(page): is page 2 of 2 of its listing; the pets of the other pages are not shown\n")
  }

  @Test func aCard_fromARescueGroupsListing() throws {
    let result = try Petcards.run(
      ["show", "rg-9002", "--catalog", Self.sample("rescuegroups.json"), "--currency", "USD"] + Self.today)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        ╭──────────────────────────────────────────────────────────────────────────────╮
        │ 🐈 Oliver                                                         Fee waived │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ Age          about 7 years old                                               │
        │ Breed        Cat                                                             │
        │ Sex          Unknown                                                         │
        │ Size         Unknown                                                         │
        │ Temperament  Untested with kids, dogs and cats                               │
        │ Health       No health record yet                                            │
        │ Status       Adoption pending                                                │
        │ Shelter      Hillside Rescue & Rehoming · Springfield, IL 62704              │
        │ Picture      none (placeholder shown)                                        │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ Oliver is a calm lap cat.                                                    │
        │ He came in as a stray, so his age is our vet's best guess.                   │
        │                                                                              │
        │ Adoption fee: Waived for seniors.                                            │
        ╰──────────────────────────────────────────────────────────────────────────────╯

        """)
  }

  @Test func aFailedImport_changesNothing_andSaysWhy() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      #expect(
        try Petcards.run(
          ["import", Self.sample("asm3-adoptable.json"), "--into", store, "--currency", "USD"] + Self.today
        ).status == 0)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: store))
      // RescueGroups' fees need a currency the file does not give.
      let refused = try Petcards.run(["import", Self.sample("rescuegroups.json"), "--into", store] + Self.today)
      #expect(refused.status == 65)
      #expect(
        refused.stderr.hasSuffix(
          "petcards: \(Self.sample("rescuegroups.json")): the listing has fees but does not say their currency; "
            + "give it with --currency, e.g. --currency USD\npetcards: nothing was imported into \(store)\n"))
      #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == bytes)
      let unknown = try Petcards.run(
        ["import", Self.sample("asm3-adoptable.json"), "--into", store, "--currency", "usd"] + Self.today)
      #expect(unknown.status == 64)
      #expect(unknown.stderr.contains("--currency expects a three-letter ISO 4217 code such as USD, found \"usd\""))
    }
  }

  @Test func aFormatSaid_isTheFormatRead() throws {
    let result = try Petcards.run(
      ["list", "--catalog", Self.sample("rescuegroups.json"), "--format", "petfinder"] + Self.today)
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "petcards: \(Self.sample("rescuegroups.json")): field \"animals\": expected an array of animals, found nothing\n"
    )
  }

  @Test func aWebPicture_isFetchedFromTheServer_andKeptForTheNextRun() throws {
    let server = try LoopbackHTTPServer { request in
      request.path == "/rex.png"
        ? .init(headers: ["Content-Type": "image/png", "Cache-Control": "max-age=600"], body: TestPNG.red)
        : .init(status: 404)
    }
    try withTemporaryDirectory { folder in
      let address = server.address("/rex.png")
      let catalog = TemporaryCatalog.write(
        catalogJSON([
          petJSON(["image": "\"\(address)\""]),
          petJSON(["id": #""max""#, "name": #""Max""#, "image": "\"\(server.address("/max.png"))\""]),
        ]),
        in: folder)
      let environment = ["PET_CACHE_DIR": folder.appendingPathComponent("cache").path]
      let first = try Petcards.run(["show", "--catalog", catalog] + Self.today, environment: environment)
      #expect(first.status == 0)
      #expect(first.stdout.contains("│ Picture      \(address)"))
      #expect(
        first.stderr
          == "petcards: warning: the picture \(server.address("/max.png")) was not fetched: the server answered 404 "
          + "Not Found; showing a placeholder instead\n")
      let kept = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("cache/pictures").path)
      #expect(kept.filter { $0.hasSuffix(".picture") }.count == 1)
      server.stop()
      // The server is gone: the kept picture is fresh, so nothing is asked.
      let second = try Petcards.run(["show", "rex", "--catalog", catalog] + Self.today, environment: environment)
      #expect(second.stdout.contains("│ Picture      \(address)  "))
      #expect(second.stderr == "")
    }
  }
}

extension TemporaryCatalog {
  /// Writes `json` as pets.json in `folder`; its path.
  static func write(_ json: String, in folder: URL) -> String {
    let path = folder.appendingPathComponent("pets.json").path
    FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
    return path
  }
}

extension ListingCommandTests {
  /// Each listing service's colour and coat (Petfinder's `colors` and `coat`, RescueGroups'
  /// `colorDetails` and `coatLength`, ASM3's `BASECOLOURNAME` and `COATTYPENAME`) reach the card,
  /// `--json` (with the coat's code), a search by word and `--coat`, in a file and in a store
  /// (issue 41, point 6).
  @Test func theColourAndCoat_ofEachListing_areShown_searched_andFiltered() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let samples = ["petfinder-page-1.json", "petfinder-page-2.json", "rescuegroups.json", "asm3-adoptable.json"]
      let imported = try Petcards.run(
        ["import"] + samples.map(Self.sample) + ["--into", store, "--currency", "USD"] + Self.today)
      #expect(imported.status == 0, "\(imported.stderr)")
      for catalog in [store, Self.sample("asm3-adoptable.json")] {
        let long = try Petcards.run(["list", "--catalog", catalog, "--coat", "long", "--currency", "USD"] + Self.today)
        #expect(long.status == 0)
        #expect(long.stdout.contains("asm-102"))
        let tabby = try Petcards.run(
          ["list", "--catalog", catalog, "--search", "tabby", "--currency", "USD"] + Self.today)
        #expect(tabby.stdout.split(separator: "\n").count == 2, "\(tabby.stdout)")
        #expect(tabby.stdout.contains("asm-102"))
      }
      let coats = try Petcards.run(["list", "--catalog", store, "--coat", "long", "--coat", "wire"] + Self.today)
      #expect(
        coats.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
          .sorted() == ["asm-102", "asm-103", "pf-700105"])
      let card = try Petcards.run(["show", "pf-700105", "--catalog", store] + Self.today)
      #expect(card.stdout.contains("│ Coat         Orange / Red, White · Long coat"), "\(card.stdout)")
      let json = try Petcards.run(["show", "rg-9001", "--catalog", store, "--json"] + Self.today)
      #expect(json.stdout.contains(#""colour" : "Brindle with a white chest""#), "\(json.stdout)")
      #expect(json.stdout.contains(#""coat" : "Brindle with a white chest · Short coat""#))
      #expect(json.stdout.contains(#""coat" : "short""#))
      // A pet whose listing says neither has no coat line.
      let plain = try Petcards.run(["show", "pf-700101", "--catalog", store] + Self.today)
      #expect(!plain.stdout.contains("Coat"))
      let unknown = try Petcards.run(["list", "--catalog", store, "--coat", "fluffy"] + Self.today)
      #expect(unknown.status == 64)
      #expect(unknown.stderr.contains("fluffy"))
    }
  }
}

extension ListingCommandTests {
  /// A county's spreadsheet, its own header and codes, imports with no flags: the row without a
  /// name is left out with its row named, the rest imported (issue 42, point 2).
  @Test func aCountysSpreadsheet_importsWithNoFlags() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let sample = Self.sample("county-adoptable.csv")
      let imported = try Petcards.run(["import", sample, "--into", store] + Self.today)
      #expect(imported.status == 0)
      #expect(imported.stdout == "6 pets listed in \(store): 6 added, 0 changed, 0 unchanged, 0 gone\n")
      #expect(
        imported.stderr
          == "petcards: warning: \(sample): row 7 (id \"a524455\"), field \"Pet name\": left out: expected a name, "
          + "found nothing\n")
      let card = try Petcards.run(["show", "a524102", "--catalog", store] + Self.today)
      #expect(
        card.stdout.contains(
          """
          │ Age          about 5 years old                                               │
          │ Breed        Dog · LABRADOR RETR / MIX                                       │
          │ Sex          Female                                                          │
          │ Size         Medium                                                          │
          │ Coat         TAN / WHITE                                                     │
          """), "\(card.stdout)")
      #expect(card.stdout.contains("│ Health       Spayed "))
    }
  }
}

extension ListingCommandTests {
  /// `import --preview` shows how a spreadsheet's columns are read and its first pets as cards,
  /// and writes nothing, not even the store it is given (issue 42, point 2).
  @Test func aPreview_showsTheColumnsAndTheFirstPets_andWritesNothing() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let sample = Self.sample("county-adoptable.csv")
      let preview = try Petcards.run(["import", sample, "--into", store, "--preview"] + Self.today)
      #expect(preview.status == 0)
      #expect(
        preview.stdout.hasPrefix(
          """
          \(sample): a shelter's spreadsheet (CSV with a header such as Animal ID, Pet Name, Animal Type), 6 pets
            Animal ID    → id
            Intake Type  → not read
            In Date      → intake date
            Pet name     → name
            Animal Type  → species
            Pet Age      → age, as an estimated birthday
            Pet Size     → size
            Color        → colour
            Breed        → breed
            Sex          → sex (M, F, N a neutered male, S a spayed female, U)
            URL Link     → a link, added to the story

          ╭───
          """), "\(preview.stdout)")
      #expect(preview.stdout.components(separatedBy: "╭").count - 1 == 3)
      #expect(preview.stdout.contains("│ 🐈 LEO "))
      #expect(preview.stdout.hasSuffix("\nNothing was imported: this was a preview.\n"))
      #expect(preview.stderr.contains("row 7 (id \"a524455\")"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
      // No store and no preview: said, with what to do.
      let neither = try Petcards.run(["import", sample] + Self.today)
      #expect(neither.status == 64)
      #expect(neither.stderr.contains("name the store to import into with --into STORE, or look first with --preview"))
      // A file that would be refused is refused.
      let broken = try Petcards.run(["import", Self.sample("rescuegroups.json"), "--preview"] + Self.today)
      #expect(broken.status == 65)
      #expect(broken.stderr.contains("the listing has fees but does not say their currency"))
    }
  }
}
