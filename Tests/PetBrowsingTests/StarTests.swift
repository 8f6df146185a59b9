import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCatalog
import PetStore
import PetTestSupport
import Testing

/// The stars in the rows and on the card, saved to a real database in a temporary folder.
@MainActor
@Suite struct StarTests {
  @Test func starInARow_goesPendingThenStarred_andTheCardStarFollows() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let browser = Browser(catalog, userData: openStore(in: folder))
      let viewModel = browser.viewModel
      #expect(viewModel.starsEnabled)
      #expect(viewModel.selectPet(id: "stuart"))
      let row = try #require(viewModel.position(ofPetWithID: "stuart"))
      #expect(viewModel.row(at: row).star.symbol == "☆")
      #expect(viewModel.row(at: row).star.label == "Add Stuart to favourites")

      viewModel.starActivated(row: row)
      // Saving: the star shows where it is going, and cannot be clicked until it gets there.
      #expect(browser.updates.last == .card)
      for star in [viewModel.row(at: row).star, try #require(viewModel.cardStar)] {
        #expect(star.symbol == "★…")
        #expect(star.label == "Adding Stuart to favourites…")
        #expect(!star.isEnabled)
      }
      viewModel.starActivated(row: row)
      #expect(browser.background.pendingCount == 1)

      browser.save()
      for star in [viewModel.row(at: row).star, try #require(viewModel.cardStar)] {
        #expect(star.symbol == "★")
        #expect(star.label == "Remove Stuart from favourites")
        #expect(star.isEnabled)
      }
      #expect(try UserDataStore(location: UserDataLocation(directory: folder)).favoriteIDs() == ["stuart"])
      #expect(viewModel.message == nil)
    }
  }

  @Test func cardStar_unstarsTheSelectedPet() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let store = try UserDataStore(location: UserDataLocation(directory: folder))
      try store.addFavorite("zoe")
      let browser = Browser(catalog, userData: .success(store))
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "zoe"))
      #expect(viewModel.cardStar?.symbol == "★")

      viewModel.selectedStarActivated()
      #expect(viewModel.cardStar?.symbol == "☆…")
      #expect(viewModel.cardStar?.label == "Removing Zoë from favourites…")
      #expect(try browser.star("zoe").symbol == "☆…")
      browser.save()
      #expect(viewModel.cardStar?.symbol == "☆")
      #expect(viewModel.cardStar?.label == "Add Zoë to favourites")
      #expect(try store.favoriteIDs() == [])
    }
  }

  @Test func aFailedSave_showsWhyInTheMessageBar_untilItIsClosed() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let location = UserDataLocation(directory: folder)
      let browser = Browser(catalog, userData: openStore(in: folder))
      let viewModel = browser.viewModel
      try Sabotage.refuseNewFavorites(in: location.path, reason: "the disk said no")
      let row = try #require(viewModel.position(ofPetWithID: "stuart"))

      viewModel.starActivated(row: row)
      browser.save()
      let text =
        "Could not add Stuart to favourites: \(location.path): cannot save the favourite stuart: the disk said no. "
        + "Nothing was changed. Try again."
      #expect(viewModel.message == text)
      #expect(browser.updates.last == .message)
      let star = viewModel.row(at: row).star
      #expect(star.symbol == "☆")
      #expect(star.label == "Add Stuart to favourites")
      #expect(star.errorMessage == text)

      viewModel.messageClosed()
      #expect(viewModel.message == nil)
      #expect(viewModel.row(at: row).star.errorMessage == nil)
      #expect(viewModel.favorites?.state(of: "stuart") == .idle)
    }
  }

  @Test func aFailedSave_triedAgain_clearsTheMessage() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let location = UserDataLocation(directory: folder)
      let browser = Browser(catalog, userData: openStore(in: folder))
      let viewModel = browser.viewModel
      try Sabotage.refuseNewFavorites(in: location.path, reason: "the disk said no")
      let row = try #require(viewModel.position(ofPetWithID: "stuart"))
      viewModel.starActivated(row: row)
      browser.save()
      #expect(viewModel.message != nil)

      try Sabotage.acceptFavorites(in: location.path)
      viewModel.starActivated(row: row)
      #expect(viewModel.message == nil)
      browser.save()
      #expect(viewModel.message == nil)
      #expect(viewModel.row(at: row).star.symbol == "★")
    }
  }

  @Test func anUnopenableDatabase_disablesStarsAndAskToAdopt_butBrowsingWorks() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("data")
      try Data("not a folder".utf8).write(to: file)
      let browser = Browser(catalog, userData: openStore(in: file))
      let viewModel = browser.viewModel
      let reason =
        "Favourites and adoption inquiries are unavailable: \(file.path): cannot create the folder for your saved "
        + "data (a file of that name is in the way). Nothing was saved. Create the folder yourself, or set "
        + "PET_DATA_DIR to use another folder."
      #expect(viewModel.userDataProblem == reason)
      #expect(viewModel.message == reason)
      #expect(viewModel.favorites == nil)
      #expect(!viewModel.starsEnabled)

      #expect(viewModel.selectPet(id: "stuart"))
      let row = try #require(viewModel.position(ofPetWithID: "stuart"))
      for star in [viewModel.row(at: row).star, try #require(viewModel.cardStar)] {
        #expect(star == FavoriteStar(symbol: "☆", isFavorite: false, isEnabled: false, label: reason))
      }
      let button = try #require(viewModel.askToAdoptButton)
      #expect(button.text == "Ask to adopt…")
      #expect(button.tooltip == reason)
      #expect(!button.isEnabled)

      viewModel.starActivated(row: row)
      viewModel.selectedStarActivated()
      viewModel.askToAdopt()
      #expect(browser.background.pendingCount == 0)
      #expect(viewModel.row(at: row).star.symbol == "☆")
      #expect(viewModel.inquiryForm == nil)

      viewModel.searchTextChanged("zoe")
      #expect(browser.names == ["Zoë"])
      #expect(viewModel.selectedPet?.name == "Zoë")
      viewModel.messageClosed()
      #expect(viewModel.message == nil)
    }
  }

  @Test func windowActivated_showsStarsAnotherProgramSaved() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let browser = Browser(catalog, userData: openStore(in: folder))
      #expect(try browser.star("zoe").symbol == "☆")
      try UserDataStore(location: UserDataLocation(directory: folder)).addFavorite("zoe")
      browser.viewModel.windowActivated()
      #expect(try browser.star("zoe").symbol == "☆")
      browser.save()
      #expect(try browser.star("zoe").symbol == "★")
      #expect(browser.updates.suffix(2) == [.stars, .card])
    }
  }

  @Test func favouritesThatCannotBeRead_showWhy_untilTheyCanBeAgain() throws {
    let catalog = try bundledCatalog()
    try withTemporaryDirectory { folder in
      let path = UserDataLocation(directory: folder).path
      let browser = Browser(catalog, userData: openStore(in: folder))
      let viewModel = browser.viewModel
      try Sabotage.hideFavorites(in: path)
      viewModel.windowActivated()
      browser.save()
      #expect(
        viewModel.message
          == "Could not load your favourites: \(path): cannot read the favourites: no such table: favorite. "
          + "Nothing was changed. Try again.")

      try Sabotage.hideFavorites(in: path, false)
      viewModel.windowActivated()
      browser.save()
      #expect(viewModel.message == nil)
    }
  }
}
