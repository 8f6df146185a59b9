import Foundation
import PetCatalog
import PetListings

extension CatalogStore {
  /// The catalogue at `path`, told apart by the file's first bytes, not its name: a store is
  /// read whole, a JSON catalogue by `loader`, and a shelter's own listing (Petfinder,
  /// RescueGroups.org, ASM3, CSV) by `ShelterListing` with `listing`'s options.
  public static func load(
    path: String, with loader: CatalogLoader, listing: ListingOptions? = nil
  ) throws(CatalogError) -> Catalog {
    try loadListing(path: path, with: loader, listing: listing).catalog
  }

  /// As `load`, with which page of its listing the file is, when it is one page of several.
  public static func loadListing(
    path: String, with loader: CatalogLoader, listing: ListingOptions? = nil
  ) throws(CatalogError) -> (catalog: Catalog, page: ListingPage?) {
    if CatalogSource(path: path).kind == .store {
      let store = try open(path)
      defer { store.close() }
      return (try store.catalog(), nil)
    }
    let options = listing ?? ListingOptions(today: loader.today)
    guard let read = try ShelterListing.readUnlessCatalogue(path: path, options: options) else {
      return (try loader.load(path: path), nil)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    return (read.catalog(directory: folder), read.page)
  }
}
