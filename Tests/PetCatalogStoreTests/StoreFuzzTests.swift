import Foundation
import PetCatalog
import PetCatalogStore
import PetTestSupport
import Testing

/// The JSON reader against the store, on mutated catalogues: every catalogue the reader takes
/// goes into a store and comes back the same (pets, shelter, fees, and a list's rows read in
/// place), and the store's search finds what the plain reference finds. `make fuzz SECONDS=N` runs the sweep for N seconds from fresh
/// seeds (`PET_FUZZ_SECONDS`, `PET_FUZZ_SEED`), as `ReaderFuzzTests` does; without them a fixed
/// sweep.
@Suite struct StoreFuzzTests {
  /// How the store's copy of `catalog` differs from it, if it does.
  static func disagreement(_ catalog: Catalog, in folder: URL) throws -> String? {
    let path = folder.appendingPathComponent("pets-\(UUID().uuidString).sqlite").path
    defer { unlink(path) }
    try CatalogImport.run([CatalogImport.Source(file: "pets.json", catalog: catalog)], into: path)
    let store = try CatalogStore.open(path)
    defer { store.close() }
    let back = try store.catalog()
    if back.pets != catalog.pets { return "pets: \(back.pets.prefix(2)) against \(catalog.pets.prefix(2))" }
    if back.shelter != catalog.shelter || back.shelterEmail != catalog.shelterEmail || back.fees != catalog.fees {
      return "catalogue: \(back.shelter ?? "-"), \(back.fees) against \(catalog.shelter ?? "-"), \(catalog.fees)"
    }
    // A list's rows, read in place, are the pets' listed fields.
    var listed: [String] = []
    try store.forEachListedRow(PetFilter(), order: .name, today: .fixedToday) {
      listed.append(StoreImportTests.listed($0.pet))
    }
    let expected = catalog.pets.map(StoreImportTests.listed)
    if listed.sorted() != expected.sorted() { return "listed rows: \(listed.prefix(2)) against \(expected.prefix(2))" }
    // A few words from the pets' own texts, at word starts and inside words.
    let texts = catalog.pets.prefix(3).map { SearchText.fold($0.name + " " + $0.description) }
    let terms = texts.flatMap {
      $0.split(whereSeparator: \.isWhitespace).prefix(4).flatMap {
        [String($0.prefix(2)), String($0.dropFirst().prefix(3))]
      }
    }
    for term in Set(terms) where !term.isEmpty {
      let filter = PetFilter(search: term)
      let found = Set(try store.pets(store.query(filter, order: .name, today: .fixedToday)).pets.values.map(\.id))
      let reference = Set(catalog.pets.filter { PetIndex.referenceMatches($0, terms: filter.searchTerms) }.map(\.id))
      if found != reference { return "search \"\(term)\": \(found.sorted()) against \(reference.sorted())" }
    }
    return nil
  }

  @Test func theStoreAgreesWithTheReader_onMutatedCatalogues() throws {
    let sweep = FuzzSweep(fixedCount: 300)
    let bases = try [bundledCatalogueBytes()] + TrickyCatalogs.corpus.map { Array($0.text.utf8) }
    let loader = CatalogLoader(today: .fixedToday, checksImages: false)
    if sweep.seconds != nil { print("store fuzz: starting at PET_FUZZ_SEED=\(sweep.firstSeed)") }
    var disagreements: [String] = []
    var stored = 0
    let count = try withTemporaryDirectory { folder in
      try sweep.run(bases: bases) { seed, mutated in
        guard let catalog = try? loader.load(data: Data(mutated), file: "pets.json", directory: nil) else { return }
        stored += 1
        if let problem = try Self.disagreement(catalog, in: folder) {
          disagreements.append("seed \(seed) (PET_FUZZ_SEED=\(seed)): \(problem)")
        }
      }
    }
    if sweep.seconds != nil {
      print("store fuzz: \(count) mutated catalogues from seed \(sweep.firstSeed), \(stored) of them stored")
    }
    #expect(stored > 0)
    #expect(disagreements.prefix(3) == [])
  }
}
