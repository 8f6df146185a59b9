import Foundation
import PetCards
import PetCatalog
import PetPresentation
import PetTestSupport
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

  /// An age not known: said in words, with no age group and no birthday, and `unknown` as how
  /// much of it is known.
  @Test func json_ofAnAgeNotKnown_hasNoAgeGroupAndNoBirthday() throws {
    let pip = try #require(try JSONDecoder().decode([PetJSON].self, from: Data(json([.ageNotKnown]).utf8)).first)
    #expect(pip.ageText == "Age not known")
    #expect(pip.ageGroup == nil)
    #expect(pip.birthday == nil)
    #expect(pip.codes.ageGroup == nil)
    #expect(pip.codes.ageKnown == "unknown")
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

@Suite struct PetJSONTerminalControlTests {
  static let controls = "a\u{9B}31m\u{9C}\u{9D}\u{7F}\u{202E}\u{2066}\u{200F}\u{061C}\u{2028}\u{85}z"

  func json(name: String) throws -> String {
    var output = ""
    let pet = Pet.make("rex", name)
    try PetJSON.render([PetViewModel(pet: pet, context: .fixed)], to: &output)
    return output
  }

  @Test func json_escapesC1ControlsDELAndBidiControls() throws {
    let text = try json(name: Self.controls)
    let nameLine = try #require(text.split(separator: "\n").first { $0.contains(#""name" :"#) })
    #expect(
      nameLine
        == #"    "name" : "a\u009b31m\u009c\u009d\u007f\u202e\u2066\u200f\u061c\u2028\u0085z","#)
  }

  @Test func json_withTerminalControls_decodesToTheSameText() throws {
    let decoded = try JSONDecoder().decode([PetJSON].self, from: Data(json(name: Self.controls).utf8))
    #expect(decoded.first?.name == Self.controls)
  }
}
