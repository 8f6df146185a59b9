import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetPresentation
import PetStore

extension WindowSnapshot {
  /// What the window shows for these inputs, with no display: the view model that
  /// `pet-browser --headless --print-window` prints.
  ///
  /// The list is made as `pet-browser` makes it (the search already run), then the inputs are
  /// given in the order the window gives them: the search, each filter and the sort order (left
  /// to right, `filters` holding each one's item position), the Favourites toggle, then the pet
  /// `select` names (`unmatchedPet` is told when the list does not show it). The Shelter filter
  /// is set by `shelter`, a shelter's id or name (`unknownShelter` is told when the catalogue
  /// has none such). Queries and database work run on `DrainedScheduler`s, to completion after
  /// each input, so the text never shows a half-answered query. Fees and counts are formatted
  /// for `locale`. `opening` says which file `catalog` was read from and how that went (the
  /// catalogue bar, the error page).
  @MainActor
  public static func headless(
    catalog: Catalog, today: CalendarDate, search: String?, select: String?, filters: [BrowserChoice.Kind: Int],
    onlyFavorites: Bool, userData: Result<UserDataStore, UserDataError>, backgroundQueryThreshold: Int = 20_000,
    locale: Locale = Locale(identifier: "en_US"), opening: CatalogOpening? = nil, shelter: String? = nil,
    near: String? = nil, unknownShelter: (String) -> Void = { _ in }, unknownPlace: (String) -> Void = { _ in },
    unmatchedPet: (String) -> Void = { _ in },
    canShowPicture: (PetImage) -> Bool = { _ in true }
  ) -> WindowSnapshot {
    let query = DrainedScheduler()
    let background = DrainedScheduler()
    let main = DrainedScheduler()
    var configuration = PetBrowserViewModel.Configuration(main: main)
    configuration.query = query
    configuration.background = background
    configuration.backgroundQueryThreshold = backgroundQueryThreshold
    let list = PetListViewModel(
      catalog: catalog, today: today, locale: locale, filter: .browsing(search: search ?? ""))
    let viewModel = PetBrowserViewModel(
      list: list, userData: userData, configuration: configuration, opening: opening)
    func finish() {
      while query.runNext() || background.runNext() || main.runNext() {}
    }

    if let search { viewModel.searchTextChanged(search) }
    finish()
    for choice in viewModel.choices {
      if choice.kind == .shelter, let shelter {
        if !viewModel.chooseShelter(named: shelter) { unknownShelter(shelter) }
      } else if let item = filters[choice.kind] {
        viewModel.choiceChanged(choice.kind, item: item)
      }
      finish()
    }
    if let near {
      viewModel.placeEntered(near)
      if let problem = viewModel.placeProblem { unknownPlace(problem) }
      finish()
    }
    if let shelter, !viewModel.choices.contains(where: { $0.kind == .shelter }) { unknownShelter(shelter) }
    viewModel.favoritesToggled(onlyFavorites)
    if let select, !viewModel.selectPet(id: select) { unmatchedPet(select) }
    finish()
    return WindowSnapshot(viewModel, canShowPicture: canShowPicture)
  }
}

/// Work queued until the headless window drains it, after each input, on the main thread: the
/// text is printed only once every query, save and result has run.
final class DrainedScheduler: WorkScheduler, @unchecked Sendable {
  private let lock = NSLock()
  private var pending: [@Sendable () -> Void] = []

  func schedule(_ work: @escaping @Sendable () -> Void) {
    lock.withLock { pending.append(work) }
  }

  /// Runs the oldest waiting work; `false` when there was none.
  func runNext() -> Bool {
    let work: (@Sendable () -> Void)? = lock.withLock { pending.isEmpty ? nil : pending.removeFirst() }
    work?()
    return work != nil
  }
}
