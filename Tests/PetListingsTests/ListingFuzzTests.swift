import Foundation
import PetCatalog
import PetListings
import PetTestSupport
import Testing

/// Mutated sample listings: a listing is read or refused with problems, never a crash; and the
/// format told from a file's first bytes (the fast path) is the one its whole shape says.
@Suite struct ListingFuzzTests {
  static let samples = [
    "petfinder-page-1.json", "petfinder-page-2.json", "rescuegroups.json", "asm3-adoptable.json",
    "asm3-adoptable.csv", "spreadsheet.csv", "county-adoptable.csv",
  ]

  @Test func listings_areReadOrRefused_andTheFirstBytesAgreeWithTheShape() throws {
    let bases = try Self.samples.map { try [UInt8](Data(contentsOf: URL(fileURLWithPath: ListingSamples.path($0)))) }
    let sweep = FuzzSweep(fixedCount: 600)
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("mutated").path
      var read = 0
      var refused = 0
      let taken = try sweep.run(bases: bases) { seed, mutated in
        try Data(mutated).write(to: URL(fileURLWithPath: file))
        let sniffed = mutated.withUnsafeBufferPointer { ListingFormat.sniffed(from: $0) }
        let whole = mutated.withUnsafeBufferPointer { ListingFormat.shaped(from: $0, file: file) }
        if let sniffed, let whole {
          #expect(sniffed == whole, "seed \(seed): the first bytes say \(sniffed), the shape \(whole)")
        }
        let options = ListingOptions(
          format: [.csv, .asm3CSV, .spreadsheet].contains(sniffed) ? sniffed : whole, currency: "USD",
          today: CalendarDate(2026, 11, 25))
        guard options.format != .catalogue, options.format != nil else { return }
        do throws(CatalogError) {
          let listing = try ShelterListing.read(path: file, options: options)
          // What was read keeps the catalogue's rules: ids it takes, dates no later than today.
          for pet in listing.pets {
            #expect(PetRules.isValidID(pet.id), "seed \(seed)")
            #expect(pet.intakeDate <= CalendarDate(2026, 11, 25) && pet.birthday <= pet.intakeDate, "seed \(seed)")
          }
          read += 1
        } catch {
          #expect(!error.problems.isEmpty, "seed \(seed)")
          #expect(error.problems.allSatisfy { $0.file == file }, "seed \(seed)")
          refused += 1
        }
      }
      #expect(read + refused > 0)
      print("ListingFuzzTests: \(taken) mutated listings, \(read) read, \(refused) refused")
    }
  }
}
