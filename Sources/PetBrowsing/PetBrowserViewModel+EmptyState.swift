import PetAdoptionFlow
import PetLocalization
import PetPresentation

/// Why the list is empty: each reason has its own words, icon and button, and is decided from
/// the state, never from the words shown.
enum EmptyReason: Equatable {
  /// The catalogue has no pets at all: nothing to clear.
  case emptyCatalogue
  /// Only favourites are listed, and none of this catalogue's pets is one.
  case noFavoritesYet
  /// Only favourites are listed, and none of them matches the search and filters.
  case noFavoriteMatches(clears: ClearAction?)
  /// No pet matches the search and filters.
  case noMatches(clears: ClearAction?)
}

/// What the empty state's button clears.
enum ClearAction: Equatable {
  case search, filters, searchAndFilters
}

extension PetBrowserViewModel {
  /// The empty state, or `nil` while pets are listed.
  public var emptyState: EmptyState? {
    guard let reason = emptyReason else { return nil }
    let list = state.list
    switch reason {
    case .emptyCatalogue:
      return EmptyState(title: list.emptyTitle, message: list.emptyMessage, iconName: "folder-open-symbolic")
    case .noFavoritesYet:
      return EmptyState(
        title: FavoritesViewModel.noFavoritesTitle, message: FavoritesViewModel.noFavoritesMessage,
        iconName: "starred-symbolic", actionTitle: Self.showAllPetsTitle)
    case .noFavoriteMatches(let clears):
      return EmptyState(
        title: list.emptyTitle, message: list.emptyMessage, iconName: "system-search-symbolic",
        actionTitle: clears?.title)
    case .noMatches(let clears):
      return EmptyState(
        title: list.emptyTitle, message: list.emptyMessage, iconName: "system-search-symbolic",
        actionTitle: clears?.title)
    }
  }

  /// Why no pet is listed, or `nil` while pets are (or the error page shows instead).
  var emptyReason: EmptyReason? {
    guard state.rows.indices.isEmpty, state.catalogue.status.errorPage == nil else { return nil }
    // An empty catalogue says so, favourites or not: there is no ☆ to click.
    guard state.list.catalog.petCount > 0 else { return .emptyCatalogue }
    guard state.onlyFavorites else { return .noMatches(clears: clearAction) }
    let hasFavorite: Bool
    if readsAway {
      // Not said while the favourites are read (until their rows are chosen): the rows are
      // blank meanwhile.
      guard !favoritesBeingRead, let starred = starredAtHand(favoriteIDs) else { return nil }
      hasFavorite = !starred.isEmpty
    } else {
      hasFavorite = state.list.hasFavorite(in: favoriteIDs)
    }
    return hasFavorite ? .noFavoriteMatches(clears: clearAction) : .noFavoritesYet
  }

  /// The text for the empty state's button when only favourites are listed and there are none.
  // TRANSLATORS: the button under "No favourites yet": lists every pet again.
  public nonisolated static var showAllPetsTitle: String { tr("Show all pets") }

  /// What the empty state's button clears: the search, the filters the person chose (the window
  /// started with others), or both; `nil` when neither is set.
  private var clearAction: ClearAction? {
    var filters = state.query.asked.filter
    filters.search = ""
    let searched = !state.query.asked.filter.search.trimmingCharacters(in: .whitespaces).isEmpty
    switch (searched, filters != startFilter) {
    case (true, true): return .searchAndFilters
    case (true, false): return .search
    case (false, true): return .filters
    case (false, false): return nil
    }
  }

  /// The empty state's button was clicked: shows every pet again (the search and the filters
  /// back as the window started, or the Favourites toggle released).
  public func emptyStateActionTapped() {
    guard let reason = emptyReason else { return }
    update {
      if reason == .noFavoritesYet {
        favoritesToggled(false)
        return
      }
      if !state.query.asked.filter.search.isEmpty { state.searchSetByModel += 1 }
      var next = state.query.asked
      next.filter = startFilter
      run(next)
    }
  }
}

extension ClearAction {
  /// The text for the empty state's button.
  var title: String {
    switch self {
    // TRANSLATORS: the button under "No pets match…".
    case .searchAndFilters: tr("Clear the search and filters")
    // TRANSLATORS: the button under "No pets match…".
    case .search: tr("Clear the search")
    // TRANSLATORS: the button under "No pets match…".
    case .filters: tr("Clear the filters")
    }
  }
}
