import PetAdoptionFlow
import PetCatalog
import PetPresentation

extension PetBrowserViewModel {
  /// Every text each sized column of the list can show, by the column's name in the window:
  /// e.g. `("fee", ["$50.00", "$75.00", "$150.00", "$500.00"])`; the picture column has no
  /// texts, only its title. The window makes each column as
  /// wide as its widest text in the font it draws with, so no age or fee is cut at any text size.
  ///
  /// Made once per catalogue: one pass over the birthdays for the oldest pet, the rest from the
  /// species, the fee schedule (own fees up to 9,999.00 fit) and the star's symbols.
  public var columnSamples: [(column: String, texts: [String])] {
    let context = state.list.context
    let oldest = state.list.catalog.earliestBirthday
    let maxYears = oldest.map { Age(birthday: $0, on: context.today).years } ?? 0
    let stars = [FavoriteStar.favoriteSymbol, FavoriteStar.notFavoriteSymbol]
    return [
      ("picture", []),
      ("species", Species.allCases.map(\.displayName)),
      ("age", AgeText.everyText(upToYears: maxYears)),
      ("fee", context.fees.everyText),
      ("star", stars + stars.map { $0 + FavoriteStar.pendingSuffix }),
    ]
  }
}
