import Foundation
import PetAdoptionFlow
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// The outputs: every one a read of the state.
extension PetBrowserViewModel {
  /// The text for the window's title, `Pet Browser`, or the pet's name, e.g. `Stuart`, while a
  /// folded window shows its card (as GNOME's adaptive apps title the item shown). GTK keeps a
  /// window's title and its header bar's title the same, so the shelter's name goes in the
  /// subtitle, not in the title.
  public var windowTitle: String { headerTitle }
  /// The text for the header bar's title: `Pet Browser`, or the pet's name over a folded
  /// window's card.
  public var headerTitle: String {
    showsBackButton ? selectedPet?.name ?? BrowserTexts.appName : BrowserTexts.appName
  }
  /// The text for the header bar's subtitle: the shelter's name and which file is open, e.g.
  /// `Riverbend Animal Shelter — pets.json`, either alone when the other is not known, or `nil`.
  public var headerSubtitle: String? {
    let shelter = state.list.catalog.shelter.flatMap {
      $0.isEmpty ? nil : DisplayText.clipped($0, to: DisplayText.readableNameLength)
    }
    let file = state.catalogue.source?.shownName
    switch (shelter, file) {
    // TRANSLATORS: the header bar's subtitle; %1$@ is the shelter's name, %2$@ the catalogue's file name.
    case (let shelter?, let file?): return trf(tr("%1$@ — %2$@"), shelter, file)
    case (let shelter?, nil): return shelter
    case (nil, let file?): return file
    case (nil, nil): return nil
    }
  }

  /// The folder the catalogue's pictures are found in.
  public var pictureFolder: String? { state.list.context.imageDirectory }

  /// The day ages are counted to.
  public var today: CalendarDate { state.list.context.today }

  /// The search as last typed.
  public var searchText: String { state.query.asked.filter.search }

  /// The search, filters and sort order asked for last.
  public var listQuery: ListQuery { state.query.asked }

  /// The drop-downs: the filters, then the sort order; with a Shelter filter before Within
  /// (and the place entry) when several shelters share the catalogue.
  public var choices: [BrowserChoice] {
    var choices = BrowserChoice.all
    let shelters = state.list.catalog.listedShelters
    if shelters.count > 1, let within = choices.firstIndex(where: { $0.kind == .within }) {
      choices.insert(.shelter(shelters), at: within)
    }
    return choices
  }
  /// The item each drop-down shows, by kind.
  public func selectedItem(of kind: BrowserChoice.Kind) -> Int {
    choices.first { $0.kind == kind }?.selectedItem(in: state.query.asked) ?? 0
  }

  /// The list column whose header shows the sort indicator, or `nil`.
  public var sortedColumn: String? { state.query.asked.sortOrder.column }

  /// Whether the list is sorted the other way (Z to A, oldest, highest fee first): the sorted
  /// column's arrow points up.
  public var sortIsReversed: Bool { state.query.asked.sortOrder.isReversed }

  /// Whether only favourites are listed (the Favourites toggle).
  public var onlyFavorites: Bool { state.onlyFavorites }

  /// The text for the count label, e.g. `3 of 27 pets`.
  public var countText: String {
    guard state.onlyFavorites else { return state.list.countText }
    guard readsAway else { return state.list.countText(onlyFavorites: favoriteIDs) }
    return state.list.countText(onlyStarred: starredAtHand(favoriteIDs) ?? [])
  }

  /// How many rows the list shows.
  public var rowCount: Int { state.rows.indices.count }

  /// How many rows the list holds once its whole answer is in: `rowCount`, or the count of an
  /// answer whose first page alone is shown yet (its rows, while they are not counted).
  public var answerRowCount: Int { state.onlyFavorites ? rowCount : state.list.answerCount ?? rowCount }

  /// Whether the list holds its whole answer, not only its first page while the rest is asked.
  public var holdsWholeAnswer: Bool { state.list.isWhole }

