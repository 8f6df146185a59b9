import Foundation
import PetAdoptionFlow
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// Saved searches (issue 44, points 3 and 4): the window's search, filters, place and order kept
/// under a name (Save Search…, Ctrl+S), listed with how many pets each has not shown yet (Saved
/// Searches…, Ctrl+Shift+S), applied or deleted there; kept as the flags `petcards saved` keeps,
/// so each program reads the other's. On a shared catalogue, a pet a shelter publishes that a
/// saved search finds is told as a desktop notification (`Configuration.notify`).
extension PetBrowserViewModel {
  // MARK: Inputs

  /// Save Search… was chosen: the dialog asks for a name, suggesting the search's words.
  public func saveSearchTapped() {
    guard store != nil else { return }
    readSavedSearches()
    update {
      state.savedSearches.dialog = .save
      state.savedSearches.saveName = Self.suggestedName(describe(state.query.asked, place: shownPlace))
      state.savedSearches.problem = nil
    }
  }

  /// The name in the Save Search dialog changed.
  public func saveSearchNameChanged(_ text: String) {
    guard state.savedSearches.dialog == .save, text != state.savedSearches.saveName else { return }
    update { state.savedSearches.saveName = text }
  }

  /// Save was clicked: the search is saved under the name (replacing one of that name), the pets
  /// it finds now seen, so only those listed later are new. The dialog closes when it is saved;
  /// a failure is said in it.
  public func saveSearchConfirmed() {
    guard state.savedSearches.dialog == .save, let store, let name = Self.validName(state.savedSearches.saveName)
    else { return }
    let query = state.query.asked
    let flags = SearchFlags(
      filter: query.filter, place: shownPlace,
      within: shownPlace == nil ? nil : SearchFlags.withinText(query.within, unit: BrowserChoice.distanceUnit),
      sort: query.sortOrder
    ).flags
    let list = state.list
    let main = configuration.main
    let seen = savedSearchMatches
    configuration.background.schedule { [weak self] in
      let result = Result { () throws -> Int in
        let ids = Self.ids(list, query)
        try store.saveSearch(name, flags: flags, showing: ids)
        // What it finds now is not told as new when a shelter publishes.
        _ = seen.replace(name, with: Set(ids))
        return ids.count
      }
      main.schedule {
        MainActor.assumeIsolated { self?.searchSaved(name, flags: flags, result: result) }
      }
    }
  }

  /// The Save Search dialog was cancelled or closed.
  public func saveSearchCancelled() {
    guard state.savedSearches.dialog == .save else { return }
    update { state.savedSearches.dialog = nil }
  }

  /// Saved Searches… was chosen: the dialog lists them, each with how many pets are new.
  public func savedSearchesTapped() {
    guard store != nil else { return }
    update {
      state.savedSearches.dialog = .list
      state.savedSearches.problem = nil
    }
    readSavedSearches()
  }

  /// The Saved Searches dialog was closed.
  public func savedSearchesClosed() {
    guard state.savedSearches.dialog == .list else { return }
    update { state.savedSearches.dialog = nil }
  }

  /// The saved search `name` was chosen: the window shows its search, filters, place and order,
  /// and the pets it finds are no longer new. A place the gazetteer no longer knows is said on
  /// the place entry, as one typed there is.
  public func savedSearchChosen(_ name: String) {
    guard let flags = state.savedSearches.rows.first(where: { $0.name == name })?.flags else { return }
    apply(flags, name: name)
  }

  /// The delete button of the saved search `name` was clicked: it is forgotten.
  public func savedSearchDeleteTapped(_ name: String) {
    guard let store else { return }
    let main = configuration.main
    configuration.background.schedule { [weak self] in
      let result = Result { try store.deleteSavedSearch(name) }
      main.schedule { MainActor.assumeIsolated { self?.savedSearchDeleted(name, result: result) } }
    }
  }

  private func savedSearchDeleted(_ name: String, result: Result<Bool, any Error>) {
    if case .failure(let error) = result {
      update {
        // TRANSLATORS: %1$@ is the saved search's name, %2$@ why it could not be deleted.
        state.savedSearches.problem = trf(tr("“%1$@” was not deleted: %2$@"), DisplayText.cleaned(name), "\(error)")
      }
    }
    readSavedSearches()
  }

