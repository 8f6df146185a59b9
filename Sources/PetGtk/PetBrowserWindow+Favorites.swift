import CPetGtk
import PetAdoptionFlow

/// The favourite stars: one in each row, one on the card, Ctrl+D, and the Favourites filter.
///
/// `FavoritesViewModel` owns each star's state (idle → saving → saved or failed); the window only
/// draws `star(for:name:)` and hands clicks back. A failed save shows its message in the bar above
/// the list until it is closed or the star is tried again.
extension PetBrowserWindow {
  /// The label of the Favourites toggle in the filter row; Alt+F presses it.
  public static let favoritesToggleLabel = "_Favourites"
  /// What screen readers call the toggle.
  public static let favoritesToggleAccessibleName = "Show only favourites"

  func connectFavorites() {
    favoritesToggle = pet_gtk_window_add_toggle(
      window, Self.favoritesToggleLabel, Self.favoritesToggleAccessibleName)
    pet_gtk_window_connect_toggle_changed(
      window, favoritesToggle, callIndex,
      CallbackBox<Int> { [weak self] active in self?.setOnlyFavorites(active != 0) }.retain(), releaseBox)
    pet_gtk_window_connect_star_activated(
      window, callIndex, CallbackBox<Int> { [weak self] row in self?.starActivated(row: row) }.retain(), releaseBox)
    pet_gtk_window_connect_message_closed(
      window, callVoid, CallbackBox<Void> { [weak self] in self?.messageClosed() }.retain(), releaseBox)
    pet_gtk_card_connect_button_clicked(
      card.card, PET_GTK_CARD_BUTTON_FAVORITE, callVoid,
      CallbackBox<Void> { [weak self] in self?.cardStarClicked() }.retain(), releaseBox)
    pet_gtk_card_connect_button_clicked(
      card.card, PET_GTK_CARD_BUTTON_ASK_TO_ADOPT, callVoid,
      CallbackBox<Void> { [weak self] in self?.openInquiryForm() }.retain(), releaseBox)

    guard let favorites else {
      pet_gtk_window_set_stars_sensitive(window, false)
      pet_gtk_window_show_message(window, userDataProblem)
      return
    }
    favorites.onChange = { [weak self] petID in self?.favoritesChanged(petID) }
    // Another program (petcards) may have starred pets while the window was in the background.
    pet_gtk_window_connect_activated(
      window, callVoid, CallbackBox<Void> { [weak self] in self?.favorites?.reload() }.retain(), releaseBox)
  }

  /// How to draw the star of the pet `id`, called `name`.
  func star(for id: String, name: String) -> FavoriteStar {
    guard let favorites else { return .unavailable(reason: userDataProblem ?? "") }
    return favorites.star(for: id, name: name)
  }

  /// Draws the card's star and "Ask to adopt" button for the selected pet.
  func drawCardButtons() {
    guard let id = selectedPetID, let pet = list.catalog.pets.first(where: { $0.id == id }) else { return }
    let star = star(for: id, name: pet.name)
    card.setButton(PET_GTK_CARD_BUTTON_FAVORITE, text: star.symbol, label: star.label, isEnabled: star.isEnabled)
    card.setButton(
      PET_GTK_CARD_BUTTON_ASK_TO_ADOPT, text: InquiryFormViewModel.openButtonTitle,
      label: store == nil ? userDataProblem ?? "" : InquiryFormViewModel.openButtonLabel(petName: pet.name),
      isEnabled: store != nil)
  }

  /// Redraws what a change of `petID`'s star (or of every star, `nil`) affects.
  private func favoritesChanged(_ petID: String?) {
    guard let favorites else { return }
    if rowsAreStale {
      refresh()
    } else if let petID {
      if let row = position(ofPetWithID: petID) { pet_gtk_window_row_changed(window, Int32(row)) }
    } else {
      pet_gtk_window_row_changed(window, -1)
    }
    if petID == nil || petID == selectedPetID { drawCardButtons() }

    if let petID, case .failed(let message) = favorites.state(of: petID) {
      messagePetID = petID
      pet_gtk_window_show_message(window, message)
    } else if petID == nil, let message = favorites.loadErrorMessage {
      messagePetID = nil
      pet_gtk_window_show_message(window, message)
    } else if let shown = messagePetID, petID == shown || petID == nil, !hasFailed(shown) {
      // Tried again, or saved since: the old failure no longer applies.
      messagePetID = nil
      pet_gtk_window_show_message(window, nil)
    }
  }

  private func hasFailed(_ petID: String) -> Bool {
    guard case .failed = favorites?.state(of: petID) else { return false }
    return true
  }

  private func starActivated(row: Int) {
    guard let favorites, row >= 0, row < rows.count else { return }
    let pet = list.catalog.pets[rows[row]]
    favorites.toggle(petID: pet.id, name: pet.name)
  }

  private func cardStarClicked() {
    guard let favorites, let id = selectedPetID, let pet = list.catalog.pets.first(where: { $0.id == id }) else {
      return
    }
    favorites.toggle(petID: pet.id, name: pet.name)
  }

  private func messageClosed() {
    guard let petID = messagePetID else { return }
    messagePetID = nil
    favorites?.dismissError(petID: petID)
  }

  // MARK: Driving the stars (tests use what a person would)

  /// Clicks the star in `row` with the mouse (a button press on its cell); the window must be shown.
  @discardableResult
  public func clickStar(row: Int) -> Bool {
    pet_gtk_window_click_star(window, UInt32(row))
  }

  /// Presses Ctrl+D: stars or unstars the selected pet.
  public func toggleSelectedFavorite() {
    pet_gtk_window_activate_action(window, "toggle-favorite")
  }

  /// Presses or releases the Favourites toggle.
  public func showOnlyFavorites(_ only: Bool) {
    pet_gtk_window_set_toggle_active(window, favoritesToggle, only)
  }

  /// Whether the Favourites toggle is pressed, read back from GTK.
  public var favoritesToggleIsActive: Bool {
    pet_gtk_window_get_toggle_active(window, favoritesToggle)
  }

  /// The message bar's text, or `nil` while it is hidden.
  public var message: String? {
    pet_gtk_window_get_message(window).map { String(cString: $0) }
  }

  /// Closes the message bar with its close button.
  public func closeMessage() {
    pet_gtk_window_close_message(window)
  }
}
