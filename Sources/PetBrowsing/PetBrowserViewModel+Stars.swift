import PetAdoptionFlow
import PetCatalog

/// Stars: clicking them, what a save that failed says in the message bar, and the notification
/// that offers to undo a removal.
extension PetBrowserViewModel {
  /// The star in the row at `row` was clicked.
  public func starActivated(row: Int) {
    guard let favorites, state.rows.indices.indices.contains(row) else { return }
    let pet = state.list.catalog.pet(at: state.rows.indices[row])
    update { toggle(pet, in: favorites) }
  }

  /// The card's star was clicked, or Ctrl+D pressed: stars or unstars the selected pet.
  public func selectedStarActivated() {
    guard let favorites, let pet = selectedPetModel else { return }
    update { toggle(pet, in: favorites) }
  }

  /// The window was brought to the front: another program (petcards) may have starred pets.
  public func windowActivated() {
    favorites?.reload()
  }

  /// The person closed the message bar.
  public func messageClosed() {
    let bar = state.messageBar
    update { state.messageBar = .hidden }
    if case .saveFailed(let petID, _) = bar { favorites?.dismissError(petID: petID) }
  }

  /// The notification's button was clicked: Undo stars the pet again; Saved Searches… lists
  /// them.
  public func notificationActionTapped() {
    if state.undo.offered == nil, state.savedSearches.notice != nil {
      update { state.savedSearches.notice = nil }
      savedSearchesTapped()
      return
    }
    guard let offer = state.undo.offered, let favorites, let pet = pet(withID: offer.petID) else { return }
    update {
      state.undo.withdraw()
      favorites.toggle(petID: pet.id, name: pet.shownName)
    }
  }

  /// The notification was closed (its close button, or it timed out).
  public func notificationClosed() {
    guard state.undo.offered != nil || state.savedSearches.notice != nil else { return }
    update {
      if state.undo.offered != nil { state.undo.withdraw() } else { state.savedSearches.notice = nil }
    }
  }

  /// Stars or unstars `pet`, remembering a removal so that it can be announced with Undo.
  private func toggle(_ pet: Pet, in favorites: FavoritesViewModel) {
    let removes = favorites.isFavorite(pet.id)
    if favorites.toggle(petID: pet.id, name: pet.shownName), removes { state.undo.removing.insert(pet.id) }
  }

  /// The stars of `petID` (or every star, `nil`) changed: the rows, the card, the undo offer
  /// and the message bar follow.
  func favoritesChanged(_ petID: String?) {
    guard let favorites else { return }
    update {
      if state.onlyFavorites && favorites.favoriteIDs != state.rowsFavoriteIDs {
        refreshRows()
      } else {
        state.starChange = StarChange(petID: petID, count: state.starChange.count + 1)
      }
      if petID == nil || petID == state.rows.petID { state.cardStarChanges += 1 }
      if let petID {
        let name = state.undo.removing.contains(petID) ? pet(withID: petID)?.shownName : nil
        state.undo.follow(starOf: petID, name: name, in: favorites)
      }
      state.messageBar.follow(starsOf: petID, in: favorites)
    }
  }
}
