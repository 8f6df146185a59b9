import Foundation
import PetTestSupport
import Testing

/// `petcards list` and `show` `--near PLACE --within DISTANCE` (issue 44, point 2): the pets
/// whose shelter is that near, from a listing and from a store, each card saying how far; a
/// place the gazetteer does not know, one that is several places and a distance that is none
/// are usage errors that say what to give.
@Suite struct NearMeCommandTests {
  static let rescueGroups = ListingSamples.path("rescuegroups.json")
  static let options = ["--currency", "USD", "--today", "2026-11-25"]
  static let hillsideRows = """
    ID       NAME     SPECIES  AGE                STATUS                   FEE
    rg-9001  Juniper  Dog      5 years old        Available            $250.00
    rg-9004  Nutmeg   Rabbit   Young              Available             $75.00
    rg-9002  Oliver   Cat      about 7 years old  Adoption pending  Fee waived

    """

  @Test func near_keepsThePetsOfTheSheltersWithin_fromAListingAndAStore() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("pets.sqlite").path
      #expect(try Petcards.run(["import", Self.rescueGroups, "--into", store] + Self.options).status == 0)
      for catalog in [Self.rescueGroups, store] {
        let near = try Petcards.run(
          ["list", "--catalog", catalog, "--near", "Springfield, IL", "--within", "10"] + Self.options)
        #expect(near.status == 0, "\(near.stderr)")
        #expect(near.stdout == Self.hillsideRows)
        // Chicago is some 290 km away.
        let far = try Petcards.run(
          ["list", "--catalog", catalog, "--near", "Chicago, IL", "--within", "50km"] + Self.options)
        #expect(far.status == 0)
        #expect(far.stdout == "ID  NAME  SPECIES  AGE  FEE\n")
        let json = try Petcards.run(["list", "--catalog", catalog, "--near", "62704", "--json"] + Self.options)
        #expect(json.stdout.components(separatedBy: "\"distanceKilometres\" : 3.47,").count == 4, "\(json.stdout)")
        #expect(
          json.stdout.contains(
            "\"shelter\" : \"Hillside Rescue & Rehoming · Springfield, IL 62704 · 2.2 mi away\""))
      }
    }
  }

  @Test func theCard_saysHowFarItsShelterIs() throws {
    let card = try Petcards.run(
      ["show", "juniper", "--catalog", Self.rescueGroups, "--near", "Springfield, IL", "--within", "10mi"]
        + Self.options)
    #expect(card.status == 0, "\(card.stderr)")
    #expect(
      card.stdout.contains(
        """
        │ Shelter      Hillside Rescue & Rehoming · Springfield, IL 62704 · 1.6 mi     │
        │              away                                                            │
        """))
  }

  @Test(arguments: [
    (
      ["--near", "Springfield"],
      #"Error: --near: "Springfield" is several places; say which, e.g. "Springfield, IL", "Springfield, MA", "Springfield, MO""#
    ),
    (
      ["--near", "Nowhere In Particular, IL"],
      #"Error: --near: no place "Nowhere In Particular, IL" in the gazetteer; give a US ZIP code, "City, Region", "City, Country" or latitude,longitude"#
    ),
    (
      ["--near", "62704", "--within", "5 furlongs"],
      #"Error: --within: expected a distance such as 25mi or 40km, found "5 furlongs""#
    ),
    (
      ["--near", "62704", "--within", "0km"], #"Error: --within: expected a distance such as 25mi or 40km, found "0km""#
    ),
    (["--within", "10km"], "Error: --within needs --near: say near where"),
  ])
  func aPlaceOrDistanceThatIsNone_isAUsageError(flags: [String], message: String) throws {
    let result = try Petcards.run(["list", "--catalog", Self.rescueGroups] + flags + Self.options)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }
}
