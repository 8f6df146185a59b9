import Foundation
import PetTestSupport
import Testing

@testable import PetCatalog

/// The fast path reading a large catalogue's pets in two halves at once (`fastPetsInTwo`): the
/// same pets as in one pass, or the same refusal, wherever the middle falls. `ReaderFuzzTests`
/// holds it to the full reader on every mutated catalogue as well.
@Suite struct TwoHalvesTests {
  static func loaded(_ text: String, inTwo: Bool) throws -> Catalog {
    var loader = CatalogLoader(today: .fixedToday, checksImages: false)
    loader.readsInTwoAbove = inTwo ? 0 : .max
    return try loader.load(data: Data(text.utf8), file: "pets.json", directory: nil)
  }

  /// The fast path alone, reading the pets in two: `nil` where it would leave the catalogue to
  /// the full reader.
  static func fastPets(_ text: String) -> [Pet]? {
    Array(text.utf8).withUnsafeBufferPointer {
      JSONParser.fastCatalog($0, today: .fixedToday, twoHalvesAbove: 0)?.pets
    }
  }

  /// The place `fastPetsInTwo` would start its second half, in `text`'s pets.
  static func middle(of text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard let open = bytes.firstIndex(of: UInt8(ascii: "[")) else { return nil }
    let start = open + 1
    return bytes.withUnsafeBufferPointer {
      JSONParser.recordStart(in: $0, from: start + (bytes.count - start) / 2)
    }
  }

  @Test func aGeneratedCatalogue_readInTwo_isThePetsReadInOnePass() throws {
    let text = generatedCatalogJSON(count: 3_000)
    let middle = try #require(Self.middle(of: text))
    // The middle found is where a record starts: after `},` and before `{`.
    let bytes = Array(text.utf8)
    #expect(bytes[middle...].first { $0 != 0x20 && $0 != 0x0A } == UInt8(ascii: "{"))
    let inTwo = try Self.loaded(text, inTwo: true)
    let inOne = try Self.loaded(text, inTwo: false)
    #expect(inTwo.pets.count == 3_000)
    #expect(inTwo.pets == inOne.pets)
    #expect(inTwo.shelter == "Generated shelter")
    // Read by the two halves themselves, not left to the full reader.
    #expect(Self.fastPets(text) == inOne.pets)
  }

  /// A story that reads like the gap between two records, where the middle falls: the second
  /// half starts inside a string, the first never comes to it, and reads on alone.
  @Test func aMiddleInsideAStory_isNotTakenForARecord() throws {
    let story = String(repeating: "a", count: 800) + "}, {" + String(repeating: "b", count: 50)
    let pets = [
      PetRecord.valid(id: "one").with("description", "\"\(story)\""),
      PetRecord.valid(id: "two"),
    ]
    let text = catalogJSON(pets)
    let middle = try #require(Self.middle(of: text))
    let storyStart = try #require(text.range(of: story)).lowerBound
    let storyOffset = text.utf8.distance(from: text.utf8.startIndex, to: storyStart)
    #expect((storyOffset..<storyOffset + story.utf8.count).contains(middle))
    let inTwo = try Self.loaded(text, inTwo: true)
    #expect(inTwo.pets.map(\.id) == ["one", "two"])
    #expect(inTwo.pets[0].description == story)
    #expect(Self.fastPets(text)?.map(\.id) == ["one", "two"])
  }

  /// A problem in either half is the one-pass reading's: the full reader's message, naming
  /// the pet and the field.
  @Test(arguments: [0, 1_499, 2_999])
  func aProblemInEitherHalf_isReported_asInOnePass(at broken: Int) throws {
    var pets = (0..<3_000).map { PetRecord.valid(id: "pet-\($0)") }
    pets[broken] = pets[broken].with("birthday", "\"2026-13-45\"")
    let text = catalogJSON(pets)
    var messages: [String] = []
    for inTwo in [true, false] {
      #expect {
        try Self.loaded(text, inTwo: inTwo)
      } throws: { error in
        messages.append("\(error)")
        return true
      }
    }
    #expect(messages.count == 2)
    #expect(messages.first == messages.last)
    #expect(messages.first?.contains("pet-\(broken)") == true)
  }

  @Test func aCatalogueCutInItsSecondHalf_isRefused_asInOnePass() throws {
    let text = generatedCatalogJSON(count: 2_000)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let cut = lines.prefix(lines.count * 3 / 4).joined(separator: "\n") + "\n    {\"id\": \"cut"
    var messages: [String] = []
    for inTwo in [true, false] {
      do {
        _ = try Self.loaded(cut, inTwo: inTwo)
        messages.append("loaded")
      } catch {
        messages.append("\(error)")
      }
    }
    #expect(messages[0] == messages[1])
    #expect(messages[0].contains("malformed JSON"))
  }
}
