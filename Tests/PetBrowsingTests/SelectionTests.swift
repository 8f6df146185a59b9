import Foundation
import PetBrowsing
import PetCatalog
import PetTestSupport
import Testing

/// Which pet's card is shown: kept while still listed, else the first row; none when the list is empty.
@MainActor
@Suite struct SelectionTests {
  @Test func selection_atFirst_isTheFirstRow() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectedPetID == "bandit")
      #expect(viewModel.selectedRow == 0)
      #expect(viewModel.selectedPet?.name == "Bandit")
      #expect(viewModel.cardStar?.symbol == "☆")
      #expect(viewModel.cardStar?.label == "Add Bandit to favourites")
    }
  }

  @Test func selection_isKept_whileTheSearchStillListsThePet() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "koyuki"))
      #expect(viewModel.selectedPet?.name == "小雪")
      viewModel.searchTextChanged("小")
      #expect(viewModel.selectedPetID == "koyuki")
      #expect(viewModel.selectedRow == 0)
      viewModel.searchTextChanged("dog")
      // The dogs, and Thumper, whose story has "dog-sized" and "dogs".
      #expect(browser.names == ["Biscuit", "Moose", "Pepper", "Rosie", "Stuart", "Thumper", "Waffles", "小雪"])
      #expect(viewModel.selectedPetID == "koyuki")
      #expect(viewModel.selectedRow == 7)
    }
  }

  @Test func selection_movesToTheFirstRow_whenThePetIsNoLongerListed() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "stuart"))
      viewModel.searchTextChanged("cat")
      #expect(viewModel.row(at: 0).name == "Cleo")
      #expect(viewModel.selectedPetID == "cleo")
      #expect(viewModel.selectedRow == 0)
      #expect(viewModel.selectedPet?.name == "Cleo")
    }
  }

  @Test func selection_isNone_whileTheListIsEmpty_andTheFirstRowAfter() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      #expect(viewModel.selectPet(id: "stuart"))
      viewModel.searchTextChanged("zzzz")
      #expect(viewModel.selectedPetID == nil)
      #expect(viewModel.selectedRow == nil)
      #expect(viewModel.selectedPet == nil)
      #expect(viewModel.cardStar == nil)
      #expect(viewModel.askToAdoptButton == nil)
      viewModel.searchTextChanged("")
      #expect(viewModel.selectedPetID == "bandit")
    }
  }

  @Test func selectPet_whenThePetIsNotListed_keepsTheSelection() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.searchTextChanged("cat")
      #expect(!viewModel.selectPet(id: "stuart"))
      #expect(!viewModel.selectPet(id: "nobody"))
      #expect(viewModel.selectedPetID == "cleo")
    }
  }

  @Test func rowSelected_showsThatRowsPet_andIgnoresNoRowOrARowPastTheEnd() throws {
    try withBrowser(bundledCatalog()) { browser, _ in
      let viewModel = browser.viewModel
      viewModel.rowSelected(2)
      #expect(viewModel.selectedPet?.name == browser.names[2])
      #expect(viewModel.selectedRow == 2)
      viewModel.rowSelected(nil)
      viewModel.rowSelected(27)
      viewModel.rowSelected(-1)
      #expect(viewModel.selectedRow == 2)
    }
  }
}
