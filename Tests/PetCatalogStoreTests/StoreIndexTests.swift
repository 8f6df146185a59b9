import Foundation
import GRDB
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// The index a store's window keeps in memory (`StoreIndex`, through `StoreBacking`) gives the
/// in-memory catalogue's answers (`PetIndex`), for every filter and order, on a generated
/// catalogue, on the bundled one, and on catalogues of the fuzz corpus.
@Suite struct StoreIndexTests {
  /// The filters and orders where the two disagree, each with both answers' first ids; and
  /// where a first page (`firstPage`, kept pet and all) is not the start of the answer, or its
  /// count not the answer's. `change` changes the store's file before it opens.
  static func disagreements(
    _ catalog: Catalog, searches: [String], changedBy change: (String) throws -> Void = { _ in }
  ) throws -> [String] {
    let speciesNames: [Species: String] = [.dog: "Hund", .cat: "猫"]
    let reference = PetIndex(catalog: catalog, speciesNames: speciesNames)
    return try withStore(of: catalog, changedBy: change) { store in
      let backed = try store.backedCatalog(indexedInMemory: true)
      let backing = try #require(backed.backing as? StoreBacking)
      backing.prepare()
      #expect(backing.isIndexed)
      var disagreements: [String] = []
      var filters = StoreSearchTests.filters
      for search in searches { filters.append(PetFilter(search: search)) }
      for filter in filters {
        for order in PetSortOrder.allCases {
          let expected = reference.query(filter, order: order, today: .fixedToday).map { catalog.pets[$0].id }
          let answered = backing.query(filter, order: order, today: .fixedToday, speciesNames: speciesNames).map {
            backing.pet(at: $0).id
          }
          if answered != expected {
            disagreements.append("\(filter) by \(order): \(answered.prefix(5)) against \(expected.prefix(5))")
          }
          let whole = reference.query(filter, order: order, today: .fixedToday)
          // A pet late in the answer, one early, and one the answer does not hold, if any.
          let outside = catalog.pets.indices.first { !whole.contains($0) }
          for (size, kept) in [(0, nil), (7, nil), (7, whole.last), (3, whole.dropFirst().first), (7, outside)] {
            let asked = backing.firstPage(
              filter, order: order, today: .fixedToday, speciesNames: speciesNames, size: size, keeping: kept,
              isWanted: { true })
            let page = try #require(asked)
            let reaches = kept.flatMap { whole.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
            let least = max(min(size, whole.count), reaches)
            if page.count != whole.count || !whole.starts(with: page.indices) || page.indices.count < least {
              disagreements.append(
                "\(filter) by \(order), first \(size) through \(kept.map(String.init) ?? "none"): "
                  + "\(page.indices.prefix(5)) of \(page.count.map(String.init) ?? "?") against \(whole.prefix(5)) of \(whole.count)"
              )
            }
          }
        }
      }
      return disagreements
    }
  }

  @Test func theIndex_answersAsTheCatalogueInMemory_onAGeneratedCatalogue() throws {
    let catalog = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(generatedCatalogJSON(count: 2_000).utf8), file: "generated.json", directory: nil)
    #expect(try Self.disagreements(catalog, searches: ["b", "be", "bea", "beagle", "dog-", "hund", "猫", "a b"]) == [])
  }

  /// A typed word of three letters or more is asked of the index as the words that start so,
  /// when there are at most `mostWordsNamed`, else as a prefix: both, and no word at all, give
  /// the catalogue's answers.
  @Test func aWordThatStartsFewWordsOrMany_isAnsweredAsTheCatalogueInMemory() throws {
    let count = 150
    let pets = (0..<count).map { number in
      Pet.make("pet-\(number)", "Quokka\(number)") { pet in
        pet.description = number.isMultiple(of: 2) ? "Quokkaesque and \"quiet\"." : "A quoll's friend."
      }
    }
    #expect(count > 2 * StoreBacking.mostWordsNamed)
    let searches = [
      "quo", "quok", "quokka", "quokka1", "quokka14", "quokka149", "quoll", "quokkae", "quq", "quokka1 qui",
    ]
    #expect(try Self.disagreements(Catalog(shelter: "Quokkas", pets: pets), searches: searches) == [])
  }

