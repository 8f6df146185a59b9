import Foundation
import GRDB
import PetCatalog
import PetCatalogGenerator
import PetTestSupport
import Testing

@testable import PetCatalogStore

/// The sets of pets by the first one or two letters of their words (`WordStartSets`, a store's
/// `pet_word_starts`) hold exactly the pets a plain reading of their words gives, and its list
/// of words (`pet_word_list`) exactly their words, however the store came to have them: a new
/// store's import, an update, a store brought up from version 2.
@Suite struct WordStartSetsTests {
  /// The reference: each pet's words as the search rule reads them (the folded name, breed and
  /// story, split at anything but an ASCII letter or digit), and their first one and two letters.
  static func reference(_ pets: [Pet], leavingOut left: String? = nil) -> [String: Set<Int>] {
    var sets: [String: Set<Int>] = [:]
    for (place, pet) in pets.enumerated() where pet.id != left {
      let text = SearchText.indexWords(SearchText.foldedParts(of: pet))
      let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
      for word in words {
        sets[String(word.prefix(1)).lowercased(), default: []].insert(place)
        if word.count >= 2 { sets[String(word.prefix(2)).lowercased(), default: []].insert(place) }
      }
    }
    return sets
  }

  /// The reference's words: each pet's, as above, lowercased, once.
  static func words(_ pets: [Pet]) -> Set<String> {
    Set(
      pets.flatMap { pet in
        SearchText.indexWords(SearchText.foldedParts(of: pet)).split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
          .map { $0.lowercased() }
      })
  }

  /// The words the store at `path` lists (`pet_word_list`).
  static func storedWords(_ path: String) throws -> Set<String> {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return Set(try queue.read { try String.fetchAll($0, sql: "SELECT word FROM pet_word_list") })
  }

  /// Bits by place as the places they hold.
  static func places(_ bits: [UInt64]) -> Set<Int> {
    var places: Set<Int> = []
    for (word, value) in bits.enumerated() {
      for bit in 0..<64 where value & (1 << UInt64(bit)) != 0 { places.insert(word * 64 + bit) }
    }
    return places
  }

