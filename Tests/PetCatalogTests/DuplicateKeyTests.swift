import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// A key given twice in one object: JSON allows it, but jq and Python take the last value and
/// the tools took the first, so such a catalogue is refused, naming the key and its place.
@Suite struct DuplicateKeyTests {
  private func failure(_ text: String, fastPath: Bool = true) throws -> (file: String, error: CatalogError) {
    var loader = CatalogLoader(today: .fixedToday, checksImages: false)
    loader.usesFastPath = fastPath
    let outcome = try loadCatalog(text, loader: loader)
    guard case .failure(let error) = outcome.result else {
      Issue.record("loaded a catalogue with a duplicate key")
      return (outcome.file, CatalogError(kind: .missing, problems: []))
    }
    return (outcome.file, error)
  }

  @Test(arguments: [true, false])
  func error_whenPetsIsGivenTwice_namesTheKeyAndWhereItIsRepeated(fastPath: Bool) throws {
    let text = #"{"pets": [], "shelter": "x", "pets": [\#(PetRecord.valid().json)]}"#
    let (file, error) = try failure(text, fastPath: fastPath)
    #expect(error.exitCode == 65)
    #expect(error.description == "\(file):1:30: the key \"pets\" appears twice in one object; keys must be unique")
  }

  @Test(arguments: [true, false])
  func error_whenAPetHasAFieldTwice(fastPath: Bool) throws {
    let pet = PetRecord(members: PetRecord.valid().members + [("name", #""Impostor""#)])
    let (file, error) = try failure(catalogJSON([pet]), fastPath: fastPath)
    let line = catalogJSON([pet]).split(separator: "\n")[3]
    let column = try #require(line.range(of: #""name": "Impostor""#)).lowerBound
    #expect(
      error.description
        == "\(file):4:\(line.distance(from: line.startIndex, to: column) + 1): the key \"name\" appears twice "
        + "in one object; keys must be unique")
  }

  @Test(arguments: [true, false])
  func error_whenAShelterNoteIsGivenTwice(fastPath: Bool) throws {
    let pet = PetRecord.valid().with("note", "1").with("other", "2")
    let twice = PetRecord(members: pet.members + [("note", "3")])
    let (_, error) = try failure(catalogJSON([twice]), fastPath: fastPath)
    #expect(error.problems.map(\.message) == [#"the key "note" appears twice in one object; keys must be unique"#])
  }

  @Test func error_quotingAHugeKey_staysOneShortLine() throws {
    let key = String(repeating: "k", count: 1_000_000)
    let (file, error) = try failure(#"{"\#(key)": 1, "\#(key)": 2, "pets": []}"#)
    #expect(
      error.description
        == "\(file):1:1000009: the key \"\(String(repeating: "k", count: 57))…\" appears twice in one object; "
        + "keys must be unique")
  }

  @Test func error_quotingAKeyOfCombiningMarks_isCutToo() throws {
    let key = "e" + String(repeating: "\u{301}", count: 100_000)
    let (_, error) = try failure(#"{"\#(key)": 1, "\#(key)": 2, "pets": []}"#)
    #expect(
      error.problems.map(\.message) == [
        "the key \"e\(String(repeating: "\u{301}", count: 56))…\" appears twice in one object; keys must be unique"
      ])
  }

  @Test func load_ofATopLevelWithManyKeys_takesLinearTime() {
    let loader = CatalogLoader(today: .fixedToday, checksImages: false)
    func document(keys: Int) -> Data {
      var text = "{"
      for number in 0..<keys { text += "\"k\(number)\": 0, " }
      return Data((text + #""pets": []}"#).utf8)
    }
    let documents = [12_500: document(keys: 12_500), 50_000: document(keys: 50_000)]
    let ratio = growthRatio(size: 12_500) { keys in
      _ = try? loader.load(data: documents[keys] ?? Data(), file: "pets.json", directory: nil)
    }
    // Linear is about 4; the quadratic duplicate check it replaces was about 16.
    #expect(ratio < 9, "4 times the input took \(ratio) times as long")
  }
}
