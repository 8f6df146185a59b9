import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetPresentation
import PetStore
import PetTestSupport
import Testing

/// "Ask to adopt…" and the adoption form.
@MainActor
@Suite struct AskToAdoptTests {
  @Test func askToAdopt_opensTheFormForTheSelectedPet_andClosingClearsIt() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "stuart"))
      #expect(
        viewModel.askToAdoptButton
          == ButtonState(text: "Ask to adopt…", tooltip: "Ask the shelter to adopt Stuart", isEnabled: true))

      viewModel.askToAdopt()
      let form = try #require(viewModel.inquiryForm)
      #expect(form.petName == "Stuart")
      #expect(form.form.petID == "stuart")
      #expect(browser.updates.last == .inquiryForm)

      // Asking again, even for another pet, keeps the open form.
      #expect(viewModel.selectPet(id: "zoe"))
      viewModel.askToAdopt()
      #expect(viewModel.inquiryForm === form)

      viewModel.inquiryFormClosed()
      #expect(viewModel.inquiryForm == nil)
      #expect(browser.updates.last == .inquiryForm)
      viewModel.askToAdopt()
      #expect(viewModel.inquiryForm?.petName == "Zoë")
    }
  }

  @Test func askToAdopt_withNoPetSelected_opensNothing() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      browser.viewModel.searchTextChanged("zzzz")
      browser.viewModel.askToAdopt()
      #expect(browser.viewModel.inquiryForm == nil)
    }
  }
}

