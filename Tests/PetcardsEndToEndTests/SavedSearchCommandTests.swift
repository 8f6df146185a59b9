import Foundation
import PetTestSupport
import Testing

/// `petcards saved` (issue 44, point 3): a search saved under a name, per catalogue, that says
/// which pets are new since it was last asked; `--new` prints those alone, for a cron job, and
/// nothing once they have been told.
@Suite struct SavedSearchCommandTests {
  static let today = ["--today", "2026-11-25"]

  @Test func aSavedSearch_saysWhichPetsAreNew_andToldOnce() throws {
    try withTemporaryDirectory { folder in
      let environment = ["PET_DATA_DIR": folder.appendingPathComponent("data").path]
      let catalog = try TemporaryCatalog(
        catalogJSON([petJSON(), petJSON(["id": #""pip""#, "name": #""Pip""#, "species": #""cat""#])]))
      func petcards(_ arguments: [String]) throws -> BuiltProgram.Result {
        try Petcards.run(arguments + ["--catalog", catalog.path] + Self.today, environment: environment)
      }
      let added = try petcards(["saved", "add", "Dogs", "--species", "dog"])
      #expect(added.status == 0, "\(added.stderr)")
      #expect(added.stdout == "Saved \"Dogs\": 1 pet matches now.\n")
      // Nothing is new yet: Rex was there when it was saved.
      #expect(try petcards(["saved", "Dogs", "--new"]).stdout == "")

      // A beagle is listed.
      try Data(
        catalogJSON([
          petJSON(), petJSON(["id": #""pip""#, "name": #""Pip""#, "species": #""cat""#]),
          petJSON(["id": #""bo""#, "name": #""Bo""#]),
        ]).utf8
      ).write(to: URL(fileURLWithPath: catalog.path))
      let listed = try petcards(["saved", "list"])
      #expect(
        listed.stdout == """
          NAME  NEW  FILTERS
          Dogs  1    --species dog

          """)
      let new = try petcards(["saved", "Dogs", "--new"])
      #expect(new.status == 0, "\(new.stderr)")
      #expect(
        new.stdout == """
          1 new since earlier today
          ID  NAME  SPECIES  AGE             FEE
          bo  Bo    Dog      2 years old  $50.00

          """)
      // Told once: the next time nothing is new, and the whole search lists both.
      #expect(try petcards(["saved", "Dogs", "--new"]).stdout == "")
      let all = try petcards(["saved", "Dogs"])
      #expect(
        all.stdout == """
          0 new since earlier today
          ID   NAME  SPECIES  AGE             FEE
          bo   Bo    Dog      2 years old  $50.00
          rex  Rex   Dog      2 years old  $50.00

          """)
      #expect(
        try petcards(["list", "--saved", "Dogs"]).stdout
          == all.stdout.components(separatedBy: "\n").dropFirst().joined(separator: "\n"))

      let deleted = try petcards(["saved", "delete", "Dogs"])
      #expect(deleted.stdout == "Deleted the saved search \"Dogs\".\n")
      let gone = try petcards(["saved", "Dogs"])
      #expect(gone.status == 1)
      #expect(gone.stderr == "petcards: no saved search is named \"Dogs\" (petcards saved list)\n")
    }
  }

  /// A saved search keeps a place as typed, and a distance with its unit.
  @Test func aSavedSearch_keepsItsPlaceAndItsUnit() throws {
    try withTemporaryDirectory { folder in
      let environment = ["PET_DATA_DIR": folder.appendingPathComponent("data").path]
      let sample = ListingSamples.path("rescuegroups.json")
      func petcards(_ arguments: [String]) throws -> BuiltProgram.Result {
        try Petcards.run(arguments + ["--catalog", sample, "--currency", "USD"] + Self.today, environment: environment)
      }
      let added = try petcards(["saved", "add", "Near home", "--near", "Springfield, IL", "--within", "10"])
      #expect(added.stdout == "Saved \"Near home\": 3 pets match now.\n")
      let shown = try petcards(["saved", "show", "Near home"])
      #expect(
        shown.stdout.hasPrefix("Near home\n  Filters     --near \"Springfield, IL\" --within 10mi\n"), "\(shown.stdout)"
      )
      let reserved = try petcards(["saved", "add", "list"])
      #expect(reserved.status == 64)
      #expect(reserved.stderr.hasPrefix("Error: \"list\" is a word of petcards saved; choose another name\n"))
      let both = try petcards(["list", "--saved", "Near home", "--species", "cat"])
      #expect(both.status == 64)
      #expect(both.stderr.hasPrefix("Error: --saved takes the saved search's filters; give no others beside it\n"))
    }
  }

  /// On a shared catalogue, the catalogue a cron job most wants told of: a search saved there
  /// says which pets a shelter published since it was last asked. (`saved` read files only: a
  /// shared catalogue's address was refused, exit 64.)
  @Test func aSavedSearchOnASharedCatalogue_saysWhatAShelterPublishedSince() throws {
    try SharedCatalogTests.withPublishedCatalogue { database in
      try withTemporaryDirectory { folder in
        let environment = ["PET_DATA_DIR": folder.appendingPathComponent("data").path]
        let address = database.ownerAddress
        func petcards(_ arguments: [String]) throws -> BuiltProgram.Result {
          try Petcards.run(arguments + ["--catalog", address] + Self.today, environment: environment)
        }
        let added = try petcards(["saved", "add", "Cats", "--species", "cat"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout == "Saved \"Cats\": 5 pets match now.\n")
        #expect(try petcards(["saved", "Cats", "--new"]).stdout == "")
        // A shelter publishes a cat more.
        let bundled = BuiltProgram.repository.appendingPathComponent("data/pets.json")
        var catalogue = try #require(
          try JSONSerialization.jsonObject(with: Data(contentsOf: bundled)) as? [String: Any])
        var pets = try #require(catalogue["pets"] as? [[String: Any]])
        var whiskers = try #require(pets.first { $0["id"] as? String == "luna" })
        whiskers["id"] = "whiskers"
        whiskers["name"] = "Whiskers"
        pets.append(whiskers)
        catalogue["pets"] = pets
        let listing = folder.appendingPathComponent("pets.json")
        try JSONSerialization.data(withJSONObject: catalogue).write(to: listing)
        #expect(try SharedCatalogTests.publish(listing.path, into: address, for: "riverbend").status == 0)
        let new = try petcards(["saved", "Cats", "--new"])
        #expect(new.status == 0, "\(new.stderr)")
        #expect(new.stdout.hasPrefix("1 new since earlier today\nID        NAME      SPECIES"), "\(new.stdout)")
        #expect(new.stdout.contains("\nwhiskers  Whiskers  Cat "), "\(new.stdout)")
        #expect(try petcards(["saved", "Cats", "--new"]).stdout == "")
      }
    }
  }
}
