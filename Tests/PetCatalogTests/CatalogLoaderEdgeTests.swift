import Foundation
import PetCatalog
import PetTestSupport
import Testing

@Suite struct CatalogLoaderEdgeTests {
  @Test func load_acceptsAFileSavedAsUTF8WithAByteOrderMark() throws {
    let bytes = Data([0xEF, 0xBB, 0xBF]) + Data(catalogJSON([.valid()]).utf8)
    let catalog = try loadCatalog(bytes: bytes, pictures: ["pictures/stuart.svg"]).result.get()
    #expect(catalog.pets == [Pet.stuart])
  }

  @Test func error_afterAByteOrderMark_countsColumnsFromTheFirstVisibleCharacter() throws {
    let outcome = try loadCatalog(bytes: Data([0xEF, 0xBB, 0xBF]) + Data("{,}".utf8))
    guard case .failure(let error) = outcome.result else {
      Issue.record("expected an error")
      return
    }
    #expect(error.description == "\(outcome.file):1:2: malformed JSON: expected a member name in double quotes")
  }

  @Test func warning_whenThePictureIsAFolder_theCatalogueLoadsWithAPlaceholder() throws {
    let outcome = try loadCatalog(
      catalogJSON([.valid().with("image", #""pictures""#)]), pictures: ["pictures/stuart.svg"])
    let catalog = try outcome.result.get()
    #expect(catalog.missingImages == ["stuart"])
    #expect(
      catalog.warnings.map(\.description) == [
        "warning: \(outcome.file): pets[0] (id \"stuart\"), field \"image\": the picture \"pictures\" "
          + "does not exist; showing a placeholder instead"
      ])
  }
}
