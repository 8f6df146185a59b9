import Foundation
import PetAdoptionFlow
import PetCatalog
import PetLocalization
import PetPresentation

/// Told when it happens (issue 44, point 4): while the window shows a shared catalogue, the
/// pets a shelter publishes that a saved search finds are told as desktop notifications. What
/// each search finds is known from the catalogue's first reading (nothing is told of what was
/// listed before the window opened: `petcards saved NAME` says that); a pet found since is told
/// once. Up to `matchesToldOneByOne` pets a search are told one by one, more as one summary,
/// so a shelter re-publishing ten thousand pets is one notification a search.
extension PetBrowserViewModel {
  /// How many new pets of one saved search are told one notification each.
  public nonisolated static let matchesToldOneByOne = 3

  /// The notification's default action was clicked: the window shows the saved search it
  /// names, and the pet's card, when it is one pet's.
  public func desktopNotificationOpened(_ token: String) {
    guard let told = toldMatches[token] else { return }
    guard let flags = told.flags else {
      // An inquiry received: its pet's card.
      if let petID = told.petID { _ = selectPet(id: petID) }
      return
    }
    apply(flags, name: told.search, selecting: told.petID)
  }

  /// Reads what each saved search finds in `list`'s catalogue, off the main thread, and tells
  /// what it finds that it did not before (`telling`); the first reading only learns it.
  func matchSavedSearches(in list: PetListViewModel, telling: Bool) {
    guard let store, list.catalog.backing?.isRemote == true else { return }
    let lookUp = lookUpQuery
    let seen = savedSearchMatches
    let main = configuration.main
    configuration.background.schedule { [weak self] in
      var told: [DesktopNotification] = []
      for search in (try? store.savedSearches()) ?? [] {
        guard let flags = try? SearchFlags(flags: search.flags), case (let query, _, nil) = lookUp(flags),
          let answer = list.answering(query.filter, sortOrder: .name, isWanted: { true })
        else { continue }
        var ids: [String: Int] = [:]
        for index in answer.visible.sorted() { ids[answer.catalog.pet(at: index).id] = index }
        let before = seen.replace(search.name, with: Set(ids.keys))
        guard telling, let before else { continue }
        let new = ids.filter { !before.contains($0.key) }.sorted { $0.value < $1.value }
        guard !new.isEmpty else { continue }
        if new.count <= Self.matchesToldOneByOne {
          told += new.map { _, index in
            DesktopNotification.match(
              PetViewModel(pet: answer.catalog.pet(at: index), context: answer.context), search: search.name,
              flags: flags)
          }
        } else {
          let names = new.prefix(3).map { DisplayText.cleaned(answer.catalog.pet(at: $0.value).shownName) }
          told.append(.summary(count: new.count, names: names, search: search.name, flags: flags))
        }
      }
      guard !told.isEmpty else { return }
      main.schedule { MainActor.assumeIsolated { self?.tell(told) } }
    }
  }

  func tell(_ notifications: [DesktopNotification]) {
    for notification in notifications {
      toldMatches[notification.token] = notification
      onDesktopNotification?(notification)
    }
  }

  /// Shows the saved search `name` (its `flags`): the search, filters, place and order, and
  /// the pet `petID` selected once it is listed.
  func apply(_ flags: SearchFlags, name: String, selecting petID: String? = nil) {
    let (query, place, problem) = listQuery(flags)
    update {
      state.savedSearches.dialog = nil
      if query.filter.search != state.query.asked.filter.search { state.searchSetByModel += 1 }
      state.place = PlaceEntry(text: place ?? "", problem: problem, setByModel: state.place.setByModel + 1)
      if state.onlyFavorites {
        state.onlyFavorites = false
        refreshRows()
      }
      if let petID { state.selectWhenWhole = petID }
      run(query)
      if let petID, state.list.isWhole, state.query.asked == query, let row = position(ofPetWithID: petID) {
        state.selectWhenWhole = nil
        state.rows.select(row, id: petID, byModel: true)
      }
    }
    guard let store else { return }
    let list = state.list
    configuration.background.schedule { [weak self] in
      _ = try? store.newPets(of: name, showing: Self.ids(list, query), marking: true)
      self?.configuration.main.schedule { MainActor.assumeIsolated { self?.readSavedSearches() } }
    }
  }
}

