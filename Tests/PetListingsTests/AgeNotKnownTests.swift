import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// A listing that gives no age at all (no birthday, no age, no stage) imports its pets with
/// their age not known, never made up (issue 42, point 1): a RescueGroups response asked for
/// two fields, a spreadsheet with no age column, an age written in words that say none. Each
/// is counted in one line (`--explain` names each, `--strict` refuses the file).
@Suite struct AgeNotKnownTests {
  /// A real response's shape, asked with `fields[animals]=name,breedPrimary`.
  static let twoFields = """
    {"meta": {"count": 2, "countReturned": 2, "pageReturned": 1, "limit": 25, "pages": 1},
     "data": [
      {"type": "animals", "id": "10", "attributes": {"name": "Pip", "breedPrimary": "Beagle"}},
      {"type": "animals", "id": "11", "attributes": {"name": "Pop", "breedPrimary": "Tabby", "ageGroup": "Adult"}}]}
    """

  @Test func aResponseWithoutAges_importsEveryPet_withItsAgeNotKnown() throws {
    let listing = try LenientListingTests.read(Self.twoFields, format: .rescueGroups)
    #expect(listing.pets.map(\.id) == ["rg-10", "rg-11"])
    #expect(listing.pets.map(\.ageKnown) == [.unknown, .group(.adult)])
    #expect(listing.pets.first?.birthday == AgeKnown.unknownStandIn)
    #expect(
      listing.notes.map(\.description) == [
        "warning: /asm3.json: 2 intake dates are not given: not known, listed last by intake",
        "warning: /asm3.json: 1 age is not known (not given or not read): listed last by age",
      ])
    let explained = try LenientListingTests.read(Self.twoFields, format: .rescueGroups, explains: true)
    #expect(
      explained.notes.map(\.description).dropFirst(2) == [
        #"warning: /asm3.json: data[0] (id "rg-10", "Pip"): no intake date (attributes.availableDate not given): not known, listed last by intake"#,
        #"warning: /asm3.json: data[0] (id "rg-10", "Pip"): no age (attributes.birthDate gives no birthday, age or life stage): not known, listed last by age"#,
        #"warning: /asm3.json: data[1] (id "rg-11", "Pop"): no intake date (attributes.availableDate not given): not known, listed last by intake"#,
      ])
    let error = #expect(throws: CatalogError.self) {
      try LenientListingTests.read(Self.twoFields, format: .rescueGroups, strict: true)
    }
    #expect(error?.problems.count == 5)
    #expect(error?.exitCode == 65)
  }

  /// A Petfinder record with no `age` (or `null`): its age not known; a word Petfinder does not
  /// use is still an error (`ListingProblemTests`).
  @Test func aPetfinderRecordWithoutAnAge_isNotKnown() throws {
    let listing = try LenientListingTests.read(
      #"""
      {"animals": [
        {"id": 1, "name": "Rex", "type": "Dog", "gender": "Male", "published_at": "2026-01-01T00:00:00+0000"},
        {"id": 2, "name": "Mia", "type": "Cat", "gender": "Female", "age": null, "published_at": "2026-01-01T00:00:00+0000"}
      ]}
      """#, format: .petfinder)
    #expect(listing.pets.map(\.ageKnown) == [.unknown, .unknown])
    #expect(
      listing.notes.map(\.description) == [
        "warning: /asm3.json: 2 ages are not known (not given or not read): listed last by age"
      ])
  }

  /// A spreadsheet with no age column: every row, its age not known; one whose age column
  /// gives the stage alone (`Adult`) has that stage.
  @Test func aSpreadsheetWithoutAges_importsEveryRow() throws {
    let listing = try LenientListingTests.read(
      """
      Animal ID,Name,Animal Type,In Date
      A1,Rex,Dog,2026-11-20
      A2,Mia,Cat,2026-11-21

      """)
    #expect(listing.pets.map(\.ageKnown) == [.unknown, .unknown])
    #expect(
      listing.notes.map(\.description) == [
        "warning: /listing.csv: 2 ages are not known (not given or not read): listed last by age"
      ])
    let stages = try LenientListingTests.read(
      """
      Animal ID,Name,Animal Type,Age,In Date
      A1,Rex,Dog,Adult,2026-11-20
      A2,Mia,Cat,SENIOR,2026-11-21

      """)
    #expect(stages.pets.map(\.ageKnown) == [.group(.adult), .group(.senior)])
    #expect(stages.notes == [])
  }

  /// The catalogue's JSON leaves an age not known out (no birthday, no stage, no estimate),
  /// and both of its readers read it back so.
  @Test func theCatalogue_leavesAnAgeNotKnownOut_andReadsItBack() throws {
    let json = CatalogWriter.json(shelter: nil, fees: nil, pets: [.ageNotKnown, .stuart])
    // Stuart's birthday alone; no stage and no estimate for either.
    #expect(json.components(separatedBy: "\"birthday\"").count == 2)
    #expect(!json.contains("ageGroup") && !json.contains("birthdayEstimated"))
    for fast in [true, false] {
      var loader = CatalogLoader(today: .fixedToday, checksImages: false)
      loader.usesFastPath = fast
      let read = try loader.load(data: Data(json.utf8), file: "pets.json", directory: nil)
      #expect(read.pets == [.ageNotKnown, .stuart])
    }
  }
}
