import Foundation
import PetBrowsing
import PetCatalog
import PetStore
import PetTestSupport
import Synchronization
import Testing

/// The adopter is told what happened to the pet whose card is open when a shelter publishes
/// (issue 43, point 5, in part): adopted, on hold or pending is said in the bar, as a listing
/// taken down was; before, an adopted pet's card was replaced by another's with nothing said.
@MainActor
@Suite struct ListingChangedTests {
  @Test func aPetAdoptedOrOnHoldWhileItsCardIsOpen_isSaidInTheBar() throws {
    let published = Mutex<[Pet]>(Catalog.sheltersNearAndFar.pets)
    let served: @Sendable ([Pet]) -> Catalog = { pets in
      var catalog = Catalog(pets: pets)
      catalog.backing = WantedRecordingBacking(pets: pets, remote: true)
      return catalog
    }
    let first = served(published.withLock { $0 })
    let browser = Browser(
      first, store: .success(FakeStore()),
      opening: CatalogOpening(
        source: CatalogSource("postgresql://catalogue.example/pets"), isBundled: false, result: .success(first)),
      catalogues: CatalogLoadingClient(
        source: { CatalogSource($0) },
        load: { _, _, _, deliver in deliver(.success(served(published.withLock { $0 })))
        }))
    let viewModel = browser.viewModel
    browser.settle()
    func publish(_ change: (inout Pet) -> Void) {
      published.withLock { pets in
        if let index = pets.firstIndex(where: { $0.id == "stuart" }) { change(&pets[index]) }
      }
      viewModel.refreshCatalogue()
      browser.settle()
    }
    #expect(viewModel.selectPet(id: "stuart"))
    browser.settle()
    publish { $0.status = .onHold }
    #expect(viewModel.catalogStatus.bar?.text == "Stuart: the shelter changed the listing to “On hold”.")
    #expect(viewModel.selectedPetID == "stuart")
    // Published again unchanged: nothing more to say.
    viewModel.catalogBarClosed()
    publish { _ in }
    #expect(viewModel.catalogStatus.bar == nil)
    publish { $0.status = .adopted }
    #expect(viewModel.catalogStatus.bar?.text == "Stuart: the shelter changed the listing to “Adopted”.")
  }
}
