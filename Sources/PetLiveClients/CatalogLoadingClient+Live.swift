import Foundation
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetListings
import PetStore

extension CatalogLoadingClient {
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
    cache: CatalogStoreCache?, lastCatalogue: LastCatalog?, listing: ListingOptions? = nil,
    keepLater: (@Sendable (_ path: String, _ today: CalendarDate) -> Void)? = nil
  ) -> CatalogLoadingClient {
    CatalogLoadingClient(
      source: { CatalogSource($0) },
      load: { source, today, preview, deliver in
        var loader = CatalogLoader(today: today)
        loader.leavesOutInvalidPets = true
        let path = source.argument
        switch source.kind {
        case .shared:
          // A shared catalogue: the pets stay on the server, read a page at a time.
          deliver(Result { () throws(CatalogError) in try SharedCatalog.open(path).backedCatalog() })
        case .store:
          // The pets stay in the store, read a page at a time as the list shows them.
          deliver(
            Result { () throws(CatalogError) in try CatalogStore.open(path).backedCatalog(indexedInMemory: true) })
        case .file:
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
      isKept: { source, today in
        source.kind == .file && cache?.open(catalogAt: source.argument, today: today) != nil
      })
  }

}
