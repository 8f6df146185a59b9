import Foundation
import GRDB
import PetCatalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stores of JSON catalogues, kept in the cache folder (docs/catalog-store.md, "A JSON
/// catalogue's store"): a JSON catalogue read and found valid is imported into a store there,
/// and the next start opens that store, a page at a time, rather than reading the JSON whole.
///
/// The JSON file stays the source a person edits. A store is used only while the file is in the
/// state it was read in (its size, modification and change times, inode and device: in the
/// store's name), only on or after the day its pets were checked on (a birthday valid then is
/// valid later; also in its name), and only while every picture that was missing still is. A
/// store that cannot be opened (damaged, cut short, of another version) is removed and the
/// JSON read, never an error. Messages name the JSON file, not the store.
public struct CatalogStoreCache: Sendable {
  /// The folder the stores live in.
  public var directory: URL

  /// How many stores are kept: the most recently used ones (`prune(keeping:bytes:)`).
  public static let maximumStores = 8
  /// How many bytes of stores are kept, besides the most recently used one, which is kept
  /// whatever its size: a store of a million pets takes some 760 MB.
  public static let maximumBytes: Int64 = 2 << 30

  public init(directory: URL) {
    self.directory = directory
  }

  /// The cache in `CacheFolder.catalogues`, or `nil` when nothing is to be kept.
  public static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> CatalogStoreCache? {
    CacheFolder.catalogues(environment: environment).map(CatalogStoreCache.init(directory:))
  }

  /// The start of the names of the stores of the catalogue at `path`, in the state `state`.
  static func stem(forCatalogAt path: String, state: CatalogFile.State) -> String {
    CacheFolder.name(forFileAt: path) + "-" + state.name + "-"
  }

  /// The store of the catalogue at `path` as the file is now, opened to read and named `path`
  /// in messages; `nil` when there is none to use on `today` (the JSON is then read).
  public func open(catalogAt path: String, today: CalendarDate) -> CatalogStore? {
    forgetCataloguesGone()
    guard let state = CatalogFile.State(path: path),
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return nil }
    let stem = Self.stem(forCatalogAt: path, state: state)
    for name in names.sorted() where name.hasPrefix(stem) && name.hasSuffix(".sqlite") {
      guard let checked = CalendarDate(iso: String(name.dropFirst(stem.count).dropLast(".sqlite".count))),
        checked <= today
      else { continue }
      let file = directory.appendingPathComponent(name).path
      guard let store = try? CatalogStore.open(file, shownAs: path) else {
        // Damaged, cut short, or of another version: made again from the JSON.
        removeStore(file)
        continue
      }
      // One an earlier version made (it reads, without what makes the first letters typed fast)
      // is made again, as it would be were the file edited.
      guard (try? store.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }) == CatalogStoreSchema.version,
        (try? store.missingPicturesAreStillMissing()) == true
      else {
        // Or a missing picture was put in place since: the JSON is read, and looked at, again.
        store.close()
        removeStore(file)
        continue
      }
      _ = utimensat(AT_FDCWD, file, nil, 0)
      return store
    }
    return nil
  }

  /// Imports `catalog`, just read from its JSON file and found valid on `today` with no pet left
  /// out, into a store for the next start; a catalogue that was not read from JSON, or had pets
  /// left out (their problems are said at each start), is not kept. A large catalogue takes a
  /// while (some five seconds for 100,000 pets), so callers do it after what the user waits
  /// for. Failing to keep it is not an error: the next start reads the JSON again. `progress`
  /// hears the import's steps (`CatalogImport.run`).
  public func remember(
    _ catalog: Catalog, today: CalendarDate, progress: ((CatalogImport.Step) -> Void)? = nil
  ) {
    guard let source = catalog.readFrom, catalog.leftOut.isEmpty else { return }
    let stem = Self.stem(forCatalogAt: source.path, state: source.state)
    let name = stem + today.isoString + ".sqlite"
    let target = directory.appendingPathComponent(name)
    let fileManager = FileManager.default
    guard !fileManager.fileExists(atPath: target.path) else { return }
    let sameFile = CacheFolder.name(forFileAt: source.path) + "-"
    let earlier = ((try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
      $0.hasPrefix(sameFile) && $0.hasSuffix(".sqlite") && $0 != name
    }
    let sources = [CatalogImport.Source(file: source.path, catalog: catalog)]
    do {
      try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
      // A file edited: a copy of its earlier store, brought up to date, writes only the pets
      // that changed (1.5 s rather than 5 s for 100,000 pets); else a new store.
      if earlier.isEmpty
        || !update(directory.appendingPathComponent(earlier[0]), to: target, with: sources, progress: progress)
      {
        try CatalogImport.run(sources, into: target.path, progress: progress)
      }
    } catch {
      return
    }
    // Which file it is of, for the look that finds the file gone (`forgetCataloguesGone`).
    let link = target.path + Self.sourceSuffix
    unlink(link)
    _ = symlink(URL(fileURLWithPath: source.path).standardizedFileURL.path, link)
    // The stores of the file's earlier states are of no use any more.
    for other in earlier { removeStore(directory.appendingPathComponent(other).path) }
    prune(keeping: Self.maximumStores, bytes: Self.maximumBytes)
  }

  /// Copies the store `earlier` beside `target`, imports `sources` into the copy and moves it
  /// to `target`: whether that all went well (if not, nothing is left of the copy).
  private func update(
    _ earlier: URL, to target: URL, with sources: [CatalogImport.Source], progress: ((CatalogImport.Step) -> Void)?
  ) -> Bool {
    let copy = directory.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).updating")
    defer {
      unlink(copy.path)
      unlink(copy.path + "-journal")
    }
    unlink(copy.path)
    do {
      try FileManager.default.copyItem(at: earlier, to: copy)
      try CatalogImport.run(sources, into: copy.path, progress: progress)
    } catch {
      return false
    }
    return rename(copy.path, target.path) == 0
  }

  /// Removes all but the `count` most recently used stores (a store's modification time is set
  /// each time it is opened), and those past `bytes` in all (the most recent one is kept
  /// whatever its size); imports, updates and their locks abandoned more than an hour ago; and the binary
  /// copies of earlier versions (`*.petcache`). Nothing but the cache folder is looked at.
  public func prune(keeping count: Int, bytes: Int64 = .max) {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: directory.path) else { return }
    var kept: [(url: URL, used: Date, size: Int64)] = []
    for name in names {
      let url = directory.appendingPathComponent(name)
      guard let attributes = try? fileManager.attributesOfItem(atPath: url.path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      let used = attributes[.modificationDate] as? Date ?? .distantPast
      if name.hasSuffix(".importing") || name.hasSuffix(".updating") || name.hasSuffix(".petcache.partial")
        || name.hasSuffix(".keeping")
      {
        if used < Date(timeIntervalSinceNow: -3600) { unlink(url.path) }
      } else if name.hasSuffix(".petcache") {
        unlink(url.path)
      } else if name.hasSuffix(".sqlite") {
        kept.append((url, used, (attributes[.size] as? NSNumber)?.int64Value ?? 0))
      }
    }
    var total: Int64 = 0
    for (place, store) in kept.sorted(by: { $0.used > $1.used }).enumerated() {
      total += store.size
      if place >= count || (place > 0 && total > bytes) { removeStore(store.url.path) }
    }
    forgetCataloguesGone()
  }

  /// Beside each store, `NAME.sqlite.source`: a symbolic link to the JSON file it is of.
  static let sourceSuffix = ".source"

  /// Removes the stores of JSON files that are gone (deleted, moved, or on a disk no longer
  /// there), told by their links to them: nothing uses them again, and they held up to 2 GiB
  /// until the least used were pruned (issue 45). A store an earlier version made has no
  /// link, and waits for pruning. Each look at the cache begins here: one `stat` a store.
  public func forgetCataloguesGone() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names where name.hasSuffix(".sqlite" + Self.sourceSuffix) {
      let link = directory.appendingPathComponent(name).path
      let store = String(link.dropLast(Self.sourceSuffix.count))
      var info = stat()
      // `stat` follows the link: ENOENT or ENOTDIR when the file it names is gone.
      if stat(link, &info) != 0, errno == ENOENT || errno == ENOTDIR {
        removeStore(store)
      } else if access(store, F_OK) != 0 {
        unlink(link)
      }
    }
  }

  /// A lock held while the store of the catalogue at `path` is made in the background: its
  /// open descriptor (`close` lets it go), or `nil` when another process holds it (that one
  /// makes the store) or the cache folder cannot be made. A lock file is removed by `prune`
  /// once it is an hour old.
  public func lockForKeeping(catalogAt path: String) -> Int32? {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("." + CacheFolder.name(forFileAt: path) + ".keeping").path
    let descriptor = Glibc.open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Makes the store of the JSON catalogue at `path` for the next run, as `petcards keep-store`
  /// and `pet-browser --keep-store` do in a process of their own that a first run started and
  /// did not wait for: once, under `lockForKeeping` (another making it meanwhile leaves it to
  /// that one), and not when it was made since or the file is not a JSON catalogue to keep.
  /// Whatever fails, the next run reads the JSON again.
  public func keep(catalogAt path: String, today: CalendarDate) {
    guard let lock = lockForKeeping(catalogAt: path) else { return }
    defer { close(lock) }
    guard open(catalogAt: path, today: today) == nil, CatalogSource(path: path).kind == .file else { return }
    guard let catalog = try? CatalogLoader(today: today).load(path: path) else { return }
    remember(catalog, today: today)
  }

  /// Removes the store at `path` and its link to its JSON file.
  private func removeStore(_ path: String) {
    unlink(path)
    unlink(path + Self.sourceSuffix)
  }
}

extension CatalogStore {
  /// Whether every picture that was missing when the store was made is missing still.
  func missingPicturesAreStillMissing() throws(CatalogError) -> Bool {
    guard let folder = info.pictureFolder else { return true }
    let images = try read { db in
      try String.fetchAll(
        db, sql: "SELECT DISTINCT image FROM pet \(Self.missingPictures) WHERE gone = 0 AND imageMissing")
    }
    return !images.contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
  }
}
