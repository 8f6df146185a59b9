import Foundation
import PetStore

/// Where saved searches are kept, per catalogue, each with the pets it has shown (issue 44,
/// point 3). `UserDataStore` is one; tests pass a fake.
///
/// Called on the view model's background scheduler, never on the main thread.
public protocol SavedSearchStoring: Sendable {
  /// Every saved search, by name.
  func savedSearches() throws -> [SavedSearch]
  /// Saves `flags` as the search `name`, the pets it shows now (`showing`) seen; `false` when
  /// it replaced one of that name.
  @discardableResult func saveSearch(_ name: String, flags: [String], showing: [String]) throws -> Bool
  /// Forgets the search `name`; `false` when there was none.
  @discardableResult func deleteSavedSearch(_ name: String) throws -> Bool
  /// Of `showing`, the pets the search `name` has not shown before, in order; with `marking`,
  /// seen from now on.
  func newPets(of name: String, showing: [String], marking: Bool) throws -> [String]
}

extension UserDataStore: SavedSearchStoring {
  @discardableResult public func saveSearch(_ name: String, flags: [String], showing: [String]) throws -> Bool {
    try saveSearch(name, flags: flags, showing: showing, at: Date())
  }

  public func newPets(of name: String, showing: [String], marking: Bool) throws -> [String] {
    try newPets(of: name, showing: showing, marking: marking, at: Date())
  }
}
