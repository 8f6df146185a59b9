import Foundation
import GRDB
import PetLocalization

/// A pet someone starred, and when.
public struct Favorite: Codable, Equatable, Sendable {
  /// The pet's id in the catalogue.
  public var petID: String
  public var addedAt: Date

  public init(petID: String, addedAt: Date) {
    self.petID = petID
    self.addedAt = addedAt
  }
}

extension Favorite: FetchableRecord, TableRecord {
  public static let databaseTableName = "favorite"
}

extension UserDataStore {
  /// Every favourite of this store's catalogue, oldest first.
  public func favorites() throws -> [Favorite] {
    try read(tr("cannot read the favourites")) { db in
      try Favorite.filter(Column("catalogue") == catalogue.text).order(Column("addedAt"), Column("petID")).fetchAll(db)
    }
  }

  /// The ids of every favourite pet.
  public func favoriteIDs() throws -> Set<String> {
    try read(tr("cannot read the favourites")) { db in
      try String.fetchSet(db, sql: "SELECT petID FROM favorite WHERE catalogue = ?", arguments: [catalogue.text])
    }
  }

  /// Stars `petID`; `false` when it was already a favourite (its date is kept).
  @discardableResult
  public func addFavorite(_ petID: String, at date: Date = Date()) throws -> Bool {
    try write(trf(tr("cannot save the favourite %1$@"), petID)) { db in
      try db.execute(
        sql: """
          INSERT INTO favorite (catalogue, petID, addedAt) VALUES (?, ?, ?)
          ON CONFLICT(catalogue, petID) DO NOTHING
          """,
        arguments: [catalogue.text, petID, date])
      return db.changesCount > 0
    }
  }

  /// Unstars `petID`; `false` when it was not a favourite.
  @discardableResult
  public func removeFavorite(_ petID: String) throws -> Bool {
    try write(trf(tr("cannot remove the favourite %1$@"), petID)) { db in
      try db.execute(
        sql: "DELETE FROM favorite WHERE catalogue = ? AND petID = ?", arguments: [catalogue.text, petID])
      return db.changesCount > 0
    }
  }

  /// Stars or unstars `petID`.
  public func setFavorite(_ petID: String, _ isFavorite: Bool, at date: Date = Date()) throws {
    if isFavorite {
      try addFavorite(petID, at: date)
    } else {
      try removeFavorite(petID)
    }
  }
}
