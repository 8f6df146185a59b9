import Foundation
import PetAdoptionFlow
import PetCatalog
import PetCatalogStore
import PetListings
import PetLocalization
import PetStore

/// How a window reads a catalogue: at the launch and for each Open…. The live client reads the
/// file with `CatalogLoader` through the cache; tests give one that answers from memory, fails,
/// or waits, and step it with the view model's schedulers. The catalogue store plugs in here.
public struct CatalogueLoadingClient: Sendable {
  /// Reads the catalogue at `path` as of `today` and hands the outcome to `deliver` as soon as
  /// it is known; before, a large file's first pets may go to `preview` (when there is one), to
  /// show while the rest is read. It may keep working after (importing a JSON catalogue into its
  /// store in the cache) before it returns. Runs on the `loading` scheduler, never on the main
  /// thread.
  public var load:
    @Sendable (
      _ path: String, _ today: CalendarDate, _ preview: ((Catalog) -> Void)?,
      _ deliver: (Result<Catalog, CatalogError>) -> Void
    ) -> Void
  /// Whether `path` is the bundled catalogue (the error page then offers no way back to it).
  public var isBundled: @Sendable (_ path: String) -> Bool
  /// Notes that `path` was read, for the next launch. Called on the main thread.
  public var remember: @Sendable (_ path: String) -> Void
  /// Whether the catalogue at `path`, which `load` read whole into memory, is now kept in a
  /// store that `load` reads it from a page at a time (a JSON file's store in the cache, made
  /// after its first read). Runs on the `loading` scheduler.
  public var isKept: @Sendable (_ path: String, _ today: CalendarDate) -> Bool

  /// A client made of these four.
  public init(
    load:
      @escaping @Sendable (
        String, CalendarDate, ((Catalog) -> Void)?, (Result<Catalog, CatalogError>) -> Void
      ) -> Void,
    isBundled: @escaping @Sendable (String) -> Bool = { _ in false },
    remember: @escaping @Sendable (String) -> Void = { _ in },
    isKept: @escaping @Sendable (String, CalendarDate) -> Bool = { _, _ in false }
  ) {
    self.load = load
    self.isBundled = isBundled
    self.remember = remember
    self.isKept = isKept
  }

  /// The catalogue files on disk, with the invalid pets left out (the window shows the others
  /// and says so), a JSON catalogue through its store in `cache`; a file read is remembered in
  /// `lastCatalogue`. A shelter's own listing is read with `listing`'s format, currency and date
  /// order where the file does not say them (its day is each load's).
  ///
  /// A JSON catalogue read whole is kept in its store in `cache` for the next start: here, after
  /// it is delivered (a window then shows it from the store), or, with `keepLater`, by whatever
  /// that starts and does not wait for (a one-shot run's process of its own: a screenshot no
  /// longer waits for a store it does not show, issue 45).
  public static func live(
    cache: CatalogStoreCache?, lastCatalogue: LastCatalogue?, listing: ListingOptions? = nil,
    keepLater: (@Sendable (_ path: String, _ today: CalendarDate) -> Void)? = nil
  ) -> CatalogueLoadingClient {
    CatalogueLoadingClient(
      load: { path, today, preview, deliver in
        var loader = CatalogLoader(today: today)
        loader.leavesOutInvalidPets = true
        if SharedCatalog.isAddress(path) {
          // A shared catalogue: the pets stay on the server, read a page at a time.
          deliver(Result { () throws(CatalogError) in try SharedCatalog.open(path).backedCatalog() })
        } else if CatalogStore.isStore(path: path) {
          // The pets stay in the store, read a page at a time as the list shows them.
          deliver(
            Result { () throws(CatalogError) in try CatalogStore.open(path).backedCatalog(indexedInMemory: true) })
        } else {
          var options = listing ?? ListingOptions(today: today)
          options.today = today
          // A shelter's own listing (Petfinder, RescueGroups.org, ASM3, CSV) is read here, once.
          switch Result(catching: { () throws(CatalogError) in
            try ShelterListing.readUnlessCatalogue(path: path, options: options)
          }) {
          case .success(nil):
            // A JSON catalogue seen before, unchanged: its store in the cache folder. Else the
            // JSON is read and shown, then imported into that store for the next start.
            if let store = cache?.open(catalogAt: path, today: today) {
              deliver(Result { () throws(CatalogError) in try store.backedCatalog(indexedInMemory: true) })
              return
            }
            // A large file's first pets, while the whole of it is read.
            if let preview, let first = loader.preview(path: path) { preview(first) }
            let result = Result { () throws(CatalogError) in try loader.load(path: path) }
            deliver(result)
            guard case .success(let catalog) = result else { return }
            if let keepLater {
              if catalog.leftOut.isEmpty { keepLater(path, today) }
            } else {
              cache?.remember(catalog, today: today)
            }
          case .success(let read?):
            deliver(.success(read.catalog(directory: URL(fileURLWithPath: path).deletingLastPathComponent())))
          case .failure(let error): deliver(.failure(error))
          }
        }
      },
      isBundled: { BundledCatalog.isShipped($0) },
      remember: { path in lastCatalogue?.remember(path) },
      isKept: { path, today in
        !SharedCatalog.isAddress(path) && !CatalogStore.isStore(path: path)
          && cache?.open(catalogAt: path, today: today) != nil
      })
  }

