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
        "warning: \(outcome.file): pets[0] (id \"stuart\", \"Stuart\"), field \"image\": the picture \"pictures\" "
          + "does not exist; showing a placeholder instead"
      ])
  }
}

/// `CatalogLoader.leavesOutInvalidPets`: the window's lenient load.
@Suite struct LeavingOutInvalidPetsTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("leave-out-\(UUID().uuidString)")

  @Test func load_leavesOutTheInvalidPets_andKeepsTheirProblems() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try BrokenCatalogs.writeTwoBadPets(to: folder.appendingPathComponent("pets.json"))
    var loader = CatalogLoader(today: .fixedToday)
    loader.leavesOutInvalidPets = true
    let catalog = try loader.load(path: file.path)
    #expect(catalog.pets.count == 25)
    #expect(!catalog.pets.contains { $0.id == "biscuit" || $0.id == "koyuki" })
    #expect(catalog.leftOutPetCount == 2)
    #expect(
      catalog.leftOut.map(\.description) == [
        "\(file.path): pets[1] (id \"biscuit\", \"Biscuit\"), field \"birthday\": expected a real date YYYY-MM-DD, "
          + "found \"2023-02-30\"",
        "\(file.path): pets[2] (id \"koyuki\", \"小雪\"), field \"species\": expected one of dog, cat, rabbit, bird, guinea-pig, "
          + "hamster, ferret, reptile, horse, other, found \"dragon\"",
      ])
  }

  @Test func load_isStrictByDefault() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try BrokenCatalogs.writeTwoBadPets(to: folder.appendingPathComponent("pets.json"))
    #expect(throws: CatalogError.self) { try CatalogLoader(today: .fixedToday).load(path: file.path) }
  }

  @Test func load_stillThrows_whenThePetsAreNotAnArray() throws {
    var loader = CatalogLoader(today: .fixedToday)
    loader.leavesOutInvalidPets = true
    let error = try #require(
      throws: CatalogError.self,
      performing: { try loader.load(data: Data(#"{"format": 1, "pets": {}}"#.utf8), file: "x.json", directory: nil) })
    #expect(error.description == "x.json: field \"pets\": expected an array of pets, found an object")
  }

  @Test func load_countsAPetWithSeveralProblemsOnce() throws {
    var loader = CatalogLoader(today: .fixedToday)
    loader.leavesOutInvalidPets = true
    let text = catalogJSON([.valid(), .valid(id: "mo").with("sex", #""m""#).with("rarity", #""legendary""#)])
    let catalog = try loader.load(data: Data(text.utf8), file: "x.json", directory: nil)
    #expect(catalog.pets.map(\.id) == ["stuart"])
    #expect(catalog.leftOut.count == 2)
    #expect(catalog.leftOutPetCount == 1)
  }
}
