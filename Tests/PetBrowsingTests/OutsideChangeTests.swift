import Foundation
import PetAdoptionFlow
import PetBrowsing
import PetCards
import PetCatalog
import PetStore
import PetTestSupport
import Testing

/// Stars and inquiries that another program changes (`petcards`, another window) show in an
/// open window without a restart.
@MainActor
@Suite struct OutsideChangeTests {
  @Test func anInquiryAnsweredElsewhere_showsOnTheCard_andAStarAddedElsewhere_inTheRow() throws {
    let store = FakeStore(inquiries: [.adaThisYear])
    let browser = Browser(try bundledCatalog(), store: .success(store))
    let viewModel = browser.viewModel
    #expect(viewModel.selectPet(id: "bandit"))
    #expect(viewModel.askedText == "You asked about Bandit on November 21")
    #expect(try browser.star("zoe").isFavorite == false)

    // Nothing changed: one look, and nothing is read again.
    viewModel.checkForOutsideChanges()
    browser.settle()
    #expect(viewModel.askedText == "You asked about Bandit on November 21")

    store.changeFromOutside { favorites, inquiries in
      favorites.insert("zoe")
      inquiries[0].status = .approved
    }
    viewModel.checkForOutsideChanges()
    browser.settle()
    #expect(viewModel.askedText == "You asked about Bandit on November 21: the shelter approved it")
    #expect(
      browser.text.contains("\n  Asked:         You asked about Bandit on November 21: the shelter approved it\n"))
    #expect(try browser.star("zoe").isFavorite)
    #expect(browser.updates.suffix(3).contains(.card))
  }

  @Test func aLookWhileOneIsUnderWay_isNotStartedTwice() throws {
    let store = FakeStore()
    let browser = Browser(try bundledCatalog(), store: .success(store))
    browser.viewModel.checkForOutsideChanges()
    browser.viewModel.checkForOutsideChanges()
    #expect(browser.background.pendingCount == 1)
    browser.settle()
    browser.viewModel.checkForOutsideChanges()
    #expect(browser.background.pendingCount == 1)
  }

  /// SQLite's `data_version`: another connection's commit moves it, this store's own does not.
  @Test func theRealStore_countsOnlyOtherProgramsChanges() throws {
    try withTemporaryDirectory { folder in
      let location = UserDataLocation(directory: folder)
      let window = try UserDataStore(location: location)
      let petcards = try UserDataStore(location: location)
      let start = try window.outsideChangeCount()
      try window.addFavorite("zoe")
      #expect(try window.outsideChangeCount() == start)
      try petcards.addFavorite("stuart")
      #expect(try window.outsideChangeCount() != start)
    }
  }
}
