import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// A field the source may leave out and did is not known, never made up (issue 42, point 1): a
/// RescueGroups response asked for three fields (`name, breedPrimary, ageGroup`) has no date,
/// and a spreadsheet may have no intake column; every pet imports, with its intake date not
/// known, counted in one line (`--explain` names each, `--strict` refuses the file).
@Suite struct IntakeNotKnownTests {
  /// A real response's shape, asked with `fields[animals]=name,breedPrimary,ageGroup`.
  static let threeFields = """
    {"meta": {"count": 2, "countReturned": 2, "pageReturned": 1, "limit": 25, "pages": 1},
     "data": [
      {"type": "animals", "id": "10", "attributes": {"name": "Pip", "breedPrimary": "Beagle", "ageGroup": "Young"}},
      {"type": "animals", "id": "11", "attributes": {"name": "Pop", "breedPrimary": "Tabby", "ageGroup": "Adult"}}]}
    """

  @Test func aResponseWithoutDates_importsEveryPet_withItsIntakeNotKnown() throws {
    let listing = try LenientListingTests.read(Self.threeFields, format: .rescueGroups)
    #expect(listing.pets.map(\.id) == ["rg-10", "rg-11"])
    #expect(listing.pets.map(\.intakeDate) == [nil, nil])
    #expect(listing.pets.map(\.breed) == ["Beagle", "Tabby"])
    #expect(listing.pets.map(\.ageKnown) == [.group(.young), .group(.adult)])
    #expect(
      listing.notes.map(\.description) == [
        "warning: /asm3.json: 2 intake dates are not given: not known, listed last by intake"
      ])
    let explained = try LenientListingTests.read(Self.threeFields, format: .rescueGroups, explains: true)
    #expect(
      explained.notes.map(\.description).dropFirst() == [
        #"warning: /asm3.json: data[0] (id "rg-10", "Pip"): no intake date (attributes.availableDate not given): not known, listed last by intake"#,
        #"warning: /asm3.json: data[1] (id "rg-11", "Pop"): no intake date (attributes.availableDate not given): not known, listed last by intake"#,
      ])
    let error = #expect(throws: CatalogError.self) {
      try LenientListingTests.read(Self.threeFields, format: .rescueGroups, strict: true)
    }
    #expect(error?.problems.count == 3)
    #expect(error?.exitCode == 65)
  }

  /// A spreadsheet with no intake column: every row, its intake date not known; an intake date
  /// that is not a date still leaves its row out, named.
  @Test func aSpreadsheetWithoutAnIntakeColumn_importsEveryRow() throws {
    let listing = try LenientListingTests.read(
      """
      Animal ID,Name,Animal Type,Age
      A1,Rex,Dog,2 years
      A2,Mia,Cat,3 years

      """)
    #expect(listing.pets.map(\.id) == ["a1", "a2"])
    #expect(listing.pets.map(\.intakeDate) == [nil, nil])
    #expect(
      listing.notes.map(\.description) == [
        "warning: /listing.csv: 2 intake dates are not given: not known, listed last by intake"
      ])
  }

  /// The catalogue's JSON leaves an intake date not known out, and every reader reads it back
  /// so; `null` is not a date.
  @Test func theCatalogue_leavesAnIntakeNotKnownOut_andReadsItBack() throws {
    var pet = Pet.stuart
    pet.intakeDate = nil
    let json = CatalogWriter.json(shelter: nil, fees: nil, pets: [pet])
    #expect(!json.contains("intakeDate"))
    let read = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(json.utf8), file: "pets.json", directory: nil)
    #expect(read.pets == [pet])
    let withNull = json.replacingOccurrences(of: #""status""#, with: #""intakeDate": null, "status""#)
    let error = #expect(throws: CatalogError.self) {
      try CatalogLoader(today: .fixedToday, checksImages: false).load(
        data: Data(withNull.utf8), file: "pets.json", directory: nil)
    }
    #expect(error?.problems.map(\.message) == ["expected a real date YYYY-MM-DD, found null"])
  }
}
