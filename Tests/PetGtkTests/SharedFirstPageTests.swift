import Foundation
import PetCatalog
import PetTestSupport
import Testing

@testable import PetCatalogStore

/// A shared catalogue's first page (`LIMIT`, each word a check of each pet) is asked of its
/// server apart from the whole answer (each word a set of pets), and its count summed from the
/// shelters' counts when the filter asks for statuses and shelters alone: they must be the
/// whole answer's first pets and its size, for every search, filter and order, odd text
/// included.
@Suite struct SharedFirstPageTests {
  static let filters: [PetFilter] = {
    var filters = [
      "", "b", "be", "beagle", "beagle gentle", "st. bern", "st.", "dog", "cat", "%", "_", "'", "\\", "b%",
      "zzzz", "小", "ZOË", "a1",
    ].map { PetFilter(search: $0) }
    var adoptable = PetFilter()
    adoptable.statuses = [.available, .pending]
    var seniors = PetFilter(search: "b")
    seniors.ageGroups = [.senior]
    var north = PetFilter(search: "a")
    north.shelters = ["north"]
    var kids = PetFilter()
    kids.goodWith = [.kids]
    kids.species = [.dog, .cat]
    // Statuses and shelters alone: counted from the shelters' counts, not the pets.
    var northOnly = PetFilter()
    northOnly.shelters = ["north"]
    var adoptedInSouth = PetFilter()
    adoptedInSouth.statuses = [.adopted]
    adoptedInSouth.shelters = ["south", "nowhere"]
    var blank = PetFilter(search: " ")
    blank.statuses = [.pending, .onHold]
    filters += [adoptable, seniors, north, kids, northOnly, adoptedInSouth, blank]
    return filters
  }()

  @Test func theFirstPage_isTheWholeAnswersFirstPets_andItsCount() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let folder = data.location.directory
      _ = try data.petcards([
        "generate", "--count", "3000", "--shelters", "2", "--seed", "11", "--today", "2026-11-21", "--out", folder.path,
      ])
      for (file, shelter) in [("shelter-0001", "north"), ("shelter-0002", "south")] {
        _ = try data.petcards([
          "import", folder.appendingPathComponent("\(file).json").path, "--into", database.ownerAddress,
          "--shelter", shelter, "--today", "2026-11-21",
        ])
      }
      let today = try #require(CalendarDate(iso: "2026-11-21"))
      try Self.expectPagesOfTheWhole(database.ownerAddress, today: today)

      // North publishes again: 700 of its pets, every third adopted now; the counts follow.
      let north = folder.appendingPathComponent("shelter-0001.json")
      var listing = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: north)) as? [String: Any])
      var pets = try #require(listing["pets"] as? [[String: Any]])
      pets = Array(pets.prefix(700))
      for position in stride(from: 0, to: pets.count, by: 3) { pets[position]["status"] = "adopted" }
      listing["pets"] = pets
      try JSONSerialization.data(withJSONObject: listing).write(to: north)
      _ = try data.petcards([
        "import", north.path, "--into", database.ownerAddress, "--shelter", "north", "--today", "2026-11-21",
      ])
      try Self.expectPagesOfTheWhole(database.ownerAddress, today: today)
    }
  }

  /// A page by name reads the rows of the typed word that starts the fewest words of the index
  /// (and names the fewest species), in order (tables version 7); one found anywhere in the
  /// text reads none. (`theFirstPage_isTheWholeAnswersFirstPets_andItsCount`
  /// checks what the pages hold.)
  @Test func aPageByName_readsTheWordsOfTheTypedWordThatStartsFewest() throws {
    try TestPostgres.server().withDatabase { database in
      let data = TemporaryDataDirectory()
      let folder = data.location.directory
      _ = try data.petcards([
        "generate", "--count", "300", "--shelters", "1", "--seed", "11", "--today", "2026-11-21", "--out",
        folder.path,
      ])
      _ = try data.petcards([
        "import", folder.appendingPathComponent("shelter-0001.json").path, "--into", database.ownerAddress,
        "--shelter", "north", "--today", "2026-11-21",
      ])
      let catalog = try SharedCatalog.open(database.ownerAddress)
      let names = Species.searchNames
      func read(_ search: String) throws -> [String]? {
        try catalog.inNameOrder(PetFilter(search: search), speciesNames: names).map { [$0.term] + $0.words }
      }
      let words = try database.run("SELECT DISTINCT word FROM pet_word WHERE word LIKE 'be%' ORDER BY 1")
        .split(separator: "\n").map(String.init)
      #expect(words.count > 1 && words.contains("beagle"), "\(words)")
      #expect(try read("be") == ["be"] + words)
      #expect(try read("beagle") == ["beagle", "beagle"])
      #expect(try read("be beagle") == ["beagle", "beagle"])
      #expect(try read("st. bern")?.first == "bern")
      #expect(try read("st.")?.first == "st.")
      #expect(try read("zzzz") == ["zzzz"])
      // A species' name: its words, and its pets beside them.
      #expect(try read("dog")?.first == "dog")
      #expect(try read("dog beagle") == ["beagle", "beagle"])
      #expect(try read("b")?.first == "b")
      for search in ["%", "小", ""] {
        #expect(try read(search) == nil, "\(search)")
      }
    }
  }

  /// Expects every filter's first pages, in every order, to be its whole answer's.
  static func expectPagesOfTheWhole(_ address: String, today: CalendarDate) throws {
    let backing = try #require(try SharedCatalog.open(address).backedCatalog().backing as? SharedBacking)
    let names = Species.searchNames
    var sizesSeen: Set<Int> = []
    var summed = 0
    for filter in Self.filters {
      for order in PetSortOrder.allCases {
        let whole = backing.query(filter, order: order, today: today, speciesNames: names)
        sizesSeen.insert(whole.count)
        for size in [0, 1, 7, 1000, 5000] {
          let page = backing.firstPage(
            filter, order: order, today: today, speciesNames: names, size: size, isWanted: { true })
          // Counted when the page holds them all, or by the shelters' counts; else the whole
          // answer counts them.
          let count = whole.count < size ? whole.count : backing.counted(filter)
          #expect(
            page == AnswerPage(indices: Array(whole.prefix(size)), count: count), "\(filter) by \(order), \(size)")
        }
        // The shelters' counts, where the filter asks for statuses and shelters alone.
        if let counted = backing.counted(filter) {
          #expect(counted == whole.count, "\(filter)")
          summed += 1
        }
      }
    }
    #expect(backing.problem == nil)
    // The filters ask for none, few and many: a page can be whole, cut short, or empty.
    #expect(sizesSeen.contains(0) && sizesSeen.contains { $0 > 1000 } && sizesSeen.contains { 1..<1000 ~= $0 })
    // "", the statuses, north, south's adopted: summed in every order.
    #expect(summed == 4 * PetSortOrder.allCases.count)
  }
}
