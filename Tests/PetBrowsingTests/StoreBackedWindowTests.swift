import Foundation
import PetBrowsing
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// The window's view model on a catalogue whose pets stay in a store (read a page at a time,
/// queried in the store) shows word for word what it shows on the same catalogue in memory.
@MainActor
@Suite struct StoreBackedWindowTests {
  /// What a person does, step by step; after each the whole window is compared.
  static let steps: [(name: String, act: (PetBrowserViewModel) -> Void)] = [
    ("opened", { _ in }),
    ("searched dog", { $0.searchTextChanged("dog") }),
    ("searched 小", { $0.searchTextChanged("小") }),
    ("searched gentle ca", { $0.searchTextChanged("gentle ca") }),
    ("cleared the search", { $0.searchTextChanged("") }),
    ("chose cats", { $0.choiceChanged(.species, item: 2) }),
    ("sorted by age", { $0.choiceChanged(.sort, item: 2) }),
    ("selected the third row", { $0.rowSelected(2) }),
    ("sorted by fee", { $0.choiceChanged(.sort, item: 4) }),
    ("sorted by fee the other way", { $0.columnHeaderClicked("fee") }),
    ("sorted Z to A", { $0.choiceChanged(.sort, item: 1) }),
    ("sorted newest first", { $0.choiceChanged(.sort, item: 7) }),
    ("any species again", { $0.choiceChanged(.species, item: 0) }),
    ("starred the first row", { $0.starActivated(row: 0) }),
    ("only favourites", { $0.favoritesToggled(true) }),
    ("every pet again", { $0.favoritesToggled(false) }),
    ("searched nothing there", { $0.searchTextChanged("zzzz") }),
  ]

  /// Queried in SQL, and from the index in memory once it is made.
  @Test(arguments: [false, true])
  func everyStep_showsTheSameWindow_asTheCatalogueInMemory(indexed: Bool) throws {
    let catalog = try bundledCatalog()
    try withStore(of: catalog) { store in
      let backed = try store.backedCatalog(indexedInMemory: indexed)
      backed.backing?.prepare()
      #expect(backed.pets.isEmpty)
      #expect(backed.petCount == 27)
      try withBrowser(catalog) { inMemory, _ in
        try withBrowser(backed) { fromStore, _ in
          for step in Self.steps {
            step.act(inMemory.viewModel)
            step.act(fromStore.viewModel)
            inMemory.settle()
            fromStore.settle()
            #expect(fromStore.text == inMemory.text, "after: \(step.name)")
          }
        }
      }
    }
  }

  @Test(arguments: [false, true])
  func aLargeCatalogue_isQueriedInTheStore_andShowsTheSameRows(indexed: Bool) throws {
    let catalog = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(generatedCatalogJSON(count: 3_000).utf8), file: "generated.json", directory: nil)
    try withStore(of: catalog) { store in
      let backed = try store.backedCatalog(indexedInMemory: indexed)
      backed.backing?.prepare()
      try withBrowser(catalog) { inMemory, _ in
        try withBrowser(backed) { fromStore, _ in
          for search in ["", "b", "be", "bea", "beagle", "gentle", "the dog"] {
            inMemory.viewModel.searchTextChanged(search)
            fromStore.viewModel.searchTextChanged(search)
            inMemory.settle()
            fromStore.settle()
            #expect(fromStore.viewModel.countText == inMemory.viewModel.countText, "\(search)")
            #expect(fromStore.names == inMemory.names, "\(search)")
          }
        }
      }
    }
  }
}
