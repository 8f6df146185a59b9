import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// A pet's colour and coat in the project's JSON (issue 41, point 6): read by the fast path, the
/// full reader and the stream alike, on good input and bad; written back only when recorded, so
/// a catalogue without them is written as it always was.
@Suite struct ColourAndCoatReadingTests {
  static func catalogue(_ fields: String) -> [UInt8] {
    let pet = """
      {"id": "pumpkin", "name": "Pumpkin", "species": "cat", "breed": "Domestic Shorthair", "sex": "female",
       "birthday": "2022-01-01", "rarity": "common", "image": "", "size": "medium", "description": "A cat.",
       "intakeDate": "2026-01-01", "status": "available"\(fields)}
      """
    return Array("{\"pets\": [\(pet)]}".utf8)
  }

  @Test func theColourAndCoat_areRead_byEveryReader() throws {
    let bytes = Self.catalogue(#", "colour": "Orange Tabby, White", "coat": "short""#)
    var (loaded, streamed) = (0, 0)
    #expect(ReaderFuzzTests.disagreement(bytes, "colour and coat", loaded: &loaded, streamed: &streamed) == nil)
    let catalog = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(bytes), file: "pets.json", directory: nil)
    #expect(
      catalog.pets == [
        Pet.make("pumpkin", "Pumpkin") {
          $0.image = ""
          $0.colour = "Orange Tabby, White"
          $0.coat = .short
        }
      ])
    #expect(loaded == 1)
  }

  @Test(arguments: [
    (
      #", "coat": "fluffy""#,
      #"field "coat": expected one of hairless, short, medium, long, wire, curly, unknown, found "fluffy""#
    ),
    (
      #", "coat": 3"#,
      #"field "coat": expected one of hairless, short, medium, long, wire, curly, unknown, found the number 3"#
    ),
    (#", "colour": 7"#, #"field "colour": expected a string, found the number 7"#),
    (#", "colour": null"#, #"field "colour": expected a string, found null"#),
  ])
  func aWrongColourOrCoat_isNamed_andEveryReaderAgrees(fields: String, problem: String) throws {
    let bytes = Self.catalogue(fields)
    var (loaded, streamed) = (0, 0)
    #expect(ReaderFuzzTests.disagreement(bytes, fields, loaded: &loaded, streamed: &streamed) == nil)
    let error = #expect(throws: CatalogError.self) {
      try CatalogLoader(today: .fixedToday, checksImages: false).load(
        data: Data(bytes), file: "pets.json", directory: nil)
    }
    #expect(error?.problems.map(\.description) == [#"pets.json: pets[0] (id "pumpkin", "Pumpkin"), "# + problem])
    #expect(error?.exitCode == 65)
  }

  @Test func theWriter_writesTheColourAndCoat_onlyWhenRecorded() throws {
    let json = CatalogWriter.json(shelter: nil, fees: nil, pets: [.pumpkin, .template])
    #expect(json.components(separatedBy: "\"colour\": \"Orange Tabby, White\"").count == 2)
    #expect(json.components(separatedBy: "\"coat\": \"short\"").count == 2)
    #expect(!json.contains("\"coat\": \"unknown\""))
    let read = try CatalogLoader(today: .fixedToday, checksImages: false).load(
      data: Data(json.utf8), file: "pets.json", directory: nil)
    #expect(read.pets == [.pumpkin, .template])
  }

  /// "tabby" finds Pumpkin by its colour, as the search rule says (at the start of a word), in
  /// the index and by the reference; the Coat filter keeps the short coats.
  @Test func aSearch_findsTheColour_andTheCoatFilter_keepsTheCoat() {
    let catalog = Catalog(shelter: nil, pets: [.stuart, .pumpkin, .template])
    let index = PetIndex(catalog: catalog)
    func ids(_ filter: PetFilter) -> [String] {
      index.query(filter, order: .name, today: .fixedToday).map { catalog.pets[$0].id }
    }
    #expect(ids(PetFilter(search: "tabby")) == ["pumpkin"])
    #expect(ids(PetFilter(search: "abby")) == [])
    #expect(ids(PetFilter(search: "orange white")) == ["pumpkin"])
    var short = PetFilter()
    short.coats = [.short]
    #expect(ids(short) == ["pumpkin"])
    short.coats = [.short, .unknown]
    #expect(ids(short) == ["pumpkin", "stuart", "template"])
    #expect(catalog.pets.filter { short.matchesAttributes($0, today: .fixedToday) }.count == 3)
  }
}

extension ColourAndCoatReadingTests {
  /// The fast path reads every key the full reader does: a fee beside a rarity, an age group,
  /// an estimated birthday (it gives up on what it does not read, and the full reader reads it).
  @Test(arguments: [#", "fee": "20""#, #", "birthdayEstimated": true"#])
  func everyKey_isReadAlike_byTheFastPath(fields: String) {
    var (loaded, streamed) = (0, 0)
    #expect(ReaderFuzzTests.disagreement(Self.catalogue(fields), fields, loaded: &loaded, streamed: &streamed) == nil)
    #expect(loaded == 1)
  }
}

extension ColourAndCoatReadingTests {
  /// Every key of the field description (`PetField.jsonKeys`) is read by the full reader, and by
  /// the fast path and the stream alike: a key given a value of no field's type (an object)
  /// refuses the pet, naming that key. A key a reader skipped would be taken for a note.
  @Test func everyDescribedKey_isRead_byEveryReader() throws {
    let keys = PetField.allCases.flatMap(\.jsonKeys)
    #expect(keys.count == 25)
    for key in keys {
      var bytes = Self.catalogue("")
      // The key replaced when the pet has it, else added.
      var text = String(decoding: bytes, as: UTF8.self)
      if let range = text.range(of: "\"\(key)\": ") {
        let valueEnd = text[range.upperBound...].firstIndex { $0 == "," || $0 == "}" } ?? text.endIndex
        text.replaceSubrange(range.upperBound..<valueEnd, with: "{}")
      } else {
        text = text.replacingOccurrences(
          of: "\"status\": \"available\"", with: "\"status\": \"available\", \"\(key)\": {}")
      }
      bytes = Array(text.utf8)
      var (loaded, streamed) = (0, 0)
      #expect(ReaderFuzzTests.disagreement(bytes, key, loaded: &loaded, streamed: &streamed) == nil, "\(key)")
      let error = #expect(throws: CatalogError.self, "\(key)") {
        try CatalogLoader(today: .fixedToday, checksImages: false).load(
          data: Data(bytes), file: "pets.json", directory: nil)
      }
      #expect(error?.problems.contains { $0.field == key } == true, "\(key): \(error?.problems ?? [])")
    }
  }
}
