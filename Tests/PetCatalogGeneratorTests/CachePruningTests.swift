import Foundation
import PetTestSupport
import Testing

@testable import PetCatalog

/// The cache folder does not grow forever: copies of catalogues that are gone are removed, and
/// only the most recently used few are kept.
@Suite struct CachePruningTests {
  /// `count` small catalogue files in `folder`, each read once through `cache` and remembered.
  func rememberCatalogues(_ names: [String], in folder: URL, cache: CatalogCache) throws {
    var loader = CatalogLoader(today: .fixedToday, checksImages: false)
    loader.cache = cache
    for name in names {
      let path = folder.appendingPathComponent(name).path
      if !FileManager.default.fileExists(atPath: path) {
        try Data(generatedCatalogJSON(count: 2).utf8).write(to: URL(fileURLWithPath: path))
      }
      cache.remember(try loader.load(path: path), today: .fixedToday)
    }
  }

  func copies(in cache: CatalogCache) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path))
  }

  func copyName(_ name: String, in folder: URL, cache: CatalogCache) -> String {
    cache.copyURL(forCatalogAt: folder.appendingPathComponent(name).path).lastPathComponent
  }

  @Test func copiesOfDeletedCatalogues_areRemovedAtTheNextWrite() throws {
    try withTemporaryDirectory { folder in
      let cache = CatalogCache(directory: folder.appendingPathComponent("cache"))
      try rememberCatalogues(["a.json", "b.json", "c.json"], in: folder, cache: cache)
      try FileManager.default.removeItem(at: folder.appendingPathComponent("a.json"))
      try FileManager.default.removeItem(at: folder.appendingPathComponent("b.json"))
      try rememberCatalogues(["d.json"], in: folder, cache: cache)
      #expect(try copies(in: cache) == Set(["c.json", "d.json"].map { copyName($0, in: folder, cache: cache) }))
    }
  }

  @Test func onlyTheEightMostRecentlyUsedCopies_areKept() throws {
    try withTemporaryDirectory { folder in
      let cache = CatalogCache(directory: folder.appendingPathComponent("cache"))
      let names = (1...10).map { "catalogue-\($0).json" }
      try rememberCatalogues(Array(names.prefix(8)), in: folder, cache: cache)
      // Using the first copy again makes it the most recent: the second goes instead.
      usleep(20_000)
      var loader = CatalogLoader(today: .fixedToday, checksImages: false)
      loader.cache = cache
      #expect(try loader.load(path: folder.appendingPathComponent(names[0]).path).cacheSource == nil)
      try rememberCatalogues(Array(names.suffix(2)), in: folder, cache: cache)
      let kept = [names[0]] + names[3...]
      #expect(try copies(in: cache) == Set(kept.map { copyName($0, in: folder, cache: cache) }))
    }
  }

  @Test func strayFiles_areRemoved_butNotAWriteInProgress() throws {
    try withTemporaryDirectory { folder in
      let cache = CatalogCache(directory: folder.appendingPathComponent("cache"))
      try FileManager.default.createDirectory(at: cache.directory, withIntermediateDirectories: true)
      let oldFormat = cache.directory.appendingPathComponent("0123.petcache")
      try Data("PETCACHE\u{3}\0\0\0 an older version".utf8).write(to: oldFormat)
      let abandoned = cache.directory.appendingPathComponent("4567.petcache.partial")
      let inProgress = cache.directory.appendingPathComponent("89ab.petcache.partial")
      try Data("half".utf8).write(to: abandoned)
      try Data("half".utf8).write(to: inProgress)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -7200)], ofItemAtPath: abandoned.path)
      try rememberCatalogues(["a.json"], in: folder, cache: cache)
      #expect(try copies(in: cache) == [copyName("a.json", in: folder, cache: cache), inProgress.lastPathComponent])
    }
  }
}
