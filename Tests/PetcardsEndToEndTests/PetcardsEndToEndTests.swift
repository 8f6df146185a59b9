import Foundation
import PetCatalog
import PetTestSupport
import Testing

@Suite struct PetcardsEndToEndTests {
  let today = CalendarDate(year: 2026, month: 11, day: 21) ?? CalendarDate.today()
  let day = ["--today", "2026-11-21"]

  @Test func list_printsOneAlignedRowPerBundledPet() throws {
    let result = try Petcards.run(["list"] + day)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == "ID             NAME           SPECIES     AGE               FEE")
    #expect(lines.contains("stuart         Stuart         Dog         3 years old   $500.00"))
    #expect(lines.contains("tiny           Tiny           Cat         3 weeks old    $50.00"))
    #expect(lines.contains("koyuki         小雪           Dog         5 years old   $150.00"))
    let catalog = try CatalogLoader(today: today)
      .load(path: Petcards.repository.appendingPathComponent("data/pets.json").path)
    #expect(lines.count == catalog.pets.count + 1)
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
      .filter { $0.species == .cat && $0.goodWithKids == .yes && $0.sex == .female }
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
        petcards: \(catalog.path): pets[1] (id "mo"), field "birthday": expected a real date YYYY-MM-DD, found "2023-02-30"
        petcards: \(catalog.path): pets[1] (id "mo"), field "rarity": expected one of common, uncommon, rare, very-rare, found "legendary"

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
        == "petcards: warning: \(catalog.path): pets[0] (id \"rex\"), field \"image\": the picture \"pictures/rex.svg\" does not exist; showing a placeholder instead\n"
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
    let command = "\(Petcards.executable.path) list --today 2026-11-21 --species horse"
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