  // MARK: Outputs

  /// The dialog open: Save Search, Saved Searches, or none.
  public var savedSearchDialog: SavedSearchDialog? { state.savedSearches.dialog }

  /// The saved searches, by name, as the Saved Searches dialog lists them.
  public var savedSearchRows: [SavedSearchRow] { state.savedSearches.rows }

  /// What the Saved Searches dialog says when there are none.
  public var noSavedSearchesText: String {
    trf(
      // TRANSLATORS: %1$@ is the key of Save Search…, e.g. "Ctrl+S".
      tr("No saved searches yet. Save Search… (%1$@) keeps the search, the filters and the place under a name."),
      BrowserAccelerators.label(BrowserAccelerators.saveSearch))
  }

  /// What went wrong reading, saving or deleting saved searches, said in the open dialog; `nil`.
  public var savedSearchProblem: String? { state.savedSearches.problem }

  /// The name typed in the Save Search dialog.
  public var saveSearchName: String { state.savedSearches.saveName }

  /// The Save Search dialog's Save button: clickable for a name of 1 to 100 characters.
  public var saveSearchButton: ButtonState {
    ButtonState(
      // TRANSLATORS: the Save Search dialog's button; "_" marks the Alt+letter key.
      text: tr("_Save"), tooltip: tr("Save the search under this name"),
      isEnabled: Self.validName(state.savedSearches.saveName) != nil)
  }

