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
  /// Eighty columns: the name gives way to the distance.
  static let hillsideRows = """
    ID       NAME  SPECIES  AGE                STATUS                   FEE  DISTANCE
    rg-9001  Jun…  Dog      5 years old        Available            $250.00    1.6 mi
    rg-9004  Nut…  Rabbit   Young              Available             $75.00    1.6 mi
    rg-9002  Oli…  Cat      about 7 years old  Adoption pending  Fee waived    1.6 mi

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
        #expect(far.stdout == "ID  NAME  SPECIES  AGE  FEE  DISTANCE\n")
        // Nearest first: one shelter, by name.
        let nearest = try Petcards.run(
          ["list", "--catalog", catalog, "--near", "Chicago, IL", "--within", "200", "--sort", "distance"]
            + Self.options)
        #expect(nearest.status == 0, "\(nearest.stderr)")
        #expect(nearest.stdout == Self.hillsideRows.replacingOccurrences(of: "   1.6 mi", with: "   177 mi"))
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
    (["--sort", "distance"], "Error: --sort distance needs --near: say near where"),
  ])
  func aPlaceOrDistanceThatIsNone_isAUsageError(flags: [String], message: String) throws {
    let result = try Petcards.run(["list", "--catalog", Self.rescueGroups] + flags + Self.options)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
  }
}

/// `petcards generate` places its shelters (issue 44), so a million pets can be asked near a
/// place: in one file for a store of many shelters, or one file a shelter for a shared catalogue.
@Suite struct GeneratedPlacesTests {
  @Test func generatedShelters_arePlaced_andListedNearestFirst() throws {
    try withTemporaryDirectory { folder in
      let out = folder.appendingPathComponent("gen").path
      let made = try Petcards.run([
        "generate", "--count", "9", "--shelters", "3", "--one-file", "--seed", "1", "--today", "2026-11-25", "--out",
        out,
      ])
      #expect(made.status == 0, "\(made.stderr)")
      let file = out + "/pets.json"
      let text = try String(contentsOfFile: file, encoding: .utf8)
      #expect(
        text.contains(
          #"{"id": "shelter-0002", "name": "Generated shelter 2 (seed 1)", "latitude": 42.771653, "longitude": -68.667342}"#
        ))
      let store = folder.appendingPathComponent("pets.sqlite").path
      #expect(try Petcards.run(["import", file, "--into", store, "--today", "2026-11-25"]).status == 0)
      for catalog in [file, store] {
        // Beside shelter 2: its three pets alone, each under a mile away.
        let near = try Petcards.run([
          "list", "--catalog", catalog, "--near", "42.77,-68.67", "--within", "5km", "--sort", "distance", "--today",
          "2026-11-25",
        ])
        #expect(near.status == 0, "\(near.stderr)")
        #expect(
          near.stdout == """
            ID          NAME     SPECIES  AGE               FEE  DISTANCE
            pet-000006  Jasper   Bird     10 years old   $75.00    0.2 mi
            pet-000004  Juniper  Dog      2 days old     $75.00    0.2 mi
            pet-000005  Marble   Bird     7 months old  $150.00    0.2 mi

            """, "\(catalog)")
      }
      // One file a shelter: each describes its own, placed alike.
      let apart = folder.appendingPathComponent("apart").path
      #expect(
        try Petcards.run([
          "generate", "--count", "9", "--shelters", "3", "--seed", "1", "--today", "2026-11-25", "--out", apart,
        ]).status == 0)
      let second = try String(contentsOfFile: apart + "/shelter-0002.json", encoding: .utf8)
      #expect(second.contains(#""shelters": [\#n    {"id": "shelter-0002""#))
      let alone = try Petcards.run(["generate", "--count", "9", "--one-file", "--out", apart + "2"])
      #expect(alone.status == 64)
      #expect(alone.stderr.hasPrefix("Error: --one-file needs --shelters: say how many\n"))
    }
  }
}
