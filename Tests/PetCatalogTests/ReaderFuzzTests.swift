import Foundation
import PetCatalog
import PetTestSupport
import Testing

/// The fast path against the full reader, on valid and invalid input alike: mutated and cut
/// catalogues from the seed corpus and the bundled file. They must agree (the same pets, or the
/// same problems), and neither may crash. The stream (`CatalogLoader.stream`, what an import
/// reads through a window of the file) must give the same catalogue, or leave it to the full
/// reader. `make fuzz SECONDS=N` runs the sweep for N seconds
/// from fresh seeds (`PET_FUZZ_SECONDS`, `PET_FUZZ_SEED`); without them it runs a fixed sweep.
@Suite struct ReaderFuzzTests {
  /// The outcome of loading `bytes`, as something two readers can be compared on; `inTwo`
  /// has the fast path read even a small catalogue's pets in two halves at once.
  static func outcome(_ bytes: [UInt8], fastPath: Bool, inTwo: Bool = false) -> String {
    var loader = CatalogLoader(today: .fixedToday, checksImages: false)
    loader.usesFastPath = fastPath
    if inTwo { loader.readsInTwoAbove = 0 }
    do {
      let catalog = try loader.load(data: Data(bytes), file: "pets.json", directory: nil)
      return
        "pets: \(catalog.pets)\nshelter: \(String(describing: catalog.shelter))\nfees: \(catalog.fees)\nshelters: \(catalog.shelters)"
    } catch {
      return "error: \(error)"
    }
  }

  /// A disagreement, described with what reproduces it; `nil` when the readers agree: the
  /// full reader, the fast path, and the fast path reading the pets in two halves at once.
  static func disagreement(_ bytes: [UInt8], _ origin: String, loaded: inout Int, streamed: inout Int) -> String? {
    let fast = outcome(bytes, fastPath: true)
    let inTwo = outcome(bytes, fastPath: true, inTwo: true)
    let full = outcome(bytes, fastPath: false)
    // A window of 24 bytes: its end falls inside keys, strings, numbers and characters.
    let stream = CatalogStreamTests.outcome(bytes, window: 24)
    if fast.hasPrefix("pets:") { loaded += 1 }
    if stream.streamed { streamed += 1 }
    if stream.outcome != full {
      return "\(origin): the stream gave\n\(stream.outcome.prefix(500))\nthe full reader gave\n\(full.prefix(500))"
    }
    if fast != full {
      return "\(origin): the fast path gave\n\(fast.prefix(500))\nthe full reader gave\n\(full.prefix(500))"
    }
    if inTwo != full {
      return
        "\(origin): the fast path in two halves gave\n\(inTwo.prefix(500))\nthe full reader gave\n\(full.prefix(500))"
    }
    return nil
  }

  static func disagreement(_ bytes: [UInt8], _ origin: String) -> String? {
    var (loaded, streamed) = (0, 0)
    return disagreement(bytes, origin, loaded: &loaded, streamed: &streamed)
  }

  @Test func readersAgree_onTheSeedCorpus() {
    for (name, text) in TrickyCatalogs.corpus {
      #expect(Self.disagreement(Array(text.utf8), name) == nil)
    }
  }

  @Test func readersAgree_onEveryTruncationOfTheBundledCatalogue() throws {
    let bytes = try bundledCatalogueBytes()
    var disagreements: [String] = []
    for length in stride(from: 0, through: bytes.count, by: 11) {
      if let problem = Self.disagreement(Array(bytes.prefix(length)), "the first \(length) bytes") {
        disagreements.append(problem)
      }
    }
    #expect(disagreements.prefix(3) == [])
  }

  @Test func readersAgree_onMutatedCatalogues() throws {
    let sweep = FuzzSweep(fixedCount: 1_500)
    let bases = try [bundledCatalogueBytes()] + TrickyCatalogs.corpus.map { Array($0.text.utf8) }
    // Printed first, so that a crash, which ends the run before the summary, can be replayed.
    if sweep.seconds != nil { print("fuzz: starting at PET_FUZZ_SEED=\(sweep.firstSeed)") }
    var disagreements: [String] = []
    var (loaded, streamed) = (0, 0)
    // Each seed picks a base and mutates it: PET_FUZZ_SEED=seed reproduces it alone.
    let count = sweep.run(bases: bases) { seed, mutated in
      if let problem = Self.disagreement(
        mutated, "seed \(seed) (PET_FUZZ_SEED=\(seed))", loaded: &loaded, streamed: &streamed)
      {
        disagreements.append(problem)
      }
    }
    if sweep.seconds != nil {
      print(
        "fuzz: \(count) mutated catalogues from seed \(sweep.firstSeed), \(loaded) of them valid, \(streamed) streamed")
    }
    #expect(disagreements.prefix(3) == [])
    // The stream reads what the fast path reads, not only leaves everything to the full reader.
    #expect(streamed > 0)
    #expect(streamed <= loaded)
  }
}
