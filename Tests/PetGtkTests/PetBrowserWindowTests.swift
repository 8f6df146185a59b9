import CGtk3
import CPetGtk
import PetBrowsing
import PetCatalog
import PetGtk
import PetPresentation
import Testing

@MainActor
@Suite struct PetBrowserWindowTests {
  init() throws { try Fixtures.requireDisplay() }

  /// The list the view model gives for `filter` and `order`, made apart from the window.
  func expected(_ catalog: Catalog, _ filter: PetFilter, _ order: PetSortOrder = .name) -> PetListViewModel {
    PetListViewModel(catalog: catalog, today: Fixtures.today, filter: filter, sortOrder: order)
  }

  /// The drop-down position of `value`: "Any" comes first.
  func item<Value: CaseIterable & Equatable>(_ value: Value, of type: Value.Type) throws -> Int {
    try #require(Array(Value.allCases).firstIndex(of: value)) + 1
  }

  @Test func list_showsEveryPet_atFirst() throws {
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog)
    #expect(window.rowCount == 27)
    #expect(!window.showsEmptyState)
    let list = expected(catalog, PetFilter())
    for row in 0..<list.visibleCount {
      let model = list.row(at: row)
      #expect(window.cellText(row: row, column: PET_GTK_COLUMN_NAME) == model.name)
      #expect(window.cellText(row: row, column: PET_GTK_COLUMN_SPECIES) == model.speciesText)
      #expect(window.cellText(row: row, column: PET_GTK_COLUMN_AGE) == model.ageText)
      #expect(window.cellText(row: row, column: PET_GTK_COLUMN_FEE) == model.adoptionFeeText)
      #expect(window.cellText(row: row, column: PET_GTK_COLUMN_IMAGE_PATH) == model.image.path)
    }
  }

  /// The name cell as the tree view draws it: the name, and under it the status of a pet not
  /// simply available; Status: Any gave no sign which pet was adopted (issue 45).
  @Test func nameCell_saysTheStatus_ofAPetNotSimplyAvailable() throws {
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    defer { window.close() }
    try Fixtures.show(window)
    let tree = try #require(window.widgetPointer("tree_view")).assumingMemoryBound(to: GtkTreeView.self)
    let column = try #require(window.widgetPointer("name_column")).assumingMemoryBound(to: GtkTreeViewColumn.self)
    let renderer = try #require(window.widgetPointer("name_renderer"))
    func nameCell(_ id: String) throws -> String? {
      let row = try #require(window.viewModel.position(ofPetWithID: id))
      let model = try #require(gtk_tree_view_get_model(tree))
      var iter = GtkTreeIter()
      let start = Int(pet_gtk_window_get_window_start(OpaquePointer(window.windowPointerForTests)))
      guard gtk_tree_model_iter_nth_child(model, &iter, nil, Int32(row - start)) != 0 else { return nil }
      gtk_tree_view_column_cell_set_cell_data(column, model, &iter, 0, 0)
      guard let text = pet_gtk_object_dup_string(renderer, "text") else { return nil }
      defer { pet_gtk_free(text) }
      return String(cString: text)
    }
    #expect(try nameCell("cleo") == "Cleo\nAdopted")
    #expect(try nameCell("bandit") == "Bandit\nOn hold")
    #expect(try nameCell("koyuki") == "小雪\nAdoption pending")
    #expect(try nameCell("stuart") == "Stuart")
  }

  @Test(arguments: ["cat", "zoe", "golden retriever", "loves", "小雪", "zzzz", ""])
  func search_changesTheRowCount_asTheViewModelSays(text: String) throws {
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog)
    window.search(text)
    let list = expected(catalog, PetFilter(search: text))
    #expect(window.rowCount == list.visibleCount)
    #expect(window.viewModel.countText == list.countText)
    #expect(window.showsEmptyState == list.isEmpty)
    if let first = list.rows.first {
      #expect(window.cellText(row: 0, column: PET_GTK_COLUMN_NAME) == first.name)
      #expect(window.selectedPetID == first.id)
    }
  }

  /// Typing and backspacing changes the list both row by row (small changes) and by
  /// reattaching the model (large ones); either way the tree view's model holds exactly the
  /// view model's rows, and the card shows the selected pet if it is still listed, else the first.
  @Test func search_asYouType_keepsEveryRow_asTheViewModelSays() throws {
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog)
    let typed = ["g", "go", "gol", "gold", "gol", "go", "g", "", "l", "lo", "lov", "l", "", "zzzz", ""]
    for text in typed {
      let selected = window.selectedPetID
      window.search(text)
      let list = expected(catalog, PetFilter(search: text))
      #expect(window.rowCount == list.visibleCount, "after typing \"\(text)\"")
      for row in 0..<list.visibleCount {
        #expect(window.cellText(row: row, column: PET_GTK_COLUMN_NAME) == list.row(at: row).name)
      }
      guard !list.isEmpty else { continue }
      let kept = list.rows.contains { $0.id == selected } ? selected : list.rows.first?.id
      #expect(window.selectedPetID == kept, "after typing \"\(text)\"")
      #expect(window.card.detailLines.first == "name: \(list.rows.first { $0.id == kept }?.name ?? "")")
    }
  }

  @Test func filters_changeTheRowCount_asTheViewModelSays() throws {
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog)
    var filter = PetFilter()

    #expect(window.choose(item: try item(.dog, of: Species.self), in: .species))
    filter.species = [.dog]
    #expect(window.rowCount == expected(catalog, filter).visibleCount)
    #expect(window.rowCount > 0 && window.rowCount < 27)

    #expect(window.choose(item: try item(.female, of: Sex.self), in: .sex))
    filter.sex = .female
    #expect(window.rowCount == expected(catalog, filter).visibleCount)

    #expect(window.choose(item: 0, in: .species))
    filter.species = []
    #expect(window.choose(item: try item(.kids, of: Company.self), in: .goodWith))
    filter.goodWith = [.kids]
    #expect(window.rowCount == expected(catalog, filter).visibleCount)

    #expect(window.choose(item: try item(.senior, of: AgeGroup.self), in: .age))
    filter.ageGroups = [.senior]
    #expect(window.rowCount == expected(catalog, filter).visibleCount)

    #expect(window.choose(item: try item(.extraLarge, of: Size.self), in: .size))
    filter.sizes = [.extraLarge]
    let list = expected(catalog, filter)
    #expect(window.rowCount == list.visibleCount)
    #expect(window.showsEmptyState == list.isEmpty)
    #expect(window.viewModel.countText == list.countText)
  }

  /// The Coat filter keeps the pets with the coat chosen, in a catalogue whose pets have coats
  /// and colours; the card shows the colour and coat of a pet whose shelter recorded them.
  @Test func theCoatFilter_keepsThatCoat_andTheCardShowsIt() throws {
    let catalog = try Fixtures.bundledCatalog().withColoursAndCoats(seed: 7)
    let window = Fixtures.window(for: catalog)
    var filter = PetFilter()
    filter.coats = [.long]
    #expect(window.choose(item: try item(.long, of: Coat.self), in: .coat))
    let list = expected(catalog, filter)
    #expect(window.rowCount == list.visibleCount)
    #expect(window.rowCount > 0 && window.rowCount < 27)
    let shown = try #require(catalog.pets.first { $0.id == window.selectedPetID })
    #expect(shown.coat == .long)
    let line = try #require(window.card.detailLines.first { $0.hasPrefix("coat: ") })
    #expect(line == "coat: " + (shown.colour.isEmpty ? "" : shown.colour + " · ") + "Long coat")
  }

  @Test func sort_ordersTheRows_asTheViewModelSays() throws {
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog)
    for (index, order) in PetSortOrder.allCases.enumerated() {
      #expect(window.choose(item: index, in: .sort))
      let names = expected(catalog, PetFilter(), order).rows.map(\.name)
      let shown = (0..<window.rowCount).map { window.cellText(row: $0, column: PET_GTK_COLUMN_NAME) }
      #expect(shown == names, "sorted by \(order)")
    }
  }

  /// The Name, Age and Fee headers sort the list; the Sort drop-down and the indicator follow.
  @Test func columnHeaders_sortTheList() throws {
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog)
    #expect(window.showsSortIndicator("name"))
    window.clickColumnHeader("fee")
    let byFee = expected(catalog, PetFilter(), .fee).rows.map(\.name)
    #expect((0..<window.rowCount).map { window.cellText(row: $0, column: PET_GTK_COLUMN_NAME) } == byFee)
    #expect(window.snapshot.sort.value == "Lowest fee first")
    #expect(window.showsSortIndicator("fee"))
    #expect(!window.showsSortIndicator("name"))
    window.clickColumnHeader("age")
    #expect(window.snapshot.sort.value == "Youngest first")
    #expect(window.showsSortIndicator("age"))
    #expect(!window.sortIndicatorIsReversed("age"))
    // Again: the other way, the arrow turned (issue 45).
    window.clickColumnHeader("age")
    #expect(window.snapshot.sort.value == "Oldest first")
    #expect(window.showsSortIndicator("age"))
    #expect(window.sortIndicatorIsReversed("age"))
    let oldest = expected(catalog, PetFilter(), .oldest).rows.map(\.name)
    #expect((0..<window.rowCount).map { window.cellText(row: $0, column: PET_GTK_COLUMN_NAME) } == oldest)
  }

  @Test func selection_survivesASearchThatStillShowsThePet() throws {
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog)
    #expect(window.select(petID: "koyuki"))
    #expect(window.card.text(.name) == "小雪")
    window.search("小")
    #expect(window.selectedPetID == "koyuki")
    window.search("zzzz")
    #expect(window.showsEmptyState)
    #expect(window.rowCount == 0)
  }

  @Test func list_showsMarkupInANameLiterally() {
    let catalog = Catalog(pets: [Fixtures.pet(id: "rex", name: "<b>Rex</b> & Co")])
    let window = Fixtures.window(for: catalog)
    #expect(window.rowCount == 1)
    #expect(window.cellText(row: 0, column: PET_GTK_COLUMN_NAME) == "<b>Rex</b> & Co")
    #expect(window.card.text(.name) == "<b>Rex</b> & Co")
    #expect(!window.card.usesMarkup(.name))
  }

  @Test func backgroundQueries_showTheNewestResult() throws {
    let catalog = try Fixtures.bundledCatalog()
    let window = Fixtures.window(for: catalog, backgroundQueryThreshold: 0)
    window.search("cat")
    window.search("zzzz")
    #expect(window.choose(item: 2, in: .sort))
    window.search("dog")
    window.waitUntilUpdated()
    let list = expected(catalog, PetFilter(search: "dog"), PetSortOrder.allCases[2])
    #expect(window.rowCount == list.visibleCount)
    #expect(window.viewModel.searchText == "dog")
    #expect(window.viewModel.listQuery.sortOrder == list.sortOrder)
    #expect(window.cellText(row: 0, column: PET_GTK_COLUMN_NAME) == list.rows.first?.name)
    #expect(!window.showsEmptyState)
  }

  /// Reset, after the filters, puts each drop-down back and Favourites off, read back from GTK;
  /// it is disabled while there is nothing to reset (issue 45).
  @Test func reset_putsTheDropDownsBack_readBackFromGTK() throws {
    let window = Fixtures.window(for: try Fixtures.bundledCatalog())
    try Fixtures.show(window)
    let kinds: [BrowserChoice.Kind] = [.species, .age, .sex, .size, .goodWith, .status]
    // The test window opens on every status: Reset has that to put back.
    #expect(window.resetIsEnabled)
    window.clickReset()
    #expect(kinds.map { window.shownItem(of: $0) } == [0, 0, 0, 0, 0, 0])
    #expect(!window.resetIsEnabled)
    #expect(window.choose(item: 2, in: .species))
    #expect(window.choose(item: 1, in: .status))
    window.showOnlyFavorites(true)
    #expect(window.resetIsEnabled)
    window.clickReset()
    #expect(kinds.map { window.shownItem(of: $0) } == [0, 0, 0, 0, 0, 0])
    #expect(!window.favoritesToggleIsActive)
    #expect(!window.resetIsEnabled)
    #expect(window.rowCount == window.viewModel.rowCount)
  }
}
