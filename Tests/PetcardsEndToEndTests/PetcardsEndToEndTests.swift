import Foundation
import PetCatalog
import PetTestSupport
import Testing

@Suite struct PetcardsEndToEndTests {
  let today = CalendarDate(year: 2026, month: 11, day: 21) ?? CalendarDate.today()
  let day = ["--today", CalendarDate.fixedToday.isoString]

  @Test func list_printsOneAlignedRowPerBundledPet_withTheirStatus() throws {
    let result = try Petcards.run(["list", "--status", "any"] + day)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == "ID             NAME          SPECIES     AGE           STATUS                FEE")
    #expect(lines.contains("stuart         Stuart        Dog         3 years old   Available         $500.00"))
    #expect(lines.contains("tiny           Tiny          Cat         3 weeks old   On hold            $50.00"))
    #expect(lines.contains("koyuki         小雪          Dog         5 years old   Adoption pending  $150.00"))
    #expect(lines.contains("cleo           Cleo          Cat         4 years old   Adopted           $500.00"))
    let catalog = try CatalogLoader(today: today)
      .load(path: Petcards.repository.appendingPathComponent("data/pets.json").path)
    #expect(lines.count == catalog.pets.count + 1)
  }

  /// The flags take what the window's drop-downs take: codes, the words shown, `any`, `adoptable`.
  @Test func list_flags_takeTheWindowsWords() throws {
    func ids(_ arguments: [String]) throws -> [String] {
      let result = try Petcards.run(["list"] + day + arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      return result.stdout.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
    }
    #expect(try ids(["--species", "Guinea pig"]) == ["butterscotch", "senor-bigotes"])
    #expect(try ids(["--species", "guinea-pig"]) == ["butterscotch", "senor-bigotes"])
    #expect(try ids(["--species", "any", "--age", "senior"]) == ["marmalade", "rosie"])
    #expect(try ids(["--age-group", "Senior"]) == ["marmalade", "rosie"])
    #expect(try ids(["--status", "adopted"]) == ["cleo"])
    #expect(try ids(["--status", "any"]).count == 27)
    #expect(try !ids(["--status", "adoptable"]).contains("cleo"))
    #expect(try ids(["--status", "adoptable"]).count == 26)
    #expect(try ids(["--sort", "Youngest first", "--status", "on-hold"]) == ["tiny", "bandit"])
    let wrong = try Petcards.run(["list", "--status", "sold"] + day)
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("'sold' is invalid for '--status <status>'"))
  }

  /// `--json` has the catalogue's codes beside the text: the same whatever the language.
  @Test func listJSON_codes_areTheSameInEveryLanguage() throws {
    let english = try Petcards.run(["list", "--json", "--search", "stuart"] + day)
    let japanese = try Petcards.run(
      ["list", "--json", "--search", "stuart"] + day, environment: ["LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8"])
    struct Codes: Decodable, Equatable {
      struct Pet: Decodable, Equatable {
        let id: String
        let birthday: String
        let fee: Decimal
        let currency: String
        let codes: [String: JSONCode]
        let status: String
      }
    }
    let a = try JSONDecoder().decode([Codes.Pet].self, from: Data(english.stdout.utf8))
    let b = try JSONDecoder().decode([Codes.Pet].self, from: Data(japanese.stdout.utf8))
    #expect(a.map(\.codes) == b.map(\.codes))
    #expect(a.first?.codes["species"] == .text("dog"))
    #expect(a.first?.codes["status"] == .text("available"))
    #expect(a.first?.codes["goodWith"] == .table(["kids": "yes", "dogs": "yes", "cats": "unknown"]))
    #expect(a.first?.fee == 500)
    #expect(a.first?.currency == "USD")
    #expect(a.first?.birthday == "2023-06-14")
    #expect(a.first?.status == "Available")
    #expect(b.first?.status == "募集中")
  }

  @Test func show_printsStuartsCard() throws {
    let result = try Petcards.run(["show", "stuart"] + day)
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        """
        ╭──────────────────────────────────────────────────────────────────────────────╮
        │ 🐕 Stuart                                                            $500.00 │
        ├──────────────────────────────────────────────────────────────────────────────┤
        │ Age          3 years old                                                     │
        │ Breed        Dog · Cavalier King Charles Spaniel                             │
        │ Sex          Male                                                            │
        │ Size         Small                                                           │
        │ Temperament  Good with kids and dogs · Untested with cats                    │
        │ Health       Neutered · Vaccinated · House-trained                           │
        │ Status       Available                                                       │
        │ Picture      data/pictures/stuart.svg                                        │
        ├──────────────────────────────────────────────────────────────────────────────┤

        """))
    #expect(
      result.stdout.hasSuffix("╰──────────────────────────────────────────────────────────────────────────────╯\n"))
  }

  @Test func show_findsPetsByNameIgnoringCaseAndAccents() throws {
    let result = try Petcards.run(["show", "ZOE", "--json"] + day)
    #expect(result.status == 0)
    let pets = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(pets.map { $0["id"] as? String } == ["zoe"])
  }

  @Test func show_whenNoPetMatches_exitsOneAndSaysWhich() throws {
    let result = try Petcards.run(["show", "stuart", "nobody"] + day)
    #expect(result.status == 1)
    #expect(result.stderr == "petcards: no pet matches \"nobody\"\n")
    #expect(result.stdout.contains("Stuart"))
  }

  @Test func list_json_holdsTheViewModelOutputs() throws {
    let result = try Petcards.run(["list", "--json", "--species", "dog", "--sort", "fee"] + day)
    #expect(result.status == 0)
    let pets = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(pets.allSatisfy { $0["species"] as? String == "Dog" })
    let stuart = try #require(pets.first { $0["id"] as? String == "stuart" })
    #expect(stuart["name"] as? String == "Stuart")
    #expect(stuart["ageText"] as? String == "3 years old")
    #expect(stuart["adoptionFeeText"] as? String == "$500.00")
    #expect((stuart["image"] as? String)?.hasSuffix("/data/pictures/stuart.svg") == true)
    #expect(pets.last?["adoptionFeeText"] as? String == "$500.00")
  }

  @Test func list_filters_combine() throws {
    let result = try Petcards.run(
      ["list", "--species", "cat", "--good-with", "kids", "--sex", "female", "--json"] + day)
    #expect(result.status == 0)
    let pets = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let ids = pets.compactMap { $0["id"] as? String }
    let catalog = try CatalogLoader(today: today)
      .load(path: Petcards.repository.appendingPathComponent("data/pets.json").path)
    let expected = catalog.pets
      .filter { $0.species == .cat && $0.goodWithKids == .yes && $0.sex == .female && $0.status != .adopted }
      .map(\.id)
    #expect(!ids.isEmpty)
    #expect(Set(ids) == Set(expected))
  }

  @Test func list_search_isCaseAndDiacriticInsensitive() throws {
    let result = try Petcards.run(["list", "--search", "SENOR"] + day)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Señor Bigotes"))
    #expect(result.stdout.split(separator: "\n").count == 2)
  }

  @Test func findsTheBundledCatalogue_fromAnotherFolder() throws {
    let result = try Petcards.run(["list"] + day, directory: URL(fileURLWithPath: "/tmp"))
    #expect(result.status == 0)
    #expect(result.stdout.contains("Stuart"))
  }

  @Test(arguments: [
    ["list", "--sort", "cuteness"],
    ["list", "--today", "2023-02-30"],
    ["list", "--species", "dragon"],
    ["list", "--bogus"],
  ])
  func usageErrors_exit64(arguments: [String]) throws {
    let result = try Petcards.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains("Error:"))
  }

  @Test func missingCatalogue_exits66_namingTheFile() throws {
    let result = try Petcards.run(["list", "--catalog", "/nonexistent/pets.json"] + day)
    #expect(result.status == 66)
    #expect(result.stderr == "petcards: /nonexistent/pets.json: no such file\n")
  }

  @Test func badCatalogue_exits65_namingFilePetAndField_forEveryProblem() throws {
    let catalog = try TemporaryCatalog(
      catalogJSON([
        petJSON(), petJSON(["id": #""mo""#, "rarity": #""legendary""#, "birthday": #""2023-02-30""#]),
      ]))
    let result = try Petcards.run(["list", "--catalog", catalog.path] + day)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        petcards: \(catalog.path): pets[1] (id "mo", "Rex"), field "birthday": expected a real date YYYY-MM-DD, found "2023-02-30"
        petcards: \(catalog.path): pets[1] (id "mo", "Rex"), field "rarity": expected one of common, uncommon, rare, very-rare, found "legendary"

        """)
  }

  @Test func malformedCatalogue_exits65_withLineAndColumn() throws {
    let catalog = try TemporaryCatalog("{\n  \"pets\": [\n    { \"id\": \"rex\" \"name\": \"Rex\" }\n  ]\n}\n")
    let result = try Petcards.run(["list", "--catalog", catalog.path] + day)
    #expect(result.status == 65)
    #expect(result.stderr == "petcards: \(catalog.path):3:19: malformed JSON: expected ',' or '}' after a member\n")
  }

  @Test func missingPicture_warnsAndStillPrints() throws {
    let catalog = try TemporaryCatalog(catalogJSON([petJSON()]))
    let result = try Petcards.run(["show", "rex", "--catalog", catalog.path] + day)
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "petcards: warning: \(catalog.path): pets[0] (id \"rex\", \"Rex\"), field \"image\": the picture \"pictures/rex.svg\" does not exist; showing a placeholder instead\n"
    )
    #expect(result.stdout.contains("│ Picture      none (placeholder shown)"))
  }

  @Test func controlCharactersInTheCatalogue_neverReachTheTerminal_andJSONEscapesThem() throws {
    let catalog = try TemporaryCatalog(
      catalogJSON([petJSON(["name": #""Rex\u001b]0;pwned\u0007\u202e""#])]))
    let text = try Petcards.run(["show", "rex", "--catalog", catalog.path] + day)
    #expect(text.status == 0)
    #expect(!text.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    // The escape and the bell show as `�`; the right-to-left override is removed (`DisplayText`).
    #expect(text.stdout.contains("│ 🐕 Rex�]0;pwned� "))
    let json = try Petcards.run(["list", "--json", "--catalog", catalog.path] + day)
    // The bidi override too: a terminal that shows the JSON would obey it raw.
    #expect(json.stdout.contains(#""name" : "Rex\u001b]0;pwned\u0007\u202e""#))
  }

  @Test func colour_onlyOnATerminal_andNeverWithNoColor() throws {
    // `script` gives the command a pseudo-terminal, as a person's shell would.
    let command = "\(Petcards.executable.path) list --today \(CalendarDate.fixedToday.isoString) --species horse"
    func viaTerminal(_ environment: [String: String]) throws -> String {
      let result = try PseudoTerminal.run(
        command, environment: ["TERM": "xterm"].merging(environment) { $1 }, directory: Petcards.repository)
      #expect(result.status == 0)
      return result.output
    }

    #expect(try viaTerminal([:]).contains("\u{1B}[1;4mID"))
    #expect(!(try viaTerminal(["NO_COLOR": "1"]).contains("\u{1B}[")))
    #expect(!(try Petcards.run(["list"] + day).stdout.contains("\u{1B}[")))
    let flagged = try Petcards.run(["list", "--no-color"] + day)
    #expect(flagged.status == 0 && !flagged.stdout.contains("\u{1B}["))
  }

  @Test func width_comesFromCOLUMNS() throws {
    let narrow = try Petcards.run(["show", "stuart"] + day, environment: ["COLUMNS": "50"])
    let lines = narrow.stdout.split(separator: "\n")
    #expect(lines.first?.count == 50)
  }
}

/// One value of `--json`'s `codes`: a code, or the good-with table.
enum JSONCode: Decodable, Equatable {
  case text(String)
  case table([String: String])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .text(text)
    } else {
      self = .table(try container.decode([String: String].self))
    }
  }
}
