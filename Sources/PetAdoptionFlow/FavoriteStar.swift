import PetLocalization

/// Where saving one pet's favourite stands: idle → saving → saved or failed.
public enum FavoriteSaveState: Equatable, Sendable {
  /// Nothing has been saved for this pet since the favourites were loaded.
  case idle
  /// A change to `isFavorite` is being saved; the star cannot be toggled until it is done.
  case saving(isFavorite: Bool)
  /// The last change was saved.
  case saved
  /// The last change was not saved; the star is back as it was, and `message` says why.
  case failed(message: String)
}

/// Everything a view needs to draw one star: the symbol, whether it can be
/// clicked, what a screen reader says, and the error to show beside it.
public struct FavoriteStar: Equatable, Sendable {
  /// The text for the star button: `★` (a favourite), `☆` (not), `★…` or `☆…` while that is being saved.
  public var symbol: String
  /// Whether the pet is a favourite, as far as the database knows.
  public var isFavorite: Bool
  /// Whether clicking the star does anything (not while saving).
  public var isEnabled: Bool
  /// The text for the star's tooltip and accessible name, e.g. `Add Stuart to favourites`.
  public var label: String
  /// The text for the error beside the star after a failed save, else `nil`.
  public var errorMessage: String?

  public static let favoriteSymbol = "★"
  public static let notFavoriteSymbol = "☆"
  public static let pendingSuffix = "…"

  public init(symbol: String, isFavorite: Bool, isEnabled: Bool, label: String, errorMessage: String? = nil) {
    self.symbol = symbol
    self.isFavorite = isFavorite
    self.isEnabled = isEnabled
    self.label = label
    self.errorMessage = errorMessage
  }

  /// A star that cannot be clicked because favourites cannot be saved; `reason` is its tooltip
  /// (see `FavoritesViewModel.unavailableText(_:)`).
  public static func unavailable(reason: String) -> FavoriteStar {
    FavoriteStar(symbol: notFavoriteSymbol, isFavorite: false, isEnabled: false, label: reason)
  }

  /// The star for a pet called `name` that is (or is not) a favourite, in `state`.
  public init(name: String, isFavorite: Bool, state: FavoriteSaveState) {
    self.isFavorite = isFavorite
    switch state {
    case .saving(let target):
      symbol = (target ? Self.favoriteSymbol : Self.notFavoriteSymbol) + Self.pendingSuffix
      isEnabled = false
      label =
        target
        // TRANSLATORS: the star's tooltip while it is being saved; %1$@ is the pet's name.
        ? trf(tr("Adding %1$@ to favourites…"), name) : trf(tr("Removing %1$@ from favourites…"), name)
      errorMessage = nil
    case .idle, .saved, .failed:
      symbol = isFavorite ? Self.favoriteSymbol : Self.notFavoriteSymbol
      isEnabled = true
      // TRANSLATORS: the star's tooltip; %1$@ is the pet's name.
      label = isFavorite ? trf(tr("Remove %1$@ from favourites"), name) : trf(tr("Add %1$@ to favourites"), name)
      if case .failed(let message) = state {
        errorMessage = message
      } else {
        errorMessage = nil
      }
    }
  }
}
