import CGtk3
import CPetGtk
import Foundation
import PetBrowsing
import PetCatalog
import PetCatalogGenerator
import PetGtk
import PetPresentation
import Testing

/// The tree view holds a window of at most 1,024 of the list's rows, slid as the list scrolls,
/// and a list longer than that gets a scrollbar of its own: every row of the list must still be
/// reachable by wheel, scrollbar and keys, and read as the view model's row at that position.
@MainActor
@Suite struct ListWindowOfRowsTests {
  init() throws { try Fixtures.requireDisplay() }

  static let catalog: Catalog = {
    let pictures = Dictionary(uniqueKeysWithValues: Species.allCases.map { ($0, ["pictures/\($0.rawValue).svg"]) })
    return Catalog(pets: CatalogGenerator(count: 40_000, seed: 3, today: Fixtures.today, pictures: pictures).pets())
  }()

  static let list = PetListViewModel(catalog: catalog, today: Fixtures.today)

  func shownWindow() throws -> PetBrowserWindow {
    let window = Fixtures.window(for: Self.catalog, backgroundQueryThreshold: .max)
    try Fixtures.show(window)
    return window
  }

  /// The names on screen are the view model's rows at those positions.
  func expectRowsOnScreenAreTheList(
    _ window: PetBrowserWindow, _ list: PetListViewModel = Self.list, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let rows = try #require(window.rowsOnScreen, sourceLocation: sourceLocation)
    #expect(
      window.textsOnScreen(column: PET_GTK_COLUMN_NAME) == rows.map { list.row(at: $0).name },
      "rows \(rows)", sourceLocation: sourceLocation)
  }

  func rowHeight(_ window: PetBrowserWindow) throws -> Double {
    let height = window.listScrollbar.upper / Double(window.rowCount)
    try #require(height > 10 && height < 200, "a row \(height) px high")
    return height
  }

  @Test func typing_changesTheWholeCountAtOnce_theTreeViewHoldingAWindowOfIt() throws {
    let window = try shownWindow()
    for text in ["b", "be", "bea", "beag", "bea", "be", "b", "", "zzzz", ""] {
      let selected = window.selectedPetID
      window.search(text)
      let list = PetListViewModel(catalog: Self.catalog, today: Fixtures.today, filter: PetFilter(search: text))

      // At once, with no frame between: the count is the list's, the tree view holds no more
      // than its window, and the list's own scrollbar shows only past that.
      #expect(window.rowCount == list.visibleCount, "\"\(text)\"")
      #expect(window.treeViewRowCount == min(1024, list.visibleCount), "\"\(text)\"")
      #expect(window.listScrollbar.isVisible == (list.visibleCount > 1024), "\"\(text)\"")
      guard let first = list.rows.first else { continue }

      let kept = list.rows.contains { $0.id == selected } ? selected : first.id
      let keptRow = try #require(list.rows.firstIndex { $0.id == kept })
      #expect(Fixtures.runMainLoop(until: { window.rowsOnScreen?.contains(keptRow) == true }), "\"\(text)\"")
      #expect(window.selectedPetID == kept, "\"\(text)\"")
      try expectRowsOnScreenAreTheList(window, list)
    }
  }

  @Test func scrollingLikeTheWheel_slidesTheWindow_andTheRowsFollowOneAnother() throws {
    let window = try shownWindow()
    let height = try rowHeight(window)
    #expect(window.listScrollbar.isVisible)
    #expect(window.treeViewRowCount == 1024)

    // Half a row down first, so no row's edge is at the top of the screen. Then down ten
    // rows at a time, well past the first window's 1,024 rows, and back up.
    window.scrollList(by: height / 2)
    for step in Array(repeating: 10, count: 150) + Array(repeating: -10, count: 150) {
      let before = try #require(window.rowsOnScreen).lowerBound
      window.scrollList(by: Double(step) * height)
      let rows = try #require(window.rowsOnScreen)
      #expect(rows.lowerBound == before + step)
      #expect(Int(window.listScrollbar.value / height) == rows.lowerBound)
      try expectRowsOnScreenAreTheList(window)
      #expect(window.treeViewRowCount == 1024)
    }
    #expect(window.rowsOnScreen?.lowerBound == 0)
  }

  @Test func theListsOwnScrollbar_goesAnywhereInTheList() throws {
    let window = try shownWindow()
    let height = try rowHeight(window)
    let lastTop = Int((window.listScrollbar.upper - window.listScrollbar.pageSize) / height) - 1
    for top in [20_000, lastTop, 10_000, lastTop - 1_000, 1_500, 0] {
      // Half a row past the top row's edge.
      let value = (Double(top) + 0.5) * height
      window.moveListScrollbar(to: value)
      #expect(window.rowsOnScreen?.lowerBound == top)
      #expect(window.listScrollbar.value == value, "at \(top)")
      try expectRowsOnScreenAreTheList(window)
    }
    window.moveListScrollbar(to: .greatestFiniteMagnitude)
    #expect(window.rowsOnScreen?.contains(Self.catalog.pets.count - 1) == true)
  }

  @Test func keys_moveThroughTheWholeList_fromTheSelectedPet() throws {
    let window = try shownWindow()
    let rows = Self.list.rows
    func expectSelected(_ row: Int, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(
        Fixtures.runMainLoop(until: { window.selectedPetID == rows[row].id }),
        "selected \(window.selectedPetID ?? "none"), not row \(row)", sourceLocation: sourceLocation)
      // GTK animates a page's scroll: on screen once that is done.
      #expect(
        Fixtures.runMainLoop(until: { window.rowsOnScreen?.contains(row) == true }),
        "row \(row) is not on screen: \(String(describing: window.rowsOnScreen))", sourceLocation: sourceLocation)
      #expect(window.card.detailLines.first == "name: \(rows[row].name)", sourceLocation: sourceLocation)
    }

    #expect(window.pressListKey(GDK_KEY_End))
    expectSelected(rows.count - 1)
    #expect(window.pressListKey(GDK_KEY_Up))
    expectSelected(rows.count - 2)
    #expect(window.pressListKey(GDK_KEY_Home))
    expectSelected(0)
    for row in 1...3 {
      #expect(window.pressListKey(GDK_KEY_Down))
      expectSelected(row)
    }
    // Scrolled far away, Down goes on from the selected pet, brought back on screen.
    window.moveListScrollbar(to: window.listScrollbar.upper / 2)
    #expect(window.rowsOnScreen?.contains(3) == false)
    #expect(window.pressListKey(GDK_KEY_Down))
    expectSelected(4)
    // A page at a time, past the first window's end.
    var row = 4
    while row < 1500 {
      #expect(window.pressListKey(GDK_KEY_Page_Down))
      let next = try #require(rows.firstIndex { $0.id == window.selectedPetID })
      #expect(next > row)
      expectSelected(next)
      row = next
    }
    try expectRowsOnScreenAreTheList(window)
  }

  @Test func selectingAPetFarDownTheList_bringsItOnScreen() throws {
    let window = try shownWindow()
    let row = 35_000
    #expect(window.select(petID: Self.list.rows[row].id))
    #expect(
      Fixtures.runMainLoop(until: { window.rowsOnScreen?.contains(row) == true }),
      "on screen: \(String(describing: window.rowsOnScreen)), selected \(window.selectedPetID ?? "none")")
    #expect(window.card.detailLines.first == "name: \(Self.list.rows[row].name)")
    try expectRowsOnScreenAreTheList(window)
    #expect(window.clickStar(row: row))
    #expect(Fixtures.runMainLoop(until: { window.cellText(row: row, column: PET_GTK_COLUMN_STAR) == "★" }))
    let stars = window.textsOnScreen(column: PET_GTK_COLUMN_STAR)
    let onScreen = row - (window.rowsOnScreen?.lowerBound ?? 0)
    #expect(stars.indices.contains(onScreen) && stars[onScreen] == "★")
  }
}

extension ListWindowOfRowsTests {
  /// Each row scrolled to is asked of the view model once, however many of its cells GTK draws:
  /// it was asked for each of its ten cells, the pet read and its row made each time (issue 41).
  @Test func aRowDrawn_isAskedOfTheViewModelOnce_notOnceACell() throws {
    let window = try shownWindow()
    #expect(Fixtures.runMainLoop { window.rowsSettled })
    let before = window.rowsAsked
    window.scrollList(by: 5_000)
    _ = Fixtures.runMainLoop(for: 0.5) { false }
    let asked = window.rowsAsked - before
    let rows = try #require(window.rowsOnScreen)
    // Drawn and measured: each row on screen at most twice, and a few more around them.
    #expect(asked >= rows.count)
    #expect(asked <= 2 * rows.count + 8, "\(asked) rows asked for \(rows.count) rows on screen")
    try expectRowsOnScreenAreTheList(window)
  }
}