  /// What the Save Search dialog says under the name: what saving does, and that it replaces
  /// a saved search of that name.
  public var saveSearchNote: String {
    let name = state.savedSearches.saveName.trimmingCharacters(in: .whitespaces)
    let describes = describe(state.query.asked, place: shownPlace)
    // TRANSLATORS: %1$@ says what the search finds, e.g. "“beagle” · Dog · Near 62704, within 25 mi".
    var lines = [trf(tr("Finds: %1$@."), describes)]
    lines.append(tr("The pets it finds now are not new; those listed later are."))
    if state.savedSearches.rows.contains(where: { $0.name == name }) {
      // TRANSLATORS: %1$@ is the name typed, already a saved search's.
      lines.append(trf(tr("Replaces the saved search “%1$@”."), DisplayText.cleaned(name)))
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Reading the saved searches

  /// Reads the saved searches again, with how many pets each has not shown, off the main thread.
  func readSavedSearches() {
    guard let store else { return }
    state.savedSearches.reading += 1
    let number = state.savedSearches.reading
    let list = state.list
    let lookUp = lookUpQuery
    let main = configuration.main
    configuration.background.schedule { [weak self] in
      let result = Result { () throws -> [SavedSearchRow] in
        try store.savedSearches().map { search in
          let flags = try? SearchFlags(flags: search.flags)
          var new: Int?
          if let flags, case (let query, _, nil) = lookUp(flags) {
            new = try store.newPets(of: search.name, showing: Self.ids(list, query), marking: false).count
          }
          return SavedSearchRow(search: search, flags: flags, new: new)
        }
      }
      main.schedule { MainActor.assumeIsolated { self?.savedSearchesRead(result, number: number) } }
    }
  }

  private func savedSearchesRead(_ result: Result<[SavedSearchRow], any Error>, number: Int) {
    guard number == state.savedSearches.reading else { return }
    let lookUp = lookUpQuery
    update {
      switch result {
      case .success(let rows):
        state.savedSearches.rows = rows.map { row in
          var row = row
          row.filtersText =
            row.flags.map { describe(lookUp($0).query, place: $0.place) }
            ?? tr("These filters no longer read: save the search again")
          return row
        }
      case .failure(let error):
        // TRANSLATORS: %1$@ says why the saved searches could not be read.
        state.savedSearches.problem = trf(tr("The saved searches cannot be read: %1$@"), "\(error)")
      }
    }
  }

  private func searchSaved(_ name: String, flags: [String], result: Result<Int, any Error>) {
    update {
      switch result {
      case .success(let count):
        state.savedSearches.dialog = nil
        state.savedSearches.notice =
          trf(
            // TRANSLATORS: %1$@ is the saved search's name; %2$lld counts the pets it finds now.
            trn("Saved “%1$@”: %2$lld pet matches now.", "Saved “%1$@”: %2$lld pets match now.", count),
            DisplayText.cleaned(name), count)
      case .failure(let error):
        // TRANSLATORS: %1$@ is the saved search's name, %2$@ why it was not saved.
        state.savedSearches.problem = trf(tr("“%1$@” was not saved: %2$@"), DisplayText.cleaned(name), "\(error)")
      }
    }
    readSavedSearches()
  }

  // MARK: Queries of saved searches

  /// The place entered, when the list is near it.
  var shownPlace: String? {
    state.query.asked.filter.near != nil && !state.place.text.isEmpty ? state.place.text : nil
  }

  /// `flags` as the window's query: the place looked up (`Configuration.places`), the radius
  /// the Within step nearest it; the place's text, and what is wrong with it (then the query
  /// is of pets anywhere).
  var lookUpQuery: @Sendable (SearchFlags) -> (query: ListQuery, place: String?, problem: String?) {
    let places = configuration.places
    return { flags in
      var query = ListQuery(filter: flags.filter, sortOrder: flags.sort)
      guard let place = flags.place else {
        if query.sortOrder == .distance { query.sortOrder = .name }
        return (query, nil, nil)
      }
      let unit = BrowserChoice.distanceUnit
      if let kilometres = SearchFlags.kilometres(flags.within ?? "\(BrowserChoice.defaultWithin)", unit: unit) {
        let value = kilometres / unit.kilometres(1)
        query.within =
          BrowserChoice.withinSteps.min { abs($0 - value) < abs($1 - value) } ?? BrowserChoice.defaultWithin
      }
      switch places(place) {
      case .found(let found)?:
        query.near(found.coordinates)
        return (query, place, nil)
      case .notFound?: return (query, place, BrowserTexts.placeNotFound(place))
      case .ambiguous(let names)?: return (query, place, BrowserTexts.placeAmbiguous(place, places: names))
      case nil: return (query, place, BrowserTexts.placesNotInstalled)
      }
    }
  }

  func listQuery(_ flags: SearchFlags) -> (ListQuery, String?, String?) {
    let (query, place, problem) = lookUpQuery(flags)
    return (query.keepingShelters(of: state.list.catalog), place, problem)
  }

  /// The ids of the pets `query` finds in `list`'s catalogue, in the catalogue's order (pages
  /// read in turn). Off the main thread: it may ask a server.
  nonisolated static func ids(_ list: PetListViewModel, _ query: ListQuery) -> [String] {
    guard let answer = list.answering(query.filter, sortOrder: .name, isWanted: { true }) else { return [] }
    return answer.visible.sorted().map { answer.catalog.pet(at: $0).id }
  }

  /// What `query` finds, in the window's words: `“beagle” · Dog · Young · Near 62704, within
  /// 25 mi · Nearest first`; `Every pet that can be adopted` for none.
  func describe(_ query: ListQuery, place: String?) -> String {
    var parts: [String] = []
    if !query.filter.search.isEmpty { parts.append("“\(DisplayText.cleaned(query.filter.search))”") }
    // What Reset shows is not said; "Any" is said with its drop-down's name.
    let start = ListQuery(filter: .browsing(search: ""))
    for choice in choices where choice.kind != .within && choice.kind != .sort {
      let item = choice.selectedItem(in: query)
      if item != choice.selectedItem(in: start), choice.items.indices.contains(item) {
        parts.append(choice.keys[item] == "any" ? "\(choice.shortcutTitle): \(choice.items[item])" : choice.items[item])
      }
    }
    parts += Rarity.allCases.filter(query.filter.rarities.contains).map(\.displayName)
    if let place, query.filter.near != nil {
      parts.append(
        trf(
          // TRANSLATORS: %1$@ is a place as entered, %2$@ a distance, e.g. "25 mi".
          tr("Near %1$@, within %2$@"), DisplayText.cleaned(place),
          BrowserChoice.distanceUnit.text(query.within, locale: Localization.readerLocale)))
    }
    if query.sortOrder != .name { parts.append(query.sortOrder.displayName) }
    return parts.isEmpty ? tr("Every pet that can be adopted") : parts.joined(separator: " · ")
  }

  /// A name for a search described as `text`: the description, cut to 60 characters.
  static func suggestedName(_ text: String) -> String {
    text.count <= 60 ? text : String(text.prefix(59)) + "…"
  }

  /// `text` trimmed, when it is a saved search's name (`SavedSearch.name`, the rule `petcards
  /// saved` asks too); `nil` when it is not.
  static func validName(_ text: String) -> String? {
    try? SavedSearch.name(text).get()
  }
}

/// The saved-search dialog open.
public enum SavedSearchDialog: Equatable, Sendable {
  /// Save Search: a name for the search shown.
  case save
  /// Saved Searches: the list of them.
  case list
}

/// A saved search as the Saved Searches dialog lists it.
public struct SavedSearchRow: Equatable, Sendable {
  /// Its name, e.g. `Beagles near home`.
  public var name: String
  /// How many pets it finds that it has not shown, e.g. `3 new since Tuesday`.
  public var newText: String
  /// What it finds, e.g. `“beagle” · Dog · Near 62704, within 25 mi`.
  public var filtersText = ""
  /// What screen readers say for its delete button, e.g. `Delete the saved search “Beagles”`.
  public var deleteName: String
  /// How many pets are new, or `nil` when they cannot be counted (a place no longer known).
  public var newCount: Int?
  /// The flags as they read, or `nil` when they no longer do.
  var flags: SearchFlags?

  init(search: SavedSearch, flags: SearchFlags?, new: Int?, now: Date = Date()) {
    name = search.name
    self.flags = flags
    newCount = new
    let since = SavedSearchRow.since(search.checkedAt, now: now)
    newText =
      new.map {
        $0 == 0
          // TRANSLATORS: %1$@ says when the saved search was last asked, e.g. "Tuesday".
          ? trf(tr("Nothing new since %1$@"), since)
          // TRANSLATORS: %1$lld counts the new pets; %2$@ says when the search was last asked, e.g. "Tuesday".
          : trf(trn("%1$lld new since %2$@", "%1$lld new since %2$@", $0), $0, since)
      } ?? tr("Cannot be counted")
    // TRANSLATORS: a button's accessible name; %1$@ is the saved search's name.
    deleteName = trf(tr("Delete the saved search “%1$@”"), DisplayText.cleaned(search.name))
  }

  /// `date` as a person says how long ago it was, from `now`: `earlier today`, `yesterday`,
  /// a weekday within the week (`Tuesday`), else the date (`Nov 3, 2026`).
  public static func since(_ date: Date, now: Date = Date()) -> String {
    let calendar = Calendar.current
    let days =
      calendar.dateComponents([.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now))
      .day ?? 0
    let locale = Localization.readerLocale
    switch days {
    // TRANSLATORS: how long ago a saved search was last asked: "3 new since earlier today".
    case ...0: return tr("earlier today")
    // TRANSLATORS: how long ago a saved search was last asked: "3 new since yesterday".
    case 1: return tr("yesterday")
    case 2...6: return date.formatted(Date.FormatStyle(locale: locale).weekday(.wide))
    default: return date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale))
    }
  }
}

/// The saved searches as the window shows them.
struct SavedSearchesState: Equatable {
  /// The dialog open, if any.
  var dialog: SavedSearchDialog?
  /// The name typed in the Save Search dialog.
  var saveName = ""
  /// The saved searches as last read.
  var rows: [SavedSearchRow] = []
  /// What went wrong last, said in the open dialog.
  var problem: String?
  /// Counts the readings asked, so an older one's answer is dropped.
  var reading = 0
  /// What the notification over the window says of the search just saved, e.g. `Saved
  /// “Beagles”: 3 pets match now.`; `nil` once closed.
  var notice: String?
}
