import ArgumentParser
import Foundation
import PetAdoptionFlow
import PetCatalog
import PetCatalogStore
import PetLiveClients
import PetLocalization
import PetPresentation
import PetStore

/// The user-data database, for commands: opening it, and turning its errors
/// into a message and exit status 73 (cannot create or write) or 74 (I/O).
enum UserData {
  /// Opens the database where `$PET_DATA_DIR`, `$XDG_DATA_HOME` or `~/.local/share` says, for
  /// the stars and inquiries of the catalogue `options` name.
  static func open(_ options: CatalogOptions) throws -> UserDataStore {
    guard let source = options.source else { return try open() }
    return try run { try UserDataStore.forCatalogue(source) }
  }

  /// Opens the database for what is not kept per catalogue (an inquiry by its number).
  static func open() throws -> UserDataStore {
    try run { try UserDataStore(location: .current) }
  }

  /// Runs `body`, reporting a storage error and exiting with its status.
  static func run<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as UserDataError {
      Terminal.error(error.description)
      throw ExitCode(error.exitCode)
    }
  }
}

/// The `--favorites` filter shared by `list` and `show`.
struct FavoritesOption: ParsableArguments {
  @Flag(name: .customLong("favorites"), help: ArgumentHelp(tr("Only pets starred as favourites.")))
  var only = false

  /// The list's rows, keeping only favourites when asked.
  func rows(of list: PetListViewModel, in catalogue: CatalogOptions) throws -> [PetViewModel] {
    guard let favorites = try ids(in: catalogue) else { return list.rows }
    return list.rows(onlyFavorites: favorites)
  }

  /// The starred pets' ids when only they are asked for; `nil` when every pet is.
  func ids(in catalogue: CatalogOptions) throws -> Set<String>? {
    guard only else { return nil }
    return try UserData.run { try UserData.open(catalogue).favoriteIDs() }
  }
}