/// The drop-downs and the keyboard shortcuts window.
@MainActor
@Suite struct ChoicesAndShortcutsTests {
  @Test func choices_labelsAndItems() {
    let choices = BrowserChoice.all.map {
      [$0.kind.rawValue, $0.label, $0.accessibleName, $0.shortcutTitle] + $0.items
    }
    #expect(
      choices == [
        [
          "species", "_Species", "Species filter", "Species", "Any", "Dog", "Cat", "Rabbit", "Bird", "Guinea pig",
          "Hamster", "Ferret", "Reptile", "Horse", "Other",
        ],
        ["age", "A_ge", "Age filter", "Age", "Any", "Baby", "Young", "Adult", "Senior"],
        ["sex", "Se_x", "Sex filter", "Sex", "Any", "Male", "Female", "Unknown"],
        ["size", "Si_ze", "Size filter", "Size", "Any", "Small", "Medium", "Large", "Extra large", "Unknown"],
        [
          "goodWith", "Good _with", "Good with filter", "Good with", "Anyone", "Kids", "Dogs", "Cats", "Kids and dogs",
          "Kids and cats", "Dogs and cats", "Kids, dogs and cats",
        ],
        [
          "coat", "_Coat", "Coat filter", "Coat", "Any", "Hairless", "Short", "Medium", "Long", "Wire", "Curly",
          "Not recorded",
        ],
        [
          "status", "Sta_tus", "Adoption status filter", "Status", "Adoptable", "Any", "Available",
          "Adoption pending", "On hold", "Adopted",
        ],
        [
          "within", "W_ithin", "Distance from the place", "Within", "5 mi", "10 mi", "25 mi", "50 mi", "100 mi",
          "250 mi", "500 mi",
        ],
        [
          "sort", "S_ort", "Sort order", "Sort order", "Name", "Name, Z to A", "Youngest first", "Oldest first",
          "Lowest fee first", "Highest fee first", "Longest waiting first", "Newest arrivals first", "Nearest first",
        ],
      ])
  }

  /// Good with takes several answers: "Kids and cats" lists the pets known to be good with
  /// both, as `petcards --good-with kids --good-with cats` does; it took one (issue 45).
  @Test func goodWith_takesSeveralAnswers() throws {
    let catalog = try bundledCatalog()
    try withBrowser(catalog) { browser, _ in
      let viewModel = browser.viewModel
      let choice = try #require(viewModel.choices.first { $0.kind == .goodWith })
      let item = try #require(choice.items.firstIndex(of: "Kids and cats"))
      #expect(choice.item(named: "kids,cats") == item)
      #expect(choice.item(named: "Cats, kids") == item)
      #expect(choice.item(named: "kids and cats") == item)
      #expect(choice.item(named: "kids,unicorns") == nil)
      viewModel.choiceChanged(.goodWith, item: item)
      #expect(viewModel.listQuery.filter.goodWith == [.kids, .cats])
      #expect(viewModel.selectedItem(of: .goodWith) == item)
      let both = catalog.pets.filter { $0.goodWithKids == .yes && $0.goodWithCats == .yes }.map(\.name)
      #expect(both.count > 1 && both.count < catalog.pets.count)
      #expect(browser.names.sorted() == both.sorted())
      #expect(viewModel.countText == "\(both.count) of 27 pets")
    }
  }

  @Test func choiceChanged_showsTheItem_andFiltersTheList() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.choiceChanged(.species, item: 3)
      viewModel.choiceChanged(.sex, item: 2)
      #expect(viewModel.selectedItem(of: .species) == 3)
      #expect(viewModel.selectedItem(of: .sex) == 2)
      #expect(viewModel.selectedItem(of: .age) == 0)
      #expect(browser.names == ["Clover", "Hazel"])
      #expect(viewModel.countText == "2 of 27 pets")

      viewModel.choiceChanged(.sex, item: -1)  // GTK's "nothing chosen": ignored
      #expect(viewModel.selectedItem(of: .sex) == 2)
      viewModel.choiceChanged(.sex, item: 4)  // past the last item: ignored too, not "Any"
      viewModel.choiceChanged(.sort, item: 9)
      #expect(viewModel.selectedItem(of: .sex) == 2)
      #expect(viewModel.selectedItem(of: .sort) == 0)
      #expect(browser.names == ["Clover", "Hazel"])
      viewModel.choiceChanged(.sex, item: 0)
      #expect(browser.names == ["Clover", "Hazel", "Thumper"])
    }
  }

  @Test func columnHeaderClicked_sortsByThatColumn_andTheDropDownFollows() throws {
    let catalog = try bundledCatalog()
    try withBrowser(catalog) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.sortedColumn == "name")
      viewModel.columnHeaderClicked("fee")
      #expect(viewModel.selectedItem(of: .sort) == 4)
      #expect(viewModel.sortedColumn == "fee")
      #expect(!viewModel.sortIsReversed)
      let byFee = PetListViewModel(catalog: catalog, today: today, sortOrder: .fee).rows.map(\.name)
      #expect(browser.names == byFee)
      viewModel.columnHeaderClicked("species")  // no order for it: nothing changes
      #expect(viewModel.sortedColumn == "fee")
      viewModel.choiceChanged(.sort, item: 6)
      #expect(viewModel.sortedColumn == nil)
    }
  }

  /// A second click on the sorted column's header sorts the other way, and a third back; the
  /// drop-down follows (issue 45: each sort went one way only).
  @Test func columnHeaderClickedAgain_sortsTheOtherWay() throws {
    let catalog = try bundledCatalog()
    try withBrowser(catalog) { browser, _ in
      let viewModel = browser.viewModel
      let filter = viewModel.listQuery.filter
      func names(_ order: PetSortOrder) -> [String] {
        PetListViewModel(catalog: catalog, today: today, filter: filter, sortOrder: order).rows.map(\.name)
      }
      viewModel.columnHeaderClicked("name")
      #expect(viewModel.sortIsReversed)
      #expect(viewModel.choices.first { $0.kind == .sort }?.items[viewModel.selectedItem(of: .sort)] == "Name, Z to A")
      #expect(browser.names == names(.name).reversed())
      viewModel.columnHeaderClicked("age")
      #expect(!viewModel.sortIsReversed)
      #expect(browser.names == names(.age))
      viewModel.columnHeaderClicked("age")
      #expect(viewModel.sortIsReversed)
      #expect(browser.names == names(.oldest))
      #expect(browser.names == names(.age).reversed())
      viewModel.columnHeaderClicked("age")
      #expect(browser.names == names(.age))
    }
  }

  @Test func itemNamed_takesAPositionOrAnItemsText() throws {
    let species = try #require(BrowserChoice.all.first { $0.kind == .species })
    let sort = try #require(BrowserChoice.all.first { $0.kind == .sort })
    #expect(
      ["0", "2", "dog", "Guinea pig", "guinea-pig", "GUINEAPIG", " any "].map(species.item(named:)) == [
        0, 2, 1, 5, 5, 5, 0,
      ])
    #expect(["15", "-1", "dragon", ""].map(species.item(named:)) == [nil, nil, nil, nil])
    #expect(
      ["youngest first", "Lowest-fee-first", "3", "9", "reverse-name", "nearest first"].map(sort.item(named:)) == [
        2, 4, 3, nil, 1, 8,
      ])
    // Within's items are numbers: a number names its item, never a position.
    let within = try #require(BrowserChoice.all.first { $0.kind == .within })
    #expect(["25", "25 mi", "2", "500", "1000"].map(within.item(named:)) == [2, 2, nil, 6, nil])
  }

  @Test func shortcutGroups_listEveryKey() {
    let groups = ShortcutGroup.all.map { group in
      [group.title] + group.shortcuts.map { "\($0.accelerator) = \($0.title)" }
    }
    #expect(
      groups == [
        [
          "Finding pets", "<Primary>f = Search by name, species, breed or story", "Escape = Close the search",
          "Escape <Alt>Left = Back to the list from a pet's card (narrow window)",
          "Up Down = Previous or next pet",
          "<Primary>Page_Up <Primary>Page_Down = Previous or next photo of the pet",
          "Tab <Shift>Tab = Move between search, filters, list and card",
        ],
        [
          "Filters and order", "<Alt>s = Species", "<Alt>g = Age", "<Alt>x = Sex", "<Alt>z = Size",
          "<Alt>w = Good with", "<Alt>c = Coat", "<Alt>t = Status", "<Alt>n = Place to list pets near",
          "<Alt>i = Within", "<Alt>o = Sort order", "<Alt>f = Only favourites",
        ],
        [
          "General", "<Primary>o = Open a catalogue",
          "<Alt>p = Show what is wrong with the catalogue (when its bar says so)",
          "<Primary>d = Add or remove the pet from favourites",
          "<Primary>s = Save the search and filters under a name", "<Primary><Shift>s = Saved searches",
          "F10 = Open the menu",
          "F1 <Primary>question = Keyboard shortcuts", "<Primary>q = Quit",
        ],
      ])
  }
}
