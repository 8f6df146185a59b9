import Foundation
import PetAdoptionFlow
import PetCatalog
import PetLocalization
import PetStore

/// How a window reads a catalogue: at the launch and for each Open…. The live client
/// (`PetLiveClients`) reads a file with `CatalogLoader` through the cache, a store or a shared
/// catalogue a page at a time; tests give one that answers from memory, fails, or waits, and
/// step it with the view model's schedulers. The view models see this interface alone: the
/// package's graph keeps them from the stores' libraries.
public struct CatalogLoadingClient: Sendable {
  /// What a path or an address names (`CatalogSource`), told once. Reads a file's first
  /// bytes: asked on the `loading` scheduler.
  public var source: @Sendable (_ path: String) -> CatalogSource
  /// Reads the catalogue `source` names as of `today` and hands the outcome to `deliver` as
  /// soon as it is known; before, a large file's first pets may go to `preview` (when there is
  /// one), to show while the rest is read. It may keep working after (importing a JSON
  /// catalogue into its store in the cache) before it returns. Runs on the `loading`
  /// scheduler, never on the main thread.
  public var load:
    @Sendable (
      _ source: CatalogSource, _ today: CalendarDate, _ preview: ((Catalog) -> Void)?,
      _ deliver: (Result<Catalog, CatalogError>) -> Void
    ) -> Void
  /// Whether `path` is the bundled catalogue (the error page then offers no way back to it).
  public var isBundled: @Sendable (_ path: String) -> Bool
  /// Notes that `path` was read, for the next launch. Called on the main thread.
  public var remember: @Sendable (_ path: String) -> Void
  /// Whether the catalogue `source` names, which `load` read whole into memory, is now kept
  /// in a store that `load` reads it from a page at a time (a JSON file's store in the cache,
  /// made after its first read). Runs on the `loading` scheduler.
  public var isKept: @Sendable (_ source: CatalogSource, _ today: CalendarDate) -> Bool

  /// A client made of these five; a source is a file or a store by its first bytes unless
  /// `source` says.
  public init(
    source: @escaping @Sendable (String) -> CatalogSource = { CatalogSource(path: $0) },
    load:
      @escaping @Sendable (
        CatalogSource, CalendarDate, ((Catalog) -> Void)?, (Result<Catalog, CatalogError>) -> Void
      ) -> Void,
    isBundled: @escaping @Sendable (String) -> Bool = { _ in false },
    remember: @escaping @Sendable (String) -> Void = { _ in },
    isKept: @escaping @Sendable (CatalogSource, CalendarDate) -> Bool = { _, _ in false }
  ) {
    self.source = source
    self.load = load
    self.isBundled = isBundled
    self.remember = remember
    self.isKept = isKept
  }

  /// A client that reads nothing: every catalogue is unavailable. The default of a view
  /// model's configuration; a program gives the live one (`PetLiveClients`), a test its own.
  public static let unavailable = CatalogLoadingClient(load: { source, _, _, deliver in
    deliver(
      .failure(
        CatalogError(
          .unavailable, file: source.described,
          // TRANSLATORS: a view model made with no live client (a test's, or a mistake); never seen by a user of the programs.
          tr("cannot be read here: this window was given no way to read catalogues"))))
  })

  /// Starts reading `path` on `scheduler`: the launch reads its catalogue while GTK opens the
  /// display, and waits for it only then. With `previews`, a large file's first pets come first
  /// (`PendingCatalog.isPreview`), the whole catalogue after (`PendingCatalog.whenWhole`).
  public func start(
    path: String, today: CalendarDate, on scheduler: any WorkScheduler, previews: Bool = false
  ) -> PendingCatalog {
    let pending = PendingCatalog(path: path, isBundled: isBundled(path))
    let load = self.load
    let source = self.source
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
      let told = source(path)
      pending.told(told)
      load(told, today, preview) { pending.deliver($0, isPreview: false) }
      pending.finish()
    }
    return pending
  }
}

/// A catalogue being read on another scheduler (`CatalogLoadingClient.start`).
public final class PendingCatalog: @unchecked Sendable {
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
  private var toldSource: CatalogSource?

  init(path: String, isBundled: Bool) {
    self.path = path
    self.isBundled = isBundled
  }

  fileprivate func told(_ source: CatalogSource) {
    lock.withLock { toldSource = source }
  }

  /// What the path names (`CatalogSource`), told on the reading scheduler before the read:
  /// waits for the catalogue, as `wait()` does.
  public var source: CatalogSource {
    _ = wait()
    guard let told = lock.withLock({ toldSource }) else { preconditionFailure("delivered before the source was told") }
    return told
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
