import Foundation
import PetAdoptionFlow
import PetCatalog
import PetStore
import PetTestSupport
import Testing

@testable import PetBrowsing

/// The stars in the rows and on the card, saved to a real database in a temporary folder.
@MainActor
@Suite struct StarTests {
  /// Clicks Stuart's star in the row while the database refuses it, and saves; Stuart's row and
  /// the message the window then shows.
  func failToStarStuart(_ browser: Browser, _ location: UserDataLocation) throws -> (row: Int, message: String) {
    try Sabotage.refuseNewFavorites(in: location.path, reason: "the disk said no")
    let row = try #require(browser.viewModel.position(ofPetWithID: "stuart"))
    browser.viewModel.starActivated(row: row)
    browser.save()
    let message =
      "Could not add Stuart to favourites: \(location.path): cannot save the favourite stuart: the disk said no. "
      + "Nothing was changed. Try again."
    return (row, message)
  }

  @Test func starInARow_goesPendingThenStarred_andTheCardStarFollows() throws {
    try withBrowser(bundledCatalog()) { browser, location in
      let viewModel = browser.viewModel
      #expect(viewModel.starsEnabled)
      #expect(viewModel.selectPet(id: "stuart"))
      let row = try #require(viewModel.position(ofPetWithID: "stuart"))
      #expect(viewModel.row(at: row).star.symbol == "☆")
      #expect(viewModel.row(at: row).star.label == "Add Stuart to favourites")

      viewModel.starActivated(row: row)
      // Saving: the star shows where it is going, and cannot be clicked until it gets there.
      #expect(browser.updates.suffix(2) == [.row(row), .card])
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
      #expect(try UserDataStore(location: location).favoriteIDs() == ["stuart"])
      #expect(viewModel.message == nil)
    }
  }

  @Test func cardStar_unstarsTheSelectedPet() throws {
    try withBrowser(bundledCatalog(), favorites: ["zoe"]) { browser, location in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "zoe"))
      #expect(viewModel.cardStar?.symbol == "★")

      viewModel.selectedStarActivated()
      #expect(viewModel.cardStar?.symbol == "☆…")
      #expect(viewModel.cardStar?.label == "Removing Zoë from favourites…")
      let star = try browser.star("zoe")
      #expect(star.symbol == "☆…")
      browser.save()
      #expect(viewModel.cardStar?.symbol == "☆")
      #expect(viewModel.cardStar?.label == "Add Zoë to favourites")
      let saved = try UserDataStore(location: location).favoriteIDs()
      #expect(saved.isEmpty)
    }
  }

  @Test func aFailedSave_showsWhyInTheMessageBar_untilItIsClosed() throws {
    try withBrowser(bundledCatalog()) { browser, location in
      let viewModel = browser.viewModel
      let (row, message) = try failToStarStuart(browser, location)
      #expect(viewModel.message == message)
      #expect(browser.updates.last == .message)
      let star = viewModel.row(at: row).star
      #expect(star.symbol == "☆")
      #expect(star.label == "Add Stuart to favourites")
      #expect(star.errorMessage == message)

      viewModel.messageClosed()
      #expect(viewModel.message == nil)
      #expect(viewModel.row(at: row).star.errorMessage == nil)
      #expect(viewModel.favorites?.state(of: "stuart") == .idle)
    }
  }

  @Test func aFailedSave_triedAgain_clearsTheMessage() throws {
    try withBrowser(bundledCatalog()) { browser, location in
      let viewModel = browser.viewModel
      let (row, message) = try failToStarStuart(browser, location)
      #expect(viewModel.message == message)

      try Sabotage.acceptFavorites(in: location.path)
      viewModel.starActivated(row: row)
      #expect(viewModel.message == nil)
      browser.save()
      #expect(viewModel.message == nil)
      #expect(viewModel.row(at: row).star.symbol == "★")
    }
  }

  @Test func anUnopenableDatabase_disablesStarsAndAskToAdopt_butBrowsingWorks() throws {
    try withUnopenableBrowser(bundledCatalog()) { browser, file in
      let viewModel = browser.viewModel
      let reason = unavailableText(file)
      #expect(viewModel.userDataProblem == reason)
      #expect(viewModel.message == reason)
      #expect(viewModel.favorites == nil)
      #expect(!viewModel.starsEnabled)

      #expect(viewModel.selectPet(id: "stuart"))
      let row = try #require(viewModel.position(ofPetWithID: "stuart"))
      for star in [viewModel.row(at: row).star, try #require(viewModel.cardStar)] {
        #expect(star == FavoriteStar(symbol: "☆", isFavorite: false, isEnabled: false, label: reason))
      }
      #expect(viewModel.askToAdoptButton == ButtonState(text: "Ask to adopt…", tooltip: reason, isEnabled: false))

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
    try withBrowser(bundledCatalog()) { browser, location in
      #expect(try browser.star("zoe").symbol == "☆")
      try UserDataStore(location: location).addFavorite("zoe")
      browser.viewModel.windowActivated()
      #expect(try browser.star("zoe").symbol == "☆")
      browser.save()
      #expect(try browser.star("zoe").symbol == "★")
      // Zoë's row alone is redrawn: her card is not the one shown.
      let row = try #require(browser.viewModel.position(ofPetWithID: "zoe"))
      #expect(browser.viewModel.selectedPetID != "zoe")
      #expect(browser.updates.suffix(1) == [.row(row)])
      // Two stars at once: every row, and the card.
      try UserDataStore(location: location).addFavorite("stuart")
      try UserDataStore(location: location).addFavorite("koyuki")
      browser.viewModel.windowActivated()
      browser.save()
      #expect(browser.updates.suffix(2) == [.stars, .card])
    }
  }

  @Test func favouritesThatCannotBeRead_showWhy_untilTheyCanBeAgain() throws {
    try withBrowser(bundledCatalog()) { browser, location in
      let viewModel = browser.viewModel
      try Sabotage.hideFavorites(in: location.path)
      viewModel.windowActivated()
      browser.save()
      #expect(
        viewModel.message
          == "Could not load your favourites: \(location.path): the database is damaged (no such table: favorite). "
          + "It was left untouched. Restore it from a backup (see docs/user-data.md), or move it aside to start afresh."
      )

      try Sabotage.hideFavorites(in: location.path, false)
      viewModel.windowActivated()
      browser.save()
      #expect(viewModel.message == nil)
    }
  }
}
