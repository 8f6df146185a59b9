import Foundation
import PetAdoptionFlow
import PetCatalog
import PetPresentation
import PetStore
import Synchronization

/// Everything the browser window shows, as one value. Inputs change it only through
/// `PetBrowserViewModel.update(_:)`, which compares it before and after to work out what to
/// redraw; every output is a read of it. The rules that must hold between its parts (the
/// selected row and the rows, the message bar and the pet it is about, the undo offer and the
/// removal it undoes) are kept by the small values below, each in one place.
struct BrowserState {
  /// The list as last answered: filter, sort order and the matching pets.
  var list: PetListViewModel
  /// What the person asked for last, and which answer is shown.
  var query: QueryProgress
  /// The catalogue indices of the rows shown, in order, and which of them is selected.
  var rows: RowSelection
  /// Whether only favourites are listed (the Favourites toggle).
  var onlyFavorites = false
  /// The pet asked for by its id (`--select`, the pet of last time) while the list showed only
  /// its first page, without it: selected when the whole answer shows, if it is among it.
  var selectWhenWhole: String?
  /// The favourites the rows were chosen with, so a change that does not move rows only redraws.
  var rowsFavoriteIDs: Set<String> = []
  /// Which stars changed last: one pet's, or every one (`nil`), counted so each change redraws.
  var starChange = StarChange(petID: nil, count: 0)
  /// Counts the changes to the selected pet's star. The stars live in `FavoritesViewModel`, which
  /// has changed by the time it says so, so the card cannot tell by comparing its star.
  var cardStarChanges = 0
  /// What the message bar says, and why.
  var messageBar: MessageBar = .hidden
  /// The removal of a star that the notification offers to undo.
  var undo = UndoOffer()
  /// The panes of a narrow window, and the list's columns.
  var panes = Panes()
  /// The catalogue shown: where it is, how reading it went, the problems view.
  var catalogue: CatalogState
  /// What the person has asked the shelter before.
  var inquiryHistory: InquiryHistory
  /// The adoption form, while it is open.
  var inquiryForm: InquiryFormViewModel?
  /// The photo the card shows of the pet `petID`; another pet's card starts at its first.
  var photo: (petID: String?, index: Int) = (nil, 0)
  /// Counts the times the view model set the search itself (the empty state's button), so the
  /// search entry shows the new text; typing never changes it.
  var searchSetByModel = 0
  /// The place the list is near, as entered, and what is wrong with it.
  var place = PlaceEntry()
  /// The saved searches, the dialog open about them, and what it says.
  var savedSearches = SavedSearchesState()
  /// The password dialog, while a shared catalogue's server wants a password.
  var password: PasswordDialogState?
  /// The Write to the Shelter dialog, while it is open.
  var reply: ReplyDialogState?
}

/// The search, filters and sort order asked for last, and which query's answer is shown: a slow
/// answer that a newer query has overtaken is dropped.
struct QueryProgress {
  var asked: ListQuery
  private(set) var number = 0
  private(set) var shownNumber = 0
  /// The query whose first page is shown, while its whole answer is still to come.
  private(set) var pageNumber = 0

  init(_ asked: ListQuery) { self.asked = asked }

  /// Whether an answer is still to come.
  var isRunning: Bool { shownNumber != number }

  /// Asks for `next`; its number, or `nil` when it is what is asked already.
  mutating func begin(_ next: ListQuery) -> Int? {
    guard next != asked else { return nil }
    asked = next
    number += 1
    return number
  }

  /// Asks again for what is asked (the rest of an answer whose first page is shown); its number.
  mutating func again() -> Int {
    number += 1
    return number
  }

  /// Whether the answer to query `number` is newer than the one shown; if so it is shown. The
  /// first page of an answer (`whole` false) shows until its whole answer comes, and the query
  /// still runs (`isRunning`).
  mutating func accept(_ number: Int, whole: Bool = true) -> Bool {
    guard number > shownNumber, number >= pageNumber else { return false }
    pageNumber = number
    if whole { shownNumber = number }
    return true
  }

  /// Drops every answer still to come (another catalogue was opened).
  mutating func dropRunning() {
    number += 1
    shownNumber = number
  }
}

/// The number of the query the list asked last (`QueryProgress.number`), as the threads its
/// queries run on read it: a backing may stop a query a newer one has overtaken (a shared
/// catalogue's, on its server).
final class NewestQuery: Sendable {
  private let number = Mutex(0)

  /// Query `number` is the newest now.
  func set(_ number: Int) { self.number.withLock { $0 = number } }

  /// Whether query `number` is still the newest.
  func isNewest(_ number: Int) -> Bool { self.number.withLock { $0 == number } }
}

/// The rows shown and the selected one, kept in step: the selected pet's id and its position
/// among the rows change together, or not at all.
struct RowSelection {
  /// The catalogue indices of the rows shown, in order.
  private(set) var indices: [Int] = []
  /// Counts the times the rows were chosen, or the view model moved the selection, so the list
  /// is redrawn after each; a row the person selects is already selected on screen.
  private(set) var revision = 0
  /// The id of the pet whose card is shown.
  private(set) var petID: String?
  /// Where `petID` is among the rows (a search of 100,000 rows for an id costs milliseconds,
  /// and every output of the card needs it).
  private(set) var position: Int?

  /// The catalogue index of the selected row's pet.
  var selectedIndex: Int? { position.map { indices[$0] } }

