import PetPresentation

extension PetListViewModel {
  /// The catalogue indices shown, keeping only pets in `favorites`, in the list's order.
  public func visible(onlyFavorites favorites: Set<String>) -> [Int] {
    visible.filter { favorites.contains(catalog.pets[$0].id) }
  }

  /// The view models of the pets shown, keeping only pets in `favorites`, in the list's order.
  public func rows(onlyFavorites favorites: Set<String>) -> [PetViewModel] {
    visible(onlyFavorites: favorites).map { PetViewModel(pet: catalog.pets[$0], context: context) }
  }
}
