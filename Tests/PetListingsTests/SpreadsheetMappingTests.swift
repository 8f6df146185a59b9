import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// A spreadsheet whose headers and codes are a shelter's own, read through its mapping file
/// (issue 42, point 2): the columns it names are read as it says, its codes as the catalogue's;
/// a mapping with a wrong field, code or key is refused, each named.
@Suite struct SpreadsheetMappingTests {
  static let kennel = """
    Tag,Kennel Name,Critter,Gender Code,Years,Arrived,Run,Coat
    K-1,Rex,K9,MN,2 years,2026-11-01,A4,SH
    K-2,Tabitha,fel,FS ,3 years,2026-11-02,B2,
    K-3,Bun,Lago,X,1 year,2026-11-03,C1,LH

    """
  static let mapping = """
    {
      "columns": {"Tag": "id", "kennel name": "name", "Critter": "species", "Gender Code": "sex",
                  "Years": "age", "Arrived": "intakeDate", "Run": "ignored"},
      "values": {"species": {"K9": "dog", "FEL": "cat", "LAGO": "rabbit"}, "sex": {"MN": "male", "FS": "female"},
                 "coat": {"SH": "short", "LH": "long"}}
    }
    """

  /// Reads `csv` with the mapping `json`, both written to files; messages without the folder.
  static func read(_ csv: String, mapping json: String) throws -> ShelterListing {
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("kennel.csv")
      let mapping = folder.appendingPathComponent("mapping.json")
      try Data(csv.utf8).write(to: file)
      try Data(json.utf8).write(to: mapping)
      var options = ListingOptions(today: CalendarDate(2026, 11, 25))
      options.mappingFile = mapping.path
      do {
        return try ShelterListing.read(path: file.path, options: options)
      } catch let error as CatalogError {
        let problems = error.problems.map { problem in
          var problem = problem
          problem.file = URL(fileURLWithPath: problem.file).lastPathComponent
          return problem
        }
        throw CatalogError(kind: error.kind, problems: problems)
      }
    }
  }

  @Test func theMapping_namesTheColumnsAndCodes() throws {
    let listing = try Self.read(Self.kennel, mapping: Self.mapping)
    #expect(listing.format == .spreadsheet)
    #expect(listing.pets.map(\.id) == ["k-1", "k-2", "k-3"])
    #expect(listing.pets.map(\.species) == [.dog, .cat, .rabbit])
    // A code the mapping does not give is read as shelters write it: X is no sex.
    #expect(listing.pets.map(\.sex) == [.male, .female, .unknown])
    #expect(listing.pets.map(\.coat) == [.short, .unknown, .long])
    #expect(
      listing.columns.map(\.field) == [
        "id", "name", "species", "sex (M, F, N a neutered male, S a spayed female, U)", "age, as an estimated birthday",
        "intake date", nil, "coat",
      ])
    #expect(listing.notes.isEmpty)
  }

  @Test(arguments: [
    (
      #"{"columns": {"Tag": "identity"}}"#,
      #"mapping.json: field "columns.Tag": expected one of id, name, species, breed, sex, age, birthday, size, colour, coat, photos, intakeDate, description, fee, link, ignored, found "identity""#
    ),
    (
      #"{"values": {"species": {"K9": "wolf"}}}"#,
      #"mapping.json: field "values.species.K9": expected one of dog, cat, rabbit, bird, guinea-pig, hamster, ferret, reptile, horse, other, found "wolf""#
    ),
    (
      #"{"values": {"colour": {"BLK": "black"}}}"#,
      #"mapping.json: field "values.colour": expected one of species, sex, size, coat, found "colour""#
    ),
    (#"{"column": {}}"#, #"mapping.json: field "column": is not a key of a mapping; its keys are columns and values"#),
    (#"["Tag"]"#, "mapping.json: expected an object, found an array"),
  ])
  func aWrongMapping_isRefused_namingTheKey(json: String, problem: String) throws {
    let error = #expect(throws: CatalogError.self) { try Self.read(Self.kennel, mapping: json) }
    #expect(error?.problems.map(\.description) == [problem])
    #expect(error?.exitCode == 65)
  }
}
