import Foundation
import PetBrowsing
import PetCards
import PetCatalog
import PetStore
import PetTestSupport
import Testing

/// The whole window printed as text (`WindowSnapshot.text`), for the bundled catalogue.
@MainActor
@Suite struct WindowSnapshotTests {
  @Test func text_forASearch() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      browser.viewModel.searchTextChanged("lab")
      #expect(
        browser.text == """
          Window: Pet Browser
          Header: Pet Browser · Riverbend Animal Shelter
          Search: “lab”
          Filters: Species: Any | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Any | Near: none | Within: 50 mi | Favourites: off
          Count: 1 of 27 pets | Sort: Name
          List:
              Picture      Name     Species  Age          Fee     ★
            > biscuit.svg  Biscuit  Dog      7 years old  $50.00  ☆
          Card:
            Picture:       biscuit.svg
            Name:          Biscuit
            Age:           7 years old
            Adoption fee:  $50.00
            Breed:         Dog · Labrador mix
            Sex:           Female
            Size:          Large
            Temperament:   Good with kids and dogs · Not good with cats
            Health:        Spayed · Vaccinated · House-trained
            Status:        Available
            Description:   Biscuit has never met a tennis ball she didn't want to bring back to you. \
          She was found wandering near the river trail with no microchip, and nobody came looking for her. \
          She's strong on the lead and still learning her manners, so an active family with older children \
          and a securely fenced garden would be ideal.
            Star:          ☆ (Add Biscuit to favourites)
            Ask to adopt…: enabled (Ask the shelter to adopt Biscuit)

          """)
    }
  }

  @Test func text_forASearchThatFindsNothing() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      browser.viewModel.searchTextChanged("zzzz")
      #expect(
        browser.text == """
          Window: Pet Browser
          Header: Pet Browser · Riverbend Animal Shelter
          Search: “zzzz”
          Filters: Species: Any | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Any | Near: none | Within: 50 mi | Favourites: off
          Count: 0 of 27 pets | Sort: Name
          List: empty (system-search-symbolic)
            No pets match “zzzz”
            Try a different name or breed, or fewer words.
            [Clear the search]
          Card: none

          """)
    }
  }

  @Test func text_forTheFavourites() throws {
    try withBrowser(bundledCatalog(), favorites: ["stuart", "zoe", "maple"]) { browser, _ in
      browser.viewModel.favoritesToggled(true)
      #expect(browser.viewModel.selectPet(id: "zoe"))
      #expect(
        browser.text == """
          Window: Pet Browser
          Header: Pet Browser · Riverbend Animal Shelter
          Search: none
          Filters: Species: Any | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Any | Near: none | Within: 50 mi | Favourites: on
          Count: 3 of 27 pets | Sort: Name
          List:
              Picture     Name                      Species  Age           Fee      ★
              maple.svg   Maple · Adoption pending  Horse    17 years old  $500.00  ★
              stuart.svg  Stuart                    Dog      3 years old   $500.00  ★
            > zoe.svg     Zoë                       Cat      6 years old   $75.00   ★
          Card:
            Picture:       zoe.svg
            Name:          Zoë
            Age:           6 years old
            Adoption fee:  $75.00
            Breed:         Cat · Siamese
            Sex:           Female
            Size:          Medium
            Temperament:   Good with kids and cats · Not good with dogs
            Health:        Spayed · Vaccinated · House-trained
            Status:        Available
            Description:   Zoë is a chatty Siamese who has an opinion about everything and will share it with you \
          at length. She was surrendered together with her sister, who found a home last month, and she would like \
          someone around during the day to talk to. She loves feather wands, warm laps and sitting on whatever you \
          are trying to read.
            Star:          ★ (Remove Zoë from favourites)
            Ask to adopt…: enabled (Ask the shelter to adopt Zoë)

          """)
    }
  }

  @Test func text_afterAFailedSave() throws {
    try withBrowser(bundledCatalog()) { browser, location in
      let path = location.path
      try Sabotage.refuseNewFavorites(in: path, reason: "the disk said no")
      browser.viewModel.searchTextChanged("stuart")
      browser.viewModel.selectedStarActivated()
      browser.save()
      #expect(
        browser.text == """
          Window: Pet Browser
          Header: Pet Browser · Riverbend Animal Shelter
          Search: “stuart”
          Filters: Species: Any | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Any | Near: none | Within: 50 mi | Favourites: off
          Count: 1 of 27 pets | Sort: Name
          Message: Could not add Stuart to favourites: \(path): cannot save the favourite stuart: \
          the disk said no. Nothing was changed. Try again.
          List:
              Picture     Name    Species  Age          Fee      ★
            > stuart.svg  Stuart  Dog      3 years old  $500.00  ☆
          Card:
            Picture:       stuart.svg
            Name:          Stuart
            Age:           3 years old
            Adoption fee:  $500.00
            Breed:         Dog · Cavalier King Charles Spaniel
            Sex:           Male
            Size:          Small
            Temperament:   Good with kids and dogs · Untested with cats
            Health:        Neutered · Vaccinated · House-trained
            Status:        Available
            Description:   Stuart greets everyone at the door with a wagging tail and a soft, happy grumble. \
          He came to us when his elderly owner moved into assisted living, and he misses having a lap to sleep on. \
          He is house-trained, walks nicely on a lead and would suit a calm home where someone is around most of \
          the day.
            Star:          ☆ (Add Stuart to favourites)
            Ask to adopt…: enabled (Ask the shelter to adopt Stuart)

          """)
    }
  }

  /// A catalogue in memory: no shelter, no picture folder, and a name that tries to drive the terminal.
  @Test func text_forAHostileNameWithoutAShelterOrPictures() throws {
    let rex = Pet.make("rex", "Rex\u{1B}[2J\u{202E}kcab") { $0.description = "Line one.\u{7}\nLine two." }
    try withBrowser(Catalog(pets: [rex, .template])) { browser, _ in
      #expect(browser.viewModel.selectPet(id: "rex"))
      #expect(
        browser.text == """
          Window: Pet Browser
          Header: Pet Browser
          Search: none
          Filters: Species: Any | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Any | Near: none | Within: 50 mi | Favourites: off
          Count: 2 pets | Sort: Name
          List:
              Picture      Name         Species  Age          Fee     ★
            > placeholder  Rex�[2Jkcab  Cat      4 years old  $50.00  ☆
              placeholder  Template     Cat      4 years old  $50.00  ☆
          Card:
            Picture:       placeholder
            Name:          Rex�[2Jkcab
            Age:           4 years old
            Adoption fee:  $50.00
            Breed:         Cat · Domestic Shorthair
            Sex:           Female
            Size:          Medium
            Temperament:   Untested with kids, dogs and cats
            Health:        No health record yet
            Status:        Available
            Description:   Line one.�
                           Line two.
            Star:          ☆ (Add Rex�[2Jkcab to favourites)
            Ask to adopt…: enabled (Ask the shelter to adopt Rex�[2Jkcab)

          """)
      #expect(!browser.text.contains("\u{1B}"))
    }
  }
}
