import Foundation
import GRDB
import PetCatalogGenerator
import PetCatalogStore
import PetTestSupport
import Testing

@testable import PetCatalog

/// A JSON catalogue's store in the cache folder must give exactly what the JSON gives, and must
/// never be used when it might not: a changed file, an earlier day, a damaged store, a picture
/// put in place since.
@Suite struct CatalogStoreCacheTests {
  static let today = CalendarDate.fixedToday

  /// A catalogue file of `count` generated pets with their pictures, and a cache folder.
  struct Setup {
    let folder: URL
    var path: String { folder.appendingPathComponent("pets.json").path }
    var cache: CatalogStoreCache { CatalogStoreCache(directory: folder.appendingPathComponent("cache")) }

    func load(today: CalendarDate = CatalogStoreCacheTests.today) throws -> Catalog {
      try CatalogLoader(today: today).load(path: path)
    }

    /// The files in the cache folder, hidden ones too, by name.
    func cached() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).sorted()
    }

    init(in folder: URL, count: Int = 300, withoutPicturesOf missing: Species? = nil) throws {
      self.folder = folder
      let pictures = Dictionary(uniqueKeysWithValues: Species.allCases.map { ($0, ["pictures/\($0.rawValue).svg"]) })
      var pets = CatalogGenerator(count: count, seed: 8, today: CatalogStoreCacheTests.today, pictures: pictures).pets()
      pets[0].name = "Zoë \"the\" Señora 小雪"
      let fees = FeeSchedule(currencyCode: "EUR", fees: [.rare: Decimal(string: "120.5") ?? 0])
      try Data(
        CatalogWriter.json(shelter: "Test shelter", shelterEmail: "adopt@test.example", fees: fees, pets: pets).utf8
      )
      .write(to: URL(fileURLWithPath: path))
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
      for species in Species.allCases where species != missing {
        try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("pictures/\(species.rawValue).svg"))
      }
    }
  }

  @Test func store_givesExactlyWhatTheJSONGives_namedAsTheJSON() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder)
      let fromJSON = try setup.load()
      #expect(fromJSON.readFrom?.path == setup.path)
      #expect(setup.cache.open(catalogAt: setup.path, today: Self.today) == nil)
      setup.cache.remember(fromJSON, today: Self.today)

      let store = try #require(setup.cache.open(catalogAt: setup.path, today: Self.today))
      #expect(store.path == setup.path)
      #expect(store.file.hasPrefix(setup.cache.directory.path + "/"))
      let fromStore = try store.catalog()
      #expect(fromStore.pets == fromJSON.pets)
      #expect(fromStore.shelter == "Test shelter")
      #expect(fromStore.shelterEmail == "adopt@test.example")
      #expect(fromStore.fees == fromJSON.fees)
      #expect(fromStore.directory?.standardizedFileURL.path == fromJSON.directory?.standardizedFileURL.path)
      #expect(fromStore.warnings.isEmpty && fromStore.missingImages.isEmpty)
      let name = store.file.split(separator: "/").last.map(String.init) ?? ""
      #expect(try setup.cached() == [name, name + ".source"])
      let link = try FileManager.default.destinationOfSymbolicLink(atPath: store.file + ".source")
      #expect(link == URL(fileURLWithPath: setup.path).standardizedFileURL.path)
    }
  }

  /// The stores of deleted or moved catalogues were kept until the least used were pruned (8
  /// stores, up to 2 GiB, after 12 catalogues made and deleted): the next look at the cache,
  /// for any catalogue, removes them, and keeps the others'.
  @Test func theStoreOfACatalogueGone_isRemovedAtTheNextLook() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder)
      let second = folder.appendingPathComponent("second.json").path
      let moved = folder.appendingPathComponent("moved.json").path
      for copy in [second, moved] { try FileManager.default.copyItem(atPath: setup.path, toPath: copy) }
      for path in [setup.path, second, moved] {
        setup.cache.remember(try CatalogLoader(today: Self.today).load(path: path), today: Self.today)
      }
      #expect(try setup.cached().count == 6)
      try FileManager.default.removeItem(atPath: setup.path)
      try FileManager.default.moveItem(atPath: moved, toPath: moved + ".old")

      let store = try #require(setup.cache.open(catalogAt: second, today: Self.today))
      let name = store.file.split(separator: "/").last.map(String.init) ?? ""
      #expect(try setup.cached() == [name, name + ".source"])
      #expect(setup.cache.open(catalogAt: moved + ".old", today: Self.today) == nil)
    }
  }

  @Test func store_isNotUsed_onceTheFileChanges_andTheNextRememberReplacesIt() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder)
      setup.cache.remember(try setup.load(), today: Self.today)
      let first = try setup.cached()
      // The same size, another pet name: only the file's times and identity tell.
      var text = try String(contentsOfFile: setup.path, encoding: .utf8)
      text = text.replacingOccurrences(of: "\"Zoë", with: "\"Zoé")
      try Data(text.utf8).write(to: URL(fileURLWithPath: setup.path), options: .atomic)
      #expect(setup.cache.open(catalogAt: setup.path, today: Self.today) == nil, "a stale store was used")
      let reloaded = try setup.load()
      #expect(reloaded.pets[0].name.hasPrefix("Zoé"))
      setup.cache.remember(reloaded, today: Self.today)
      let second = try setup.cached()
      #expect(second.count == 2 && second != first, "the earlier state's store stays: \(second)")
      let store = try #require(setup.cache.open(catalogAt: setup.path, today: Self.today))
      #expect(try store.catalog().pets == reloaded.pets)
    }
  }

  /// An edited file's store is its earlier store brought up to date (a copy of it, imported
  /// into): a pet the file no longer lists is marked gone there, not left out as a new store
  /// would, and what the store gives is the file's pets all the same.
  @Test func anEditedFile_updatesACopyOfItsEarlierStore() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, count: 50)
      setup.cache.remember(try setup.load(), today: Self.today)
      var document = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: setup.path))) as? [String: Any])
      var pets = try #require(document["pets"] as? [Any])
      pets.removeLast()
      document["pets"] = pets
      try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: setup.path))
      let edited = try setup.load()
      #expect(edited.pets.count == 49)
      setup.cache.remember(edited, today: Self.today)
      let left = try setup.cached()
      #expect(left.count == 2 && left[1] == left[0] + ".source", "the earlier store, or the copy, was left: \(left)")
      let store = try #require(setup.cache.open(catalogAt: setup.path, today: Self.today))
      #expect(try store.catalog().pets == edited.pets)
      let rows = try DatabaseQueue(path: store.file).read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM pet WHERE gone = 1")
      }
      #expect(rows == 1)
    }
  }

  @Test func store_isNotUsed_forADayBeforeTheOneItWasCheckedOn() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder)
      setup.cache.remember(try setup.load(), today: Self.today)
      #expect(setup.cache.open(catalogAt: setup.path, today: CalendarDate(2026, 11, 22)) != nil)
      // On an earlier day some birthdays may lie in the future: the JSON is checked again.
      #expect(setup.cache.open(catalogAt: setup.path, today: CalendarDate(2020, 1, 1)) == nil)
      #expect(throws: CatalogError.self) { try setup.load(today: CalendarDate(2020, 1, 1)) }
    }
  }

  /// A store cut short, overwritten, emptied or replaced by another program's database is a
  /// miss, and is removed so that the next start makes it again; never an error, never wrong pets.
  /// So is one an earlier version made: it would read, but without its sets of word starts.
  @Test(arguments: ["cut short", "zeroed", "empty", "another database", "an earlier version's"])
  func damagedStore_isAMiss_andRemoved(damage: String) throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, count: 50)
      setup.cache.remember(try setup.load(), today: Self.today)
      let file = setup.cache.directory.appendingPathComponent(try #require(try setup.cached().first))
      let good = try Data(contentsOf: file)
      switch damage {
      case "cut short": try good.prefix(good.count / 2).write(to: file)
      case "zeroed": try Data(count: good.count).write(to: file)
      case "empty": try Data().write(to: file)
      case "an earlier version's": try WordStartsChange.madeByVersion2(file.path)
      default:
        try FileManager.default.removeItem(at: file)
        let queue = try DatabaseQueue(path: file.path)
        try queue.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT)") }
        try queue.close()
      }
      #expect(setup.cache.open(catalogAt: setup.path, today: Self.today) == nil)
      #expect(try setup.cached().isEmpty)
    }
  }

  @Test func aPictureMissingWhenRemembered_isSaidFromTheStore_untilItIsPutInPlace() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, withoutPicturesOf: .dog)
      let fromJSON = try setup.load()
      let dogs = Set(fromJSON.pets.filter { $0.species == .dog }.map(\.id))
      #expect(!dogs.isEmpty && fromJSON.missingImages == dogs)
      setup.cache.remember(fromJSON, today: Self.today)
      let store = try #require(setup.cache.open(catalogAt: setup.path, today: Self.today))
      let fromStore = try store.backedCatalog()
      #expect(fromStore.missingImages == dogs)
      #expect(fromStore.warnings.map(\.description) == fromJSON.warnings.map(\.description))
      store.close()
      try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("pictures/dog.svg"))
      #expect(setup.cache.open(catalogAt: setup.path, today: Self.today) == nil)
      #expect(try setup.load().missingImages.isEmpty)
    }
  }

  @Test func aCatalogueWithPetsLeftOut_isNotRemembered() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, count: 20)
      var text = try String(contentsOfFile: setup.path, encoding: .utf8)
      let birthday = try #require(text.range(of: #""birthday": ?"[0-9-]+""#, options: .regularExpression))
      text.replaceSubrange(birthday, with: #""birthday": "2099-01-01""#)
      try Data(text.utf8).write(to: URL(fileURLWithPath: setup.path))
      var loader = CatalogLoader(today: Self.today)
      loader.leavesOutInvalidPets = true
      let catalog = try loader.load(path: setup.path)
      #expect(catalog.leftOut.count == 1)
      setup.cache.remember(catalog, today: Self.today)
      #expect(!FileManager.default.fileExists(atPath: setup.cache.directory.path))
    }
  }

  /// What earlier versions and cut-short imports left: binary copies (`.petcache`) go at once,
  /// an import abandoned over an hour ago goes, a recent one (another program's, still going)
  /// stays; past `maximumStores`, the least recently used stores go.
  @Test func pruning_removesCopiesAbandonedImportsAndTheLeastUsedStores() throws {
    try withTemporaryDirectory { folder in
      let cache = CatalogStoreCache(directory: folder)
      let old = Date(timeIntervalSinceNow: -7200)
      func file(_ name: String, used: Date = Date()) throws {
        let url = folder.appendingPathComponent(name)
        try Data("x".utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: used], ofItemAtPath: url.path)
      }
      try file("0123456789abcdef.petcache")
      try file("0123456789abcdef.petcache.partial", used: old)
      try file(".a-b-2026-11-21.sqlite.41.importing", used: old)
      try file(".c-d-2026-11-21.sqlite.42.importing")
      for index in 0..<10 {
        try file("s\(index)-x-2026-11-21.sqlite", used: Date(timeIntervalSinceNow: Double(-60 * index)))
      }
      cache.prune(keeping: CatalogStoreCache.maximumStores)
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == [".c-d-2026-11-21.sqlite.42.importing"] + (0..<8).map { "s\($0)-x-2026-11-21.sqlite" })
    }
  }

  /// Past the bytes allowed, the least recently used stores go; the most recent one stays,
  /// however large (a store of a million pets is some 760 MB).
  @Test func pruning_keepsTheStoresWithinTheBytesAllowed_andTheMostRecentWhateverItsSize() throws {
    try withTemporaryDirectory { folder in
      let cache = CatalogStoreCache(directory: folder)
      func store(_ name: String, bytes: Int, minutesAgo: Double) throws {
        let url = folder.appendingPathComponent(name)
        try Data(count: bytes).write(to: url)
        try FileManager.default.setAttributes(
          [.modificationDate: Date(timeIntervalSinceNow: -60 * minutesAgo)], ofItemAtPath: url.path)
      }
      func left() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
      try store("a-x-2026-11-21.sqlite", bytes: 60, minutesAgo: 1)
      try store("b-x-2026-11-21.sqlite", bytes: 30, minutesAgo: 2)
      try store("c-x-2026-11-21.sqlite", bytes: 30, minutesAgo: 3)
      cache.prune(keeping: 8, bytes: 100)
      #expect(try left() == ["a-x-2026-11-21.sqlite", "b-x-2026-11-21.sqlite"])
      try store("d-x-2026-11-21.sqlite", bytes: 500, minutesAgo: 0)
      cache.prune(keeping: 8, bytes: 100)
      #expect(try left() == ["d-x-2026-11-21.sqlite"])
    }
  }

  @Test func standardFolder_followsTheEnvironment() {
    #expect(CacheFolder.catalogues(environment: [:]) == nil)
    #expect(CacheFolder.catalogues(environment: ["PET_CACHE_DIR": ""]) == nil)
    #expect(CacheFolder.catalogues(environment: ["PET_CACHE_DIR": "/x"])?.path == "/x")
    #expect(
      CacheFolder.catalogues(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.path == "/c/pet-adoption/catalogues")
    #expect(CacheFolder.catalogues(environment: ["HOME": "/h"])?.path == "/h/.cache/pet-adoption/catalogues")
    #expect(CacheFolder.pictures(environment: ["PET_CACHE_DIR": "/x"])?.path == "/x/pictures")
    #expect(CacheFolder.pictures(environment: ["HOME": "/h"])?.path == "/h/.cache/pet-adoption/pictures")
    #expect(CatalogStoreCache.standard(environment: ["PET_CACHE_DIR": "/x"])?.directory.path == "/x")
  }
}
