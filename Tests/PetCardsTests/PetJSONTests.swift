import Foundation
import PetCards
import PetCatalog
import PetPresentation
import Testing

@Suite struct PetJSONTests {
  func json(_ pets: [Pet]) throws -> String {
    var output = ""
    try PetJSON.render(pets.map { PetViewModel(pet: $0, context: .fixed) }, to: &output)
    return output
  }

  @Test func json_holdsTheViewModelsOutputs() throws {
    let decoded = try JSONDecoder().decode([PetJSON].self, from: Data(json([.stuart]).utf8))
    #expect(decoded.count == 1)
    let stuart = try #require(decoded.first)
    #expect(stuart.id == "stuart")
    #expect(stuart.name == "Stuart")
    #expect(stuart.species == "Dog")
    #expect(stuart.ageText == "3 years old")
    #expect(stuart.ageGroup == "Adult")
    #expect(stuart.adoptionFeeText == "$500.00")
    #expect(stuart.image == "/catalog/pictures/stuart.svg")
    #expect(stuart.birthday == "2023-06-14")
  }

  @Test func json_escapesControlCharacters() throws {
    let text = try json([.hostile])
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    #expect(text.contains(#""name" : "Rex\u001b[2J"#))
    let decoded = try JSONDecoder().decode([PetJSON].self, from: Data(text.utf8))
    #expect(decoded.first?.name == Pet.hostile.name)
  }

  @Test func json_forNoPets_isAnEmptyArray() throws {
    #expect(try json([]) == "[\n\n]\n")
  }
}
