import PetCatalog
import PetGtk
import Testing

/// The window laid out right to left, as GTK lays it out for Arabic or Hebrew: it mirrors, and
/// nothing overlaps.
@MainActor
@Suite struct RightToLeftWindowTests {
  /// The filters' two groups, each as it reads (each label before its drop-down): what the pet
  /// is, then which pets and how listed, to the Favourites toggle. A group keeps one line.
  static let filterGroups = [
    [
      "species_label", "species_combo", "age_label", "age_combo", "sex_label", "sex_combo", "size_label", "size_combo",
      "goodWith_label", "goodWith_combo",
    ],
    ["status_label", "status_combo", "sort_label", "sort_combo", "favorites_toggle", "reset_button"],
  ]

  /// Every widget of the filters.
  static var filterRow: [String] { filterGroups.flatMap { $0 } }

  /// The card's captions beside their values.
  static let cardRows = ["breed", "sex", "size", "temperament", "health", "status"]

  /// Every widget's bounds in a window on the bundled catalogue, Stuart selected, laid out
  /// right to left or left to right.
  func layout(rightToLeft: Bool) throws -> (window: [String: WidgetBounds], card: [String: WidgetBounds]) {
    try Fixtures.requireDisplay()
    GtkSession.setRightToLeft(rightToLeft)
    defer { GtkSession.setRightToLeft(false) }
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    defer { window.close() }
    // Wide enough for each group of filters on a line (narrower, they wrap).
    window.requestSize(width: 1600, height: 800)
    try Fixtures.show(window)
    #expect(window.select(petID: "stuart"))
    window.waitUntilUpdated()
    _ = Fixtures.runMainLoop(for: 0.3) { false }
    var widgets: [String: WidgetBounds] = [:]
    for name in Self.filterRow + [
      "search_button", "menu_button", "count_label", "tree_view", "card",
    ] {
      widgets[name] = try #require(window.bounds(of: name), "\(name) is not shown")
    }
    var card: [String: WidgetBounds] = [:]
    let cardNames =
      ["name_label", "favorite_button", "fee_caption", "fee_label", "image", "age_label"]
      + Self.cardRows.flatMap { ["\($0)_caption", "\($0)_label"] }
    for name in cardNames {
      card[name] = try #require(window.bounds(of: name, inCard: true), "the card's \(name) is not shown")
    }
    return (widgets, card)
  }

  /// The widgets among `names` whose bounds overlap another's.
  func overlapping(_ names: [String], in bounds: [String: WidgetBounds]) -> [String] {
    var pairs: [String] = []
    for (index, first) in names.enumerated() {
      for second in names[(index + 1)...] {
        if let a = bounds[first], let b = bounds[second], a.overlaps(b) {
          pairs.append("\(first) \(a) / \(second) \(b)")
        }
      }
    }
    return pairs
  }

  @Test func window_rightToLeft_mirrors_andNothingOverlaps() throws {
    let (window, card) = try layout(rightToLeft: true)
    func x(_ name: String) -> Int { window[name]?.x ?? 0 }
    // The header bar: search on the right, the menu on the left.
    #expect(x("search_button") > x("menu_button"))
    // Each group of filters reads from the right: each label right of its drop-down, each
    // filter left of the one before it.
    for group in Self.filterGroups {
      let row = group.map(x)
      #expect(row == row.sorted(by: >), "\(zip(group, row).map { "\($0) \($1)" })")
    }
    // The list, with the count above it, is on the right, the card on the left.
    #expect(x("tree_view") >= (window["card"]?.maxX ?? .max))
    #expect(x("count_label") >= (window["card"]?.maxX ?? .max))
    // On the card: the name right of its star, the caption right of the fee, each caption right
    // of its value.
    func cardX(_ name: String) -> Int { card[name]?.x ?? 0 }
    #expect(cardX("name_label") > cardX("favorite_button"))
    #expect(cardX("fee_caption") > cardX("fee_label"))
    for field in Self.cardRows {
      #expect(cardX("\(field)_caption") > cardX("\(field)_label"), "\(field)")
    }
    #expect(overlapping(Self.filterRow + ["search_button", "menu_button"], in: window).isEmpty)
    #expect(overlapping(["count_label", "card"], in: window).isEmpty)
    #expect(overlapping(["tree_view", "card"], in: window).isEmpty)
    let cardNames =
      ["name_label", "favorite_button", "fee_caption", "fee_label", "image", "age_label"]
      + Self.cardRows.flatMap { ["\($0)_caption", "\($0)_label"] }
    #expect(overlapping(cardNames, in: card).isEmpty)
  }

  @Test func window_leftToRight_isTheMirrorImage() throws {
    let (window, card) = try layout(rightToLeft: false)
    func x(_ name: String) -> Int { window[name]?.x ?? 0 }
    #expect(x("search_button") < x("menu_button"))
    for group in Self.filterGroups {
      let row = group.map(x)
      #expect(row == row.sorted(by: <), "\(zip(group, row).map { "\($0) \($1)" })")
    }
    #expect(window["tree_view"].map { $0.maxX <= x("card") } == true)
    #expect((card["breed_caption"]?.x ?? 0) < (card["breed_label"]?.x ?? 0))
  }
}
