import Foundation
import PetTestSupport
import Testing

@testable import PetCatalog

/// A large catalogue's first pets, read from its start alone while the whole file is read
/// (`CatalogLoader.preview`): the same pets the whole read gives first, or no preview at all.
@Suite struct CatalogPreviewTests {
  static func loader() -> CatalogLoader {
    var loader = CatalogLoader(today: .fixedToday, checksImages: false)
    loader.leavesOutInvalidPets = true
    return loader
  }

  /// Writes `text` as pets.json in `folder`; its path.
  static func write(_ text: String, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("pets.json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aLargeCatalogue_previewsItsFirstPets_asTheWholeReadGivesThem() throws {
    try withTemporaryDirectory { folder in
      let path = try Self.write(generatedCatalogJSON(count: 3_000), in: folder)
      let whole = try Self.loader().load(path: path)
      let preview = try #require(Self.loader().preview(path: path))
      // About 300 pets of 790 bytes in the first 256 KiB, closed after the last whole one.
      #expect((200..<333).contains(preview.pets.count), "\(preview.pets.count)")
      #expect(preview.pets == Array(whole.pets.prefix(preview.pets.count)))
      #expect(preview.fees == whole.fees && preview.shelter == whole.shelter)
      #expect(preview.readFrom == nil, "a preview must never be kept as the catalogue's store")
    }
  }

  @Test func aCatalogueNoLargerThanThePreview_isReadWhole_withoutOne() throws {
    try withTemporaryDirectory { folder in
      let path = try Self.write(generatedCatalogJSON(count: 20), in: folder)
      #expect(Self.loader().preview(path: path) == nil)
      #expect(Self.loader().preview(path: folder.appendingPathComponent("missing.json").path) == nil)
      #expect(Self.loader().preview(path: folder.path) == nil)
    }
  }

  /// The fees after the pets: the start alone cannot say them, so there is no preview.
  @Test func feesAfterThePets_meanNoPreview() throws {
    try withTemporaryDirectory { folder in
      let text = generatedCatalogJSON(count: 1_000)
      let end = try #require(text.range(of: "}", options: .backwards))
      let path = try Self.write(
        text.replacingCharacters(in: end, with: #", "fees": {"rare": 99}}"#), in: folder)
      #expect(Self.loader().preview(path: path, bytes: 4_096) == nil)
    }
  }

  /// A pet with a problem near the start is left out of the preview, as the whole read leaves
  /// it out; a cut that falls inside a story that looks like two pets' boundary is not taken.
  @Test func aBadPetAndATrickyStory_nearTheStart() throws {
    try withTemporaryDirectory { folder in
      var text = generatedCatalogJSON(count: 200)
      let birthday = try #require(text.range(of: #""birthday": ?"[0-9-]+""#, options: .regularExpression))
      text.replaceSubrange(birthday, with: #""birthday": "2099-01-01""#)
      let story = try #require(text.range(of: #""description": ?""#, options: .regularExpression))
      text.insert(contentsOf: String(repeating: #"}, {"#, count: 400), at: story.upperBound)
      let path = try Self.write(text, in: folder)
      let whole = try Self.loader().load(path: path)
      #expect(whole.leftOut.count == 1)
      // 2 KiB ends inside the story: every cut tried there is refused, and there is no preview.
      #expect(Self.loader().preview(path: path, bytes: 2_048) == nil)
      for bytes in [4_096, 8_192, 16_384] {
        let preview = try #require(Self.loader().preview(path: path, bytes: bytes), "\(bytes)")
        #expect(!preview.pets.isEmpty)
        #expect(preview.pets == Array(whole.pets.prefix(preview.pets.count)), "\(bytes)")
      }
    }
  }

  /// On mutated catalogues (the fuzz sweep's), a preview is either none or pets the whole,
  /// lenient read gives too, the same field by field; it never crashes.
  @Test func mutatedCatalogues_previewNothing_orWhatTheWholeReadGives() throws {
    let bases = [try bundledCatalogueBytes(), Array(generatedCatalogJSON(count: 40).utf8)]
    try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.json").path
      var previews = 0
      let sweep = FuzzSweep(fixedCount: 400)
      try sweep.run(bases: bases) { seed, mutated in
        try Data(mutated).write(to: URL(fileURLWithPath: path))
        guard let preview = Self.loader().preview(path: path, bytes: 3_000) else { return }
        previews += 1
        guard let whole = try? Self.loader().load(path: path) else { return }
        let firstOfID = Dictionary(whole.pets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for pet in preview.pets where firstOfID[pet.id] != pet {
          Issue.record("seed \(seed): the preview's \(pet.id) is not the whole read's")
        }
      }
      #expect(previews > 0, "no mutated catalogue was previewed: the test would prove nothing")
    }
  }
}
