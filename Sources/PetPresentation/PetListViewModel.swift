import Foundation
import PetCatalog
import PetLocalization

/// The state of a searchable, filterable list of pets: what is shown, in what
/// order, and the words around it (the count, the empty state).
///
/// The window and the terminal tool drive the same list: set `filter` or
/// `sortOrder`, then read `visibleCount` and `row(at:)`.
public struct PetListViewModel: Sendable {
  public let index: PetIndex
  /// What its view models are made with; near the filter's place (`PetFilter.near`), so each
  /// pet says how far it is.
  public private(set) var context: PresentationContext
  /// The catalogue indices of the pets shown, in order: all that pass the filter, or the
  /// first of them while the rest is asked (`isWhole`).
  public private(set) var visible: [Int]
  /// What `visible` holds of the pets that pass the filter.
  private var shown = Shown.all

  private enum Shown: Sendable {
    /// Every one.
    case all
    /// The first of them, and how many pass when that is known.
    case firstPage(count: Int?)
  }

  /// What to show. Changing it runs the query again.
  public var filter: PetFilter {
    didSet {
      guard filter != oldValue else { return }
      context.near = filter.near?.center
      refresh(previous: oldValue)
    }
  }

  /// The order to show pets in.
  public var sortOrder: PetSortOrder {
    didSet {
      guard sortOrder != oldValue else { return }
      // A store sorts as it answers; in memory, what is shown is sorted again, but nearest
      // first, which groups by shelter as the query answers.
      if catalog.backing != nil || !isWhole || sortOrder == .distance {
        shown = .all
        visible = index.query(filter, order: sortOrder, today: context.today)
      } else {
        index.sort(&visible, by: sortOrder)
      }
    }
  }

  public init(
    catalog: Catalog, today: CalendarDate, locale: Locale = Locale(identifier: "en_US"),
    filter: PetFilter = PetFilter(), sortOrder: PetSortOrder = .name, pictures: DownloadedPictures? = nil
  ) {
    let (index, context) = Self.parts(
      of: catalog, today: today, locale: locale, pictures: pictures, near: filter.near?.center)
    let visible = index.query(filter, order: sortOrder, today: today)
    self.init(
      index: index, context: context, filter: filter, sortOrder: sortOrder,
      page: AnswerPage(indices: visible, count: visible.count))
  }

  /// The list of `catalog` holding only the first `size` pets that pass `filter`, and their
  /// count: what a window shows first, while `answering` asks for the rest. On a shared
  /// catalogue it is asked of the server alone (`CatalogBacking.firstPage`).
  public init(
    catalog: Catalog, today: CalendarDate, locale: Locale = Locale(identifier: "en_US"),
    filter: PetFilter = PetFilter(), sortOrder: PetSortOrder = .name, pictures: DownloadedPictures? = nil,
    firstPage size: Int
  ) {
    let (index, context) = Self.parts(
      of: catalog, today: today, locale: locale, pictures: pictures, near: filter.near?.center)
    let page =
      index.firstPage(filter, order: sortOrder, today: today, size: size, isWanted: { true })
      ?? AnswerPage(indices: [], count: 0)
    self.init(index: index, context: context, filter: filter, sortOrder: sortOrder, page: page)
  }

  /// What a list of `catalog` answers with and shows in: its index and the presentation's context.
  private static func parts(
    of catalog: Catalog, today: CalendarDate, locale: Locale, pictures: DownloadedPictures?, near: Coordinates?
  ) -> (PetIndex, PresentationContext) {
    // Species are found by their English names and by the reader's (`Hund`, `犬`).
    let index = PetIndex(catalog: catalog, speciesNames: Species.searchNames)
    var context = PresentationContext(catalog: catalog, today: today, locale: locale)
    context.downloadedPictures = pictures
    // Each pet says how far it is from the place asked.
    context.near = near
    return (index, context)
  }

  /// This list answering `filter` in `sortOrder`, for a caller that may stop wanting the
  /// answer (a newer search was typed): a store whose queries are slow may stop its query once
  /// `isWanted` says so, and answer `nil` (`CatalogBacking`).
  public func answering(
    _ filter: PetFilter, sortOrder: PetSortOrder, isWanted: @escaping @Sendable () -> Bool
  ) -> PetListViewModel? {
    guard catalog.backing != nil else {
      var updated = self
      updated.filter = filter
      updated.sortOrder = sortOrder
      return updated
    }
    guard let visible = index.query(filter, order: sortOrder, today: context.today, isWanted: isWanted) else {
      return nil
    }
    return PetListViewModel(
      index: index, context: context, filter: filter, sortOrder: sortOrder,
      page: AnswerPage(indices: visible, count: visible.count))
  }

  /// This list holding the first `size` pets that answer `filter` in `sortOrder`, and their
  /// count (`init(…firstPage:)`), for a caller that may stop wanting it (`answering`).
  public func firstPage(
    _ filter: PetFilter, sortOrder: PetSortOrder, size: Int, keeping kept: Int? = nil,
    isWanted: @escaping @Sendable () -> Bool
  ) -> PetListViewModel? {
    guard
      let page = index.firstPage(
        filter, order: sortOrder, today: context.today, size: size, keeping: kept, isWanted: isWanted)
    else { return nil }
    return PetListViewModel(index: index, context: context, filter: filter, sortOrder: sortOrder, page: page)
  }

