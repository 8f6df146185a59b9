import Foundation
import PetCatalogGenerator
import PetTestSupport
import Testing

@testable import PetCatalog

/// The binary copy must give exactly what the JSON gives, and must never be used when it
/// might not: a changed file, an earlier day, a damaged copy.
@Suite struct CatalogCacheTests {
  static let today = CalendarDate.fixedToday

  /// A catalogue file of `count` generated pets with their pictures, a cache folder, and a loader using it.
  struct Setup {
    let folder: URL
    var path: String { folder.appendingPathComponent("pets.json").path }
    var cache: CatalogCache { CatalogCache(directory: folder.appendingPathComponent("cache")) }

    func loader(today: CalendarDate = CatalogCacheTests.today) -> CatalogLoader {
      var loader = CatalogLoader(today: today)
      loader.cache = cache
      return loader
    }

    init(in folder: URL, count: Int = 300) throws {
      self.folder = folder
      let pictures = Dictionary(uniqueKeysWithValues: Species.allCases.map { ($0, ["pictures/\($0.rawValue).svg"]) })
      var pets = CatalogGenerator(count: count, seed: 8, today: CatalogCacheTests.today, pictures: pictures).pets()
      pets[0].name = "Zoë \"the\" Señora 小雪"
      let fees = FeeSchedule(currencyCode: "EUR", fees: [.rare: Decimal(string: "120.5") ?? 0])
      try Data(
        CatalogWriter.json(shelter: "Test shelter", shelterEmail: "adopt@test.example", fees: fees, pets: pets).utf8
      )
      .write(to: URL(fileURLWithPath: path))
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("pictures"), withIntermediateDirectories: true)
      for species in Species.allCases {
        try Data("<svg/>".utf8).write(to: folder.appendingPathComponent("pictures/\(species.rawValue).svg"))
      }
    }
  }

  @Test func copy_givesExactlyWhatTheJSONGives() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder)
      let fromJSON = try setup.loader().load(path: setup.path)
      #expect(fromJSON.cacheSource != nil)
      setup.cache.remember(fromJSON, today: Self.today)

      let fromCopy = try setup.loader().load(path: setup.path)
      #expect(fromCopy.cacheSource == nil, "the copy was not used")
      #expect(fromCopy.pets == fromJSON.pets)
      #expect(fromCopy.shelter == "Test shelter")
      #expect(fromCopy.shelterEmail == "adopt@test.example")
      #expect(fromCopy.fees == fromJSON.fees)
      #expect(fromCopy.directory == fromJSON.directory)
      #expect(fromCopy.nameOrder == PetIndex.nameOrder(of: fromJSON.pets))
      #expect(
        PetIndex(catalog: fromCopy).query(PetFilter(), today: Self.today)
          == PetIndex(catalog: fromJSON).query(PetFilter(), today: Self.today))
    }
  }

  @Test func copy_isNotUsed_onceTheFileChanges() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder)
      setup.cache.remember(try setup.loader().load(path: setup.path), today: Self.today)
      // The same size, another pet name: only the file's times and identity tell.
      var text = try String(contentsOfFile: setup.path, encoding: .utf8)
      text = text.replacingOccurrences(of: "\"Zoë", with: "\"Zoé")
      try Data(text.utf8).write(to: URL(fileURLWithPath: setup.path), options: .atomic)
      let reloaded = try setup.loader().load(path: setup.path)
      #expect(reloaded.cacheSource != nil, "a stale copy was used")
      #expect(reloaded.pets[0].name.hasPrefix("Zoé"))
    }
  }

  @Test func copy_isNotUsed_forADayBeforeTheOneItWasCheckedOn() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder)
      setup.cache.remember(try setup.loader().load(path: setup.path), today: Self.today)
      #expect(try setup.loader(today: CalendarDate(2026, 11, 22)).load(path: setup.path).cacheSource == nil)
      // On an earlier day some birthdays may lie in the future: the JSON is checked again.
      #expect(throws: CatalogError.self) {
        try setup.loader(today: CalendarDate(2020, 1, 1)).load(path: setup.path)
      }
    }
  }

  @Test func damagedCopy_isAMiss_neverWrongPets() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, count: 50)
      let original = try setup.loader().load(path: setup.path)
      setup.cache.remember(original, today: Self.today)
      let copy = setup.cache.copyURL(forCatalogAt: setup.path)
      let good = try Data(contentsOf: copy)
      var random = SeededGenerator(seed: 4)
      for trial in 0..<200 {
        var damaged = good
        switch trial % 3 {
        case 0: damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
        case 1: damaged = damaged.prefix(Int.random(in: 0..<damaged.count, using: &random))
        default: damaged.append(UInt8.random(in: 0...255, using: &random))
        }
        try damaged.write(to: copy)
        let loaded = try setup.loader().load(path: setup.path)
        #expect(loaded.cacheSource != nil, "trial \(trial): a damaged copy was used")
        #expect(loaded.pets == original.pets)
      }
    }
  }

  /// The window's way: the catalogue first, the copy after; the next load reads the copy.
  /// A sparse 1 GB file where the copy lives was read whole (1.08 GB) before it was rejected:
  /// a copy is at most twice its catalogue's size, so this one is a miss from its size alone.
  @Test func hugeCopy_isAMiss_withoutBeingRead() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, count: 20)
      let catalog = try setup.loader().load(path: setup.path)
      setup.cache.remember(catalog, today: Self.today)
      let copy = setup.cache.copyURL(forCatalogAt: setup.path)
      let handle = try FileHandle(forWritingTo: copy)
      try handle.truncate(atOffset: 1 << 30)
      try handle.close()
      var before = rusage()
      getrusage(RUSAGE_SELF.rawValue, &before)
      #expect(setup.cache.read(catalogAt: setup.path, today: Self.today) == nil)
      var after = rusage()
      getrusage(RUSAGE_SELF.rawValue, &after)
      // ru_maxrss in KiB: reading the copy whole would raise the peak by a gigabyte.
      #expect(after.ru_maxrss - before.ru_maxrss < 256 * 1024)
      #expect(try setup.loader().load(path: setup.path).pets == catalog.pets)
    }
  }

  @Test func loadThenRemember_givesTheCatalogue_beforeWritingItsCopy() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, count: 20)
      let copy = setup.cache.copyURL(forCatalogAt: setup.path)
      var given: Catalog?
      setup.loader().load(path: setup.path) { result in
        given = try? result.get()
        #expect(!FileManager.default.fileExists(atPath: copy.path))
      }
      #expect(given?.pets.count == 20)
      #expect(FileManager.default.fileExists(atPath: copy.path))
      let next = try setup.loader().load(path: setup.path)
      #expect(next.cacheSource == nil)
      #expect(next.pets == given?.pets)
    }
  }

  @Test func aWriteCutShort_leavesOneStrayFile_thatTheNextWriteReplaces() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, count: 20)
      let copy = setup.cache.copyURL(forCatalogAt: setup.path)
      try FileManager.default.createDirectory(at: setup.cache.directory, withIntermediateDirectories: true)
      try Data("half a copy".utf8).write(to: copy.appendingPathExtension("partial"))
      setup.cache.remember(try setup.loader().load(path: setup.path), today: Self.today)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: setup.cache.directory.path) == [copy.lastPathComponent])
      #expect(try setup.loader().load(path: setup.path).cacheSource == nil)
    }
  }

  @Test func picturesAreLookedForAgain_whenTheCopyIsUsed() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder)
      setup.cache.remember(try setup.loader().load(path: setup.path), today: Self.today)
      try FileManager.default.removeItem(at: folder.appendingPathComponent("pictures/dog.svg"))
      let loaded = try setup.loader().load(path: setup.path)
      #expect(loaded.cacheSource == nil)
      let dogs = Set(loaded.pets.filter { $0.species == .dog }.map(\.id))
      #expect(!dogs.isEmpty)
      #expect(loaded.missingImages == dogs)
      #expect(loaded.warnings.count == 1)
      #expect(
        loaded.warnings.first?.message
          == "the picture \"pictures/dog.svg\" does not exist; showing a placeholder instead "
          + "(for this pet and \(dogs.count - 1) other pets that use it)")
    }
  }

  @Test func standardFolder_followsTheEnvironment() {
    #expect(CatalogCache.standard(environment: [:]) == nil)
    #expect(CatalogCache.standard(environment: ["PET_CACHE_DIR": ""]) == nil)
    #expect(CatalogCache.standard(environment: ["PET_CACHE_DIR": "/x"])?.directory.path == "/x")
    #expect(
      CatalogCache.standard(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.directory.path
        == "/c/pet-adoption/catalogues")
    #expect(CatalogCache.standard(environment: ["HOME": "/h"])?.directory.path == "/h/.cache/pet-adoption/catalogues")
  }
}
