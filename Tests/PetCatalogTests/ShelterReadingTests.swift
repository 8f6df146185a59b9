import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// The shelters a catalogue's pets come from (issue 42, point 4): kept in the JSON's
/// `shelters`, named by each pet's `shelter`, read alike by the full reader, the fast path and
/// the stream, and written back as read. Every bad value is refused naming its shelter and key.
@Suite struct ShelterReadingTests {
  static func load(_ text: String) throws -> Catalog {
    try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(text.utf8), file: "pets.json", directory: nil)
  }

  static func catalogue(shelters: String) -> String {
    """
    {"shelters": \(shelters), "pets": [
      {"id": "rogers", "name": "Rogers", "species": "dog", "breed": "Beagle", "sex": "male",
       "birthday": "2022-01-01", "rarity": "common", "image": "", "size": "medium", "description": "A dog.",
       "intakeDate": "2026-01-01", "status": "available", "shelter": "rescuegroups:55"}]}
    """
  }

  @Test func theCatalogue_writesItsShelters_andEveryReaderReadsThemBack() throws {
    let catalog = Catalog.twoShelters
    let json = CatalogWriter.json(
      shelter: catalog.shelter, shelterEmail: catalog.shelterEmail, shelters: catalog.shelters, fees: nil,
      pets: catalog.pets)
    #expect(
      json.contains(
        """
          "shelters": [
            {"id": "rescuegroups:55", "name": "Hillside Rescue & Rehoming", "email": "hello@hillside-rescue.example.org", "phone": "(217) 555-0188", "address": "400 Orchard Lane", "city": "Springfield", "region": "IL", "postcode": "62704", "country": "United States", "latitude": 39.7817, "longitude": -89.6501, "website": "https://hillside-rescue.example.org/adopt"},
            {"id": "petfinder:OR101", "email": "adopt@river-rescue.example.org", "phone": "(541) 555-0134", "address": "18 Mill Race Road", "city": "Eugene", "region": "OR", "postcode": "97401", "country": "US"}
          ],
        """))
    #expect(json.contains(#""shelter": "rescuegroups:55""#))
    #expect(ReaderFuzzTests.disagreement(Array(json.utf8), "two shelters") == nil)
    let read = try Self.load(json)
    #expect(read.shelters == catalog.shelters)
    #expect(read.pets.map(\.shelter) == ["rescuegroups:55", "petfinder:OR101", ""])
    #expect(read.shelter(of: read.pets[0]) == .hillside)
    #expect(read.contact(for: read.pets[0]).name == "Hillside Rescue & Rehoming")
    #expect(read.contact(for: read.pets[0]).email == "hello@hillside-rescue.example.org")
    // Petfinder names no organisation: its email, and no name (not the catalogue's).
    #expect(read.contact(for: read.pets[1]).name == nil)
    #expect(read.contact(for: read.pets[1]).email == "adopt@river-rescue.example.org")
    // The catalogue's own pet goes to the catalogue's own shelter.
    #expect(read.contact(for: read.pets[2]).name == "Riverbend Animal Shelter")
    #expect(read.contact(for: read.pets[2]).email == "adopt@riverbend.example")
  }

  @Test(arguments: [
    (#""Hillside""#, #"expected a list of shelters, found "Hillside""#),
    (#"[7]"#, "shelter 1: expected a shelter object, found the number 7"),
    (#"[{"name": "Hillside"}]"#, "shelter 1: id: expected a string, found nothing (the field is required)"),
    (#"[{"id": "  "}]"#, #"shelter 1: id: expected a non-empty string, found "  ""#),
    (
      #"[{"id": "a"}, {"id": "b", "email": "hello at hillside"}]"#,
      #"shelter 2: email: expected one email address such as adopt@example.org, found "hello at hillside""#
    ),
    (
      #"[{"id": "a", "website": "javascript:alert(1)"}]"#,
      #"shelter 1: website: expected an http or https address, found "javascript:alert(1)""#
    ),
    (
      #"[{"id": "a", "latitude": 91, "longitude": 10}]"#,
      "shelter 1: latitude and longitude: expected degrees, −90 to 90 and −180 to 180, found 91 and 10"
    ),
    (
      #"[{"id": "a", "latitude": 45.5}]"#,
      "shelter 1: latitude and longitude: expected two numbers, found the number 45.5 and nothing"
    ),
    (#"[{"id": "a"}, {"id": "a"}]"#, #"shelter 2: the id "a" is another shelter's"#),
    (#"[{"id": "a", "fax": "555"}]"#, #"shelter 1: "fax" is not a shelter's field"#),
    (#"[{"id": "a", "phone": 5550188}]"#, "shelter 1: phone: expected a non-empty string, found the number 5550188"),
  ])
  func aBadShelter_isRefused_namingItsPlaceAndKey(shelters: String, message: String) throws {
    let text = Self.catalogue(shelters: shelters)
    #expect(ReaderFuzzTests.disagreement(Array(text.utf8), shelters) == nil)
    let error = #expect(throws: CatalogError.self) { try Self.load(text) }
    #expect(error?.problems.map(\.field) == ["shelters"])
    #expect(error?.problems.map(\.message) == [message])
  }

  /// A pet's shelter is an id: a string, not empty.
  @Test(arguments: [
    (#""shelter": 55"#, "expected a string, found the number 55"),
    (#""shelter": """#, #"expected a non-empty string, found """#),
  ])
  func aPetsShelter_isANonEmptyString(field: String, message: String) throws {
    let text = Self.catalogue(shelters: "[]").replacingOccurrences(of: #""shelter": "rescuegroups:55""#, with: field)
    #expect(ReaderFuzzTests.disagreement(Array(text.utf8), field) == nil)
    let error = #expect(throws: CatalogError.self) { try Self.load(text) }
    #expect(error?.problems.map(\.field) == ["shelter"])
    #expect(error?.problems.map(\.message) == [message])
  }

  /// Coordinates are written to a tenth of a metre, without trailing zeros; a source's 0, 0
  /// ("not known") is no place.
  @Test func coordinates_areWrittenShort_andZeroZeroIsNoPlace() {
    #expect(Coordinates.text(39.78170000001) == "39.7817")
    #expect(Coordinates.text(-89.0) == "-89")
    #expect(Coordinates.text(-0.0000001) == "0")
    #expect(Coordinates(latitude: 0, longitude: 0) == nil)
    #expect(Coordinates(latitude: .nan, longitude: 1) == nil)
    #expect(Coordinates(latitude: 0, longitude: 180) != nil)
  }

  /// Two listings' pages that describe one organisation give one shelter with the fields of
  /// either, in the order first met.
  @Test func sheltersOfTwoPages_areMerged_byID() {
    let first = [Shelter(id: "a", name: "A"), Shelter(id: "b", email: "b@example.org")]
    let second = [Shelter(id: "b", name: "B", email: "other@example.org"), Shelter(id: "c")]
    #expect(
      Shelter.merged(first, second) == [
        Shelter(id: "a", name: "A"), Shelter(id: "b", name: "B", email: "b@example.org"), Shelter(id: "c"),
      ])
  }
}