  /// A list whose pets shown are `page`'s, already asked.
  private init(
    index: PetIndex, context: PresentationContext, filter: PetFilter, sortOrder: PetSortOrder, page: AnswerPage
  ) {
    self.index = index
    var context = context
    context.near = filter.near?.center
    self.context = context
    self.filter = filter
    self.sortOrder = sortOrder
    self.visible = page.indices
    self.shown = page.isWhole ? .all : .firstPage(count: page.count)
  }

  public var catalog: Catalog { index.catalog }

  /// How many pets are shown.
  public var visibleCount: Int { visible.count }

  /// How many pets pass the filter: `visibleCount`, unless only the first of them are shown
  /// yet; `nil` while they are not counted.
  public var answerCount: Int? {
    switch shown {
    case .all: visible.count
    case .firstPage(let count): count
    }
  }

  /// Whether every pet that passes the filter is shown, not only the first (`firstPage`).
  public var isWhole: Bool {
    if case .all = shown { return true }
    return false
  }

  /// The view model of the `position`th pet shown.
  public func row(at position: Int) -> PetViewModel {
    PetViewModel(pet: catalog.pet(at: visible[position]), context: context)
  }

  /// Every pet shown, as view models, in order.
  public var rows: [PetViewModel] {
    visible.map { PetViewModel(pet: catalog.pet(at: $0), context: context) }
  }

  /// Where the pet with `id` is in the list, if it is shown.
  public func position(ofPetWithID id: String) -> Int? {
    guard let wanted = catalog.index(ofPetWithID: id) else { return nil }
    return visible.firstIndex(of: wanted)
  }

  /// The text for the count label, e.g. `26 pets`, `3 of 100,000 pets`, `1 pet`, grouped as the locale groups digits.
  public var countText: String {
    guard let answerCount else {
      let locale = context.fees.locale
      let shown = visible.count.formatted(.number.locale(locale))
      let total = catalog.petCount.formatted(.number.locale(locale))
      // TRANSLATORS: the count above the list while only its first page is counted, e.g. "At least 1,000 of 1,000,000 pets"; the plural follows %2$@, the total.
      return trf(trn("At least %1$@ of %2$@ pet", "At least %1$@ of %2$@ pets", catalog.petCount), shown, total)
    }
    return countText(shown: answerCount)
  }

  /// The text for the count label when `shown` of the catalogue's pets are listed, e.g. `3 of 26 pets`:
  /// a further filter, such as favourites, may list fewer than `visibleCount`.
  public func countText(shown: Int) -> String {
    let total = catalog.petCount
    let locale = context.fees.locale
    let totalText = total.formatted(.number.locale(locale))
    if shown == total {
      // TRANSLATORS: the count above the list; %1$@ is the number of pets, grouped, e.g. "26 pets".
      return trf(trn("%1$@ pet", "%1$@ pets", total), totalText)
    }
    // TRANSLATORS: the count above the list, e.g. "3 of 26 pets"; the plural follows %2$@, the total.
    return trf(trn("%1$@ of %2$@ pet", "%1$@ of %2$@ pets", total), shown.formatted(.number.locale(locale)), totalText)
  }

  /// Whether the empty state should replace the list.
  public var isEmpty: Bool { visible.isEmpty }

  /// The title of the empty state, e.g. `No pets match “rex”`.
  public var emptyTitle: String {
    if catalog.petCount == 0 { return tr("No pets in this catalogue") }
    let search = filter.search.trimmingCharacters(in: .whitespacesAndNewlines)
    // TRANSLATORS: %1$@ is what the person searched for.
    return search.isEmpty ? tr("No pets match these filters") : trf(tr("No pets match “%1$@”"), search)
  }

  /// What to do about it, for the empty state.
  public var emptyMessage: String {
    if catalog.petCount == 0 { return tr("Add pets to the catalogue file to see them here.") }
    let search = filter.search.trimmingCharacters(in: .whitespacesAndNewlines)
    var withoutSearch = filter
    withoutSearch.search = ""
    switch (search.isEmpty, withoutSearch.isEmpty) {
    case (false, true): return tr("Try a different name or breed, or fewer words.")
    case (false, false): return tr("Try a different name or breed, or clear the filters.")
    default: return tr("Clear some filters to see more pets.")
    }
  }

  private mutating func refresh(previous: PetFilter) {
    defer { shown = .all }
    // Typing one more letter can only narrow the list: search what is shown. A word matches the
    // start of a word, so only a word that goes on from the one before narrows it.
    var narrowed = filter
    narrowed.search = previous.search
    let oldTerms = previous.searchTerms
    let newTerms = filter.searchTerms
    // Refining checks each shown pet on its own; a fresh query scans all the text at once, which
    // is faster while most pets are still shown.
    // A store answers each query on its indexes: nothing to refine.
    if catalog.backing == nil, isWhole, narrowed == previous, !oldTerms.isEmpty,
      newTerms.count >= oldTerms.count, visible.count <= catalog.pets.count / 4,
      zip(oldTerms, newTerms).allSatisfy({ $1.hasPrefix($0) })
    {
      visible = index.refine(visible, terms: newTerms)
    } else {
      visible = index.query(filter, order: sortOrder, today: context.today)
    }
  }
}
