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
        // A page fetched from the web is read from its bytes as the file is: the same pets, or
        // the same problems (issue 42, point 5).
        let fromFile = Result { () throws(CatalogError) in try ShelterListing.read(path: file, options: options) }
        let fromPage = Result { () throws(CatalogError) in
          try ShelterListing.read(data: Data(mutated), name: file, options: options)
        }
        switch (fromFile, fromPage) {
        case (.success(let one), .success(let other?)):
          #expect(
            one.pets == other.pets && one.page == other.page, "seed \(seed): read from its bytes, another listing")
        case (.failure(let one), .failure(let other)):
          #expect(one.problems == other.problems, "seed \(seed): read from its bytes, other problems")
        default:
          Issue.record("seed \(seed): the file and its bytes are read differently")
        }
        do throws(CatalogError) {
          let listing = try ShelterListing.read(path: file, options: options)
          // What was read keeps the catalogue's rules: ids it takes, dates no later than today.
          for pet in listing.pets {
            #expect(PetRules.isValidID(pet.id), "seed \(seed)")
            #expect(pet.birthday <= CalendarDate(2026, 11, 25), "seed \(seed)")
            if let intake = pet.intakeDate {
              #expect(intake <= CalendarDate(2026, 11, 25) && pet.birthday <= intake, "seed \(seed)")
            }
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

  /// Mutated mapping files with a shelter's spreadsheet: read, or refused with problems that
  /// name the mapping or the spreadsheet, never a crash (issue 42, point 2).
  @Test func mappings_areReadOrRefused() throws {
    let mapping = Array(
      #"{"columns": {"Tag": "id", "Kennel Name": "name", "Critter": "species", "Years": "age", "Arrived": "intakeDate", "Run": "ignored"}, "values": {"species": {"K9": "dog", "FEL": "cat"}, "sex": {"MN": "male"}, "size": {"XL": "extra-large"}, "coat": {"SH": "short"}}}"#
        .utf8)
    let sheet = Data(
      "Tag,Kennel Name,Critter,Sex,Size,Coat,Years,Arrived,Run\nK-1,Rex,K9,MN,XL,SH,2 years,2026-11-01,A4\nK-2,Tab,FEL,F,,,3 years,2026-11-02,B2\n"
        .utf8)
    try withTemporaryDirectory { folder in
      let file = folder.appendingPathComponent("kennel.csv").path
      let mappingFile = folder.appendingPathComponent("mapping.json").path
      try sheet.write(to: URL(fileURLWithPath: file))
      var (read, refused) = (0, 0)
      let taken = try FuzzSweep(fixedCount: 300).run(bases: [mapping]) { seed, mutated in
        try Data(mutated).write(to: URL(fileURLWithPath: mappingFile))
        var options = ListingOptions(today: CalendarDate(2026, 11, 25))
        options.mappingFile = mappingFile
        do throws(CatalogError) {
          let listing = try ShelterListing.read(path: file, options: options)
          for pet in listing.pets { #expect(PetRules.isValidID(pet.id), "seed \(seed)") }
          read += 1
        } catch {
          #expect(!error.problems.isEmpty, "seed \(seed)")
          #expect(error.problems.allSatisfy { [file, mappingFile].contains($0.file) }, "seed \(seed)")
          refused += 1
        }
      }
      #expect(read > 0 && refused > 0)
      print("ListingFuzzTests: \(taken) mutated mappings, \(read) read, \(refused) refused")
    }
  }

  /// A listing's next page and its address as messages name it, from mutated addresses: no
  /// crash; a value of a key-like parameter never shows in the shown address's values or path,
  /// and the shown address has no fragment.
  @Test func addresses_areShownWithoutTheirKeys() throws {
    let base = Array("https://api.example.org:8443/v2/animals?api_key=S3CRETVALUE&page=2&type=dog#top".utf8)
    _ = try FuzzSweep(fixedCount: 600).run(bases: [base]) { seed, mutated in
      let address = String(decoding: mutated, as: UTF8.self)
      let shown = ListingAddress.shown(address)
      if let parts = URLComponents(string: address), let shownParts = URLComponents(string: shown) {
        #expect(shownParts.fragment == nil, "seed \(seed): \(shown)")
        // No key's value shows, in any value or the path (a name is no secret).
        let shownTexts = (shownParts.queryItems ?? []).compactMap(\.value) + [shownParts.path]
        for item in parts.queryItems ?? [] where item.name.lowercased().contains("key") {
          guard let value = item.value, value.count > 3 else { continue }
          #expect(!shownTexts.contains { $0.contains(value) }, "seed \(seed): \(address) shown as \(shown)")
        }
      }
      if let url = URL(string: address) {
        _ = ListingPage(number: 1, count: 3, next: address).nextAddress(after: url)
        _ = ListingPage(number: 2, count: 3).nextAddress(after: url)
      }
    }
  }
}
