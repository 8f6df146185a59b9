import Foundation
import PetCatalog
import Testing

@Suite struct FavoriteCommandTests {
  let day = ["--today", CalendarDate.fixedToday.isoString]

  @Test func add_list_remove() throws {
    let data = try TemporaryData()
    let petcards = data.petcards
    let added = try petcards.run(["favorite", "add", "stuart", "zoe"])
    #expect(added.status == 0)
    #expect(added.stdout == "★ Stuart (stuart) is now a favourite\n★ Zoë (zoe) is now a favourite\n")
    #expect(added.stderr == "")
    #expect(try petcards.run(["favorite", "add", "stuart"]).stdout == "★ Stuart (stuart) was already a favourite\n")

    let list = try petcards.run(["favorite", "list"] + day)
    #expect(list.status == 0)
    #expect(
      list.stdout == """
        ID      NAME    SPECIES  AGE              FEE
        stuart  Stuart  Dog      3 years old  $500.00
        zoe     Zoë     Cat      6 years old   $75.00

        """)
    let json = try petcards.run(["favorite", "list", "--json"] + day)
    let pets = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(pets.map { $0["id"] as? String } == ["stuart", "zoe"])

    let removed = try petcards.run(["favorite", "remove", "zoe", "koyuki"])
    #expect(removed.status == 0)
    #expect(removed.stdout == "☆ Zoë (zoe) is no longer a favourite\n☆ 小雪 (koyuki) was not a favourite\n")
    #expect(try petcards.run(["favorite", "list"] + day).stdout.split(separator: "\n").count == 2)
  }

  /// Another catalogue's "stuart" is another pet: a star given with `--catalog` stays with it.
  @Test func stars_belongToTheirCatalogue() throws {
    let data = try TemporaryData()
    let other = data.directory.appendingPathComponent("other.json")
    try FileManager.default.copyItem(at: Petcards.repository.appendingPathComponent("data/pets.json"), to: other)
    #expect(try data.petcards.run(["favorite", "add", "stuart", "--catalog", other.path]).status == 0)
    #expect(try data.petcards.run(["favorite", "list"] + day).stdout == "ID  NAME  SPECIES  AGE  FEE\n")
    let there = try data.petcards.run(["favorite", "list", "--catalog", other.path] + day)
    #expect(there.stdout.split(separator: "\n").dropFirst().map { $0.prefix(6) } == ["stuart"])
  }

  @Test func add_whenAPetIsUnknown_changesNothingAndExitsOne() throws {
    let data = try TemporaryData()
    let result = try data.petcards.run(["favorite", "add", "stuart", "nobody"])
    #expect(result.status == 1)
    #expect(result.stderr == "petcards: no pet matches \"nobody\"\n")
    #expect(result.stdout == "")
    #expect(try data.petcards.run(["favorite", "list"] + day).stdout == "ID  NAME  SPECIES  AGE  FEE\n")
  }

  @Test func remove_whenUnknownAndNotAFavourite_exitsOne() throws {
    let data = try TemporaryData()
    let result = try data.petcards.run(["favorite", "remove", "nobody"])
    #expect(result.status == 1)
    #expect(result.stderr == "petcards: no pet matches \"nobody\"\n")
  }

  @Test func listAndShow_withFavorites_showOnlyStarredPets() throws {
    let data = try TemporaryData()
    _ = try data.petcards.run(["favorite", "add", "stuart", "zoe"])
    let list = try data.petcards.run(["list", "--favorites", "--species", "cat"] + day)
    #expect(list.status == 0)
    #expect(list.stdout.split(separator: "\n").map { $0.split(separator: " ").first } == ["ID", "zoe"])

    let show = try data.petcards.run(["show", "--favorites", "--json"] + day)
    let pets = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [[String: Any]])
    #expect(pets.map { $0["id"] as? String } == ["stuart", "zoe"])

    let notStarred = try data.petcards.run(["show", "koyuki", "--favorites"] + day)
    #expect(notStarred.status == 1)
    #expect(notStarred.stderr == "petcards: no pet matches \"koyuki\"\n")
  }
}
