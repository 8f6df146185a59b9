import Foundation
import PetCatalog
import PetCatalogGenerator
import Testing

@Suite struct GeneratorTests {
  let today = CalendarDate(year: 2026, month: 11, day: 21) ?? .today()
  let pictures: [Species: [String]] = Dictionary(
    uniqueKeysWithValues: Species.allCases.map { ($0, ["pictures/\($0.rawValue).svg"]) })

  func generated(count: Int, seed: UInt64) -> String {
    let pets = CatalogGenerator(count: count, seed: seed, today: today, pictures: pictures).pets()
    return CatalogWriter.json(shelter: "Test", fees: nil, pets: pets)
  }

  func load(_ text: String, fast: Bool) throws -> Catalog {
    var loader = CatalogLoader(today: today, checksImages: false)
    loader.usesFastPath = fast
    return try loader.load(data: Data(text.utf8), file: "generated.json", directory: nil)
  }

  @Test func sameSeed_givesTheSameCatalogue_andAnotherSeedAnother() {
    #expect(generated(count: 200, seed: 7) == generated(count: 200, seed: 7))
    #expect(generated(count: 200, seed: 7) != generated(count: 200, seed: 8))
  }

  @Test func generatedCatalogue_isValid_andVaried() throws {
    let catalog = try load(generated(count: 5_000, seed: 42), fast: false)
    #expect(catalog.pets.count == 5_000)
    #expect(Set(catalog.pets.map(\.id)).count == 5_000)
    #expect(Set(catalog.pets.map(\.species)) == Set(Species.allCases.filter { $0 != .other }))
    #expect(Set(catalog.pets.map(\.rarity)) == Set(Rarity.allCases))
    #expect(Set(catalog.pets.map(\.status)) == Set(AdoptionStatus.allCases))
    // A generated pet's size is always recorded.
    #expect(Set(catalog.pets.map(\.size)) == Set(Size.allCases).subtracting([.unknown]))
    #expect(Set(catalog.pets.map { AgeGroup($0, on: today) }) == Set(AgeGroup.allCases))
    let averageStory = catalog.pets.map(\.description.utf8.count).reduce(0, +) / catalog.pets.count
    #expect((250...700).contains(averageStory))
  }

  @Test func fastPath_agreesWithTheFullReader_onAGeneratedCatalogue() throws {
    let text = generated(count: 3_000, seed: 3)
    let fast = try load(text, fast: true)
    let full = try load(text, fast: false)
    #expect(fast.pets == full.pets)
    #expect(fast.shelter == full.shelter)
    #expect(fast.fees == full.fees)
  }

  @Test func fastPath_agreesWithTheFullReader_onTheBundledCatalogue() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("data/pets.json").path
    var full = CatalogLoader(today: today)
    full.usesFastPath = false
    let fast = try CatalogLoader(today: today).load(path: path)
    let slow = try full.load(path: path)
    #expect(fast.pets == slow.pets)
    #expect(fast.pets.count >= 24)
    #expect(fast.warnings == slow.warnings)
  }

  @Test func writer_roundTripsEveryField_throughTheLoader() throws {
    let pets = CatalogGenerator(count: 500, seed: 11, today: today, pictures: pictures).pets()
    var tricky = pets[0]
    tricky.name = "Quote \" backslash \\ tab \t newline \n bell \u{7} 小雪 🐶"
    let text = CatalogWriter.json(
      shelter: "Test", fees: FeeSchedule(currencyCode: "EUR", fees: [.rare: 120.5]), pets: [tricky] + pets.dropFirst())
    let catalog = try load(text, fast: true)
    #expect(catalog.pets == [tricky] + pets.dropFirst())
    #expect(catalog.fees.currencyCode == "EUR")
    #expect(catalog.fees.fee(for: .rare) == Decimal(string: "120.5"))
  }

  @Test func dates_addingDays_agreesWithDayNumbers() {
    var date = CalendarDate(year: 1999, month: 12, day: 25) ?? today
    for step in [-400, -1, 0, 1, 28, 59, 365, 366, 1461] {
      let moved = date.adding(days: step)
      #expect(moved.dayNumber - date.dayNumber == step)
      date = moved
    }
  }
}