/// A desktop notification the window asks for (GNotification): a pet a saved search finds,
/// or how many.
public struct DesktopNotification: Equatable, Sendable {
  /// Its id: a later one of the same id replaces it (one summary a search).
  public var id: String
  /// The text for its title, e.g. `Biscuit matches “Beagles near home”`.
  public var title: String
  /// The text under it, e.g. `Dog · Beagle · 2 years old · 4.2 mi away`.
  public var body: String
  /// What its default action gives back to `desktopNotificationOpened`.
  public var token: String
  /// The saved search it tells of, and the pet, when it is one.
  public var search: String
  public var petID: String?
  var flags: SearchFlags?

  static func match(_ pet: PetViewModel, search: String, flags: SearchFlags) -> DesktopNotification {
    let name = DisplayText.cleaned(pet.name)
    return DesktopNotification(
      id: "saved-search-match-\(pet.id)",
      // TRANSLATORS: a desktop notification's title; %1$@ is the pet's name, %2$@ the saved search's.
      title: trf(tr("%1$@ matches “%2$@”"), name, DisplayText.cleaned(search)),
      body: ([pet.breedText, pet.ageText] + [pet.distanceText].compactMap { $0 }).map(DisplayText.cleaned)
        .joined(separator: " · "),
      token: "\(search)\u{1F}\(pet.id)", search: search, petID: pet.id, flags: flags)
  }

  /// A shelter's role received `inquiry`: `New inquiry about Stuart`, `From Ada Lovelace`.
  static func inquiry(_ inquiry: ReceivedInquiry) -> DesktopNotification {
    DesktopNotification(
      id: "inquiry-\(inquiry.id)",
      // TRANSLATORS: a desktop notification's title, to a shelter's staff; %1$@ is the pet's name.
      title: trf(tr("New inquiry about %1$@"), DisplayText.cleaned(inquiry.petName)),
      // TRANSLATORS: a desktop notification's text; %1$@ is who sent the inquiry.
      body: trf(tr("From %1$@"), DisplayText.cleaned(inquiry.applicantName)),
      token: "inquiry\u{1F}\(inquiry.id)", search: "", petID: inquiry.petID, flags: nil)
  }

  /// A shelter's role received `count` inquiries at once: one notification, naming the first
  /// pets, which replaces the one before.
  static func inquiries(count: Int, pets: [String]) -> DesktopNotification {
    DesktopNotification(
      id: "inquiries",
      title: trf(
        // TRANSLATORS: a desktop notification's title, to a shelter's staff; %1$lld counts the inquiries.
        trn("%1$lld new inquiry", "%1$lld new inquiries", count), count),
      body: trf(
        // TRANSLATORS: a desktop notification's text; %1$@ names the first few pets, %2$lld counts the others.
        trn("About %1$@ and %2$lld more", "About %1$@ and %2$lld more", count - pets.count),
        pets.joined(separator: ", "), count - pets.count),
      token: "inquiries\u{1F}", search: "", petID: nil, flags: nil)
  }

  static func summary(count: Int, names: [String], search: String, flags: SearchFlags) -> DesktopNotification {
    DesktopNotification(
      id: "saved-search-\(search)",
      title: trf(
        // TRANSLATORS: a desktop notification's title; %1$lld counts the new pets, %2$@ is the saved search's name.
        trn("%1$lld new pet matches “%2$@”", "%1$lld new pets match “%2$@”", count), count, DisplayText.cleaned(search)),
      body: trf(
        // TRANSLATORS: a desktop notification's text; %1$@ names the first few pets, %2$lld counts the others.
        trn("%1$@ and %2$lld more", "%1$@ and %2$lld more", count - names.count), names.joined(separator: ", "),
        count - names.count),
      token: "\(search)\u{1F}", search: search, petID: nil, flags: flags)
  }
}

/// What each saved search found at the last reading, by name; touched on the serial
/// background scheduler only, and locked all the same.
final class SavedSearchMatches: @unchecked Sendable {
  private let lock = NSLock()
  private var found: [String: Set<String>] = [:]

  /// Keeps `ids` as what `search` finds; what it found before (`nil` the first time), so only
  /// pets found since are new, and one found once is never new again.
  func replace(_ search: String, with ids: Set<String>) -> Set<String>? {
    lock.withLock {
      let before = found[search]
      found[search] = (before ?? []).union(ids)
      return before
    }
  }
}
