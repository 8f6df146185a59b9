import Foundation
import PetCatalog
import PetTestSupport
import Synchronization
import Testing

/// A shared catalogue in PostgreSQL (`--catalog postgresql://…`), against the throwaway server
/// `make test` starts: it lists what a store of the same file lists, publishing is one
/// transaction per shelter, and the server, not the tools, says who may do what.
@Suite struct SharedCatalogTests {
  static let bundled = Petcards.repository.appendingPathComponent("data/pets.json").path
  static let today = ["--today", CalendarDate.fixedToday.isoString]

  /// `petcards import FILE --into ADDRESS --shelter SHELTER`, on the fixed day.
  static func publish(_ file: String, into address: String, for shelter: String) throws -> BuiltProgram.Result {
    try Petcards.run(["import", file, "--into", address, "--shelter", shelter] + today)
  }

  /// What a publish of the bundled catalogue says of its pictures, files of its folder, given
  /// no `--pictures-at`.
  static let picturesLeftOut =
    "petcards: 27 pictures are files on this computer and were not published: readers of a shared catalogue cannot open them. Put the listing's folder of pictures on the web and publish with --pictures-at https://…/\n"

  /// Runs `body` with a database of its own holding the bundled catalogue as the shelter
  /// `riverbend`'s listing, published by the owner (its pictures left out).
  static func withPublishedCatalogue(_ body: (SharedDatabase) throws -> Void) throws {
    try TestPostgres.server().withDatabase { database in
      let result = try Self.publish(bundled, into: database.ownerAddress, for: "riverbend")
      #expect(result.stderr == picturesLeftOut)
      #expect(result.status == 0)
      #expect(
        result.stdout
          == "27 pets listed in postgresql://postgres@[\(database.server.socketFolder)]:\(database.server.port)/\(database.name): 27 added, 0 changed, 0 unchanged, 0 gone\n"
      )
      try body(database)
    }
  }
  /// A publish that waits on another's lock past the ten seconds it gives it fails with 75
  /// (try again), not 65 ("bad catalogue": do not retry), and changes nothing (issue 40, point 8).
  @Test func aPublishHeldUpByAnothersLock_isATemporaryFailure() throws {
    try Self.withPublishedCatalogue { database in
      let holder = try database.startInAnotherSession(
        "BEGIN; LOCK TABLE pet IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(30); COMMIT")
      defer {
        holder.terminate()
        holder.waitUntilExit()
      }
      let held =
        "SELECT count(*) FROM pg_locks WHERE mode = 'AccessExclusiveLock' AND granted AND relation = 'pet'::regclass"
      var waited = 0
      while try database.run(held) != "1\n", waited < 200 {
        Thread.sleep(forTimeInterval: 0.05)
        waited += 1
      }
      let result = try Self.publish(Self.bundled, into: database.ownerAddress, for: "riverbend")
      #expect(result.status == 75, "\(result.stderr)")
      #expect(result.stderr.contains("canceling statement due to lock timeout"), "\(result.stderr)")
    }
  }

  @Test(arguments: [
    ["list"], ["list", "--search", "dog"], ["list", "--search", "cat"], ["list", "--search", "小"],
    ["list", "--search", "zoë be"], ["list", "--search", "st. bern"],
    ["list", "--sort", "fee", "--status", "adoptable"],
    ["list", "--sort", "age"], ["list", "--sort", "intake", "--status", "any"],
    ["list", "--age", "senior", "--good-with", "kids"],
    ["list", "--species", "cat", "--sex", "female"], ["list", "--search", "nothing like this"],
    ["list", "--json", "--search", "dog"], ["show", "stuart"], ["show", "zoe", "Stuart", "--json"],
    ["show", "--search", "cat"], ["show", "luna", "nobody"],
  ])
  func aSharedCatalogue_listsWhatAStoreOfTheSameFileLists(arguments: [String]) throws {
    try Self.withPublishedCatalogue { database in
      try withTemporaryDirectory { folder in
        let store = folder.appendingPathComponent("pets.sqlite").path
        #expect(try Petcards.run(["import", Self.bundled, "--into", store] + Self.today).status == 0)
        let environment = ["PET_DATA_DIR": folder.path, "NO_COLOR": "1"]
        let fromStore = try Petcards.run(arguments + ["--catalog", store] + Self.today, environment: environment)
        let shared = try Petcards.run(
          arguments + ["--catalog", database.ownerAddress] + Self.today, environment: environment)
        // But for the pictures: the store's are its folder's files, the shared catalogue's
        // left out (`aPublishedPicture_isItsAddressOnTheWeb_andNoPathOfThePublishers`).
        func withoutPictures(_ text: String) -> String {
          text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter {
              !$0.hasPrefix("│ Picture ") && !$0.contains("\"image\" : ") && !$0.contains("\"imageDescription\" : ")
            }
            .joined(separator: "\n")
        }
        #expect(withoutPictures(shared.stdout) == withoutPictures(fromStore.stdout))
        #expect(shared.stderr == fromStore.stderr)
        #expect(shared.status == fromStore.status)
      }
    }
  }

  /// The age groups are asked of the server as ranges of birthdays (`AgeBirthdays`): on 3,000
  /// made-up pets of every kind (birds and reptiles, whose breed decides, among them) across two
  /// shelters, each group lists what the SQLite store of the same pets lists, on the day they
  /// were made and on later days (a month's end, a leap day), alone and with other filters.
  @Test func theAgeGroups_listWhatTheStoreLists() throws {
    try TestPostgres.server().withDatabase { database in
      try withTemporaryDirectory { folder in
        let made = ["--today", "2026-11-21"]
        _ = try Petcards.run(
          ["generate", "--count", "3000", "--shelters", "2", "--seed", "8", "--out", folder.path] + made)
        let files = ["shelter-0001", "shelter-0002"].map { folder.appendingPathComponent("\($0).json").path }
        for (file, shelter) in zip(files, ["north", "south"]) {
          #expect(try Self.publish(file, into: database.ownerAddress, for: shelter).status == 0)
        }
        let store = folder.appendingPathComponent("pets.sqlite").path
        #expect(try Petcards.run(["import"] + files + ["--into", store] + made).status == 0)
        for day in ["2026-11-21", "2027-02-28", "2028-02-29"] {
          for filters in [
            ["--age", "baby"], ["--age", "young"], ["--age", "adult"], ["--age", "senior"],
            ["--age", "senior", "--species", "bird"], ["--age", "young", "--search", "parrot", "--sort", "age"],
          ] {
            let arguments = ["list", "--status", "any", "--today", day] + filters
            let fromStore = try Petcards.run(arguments + ["--catalog", store])
            let shared = try Petcards.run(arguments + ["--catalog", database.ownerAddress])
            #expect(shared.status == 0, "\(shared.stderr)")
            #expect(shared.stdout == fromStore.stdout, "\(arguments)")
            // On the day they were made, every group has pets (two years on, no babies are left).
            if day == "2026-11-21" {
              #expect(shared.stdout.split(separator: "\n").count > 2, "\(arguments): \(shared.stdout)")
            }
          }
        }
      }
    }
  }

  @Test func publishingAgain_changesWhatChanged_andMarksTheMissingGone() throws {
    try Self.withPublishedCatalogue { database in
      let again = try Self.publish(Self.bundled, into: database.ownerAddress, for: "riverbend")
      #expect(again.stdout.hasSuffix(": 0 added, 0 changed, 27 unchanged, 0 gone\n"))
      // Two pets left: Rex new, Stuart's status changed; the other 26 are gone.
      let smaller = try TemporaryCatalog(
        catalogJSON([
          petJSON(), petJSON(["id": #""stuart""#, "name": #""Stuart""#, "status": #""adopted""#]),
        ]))
      let result = try Self.publish(smaller.path, into: database.ownerAddress, for: "riverbend")
      #expect(result.status == 0)
      #expect(result.stdout.hasSuffix(": 1 added, 1 changed, 0 unchanged, 26 gone\n"))
      #expect(try database.run("SELECT count(*) FROM pet WHERE NOT gone") == "2\n")
      #expect(try database.run("SELECT count(*) FROM pet") == "28\n")
      let listed = try Petcards.run(["list", "--catalog", database.ownerAddress, "--status", "any"] + Self.today)
      #expect(
        listed.stdout == """
          ID      NAME    SPECIES  AGE          STATUS        FEE
          rex     Rex     Dog      2 years old  Available  $50.00
          stuart  Stuart  Dog      2 years old  Adopted    $50.00

          """)
    }
  }

  /// Two shelters publishing for the first time into a new database at once: one makes the
  /// tables while the other waits, and both listings are published. Before, both made the
  /// tables and one failed ("duplicate key value violates unique constraint"). Three databases,
  /// as the two publishes race differently each time.
  @Test func twoFirstPublishesAtOnce_bothPublish() throws {
    let hillside = try TemporaryCatalog(
      catalogJSON([petJSON(["id": #""rex""#, "name": #""Rex""#, "image": #""""#])]))
    for _ in 0..<3 {
      try TestPostgres.server().withDatabase { database in
        let listings = [(Self.bundled, "riverbend"), (hillside.path, "hillside")]
        let results = Mutex([BuiltProgram.Result?](repeating: nil, count: 2))
        DispatchQueue.concurrentPerform(iterations: 2) { index in
          let result = try? Self.publish(listings[index].0, into: database.ownerAddress, for: listings[index].1)
          results.withLock { $0[index] = result }
        }
        let (riverbend, rex) = results.withLock { ($0[0], $0[1]) }
        #expect(riverbend?.stderr == Self.picturesLeftOut)
        #expect(riverbend?.stdout.hasSuffix(": 27 added, 0 changed, 0 unchanged, 0 gone\n") == true)
        #expect(rex?.stderr == "")
        #expect(rex?.stdout.hasSuffix(": 1 added, 0 changed, 0 unchanged, 0 gone\n") == true)
        let listed = try database.run("SELECT shelter_id, count(*) FROM pet GROUP BY shelter_id ORDER BY 1")
        #expect(listed == "hillside|1\nriverbend|27\n")
      }
    }
  }

  @Test func aPetIdOfAnotherShelter_isRefused_andNothingIsPublished() throws {
    try Self.withPublishedCatalogue { database in
      let other = try TemporaryCatalog(catalogJSON([petJSON(["id": #""zoe""#])]))
      let result = try Self.publish(other.path, into: database.ownerAddress, for: "hillside")
      #expect(result.status == 65)
      #expect(
        result.stderr.contains(
          "petcards: \(other.path): pet \"zoe\", field \"id\": the id is already used by a pet of the shelter \"riverbend\"\n"
        ))
      #expect(try database.run("SELECT count(*) FROM shelter") == "1\n")
    }
  }

  /// `--shelter` lists one shelter's pets of a catalogue several share; an id no shelter has,
  /// or a catalogue that is not shared, is a usage error.
  @Test func theShelterFilter_listsOneSheltersPets() throws {
    try Self.withPublishedCatalogue { database in
      let rex = try TemporaryCatalog(catalogJSON([petJSON()]))
      #expect(try Self.publish(rex.path, into: database.ownerAddress, for: "hillside").status == 0)
      let hillside = try Petcards.run(
        ["list", "--catalog", database.ownerAddress, "--shelter", "hillside"] + Self.today)
      #expect(hillside.stderr == "")
      #expect(
        hillside.stdout == """
          ID   NAME  SPECIES  AGE             FEE
          rex  Rex   Dog      2 years old  $50.00

          """)
      let both = try Petcards.run(
        [
          "list", "--catalog", database.ownerAddress, "--shelter", "hillside", "--shelter", "riverbend", "--search",
          "rex stuart",
        ] + Self.today)
      #expect(both.stdout.split(separator: "\n").count == 1)  // the header: no pet is both
      let elsewhere = try Petcards.run(
        ["show", "rex", "--catalog", database.ownerAddress, "--shelter", "riverbend"] + Self.today)
      #expect(elsewhere.status != 0)
      #expect(elsewhere.stdout == "")
      let unknown = try Petcards.run(["list", "--catalog", database.ownerAddress, "--shelter", "nowhere"] + Self.today)
      #expect(unknown.status == 64)
      #expect(
        unknown.stderr
          == "petcards: postgresql://postgres@[\(database.server.socketFolder)]:\(database.server.port)/\(database.name): no shelter has the id \"nowhere\"\n"
      )
      let file = try Petcards.run(["list", "--catalog", Self.bundled, "--shelter", "riverbend"] + Self.today)
      #expect(file.status == 64)
      // A file describes no shelter "riverbend" (its pets are its own shelter's).
      #expect(file.stderr == "petcards: \(Self.bundled): no shelter has the id \"riverbend\"\n")
    }
  }

  /// In a catalogue several shelters share, each pet's card names its shelter (a catalogue of
  /// one names it nowhere on the card, as a store does: the other tests hold that).
  @Test func aCatalogueOfSeveralShelters_namesEachPetsShelter() throws {
    try Self.withPublishedCatalogue { database in
      let rex = try TemporaryCatalog(catalogJSON([petJSON()]))
      #expect(try Self.publish(rex.path, into: database.ownerAddress, for: "hillside").status == 0)
      let shown = try Petcards.run(
        ["show", "rex", "--catalog", database.ownerAddress] + Self.today,
        environment: ["COLUMNS": "60", "NO_COLOR": "1"])
      #expect(shown.status == 0, "\(shown.stderr)")
      #expect(
        shown.stdout
          == rexCard().replacingOccurrences(
            of: "│ Status       Available                                   │\n",
            with:
              "│ Status       Available                                   │\n│ Shelter      hillside                                    │\n"
          ).replacingOccurrences(
            of: "pictures/rex.svg                            │", with: "none (placeholder shown)                    │"))
      let json = try Petcards.run(["show", "stuart", "--json", "--catalog", database.ownerAddress] + Self.today)
      #expect(json.stdout.contains("\n    \"shelter\" : \"Riverbend Animal Shelter\",\n"), "\(json.stdout)")
    }
  }

  /// A publish killed half-way (its pets written, its words waiting on a lock another session
  /// holds) leaves the previous listing whole; readers see the old listing meanwhile.
  @Test func aPublishKilledHalfWay_leavesThePreviousListingWhole() throws {
    try Self.withPublishedCatalogue { database in
      let before = try database.run("SELECT id, status, description FROM pet ORDER BY id")
      // The bundled pets, every one changed, and one more.
      let changed = try TemporaryCatalog(
        catalogJSON(
          [petJSON()] + ["stuart", "zoe", "luna"].map { petJSON(["id": "\"\($0)\"", "status": #""adopted""#]) }))
      // A session that holds the word index for four seconds: the publish waits there, its pets written.
      let holder = try database.startInAnotherSession(
        "BEGIN; LOCK TABLE pet_word IN SHARE MODE; SELECT pg_sleep(4); COMMIT")
      Thread.sleep(forTimeInterval: 0.5)
      let (publisher, _, _) = Petcards.program.process(
        ["import", changed.path, "--into", database.ownerAddress, "--shelter", "riverbend"] + Self.today,
        environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
      try publisher.runDeliveringSignals()
      var waiting = false
      for _ in 0..<30 where !waiting {
        Thread.sleep(forTimeInterval: 0.1)
        waiting =
          try database.run(
            "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%pet_word%'") == "1\n"
      }
      #expect(waiting, "the publish never reached the word index")
      // Meanwhile readers see the listing as it was.
      #expect(try database.run("SELECT id, status, description FROM pet ORDER BY id") == before)
      kill(publisher.processIdentifier, SIGKILL)
      publisher.waitUntilExit()
      holder.waitUntilExit()
      #expect(publisher.terminationReason == .uncaughtSignal)
      #expect(try database.run("SELECT id, status, description FROM pet ORDER BY id") == before)
      #expect(try database.run("SELECT count(*) FROM pet WHERE NOT gone") == "27\n")
      let listed = try Petcards.run(["list", "--catalog", database.ownerAddress, "--search", "rex"] + Self.today)
      #expect(listed.stdout == "ID  NAME  SPECIES  AGE  FEE\n")
    }
  }

  /// A shelter publishing again leaves each listed pet's words, with its place in the order by
  /// name, as a first publish of the new listing makes them: a pet gone, two that change
  /// places, a story and a name changed, a pet new. A republish writes only the rows that differ.
  @Test func republishing_leavesTheWordsAFirstPublishOfTheListingMakes() throws {
    var listing = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.bundled))) as? [String: Any])
    var pets = try #require(listing["pets"] as? [[String: Any]])
    pets.removeLast()
    pets.swapAt(5, 6)
    pets[1]["description"] = "A quiet lodger who naps beside the radiator."
    pets[2]["name"] = "Zephyrine"
    var newcomer = pets[0]
    newcomer["id"] = "newcomer"
    newcomer["name"] = "Aardvark"
    pets.append(newcomer)
    listing["pets"] = pets
    let changed = try TemporaryCatalog(String(decoding: JSONSerialization.data(withJSONObject: listing), as: UTF8.self))
    let words = """
      SELECT word, encode(name_key, 'hex'), shelter_id, ordinal, pet_id FROM pet_word w
      WHERE EXISTS (SELECT 1 FROM pet WHERE pet.id = w.pet_id AND NOT gone) ORDER BY 1, 2, 3, 4, 5
      """
    try Self.withPublishedCatalogue { republished in
      let again = try Self.publish(changed.path, into: republished.ownerAddress, for: "riverbend")
      #expect(again.status == 0)
      // Every pet changed: its picture is not beside the copy (so most keep all their words).
      #expect(again.stdout.hasSuffix(": 1 added, 26 changed, 0 unchanged, 1 gone\n"), "\(again.stdout)")
      try TestPostgres.server().withDatabase { fresh in
        #expect(try Self.publish(changed.path, into: fresh.ownerAddress, for: "riverbend").status == 0)
        let expected = try fresh.run(words)
        #expect(expected.contains("radiator") && expected.contains("zephyrine") && expected.contains("aardvark"))
        #expect(try republished.run(words) == expected)
      }
    }
  }

  /// Tables version 9: the pets' pages keep room, so a pet published again with a change stays
  /// where it was (a heap-only update, its indexes not written); on full pages it moved.
  @Test func aPetPublishedAgainWithAChange_staysOnItsPage() throws {
    let text = try String(contentsOfFile: Self.bundled, encoding: .utf8)
    var listing = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    var pets = try #require(listing["pets"] as? [[String: Any]])
    let stuart = try #require(pets.firstIndex { $0["id"] as? String == "stuart" })
    pets[stuart]["status"] = "adopted"
    listing["pets"] = pets
    // Both from folders without the pictures, so the pictures are missing alike both times.
    let first = try TemporaryCatalog(text)
    let adopted = try TemporaryCatalog(String(decoding: JSONSerialization.data(withJSONObject: listing), as: UTF8.self))
    try TestPostgres.server().withDatabase { database in
      #expect(try Self.publish(first.path, into: database.ownerAddress, for: "riverbend").status == 0)
      #expect(try database.run("SELECT reloptions FROM pg_class WHERE relname = 'pet'") == "{fillfactor=70}\n")
      let page = "SELECT (ctid::text::point)[0] FROM pet WHERE id = 'stuart'"
      let before = try database.run(page)
      let again = try Self.publish(adopted.path, into: database.ownerAddress, for: "riverbend")
      #expect(again.stdout.hasSuffix(": 0 added, 1 changed, 26 unchanged, 0 gone\n"), "\(again.stdout)")
      #expect(try database.run("SELECT status FROM pet WHERE id = 'stuart'") == "adopted\n")
      #expect(try database.run(page) == before)
    }
  }

  /// Tables a newer version made are neither read nor written, and are left as they were.
  @Test func aCatalogueOfANewerVersion_isRefused_andLeftAsItWas() throws {
    try Self.withPublishedCatalogue { database in
      try database.run("UPDATE pets_catalogue SET version = 99")
      let message =
        "was made by a newer version of this program (store version 99; this one reads up to 19)\n"
      let listed = try Petcards.run(["list", "--catalog", database.ownerAddress] + Self.today)
      #expect(listed.status == 65)
      #expect(listed.stderr.hasSuffix(message))
      let smaller = try TemporaryCatalog(catalogJSON([petJSON()]))
      let publish = try Self.publish(smaller.path, into: database.ownerAddress, for: "riverbend")
      #expect(publish.status == 65)
      #expect(publish.stderr.contains(message))
      #expect(try database.run("SELECT count(*) FROM pet WHERE NOT gone") == "27\n")
    }
  }

  /// Roles: an adopter reads; a shelter's role publishes its own shelter's pets and nothing
  /// else, through `petcards` and through `psql`; the refusals are the server's.
  @Test func theServer_letsEachRoleDoOnlyItsPart() throws {
    try Self.withPublishedCatalogue { database in
      let adoptedBefore = try database.run("SELECT count(*) FROM pet WHERE status = 'adopted'")
      let adopter = try database.role("adopter", password: "adopt-me", in: "pets_adopter")
      let shelter = try database.role("shelter", password: "s3cret-shelter")
      let granted = try Petcards.run(
        ["shelter", "grant", shelter, "riverbend", "--catalog", database.ownerAddress])
      #expect(granted.status == 0)
      // A second shelter's pet, for the first shelter's role to leave alone.
      let other = try TemporaryCatalog(catalogJSON([petJSON()]))
      #expect(
        try Self.publish(other.path, into: database.ownerAddress, for: "hillside")
          .status == 0)

      // The shelter's role publishes its own listing…
      let own = try Self.publish(
        Self.bundled, into: database.address(role: shelter, password: "s3cret-shelter"), for: "riverbend")
      #expect(own.status == 0)
      #expect(own.stdout.hasSuffix(": 0 added, 0 changed, 27 unchanged, 0 gone\n"))
      #expect(!own.stdout.contains("s3cret-shelter"))
      // …a story changed in it, the words that differ through the policies on the words…
      var listing = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.bundled))) as? [String: Any])
      var pets = try #require(listing["pets"] as? [[String: Any]])
      #expect(pets[0]["id"] as? String == "stuart")
      pets[0]["description"] = "A quiet lodger who naps beside the xylophone."
      listing["pets"] = pets
      let retold = try TemporaryCatalog(
        String(decoding: JSONSerialization.data(withJSONObject: listing), as: UTF8.self))
      let again = try Self.publish(
        retold.path, into: database.address(role: shelter, password: "s3cret-shelter"), for: "riverbend")
      // (Every pet changed: its picture is not beside the copy.)
      #expect(again.stdout.hasSuffix(": 0 added, 27 changed, 0 unchanged, 0 gone\n"), "\(again.stderr)")
      #expect(try database.run("SELECT pet_id FROM pet_word WHERE word IN ('xylophone', 'grumble')") == "stuart\n")
      // …but not another shelter's, through petcards…
      let theirs = try Self.publish(
        other.path, into: database.address(role: shelter, password: "s3cret-shelter"), for: "hillside")
      #expect(theirs.status == 77)
      #expect(
        theirs.stderr.contains(
          ": the role \(shelter) may not publish for the shelter hillside; the database's owner lets it with petcards shelter grant \(shelter) hillside\n"
        ))
      #expect(!theirs.stderr.contains("s3cret-shelter"))
      // …or through psql: no row of another shelter changes, none is deleted.
      #expect(try database.psql("UPDATE pet SET status = 'adopted' WHERE id = 'rex'", as: shelter).status == 0)
      #expect(try database.run("SELECT status FROM pet WHERE id = 'rex'") == "available\n")
      #expect(
        try database.psql("DELETE FROM pet WHERE id = 'stuart'", as: shelter).stderr.contains("permission denied"))
      let insert = try database.psql(
        "INSERT INTO pet SELECT * FROM pet WHERE id = 'rex' ON CONFLICT DO NOTHING", as: shelter)
      #expect(insert.stderr.contains("row-level security") || insert.status == 0)
      #expect(try database.psql("INSERT INTO shelter_grant VALUES (current_user, 'hillside')", as: shelter).status != 0)
      // A word of its own pet stands at that pet's place in the order by name, not first on
      // every reader's page (a name key before all others) nor at another shelter's place.
      let word = "INSERT INTO pet_word (word, name_key, shelter_id, ordinal, pet_id) SELECT 'forged', "
      for forged in [
        "'\\x00'::bytea, shelter_id, ordinal", "name_key, 'hillside', 0", "name_key, shelter_id, ordinal + 1",
      ] {
        let refused = try database.psql(word + forged + ", id FROM pet WHERE id = 'stuart'", as: shelter)
        #expect(refused.stderr.contains("row-level security"), "\(forged): \(refused)")
      }
      let placed = try database.psql(
        word + "name_key, shelter_id, ordinal, id FROM pet WHERE id = 'stuart'", as: shelter)
      #expect(placed.status == 0, "\(placed.stderr)")
      #expect(try database.run("SELECT shelter_id, pet_id FROM pet_word WHERE word = 'forged'") == "riverbend|stuart\n")
      // Its own shelter's pets it may change.
      #expect(try database.psql("UPDATE pet SET status = 'pending' WHERE id = 'stuart'", as: shelter).status == 0)
      #expect(try database.run("SELECT status FROM pet WHERE id = 'stuart'") == "pending\n")

      // An adopter reads the catalogue, and changes nothing.
      let listed = try Petcards.run(
        ["list", "--catalog", database.address(role: adopter, password: "adopt-me"), "--search", "stuart"] + Self.today)
      #expect(listed.status == 0)
      #expect(listed.stdout.contains("stuart  Stuart"))
      let publish = try Self.publish(
        Self.bundled, into: database.address(role: adopter, password: "adopt-me"), for: "riverbend")
      #expect(publish.status == 77)
      #expect(publish.stderr.contains(": the role \(adopter) may not publish for the shelter riverbend;"))
      for sql in [
        "UPDATE pet SET status = 'adopted'", "DELETE FROM pet",
        "INSERT INTO shelter (id, name, currency, fee_common, fee_uncommon, fee_rare, fee_very_rare) VALUES ('x', 'x', 'USD', '1', '1', '1', '1')",
        "DELETE FROM pet_word", "UPDATE shelter SET name = 'x'",
      ] {
        let result = try database.psql(sql, as: adopter)
        #expect(result.status != 0, "\(sql)")
        #expect(result.stderr.contains("permission denied"), "\(sql): \(result.stderr)")
      }
      #expect(try database.run("SELECT count(*) FROM pet WHERE status = 'adopted'") == adoptedBefore)
      #expect(try database.run("SELECT count(*) FROM pet") == "28\n")
    }
  }

  /// A server that cannot be reached, a login it refuses, a database it does not have, and one
  /// with no catalogue in it: each said in words that name the server, never the password.
  @Test func aServerThatCannotServe_saysWhy_withoutThePassword() throws {
    let server = try TestPostgres.server()
    try server.withDatabase { database in
      let reader = try database.role("reader", password: "pa55word", in: "pets_adopter")
      let cases: [(String, Int32, String)] = [
        (
          database.address(role: reader, password: "wrong-pa55"), 77,
          "password authentication failed for user \"\(reader)\""
        ),
        ("postgresql://\(reader):pa55word@127.0.0.1:1/\(database.name)", 69, "Connection refused"),
        (
          "postgresql://\(reader):pa55word@127.0.0.1:\(server.port)/no_such_db", 69,
          "database \"no_such_db\" does not exist"
        ),
        (database.address(role: reader, password: "pa55word"), 65, "is not a shared catalogue yet"),
      ]
      for (address, status, words) in cases {
        let result = try Petcards.run(["list", "--catalog", address] + Self.today)
        #expect(result.status == status, "\(address)")
        #expect(result.stderr.contains(words), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("petcards: postgresql://\(reader)@127.0.0.1:"), "\(result.stderr)")
        #expect(!result.stderr.contains("pa55"), "\(result.stderr)")
        #expect(result.stdout == "")
      }
    }
  }
}

extension SharedCatalogTests {
  /// A value no reader knows, in a row written before the server checked values (version 11),
  /// shows that pet as unknown, with a warning, and the list goes on: it failed with 65 for
  /// every reader of the whole catalogue, and `--json` printed half an array first (issue 40,
  /// point 3).
  @Test(arguments: [["list"], ["list", "--json"], ["show", "stuart"]])
  func aValueNoReaderKnows_showsThatPetAsUnknown_andTheRestAsThey_are(arguments: [String]) throws {
    try Self.withPublishedCatalogue { database in
      try database.run(
        "ALTER TABLE pet DROP CONSTRAINT pet_species_known; UPDATE pet SET species = 'unicorn' WHERE id = 'stuart'")
      try withTemporaryDirectory { folder in
        let environment = ["PET_DATA_DIR": folder.path, "NO_COLOR": "1"]
        let run = {
          try Petcards.run(arguments + ["--catalog", database.ownerAddress] + Self.today, environment: environment)
        }
        let unknown = try run()
        // Shown as the species it stands for when unknown: "other".
        try database.run("UPDATE pet SET species = 'other' WHERE id = 'stuart'")
        let other = try run()
        #expect(other.status == 0)
        #expect(other.stderr == "")
        #expect(unknown.status == 0)
        #expect(unknown.stdout == other.stdout)
        #expect(unknown.stdout.contains(arguments[0] == "show" ? "│ Breed        Other · Cavalier" : "Stuart"))
        let server = "postgresql://postgres@[\(database.server.socketFolder)]:\(database.server.port)/\(database.name)"
        #expect(
          unknown.stderr
            == "petcards: warning: \(server): pet \"stuart\", field \"species\": cannot be read: \"unicorn\"; shown as unknown\n"
        )
      }
    }
  }
}

