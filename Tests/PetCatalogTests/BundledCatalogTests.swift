import Foundation
import PetCatalog
import PetTestSupport
import Testing

@Suite struct BundledCatalogTests {
  /// `data/pets.json` in this checkout: this file is Tests/PetCatalogTests/, three levels down.
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("data/pets.json").path

  private func load() throws -> Catalog {
    do throws(CatalogError) {
      return try CatalogLoader(today: .fixedToday).load(path: Self.path)
    } catch {
      Issue.record("the bundled catalogue does not load:\n\(error)")
      throw error
    }
  }

  /// The shipped catalogue, however its path is written, and nothing else; `$PET_CATALOG` does
  /// not make another file the shipped one.
  @Test func isShipped_namesTheShippedCatalogueOnly() {
    let data = URL(fileURLWithPath: Self.path).deletingLastPathComponent().path
    #expect(BundledCatalog.isShipped(Self.path))
    #expect(BundledCatalog.isShipped(data + "/../data/./pets.json"))
    #expect(!BundledCatalog.isShipped(data + "/other.json"))
    #expect(!BundledCatalog.isShipped("/nonexistent/pets.json"))
  }

  @Test func bundledCatalogue_loadsWithNoErrorsAndNoWarnings() throws {
    let catalog = try load()
    #expect(catalog.warnings.map(\.description) == [])
    #expect(catalog.missingImages.isEmpty)
  }

  @Test func bundledCatalogue_hasEnoughPetsOfEnoughKinds() throws {
    let pets = try load().pets
    #expect(pets.count >= 24)
    #expect(Set(pets.map(\.species)).count >= 5)
    #expect(Set(pets.map(\.rarity)) == Set(Rarity.allCases))
    // Every pet the bundled catalogue lists has a rarity and a known sex (a shelter's own
    // listing may have neither): it prints the seed's fees.
    #expect(Set(pets.map(\.sex)) == [.male, .female])
    #expect(pets.allSatisfy { $0.fee == nil && $0.ageKnown == .exact })
    #expect(Set(pets.map(\.id)).count == pets.count)
  }

  @Test func bundledCatalogue_hasAgesFromWeeksToSenior() throws {
    let pets = try load().pets
    let ages = pets.map { Age(birthday: $0.birthday, on: .fixedToday) }
    #expect(Set(pets.map { AgeGroup($0, on: .fixedToday) }) == Set(AgeGroup.allCases))
    #expect(ages.contains { $0.totalDays < 31 })
  }

  @Test func bundledCatalogue_includesStuartAsVeryRare() throws {
    let stuart = try #require(try load().pets.first { $0.id == "stuart" })
    #expect(stuart.name == "Stuart")
    #expect(stuart.rarity == .veryRare)
  }

  @Test func bundledCatalogue_everyPictureExistsBesideIt() throws {
    let catalog = try load()
    let directory = URL(fileURLWithPath: Self.path).deletingLastPathComponent()
    for pet in catalog.pets {
      let url = try #require(catalog.imageURL(for: pet), "\(pet.id) has no picture")
      #expect(url.path == directory.appendingPathComponent(pet.image).path)
      #expect(FileManager.default.fileExists(atPath: url.path), "\(pet.id): \(pet.image)")
    }
  }

  @Test func bundledCatalogue_everyPetHasADescription() throws {
    for pet in try load().pets {
      #expect(pet.description.count >= 80, "\(pet.id)'s description is short: \(pet.description)")
    }
  }
}
