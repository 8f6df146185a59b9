import Foundation
import PetCatalog
import PetLocalization
import PetPresentation

/// What the list is asked to show: the filter and the order. A plain value, so a query over a
/// large catalogue can run off the main thread.
public struct ListQuery: Hashable, Sendable {
  /// Which pets to list: the search and the filters.
  public var filter: PetFilter
  /// The order to list them in.
  public var sortOrder: PetSortOrder
  /// How near a place the pets must be, in the reader's unit (`BrowserChoice.distanceUnit`),
  /// kept while no place is given: one of `BrowserChoice.withinSteps`.
  public var within: Double

  /// A query for `filter` in `sortOrder`; at first every pet, by name.
  public init(filter: PetFilter = PetFilter(), sortOrder: PetSortOrder = .name, within: Double? = nil) {
    self.filter = filter
    self.sortOrder = sortOrder
    self.within = within ?? BrowserChoice.defaultWithin
  }

  /// The pets near `center` (or anywhere, `nil`), within `within`.
  public mutating func near(_ center: Coordinates?) {
    filter.near = center.map { Nearby(center: $0, radius: BrowserChoice.distanceUnit.kilometres(within)) }
  }
}

/// One drop-down of the window: a filter in the filter row, or the sort order above the list.
public struct BrowserChoice: Sendable {
  /// Which drop-down this is; also its widget's name in the window's template.
  public enum Kind: String, CaseIterable, Sendable {
    /// The filters, left to right, then the sort order. The Shelter filter shows only on a
    /// catalogue several shelters share (`shelter(_:)`); Within is the radius of the place
    /// entry beside it (`PetBrowserViewModel.placeEntered`).
    case species, age, sex, size, goodWith, coat, status, shelter, within, sort
  }

  /// Which drop-down this is.
  public let kind: Kind
  /// The text for the drop-down's label, with `_` before the Alt+letter key, e.g. `_Species`.
  public let label: String
  /// The text screen readers say for the drop-down, e.g. `Species filter`.
  public let accessibleName: String
  /// The text of each item, in order, e.g. `Any`, `Dog`, `Cat`.
  public let items: [String]
  /// The text for the shortcuts window, e.g. `Species`.
  public let shortcutTitle: String
  /// Each item's name in the catalogue's own words, whatever the language: `any`, `dog`, `cat`.
  let keys: [String]
  let current: @Sendable (ListQuery) -> Int
  let apply: @Sendable (inout ListQuery, Int) -> Void

  /// The item that shows `query`'s current state.
  public func selectedItem(in query: ListQuery) -> Int { current(query) }