  /// The row at `position`.
  public func row(at position: Int) -> PetRowViewModel {
    row(of: state.list.catalog.pet(at: state.rows.indices[position]))
  }

  private func row(of pet: Pet) -> PetRowViewModel {
    let model = PetViewModel(pet: pet, context: state.list.context)
    return PetRowViewModel(
      imagePath: model.image.path, imageFolder: model.image.folder, name: model.name, species: model.speciesText,
      age: model.ageText, fee: model.adoptionFeeText, star: star(for: pet),
      status: pet.status == .available ? nil : model.statusText, distance: model.distanceCellText)
  }

  /// The row at `position` as a window's main thread draws it: without a wait on a server.
  /// A row whose pet a shared catalogue has not sent yet is blank, its pet read on another
  /// thread; once it is, `.rowsRead` says to draw the rows again (issue 40, point 5: scrolling
  /// on a paused server froze the window).
  public func rowAtHand(at position: Int) -> PetRowViewModel {
    guard state.list.catalog.backing?.isRemote == true else { return row(at: position) }
    let main = configuration.main
    let read: @Sendable () -> Void = { [weak self] in
      main.schedule { MainActor.assumeIsolated { self?.rowRead() } }
    }
    guard let pet = state.list.catalog.petAtHand(at: state.rows.indices[position], whenRead: read) else {
      rowsBeingRead += 1
      return .beingRead
    }
    return row(of: pet)
  }

  /// Whether rows are drawn blank while their pets are read.
  public var isReadingRows: Bool { rowsBeingRead > 0 }

  /// Whether favourites and pets asked for by id are found without a wait on the main thread:
  /// a shared catalogue's, once the window's start is answered (`answeringAtOnce`). Turning
  /// Favourites on asked the server on the main thread, three times a refresh (issue 40,
  /// point 5).
  var readsAway: Bool { state.list.catalog.backing?.isRemote == true && !answersAtOnce }

  /// The indices of the pets with `ids` when at hand; else `nil`, and they are read on the
  /// backing's thread, the rows chosen again once they are (blank meanwhile, `isReadingRows`).
  func starredAtHand(_ ids: Set<String>) -> Set<Int>? {
    guard let backing = state.list.catalog.backing else { return nil }
    let main = configuration.main
    let found = backing.indicesAtHand(ofPetsWithIDs: ids) { [weak self] in
      main.schedule { MainActor.assumeIsolated { self?.starredRead() } }
    }
    if found == nil, !favoritesBeingRead {
      favoritesBeingRead = true
      rowsBeingRead += 1
    }
    return found
  }

  private func starredRead() {
    guard favoritesBeingRead else { return }
    favoritesBeingRead = false
    rowsBeingRead -= 1
    update { refreshRows() }
  }

  private func rowRead() {
    rowsBeingRead -= 1
    onChange?(.rowsRead)
  }

  /// Where the pet with `id` is among the rows, if it is shown.
  public func position(ofPetWithID id: String) -> Int? {
    state.list.catalog.index(ofPetWithID: id).flatMap(state.rows.indices.firstIndex(of:))
  }

  /// The row whose pet's card is shown, or `nil`.
  public var selectedRow: Int? { state.rows.position }

  /// The id of the pet whose card is shown.
  public var selectedPetID: String? { state.rows.petID }

  /// The card's view model: the selected pet, or `nil` when none is.
  public var selectedPet: PetViewModel? {
    state.rows.selectedIndex.map {
      PetViewModel(
        pet: state.list.catalog.pet(at: $0), context: state.list.context,
        shelterName: state.list.catalog.shelterName(at: $0), photo: shownPhoto)
    }
  }

  /// Which photo of the selected pet the card shows: the one moved to, else the first.
  var shownPhoto: Int {
    state.photo.petID != nil && state.photo.petID == state.rows.petID ? state.photo.index : 0
  }

  /// The card's star.
  public var cardStar: FavoriteStar? {
    state.rows.selectedIndex.map { star(for: state.list.catalog.pet(at: $0)) }
  }

