import PetBrowsing
import PetCards
import PetCatalog
import PetTestSupport
import Testing

/// The card's gallery in the window's view model (issue 42, point 3): the arrows and their keys
/// move among the selected pet's photos, round from the last to the first; another pet's card
/// starts at its first photo; a pet with one picture has no gallery to move in.
@MainActor
@Suite struct PhotoGalleryBrowsingTests {
  static let catalog = Catalog(shelter: "Riverbend Animal Shelter", pets: [.rogers, .stuart])

  @Test func theArrows_moveAmongThePhotos_andRoundTheEnds() throws {
    try withBrowser(Self.catalog) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "rogers"))
      #expect(viewModel.canMovePhotos)
      #expect(viewModel.selectedPet?.photoPositionText == "1 of 3")
      viewModel.nextPhotoTapped()
      #expect(viewModel.selectedPet?.photoPositionText == "2 of 3")
      #expect(viewModel.selectedPet?.image.address == "https://pictures.example.org/rogers/2.jpg")
      #expect(browser.updates.last == .card)
      viewModel.nextPhotoTapped()
      viewModel.nextPhotoTapped()
      #expect(viewModel.selectedPet?.photoPositionText == "1 of 3")
      viewModel.previousPhotoTapped()
      #expect(viewModel.selectedPet?.photoPositionText == "3 of 3")
      // The window's text says which photo, under the picture.
      #expect(
        browser.text == """
          Window: Pet Browser
          Header: Pet Browser · Riverbend Animal Shelter
          Search: none
          Filters: Species: Any | Age: Any | Sex: Any | Size: Any | Good with: Anyone | Coat: Any | Status: Any | Near: none | Within: 50 mi | Favourites: off
          Count: 2 pets | Sort: Name
          List:
              Picture      Name    Species  Age          Fee      ★
            > placeholder  Rogers  Cat      4 years old  $50.00   ☆
              placeholder  Stuart  Dog      3 years old  $500.00  ☆
          Card:
            Picture:       placeholder
            Photo:         3 of 3
            Name:          Rogers
            Age:           4 years old
            Adoption fee:  $50.00
            Breed:         Cat · Domestic Shorthair
            Sex:           Female
            Size:          Medium
            Temperament:   Untested with kids, dogs and cats
            Health:        No health record yet
            Status:        Available
            Description:   A cat.
            Star:          ☆ (Add Rogers to favourites)
            Ask to adopt…: enabled (Ask the shelter to adopt Rogers)

          """)
    }
  }

  @Test func anotherPetsCard_startsAtItsFirstPhoto_andOnePicture_hasNoGallery() throws {
    try withBrowser(Self.catalog) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "rogers"))
      viewModel.nextPhotoTapped()
      #expect(viewModel.selectPet(id: "stuart"))
      #expect(!viewModel.canMovePhotos)
      #expect(viewModel.selectedPet?.photoPositionText == nil)
      let updates = browser.updates.count
      viewModel.nextPhotoTapped()
      #expect(browser.updates.count == updates)
      #expect(!browser.text.contains("Photo:"))
      #expect(viewModel.selectPet(id: "rogers"))
      #expect(viewModel.selectedPet?.photoPositionText == "1 of 3")
    }
  }
}