extension SharedCatalogTests {
  /// A NUL (which the JSON format allows and PostgreSQL's text cannot keep) in the shelter's
  /// name or in a pet's is refused before anything is sent, naming the field: the shelter's
  /// was cut there silently (issue 40).
  @Test func aNULInTheSheltersName_orAPets_isRefused_andNothingIsPublished() throws {
    try TestPostgres.server().withDatabase { database in
      let file = try TemporaryCatalog(
        #"{"shelter": "River\u0000bend", "pets": ["#
          + petJSON(["name": #""Re\u0000x""#, "image": #""https://example.org/rex.jpg""#]) + "]}")
      let result = try Self.publish(file.path, into: database.ownerAddress, for: "riverbend")
      let server = "postgresql://postgres@[\(database.server.socketFolder)]:\(database.server.port)/\(database.name)"
      #expect(result.status == 65)
      #expect(
        result.stderr == """
          petcards: \(file.path): field "shelter": holds a NUL character, which a shared catalogue cannot keep
          petcards: \(file.path): pets[0] (id "rex"), field "name": holds a NUL character, which a shared catalogue cannot keep
          petcards: nothing was imported into \(server)

          """)
      #expect(try database.run("SELECT to_regclass('shelter') IS NULL") == "t\n")
    }
  }
}

extension SharedCatalogTests {
  /// A picture of the listing's folder is published as its address under `--pictures-at`, and
  /// readers fetch it from there; no path of the publisher's computer reaches the server (the
  /// folder was published to every reader, and cards showed the publisher's own paths: issue 40).
  @Test func aPublishedPicture_isItsAddressOnTheWeb_andNoPathOfThePublishers() throws {
    let stuart = try Data(contentsOf: Petcards.repository.appendingPathComponent("data/pictures/stuart.svg"))
    let web = try LoopbackHTTPServer { request in
      request.path == "/riverbend/pictures/stuart.svg"
        ? LoopbackHTTPServer.Answer(headers: ["Content-Type": "image/svg+xml"], body: stuart)
        : LoopbackHTTPServer.Answer(status: 404)
    }
    defer { web.stop() }
    try TestPostgres.server().withDatabase { database in
      let published = try Petcards.run(
        [
          "import", Self.bundled, "--into", database.ownerAddress, "--shelter", "riverbend", "--pictures-at",
          web.address("/riverbend"),
        ] + Self.today)
      #expect(published.status == 0, "\(published.stderr)")
      #expect(published.stderr == "")
      let address = web.address("/riverbend/pictures/stuart.svg")
      #expect(try database.run("SELECT image FROM pet WHERE id = 'stuart'") == address + "\n")
      #expect(
        try database.run("SELECT count(*) FROM pet WHERE image NOT LIKE '\(web.address("/riverbend/pictures/"))%.svg'")
          == "0\n")
      #expect(try database.run("SELECT count(*) FROM pet WHERE image LIKE '%\(Petcards.repository.path)%'") == "0\n")
      try withTemporaryDirectory { folder in
        let environment = ["PET_DATA_DIR": folder.path, "XDG_CACHE_HOME": folder.path, "NO_COLOR": "1"]
        let card = try Petcards.run(
          ["show", "stuart", "--catalog", database.ownerAddress] + Self.today, environment: environment)
        #expect(card.status == 0, "\(card.stderr)")
        #expect(card.stdout.contains("\n│ Picture      \(address)"), "\(card.stdout)")
        #expect(!card.stdout.contains(Petcards.repository.path))
        #expect(web.requests.map(\.path) == ["/riverbend/pictures/stuart.svg"])
      }
    }
  }

  /// `--pictures-at` takes a web address every reader may be given, and only when publishing.
  @Test(arguments: [
    (["--pictures-at", "https://ada:secret@pictures.example.org/"], "--pictures-at takes a web address"),
    (["--pictures-at", "/home/riverbend/pictures"], "--pictures-at takes a web address"),
    (["--pictures-at", "https://pictures.example.org/?page=2"], "--pictures-at takes a web address"),
  ])
  func picturesAt_takesAnAddressEveryReaderMayBeGiven(arguments: [String], refusal: String) throws {
    let result = try Petcards.run(
      ["import", Self.bundled, "--into", "postgresql://nowhere.invalid/pets", "--shelter", "riverbend"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(refusal), "\(result.stderr)")
    #expect(!result.stderr.contains("secret"))
    try withTemporaryDirectory { folder in
      let store = try Petcards.run(
        [
          "import", Self.bundled, "--into", folder.appendingPathComponent("pets.sqlite").path, "--pictures-at",
          "https://pictures.example.org/",
        ])
      #expect(store.status == 64)
      #expect(store.stderr.contains("--pictures-at is for a shared catalogue"), "\(store.stderr)")
    }
  }
}