  /// The item `text` names, for command-line flags: its position (`2`), its text, or its name in
  /// the catalogue (`dog`, `age`, in any language), ignoring case, accents and the gap in
  /// `guinea-pig` (`dog`, `Guinea pig`, `guinea-pig`), or names of several, comma-separated, in
  /// any order (`cats,kids`); `nil` when none. Within's items are numbers (`25`), never positions.
  public func item(named text: String) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if kind != .within, let position = Int(trimmed) { return items.indices.contains(position) ? position : nil }
    let wanted = NamedValues.key(trimmed)
    if let index = items.firstIndex(where: { NamedValues.key($0) == wanted })
      ?? keys.firstIndex(where: { NamedValues.key($0) == wanted })
    {
      return index
    }
    // Several keys, in any order: `cats,kids` is the item whose keys are `kids,cats`.
    let parts = Set(trimmed.split(separator: ",").map { NamedValues.key(String($0)) })
    guard parts.count > 1 else { return nil }
    return keys.firstIndex { Set($0.split(separator: ",").map { NamedValues.key(String($0)) }) == parts }
  }

  /// The filter row, left to right, then the sort order above the list.
  public static var all: [BrowserChoice] {
    // TRANSLATORS: the first item of a filter: no filter.
    let any = trc("filter", "Any")
    return [
      .set(
        // TRANSLATORS: "_" marks the Alt+letter key; in Japanese, e.g. "種類(_S)".
        .species, label: tr("_Species"), accessibleName: tr("Species filter"), shortcutTitle: trc("filter", "Species"),
        any: any, { (value: Species) in value.displayName }, \.species),
      .set(
        .age, label: tr("A_ge"), accessibleName: tr("Age filter"), shortcutTitle: trc("filter", "Age"), any: any,
        { (value: AgeGroup) in value.displayName }, \.ageGroups),
      BrowserChoice(
        kind: .sex, label: tr("Se_x"), accessibleName: tr("Sex filter"),
        items: [any] + Sex.allCases.map(\.displayName), shortcutTitle: trc("filter", "Sex"),
        keys: ["any"] + Sex.allCases.map(\.rawValue),
        current: { query in query.filter.sex.flatMap { Sex.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0 },
        apply: { query, index in
          query.filter.sex = index > 0 && index <= Sex.allCases.count ? Sex.allCases[index - 1] : nil
        }),
      .set(
        .size, label: tr("Si_ze"), accessibleName: tr("Size filter"), shortcutTitle: trc("filter", "Size"), any: any,
        { (value: Size) in value.displayName }, \.sizes),
      // TRANSLATORS: the first item of the "Good with" filter: no filter.
      .goodWith(any: trc("filter", "Anyone")),
      .set(
        // TRANSLATORS: "_" marks the Alt+letter key; the filter of a pet's coat length.
        .coat, label: tr("_Coat"), accessibleName: tr("Coat filter"), shortcutTitle: trc("filter", "Coat"), any: any,
        { (value: Coat) in value.filterName }, \.coats),
      BrowserChoice(
        kind: .status, label: tr("Sta_tus"), accessibleName: tr("Adoption status filter"),
        // TRANSLATORS: the first item of the status filter: every pet that can still be adopted.
        items: [trc("filter", "Adoptable"), any] + AdoptionStatus.allCases.map(\.displayName),
        shortcutTitle: trc("filter", "Status"), keys: ["adoptable", "any"] + AdoptionStatus.allCases.map(\.rawValue),
        current: { query in
          let chosen = query.filter.statuses
          if chosen == AdoptionStatus.adoptable { return 0 }
          guard chosen.count == 1, let value = chosen.first, let index = AdoptionStatus.allCases.firstIndex(of: value)
          else { return 1 }
          return index + 2
        },
        apply: { query, index in
          switch index {
          case 0: query.filter.statuses = AdoptionStatus.adoptable
          case 1: query.filter.statuses = []
          case 2..<(AdoptionStatus.allCases.count + 2): query.filter.statuses = [AdoptionStatus.allCases[index - 2]]
          default: break
          }
        }),
      .within(unit: distanceUnit),
      BrowserChoice(
        kind: .sort, label: tr("S_ort"), accessibleName: trc("accessible", "Sort order"),
        items: PetSortOrder.allCases.map(\.displayName), shortcutTitle: trc("shortcut", "Sort order"),
        keys: PetSortOrder.allCases.map(\.rawValue),
        current: { query in PetSortOrder.allCases.firstIndex(of: query.sortOrder) ?? 0 },
        apply: { query, index in
          if PetSortOrder.allCases.indices.contains(index) { query.sortOrder = PetSortOrder.allCases[index] }
        }),
    ]
  }

  /// The unit the window's distances are in: the reader's (`DistanceUnit.preferred(by:)`).
  public static var distanceUnit: DistanceUnit { .preferred(by: Localization.readerLocale) }

  /// The radii the Within drop-down offers, in `distanceUnit`, and the one it starts at.
  public static let withinSteps: [Double] = [5, 10, 25, 50, 100, 250, 500]
  public static let defaultWithin: Double = 50

  /// The Within drop-down, beside the place entry: how near the place a pet's shelter must be,
  /// `5 mi` to `500 mi` (or km), named by the number too (`--within 25`).
  static func within(unit: DistanceUnit) -> BrowserChoice {
    let steps = withinSteps
    let locale = Localization.readerLocale
    return BrowserChoice(
      // TRANSLATORS: "_" marks the Alt+letter key; the radius beside the place entry ("Within 50 mi").
      kind: .within, label: tr("W_ithin"), accessibleName: tr("Distance from the place"),
      items: steps.map { unit.text($0, locale: locale) },
      shortcutTitle: trc("filter", "Within"), keys: steps.map { "\(Int($0))" },
      current: { query in steps.firstIndex(of: query.within) ?? steps.firstIndex(of: defaultWithin) ?? 0 },
      apply: { query, index in
        guard steps.indices.contains(index) else { return }
        query.within = steps[index]
        query.near(query.filter.near?.center)
      })
  }

  /// The Good with filter: "Anyone", each answer, then each set of several (`Kids and cats`),
  /// for a pet known to be good with all of them. Named by keys such as `kids,cats` too, in
  /// any order (`--good-with cats,kids`). It took one answer only (issue 45).
  static func goodWith(any: String) -> BrowserChoice {
    let cases = Array(Company.allCases)
    // Every non-empty set, fewest first, each in the order the answers are listed.
    let masks: [Int] = (1...cases.count).flatMap { size in
      Array(1..<(1 << cases.count)).filter { $0.nonzeroBitCount == size }
    }
    let sets: [[Company]] = masks.map { mask in cases.indices.filter { mask & (1 << $0) != 0 }.map { cases[$0] } }
    return BrowserChoice(
      kind: .goodWith, label: tr("Good _with"), accessibleName: tr("Good with filter"),
      items: [any] + sets.map(Company.displayName(of:)), shortcutTitle: trc("filter", "Good with"),
      keys: ["any"] + sets.map { $0.map(\.rawValue).joined(separator: ",") },
      current: { query in
        guard !query.filter.goodWith.isEmpty, let index = sets.firstIndex(where: { Set($0) == query.filter.goodWith })
        else { return 0 }
        return index + 1
      },
      apply: { query, index in
        query.filter.goodWith = index > 0 && index <= sets.count ? Set(sets[index - 1]) : []
      })
  }

  /// The Shelter filter of a catalogue several shelters share: "Any", then `shelters` by name
  /// (as `Catalog.listedShelters` has them), each also named by its id (`--shelter`).
  public static func shelter(_ shelters: [ListedShelter]) -> BrowserChoice {
    BrowserChoice(
      // TRANSLATORS: "_" marks the Alt+letter key; in Japanese, e.g. "保護施設(_H)".
      kind: .shelter, label: tr("S_helter"), accessibleName: tr("Shelter filter"),
      items: [trc("filter", "Any")] + shelters.map { DisplayText.clipped($0.name, to: DisplayText.readableNameLength) },
      shortcutTitle: trc("filter", "Shelter"), keys: ["any"] + shelters.map(\.id),
      current: { query in
        guard query.filter.shelters.count == 1, let id = query.filter.shelters.first,
          let index = shelters.firstIndex(where: { $0.id == id })
        else { return 0 }
        return index + 1
      },
      apply: { query, index in
        query.filter.shelters = index > 0 && index <= shelters.count ? [shelters[index - 1].id] : []
      })
  }

  /// A drop-down of "Any" followed by each case, setting a one-element set (or none).
  static func set<Value: CaseIterable & Hashable & Sendable & RawRepresentable<String>>(
    _ kind: Kind, label: String, accessibleName: String, shortcutTitle: String, any: String,
    _ name: (Value) -> String, _ keyPath: WritableKeyPath<PetFilter, Set<Value>> & Sendable
  ) -> BrowserChoice {
    let values = Array(Value.allCases)
    return BrowserChoice(
      kind: kind, label: label, accessibleName: accessibleName, items: [any] + values.map(name),
      shortcutTitle: shortcutTitle, keys: ["any"] + values.map(\.rawValue),
      current: { query in
        let chosen = query.filter[keyPath: keyPath]
        guard chosen.count == 1, let value = chosen.first, let index = values.firstIndex(of: value)
        else { return 0 }
        return index + 1
      },
      apply: { query, index in
        query.filter[keyPath: keyPath] = index > 0 && index <= values.count ? [values[index - 1]] : []
      })
  }
}

