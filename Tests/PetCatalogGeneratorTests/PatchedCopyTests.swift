import Foundation
import PetTestSupport
import Testing

@testable import PetCatalog

/// A copy whose checksum matches is not trusted for that: someone may have patched it and
/// fixed the checksum. Every rule the JSON reader checks is checked again, and a copy that
/// breaks one is a miss (the JSON is read), never wrong pets.
@Suite struct PatchedCopyTests {
  typealias Setup = CatalogCacheTests.Setup
  static let today = CatalogCacheTests.today

  static let patches: [(name: String, patch: @Sendable (inout [Pet]) -> Void)] = [
    ("a picture outside the folder", { $0[3].image = "../../../../etc/passwd" }),
    ("an absolute picture path", { $0[3].image = "/etc/passwd" }),
    ("every id the same", { pets in for index in pets.indices { pets[index].id = "stuart" } }),
    ("an id with an escape", { $0[3].id = "stu\u{1B}[2Jart" }),
    ("a birthday after today", { $0[3].birthday = CalendarDate(2027, 1, 1) }),
    ("an intake date after today", { $0[3].intakeDate = CalendarDate(2027, 1, 1) }),
    ("an intake before the birthday", { $0[3].intakeDate = $0[3].birthday.adding(days: -1) }),
    ("a blank name", { $0[3].name = "  " }),
  ]

  @Test(arguments: 0..<patches.count)
  func copyBreakingARule_isAMiss_andTheJSONIsRead(patch: Int) throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, count: 30)
      let original = try setup.loader().load(path: setup.path)
      var patched = original
      Self.patches[patch].patch(&patched.pets)
      let key = try #require(CatalogCache.SourceKey(path: setup.path))
      setup.cache.write(patched, readFrom: setup.path, key: key, today: Self.today)
      let loaded = try setup.loader().load(path: setup.path)
      #expect(loaded.cacheSource != nil, "a copy with \(Self.patches[patch].name) was used")
      #expect(loaded.pets == original.pets)
    }
  }

  @Test func copyWithAnUnknownSpelling_isAMiss() throws {
    try withTemporaryDirectory { folder in
      let setup = try Setup(in: folder, count: 30)
      let original = try setup.loader().load(path: setup.path)
      setup.cache.remember(original, today: Self.today)
      let url = setup.cache.copyURL(forCatalogAt: setup.path)
      var bytes = [UInt8](try Data(contentsOf: url).dropLast(8))
      // Fixed choices are kept by their spelling: "dog" becomes "cow", a species no version knows.
      let dog: [UInt8] = [3, 0, 0, 0] + Array("dog".utf8)
      let at = try #require(bytes.indices.first { Array(bytes[$0..<min($0 + 7, bytes.count)]) == dog })
      bytes.replaceSubrange((at + 4)..<(at + 7), with: Array("cow".utf8))
      var checksum = cacheChecksum(Data(bytes)).littleEndian
      try (Data(bytes) + Data(bytes: &checksum, count: 8)).write(to: url)
      let loaded = try setup.loader().load(path: setup.path)
      #expect(loaded.cacheSource != nil, "a copy naming an unknown species was used")
      #expect(loaded.pets == original.pets)
    }
  }

  @Test func packedAttributeFields_holdTheirCases_andDoNotOverlap() {
    var used: UInt64 = 0
    for field in AttributeCodes.layout {
      #expect(field.cases <= field.width, "\(field.name) has \(field.cases) cases in \(field.width) bits")
      #expect(field.first + field.width <= 32, "\(field.name) runs past bit 31")
      let bits = ((UInt64(1) << UInt64(field.width)) - 1) << UInt64(field.first)
      #expect(used & bits == 0, "\(field.name) overlaps another field")
      used |= bits
    }
  }
}