  /// The card's "Ask to adopt…" button.
  public var askToAdoptButton: ButtonState? {
    guard let pet = selectedPetModel else { return nil }
    let refusal = InquiryEligibility.refusal(for: pet)
    return ButtonState(
      text: InquiryFormViewModel.openButtonTitle,
      tooltip: store == nil ? userDataProblem ?? "" : InquiryEligibility.buttonLabel(for: pet),
      isEnabled: store != nil && refusal == nil)
  }

  /// The text under the card's "Ask to adopt…" button, e.g. `You asked about Bandit on November
  /// 21`, or `nil` when the person has not asked about the selected pet.
  public var askedText: String? {
    guard let pet = selectedPetModel else { return nil }
    return state.inquiryHistory.askedText(
      petID: pet.id, petName: pet.shownName, today: state.list.context.today, locale: state.list.context.fees.locale)
  }

  /// Whether the stars can be clicked (not when favourites cannot be saved).
  public var starsEnabled: Bool { favorites != nil }

  /// The text for the message bar, or `nil` while it is hidden.
  public var message: String? { state.messageBar.text }

  /// The notification over the window, e.g. `Removed Zoë from favourites` with `Undo`, or `nil`.
  /// After a search is saved, `Saved “Beagles”: 3 pets match now.` with `Saved Searches…`.
  public var notification: InAppNotification? {
    if let offer = state.undo.offered {
      return InAppNotification(
        // TRANSLATORS: the notification after a star is removed; %1$@ is the pet's name.
        text: trf(tr("Removed %1$@ from favourites"), offer.name),
        // TRANSLATORS: the notification's button; "_" marks the Alt+letter key.
        actionTitle: tr("_Undo"), closeName: tr("Close the notification"))
    }
    return state.savedSearches.notice.map {
      InAppNotification(
        // TRANSLATORS: the notification's button after a search is saved; "_" marks the Alt+letter key.
        text: $0, actionTitle: tr("Sa_ved Searches…"), closeName: tr("Close the notification"))
    }
  }

  /// The adoption form, while it is open.
  public var inquiryForm: InquiryFormViewModel? { state.inquiryForm }

  /// What the window says about its catalogue: the bar, the problems, the error page.
  public var catalogStatus: CatalogStatus { state.catalogue.status }
  /// The path of the catalogue shown (or that could not be read), or `nil` when built in memory.
  public var catalogPath: String? { state.catalogue.path }
  /// Which catalogue is shown, as stars, inquiries, drafts and the window's saved state know
  /// it (its real path), or `nil` for one built in memory.
  public var catalogueKey: CatalogKey? { state.catalogue.key }
  /// Whether the problems view is open.
  public var showsProblems: Bool { state.catalogue.showsProblems }
  /// Whether a catalogue chosen with Open… is being read.
  public var isOpening: Bool { state.catalogue.isOpening }

  /// Whether the pets shown are read from a store a page at a time, rather than held in memory.
  public var isShownFromStore: Bool { state.list.catalog.backing != nil }

  /// Whether a query is still running on the `query` scheduler.
  public var isUpdating: Bool { state.query.isRunning }

  // MARK: Reads the inputs share

  var favoriteIDs: Set<String> { favorites?.favoriteIDs ?? [] }

  /// The selected pet's model, or `nil`.
  var selectedPetModel: Pet? { state.rows.selectedIndex.map { state.list.catalog.pet(at: $0) } }

  /// The pet with `id` in the catalogue shown, or `nil`.
  func pet(withID id: String) -> Pet? {
    let catalog = state.list.catalog
    return catalog.index(ofPetWithID: id).map(catalog.pet(at:))
  }

  func star(for pet: Pet) -> FavoriteStar {
    guard let favorites else { return .unavailable(reason: userDataProblem ?? "") }
    return favorites.star(for: pet.id, name: pet.shownName)
  }
}