extension String {
  /// The letter after the first `_` of a mnemonic label, lowercased: `s` for `_Species`.
  var mnemonicKey: String? {
    guard let underscore = firstIndex(of: "_"), underscore != index(before: endIndex) else { return nil }
    return String(self[index(after: underscore)]).lowercased()
  }
}

extension AdoptionStatus {
  /// The pets a person can still ask to adopt: all but the adopted.
  public static let adoptable: Set<AdoptionStatus> = [.available, .pending, .onHold]
}

extension ListQuery {
  /// The query with only the shelters `catalog` lists kept in its Shelter filter: another
  /// catalogue has other shelters, or one (whose filter does not show).
  public func keepingShelters(of catalog: Catalog) -> ListQuery {
    guard !filter.shelters.isEmpty else { return self }
    var kept = self
    kept.filter.shelters.formIntersection(catalog.listedShelters.map(\.id))
    return kept
  }
}

extension PetFilter {
  /// What the window lists at first: pets that can still be adopted, matching `search`.
  public static func browsing(search: String = "") -> PetFilter {
    var filter = PetFilter(search: search)
    filter.statuses = AdoptionStatus.adoptable
    return filter
  }
}

extension PetSortOrder {
  /// The list column whose header sorts the list this way, either way: `name`, `age`, `fee`,
  /// or `nil` for an order no column shows (longest waiting first, newest first).
  public var column: String? {
    switch forward {
    case .name: "name"
    case .age: "age"
    case .fee: "fee"
    default: nil
    }
  }
}