  /// Starts reading `path` on `scheduler`: the launch reads its catalogue while GTK opens the
  /// display, and waits for it only then. With `previews`, a large file's first pets come first
  /// (`PendingCatalogue.isPreview`), the whole catalogue after (`PendingCatalogue.whenWhole`).
  public func start(
    path: String, today: CalendarDate, on scheduler: any WorkScheduler, previews: Bool = false
  ) -> PendingCatalogue {
    let pending = PendingCatalogue(path: path, isBundled: isBundled(path))
    let load = self.load
    scheduler.schedule {
      var preview: ((Catalog) -> Void)?
      if previews {
        preview = { first in
          pending.deliver(.success(first), isPreview: true)
          // The rest is read once the window has drawn its first frame: on two cores, reading
          // it meanwhile took the core the window needed.
          pending.waitUntilShown()
        }
      }
      load(path, today, preview) { pending.deliver($0, isPreview: false) }
      pending.finish()
    }
    return pending
  }
}

/// A catalogue being read on another scheduler (`CatalogueLoadingClient.start`).
public final class PendingCatalogue: @unchecked Sendable {
  /// The catalogue's path.
  public let path: String
  /// Whether it is the bundled catalogue.
  public let isBundled: Bool
  private let delivered = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private let shown = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  // What came first (a preview, or the whole catalogue), and the whole catalogue once it came
  // after a preview; who waits for it. Under `lock`.
  private var first: (result: Result<Catalog, CatalogError>, isPreview: Bool)?
  private var whole: Result<Catalog, CatalogError>?
  private var wholeHandler: (@Sendable (Result<Catalog, CatalogError>) -> Void)?
  private var isFinished = false
  private var finishedHandler: (@Sendable () -> Void)?

  init(path: String, isBundled: Bool) {
    self.path = path
    self.isBundled = isBundled
  }

  fileprivate func deliver(_ result: Result<Catalog, CatalogError>, isPreview: Bool) {
    let (isFirst, handler) = lock.withLock { () -> (Bool, (@Sendable (Result<Catalog, CatalogError>) -> Void)?) in
      if first == nil {
        first = (result, isPreview)
        return (true, nil)
      }
      // Kept only until it is handed over (`whenWhole`).
      if wholeHandler == nil { whole = result }
      return (false, wholeHandler)
    }
    if isFirst { delivered.signal() }
    handler?(result)
  }

  fileprivate func finish() {
    let handler = lock.withLock { () -> (@Sendable () -> Void)? in
      isFinished = true
      return finishedHandler
    }
    finished.signal()
    handler?()
  }

  /// Waits for the catalogue, or the error that stopped it: with previews, maybe only the first
  /// pets of a large file (`isPreview`).
  public func wait() -> Result<Catalog, CatalogError> {
    delivered.wait()
    delivered.signal()
    guard let first = lock.withLock({ first }) else { preconditionFailure("the read signalled before its result") }
    return first.result
  }

  /// Whether what `wait()` gave is a preview, which the whole catalogue follows (`whenWhole`).
  public var isPreview: Bool {
    wait().isSuccess && lock.withLock { first?.isPreview ?? false }
  }

  /// Says that the window shows what `wait()` gave: the reader, which waits after a preview
  /// for this (a few seconds at most), reads on.
  public func windowShown() {
    shown.signal()
  }

  fileprivate func waitUntilShown() {
    _ = shown.wait(timeout: .now() + .seconds(3))
  }

  /// Calls `body` with the whole catalogue read after a preview, or the error that stopped it:
  /// at once if it is in already, else on the reading scheduler when it is. Handed over, it is
  /// not kept here (a million pets in memory, until the window lets them go).
  public func whenWhole(_ body: @escaping @Sendable (Result<Catalog, CatalogError>) -> Void) {
    let ready = lock.withLock { () -> Result<Catalog, CatalogError>? in
      defer { whole = nil }
      if whole == nil { wholeHandler = body }
      return whole
    }
    if let ready { body(ready) }
  }

  /// Calls `body` once the reader is done (a JSON catalogue imported into its store in the
  /// cache): at once if it is, else on the reading scheduler when it is.
  public func whenFinished(_ body: @escaping @Sendable () -> Void) {
    let done = lock.withLock { () -> Bool in
      if !isFinished { finishedHandler = body }
      return isFinished
    }
    if done { body() }
  }

  /// Waits until the reader is done (a JSON catalogue imported into its store in the cache), so
  /// a run that ends soon after its first frame leaves a whole store for the next start.
  public func waitUntilFinished() {
    finished.wait()
    finished.signal()
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
