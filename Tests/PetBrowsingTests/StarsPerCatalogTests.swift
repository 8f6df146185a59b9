import Foundation
import PetCatalog
import PetCatalogStore
import PetPresentation
import PetStore
import PetTestSupport
import Testing

@testable import PetBrowsing

/// Another catalogue's "stuart" is another pet: Open… shows that catalogue's own stars and
/// inquiries, and the first catalogue's come back with it.
@MainActor
@Suite struct StarsPerCatalogTests {
  @Test func openingAnotherCatalogue_showsItsOwnStars_andOpeningTheFirstAgain_bringsThemBack() throws {
    try withTemporaryDirectory { folder in
      let bundledPath = try #require(BundledCatalog.locate(environment: [:]))
      let copy = folder.appendingPathComponent("other/pets.json")
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: URL(fileURLWithPath: bundledPath), to: copy)
      let location = UserDataLocation(directory: folder.appendingPathComponent("data"))
      let store = try UserDataStore(location: location, catalogue: CatalogKey(file: bundledPath))
      try store.addFavorite("stuart")
      _ = try store.addInquiry(.adaAboutBandit, at: .sentThisYear)

      func opened(_ path: String) throws -> CatalogOpening {
        CatalogOpening(
          source: CatalogSource(path), isBundled: path == bundledPath,
          result: .success(try CatalogLoader(today: today).load(path: path)))
      }
      let first = try opened(bundledPath)
      let browser = Browser(first.catalog, userData: .success(store), opening: first)
      #expect(try browser.star("stuart").isFavorite)
      #expect(browser.viewModel.selectPet(id: "bandit"))
      #expect(browser.viewModel.askedText == "You asked about Bandit on November 21")

      let other = try opened(copy.path)
      browser.viewModel.catalogOpened(other, list: PetListViewModel(catalog: other.catalog, today: today))
      browser.settle()
      #expect(try browser.star("stuart").isFavorite == false)
      #expect(browser.viewModel.selectPet(id: "bandit"))
      #expect(browser.viewModel.askedText == nil)
      browser.viewModel.starActivated(row: try #require(browser.viewModel.position(ofPetWithID: "zoe")))
      browser.settle()
      #expect(try UserDataStore(location: location, catalogue: CatalogKey(file: copy.path)).favoriteIDs() == ["zoe"])

      browser.viewModel.catalogOpened(first, list: PetListViewModel(catalog: first.catalog, today: today))
      browser.settle()
      #expect(try browser.star("stuart").isFavorite)
      #expect(try browser.star("zoe").isFavorite == false)
      #expect(browser.viewModel.selectPet(id: "bandit"))
      #expect(browser.viewModel.askedText == "You asked about Bandit on November 21")
    }
  }
}
