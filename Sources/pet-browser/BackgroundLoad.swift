import Foundation
import PetCatalog

/// A catalogue loading on another thread, so that reading 100,000 pets overlaps GTK opening
/// the display and registering the application.
final class BackgroundLoad: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  /// Signalled once the binary copy is written (or was not to be written).
  private let remembered = DispatchSemaphore(value: 0)
  // Written once by the loading thread before `done` is signalled; read after waiting on it.
  private var result: Result<Catalog, CatalogError>?

  /// Starts loading `path` as of `today`.
  init(path: String, today: CalendarDate) {
    Thread.detachNewThread { [self] in
      var loader = CatalogLoader(today: today)
      // The window shows the valid pets of a catalogue with invalid ones, and says so.
      loader.leavesOutInvalidPets = true
      loader.cache = CatalogCache.standard()
      // The window need not wait for the copy the next start will read.
      loader.load(path: path) { loaded in
        result = loaded
        done.signal()
      }
      remembered.signal()
    }
  }

  /// Waits until the binary copy is written, so a run that ends soon after its first frame (a
  /// screenshot) leaves a whole copy for the next start rather than a `.partial` file.
  func waitForCopy() {
    remembered.wait()
    remembered.signal()
  }

  /// Waits for the catalogue, or the error that stopped it.
  func wait() -> Result<Catalog, CatalogError> {
    done.wait()
    done.signal()
    guard let result else { preconditionFailure("the load signalled before setting its result") }
    return result
  }
}
