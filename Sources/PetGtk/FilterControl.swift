import PetCatalog
import PetPresentation

/// What the list is asked to show: the filter and the order. A plain value, so a query over a
/// large catalogue can run off the main thread.
struct ListQuery: Hashable, Sendable {
  var filter: PetFilter
  var sortOrder: PetSortOrder
}

/// One drop-down of the filter row: its label, its items, and what choosing an item does to
/// the query. The words come from the view-model layer's display names.
@MainActor
struct FilterControl {
  /// The label, with `_` before the letter that Alt+letter jumps to, e.g. `_Species`.
  let label: String
  /// What screen readers call the drop-down, e.g. `Species filter`.
  let accessibleName: String
  let items: [String]
  /// Which item shows the query's current state.
  let current: (ListQuery) -> Int
  /// Applies the `index`th item to the query.
  let apply: (inout ListQuery, Int) -> Void
  /// Whether it sits above the list, beside the count, rather than in the filter row.
  var aboveList = false

  /// A drop-down of "Any" followed by each case, setting a one-element set (or none).
  static func set<Value: CaseIterable & Hashable>(
    label: String, accessibleName: String, any: String, _ name: @escaping (Value) -> String,
    _ keyPath: WritableKeyPath<PetFilter, Set<Value>>
  ) -> FilterControl {
    let values = Array(Value.allCases)
    return FilterControl(
      label: label, accessibleName: accessibleName, items: [any] + values.map(name),
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

  /// The filter row, left to right, then the sort order above the list.
  static let all: [FilterControl] = [
    .set(
      label: "_Species", accessibleName: "Species filter", any: "Any", { (value: Species) in value.displayName },
      \.species),
    .set(
      label: "A_ge", accessibleName: "Age filter", any: "Any", { (value: AgeGroup) in value.displayName },
      \.ageGroups),
    FilterControl(
      label: "Se_x", accessibleName: "Sex filter", items: ["Any"] + Sex.allCases.map(\.displayName),
      current: { query in query.filter.sex.flatMap { Sex.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0 },
      apply: { query, index in
        query.filter.sex = index > 0 && index <= Sex.allCases.count ? Sex.allCases[index - 1] : nil
      }),
    .set(
      label: "Si_ze", accessibleName: "Size filter", any: "Any", { (value: Size) in value.displayName }, \.sizes),
    .set(
      label: "Good _with", accessibleName: "Good with filter", any: "Anyone",
      { (value: Company) in value.displayName }, \.goodWith),
    FilterControl(
      label: "S_ort", accessibleName: "Sort order", items: PetSortOrder.allCases.map(\.displayName),
      current: { query in PetSortOrder.allCases.firstIndex(of: query.sortOrder) ?? 0 },
      apply: { query, index in
        if PetSortOrder.allCases.indices.contains(index) { query.sortOrder = PetSortOrder.allCases[index] }
      }, aboveList: true),
  ]
}
