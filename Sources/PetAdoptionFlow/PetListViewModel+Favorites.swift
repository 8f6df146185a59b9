import PetPresentation

extension PetListViewModel {
  /// The catalogue indices shown, keeping only pets in `favorites`, in the list's order.
  public func visible(onlyFavorites favorites: Set<String>) -> [Int] {
    if let backing = catalog.backing {
      // Read by id from the store, not a pet at a time.
      return visible(onlyStarred: backing.indices(ofPetsWithIDs: favorites))
    }
    return visible.filter { favorites.contains(catalog.pets[$0].id) }
  }

  /// The catalogue indices shown, keeping only `starred` (the favourites' indices), in the
  /// list's order.
  public func visible(onlyStarred starred: Set<Int>) -> [Int] { visible.filter(starred.contains) }

  /// `countText(onlyFavorites:)` for favourites at `starred`.
  public func countText(onlyStarred starred: Set<Int>) -> String {
    countText(shown: visible(onlyStarred: starred).count)
  }

  /// The view models of the pets shown, keeping only pets in `favorites`, in the list's order.
  public func rows(onlyFavorites favorites: Set<String>) -> [PetViewModel] {
    visible(onlyFavorites: favorites).map { PetViewModel(pet: catalog.pet(at: $0), context: context) }
  }

  /// The text for the count label when only favourites are shown, e.g. `2 of 27 pets`.
  public func countText(onlyFavorites favorites: Set<String>) -> String {
    countText(shown: visible(onlyFavorites: favorites).count)
  }

  /// The title of the empty state when only favourites are shown: `No favourites yet` when no pet
  /// in the catalogue is a favourite, else the list's own (the search or filters hide them).
  public func emptyTitle(onlyFavorites favorites: Set<String>) -> String {
    hasFavorite(in: favorites) ? emptyTitle : FavoritesViewModel.noFavoritesTitle
  }

  /// What to do about it, e.g. `Click the ☆ on a pet to keep it here.`
  public func emptyMessage(onlyFavorites favorites: Set<String>) -> String {
    hasFavorite(in: favorites) ? emptyMessage : FavoritesViewModel.noFavoritesMessage
  }

  /// Whether any pet of this catalogue is among `favorites`.
  public func hasFavorite(in favorites: Set<String>) -> Bool {
    if let backing = catalog.backing { return !backing.indices(ofPetsWithIDs: favorites).isEmpty }
    return catalog.pets.contains { favorites.contains($0.id) }
  }
}