  /// A store of version 2, made before the sets of word starts, is read as it is: its first
  /// letters typed are asked of the word index, with the same answers.
  @Test func aStoreOfVersion2_withoutWordStarts_answersTheSame() throws {
    let catalog = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(generatedCatalogJSON(count: 700).utf8), file: "generated.json", directory: nil)
    let searches = ["b", "be", "bea", "st", "s t", "7", "q", "zz"]
    #expect(try Self.disagreements(catalog, searches: searches, changedBy: WordStartsChange.madeByVersion2) == [])
  }

  /// Sets of word starts that are not sets of this store's pets (changed by hand, or cut) are
  /// not believed: the word index answers, the same.
  @Test func damagedWordStarts_areNotBelieved_theWordIndexAnswers() throws {
    let catalog = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(generatedCatalogJSON(count: 700).utf8), file: "generated.json", directory: nil)
    let searches = ["b", "be", "st", "a", "o", "t"]
    #expect(try Self.disagreements(catalog, searches: searches, changedBy: WordStartsChange.damaged) == [])
  }

  /// A pet's row id set by hand below 0, or far past the others: no index in memory is made
  /// (its table from row ids would be unbounded), never a crash, and the store answers in SQL,
  /// every pet listed.
  @Test(arguments: [-7, 1 << 40])
  func rowIDsOutOfReach_leaveTheStoreAnsweringInSQL(rowID: Int) throws {
    let catalog = try bundledCatalog()
    let change: (String) throws -> Void = { path in
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        try db.execute(sql: "UPDATE pet SET rowid = ? WHERE id = 'stuart'", arguments: [rowID])
      }
      try queue.close()
    }
    try withStore(of: catalog, changedBy: change) { store in
      let backing = try #require(try store.backedCatalog(indexedInMemory: true).backing as? StoreBacking)
      backing.prepare()
      #expect(!backing.isIndexed)
      let all = backing.query(PetFilter(), order: .name, today: .fixedToday, speciesNames: [:])
      #expect(Set(all.map { backing.pet(at: $0).id }) == Set(catalog.pets.map(\.id)))
      let dogs = backing.query(PetFilter(search: "dog"), order: .name, today: .fixedToday, speciesNames: [:])
      #expect(dogs.contains { backing.pet(at: $0).id == "stuart" })
    }
  }

  /// A value the model does not know, changed by hand after the pets before it were read by
  /// their bytes (a species no pet has, a status as a number, a birthday that is no date): the
  /// index reads that pet the reference's way and is not made, never a wrong code.
  @Test(arguments: [
    "UPDATE pet SET species = 'unicorn' WHERE id = 'zoe'", "UPDATE pet SET status = 7 WHERE id = 'zoe'",
    "UPDATE pet SET birthday = '2020-02-30' WHERE id = 'zoe'", "UPDATE pet SET goodWithCats = 'YES' WHERE id = 'zoe'",
    "UPDATE pet SET birthday = '' WHERE id = 'zoe'", "UPDATE pet SET ageKnown = 'unknown' WHERE id = 'zoe'",
  ])
  func aValueTheModelDoesNotKnow_leavesNoIndex(damage: String) throws {
    let change: (String) throws -> Void = { path in
      let queue = try DatabaseQueue(path: path)
      try queue.write { try $0.execute(sql: damage) }
      try queue.close()
    }
    try withStore(of: try bundledCatalog(), changedBy: change) { store in
      let backing = try #require(try store.backedCatalog(indexedInMemory: true).backing as? StoreBacking)
      backing.prepare()
      #expect(!backing.isIndexed)
    }
  }

  @Test func theIndex_answersAsTheCatalogueInMemory_onTheBundledCatalogue() throws {
    let catalog = try bundledCatalog()
    let searches = Array(StoreSearchTests.terms(of: catalog).prefix(200))
    #expect(try Self.disagreements(catalog, searches: searches) == [])
  }

  @Test func theIndex_answersAsTheCatalogueInMemory_onCataloguesOfTheFuzzCorpus() throws {
    var mutator = CatalogMutator(seed: 11)
    let base = try bundledCatalogueBytes()
    let loader = CatalogLoader(today: .fixedToday, checksImages: false)
    var loaded = 0
    var disagreements: [String] = []
    for round in 0..<300 where loaded < 15 {
      guard let catalog = try? loader.load(data: Data(mutator.mutate(base)), file: "pets.json", directory: nil) else {
        continue
      }
      loaded += 1
      disagreements += try Self.disagreements(catalog, searches: ["a", "st", "小", "-", "dog"]).map {
        "round \(round): \($0)"
      }
    }
    #expect(loaded >= 10)
    #expect(disagreements.prefix(3) == [])
  }
}

/// Changes to a store's file that its sets of word starts must survive.
enum WordStartsChange {
  /// As version 2 left it: no table of word starts nor list of words, and their migration not
  /// applied.
  static func madeByVersion2(_ path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in
      try db.execute(
        sql: """
          DROP TABLE pet_word_starts;
          DROP TABLE pet_word_list;
          DROP INDEX pet_by_shelter;
          ALTER TABLE pet DROP COLUMN colour;
          ALTER TABLE pet DROP COLUMN coat;
          ALTER TABLE pet DROP COLUMN photos;
          ALTER TABLE pet DROP COLUMN shelter;
          DROP TABLE shelter;
          DROP INDEX pet_by_intake_known; DROP INDEX pet_by_age_known;
          PRAGMA user_version = 2;
          """)
    }
    try queue.close()
  }

  /// Each set's bytes made wrong in one of the ways a decoder must catch: a length that is
  /// neither kind of set, a place past the last pet, places out of order, a bit past the last.
  static func damaged(_ path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      let count = try Int.fetchOne(db, sql: "SELECT petCount FROM catalogue") ?? 0
      let words = (count + 63) / 64
      let starts = try String.fetchAll(db, sql: "SELECT start FROM pet_word_starts ORDER BY start")
      #expect(starts.count > 8)
      func littleEndian<Integer: FixedWidthInteger>(_ values: [Integer]) -> Data {
        values.reduce(into: Data()) { data, value in
          withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
      }
      let wrongs: [Data] = [
        Data([1, 2, 3]),
        littleEndian([UInt32(0), UInt32(count)]),
        littleEndian([UInt32(5), UInt32(2)]),
        littleEndian(Array(repeating: UInt64.max, count: words)),
      ]
      #expect(count % 64 != 0, "a bit past the last pet is only there to set when the count is not a multiple of 64")
      for (number, start) in starts.enumerated() {
        try db.execute(
          sql: "UPDATE pet_word_starts SET pets = ? WHERE start = ?", arguments: [wrongs[number % wrongs.count], start])
      }
    }
    try queue.close()
  }
}