  /// What the store at `path` holds, as places.
  static func stored(_ path: String) throws -> [String: Set<Int>] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      let count = try Int.fetchOne(db, sql: "SELECT petCount FROM catalogue") ?? 0
      return try WordStartSets.stored(db, count: count).mapValues(places)
    }
  }

  static func catalogues() throws -> [(String, Catalog)] {
    let loader = CatalogLoader(today: .fixedToday, checksImages: false)
    let japanese = Catalog(
      shelter: "Japanese",
      pets: [
        Pet.make("yuki", "小雪") { $0.description = "白い猫です。Shy at first, 2 years." },
        Pet.make("hana", "花") { $0.description = "" },
      ])
    return [
      ("bundled", try bundledCatalog()),
      (
        "generated",
        try loader.load(data: Data(generatedCatalogJSON(count: 1_000).utf8), file: "generated.json", directory: nil)
      ),
      ("japanese", japanese),
    ]
  }

  @Test func theCodesOfAPetsWords_areTheFirstLettersOfEachWord_once() {
    let words = "st. bernard\nBig 4x4 dog, dog-sized; a  b2 é"
    let codes = WordStartSets.codes(ofWords: words).map { WordStartSets.start(ofCode: Int($0)) }
    #expect(codes == ["s", "st", "b", "be", "bi", "4", "4x", "d", "do", "si", "a", "b2"])
    #expect(
      WordStartSets.code(of: "be".utf8) != nil && WordStartSets.code(of: "Be".utf8) == WordStartSets.code(of: "be".utf8)
    )
    #expect(WordStartSets.code(of: "bea".utf8) == nil && WordStartSets.code(of: "".utf8) == nil)
    #expect(WordStartSets.code(of: "é".utf8) == nil && WordStartSets.code(of: "b-".utf8) == nil)
    for code in 1..<WordStartSets.codeCount {
      #expect(WordStartSets.code(of: WordStartSets.start(ofCode: code).utf8) == code)
    }
  }

  /// A set goes in as bits when it is dense, as places when that is shorter, and comes back
  /// the same either way; bytes that are neither are refused.
  @Test func aSet_comesBackAsItWent_denseOrSparse() {
    for count in [0, 1, 63, 64, 65, 1_000] {
      let words = WordStartSets.wordCount(count)
      for members in [Set<Int>(), Set([0]), Set(stride(from: 0, to: count, by: 40)), Set(0..<count)] {
        let placed = members.filter { $0 < count }
        var bits = [UInt64](repeating: 0, count: words)
        for place in placed { bits[place >> 6] |= 1 << UInt64(place & 63) }
        let data = WordStartSets.encode(bits, count: count)
        #expect(data.count <= words * 8)
        let back = data.withUnsafeBytes { WordStartSets.decode($0, count: count) }
        #expect(back.map(Self.places) == placed, "\(count) places, \(placed.count) members")
      }
    }
    func decoded(_ bytes: [UInt8], count: Int) -> [UInt64]? {
      bytes.withUnsafeBytes { WordStartSets.decode($0, count: count) }
    }
    #expect(decoded([1, 2, 3], count: 100) == nil)
    #expect(decoded([100, 0, 0, 0], count: 100) == nil)
    #expect(decoded([5, 0, 0, 0, 2, 0, 0, 0], count: 100) == nil)
    #expect(decoded([2, 0, 0, 0, 2, 0, 0, 0], count: 100) == nil)
    #expect(decoded(Array(repeating: 0xFF, count: 16), count: 100) == nil)
    #expect(decoded(Array(repeating: 0xFF, count: 16), count: 128).map(Self.places) == Set(0..<128))
  }

  /// A new store's sets, made from the words as they are written, are the reference's, and the
  /// same as read back from the word index (what an update writes).
  @Test func aNewStoresSets_areTheReferences_andTheWordIndexs() throws {
    for (name, catalog) in try Self.catalogues() {
      try withTemporaryDirectory { folder in
        let path = folder.appendingPathComponent("pets.sqlite").path
        try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: catalog)], into: path)
        let reference = Self.reference(catalog.pets)
        #expect(try Self.stored(path) == reference, "\(name)")
        #expect(try Self.storedWords(path) == Self.words(catalog.pets), "\(name)")
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        let fromIndex = try queue.read { db in
          try WordStartSets.fromWordIndex(db, count: catalog.pets.count).byStart.mapValues(Self.places)
        }
        #expect(fromIndex == reference, "\(name)")
      }
    }
  }

  /// An import that changes the listing (pets gone, moved, their stories changed, new ones)
  /// writes the new listing's sets.
  @Test func anUpdate_writesTheNewListingsSets() throws {
    let catalog = try bundledCatalog()
    var changed = catalog
    changed.pets.removeFirst(3)
    changed.pets.swapAt(0, 10)
    changed.pets[4].description = "Zebra-striped quilt lover, 9 lives."
    changed.pets.append(Pet.make("newcomer", "Xavier") { $0.breed = "Yorkshire Terrier" })
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: catalog)], into: path)
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: changed)], into: path)
      #expect(try Self.stored(path) == Self.reference(changed.pets))
      #expect(try Self.stored(path)["xa"] == [changed.pets.count - 1])
      // The word index keeps the words of the pets gone (it keeps them, marked gone), not the
      // story the changed pet had.
      #expect(try Self.storedWords(path) == Self.words(changed.pets + catalog.pets.prefix(3)))
      #expect(try Self.storedWords(path).contains("zebra"))
    }
  }

  /// An import that changes pets where they are (a story, a name, a status) patches the sets of
  /// the starts those pets left or came to, and the list of words, rather than reading every
  /// set again: the same sets as the reference and as read back from the word index, and the
  /// same words; a stored set that is damaged is read again from the word index instead.
  @Test(arguments: [false, true])
  func anUpdateInPlace_patchesTheSets_asTheWordIndexWouldGiveThem(damaged: Bool) throws {
    let catalog = try bundledCatalog()
    var changed = catalog
    changed.pets[4].description = "Zebra-striped quilt lover, 9 lives."
    changed.pets[2].name = "Xavier"
    changed.pets[7].status = .adopted
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: catalog)], into: path)
      if damaged {
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "UPDATE pet_word_starts SET pets = x'010203' WHERE start = 'z'") }
        try queue.close()
      }
      let report = try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: changed)], into: path)
      #expect(report == CatalogImport.Report(changed: 3, unchanged: catalog.pets.count - 3))
      let reference = Self.reference(changed.pets)
      #expect(try Self.stored(path) == reference)
      #expect(try Self.stored(path)["xa"] == [2])
      #expect(try Self.storedWords(path) == Self.words(changed.pets))
      let queue = try DatabaseQueue(path: path)
      defer { try? queue.close() }
      let fromIndex = try queue.read { db in
        try WordStartSets.fromWordIndex(db, count: changed.pets.count).byStart.mapValues(Self.places)
      }
      #expect(fromIndex == reference)
    }
  }

  /// A pet's row id set by hand far past the others (or below 0): an update reads the sets back
  /// without a table a row id long, and the pet is in none of them, as the word index keeps its
  /// words under the row id it had.
  @Test(arguments: [-7, 1 << 40])
  func anUpdate_ofAStoreWithARowIDOutOfReach_writesItsSets(rowID: Int) throws {
    let catalog = try bundledCatalog()
    var changed = catalog
    changed.pets[1].description = "A new story for the update."
    // Two pets moved: the sets are all read again from the word index.
    changed.pets.swapAt(2, 3)
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: catalog)], into: path)
      let queue = try DatabaseQueue(path: path)
      try queue.write { try $0.execute(sql: "UPDATE pet SET rowid = ? WHERE id = 'stuart'", arguments: [rowID]) }
      try queue.close()
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: changed)], into: path)
      #expect(try Self.stored(path) == Self.reference(changed.pets, leavingOut: "stuart"))
    }
  }

  /// A store of version 2 opens as it is; an import brings it to version 3, sets and all.
  @Test func aStoreOfVersion2_opens_andAnImportBringsItsSets() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: catalog)], into: path)
      try WordStartsChange.madeByVersion2(path)
      let store = try CatalogStore.open(path)
      #expect(store.info.count == catalog.pets.count)
      store.close()
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: catalog)], into: path)
      let queue = try DatabaseQueue(path: path)
      #expect(try queue.read { try Int.fetchOne($0, sql: "PRAGMA user_version") } == CatalogStoreSchema.version)
      try queue.close()
      #expect(try Self.stored(path) == Self.reference(catalog.pets))
      #expect(try Self.storedWords(path) == Self.words(catalog.pets))
    }
  }

  /// A store of version 1 lacks columns a pet is read with: it is refused, named, and left as
  /// it was.
  @Test func aStoreOfVersion1_isRefused_withWhatToDo() throws {
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: try bundledCatalog())], into: path)
      let queue = try DatabaseQueue(path: path)
      try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA user_version = 1") }
      try queue.close()
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect {
        try CatalogStore.open(path)
      } throws: { error in
        "\(error)"
          == "\(path): is a store of an earlier version (1); bring it up to date with petcards import FILE --into STORE"
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }
}
