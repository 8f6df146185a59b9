import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// Many pets, one missing picture: one warning that counts them, not one per pet.
@Suite struct WarningSummaryTests {
  @Test func petsSharingAMissingPicture_getOneWarningThatCountsThem() throws {
    let pets = (0..<1_000).map { PetRecord.valid(id: "pet-\($0)").with("image", #""pictures/shared.svg""#) }
    let outcome = try loadCatalog(catalogJSON(pets + [.valid(id: "alone")]))
    let catalog = try outcome.result.get()
    #expect(catalog.missingImages.count == 1_001)
    #expect(
      catalog.warningLines() == [
        "warning: \(outcome.file): pets[0] (id \"pet-0\", \"Stuart\"), field \"image\": the picture \"pictures/shared.svg\" "
          + "does not exist; showing a placeholder instead (for this pet and 999 other pets that use it)",
        "warning: \(outcome.file): pets[1000] (id \"alone\", \"Stuart\"), field \"image\": the picture \"pictures/alone.svg\" "
          + "does not exist; showing a placeholder instead",
      ])
  }

  @Test func manyDifferentMissingPictures_printTwentyLinesAndACount() throws {
    let pets = (0..<500).map { PetRecord.valid(id: "pet-\($0)") }
    let catalog = try loadCatalog(catalogJSON(pets)).result.get()
    let lines = catalog.warningLines()
    // The first hundred kept, the rest counted (issue 40).
    #expect(catalog.warnings.total == 500)
    #expect(lines.count == 21)
    #expect(lines.last == "warning: 480 more warnings like these are not shown")
  }
}
