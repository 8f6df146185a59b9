import Foundation
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetStore

extension UserDataStore {
  /// Opens the user data where the environment says, for the stars and inquiries of the
  /// catalogue `source` names, as both programs do.
  ///
  /// A file from before stars and inquiries were kept per catalogue gives its stars and
  /// inquiries to the catalogue that version opened when given none: `$PET_CATALOG`, else the
  /// one opened last with Open…, else the bundled one.
  public static func forCatalogue(
    _ source: CatalogSource, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> UserDataStore {
    try UserDataStore(
      location: UserDataLocation.resolve(environment: environment), catalogue: CatalogKey(source),
      legacyCatalogue: legacyCatalogue(environment: environment))
  }

  /// The catalogue a version 1 file's stars and inquiries were most likely made in.
  static func legacyCatalogue(environment: [String: String]) -> CatalogKey? {
    if let path = environment[BundledCatalog.environmentVariable], !path.isEmpty { return CatalogKey(file: path) }
    if let remembered = LastCatalog.resolve(environment: environment).path() { return CatalogKey(file: remembered) }
    return BundledCatalog.locate(environment: [:]).map(CatalogKey.init(file:))
  }
}
