import Foundation
import PetBrowsing
import PetCards
import PetCatalog
import PetStore
import PetTestSupport
import Testing

/// `WindowSnapshot.headless`, what `pet-browser --headless --print-window` prints.
@MainActor
@Suite struct HeadlessWindowTests {
  @Test func headless_appliesTheSearchFiltersSortAndSelection() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let snapshot = WindowSnapshot.headless(
        catalog: catalog, today: today, search: "dog", select: "moose", filters: [.species: 1, .sort: 4],
        onlyFavorites: false, userData: openStore(in: folder))
      let text = snapshot.text.split(separator: "\n").prefix(15).joined(separator: "\n")
      #expect(
        text == """
          Window: Pet Browser
          Header: Pet Browser · Riverbend Animal Shelter
          Search: “dog”
          Filters: Species: Dog | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Adoptable | Near: none | Within: 50 mi | Favourites: off
          Count: 7 of 27 pets | Sort: Lowest fee first
          List:
              Picture      Name                     Species  Age           Fee      ★
              biscuit.svg  Biscuit                  Dog      7 years old   $50.00   ☆
              rosie.svg    Rosie                    Dog      13 years old  $50.00   ☆
              pepper.svg   Pepper                   Dog      5 months old  $50.00   ☆
            > moose.svg    Moose                    Dog      6 years old   $75.00   ☆
              waffles.svg  Waffles                  Dog      5 years old   $75.00   ☆
              koyuki.svg   小雪 · Adoption pending  Dog      5 years old   $150.00  ☆
              stuart.svg   Stuart                   Dog      3 years old   $500.00  ☆
          Card:
          """)
    }
  }

  @Test func headless_withFavouritesAndNoDatabase_saysWhy() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("data")
      try Data("not a folder".utf8).write(to: file)
      let snapshot = WindowSnapshot.headless(
        catalog: catalog, today: today, search: nil, select: "stuart", filters: [:], onlyFavorites: true,
        userData: openStore(in: file))
      let unavailable = unavailableText(file.path)
      #expect(
        snapshot.text == """
          Window: Pet Browser
          Header: Pet Browser · Riverbend Animal Shelter
          Search: none
          Filters: Species: Any | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Adoptable | Near: none | Within: 50 mi | Favourites: on
          Count: 0 of 27 pets | Sort: Name
          Message: \(unavailable)
          List: empty (starred-symbolic)
            No favourites yet
            Click the ☆ on a pet to keep it here.
            [Show all pets]
          Card: none

          """)
    }
  }

  /// On a catalogue large enough for background queries, every query is answered before printing,
  /// and the text is what a window driven step by step shows.
  @Test func headless_withBackgroundQueries_printsTheAnsweredWindow() throws {
    let catalog = try bundledCatalog()
    try withBrowser(catalog, favorites: ["stuart", "biscuit"]) { browser, location in
      let snapshot = WindowSnapshot.headless(
        catalog: catalog, today: today, search: "a", select: "stuart", filters: [.species: 1, .sex: 1],
        onlyFavorites: true, userData: openStore(in: location.directory), backgroundQueryThreshold: 0)

      // The window starts with adoptable pets only; this view model, made for tests, with any.
      browser.viewModel.choiceChanged(.status, item: 0)
      browser.viewModel.searchTextChanged("a")
      browser.viewModel.choiceChanged(.species, item: 1)
      browser.viewModel.choiceChanged(.sex, item: 1)
      browser.viewModel.favoritesToggled(true)
      #expect(browser.viewModel.selectPet(id: "stuart"))
      #expect(snapshot == WindowSnapshot(browser.viewModel))
      #expect(snapshot.count == "1 of 27 pets")
      #expect(snapshot.rows.map { $0[1] } == ["Stuart"])
    }
  }
}
