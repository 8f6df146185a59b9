import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// `petcards shelter list` and `shelter show` (issue 42, point 4): the shelters a catalogue's
/// pets come from, as their listings describe them, from a listing, a store and a shared
/// catalogue; a pet's card names its shelter and where it is.
@Suite struct ShelterCommandTests {
  static let rescueGroups = ListingSamples.path("rescuegroups.json")
  static let options = ["--currency", "USD", "--today", "2026-11-25"]

  /// What `shelter show` prints of the sample's Hillside, under the id it has where it is read.
  static func hillsideShown(id: String) -> String {
    """
    Hillside Rescue & Rehoming
      Id           \(id)
      Email        hello@hillside-rescue.example.org
      Phone        (217) 555-0188
      Address      400 Orchard Lane, Springfield, IL 62704, United States
      Web site     https://hillside-rescue.example.org/adopt
      Coordinates  39.7817, -89.6501
      Pets         3 pets

    """
  }

  @Test func list_namesEachShelter_whereItIs_andHowManyPets() throws {
    let result = try Petcards.run(["shelter", "list", "--catalog", Self.rescueGroups] + Self.options)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        ID               NAME                        PLACE                  PETS
        rescuegroups:55  Hillside Rescue & Rehoming  Springfield, IL 62704  3

        """)
  }

  @Test func show_saysHowToReachTheShelter_byNameOrID() throws {
    for wanted in ["HILLSIDE RESCUE & REHOMING", "rescuegroups:55"] {
      let result = try Petcards.run(["shelter", "show", wanted, "--catalog", Self.rescueGroups] + Self.options)
      #expect(result.status == 0)
      #expect(result.stdout == Self.hillsideShown(id: "rescuegroups:55"))
    }
    let missing = try Petcards.run(["shelter", "show", "nowhere", "--catalog", Self.rescueGroups] + Self.options)
    #expect(missing.status == 1)
    #expect(missing.stdout == "")
    #expect(missing.stderr.hasSuffix("petcards: no shelter matches \"nowhere\"\n"))
  }

  /// Imported into a store, the shelters are kept: `--json` gives each with its count, and a
  /// pet's card names its shelter and where it is.
  @Test func aStore_keepsTheShelters_andTheCardNamesThePetsShelter() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      let imported = try Petcards.run(["import", Self.rescueGroups, "--into", store] + Self.options)
      #expect(imported.status == 0)
      let json = try Petcards.run(["shelter", "list", "--json", "--catalog", store])
      #expect(
        json.stdout == """
          [
            {"id": "rescuegroups:55", "name": "Hillside Rescue & Rehoming", "email": "hello@hillside-rescue.example.org", "phone": "(217) 555-0188", "address": "400 Orchard Lane", "city": "Springfield", "region": "IL", "postcode": "62704", "country": "United States", "latitude": 39.7817, "longitude": -89.6501, "website": "https://hillside-rescue.example.org/adopt", "pets": 3}
          ]

          """)
      let card = try Petcards.run(["show", "Juniper", "--catalog", store, "--no-color", "--today", "2026-11-25"])
      #expect(
        card.stdout.contains("│ Shelter      Hillside Rescue & Rehoming · Springfield, IL 62704              │\n"))
      let cardJSON = try Petcards.run(["show", "Juniper", "--catalog", store, "--json", "--today", "2026-11-25"])
      #expect(cardJSON.stdout.contains(#""shelter" : "Hillside Rescue & Rehoming · Springfield, IL 62704""#))
    }
  }

  /// A shared catalogue's shelter is described by its publish: where it is and how to reach
  /// it, from the listing's one organisation; `shelter show` reads it from the server.
  @Test func aPublish_describesTheShelter_inTheSharedCatalogue() throws {
    try TestPostgres.server().withDatabase { database in
      let published = try Petcards.run(
        ["import", Self.rescueGroups, "--into", database.ownerAddress, "--shelter", "hillside"] + Self.options)
      #expect(published.status == 0, "\(published.stderr)")
      let shown = try Petcards.run(["shelter", "show", "hillside", "--catalog", database.ownerAddress])
      #expect(shown.status == 0, "\(shown.stderr)")
      #expect(shown.stdout == Self.hillsideShown(id: "hillside"))
    }
  }

  /// `--shelter` keeps a file's or a store's pets to the shelters named, as it does a shared
  /// catalogue's; an id the catalogue does not describe is a usage error naming it.
  @Test func theShelterFilter_keepsAFilesOrAStoresPetsToTheShelter() throws {
    let catalogue = try TemporaryCatalog(
      CatalogWriter.json(
        shelter: Catalog.twoShelters.shelter, shelters: Catalog.twoShelters.shelters, fees: nil,
        pets: Catalog.twoShelters.pets))
    let store = catalogue.directory.appendingPathComponent("pets.sqlite").path
    #expect(try Petcards.run(["import", catalogue.path, "--into", store]).status == 0)
    for source in [catalogue.path, store] {
      let listed = try Petcards.run(
        [
          "list", "--catalog", source, "--shelter", "rescuegroups:55", "--shelter", "petfinder:OR101", "--today",
          "2026-11-25",
        ])
      #expect(listed.status == 0, "\(listed.stderr)")
      #expect(
        listed.stdout == """
          ID         NAME     SPECIES  AGE                     FEE
          pf-700101  Biscuit  Dog      Adult        Fee not listed
          rogers     Rogers   Cat      4 years old          $50.00

          """, "\(source)")
      let shown = try Petcards.run(
        ["show", "--catalog", source, "--shelter", "petfinder:OR101", "--json", "--today", "2026-11-25"])
      #expect(shown.status == 0)
      #expect(shown.stdout.contains(#""id" : "pf-700101""#))
      #expect(!shown.stdout.contains(#""id" : "rogers""#))
      let unknown = try Petcards.run(["list", "--catalog", source, "--shelter", "nowhere"])
      #expect(unknown.status == 64)
      // After the warning that Stuart's picture is not there.
      #expect(unknown.stderr.hasSuffix("\npetcards: \(source): no shelter has the id \"nowhere\"\n"))
    }
  }
}
