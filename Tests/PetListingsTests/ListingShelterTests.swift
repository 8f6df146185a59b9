import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// The shelter as the source says (issue 42, point 4): each listing's organisation becomes a
/// shelter with what the source gives of it, its pets name it, and its id is stable per source
/// organisation. A field that is not what it says (an email that is no address, a web site
/// that is no web address, a place off the Earth) is left out; the shelter stays.
@Suite struct ListingShelterTests {
  static let today = CalendarDate(2026, 11, 25)

  static func read(_ name: String) throws -> ShelterListing {
    try ShelterListing.read(path: ListingSamples.path(name), options: ListingOptions(currency: "USD", today: today))
  }

  static func read(text: String, name: String = "page.json") throws -> ShelterListing {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent(name).path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return try ShelterListing.read(path: path, options: ListingOptions(currency: "USD", today: today))
    }
  }

  @Test func petfinder_eachAnimalsOrganisation_isAShelter_withItsContact() throws {
    let listing = try Self.read("petfinder-page-1.json")
    // Placed by its ZIP code, which the gazetteer knows (the page gives no coordinates).
    var placed = Shelter.riverRescue
    placed.coordinates = Coordinates(latitude: 44.0682, longitude: -123.0819)
    #expect(listing.shelters == [placed])
    #expect(Set(listing.pets.map(\.shelter)) == ["petfinder:OR101"])
    let catalog = listing.catalog(directory: nil)
    #expect(catalog.contact(for: catalog.pets[0]).email == "adopt@river-rescue.example.org")
  }

  @Test func rescueGroups_theIncludedOrganisation_isAShelter_withItsPlace() throws {
    let listing = try Self.read("rescuegroups.json")
    #expect(listing.shelters == [.hillside])
    #expect(Set(listing.pets.map(\.shelter)) == ["rescuegroups:55"])
  }

  /// A page of two organisations' animals: a shelter each, each pet its own; the catalogue
  /// has no one shelter's email.
  @Test func petfinder_aPageOfTwoOrganisations_hasTwoShelters() throws {
    let animal = { (id: Int, organisation: String, contact: String) in
      #"{"id": \#(id), "organization_id": "\#(organisation)", "species": "Dog", "age": "Adult", "gender": "Male", "#
        + #""name": "Dog \#(id)", "published_at": "2026-11-01T00:00:00+0000", "contact": \#(contact)}"#
    }
    let listing = try Self.read(
      text: #"{"animals": ["#
        + animal(1, "OR1", #"{"email": "a@one.example.org", "address": {"city": "Salem", "state": "OR"}}"#) + ", "
        + animal(
          2, "WA7", #"{"email": "not an address", "phone": "\u001b[31m555-0100", "address": {"postcode": 98101}}"#)
        + ", " + animal(3, "OR1", #"{"phone": "555-0111"}"#) + "]}")
    #expect(
      listing.shelters == [
        // Placed by its city (the middle of its ZIP codes), the other by its ZIP code.
        Shelter(
          id: "petfinder:OR1", email: "a@one.example.org", phone: "555-0111", city: "Salem", region: "OR",
          coordinates: Coordinates(latitude: 44.9439, longitude: -123.0095)),
        // No email that is not one address; a control character never kept; a number as written.
        Shelter(
          id: "petfinder:WA7", phone: "[31m555-0100", postcode: "98101",
          coordinates: Coordinates(latitude: 47.6114, longitude: -122.3305)),
      ])
    #expect(listing.pets.map(\.shelter) == ["petfinder:OR1", "petfinder:WA7", "petfinder:OR1"])
    #expect(listing.shelterEmail == nil)
  }

  /// A shelter whose ZIP code and city the gazetteer does not know is said once, and placed
  /// nowhere; one a page says nothing of where it is (a later page's) is left as it is.
  @Test func aShelterThatCannotBePlaced_isSaidOnce() throws {
    let animal = { (id: Int, organisation: String, contact: String) in
      #"{"id": \#(id), "organization_id": "\#(organisation)", "species": "Dog", "age": "Adult", "gender": "Male", "#
        + #""name": "Dog \#(id)", "published_at": "2026-11-01T00:00:00+0000", "contact": \#(contact)}"#
    }
    let nowhere = #"{"address": {"city": "Nowhere", "state": "XX", "postcode": "99999"}}"#
    let listing = try Self.read(
      text: #"{"animals": ["# + animal(1, "XX1", nowhere) + ", " + animal(2, "XX1", nowhere) + ", "
        + animal(3, "OR9", #"{"email": "a@one.example.org"}"#) + "]}")
    #expect(listing.shelters.map(\.coordinates) == [nil, nil])
    #expect(
      listing.notes.map(\.message) == [
        #"shelter petfinder:XX1: no place found for "99999" or "Nowhere, XX": its pets are near no place"#
      ])
  }

  /// RescueGroups' organisation with a web site that is no web address and coordinates off the
  /// Earth keeps the rest; an animal related to an organisation the response leaves out is the
  /// catalogue's own.
  @Test func rescueGroups_aFieldThatIsNotOne_isLeftOut() throws {
    let listing = try Self.read(
      text: """
        {"data": [
          {"type": "animals", "id": "1", "attributes": {"name": "Pip", "sex": "Male", "ageGroup": "Adult",
            "createdDate": "2026-10-01T00:00:00Z"}, "relationships": {"orgs": {"data": [{"type": "orgs", "id": "9"}]}}},
          {"type": "animals", "id": "2", "attributes": {"name": "Pop", "sex": "Female", "ageGroup": "Adult",
            "createdDate": "2026-10-01T00:00:00Z"}, "relationships": {"orgs": {"data": [{"type": "orgs", "id": "10"}]}}}],
         "included": [{"type": "orgs", "id": "9", "attributes": {"name": "Nine <b>Lives</b>", "url": "javascript:alert(1)",
           "lat": "123.4", "lon": "5", "postalcode": "62704"}}]}
        """)
    // Its coordinates off the Earth left out, it is placed by its ZIP code instead.
    #expect(
      listing.shelters == [
        Shelter(
          id: "rescuegroups:9", name: "Nine Lives", postcode: "62704",
          coordinates: Coordinates(latitude: 39.7725, longitude: -89.6889))
      ])
    #expect(listing.pets.map(\.shelter) == ["rescuegroups:9", ""])
  }
}
