import Foundation
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// Stores made by someone else: a store of the bundled catalogue with its bytes changed (a few
/// flipped in place, most often in its schema's first pages; or cut, spliced and grown as the
/// catalogue fuzzer does) is opened and read as `list`, `show` and the window read one. Each is
/// read whole or refused with a `CatalogError`; reading it never changes it, nor leaves a file
/// beside it (issue 40). `make fuzz SECONDS=N` runs it for N seconds from fresh seeds; without
/// them a fixed sweep.
@Suite struct ForeignStoreFuzzTests {
  /// `bytes` changed by `seed`.
  static func mutated(_ bytes: [UInt8], seed: UInt64) -> [UInt8] {
    var random = SeededGenerator(seed: seed)
    guard seed % 4 != 0 else {
      var mutator = CatalogMutator(seed: seed)
      return mutator.mutate(bytes)
    }
    var bytes = bytes
    let reach = Bool.random(using: &random) ? min(bytes.count, 8_192) : bytes.count
    for _ in 0..<Int.random(in: 1...8, using: &random) {
      bytes[Int.random(in: 0..<reach, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
    }
    return bytes
  }

  /// What reading the store at `path` as the commands do found wrong, if anything.
  static func finding(at path: String, folder: URL, read: inout Int) throws -> String? {
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    do {
      let store = try CatalogStore.open(path)
      defer { store.close() }
      _ = try store.catalog()
      _ = try store.pictureWarnings()
      var rows = 0
      try store.forEachListedRow(PetFilter(search: "a"), order: .name, today: .fixedToday) { _ in rows += 1 }
      let backed = try store.backedCatalog()
      for index in 0..<min(backed.petCount, 70) { _ = backed.pet(at: index) }
      read += 1
    } catch is CatalogError {
      // Refused, with words: as it should be for a store that is not whole.
    }
    if try Data(contentsOf: URL(fileURLWithPath: path)) != before { return "reading it changed it" }
    let beside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    if beside != ["pets.sqlite"] { return "reading it left \(beside.sorted()) beside it" }
    return nil
  }

  @Test func aStoreSomeoneElseChanged_isReadOrRefused_andNeverChanged() throws {
    let sweep = FuzzSweep(fixedCount: 150)
    let base: [UInt8] = try withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("pets.sqlite").path
      try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: bundledCatalog())], into: path)
      return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    if sweep.seconds != nil { print("foreign store fuzz: starting at PET_FUZZ_SEED=\(sweep.firstSeed)") }
    var findings: [String] = []
    var read = 0
    let count = try sweep.run(bases: [base]) { seed, _ in
      try withTemporaryDirectory { folder in
        let path = folder.appendingPathComponent("pets.sqlite").path
        try Data(Self.mutated(base, seed: seed)).write(to: URL(fileURLWithPath: path))
        if let finding = try Self.finding(at: path, folder: folder, read: &read) {
          findings.append("seed \(seed) (PET_FUZZ_SEED=\(seed)): \(finding)")
        }
      }
    }
    if sweep.seconds != nil {
      print("foreign store fuzz: \(count) stores from seed \(sweep.firstSeed), \(read) of them read whole")
    }
    #expect(read > 0)
    #expect(findings.prefix(3) == [])
  }
}
