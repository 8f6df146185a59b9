import CPetGtk
import Foundation
import PetBrowsing
import PetCatalog
import PetCatalogGenerator
import PetGtk
import PetPresentation
import Testing

/// On a large catalogue, a keystroke changes the rows on screen at once and moves the row count
/// toward its new value in slices between frames: the list must be right on screen from the
/// first frame, and exactly the view model's once the slices are done.
@MainActor
@Suite struct ListUpdateSlicesTests {
  init() throws { try Fixtures.requireDisplay() }

  static let catalog: Catalog = {
    let pictures = Dictionary(uniqueKeysWithValues: Species.allCases.map { ($0, ["pictures/\($0.rawValue).svg"]) })
    return Catalog(pets: CatalogGenerator(count: 40_000, seed: 3, today: Fixtures.today, pictures: pictures).pets())
  }()

  @Test func typing_showsTheRightRowsAtOnce_andTheWholeListOnceSettled() throws {
    let window = Fixtures.window(for: Self.catalog, backgroundQueryThreshold: .max)
    try Fixtures.show(window)
    var slicedKeystrokes = 0
    for text in ["b", "be", "bea", "beag", "bea", "be", "b", "", "zzzz", ""] {
      let selected = window.selectedPetID
      window.search(text)
      let list = PetListViewModel(catalog: Self.catalog, today: Fixtures.today, filter: PetFilter(search: text))

      // Before any frame: the rows a person sees are the new ones.
      for row in 0..<min(12, list.visibleCount) {
        #expect(window.cellText(row: row, column: PET_GTK_COLUMN_NAME) == list.row(at: row).name, "\"\(text)\"")
      }
      if !window.rowsSettled {
        slicedKeystrokes += 1
        // Rows past the new count, not yet gone, show nothing.
        if window.rowCount > list.visibleCount {
          #expect(window.cellText(row: list.visibleCount, column: PET_GTK_COLUMN_NAME) == "")
        }
      }

      #expect(Fixtures.runMainLoop(until: { window.rowsSettled }), "\"\(text)\" did not settle")
      #expect(window.rowCount == list.visibleCount, "\"\(text)\"")
      guard let first = list.rows.first else { continue }
      let kept = list.rows.contains { $0.id == selected } ? selected : first.id
      #expect(window.selectedPetID == kept, "\"\(text)\"")
      #expect(window.card.detailLines.first == "name: \(list.rows.first { $0.id == kept }?.name ?? "")")
    }
    // The catalogue is large enough that some keystrokes did take more than one slice.
    #expect(slicedKeystrokes > 0)
  }
}
