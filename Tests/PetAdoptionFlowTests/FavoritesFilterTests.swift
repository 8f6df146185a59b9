import PetAdoptionFlow
import PetCatalog
import PetPresentation
import PetStore
import PetTestSupport
import Testing

@MainActor @Suite struct FavoritesFilterTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 21) ?? CalendarDate.today()

  static func pet(_ id: String, _ name: String, _ species: Species) -> Pet {
    Pet(
      id: id, name: name, species: species, breed: "Mixed", sex: .female,
      birthday: CalendarDate(year: 2022, month: 3, day: 1) ?? today, rarity: .common, image: "pictures/x.svg",
      size: .medium, description: "A good pet.", intakeDate: CalendarDate(year: 2026, month: 1, day: 5) ?? today,
      status: .available)
  }

  let list = PetListViewModel(
    catalog: Catalog(pets: [pet("rex", "Rex", .dog), pet("zoe", "Zoë", .cat), pet("tom", "Tom", .cat)]),
    today: today)

  @Test func countText_onlyFavorites_countsTheFavouritesShown() {
    #expect(list.countText(onlyFavorites: ["zoe", "rex"]) == "2 of 3 pets")
    #expect(list.countText(onlyFavorites: []) == "0 of 3 pets")
    #expect(list.countText(onlyFavorites: ["rex", "zoe", "tom"]) == "3 pets")
    #expect(list.countText(onlyFavorites: ["gone"]) == "0 of 3 pets")
    var cats = list
    cats.filter.species = [.cat]
    #expect(cats.countText(onlyFavorites: ["zoe", "rex"]) == "1 of 3 pets")
  }

  @Test func emptyState_onlyFavorites_whenThereAreNone_saysNoFavouritesYet() {
    #expect(list.emptyTitle(onlyFavorites: []) == "No favourites yet")
    #expect(list.emptyMessage(onlyFavorites: []) == "Click the ☆ on a pet to keep it here.")
    #expect(list.emptyTitle(onlyFavorites: ["gone"]) == "No favourites yet")
  }

  @Test func emptyState_onlyFavorites_whenFiltersHideThem_isTheListsOwn() {
    var dogs = list
    dogs.filter.species = [.dog]
    #expect(dogs.visible(onlyFavorites: ["zoe"]).isEmpty)
    #expect(dogs.emptyTitle(onlyFavorites: ["zoe"]) == "No pets match these filters")
    #expect(dogs.emptyMessage(onlyFavorites: ["zoe"]) == "Clear some filters to see more pets.")
  }

  @Test func unavailableStar_cannotBeClicked_andSaysWhy() {
    let error = UserDataError(
      kind: .readOnly, path: "/data", problem: "the folder for your saved data is read-only",
      advice: "Nothing was changed. Make it writable, or set PET_DATA_DIR to use another folder.")
    let text = FavoritesViewModel.unavailableText(error)
    #expect(
      text
        == "Favourites and adoption inquiries are unavailable: /data: the folder for your saved data is read-only. "
        + "Nothing was changed. Make it writable, or set PET_DATA_DIR to use another folder.")
    #expect(
      FavoriteStar.unavailable(reason: text)
        == FavoriteStar(symbol: "☆", isFavorite: false, isEnabled: false, label: text))
  }
}
