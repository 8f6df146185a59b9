import Foundation
import PetStore

/// Where favourites are kept. `UserDataStore` is one; tests pass a fake.
///
/// Called on the view model's background scheduler, never on the main thread.
public protocol FavoriteStoring: Sendable {
  /// The ids of every favourite pet.
  func favoriteIDs() throws -> Set<String>
  /// Stars or unstars `petID`; throws when the change was not saved.
  func setFavorite(_ petID: String, _ isFavorite: Bool) throws
}

extension UserDataStore: FavoriteStoring {
  public func setFavorite(_ petID: String, _ isFavorite: Bool) throws {
    try setFavorite(petID, isFavorite, at: Date())
  }
}
