import PetBrowsing
import PetCards
import PetCatalog
import PetStore
import PetTestSupport
import Testing

/// The window near a place (issue 44, point 2): the place entry and the Within drop-down, the
/// Distance column and the card's distance, nearest first, a place that is none or several,
/// Reset, and the place remembered for the next launch.
@MainActor
@Suite struct NearPlaceTests {
  @Test func aPlaceEntered_listsThePetsWithin_eachSayingHowFar() throws {
    try withBrowser(.sheltersNearAndFar) { browser, _ in
      let viewModel = browser.viewModel
      #expect(!viewModel.showsDistance)
      #expect(viewModel.choices.map(\.kind).contains(.within))
      viewModel.placeEntered("  Chicago, IL ")
      browser.settle()
      #expect(viewModel.showsDistance)
      #expect(viewModel.placeText == "Chicago, IL")
      #expect(viewModel.placeProblem == nil)
      // Within 50 mi: Stuart's Lakeside only; Rogers' Hillside is 177 mi away.
      #expect(browser.names == ["Stuart"])
      #expect(viewModel.row(at: 0).distance == "3.0 mi")
      #expect(viewModel.selectedPet?.shelterText == "Lakeside Paws · Chicago, IL 60601 · 3.0 mi away")
      let within = try #require(viewModel.choices.first { $0.kind == .within })
      #expect(within.items == ["5 mi", "10 mi", "25 mi", "50 mi", "100 mi", "250 mi", "500 mi"])
      #expect(within.items[viewModel.selectedItem(of: .within)] == "50 mi")
      viewModel.choiceChanged(.within, item: 5)
      browser.settle()
      #expect(browser.names == ["Rogers", "Stuart"])
      #expect(viewModel.row(at: 0).distance == "177 mi")
      // Nearest first; then anywhere again, when the entry is emptied.
      viewModel.choiceChanged(.sort, item: try #require(PetSortOrder.allCases.firstIndex(of: .distance)))
      browser.settle()
      #expect(browser.names == ["Stuart", "Rogers"])
      #expect(
        browser.text.contains(
          """
          Filters: Species: Any | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Any | Near: “Chicago, IL” | Within: 250 mi | Favourites: off
          Count: 2 of 3 pets | Sort: Nearest first
          List:
              Picture      Name    Species  Age          Fee      Distance  ★
            > placeholder  Stuart  Dog      3 years old  $500.00  3.0 mi    ☆
              placeholder  Rogers  Cat      4 years old  $50.00   177 mi    ☆
          Card:
          """), "\(browser.text)")
      viewModel.placeEntered("")
      browser.settle()
      #expect(!viewModel.showsDistance)
      #expect(browser.names == ["Biscuit", "Rogers", "Stuart"])
      #expect(viewModel.row(at: 0).distance == nil)
      #expect(viewModel.selectedPet?.shelterText == "Lakeside Paws · Chicago, IL 60601")
    }
  }

  @Test func aPlaceThatIsNoneOrSeveral_isSaidOnTheEntry_andTheListStays() throws {
    try withBrowser(.sheltersNearAndFar) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.placeEntered("Chicago, IL")
      browser.settle()
      viewModel.placeEntered("Springfeld")
      browser.settle()
      #expect(
        viewModel.placeProblem
          == "No place called “Springfeld” is known: give a US ZIP code, “City, Region”, “City, Country” or latitude,longitude"
      )
      #expect(browser.names == ["Stuart"])
      viewModel.placeEntered("Springfield")
      #expect(
        viewModel.placeProblem == "“Springfield” is several places: say which, e.g. Springfield, IL; Springfield, MA")
      #expect(browser.updates.last == .place)
      #expect(
        browser.text.contains(
          "| Near: “Springfield” (“Springfield” is several places: say which, e.g. Springfield, IL; Springfield, MA) |")
      )
      // Control characters a paste brings are not shown raw.
      viewModel.placeEntered("Spring\u{1B}[31mfield")
      #expect(viewModel.placeProblem?.contains("\u{1B}") == false)
    }
  }

  @Test func reset_forgetsThePlace() throws {
    try withBrowser(.sheltersNearAndFar) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.placeEntered("Chicago, IL")
      browser.settle()
      #expect(viewModel.canResetFilters)
      #expect(viewModel.rememberedPlace != nil)
      viewModel.resetFilters()
      browser.settle()
      #expect(viewModel.placeText == "")
      #expect(!viewModel.showsDistance)
      #expect(viewModel.rememberedPlace == nil)
      #expect(browser.names == ["Biscuit", "Rogers", "Stuart"])
      #expect(browser.updates.contains(.place))
    }
  }

  @Test func thePlaceOfLastTime_isRemembered_andRestoredWithNoLookUp() throws {
    var remembered: RememberedPlace?
    try withBrowser(.sheltersNearAndFar) { browser, _ in
      browser.viewModel.placeEntered("Chicago, IL")
      browser.viewModel.choiceChanged(.within, item: 6)
      browser.settle()
      remembered = browser.viewModel.rememberedPlace
    }
    let place = try #require(remembered)
    #expect(place == RememberedPlace(text: "Chicago, IL", latitude: 41.85003, longitude: -87.65005, within: 500))
    // A name no gazetteer knows: the coordinates kept are used as they are.
    var elsewhere = place
    elsewhere.text = "home"
    try withBrowser(.sheltersNearAndFar) { browser, _ in
      browser.viewModel.restorePlace(elsewhere)
      browser.settle()
      #expect(browser.viewModel.placeText == "home")
      #expect(browser.viewModel.placeProblem == nil)
      #expect(browser.names == ["Rogers", "Stuart"])
      #expect(browser.viewModel.selectedItem(of: .within) == 6)
      #expect(browser.updates.contains(.place))
    }
  }
}
