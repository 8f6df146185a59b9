import PetAdoptionFlow
import PetTestSupport
import Testing

@MainActor @Suite struct FavoritesViewModelTests {
  let store = FakeStore()
  let background = ManualScheduler()
  let main = ManualScheduler()

  func makeViewModel(favorites: Set<String> = []) -> FavoritesViewModel {
    FavoritesViewModel(store: store, favoriteIDs: favorites, background: background, main: main)
  }

  @Test func star_whenIdle_showsSavedStateAndCanBeClicked() {
    let model = makeViewModel(favorites: ["zoe"])
    #expect(
      model.star(for: "stuart", name: "Stuart")
        == FavoriteStar(symbol: "☆", isFavorite: false, isEnabled: true, label: "Add Stuart to favourites"))
    #expect(
      model.star(for: "zoe", name: "Zoë")
        == FavoriteStar(symbol: "★", isFavorite: true, isEnabled: true, label: "Remove Zoë from favourites"))
    #expect(model.state(of: "stuart") == .idle)
  }

  @Test func toggle_whileSaving_showsPendingStarAndRefusesASecondToggle() {
    let model = makeViewModel()
    var changes: [String?] = []
    model.onChange = { changes.append($0) }

    #expect(model.toggle(petID: "stuart", name: "Stuart"))
    #expect(model.state(of: "stuart") == .saving(isFavorite: true))
    #expect(
      model.star(for: "stuart", name: "Stuart")
        == FavoriteStar(symbol: "★…", isFavorite: false, isEnabled: false, label: "Adding Stuart to favourites…"))
    #expect(model.toggle(petID: "stuart", name: "Stuart") == false)
    #expect(changes == ["stuart"])
    #expect(store.calls == [])  // nothing saved until the background runs

    background.runAll()
    #expect(store.calls == ["add stuart"])
    #expect(model.state(of: "stuart") == .saving(isFavorite: true))  // not until the main loop delivers

    main.runAll()
    #expect(model.state(of: "stuart") == .saved)
    #expect(
      model.star(for: "stuart", name: "Stuart")
        == FavoriteStar(symbol: "★", isFavorite: true, isEnabled: true, label: "Remove Stuart from favourites"))
    #expect(model.favoriteIDs == ["stuart"])
    #expect(changes == ["stuart", "stuart"])
  }

  @Test func toggle_whenRemoving_showsPendingEmptyStarThenEmptyStar() {
    let model = makeViewModel(favorites: ["stuart"])
    model.toggle(petID: "stuart", name: "Stuart")
    #expect(
      model.star(for: "stuart", name: "Stuart")
        == FavoriteStar(symbol: "☆…", isFavorite: true, isEnabled: false, label: "Removing Stuart from favourites…"))
    background.runAll()
    main.runAll()
    #expect(model.star(for: "stuart", name: "Stuart").symbol == "☆")
    #expect(model.isFavorite("stuart") == false)
  }

  @Test func toggle_whenSaveFails_returnsToOldStateAndSaysWhy() {
    let model = makeViewModel()
    store.failNext("the disk is full")
    model.toggle(petID: "stuart", name: "Stuart")
    background.runAll()
    main.runAll()
    #expect(model.state(of: "stuart") == .failed(message: "Could not add Stuart to favourites: the disk is full"))
    #expect(
      model.star(for: "stuart", name: "Stuart")
        == FavoriteStar(
          symbol: "☆", isFavorite: false, isEnabled: true, label: "Add Stuart to favourites",
          errorMessage: "Could not add Stuart to favourites: the disk is full"))

    // It can be tried again, and the message goes.
    #expect(model.toggle(petID: "stuart", name: "Stuart"))
    #expect(model.star(for: "stuart", name: "Stuart").errorMessage == nil)
    background.runAll()
    main.runAll()
    #expect(model.star(for: "stuart", name: "Stuart").symbol == "★")
  }

  @Test func toggle_whenRemovalFails_keepsTheStarFull() {
    let model = makeViewModel(favorites: ["zoe"])
    store.failNext("database is locked")
    model.toggle(petID: "zoe", name: "Zoë")
    background.runAll()
    main.runAll()
    #expect(model.star(for: "zoe", name: "Zoë").symbol == "★")
    #expect(
      model.star(for: "zoe", name: "Zoë").errorMessage == "Could not remove Zoë from favourites: database is locked")
    model.dismissError(petID: "zoe")
    #expect(model.state(of: "zoe") == .idle)
  }

  @Test func toggle_otherPetsStayIndependent() {
    let model = makeViewModel()
    model.toggle(petID: "stuart", name: "Stuart")
    #expect(model.star(for: "zoe", name: "Zoë").isEnabled)
    #expect(model.toggle(petID: "zoe", name: "Zoë"))
    background.runAll()
    main.runAll()
    #expect(model.favoriteIDs == ["stuart", "zoe"])
  }

  @Test func reload_readsWhatAnotherProgramSaved() {
    let model = makeViewModel()
    var changes: [String?] = []
    model.onChange = { changes.append($0) }
    try? store.setFavorite("koyuki", true)
    model.reload()
    background.runAll()
    main.runAll()
    #expect(model.favoriteIDs == ["koyuki"])
    // One star changed: it is named. Two at once, or none, are not.
    #expect(changes == ["koyuki"])
    try? store.setFavorite("stuart", true)
    try? store.setFavorite("zoe", true)
    model.reload()
    background.runAll()
    main.runAll()
    model.reload()
    background.runAll()
    main.runAll()
    #expect(changes == ["koyuki", nil])
    store.failNext("no such file")
    model.reload()
    background.runAll()
    main.runAll()
    #expect(model.loadErrorMessage == "Could not load your favourites: no such file")
    #expect(model.favoriteIDs == ["koyuki", "stuart", "zoe"])
    #expect(changes == ["koyuki", nil, nil])
  }

  @Test func emptyState_forTheFavouritesFilter() {
    let model = makeViewModel()
    #expect(model.emptyTitle == "No favourites yet")
    #expect(model.emptyMessage == "Click the ☆ on a pet to keep it here.")
  }
}