  /// Shows `indices`, keeping the selected pet if it is among them, else selecting the first.
  /// `id` gives the id of the pet at a catalogue index, `nil` past the catalogue's end.
  mutating func show(_ indices: [Int], idAt id: (Int) -> String?) {
    let selected = selectedIndex
    if let selected, let petID, id(selected) == petID {
      // The same catalogue: its index names the pet, and a store need not read every pet shown
      // to find it.
      show(indices, at: indices.firstIndex(of: selected), idAt: id)
    } else {
      show(indices, at: petID.flatMap { wanted in indices.firstIndex { id($0) == wanted } }, idAt: id)
    }
  }

  /// Shows `indices` of a catalogue read again, keeping the selected pet where it is now
  /// `selected` (asked of the catalogue by its id, not looked for among the rows), else
  /// selecting the first.
  mutating func show(_ indices: [Int], keeping selected: Int?, idAt id: (Int) -> String?) {
    show(indices, at: selected.flatMap { indices.firstIndex(of: $0) }, idAt: id)
  }

  /// Shows `indices` with the selected pet at `position` among them, or the first when it is
  /// not among them.
  private mutating func show(_ indices: [Int], at position: Int?, idAt id: (Int) -> String?) {
    self.indices = indices
    revision += 1
    self.position = position
    if position == nil {
      self.position = indices.isEmpty ? nil : 0
      petID = indices.first.flatMap(id)
    }
  }

  /// Selects the row at `row`, whose pet is `id`: the person did (`byModel` false), or the
  /// view model did and the list must show it.
  mutating func select(_ row: Int, id: String, byModel: Bool) {
    position = row
    petID = id
    if byModel { revision += 1 }
  }

  /// Forgets the selection (another catalogue: its first pet is selected next).
  mutating func clear() {
    petID = nil
    position = nil
  }
}

/// The stars that changed last: one pet's, or every one when `petID` is `nil`.
struct StarChange: Equatable {
  var petID: String?
  var count: Int
}

/// What the message bar says. Each case says why, so the bar is hidden again for the right
/// reason, never by comparing the text a person reads.
enum MessageBar: Equatable {
  /// Nothing to say.
  case hidden
  /// The user data could not be opened: stars and inquiries are off for this session.
  case userDataUnavailable(String)
  /// Saving `petID`'s star failed.
  case saveFailed(petID: String, text: String)
  /// The stars could not be read again.
  case favoritesUnreadable(String)

  /// The text for the bar, or `nil` while it is hidden.
  var text: String? {
    switch self {
    case .hidden: nil
    case .userDataUnavailable(let text), .saveFailed(_, let text), .favoritesUnreadable(let text): text
    }
  }

  /// The bar after the stars of `petID` (or every star, `nil`) changed in `favorites`: a failed
  /// save or read shows; a failure that no longer applies (tried again, saved since, read again
  /// without trouble) goes.
  @MainActor mutating func follow(starsOf petID: String?, in favorites: FavoritesViewModel) {
    if let petID, case .failed(let text) = favorites.state(of: petID) {
      self = .saveFailed(petID: petID, text: text)
    } else if petID == nil, let text = favorites.loadErrorMessage {
      self = .favoritesUnreadable(text)
    } else if case .favoritesUnreadable = self, petID == nil {
      self = .hidden
    } else if case .saveFailed(let shown, _) = self, petID == shown || petID == nil {
      if case .failed = favorites.state(of: shown) { return }
      self = .hidden
    }
  }
}

/// The notification that offers to undo the removal of a star, and the removals under way
/// that may lead to one.
struct UndoOffer {
  /// Pets whose star the person is removing, so the removal can be announced once saved.
  var removing: Set<String> = []
  /// The pet whose removal the notification offers to undo, and its name.
  private(set) var offered: (petID: String, name: String)?

  /// `petID`'s star changed in `favorites`: a removal that was saved is offered for undoing.
  /// `name` is the pet's, or `nil` when it is not in the catalogue shown.
  @MainActor mutating func follow(starOf petID: String, name: String?, in favorites: FavoritesViewModel) {
    guard removing.contains(petID), favorites.state(of: petID) != .saving(isFavorite: false) else { return }
    removing.remove(petID)
    if favorites.state(of: petID) == .saved, let name { offered = (petID, name) }
  }

  /// The offer is taken or closed.
  mutating func withdraw() { offered = nil }

  /// Another catalogue: nothing of the old one is offered or awaited.
  mutating func reset() { self = UndoOffer() }
}

/// A narrow window's panes, and how wide the list is.
struct Panes: Equatable {
  /// Whether the window is too narrow for the list and the card side by side, so it shows one.
  var isFolded = false
  /// Whether the list is too narrow to show every column.
  var isListNarrow = false
  /// The pane the window shows while folded: the list, or the selected pet's card.
  var visiblePane: BrowserPane = .list
  /// Whether a folded window shows the filters above its list (the Filters toggle).
  var filtersRevealed = false
  /// Whether the window, once it folds, shows the selected pet's card rather than the list: a
  /// pet asked for by name (`openPet(id:)`) before the first allocation said how wide it is.
  var opensCardOnFold = false
}

/// The catalogue shown and how reading it went.
struct CatalogState {
  /// What the window says about it: the bar, the problems, the error page.
  var status: CatalogStatus
  /// What it is, or `nil` when built in memory.
  var source: CatalogSource?
  /// Its path or address, or `nil` when built in memory.
  var path: String? { source?.argument }
  /// Which catalogue it is to the stars, inquiries, drafts and the window's saved state.
  var key: CatalogKey?
  /// Counts the catalogues opened, so the header follows each.
  var revision = 0
  /// Whether the problems view is open.
  var showsProblems = false
  /// Counts Open…s, so a slow read that a newer Open… overtook is dropped.
  var openNumber = 0
  /// Whether an Open… is being read.
  var isOpening = false
  /// Whether what is listed is a large file's first pets, shown while the whole file is read.
  var isPreview = false
}
